//! One notebook cell: its header, its editor or rendering, and its output.

use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoint, PlotPoints, Text};

use super::exercise_cell::answers_ui;
use super::markdown::markdown_ui;
use super::options::{depth_ui, game_and_depth_ui, game_ui, search_options_ui};
use super::player_view::PlayerView;
use crate::lang::Lang;
use crate::notebook::{Cell, CellKind, CellOutput, EditCommand, question_name};
use crate::practice::{Answers, QuestionKind};
use crate::search::Mode;
use crate::setup::{GameSpec, MonteCarloSetup, SearchSetup};
use crate::stats::CompareRow;
use crate::tr;

/// What the user asked of a cell this frame.
pub enum CellAction {
    Select,
    /// Save this CSV text to a file the user picks.
    ExportCsv(String),
    StartEditing(String),
    FinishEditing,
    Edit(EditCommand),
    Run,
    RunAndAdvance,
    OpenInPlayer,
    /// Record a Monte Carlo cell's search and show it in the Monte Carlo view.
    OpenInMonteCarlo,
}

#[allow(clippy::too_many_arguments)]
pub fn cell_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    at: usize,
    cell: &Cell,
    selected: bool,
    editing: Option<&mut String>,
    player: Option<&mut PlayerView>,
    log_scale: &mut Option<bool>,
) -> Option<CellAction> {
    let mut action = None;
    let stroke = if selected {
        egui::Stroke::new(2.0, egui::Color32::from_rgb(60, 120, 220))
    } else {
        egui::Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color)
    };
    // The cell senses clicks beneath its children, so its buttons keep theirs.
    let clicked = ui
        .scope_builder(egui::UiBuilder::new().sense(egui::Sense::click()), |ui| {
            egui::Frame::new()
                .stroke(stroke)
                .inner_margin(8.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    header_ui(ui, lang, at, cell, &mut action);
                    match &cell.kind {
                        CellKind::Text { source } => {
                            text_ui(ui, lang, source, editing, &mut action)
                        }
                        kind => {
                            if let Some(kind) = options_ui(ui, lang, kind) {
                                action = Some(CellAction::Edit(EditCommand::Replace { at, kind }));
                            }
                            if let CellKind::Exercise { .. } = kind {
                                let output = cell.output.as_ref();
                                if let Some(kind) = answers_ui(ui, lang, kind, output, player) {
                                    action =
                                        Some(CellAction::Edit(EditCommand::Replace { at, kind }));
                                }
                            } else if let Some(output) = &cell.output {
                                output_ui(ui, lang, output, player, log_scale, &mut action);
                                if let (CellKind::MonteCarlo { .. }, false) = (kind, output.error) {
                                    let text = tr!(lang, "notebook-open-in-monte-carlo");
                                    if ui.button(text).clicked() {
                                        action = Some(CellAction::OpenInMonteCarlo);
                                    }
                                }
                            }
                        }
                    }
                });
        })
        .response
        .clicked();
    if action.is_none() && clicked && !selected {
        action = Some(CellAction::Select);
    }
    if selected && action.is_none() && !ui.ctx().egui_wants_keyboard_input() {
        let (shift_enter, enter) = ui.input(|input| {
            let enter = input.key_pressed(egui::Key::Enter);
            (
                enter && input.modifiers.shift,
                enter && !input.modifiers.shift,
            )
        });
        if shift_enter {
            action = Some(CellAction::RunAndAdvance);
        } else if let (true, CellKind::Text { source }) = (enter, &cell.kind) {
            action = Some(CellAction::StartEditing(source.clone()));
        }
    }
    action
}

