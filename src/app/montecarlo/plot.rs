//! The Monte Carlo counters, and the convergence plot: the root's children's visit shares
//! and means over the iterations, each held against its exact value where known.

use egui_plot::{HLine, Legend, Line, LineStyle, Plot, PlotPoints, VLine};

use super::player::MonteCarloPlayer;
use crate::lang::Lang;
use crate::search::montecarlo::MonteCarloKind;
use crate::tr;

/// Points each plot is high; the side panel scrolls.
const PLOT_HEIGHT: f32 = 220.0;

/// The most points a line of the plot gets, however many iterations there are.
const MAX_POINTS: usize = 300;

/// Iterations (or playouts), nodes in the tree, playouts, the move chosen so far, the seed.
pub fn counters_ui(ui: &mut egui::Ui, player: &MonteCarloPlayer, lang: Lang) {
    let trace = player.trace();
    let index = player.frame_index();
    let run = player.run();
    let chosen = trace
        .chosen_at(index)
        .and_then(|node| trace.last_move(node))
        .map_or_else(|| "–".to_string(), |mv| run.view.format_move(mv));
    let frame = trace.frame(index);
    let mut rows = vec![
        (
            tr!(lang, "mc-counters-iteration"),
            format!("{} / {}", frame.iteration + 1, trace.iteration_count()),
        ),
        (
            tr!(lang, "mc-counters-nodes"),
            trace.nodes_at(index).to_string(),
        ),
        (
            tr!(lang, "mc-counters-playouts"),
            trace.playouts_at(index).to_string(),
        ),
        (tr!(lang, "mc-counters-chosen"), chosen),
        (tr!(lang, "mc-counters-seed"), trace.seed().to_string()),
    ];
    if let MonteCarloKind::TreeSearch { exploration, .. } = trace.kind() {
        rows.push((
            tr!(lang, "mc-counters-exploration"),
            format!("{exploration:.4}"),
        ));
    }
    rows.push((
        tr!(lang, "mc-counters-frame"),
        format!("{} / {}", index, player.cursor().last_frame_index()),
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

/// A colour per root child, spread round the hue circle, the same in both plots.
fn series_color(index: usize, count: usize) -> egui::Color32 {
    let hue = index as f32 / count.max(1) as f32;
    egui::ecolor::Hsva::new(hue, 0.85, 0.75, 1.0).into()
}

/// One root child's figures at evenly spaced iterations up to the one shown.
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

/// Two plots over the iterations: each root child's share of the visits, and its mean
/// with its exact value (dashed) where the tree is solved.
pub fn convergence_ui(ui: &mut egui::Ui, player: &MonteCarloPlayer, lang: Lang) {
    let trace = player.trace();
    let run = player.run();
    let children: Vec<u32> = trace.children(0).collect();
    let shown = (player.iteration() + 1) as f64;
    let height = PLOT_HEIGHT;
    let names: Vec<String> = children
        .iter()
        .map(|&child| {
            trace
                .last_move(child)
                .map(|mv| run.view.format_move(mv))
                .unwrap_or_default()
        })
        .collect();
    let figures: Vec<_> = children
        .iter()
        .map(|&child| series(player, child))
        .collect();
    let shares_title = tr!(lang, "mc-plot-visit-share");
    ui.label(&shares_title);
    Plot::new("monte_carlo_visit_share")
        .height(height)
        .legend(Legend::default().position(egui_plot::Corner::RightTop))
        .include_y(0.0)
        .include_y(1.0)
        .x_axis_label(tr!(lang, "mc-plot-iteration"))
        .allow_scroll(false)
        .show(ui, |plot| {
            for (index, (name, (shares, _))) in names.iter().zip(&figures).enumerate() {
                let color = series_color(index, children.len());
                plot.line(Line::new(name.clone(), PlotPoints::from(shares.clone())).color(color));
            }
            plot.vline(VLine::new("", shown).color(egui::Color32::GRAY));
        });
    ui.label(tr!(lang, "mc-plot-mean"));
    Plot::new("monte_carlo_mean")
        .height(height)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(1.0)
        .x_axis_label(tr!(lang, "mc-plot-iteration"))
        .allow_scroll(false)
        .show(ui, |plot| {
            for (index, (name, (_, means))) in names.iter().zip(&figures).enumerate() {
                let color = series_color(index, children.len());
                plot.line(Line::new(name.clone(), PlotPoints::from(means.clone())).color(color));
                let exact = trace
                    .last_move(children[index])
                    .and_then(|mv| run.exact_mean(mv));
                if let Some(exact) = exact {
                    plot.hline(
                        HLine::new(name.clone(), exact)
                            .color(color)
                            .style(LineStyle::dashed_loose()),
                    );
                }
            }
            plot.vline(VLine::new("", shown).color(egui::Color32::GRAY));
        });
    if run.exact.is_none() {
        ui.small(tr!(lang, "mc-plot-no-exact"));
    }
}
