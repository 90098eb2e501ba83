//! The figures of compare and depth-table cells: tables, the ratio chart and the plot of
//! ratios by depth. Cells show them with their buttons; pictures without.

use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoint, PlotPoints, Text};

use crate::lang::Lang;
use crate::notebook::CellOutput;
use crate::stats::CompareRow;
use crate::tr;

/// A compare or depth-table cell's tables and chart, without the cell's buttons: the
/// figure a picture of the cell shows.
pub fn figure_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    if !output.compare_rows.is_empty() {
        let (header, rows) =
            crate::text::compare_cells(&output.compare_rows, lang, crate::text::Print::People);
        table_ui(ui, "compare-table", &header, rows);
        ratio_chart_ui(ui, lang, &output.compare_rows, &mut None);
    }
    depth_tables_ui(ui, lang, output);
    if !output.depth_tables.is_empty() {
        depth_plot_ui(ui, lang, output);
    }
    solver_benchmark_ui(ui, lang, output);
}

/// The solver benchmark's table, and where its figures come from.
pub fn solver_benchmark_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    if output.solver_rows.is_empty() {
        return;
    }
    let (header, rows) = crate::text::solver_benchmark_cells(&output.solver_rows, lang);
    table_ui(ui, "solver-benchmark", &header, rows);
    ui.small(tr!(lang, "benchmark-source"));
}

pub fn depth_tables_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    for (index, (label, rows)) in output.depth_tables.iter().enumerate() {
        ui.strong(label);
        let (header, rows) = crate::text::depth_table_cells(rows, lang, crate::text::Print::People);
        table_ui(ui, ("depth-table", index), &header, rows);
    }
}

/// Each mode's ratio by depth, one line a mode.
pub fn depth_plot_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    let lines: Vec<Line> = output
        .depth_tables
        .iter()
        .map(|(label, rows)| {
            let points: PlotPoints = rows
                .iter()
                .map(|row| [row.depth as f64, row.ratio])
                .collect();
            Line::new(label.clone(), points)
        })
        .collect();
    let highest = (output.depth_tables.iter())
        .flat_map(|(_, rows)| rows.iter().map(|row| row.ratio))
        .fold(0.0, f64::max);
    Plot::new(ui.scope_id().with("depth-plot"))
        .height(220.0)
        .legend(Legend::default())
        .x_axis_label(tr!(lang, "notebook-depth-axis"))
        .y_axis_label(tr!(lang, "notebook-ratio-axis"))
        // The ratio axis ends at the next 1, 2 or 5 × 10ⁿ, never past 100 %.
        .default_y_bounds(0.0, crate::numbers::nice_ceiling(highest).min(100.0))
        .y_axis_formatter(|mark, _| crate::numbers::percent(mark.value))
        .allow_scroll(false)
        .show(ui, |plot_ui| {
            for line in lines {
                plot_ui.line(line);
            }
        });
}

/// Ratios spanning this factor or more are drawn on a log scale unless the user says not.
const LOG_SCALE_SPREAD: f64 = 50.0;

/// The ratio of each mode as a horizontal bar named on the vertical axis, its figure beside
/// it; a log scale by default when one bar would dwarf the others.
pub fn ratio_chart_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    rows: &[CompareRow],
    log_scale: &mut Option<bool>,
) {
    let largest = rows.iter().map(|row| row.ratio).fold(0.0, f64::max);
    let smallest = rows
        .iter()
        .map(|row| row.ratio)
        .fold(f64::INFINITY, f64::min);
    let automatic = largest >= LOG_SCALE_SPREAD * smallest.max(0.01);
    let mut log = log_scale.unwrap_or(automatic);
    let log_label = tr!(lang, "notebook-log-scale");
    if ui.checkbox(&mut log, log_label).changed() {
        *log_scale = Some(log);
    }
    // The first mode on top, as in the table.
    let position = |index: usize| (rows.len() - 1 - index) as f64;
    let bars: Vec<Bar> = rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let length = if log {
                // From 0.01% (log −2) so that the smallest bar still shows.
                row.ratio.max(0.01).log10() + 2.0
            } else {
                row.ratio
            };
            Bar::new(position(index), length)
                .name(crate::text::compare_row_name(lang, row))
                .width(0.7)
        })
        .collect();
    let names: Vec<String> = rows
        .iter()
        .map(|row| crate::text::compare_row_name(lang, row))
        .collect();
    let count = rows.len();
    let longest = bars.iter().map(|bar| bar.value).fold(0.0, f64::max);
    let axis_end = if log {
        // Whole powers of ten: 1 %, 10 %, 100 %.
        longest.ceil().clamp(1.0, 4.0)
    } else {
        crate::numbers::nice_ceiling(longest).min(100.0)
    };
    Plot::new(ui.scope_id().with("ratio-chart"))
        .height(40.0 + 28.0 * count as f32)
        .x_axis_label(tr!(lang, "notebook-ratio-chart-axis"))
        .y_axis_formatter(move |mark, _| {
            let slot = mark.value.round();
            if (mark.value - slot).abs() > 1e-6 || slot < 0.0 || slot as usize >= count {
                return String::new();
            }
            names[count - 1 - slot as usize].clone()
        })
        .y_axis_min_width(220.0)
        .x_axis_formatter(move |mark, _| {
            if log {
                crate::numbers::percent(10f64.powf(mark.value - 2.0))
            } else {
                crate::numbers::percent(mark.value)
            }
        })
        // The axis ends at the next 1, 2 or 5 × 10ⁿ, and a ratio never passes 100 %.
        .default_x_bounds(0.0, axis_end)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .show(ui, |plot_ui| {
            for (index, (bar, row)) in bars.iter().zip(rows).enumerate() {
                // Each bar carries its figure: 0.2% beside 100% is otherwise invisible; a
                // bar that reaches the axis's end carries it inside.
                let inside = bar.value > 0.7 * axis_end;
                let figure = crate::numbers::percent(row.ratio);
                let (label, anchor) = if inside {
                    (format!("{figure} "), egui::Align2::RIGHT_CENTER)
                } else {
                    (format!(" {figure}"), egui::Align2::LEFT_CENTER)
                };
                let label = egui::RichText::new(label).size(14.0);
                let at = PlotPoint::new(bar.value, position(index));
                let text = Text::new(format!("ratio-{index}"), at, label);
                plot_ui.text(text.anchor(anchor));
            }
            plot_ui.bar_chart(BarChart::new(tr!(lang, "notebook-ratio"), bars).horizontal())
        });
}

/// A striped table: the header strong, numbers right-aligned.
pub fn table_ui(
    ui: &mut egui::Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    header: &[String],
    rows: Vec<Vec<String>>,
) {
    egui::Grid::new(ui.scope_id().with(id))
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for text in header {
                ui.strong(text.as_str());
            }
            ui.end_row();
            for row in rows {
                for (column, text) in row.into_iter().enumerate() {
                    if column == 0 {
                        ui.label(text);
                    } else {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.monospace(text)
                        });
                    }
                }
                ui.end_row();
            }
        });
}
