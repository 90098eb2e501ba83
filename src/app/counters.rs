//! The counters: calculated, pruned, total, ratio, each with its change since the frame
//! shown before.

use super::player::Player;
use crate::lang::Lang;

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
        egui::Grid::new("counters")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                let rows = [
                    (
                        lang.pick("calculated", "計算済"),
                        now.calculated.to_string(),
                        change(now.calculated, before.calculated),
                    ),
                    (
                        lang.pick("pruned", "枝狩り"),
                        now.pruned.to_string(),
                        change(now.pruned, before.pruned),
                    ),
                    (
                        lang.pick("total", "合計"),
                        total.to_string(),
                        change(total, total_before),
                    ),
                    (
                        lang.pick("ratio", "割合"),
                        percent(now.calculated, total),
                        ratio_of_change,
                    ),
                ];
                for (name, value, delta) in rows {
                    ui.label(name);
                    ui.monospace(value);
                    ui.monospace(delta);
                    ui.end_row();
                }
            });
        // The counters above are this iteration's; the cost of deepening is their sum.
        if let Some(iteration) = player.trace().iteration_at(player.frame_index()) {
            let so_far = iteration.calculated_before + now.calculated;
            ui.label(match lang {
                Lang::En => format!(
                    "iteration {} of {}: {} calculated in the earlier iterations, {so_far} in all",
                    iteration.number, iteration.count, iteration.calculated_before
                ),
                Lang::Ja => format!(
                    "反復 {} / {}: それまでの反復で計算 {}、合計 {so_far}",
                    iteration.number, iteration.count, iteration.calculated_before
                ),
            });
        }
    }
}