/// The cells the add row offers, each with its button's text: new cells start from the
/// first lessons' game and modes.
pub fn new_cell_kinds(lang: Lang) -> [(String, CellKind); 7] {
    [
        (
            tr!(lang, "notebook-add-text"),
            CellKind::Text {
                source: String::new(),
            },
        ),
        (
            tr!(lang, "notebook-add-run"),
            CellKind::Run {
                search: SearchSetup {
                    game: GameSpec::TicTacToe,
                    root: String::new(),
                    depth: None,
                    mode: Mode::alpha_beta(),
                },
                frame: 0,
            },
        ),
        (
            tr!(lang, "notebook-add-compare"),
            CellKind::Compare {
                game: GameSpec::TicTacToe,
                root: String::new(),
                depth: None,
                modes: Mode::reference_modes(),
            },
        ),
        (
            tr!(lang, "notebook-add-depth-table"),
            CellKind::DepthTable {
                game: GameSpec::TicTacToe,
                modes: vec![Mode::alpha_beta()],
            },
        ),
        (
            tr!(lang, "notebook-add-exercise"),
            CellKind::Exercise {
                search: SearchSetup {
                    game: GameSpec::textbook(super::tree_editor::FIRST_TREE).unwrap_or_default(),
                    root: String::new(),
                    depth: None,
                    mode: Mode::alpha_beta(),
                },
                question: QuestionKind::Cuts,
                node: String::new(),
                answers: Answers::default(),
            },
        ),
        (
            tr!(lang, "notebook-add-monte-carlo"),
            CellKind::MonteCarlo {
                setup: MonteCarloSetup::default(),
                depth: None,
            },
        ),
        (
            tr!(lang, "notebook-add-check"),
            CellKind::Check {
                path: String::new(),
                text: String::new(),
                mode: Mode::alpha_beta(),
                cut_gt: false,
            },
        ),
    ]
}

fn header_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    at: usize,
    cell: &Cell,
    action: &mut Option<CellAction>,
) {
    ui.horizontal(|ui| {
        let kind = match cell.kind {
            CellKind::Text { .. } => tr!(lang, "notebook-cell-text"),
            CellKind::Run { .. } => tr!(lang, "notebook-cell-run"),
            CellKind::Compare { .. } => tr!(lang, "notebook-cell-compare"),
            CellKind::DepthTable { .. } => tr!(lang, "notebook-cell-depth-table"),
            CellKind::Exercise { .. } => tr!(lang, "notebook-cell-exercise"),
            CellKind::Check { .. } => tr!(lang, "notebook-cell-check"),
            CellKind::MonteCarlo { .. } => tr!(lang, "notebook-cell-monte-carlo"),
        };
        if cell.kind.is_executable() {
            let count = cell
                .output
                .as_ref()
                .map_or(" ".to_string(), |output| output.execution_count.to_string());
            ui.monospace(format!("[{count}]"));
            let run = if matches!(cell.kind, CellKind::Exercise { .. }) {
                tr!(lang, "notebook-check")
            } else {
                tr!(lang, "notebook-run")
            };
            if ui.button(run).on_hover_text("Shift+Enter").clicked() {
                *action = Some(CellAction::Run);
            }
        }
        ui.weak(kind);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let buttons = [
                (tr!(lang, "notebook-delete"), EditCommand::Delete(at)),
                (tr!(lang, "notebook-duplicate"), EditCommand::Duplicate(at)),
                (tr!(lang, "notebook-down"), EditCommand::MoveDown(at)),
                (tr!(lang, "notebook-up"), EditCommand::MoveUp(at)),
            ];
            for (text, command) in buttons {
                if ui.small_button(text).clicked() {
                    *action = Some(CellAction::Edit(command));
                }
            }
        });
    });
}

fn text_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    source: &str,
    editing: Option<&mut String>,
    action: &mut Option<CellAction>,
) {
    let Some(draft) = editing else {
        let response = ui.scope_builder(egui::UiBuilder::new().sense(egui::Sense::click()), |ui| {
            if source.trim().is_empty() {
                ui.weak(tr!(lang, "notebook-text-empty"));
            } else {
                markdown_ui(ui, source);
            }
        });
        if response.response.double_clicked() {
            *action = Some(CellAction::StartEditing(source.to_string()));
        }
        return;
    };
    let label = ui.weak(tr!(lang, "notebook-markdown"));
    let editor = egui::TextEdit::multiline(draft)
        .code_editor()
        .desired_rows(6)
        .desired_width(f32::INFINITY);
    let response = ui.add(editor).labelled_by(label.id);
    if !response.has_focus() && !response.lost_focus() {
        response.request_focus();
    }
    let escape = ui.input(|input| input.key_pressed(egui::Key::Escape));
    let done = ui.button(tr!(lang, "notebook-done")).clicked();
    if escape || done {
        *action = Some(CellAction::FinishEditing);
    }
}

