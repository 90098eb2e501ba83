//! A student's run beside the search it should be: the verdict, the first difference with a
//! jump to its frame, the bugs that reproduce the run, the legend of the tree's marks, and
//! the window the student entered the current node with.

use egui::{Color32, Stroke};

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::Player;
use crate::app::ui::colors;
use crate::check::{Overlay, StudentRun, Verdict};
use crate::lang::Lang;
use crate::search::Status;
use crate::tr;

/// The panel; it keeps nothing between frames.
#[derive(Default)]
pub struct StudentPanel;

impl StudentPanel {}

impl Panel<Player> for StudentPanel {
    type Response = Vec<PlayerCommand>;

    /// Draws the student's run of the shown search, if there is one; the player commands
    /// asked for.
    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) -> Self::Response {
        let (player, lang) = (context.recording, context.lang);
        let mut commands = Vec::new();
        let Some(student) = player.search().student.as_deref() else {
            return commands;
        };
        let report = &student.report;
        ui.heading(tr!(lang, "student-heading", name = student.name.as_str()));
        let verdict = crate::text::verdict_name(lang, report.verdict);
        let color = match report.verdict {
            Verdict::Correct => colors::green(),
            _ => colors::red(),
        };
        ui.colored_label(color, tr!(lang, "student-verdict", verdict = verdict));
        if let Some(first) = &report.first_difference {
            ui.label(crate::text::first_difference_text(lang, first));
            let trace = player.trace();
            if let Some(frame) = first.frame.map(|frame| frame as usize)
                && frame < trace.len()
                && ui
                    .button(tr!(lang, "student-go-to-first-difference", frame = frame))
                    .clicked()
            {
                commands.push(PlayerCommand::SetFrame(frame));
            }
            if report.diagnosis.is_empty() {
                ui.label(tr!(lang, "check-no-diagnosis"));
            }
            for line in crate::text::diagnosis_lines(lang, report) {
                ui.colored_label(colors::red(), line);
            }
        }
        for &convention in &report.conventions {
            ui.label(tr!(
                lang,
                "check-convention-line",
                convention = crate::text::convention_text(lang, convention)
            ));
        }
        ui.label(crate::text::report_counts(lang, report));
        legend_ui(ui, student, lang);
        current_window_ui(ui, player, &student.overlay, lang);
        commands
    }
}

/// What the tree's two student marks mean, with how many nodes carry each.
fn legend_ui(ui: &mut egui::Ui, student: &StudentRun, lang: Lang) {
    let overlay = &student.overlay;
    for (color, text) in [
        (
            colors::student_extra(),
            tr!(lang, "student-legend-extra", count = overlay.extra.len()),
        ),
        (
            colors::student_skipped(),
            tr!(
                lang,
                "student-legend-skipped",
                count = overlay.skipped.len()
            ),
        ),
    ] {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            ui.painter().rect_stroke(
                rect.shrink(2.0),
                0.0,
                Stroke::new(3.0, color),
                egui::StrokeKind::Inside,
            );
            ui.label(text);
        });
    }
}

/// The window the student entered the frame's node with, beside the search's.
fn current_window_ui(ui: &mut egui::Ui, player: &Player, overlay: &Overlay, lang: Lang) {
    let trace = player.trace();
    let frame = trace.frames().at(player.frame_index());
    let number = |value: f64| crate::check::Number(value).to_string();
    match overlay.windows.get(&frame.node) {
        Some(&(alpha, beta)) => {
            let differs = frame.status == Status::Start
                && (alpha != frame.alpha.as_f64() || beta != frame.beta.as_f64());
            let color = if differs {
                colors::red()
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(
                color,
                tr!(
                    lang,
                    "student-window",
                    alpha = number(alpha),
                    beta = number(beta)
                ),
            );
        }
        None => {
            ui.colored_label(Color32::GRAY, tr!(lang, "student-not-entered"));
        }
    }
}

/// The student's mark on a node of the tree, if it has one.
pub fn node_mark(overlay: &Overlay, node: crate::tree::NodeId) -> Option<Color32> {
    if overlay.extra.contains(&node) {
        Some(colors::student_extra())
    } else if overlay.skipped.contains(&node) {
        Some(colors::student_skipped())
    } else {
        None
    }
}
