//! A check cell's options: the student's trace and the search it should be.

use crate::app::ui::file_dialog::{self, Picked, TRACE_EXTENSIONS, trace_kind};
use crate::app::ui::search_options::search_options_ui;
use crate::lang::Lang;
use crate::search::Mode;
use crate::setup::GameSpec;
use crate::tr;

/// A check cell's trace (a file, or the trace kept in the cell) and the search it should be;
/// the trace's own header names the game, root and depth limit.
pub fn check_options_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    path: &mut String,
    text: &mut String,
    mode: &mut Mode,
    cut_gt: &mut bool,
) {
    let label = ui.label(tr!(lang, "notebook-check-path"));
    ui.add(
        egui::TextEdit::singleline(path)
            .desired_width(220.0)
            .hint_text(tr!(lang, "notebook-check-path-hint")),
    )
    .labelled_by(label.id);
    let asker = ui.scope_id().with(("upload", "trace"));
    if let Some(picked) = file_dialog::take_upload(asker) {
        *path = picked.display().to_string();
    }
    if ui.button(tr!(lang, "notebook-check-browse")).clicked()
        && let Picked::Path(picked) =
            file_dialog::pick(ui.ctx(), asker, trace_kind(), TRACE_EXTENSIONS)
    {
        *path = picked.display().to_string();
    }
    ui.end_row();
    search_options_ui(ui, mode, &mut None, lang, GameSpec::TicTacToe);
    let cut_text = tr!(lang, "notebook-check-cut-gt");
    ui.checkbox(cut_gt, cut_text);
    ui.end_row();
    ui.vertical(|ui| {
        let label = ui.label(tr!(lang, "notebook-check-text"));
        ui.add(
            egui::TextEdit::multiline(text)
                .code_editor()
                .desired_rows(3)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
    });
}
