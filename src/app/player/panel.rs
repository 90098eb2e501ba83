//! Every panel the same shape, as egui's demo has its `View`: a struct with a `ui` method
//! taking the one small context of what it shows. Colours come from the app's palette
//! (`ui::colors`), the same for every panel.

/// What a panel draws from: the recording shown and the language.
pub struct PanelContext<'a, R: ?Sized> {
    pub recording: &'a R,
    pub lang: crate::lang::Lang,
}

impl<'a, R: ?Sized> PanelContext<'a, R> {
    pub fn new(recording: &'a R, lang: crate::lang::Lang) -> Self {
        PanelContext { recording, lang }
    }
}

/// A panel of a recording of kind `R`.
pub trait Panel<R: ?Sized> {
    /// What the user asked of the panel this frame: commands, an action, or nothing.
    type Response;

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, R>) -> Self::Response;
}
