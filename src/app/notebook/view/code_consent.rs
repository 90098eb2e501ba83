//! The question asked before the code cells of a notebook that came from a file run for the
//! first time: their programs are whoever wrote the file's, not the user's.

use super::NotebookView;
use crate::lang::Lang;
use crate::notebook::CellKind;
use crate::tr;
use crate::tree::Trees;

/// What was asked to run when the question came up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AskedRun {
    /// The code cell at this position.
    Cell(usize),
    /// Every cell.
    All,
}

/// Whether the notebook's code cells may run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CodeConsent {
    /// The notebook came from a file (or an autosave), so its code is not the user's own.
    from_elsewhere: bool,
    /// The user said yes.
    granted: bool,
    /// The run waiting for the answer, while the question is shown.
    asking: Option<AskedRun>,
}

impl CodeConsent {
    pub(crate) fn new(from_elsewhere: bool) -> CodeConsent {
        CodeConsent {
            from_elsewhere,
            ..CodeConsent::default()
        }
    }

    /// Whether code may run without asking.
    pub(crate) fn allows(&self) -> bool {
        self.granted || !self.from_elsewhere
    }

    /// Whether the question is on screen.
    pub(crate) fn is_asking(&self) -> bool {
        self.asking.is_some()
    }
}

impl NotebookView {
    fn code_cell_count(&self) -> usize {
        (self.editor.notebook.cells.iter())
            .filter(|cell| matches!(cell.kind, CellKind::Code { .. }))
            .count()
    }

    /// Holds `run` until the user answers; true when it must wait.
    pub(super) fn waits_for_consent(&mut self, run: AskedRun) -> bool {
        if self.consent.allows() {
            return false;
        }
        self.consent.asking = Some(run);
        true
    }

    /// The question, while one is asked: Run carries out what was asked; Don't run leaves
    /// the code cells as they are (and runs every other cell, when all were asked for).
    pub(super) fn consent_ui(&mut self, ui: &mut egui::Ui, trees: &mut Trees, lang: Lang) {
        let Some(asked) = self.consent.asking else {
            return;
        };
        let count = self.code_cell_count();
        let confinement = match crate::program::sandbox() {
            // A page runs code in Pyodide, which no sandbox of the system's confines.
            _ if cfg!(target_arch = "wasm32") => tr!(lang, "notebook-code-consent-in-page"),
            Ok(_) => tr!(lang, "notebook-code-consent-sandboxed"),
            Err(error) => tr!(
                lang,
                "notebook-code-consent-unconfined",
                reason = crate::text::sandbox_unavailable(lang, &error)
            ),
        };
        let mut answer = None;
        egui::Window::new(tr!(lang, "notebook-code-consent-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                ui.set_max_width(460.0);
                ui.label(tr!(lang, "notebook-code-consent-question", count = count));
                ui.label(confinement);
                ui.horizontal(|ui| {
                    if ui.button(tr!(lang, "notebook-code-consent-run")).clicked() {
                        answer = Some(true);
                    }
                    if ui.button(tr!(lang, "notebook-code-consent-skip")).clicked() {
                        answer = Some(false);
                    }
                });
            });
        let Some(granted) = answer else {
            return;
        };
        // A yes holds for the notebook; after a no, the next run asks again.
        self.consent.asking = None;
        self.consent.granted = granted;
        match (asked, granted) {
            (AskedRun::Cell(at), true) => self.run_cell(trees, at, lang),
            (AskedRun::All, true) => self.run_all(trees, lang),
            (AskedRun::All, false) => self.run_all_cells(trees, lang, false),
            (AskedRun::Cell(_), false) => {}
        }
    }
}
