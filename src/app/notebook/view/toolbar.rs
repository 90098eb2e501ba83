//! The notebook's toolbar (files, lessons, runs, printing) and the question before
//! unsaved changes would be lost.

use std::path::PathBuf;

use super::{NotebookView, Replacement, remember};
use crate::app::notebook::lessons;
use crate::app::notebook::notice::Notice;
use crate::app::ui::file_dialog::{self, Picked};
use crate::lang::Lang;
use crate::notebook::EditCommand;
use crate::tr;
use crate::tree::Trees;

impl NotebookView {
    /// The Open button; in a browser the file chosen comes as an upload, frames later.
    fn open_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let asker = egui::Id::unique(("upload", "notebook"));
        if let Some(path) = file_dialog::take_upload(asker) {
            self.replace(Replacement::Open(path), lang);
        }
        if ui.button(tr!(lang, "notebook-open")).clicked() {
            let kind = tr!(lang, "notebook-file-kind");
            match file_dialog::pick(ui.ctx(), asker, kind, &["json"]) {
                Picked::Path(path) => self.replace(Replacement::Open(path), lang),
                Picked::Later => {}
                Picked::Nothing => self.message = Some(Notice::NoFileToOpen),
            }
        }
    }

    pub(super) fn toolbar_ui(
        &mut self,
        ui: &mut egui::Ui,
        trees: &mut Trees,
        lang: Lang,
        recent: &mut Vec<PathBuf>,
    ) {
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!(lang, "notebook-new")).clicked() {
                self.replace(Replacement::New, lang);
            }
            self.open_ui(ui, lang);
            let save = ui.button(tr!(lang, "notebook-save")).clicked();
            let save_as = ui.button(tr!(lang, "notebook-save-as")).clicked();
            if save || save_as {
                let path = match (&self.path, save_as) {
                    (Some(path), false) => Some(path.clone()),
                    _ => file_dialog::FileDialog::new()
                        .add_filter(tr!(lang, "notebook-file-kind"), &["json"])
                        .set_file_name("notebook.json")
                        .save_file(),
                };
                match path {
                    Some(path) => {
                        if self.save_to(&path) {
                            remember(recent, &path);
                        }
                    }
                    None => self.message = Some(Notice::NoFileToSave),
                }
            }
            ui.menu_button(tr!(lang, "notebook-lessons"), |ui| {
                for (index, title) in lessons::titles(lang).iter().enumerate() {
                    if ui.button(title).clicked() {
                        self.replace(Replacement::Lesson(index), lang);
                        ui.close();
                    }
                }
            });
            ui.menu_button(tr!(lang, "notebook-recent"), |ui| {
                if recent.is_empty() {
                    ui.label(tr!(lang, "notebook-recent-none"));
                }
                for path in recent.clone() {
                    if ui.button(path.display().to_string()).clicked() {
                        self.replace(Replacement::Open(path), lang);
                        ui.close();
                    }
                }
            });
            ui.menu_button(tr!(lang, "notebook-print-sheet"), |ui| {
                for (answers, label) in [
                    (false, "notebook-print-questions"),
                    (true, "notebook-print-key"),
                ] {
                    if ui.button(tr!(lang, label)).clicked() {
                        ui.close();
                        match file_dialog::FileDialog::new()
                            .add_filter("PDF", &["pdf"])
                            .set_file_name("exercises.pdf")
                            .save_file()
                        {
                            Some(path) => self.print_sheet(&path, answers, lang),
                            None => self.message = Some(Notice::NoExportDialog),
                        }
                    }
                }
            });
            ui.separator();
            if ui.button(tr!(lang, "notebook-run-all")).clicked() {
                self.run_all(trees, lang);
            }
            let clear = EditCommand::ClearOutputs;
            if ui
                .add_enabled(
                    self.editor.can(&clear),
                    egui::Button::new(tr!(lang, "notebook-clear-outputs")),
                )
                .clicked()
            {
                self.players.clear();
                self.apply(clear);
            }
            if ui
                .add_enabled(
                    self.editor.can_undo_delete(),
                    egui::Button::new(tr!(lang, "notebook-undo-delete")),
                )
                .clicked()
            {
                self.apply(EditCommand::UndoDelete);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr!(lang, "notebook-title"));
            let mut title = self.editor.notebook.title.clone();
            if ui
                .add(egui::TextEdit::singleline(&mut title).desired_width(260.0))
                .labelled_by(label.id)
                .changed()
            {
                self.apply(EditCommand::SetTitle(title));
            }
            if self.is_dirty() {
                ui.colored_label(
                    egui::Color32::from_rgb(200, 120, 0),
                    tr!(lang, "notebook-unsaved-mark"),
                );
            }
            ui.separator();
            let label = ui.label(tr!(lang, "notebook-file-path"));
            ui.add(egui::TextEdit::singleline(&mut self.path_text).desired_width(260.0))
                .labelled_by(label.id);
            let typed = PathBuf::from(self.path_text.trim());
            let has_path = !self.path_text.trim().is_empty();
            if ui
                .add_enabled(has_path, egui::Button::new(tr!(lang, "notebook-open-path")))
                .clicked()
            {
                self.replace(Replacement::Open(typed.clone()), lang);
                if self.path.as_deref() == Some(typed.as_path()) {
                    remember(recent, &typed);
                }
            }
            if ui
                .add_enabled(
                    has_path,
                    egui::Button::new(tr!(lang, "notebook-save-to-path")),
                )
                .clicked()
                && self.save_to(&typed)
            {
                remember(recent, &typed);
            }
        });
        if let Some(message) = &self.message {
            ui.colored_label(ui.visuals().error_fg_color, message.text(lang));
        }
        ui.separator();
    }

    /// The question before unsaved changes would be lost.
    pub(super) fn confirm_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if self.pending.is_none() {
            return;
        }
        let mut answer = None;
        egui::Window::new(tr!(lang, "notebook-unsaved-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                ui.label(tr!(lang, "notebook-unsaved-question"));
                ui.horizontal(|ui| {
                    if ui.button(tr!(lang, "notebook-discard")).clicked() {
                        answer = Some(true);
                    }
                    if ui.button(tr!(lang, "notebook-keep-editing")).clicked() {
                        answer = Some(false);
                    }
                });
            });
        match answer {
            Some(true) => {
                if let Some(replacement) = self.pending.take() {
                    self.carry_out(replacement, lang);
                }
            }
            Some(false) => self.pending = None,
            None => {}
        }
    }
}
