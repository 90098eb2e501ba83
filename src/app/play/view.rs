//! The Play view: the game's options on top, the moves on the right, the board in the
//! middle with the turn or the result above it and Undo, New game, Pause and Step below.

use std::sync::Arc;
use std::time::Duration;

use super::board::board_ui;
use super::move_list::{move_list_ui, side_name};
use super::state::{PlayCommand, PlayMessage, PlaySettings, PlayState, StudentPlays};
use crate::app::player::view::OpenInPlayer;
use crate::app::ui::search_options::{game_ui, search_options_ui};
use crate::game::{GameView, Side};
use crate::lang::Lang;
use crate::search::Mode;
use crate::setup::{GameSpec, SearchSetup};
use crate::tr;

/// How often the window is redrawn while the search thinks.
const SEARCH_REPAINT: Duration = Duration::from_millis(50);

/// What the Play view asks of the app.
pub enum PlayAction {
    /// Show this recorded search in the player.
    Open(OpenInPlayer),
    /// Record this search again and show it in the player (its recording was let go).
    Record {
        game: GameSpec,
        root: String,
        depth: Option<u16>,
        mode: Mode,
    },
}

#[derive(Default)]
pub struct PlayView;

impl PlayView {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &mut PlayState,
        settings: &mut PlaySettings,
        lang: Lang,
    ) -> Option<PlayAction> {
        let mut commands = Vec::new();
        let mut open = None;
        egui::Panel::top("play_options").show(ui, |ui| {
            ui.add_space(4.0);
            options_ui(ui, state, settings, lang);
            ui.add_space(2.0);
        });
        egui::Panel::right("play_moves")
            .default_size(560.0)
            .min_size(480.0)
            .show(ui, |ui| {
                ui.add_space(4.0);
                ui.heading(tr!(lang, "play-moves"));
                open = move_list_ui(ui, state.moves(), state.position().view(), lang);
            });
        egui::CentralPanel::default().show(ui, |ui| {
            status_ui(ui, state, lang);
            ui.add_space(8.0);
            commands.extend(board_ui(
                ui,
                state.position(),
                state.is_student_to_move(),
                lang,
            ));
            ui.add_space(8.0);
            commands.extend(buttons_ui(ui, state, settings, lang));
        });
        for command in commands {
            state.apply(command);
        }
        let ctx = ui.ctx().clone();
        let now = ctx.input(|input| input.time);
        let wake = ctx.clone();
        state.advance(settings, now, move || wake.request_repaint());
        if state.is_searching() {
            ctx.request_repaint_after(SEARCH_REPAINT);
        }
        if let Some(seconds) = state.waiting_for_pace(now) {
            ctx.request_repaint_after(Duration::from_secs_f64(seconds));
        }
        open.and_then(|index| open_action(state, index))
    }
}

/// The player's way into a search move: its recording when kept, else recording it again.
fn open_action(state: &PlayState, index: usize) -> Option<PlayAction> {
    let search = state.moves().get(index)?.search.as_ref()?;
    Some(match &search.recorded {
        Some(recorded) => PlayAction::Open(OpenInPlayer {
            search: Arc::clone(recorded),
            mode: search.mode,
            root: search.root.clone(),
            frame_index: 0,
        }),
        None => PlayAction::Record {
            game: state.game(),
            root: search.root.clone(),
            depth: search.depth,
            mode: search.mode,
        },
    })
}

/// The iterations MCTS starts with when chosen to play.
const PLAY_MCTS_ITERATIONS: u32 = 2_000;

/// Seconds a move when the time budget is first turned on.
const DEFAULT_TIME_BUDGET: f32 = 1.0;

