//! The counters: calculated, pruned, total, ratio, each with its change since the frame
//! shown before.

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::state::Player;
use crate::text::{approximate_count, real_count};
use crate::tr;
use crate::tree::HiddenNodes;

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

/// The change of a count of the real tree, estimated when either end is.
fn real_change(now: HiddenNodes, before: HiddenNodes) -> String {
    let change = now.nodes - before.nodes;
    let sign = if change < 0.0 { "-" } else { "+" };
    let size = HiddenNodes {
        nodes: change.abs(),
        estimated: now.estimated || before.estimated,
    };
    match size.estimated {
        true => format!("≈ {sign}{}", approximate_count(size.nodes)),
        false => format!("{sign}{:.0}", size.nodes),
    }
}

impl Counters {}

impl Panel<Player> for Counters {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) {
        let (player, lang) = (context.recording, context.lang);
        let now = player.trace().counters_at(player.frame_index());
        let before = player.trace().counters_at(player.previous_frame_index());
        let (total, total_before) = (
            now.calculated + now.pruned,
            before.calculated + before.pruned,
        );
        // A grown tree: the real tree's pruned and total, counted or estimated.
        let real = |frame_index: usize, calculated: u32| {
            let pruned = player.trace().real_pruned_at(frame_index)?;
            let total = HiddenNodes {
                nodes: pruned.nodes + f64::from(calculated),
                ..pruned
            };
            Some((pruned, total))
        };
        let real_now = real(player.frame_index(), now.calculated);
        let real_before = real(player.previous_frame_index(), before.calculated);
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
                let mut rows = rows.to_vec();
                // The children cut so far, exact at any depth, in every search.
                let cut = |frame_index| trace.cuts_at(frame_index).1;
                let (cut_now, cut_before) = (
                    cut(player.frame_index()),
                    cut(player.previous_frame_index()),
                );
                rows.push((
                    tr!(lang, "counters-children-cut"),
                    cut_now.to_string(),
                    format!("{:+}", cut_now as i64 - cut_before as i64),
                ));
                if let (Some((pruned, total)), Some((pruned_before, total_before))) =
                    (real_now, real_before)
                {
                    rows[1].1 = real_count(pruned);
                    rows[1].2 = real_change(pruned, pruned_before);
                    rows[2].1 = real_count(total);
                    rows[2].2 = real_change(total, total_before);
                    let ratio = 100.0 * f64::from(now.calculated) / total.nodes.max(1.0);
                    let ratio = crate::text::ratio_text(ratio);
                    rows[3].1 = match total.estimated {
                        true => format!("≈ {ratio}%"),
                        false => format!("{ratio}%"),
                    };
                    let total_change = total.nodes - total_before.nodes;
                    rows[3].2 = match total_change {
                        0.0 => "0.0%".to_string(),
                        change => format!(
                            "{}%",
                            crate::text::ratio_text(100.0 * calculated_change as f64 / change)
                        ),
                    };
                }
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
