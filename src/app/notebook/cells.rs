//! One notebook cell: its header, its editor or rendering, and its output.

use crate::app::notebook::cell_player::CellPlayer;
use crate::app::notebook::code_cell::{code_editor_ui, printed_ui};
use crate::app::notebook::exercise_cell::answers_ui;
use crate::app::ui::figures::{depth_plot_ui, depth_tables_ui, ratio_chart_ui, table_ui};
use crate::app::ui::markdown::markdown_ui;
use crate::app::ui::search_options::{depth_ui, game_and_depth_ui, game_ui, search_options_ui};
use crate::lang::Lang;
use crate::notebook::{Cell, CellKind, CellOutput, EditCommand, question_name};
use crate::practice::{Answers, QuestionKind};
use crate::search::Mode;
use crate::setup::{GameSpec, MonteCarloSetup, SearchSetup};
use crate::tr;

/// What the user asked of a cell this frame.
pub enum CellAction {
    Select,
    /// Save this CSV text to a file the user picks.
    ExportCsv(String),
    StartEditing(String),
    FinishEditing,
    /// Boxed: a replaced cell carries its whole search setup.
    Edit(Box<EditCommand>),
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
    player: Option<&mut CellPlayer>,
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
                                action = Some(CellAction::Edit(Box::new(EditCommand::Replace {
                                    at,
                                    kind,
                                })));
                            }
                            if let CellKind::Code { search, source } = kind {
                                let marked = cell.output.as_ref().and_then(|out| out.program_line);
                                let mut edited = source.clone();
                                let keys = code_editor_ui(ui, lang, &mut edited, marked);
                                if edited != *source {
                                    let kind = CellKind::Code {
                                        search: search.clone(),
                                        source: edited,
                                    };
                                    action =
                                        Some(CellAction::Edit(Box::new(EditCommand::Replace {
                                            at,
                                            kind,
                                        })));
                                }
                                if keys.run {
                                    action = Some(CellAction::Run);
                                } else if keys.run_and_advance {
                                    action = Some(CellAction::RunAndAdvance);
                                }
                            }
                            if let CellKind::Exercise { .. } = kind {
                                let output = cell.output.as_ref();
                                let player = player.and_then(CellPlayer::search_mut);
                                if let Some(kind) = answers_ui(ui, lang, kind, output, player) {
                                    action =
                                        Some(CellAction::Edit(Box::new(EditCommand::Replace {
                                            at,
                                            kind,
                                        })));
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
pub fn new_cell_kinds(lang: Lang) -> [(String, CellKind); 9] {
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
                    game: GameSpec::textbook(crate::app::ui::tree_editor::FIRST_TREE)
                        .unwrap_or_default(),
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
            tr!(lang, "notebook-add-solver-benchmark"),
            CellKind::SolverBenchmark {
                positions: crate::stats::SAMPLE_POSITIONS,
                set: crate::stats::BenchmarkSet::EndEasy,
            },
        ),
        (
            tr!(lang, "notebook-add-code"),
            CellKind::Code {
                search: SearchSetup {
                    game: GameSpec::TicTacToe,
                    root: String::new(),
                    depth: None,
                    mode: Mode::alpha_beta(),
                },
                source: crate::notebook::starter_source(),
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
            CellKind::Code { .. } => tr!(lang, "notebook-cell-code"),
            CellKind::MonteCarlo { .. } => tr!(lang, "notebook-cell-monte-carlo"),
            CellKind::SolverBenchmark { .. } => tr!(lang, "notebook-cell-solver-benchmark"),
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
                    *action = Some(CellAction::Edit(Box::new(command)));
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
        CellKind::SolverBenchmark { positions, set } => {
            let label = ui.label(tr!(lang, "notebook-benchmark-set"));
            egui::ComboBox::from_id_salt(("benchmark", "set"))
                .selected_text(set.name())
                .show_ui(ui, |ui| {
                    for choice in crate::stats::BenchmarkSet::ALL {
                        ui.selectable_value(set, choice, choice.name());
                    }
                })
                .response
                .labelled_by(label.id);
            let label = ui.label(tr!(lang, "notebook-benchmark-positions"));
            let sample = 1..=crate::stats::SAMPLE_POSITIONS;
            ui.add(egui::DragValue::new(positions).range(sample))
                .labelled_by(label.id);
        }
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
        } => crate::app::notebook::check_cell::check_options_ui(ui, lang, path, text, mode, cut_gt),
        CellKind::MonteCarlo { setup, depth } => {
            crate::app::montecarlo::setup_ui(ui, setup, lang);
            ui.end_row();
            ui.label(tr!(lang, "notebook-monte-carlo-beside"));
            depth_ui(ui, depth, lang, setup.game);
        }
        CellKind::Code { search, .. } => search_setup_ui(ui, lang, search),
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
    player: Option<&mut CellPlayer>,
    log_scale: &mut Option<bool>,
    action: &mut Option<CellAction>,
) {
    ui.separator();
    printed_ui(ui, &output.printed);
    let text = egui::RichText::new(&output.text).monospace();
    if output.error {
        ui.colored_label(ui.visuals().error_fg_color, text);
        return;
    }
    if output.compare_rows.is_empty()
        && output.depth_tables.is_empty()
        && output.solver_rows.is_empty()
    {
        ui.label(text);
    }
    crate::app::ui::figures::solver_benchmark_ui(ui, lang, output);
    if !output.solver_rows.is_empty() && ui.button(tr!(lang, "notebook-export-csv")).clicked() {
        let csv = crate::export::solver_benchmark_csv(&output.solver_rows);
        *action = Some(CellAction::ExportCsv(csv));
    }
    if let Some(player) = player {
        if let CellPlayer::Search(_) = player
            && ui.button(tr!(lang, "notebook-open-in-player")).clicked()
        {
            *action = Some(CellAction::OpenInPlayer);
        }
        player.ui(ui, lang);
    }
    if !output.compare_rows.is_empty() {
        let (header, rows) =
            crate::text::compare_cells(&output.compare_rows, lang, crate::text::Print::People);
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