/// The game and the sides for the next New game, the search's options for its next move.
fn options_ui(ui: &mut egui::Ui, state: &PlayState, settings: &mut PlaySettings, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        let mut game = settings.game;
        if game_ui(ui, &mut game, lang) {
            settings.choose_game(game);
        }
        let view = settings.game.view();
        let label = ui.label(tr!(lang, "play-you-play"));
        egui::ComboBox::from_id_salt("student_plays")
            .selected_text(student_plays_name(settings.student, view.as_ref(), lang))
            .show_ui(ui, |ui| {
                for student in StudentPlays::ALL {
                    let name = student_plays_name(student, view.as_ref(), lang);
                    ui.selectable_value(&mut settings.student, student, name);
                }
            })
            .response
            .labelled_by(label.id);
        ui.separator();
        let label = ui.label(tr!(lang, "play-search-kind"));
        let mcts = settings.mcts_iterations.is_some();
        let kind_name = |mcts: bool| {
            if mcts {
                tr!(lang, "mc-method-mcts")
            } else {
                tr!(lang, "play-search-tree")
            }
        };
        egui::ComboBox::from_id_salt("play_search_kind")
            .selected_text(kind_name(mcts))
            .show_ui(ui, |ui| {
                let tree = kind_name(false);
                if ui.selectable_label(!mcts, tree).clicked() {
                    settings.mcts_iterations = None;
                }
                let monte_carlo = kind_name(true);
                if ui.selectable_label(mcts, monte_carlo).clicked() && !mcts {
                    settings.mcts_iterations = Some(PLAY_MCTS_ITERATIONS);
                }
            })
            .response
            .labelled_by(label.id);
        match &mut settings.mcts_iterations {
            Some(iterations) => {
                let label = ui.label(tr!(lang, "mc-iterations"));
                ui.add(
                    egui::DragValue::new(iterations)
                        .range(1..=crate::setup::MAX_RECORDED_RUNS)
                        .speed(10.0),
                )
                .labelled_by(label.id);
            }
            None => {
                search_options_ui(
                    ui,
                    &mut settings.mode,
                    &mut settings.depth,
                    lang,
                    settings.game,
                );
                budget_ui(ui, settings, lang);
            }
        }
    });
    if settings.game != state.game() || settings.student != state.student() {
        ui.weak(tr!(lang, "play-options-apply-later"));
    }
}

/// The time budget: on, the search deepens to it instead of keeping to the depth limit.
fn budget_ui(ui: &mut egui::Ui, settings: &mut PlaySettings, lang: Lang) {
    let setup = SearchSetup::new(settings.game, "", settings.depth, settings.mode);
    let deepens = setup.deepens_to_budget();
    let mut on = settings.time_budget.is_some();
    let checkbox = ui
        .add_enabled(
            deepens,
            egui::Checkbox::new(&mut on, tr!(lang, "play-time-budget")),
        )
        .on_hover_text(tr!(lang, "play-time-budget-hover"))
        .on_disabled_hover_text(tr!(lang, "play-budget-alpha-beta-only"));
    if checkbox.changed() {
        settings.time_budget = on.then_some(DEFAULT_TIME_BUDGET);
    }
    if let Some(seconds) = &mut settings.time_budget {
        ui.add_enabled(
            deepens,
            egui::DragValue::new(seconds)
                .range(0.1..=super::state::MAX_TIME_BUDGET)
                .speed(0.1)
                .suffix(tr!(lang, "play-seconds-suffix")),
        )
        .labelled_by(checkbox.id);
    }
}

fn student_plays_name(student: StudentPlays, view: &dyn GameView, lang: Lang) -> String {
    let names = view.side_names();
    let (first, second) = (names.key(Side::First), names.key(Side::Second));
    match student {
        StudentPlays::First => tr!(lang, "play-student-first", side = first),
        StudentPlays::Second => tr!(lang, "play-student-second", side = second),
        StudentPlays::Neither => tr!(lang, "play-student-neither"),
        StudentPlays::Both => tr!(lang, "play-student-both"),
    }
}

/// Whose turn, the search thinking, the result, or why the last click did nothing.
fn status_ui(ui: &mut egui::Ui, state: &PlayState, lang: Lang) {
    let position = state.position();
    let view = position.view();
    ui.horizontal_wrapped(|ui| {
        ui.heading(crate::text::game_name(lang, view.name()));
        let side = side_name(view, position.side_to_move(), lang);
        if let Some(value) = position.final_value() {
            let result = outcome_text(state, value, lang);
            ui.label(egui::RichText::new(result).size(18.0).strong());
        } else if state.is_searching() {
            ui.spinner();
            ui.label(tr!(lang, "play-search-thinking", side = &side));
            if let Some(progress) = state.search_progress() {
                progress.ui(ui, lang);
            }
        } else if state.is_student_to_move() {
            let text = match state.student() {
                StudentPlays::Both => tr!(lang, "play-side-to-move", side = &side),
                _ => tr!(lang, "play-your-move", side = &side),
            };
            ui.label(egui::RichText::new(text).size(18.0));
        } else if state.is_paused() {
            ui.label(tr!(lang, "play-search-held", side = &side));
        } else {
            ui.label(tr!(lang, "play-search-next", side = &side));
        }
    });
    if let Some(message) = state.message() {
        let text = message_text(message, state.position().view(), lang);
        ui.colored_label(ui.visuals().error_fg_color, text);
    }
}