/// A run or exercise cell's search: game, root, options and depth limit.
fn search_setup_ui(ui: &mut egui::Ui, lang: Lang, setup: &mut SearchSetup) {
    let SearchSetup {
        game,
        root,
        depth,
        mode,
    } = setup;
    game_and_depth_ui(ui, game, depth, lang);
    root_ui(ui, lang, *game, root);
    search_options_ui(ui, mode, depth, lang, *game);
}

/// The cell's options as widgets; a changed cell comes back.
fn options_ui(ui: &mut egui::Ui, lang: Lang, kind: &CellKind) -> Option<CellKind> {
    let mut edited = kind.clone();
    ui.horizontal_wrapped(|ui| match &mut edited {
        CellKind::Run { search, frame } => {
            search_setup_ui(ui, lang, search);
            let label = ui.label(tr!(lang, "notebook-open-at-frame"));
            ui.add(egui::DragValue::new(frame)).labelled_by(label.id);
        }
        CellKind::Compare {
            game,
            root,
            depth,
            modes,
        } => {
            game_and_depth_ui(ui, game, depth, lang);
            root_ui(ui, lang, *game, root);
            depth_ui(ui, depth, lang, *game);
            let presets = [
                (
                    tr!(lang, "notebook-preset-reference"),
                    Mode::comparison_modes(game.view().as_ref(), depth.is_some()),
                ),
                (
                    tr!(lang, "notebook-preset-windows"),
                    Mode::window_modes(crate::search::TableKind::BoundsRange),
                ),
            ];
            for (text, preset) in presets {
                if ui.button(text).clicked() {
                    *modes = preset;
                }
            }
            ui.end_row();
            for mode in Mode::comparison_modes(game.view().as_ref(), depth.is_some()) {
                let mut chosen = modes.contains(&mode);
                if ui
                    .checkbox(&mut chosen, crate::text::mode_label(lang, &mode))
                    .changed()
                {
                    if chosen {
                        modes.push(mode);
                    } else {
                        modes.retain(|known| *known != mode);
                    }
                }
            }
        }
        CellKind::DepthTable { game, modes } => {
            game_ui(ui, game, lang);
            let view = game.view();
            for slot in 0..2 {
                let none = tr!(lang, "notebook-mode-none");
                let current = modes
                    .get(slot)
                    .map_or(none.clone(), |mode| crate::text::mode_label(lang, mode));
                let label = if slot == 0 {
                    tr!(lang, "notebook-mode-first")
                } else {
                    tr!(lang, "notebook-mode-and")
                };
                egui::ComboBox::new(("depth-mode", slot), label)
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        if slot == 1 && ui.selectable_label(modes.len() < 2, none).clicked() {
                            modes.truncate(1);
                        }
                        for mode in Mode::reference_modes_for(view.as_ref()) {
                            if ui
                                .selectable_label(
                                    modes.get(slot) == Some(&mode),
                                    crate::text::mode_label(lang, &mode),
                                )
                                .clicked()
                            {
                                if slot < modes.len() {
                                    modes[slot] = mode;
                                } else {
                                    modes.push(mode);
                                }
                            }
                        }
                    });
            }
        }
        CellKind::Exercise {
            search,
            question,
            node,
            ..
        } => {
            search_setup_ui(ui, lang, search);
            ui.end_row();
            let label = ui.label(tr!(lang, "notebook-question"));
            egui::ComboBox::from_id_salt("question")
                .selected_text(question_name(*question, lang))
                .show_ui(ui, |ui| {
                    for kind in QuestionKind::ALL {
                        ui.selectable_value(question, kind, question_name(kind, lang));
                    }
                })
                .response
                .labelled_by(label.id);
            if *question == QuestionKind::Windows {
                let label = ui.label(tr!(lang, "notebook-node"));
                ui.add(
                    egui::TextEdit::singleline(node)
                        .desired_width(80.0)
                        .hint_text(tr!(lang, "notebook-node-hint")),
                )
                .labelled_by(label.id);
            }
        }
        CellKind::Check {
            path,
            text,
            mode,
            cut_gt,
        } => super::check_cell::check_options_ui(ui, lang, path, text, mode, cut_gt),
        CellKind::MonteCarlo { setup, depth } => {
            super::montecarlo::setup_ui(ui, setup, lang);
            ui.end_row();
            ui.label(tr!(lang, "notebook-monte-carlo-beside"));
            depth_ui(ui, depth, lang, setup.game);
        }
        CellKind::Text { .. } => {}
    });
    (edited != *kind).then_some(edited)
}

