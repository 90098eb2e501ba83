//! The Monte Carlo counters, and the convergence plot: the root's children's visit shares
//! and means over the iterations, each held against its exact value where known.

use crate::numbers::count;
use egui_plot::{HLine, Legend, Line, LineStyle, Plot, PlotPoints, VLine};

use super::player::MonteCarloPlayer;
use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::Recording;
use crate::search::montecarlo::MonteCarloKind;
use crate::tr;

/// Points each plot is high; the side panel scrolls.
const PLOT_HEIGHT: f32 = 220.0;

/// The most points a line of the plot gets, however many iterations there are.
const MAX_POINTS: usize = 300;

/// Iterations (or playouts), nodes in the tree, playouts, the move chosen so far, the seed.
pub struct RunCounters;

impl Panel<MonteCarloPlayer> for RunCounters {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, MonteCarloPlayer>) {
        let (player, lang) = (context.recording, context.lang);
        let trace = player.trace();
        let index = player.frame_index();
        let run = player.run();
        let chosen = trace
            .chosen_at(index)
            .and_then(|node| trace.last_move(node))
            .map_or_else(|| "–".to_string(), |mv| run.view.format_move(mv));
        let frame = trace.frame(index);
        // "1,024 / 2,000": how far through the run.
        let of = |done: u64, all: u64| format!("{} / {}", count(done), count(all));
        let mut rows = Vec::new();
        if let MonteCarloKind::TreeSearch { .. } = trace.kind() {
            rows.push((
                tr!(lang, "mc-counters-iteration"),
                of(
                    u64::from(frame.iteration) + 1,
                    trace.iteration_count() as u64,
                ),
            ));
            rows.push((tr!(lang, "mc-counters-nodes"), count(trace.nodes_at(index))));
        }
        rows.extend([
            (
                tr!(lang, "mc-counters-playouts"),
                of(
                    u64::from(trace.playouts_at(index)),
                    trace.iteration_count() as u64,
                ),
            ),
            (tr!(lang, "mc-counters-chosen"), chosen),
            (tr!(lang, "mc-counters-seed"), trace.seed().to_string()),
        ]);
        if let MonteCarloKind::TreeSearch { exploration, .. } = trace.kind() {
            rows.push((
                tr!(lang, "mc-counters-exploration"),
                format!("{exploration:.4}"),
            ));
        }
        rows.push((
            tr!(lang, "mc-counters-frame"),
            of(index as u64, player.cursor().last_frame_index() as u64 + 1),
        ));
        egui::Grid::new("monte_carlo_counters")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (name, value) in rows {
                    ui.label(name);
                    ui.monospace(value);
                    ui.end_row();
                }
            });
    }
}

/// One root child's figures at evenly spaced iterations up to the one shown: its share
/// of the root's visits and its mean.
fn series(player: &MonteCarloPlayer, child: u32) -> (Vec<[f64; 2]>, Vec<[f64; 2]>) {
    let trace = player.trace();
    let shown = player.iteration();
    let step = (shown / MAX_POINTS).max(1);
    let mut shares = Vec::new();
    let mut means = Vec::new();
    let mut iteration = 0;
    while let Some(end) = trace.iteration_end(iteration) {
        let end = end.min(player.frame_index());
        let tally = trace.tally(child, end);
        let root = trace.tally(0, end).visits.max(1);
        let x = (iteration + 1) as f64;
        if tally.visits > 0 {
            shares.push([x, tally.visits as f64 / root as f64]);
            means.push([x, tally.mean()]);
        }
        if iteration == shown {
            break;
        }
        iteration = (iteration + step).min(shown);
    }
    (shares, means)
}

/// A root move's win rate after each of its own playouts so far (primitive Monte Carlo).
fn win_rates(player: &MonteCarloPlayer, child: u32) -> Vec<[f64; 2]> {
    let trace = player.trace();
    let frames = trace.backup_frames(child);
    let counted = frames.partition_point(|&at| at as usize <= player.frame_index());
    let step = (counted / MAX_POINTS).max(1);
    (0..counted)
        .step_by(step)
        .chain((counted > 0).then(|| counted - 1))
        .map(|index| {
            let tally = trace.tally(child, frames[index] as usize);
            [
                tally.visits as f64,
                tally.wins as f64 / tally.visits.max(1) as f64,
            ]
        })
        .collect()
}