/// The finished game's result: the winner and the final counts, or a draw; a textbook
/// tree's leaf value.
fn outcome_text(state: &PlayState, value: i16, lang: Lang) -> String {
    let position = state.position();
    let view = position.view();
    if !view.names_a_winner() {
        return tr!(lang, "play-over-at-leaf", value = value);
    }
    let winner = match value.signum() {
        1 => Some(side_name(view, Side::First, lang)),
        -1 => Some(side_name(view, Side::Second, lang)),
        _ => None,
    };
    let counts = view.final_counts(position.key());
    let first_name = side_name(view, Side::First, lang);
    let second_name = side_name(view, Side::Second, lang);
    match (winner, counts) {
        (Some(winner), None) => tr!(lang, "play-over-win", winner = winner),
        (None, None) => tr!(lang, "play-over-draw"),
        (Some(winner), Some((first, second))) => tr!(
            lang,
            "play-over-win-counts",
            winner = winner,
            first_name = first_name,
            first = first,
            second_name = second_name,
            second = second,
        ),
        (None, Some((first, second))) => tr!(
            lang,
            "play-over-draw-counts",
            first_name = first_name,
            first = first,
            second_name = second_name,
            second = second,
        ),
    }
}

fn message_text(message: &PlayMessage, view: &dyn GameView, lang: Lang) -> String {
    match message {
        &PlayMessage::Illegal { key, mv } => {
            tr!(
                lang,
                "play-illegal",
                reason = crate::text::illegal_move(lang, &view.why_illegal(key, mv))
            )
        }
        PlayMessage::NoMoveThere => tr!(lang, "play-no-move-there"),
        PlayMessage::NotStudentsTurn => tr!(lang, "play-not-your-turn"),
        PlayMessage::GameOver => tr!(lang, "play-game-over-start-new"),
        PlayMessage::SearchFailed(error) => tr!(
            lang,
            "play-search-failed",
            error = crate::app::player::messages::job_error_text(error, lang)
        ),
        PlayMessage::NoMoveFound => tr!(lang, "play-no-move-found"),
    }
}

/// Undo, New game, and the search's Pause / Resume and Step.
fn buttons_ui(
    ui: &mut egui::Ui,
    state: &PlayState,
    settings: &PlaySettings,
    lang: Lang,
) -> Option<PlayCommand> {
    let mut command = None;
    ui.horizontal(|ui| {
        let undo_hover = match state.student() {
            StudentPlays::First | StudentPlays::Second => tr!(lang, "play-undo-both"),
            _ => tr!(lang, "play-undo-last"),
        };
        if ui
            .add_enabled(
                state.can(PlayCommand::Undo),
                egui::Button::new(tr!(lang, "play-undo")),
            )
            .on_hover_text(undo_hover)
            .clicked()
        {
            command = Some(PlayCommand::Undo);
        }
        if ui
            .button(tr!(lang, "play-new-game"))
            .on_hover_text(tr!(lang, "play-new-game-hover"))
            .clicked()
        {
            command = Some(PlayCommand::NewGame {
                game: settings.game,
                student: settings.student,
            });
        }
        if state.student() == StudentPlays::Both {
            return;
        }
        ui.separator();
        let pause = if state.is_paused() {
            tr!(lang, "play-resume")
        } else {
            tr!(lang, "play-pause")
        };
        let over = state.position().is_over();
        if ui
            .add_enabled(!over, egui::Button::new(pause))
            .on_hover_text(tr!(lang, "play-pause-hover"))
            .clicked()
        {
            command = Some(PlayCommand::TogglePause);
        }
        if ui
            .add_enabled(
                state.can(PlayCommand::Step),
                egui::Button::new(tr!(lang, "play-step")),
            )
            .on_hover_text(tr!(lang, "play-step-hover"))
            .clicked()
        {
            command = Some(PlayCommand::Step);
        }
    });
    command
}
