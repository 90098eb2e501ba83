//! The counters: calculated, pruned, total, ratio, each with its change since the frame
//! shown before.

use super::player::Player;
use crate::lang::Lang;
use crate::tr;

#[derive(Default)]
pub struct Counters;

/// Signed change, as "+12" / "-3" / "+0".
fn change(now: u32, before: u32) -> String {
    format!("{:+}", now as i64 - before as i64)
}

fn percent(part: u32, whole: u32) -> String {
    if whole == 0 {
        "0.0%".to_string()
    } else {
        format!("{:.1}%", 100.0 * part as f64 / whole as f64)
    }
}

impl Counters {
    pub fn ui(&mut self, ui: &mut egui::Ui, player: &Player, lang: Lang) {
        let frames = player.trace().frames();
        let now = frames[player.frame_index()];
        let before = frames[player.previous_frame_index()];
        let (total, total_before) = (
            now.calculated + now.pruned,
            before.calculated + before.pruned,
        );
        let calculated_change = now.calculated as i64 - before.calculated as i64;
        let total_change = total as i64 - total_before as i64;
        let ratio_of_change = if total_change == 0 {
            "0.0%".to_string()
        } else {
            format!(
                "{:.1}%",
                100.0 * calculated_change as f64 / total_change as f64
            )
        };
        let trace = player.trace();
        let (visits, visits_before) = (
            trace.visits_at(player.frame_index()),
            trace.visits_at(player.previous_frame_index()),
        );
        egui::Grid::new("counters")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                let rows = [
                    (
                        tr!(lang, "counters-calculated"),
                        now.calculated.to_string(),
                        change(now.calculated, before.calculated),
                    ),
                    (
                        tr!(lang, "counters-pruned"),
                        now.pruned.to_string(),
                        change(now.pruned, before.pruned),
                    ),
                    (
                        tr!(lang, "counters-total"),
                        total.to_string(),
                        change(total, total_before),
                    ),
                    (
                        tr!(lang, "counters-ratio"),
                        percent(now.calculated, total),
                        ratio_of_change,
                    ),
                    (
                        tr!(lang, "counters-visits"),
                        visits.to_string(),
                        change(visits, visits_before),
                    ),
                ];
                let visits_name = tr!(lang, "counters-visits");
                for (name, value, delta) in rows {
                    let label = ui.label(&name);
                    if name == visits_name {
                        label.on_hover_text(lang.attribute("counters-visits", "hover", &[]));
                    }
                    ui.monospace(value);
                    ui.monospace(delta);
                    ui.end_row();
                }
            });
        // The counters above are this iteration's; the cost of deepening is their sum.
        if let Some(iteration) = player.trace().iteration_at(player.frame_index()) {
            let so_far = iteration.calculated_before + now.calculated;
            let id = if iteration.window.is_some() {
                "counters-pass"
            } else {
                "counters-iteration"
            };
            ui.label(tr!(
                lang,
                id,
                number = iteration.number,
                count = iteration.count,
                before = iteration.calculated_before,
                all = so_far
            ));
        }
    }
}