/// The plots over the iterations: for MCTS each root move's share of the visits, and its
/// mean with its exact value (dashed) where the tree is solved; for primitive Monte Carlo
/// each move's win rate over its own playouts, with its exact chance of a win under
/// random play (dashed).
pub struct ConvergencePlot;

impl Panel<MonteCarloPlayer> for ConvergencePlot {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, MonteCarloPlayer>) {
        let (player, lang) = (context.recording, context.lang);
        let trace = player.trace();
        let run = player.run();
        let children: Vec<u32> = trace.children(0).collect();
        let shown = (player.iteration() + 1) as f64;
        let names: Vec<String> = children
            .iter()
            .map(|&child| {
                trace
                    .last_move(child)
                    .map(|mv| run.view.format_move(mv))
                    .unwrap_or_default()
            })
            .collect();
        let references: Vec<Option<f64>> = children
            .iter()
            .map(|&child| trace.last_move(child).and_then(|mv| run.reference(mv)))
            .collect();
        let dashed = |plot: &mut egui_plot::PlotUi<'_>| {
            for (index, reference) in references.iter().enumerate() {
                if let Some(reference) = *reference {
                    plot.hline(
                        HLine::new(names[index].clone(), reference)
                            .color(series_color(index))
                            .style(LineStyle::dashed_loose()),
                    );
                }
            }
        };
        let plot = |id: &str, x_label: String| {
            Plot::new(id.to_string())
                .height(PLOT_HEIGHT)
                // The newest data is on the right: the legend keeps to the left.
                .legend(Legend::default().position(egui_plot::Corner::LeftTop))
                .include_y(0.0)
                .include_y(1.0)
                .x_axis_label(x_label)
                .allow_scroll(false)
        };
        if let MonteCarloKind::Primitive { .. } = trace.kind() {
            ui.label(tr!(lang, "mc-plot-win-rate"));
            plot("monte_carlo_win_rate", tr!(lang, "mc-plot-playouts")).show(ui, |plot| {
                for (index, &child) in children.iter().enumerate() {
                    let points = PlotPoints::from(win_rates(player, child));
                    plot.line(Line::new(names[index].clone(), points).color(series_color(index)));
                }
                dashed(plot);
            });
        } else {
            let figures: Vec<_> = children
                .iter()
                .map(|&child| series(player, child))
                .collect();
            ui.label(tr!(lang, "mc-plot-visit-share"));
            plot("monte_carlo_visit_share", tr!(lang, "mc-plot-iteration")).show(ui, |plot| {
                for (index, (shares, _)) in figures.iter().enumerate() {
                    let points = PlotPoints::from(shares.clone());
                    plot.line(Line::new(names[index].clone(), points).color(series_color(index)));
                }
                plot.vline(VLine::new("", shown).color(egui::Color32::GRAY));
            });
            ui.label(tr!(lang, "mc-plot-mean"));
            plot("monte_carlo_mean", tr!(lang, "mc-plot-iteration")).show(ui, |plot| {
                for (index, (_, means)) in figures.iter().enumerate() {
                    let points = PlotPoints::from(means.clone());
                    plot.line(Line::new(names[index].clone(), points).color(series_color(index)));
                }
                dashed(plot);
                plot.vline(VLine::new("", shown).color(egui::Color32::GRAY));
            });
        }
        if run.exact.is_none() {
            ui.small(tr!(lang, "mc-plot-no-exact"));
        }
    }
}

/// A colour per root move, the same in every plot: ten that stay apart (more repeat).
fn series_color(index: usize) -> egui::Color32 {
    const COLORS: [(u8, u8, u8); 10] = [
        (31, 119, 180),
        (255, 127, 14),
        (44, 160, 44),
        (214, 39, 40),
        (148, 103, 189),
        (140, 86, 75),
        (227, 119, 194),
        (127, 127, 127),
        (188, 189, 34),
        (23, 190, 207),
    ];
    let (red, green, blue) = COLORS[index % COLORS.len()];
    egui::Color32::from_rgb(red, green, blue)
}
