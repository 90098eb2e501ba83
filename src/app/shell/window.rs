//! The app in its native window: eframe opens it, calls it each frame and saves its
//! settings.

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

use super::app::AbtutorApp;
use crate::app::player::view::PlayerMessage;
use crate::app::ui::fonts::install as install_fonts;
#[cfg(not(target_arch = "wasm32"))]
use crate::lang::Lang;
use crate::notebook;
use crate::tr;

impl AbtutorApp {
    /// Restores the settings saved by the previous run, and any autosaved notebook.
    pub fn from_creation_context(creation: &eframe::CreationContext<'_>) -> AbtutorApp {
        // Projected in a classroom: dark text on light backgrounds reads best.
        creation.egui_ctx.set_theme(egui::Theme::Light);
        install_fonts(&creation.egui_ctx);
        // A browser keeps settings in its local storage and has no folder for an autosave.
        #[cfg(not(target_arch = "wasm32"))]
        let folder = eframe::storage_dir("abtutor");
        #[cfg(target_arch = "wasm32")]
        let folder = None;
        AbtutorApp::from_storage_opening(creation.storage, folder, AbtutorApp::opening)
    }
}

impl eframe::App for AbtutorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Students' programs still running end with the app, not after it.
        self.notebook.stop_programs();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.finish_opening();
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        let Some(path) = &self.autosave_path else {
            return;
        };
        // Clean work needs no recovery; unsaved work is written now, not 5 s later.
        let result = if self.notebook.is_dirty() {
            notebook::save(&self.notebook.editor.notebook, path)
        } else if path.exists() && self.recovered.is_none() {
            std::fs::remove_file(path)
        } else {
            Ok(())
        };
        if let Err(error) = result {
            // The window may be closing: say it on the terminal too.
            eprintln!(
                "{}",
                tr!(
                    self.settings.lang,
                    "app-autosave-warning",
                    error = error.to_string()
                )
            );
            self.player_view
                .show_message(PlayerMessage::AutosaveFailed(error));
        }
    }
}

/// Opens the window; returns when it closes.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_native() -> ExitCode {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("abtutor")
            .with_inner_size([1400.0, 860.0])
            .with_min_inner_size([900.0, 600.0]),
        persist_window: true,
        ..Default::default()
    };
    let result = eframe::run_native(
        "abtutor",
        options,
        Box::new(|creation| Ok(Box::new(AbtutorApp::from_creation_context(creation)))),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let error = error.to_string();
            eprintln!(
                "{}",
                tr!(Lang::default(), "app-window-failed", error = error)
            );
            ExitCode::FAILURE
        }
    }
}
