//! The counters: calculated, pruned, total, ratio, each with its change since the frame
//! shown before.

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::state::Player;
use crate::numbers::large_count;
use crate::text::real_count;
use crate::tr;
use crate::tree::HiddenNodes;

#[derive(Default)]
pub struct Counters;

/// Signed change, as "+1,024" / "−3" / "+0".
fn change(now: u32, before: u32) -> String {
    crate::numbers::change(i64::from(now) - i64::from(before))
}

/// The share of the tree calculated, in percent (0 of an empty tree).
fn ratio(calculated: f64, total: f64) -> f64 {
    if total == 0.0 {
        0.0
    } else {
        100.0 * calculated / total
    }
}

/// The change of a count of the real tree, estimated when either end is.
fn real_change(now: HiddenNodes, before: HiddenNodes) -> String {
    let change = now.nodes - before.nodes;
    let sign = if change < 0.0 { "−" } else { "+" };
    let size = HiddenNodes {
        nodes: change.abs(),
        estimated: now.estimated || before.estimated,
    };
    match size.estimated {
        true => format!("≈ {sign}{}", large_count(size.nodes)),
        false => format!(
            "{sign}{}",
            crate::numbers::count(size.nodes.round() as i128)
        ),
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
        let ratio_now = ratio(f64::from(now.calculated), f64::from(total));
        let ratio_before = ratio(f64::from(before.calculated), f64::from(total_before));
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
                        crate::numbers::count(now.calculated),
                        change(now.calculated, before.calculated),
                    ),
                    (
                        tr!(lang, "counters-pruned"),
                        crate::numbers::count(now.pruned),
                        change(now.pruned, before.pruned),
                    ),
                    (
                        tr!(lang, "counters-total"),
                        crate::numbers::count(total),
                        change(total, total_before),
                    ),
                    (
                        tr!(lang, "counters-ratio"),
                        crate::numbers::percent(ratio_now),
                        crate::numbers::percent_change(ratio_now - ratio_before),
                    ),
                    (
                        tr!(lang, "counters-visits"),
                        crate::numbers::count(visits),
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
                    crate::numbers::count(cut_now),
                    crate::numbers::change(cut_now as i128 - cut_before as i128),
                ));
                if let (Some((pruned, total)), Some((pruned_before, total_before))) =
                    (real_now, real_before)
                {
                    rows[1].1 = real_count(pruned);
                    rows[1].2 = real_change(pruned, pruned_before);
                    rows[2].1 = real_count(total);
                    rows[2].2 = real_change(total, total_before);
                    let ratio_now = ratio(f64::from(now.calculated), total.nodes);
                    let ratio_before = ratio(f64::from(before.calculated), total_before.nodes);
                    let approximately = if total.estimated { "≈ " } else { "" };
                    rows[3].1 = format!("{approximately}{}", crate::numbers::percent(ratio_now));
                    rows[3].2 = format!(
                        "{approximately}{}",
                        crate::numbers::percent_change(ratio_now - ratio_before)
                    );
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