fn root_ui(ui: &mut egui::Ui, lang: Lang, game: GameSpec, root: &mut String) {
    let label = ui.label(tr!(lang, "notebook-root-moves"));
    ui.add(
        egui::TextEdit::singleline(root)
            .desired_width(120.0)
            .hint_text(game.view().notation_example()),
    )
    .labelled_by(label.id);
}

fn output_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    output: &CellOutput,
    player: Option<&mut PlayerView>,
    log_scale: &mut Option<bool>,
    action: &mut Option<CellAction>,
) {
    ui.separator();
    let text = egui::RichText::new(&output.text).monospace();
    if output.error {
        ui.colored_label(ui.visuals().error_fg_color, text);
        return;
    }
    if output.compare_rows.is_empty() && output.depth_tables.is_empty() {
        ui.label(text);
    }
    if let Some(player) = player {
        if ui.button(tr!(lang, "notebook-open-in-player")).clicked() {
            *action = Some(CellAction::OpenInPlayer);
        }
        player.ui(ui, lang);
    }
    if !output.compare_rows.is_empty() {
        let (header, rows) = crate::text::compare_cells(&output.compare_rows, lang);
        table_ui(ui, "compare-table", &header, rows);
        if ui.button(tr!(lang, "notebook-export-csv")).clicked() {
            *action = Some(CellAction::ExportCsv(crate::export::compare_csv(
                &output.compare_rows,
            )));
        }
        ratio_chart_ui(ui, lang, &output.compare_rows, log_scale);
    }
    depth_tables_ui(ui, lang, output);
    if !output.depth_tables.is_empty() {
        if ui.button(tr!(lang, "notebook-export-csv")).clicked() {
            *action = Some(CellAction::ExportCsv(crate::export::depth_csv(
                &output.depth_tables,
            )));
        }
        depth_plot_ui(ui, lang, output);
    }
}

/// A compare or depth-table cell's tables and chart, without the cell's buttons: the
/// figure a picture of the cell shows.
pub fn figure_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    if !output.compare_rows.is_empty() {
        let (header, rows) = crate::text::compare_cells(&output.compare_rows, lang);
        table_ui(ui, "compare-table", &header, rows);
        ratio_chart_ui(ui, lang, &output.compare_rows, &mut None);
    }
    depth_tables_ui(ui, lang, output);
    if !output.depth_tables.is_empty() {
        depth_plot_ui(ui, lang, output);
    }
}

fn depth_tables_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
    for (index, (label, rows)) in output.depth_tables.iter().enumerate() {
        ui.strong(label);
        let (header, rows) = crate::text::depth_table_cells(rows, lang);
        table_ui(ui, ("depth-table", index), &header, rows);
    }
}

/// Each mode's ratio by depth, one line a mode.
fn depth_plot_ui(ui: &mut egui::Ui, lang: Lang, output: &CellOutput) {
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
    Plot::new(ui.scope_id().with("depth-plot"))
        .height(220.0)
        .legend(Legend::default())
        .x_axis_label(tr!(lang, "notebook-depth-axis"))
        .y_axis_label(tr!(lang, "notebook-ratio-axis"))
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
fn ratio_chart_ui(
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
                format!("{}", 10f64.powf(mark.value - 2.0))
            } else {
                format!("{}", mark.value)
            }
        })
        .include_x(0.0)
        // Room right of the longest bar for its figure.
        .include_x(bars.iter().map(|bar| bar.value).fold(0.0, f64::max) * 1.25)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .show(ui, |plot_ui| {
            for (index, (bar, row)) in bars.iter().zip(rows).enumerate() {
                // Each bar carries its figure: 0.2% beside 100% is otherwise invisible.
                let label = egui::RichText::new(format!(" {:.1}%", row.ratio)).size(14.0);
                let at = PlotPoint::new(bar.value, position(index));
                let text = Text::new(format!("ratio-{index}"), at, label);
                plot_ui.text(text.anchor(egui::Align2::LEFT_CENTER));
            }
            plot_ui.bar_chart(BarChart::new(tr!(lang, "notebook-ratio"), bars).horizontal())
        });
}

/// A striped table: the header strong, numbers right-aligned.
fn table_ui(
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
