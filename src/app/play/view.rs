//! The Play view: the game's options on top, the moves on the right, the board in the
//! middle with the turn or the result above it and Undo, New game, Pause and Step below.

use std::sync::Arc;
use std::time::Duration;

use super::board::board_ui;
use super::move_list::{move_list_ui, side_name};
use super::state::{PlayCommand, PlayMessage, PlaySettings, PlayState, StudentPlays};
use crate::app::notebook_view::OpenInPlayer;
use crate::app::options::{game_ui, search_options_ui};
use crate::game::{GameSpec, GameView, Side};
use crate::lang::Lang;
use crate::search::Mode;

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
                ui.heading(lang.pick("Moves", "棋譜"));
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

/// The game and the sides for the next New game, the search's options for its next move.
fn options_ui(ui: &mut egui::Ui, state: &PlayState, settings: &mut PlaySettings, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        let mut game = settings.game;
        if game_ui(ui, &mut game, lang) {
            settings.choose_game(game);
        }
        let view = settings.game.view();
        let label = ui.label(lang.pick("You play:", "あなたの手番:"));
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
        search_options_ui(
            ui,
            &mut settings.mode,
            &mut settings.depth,
            lang,
            settings.game,
        );
    });
    if settings.game != state.game() || settings.student != state.student() {
        ui.weak(lang.pick(
            "The game and the sides chosen apply from the next New game; the search's options apply to its next move.",
            "選んだゲームと手番は次の「新しい対局」から、探索の設定は探索の次の手から使われます。",
        ));
    }
}

fn student_plays_name(student: StudentPlays, view: &dyn GameView, lang: Lang) -> String {
    let (first, second) = view.side_names();
    match (student, lang) {
        // Kalah names its sides first and second already.
        (StudentPlays::First, Lang::En) if first == "first" => first.to_string(),
        (StudentPlays::Second, Lang::En) if second == "second" => second.to_string(),
        (StudentPlays::First, Lang::En) => format!("first ({first})"),
        (StudentPlays::Second, Lang::En) => format!("second ({second})"),
        (StudentPlays::Neither, Lang::En) => "neither: search vs search".to_string(),
        (StudentPlays::Both, Lang::En) => "both sides".to_string(),
        (StudentPlays::First, Lang::Ja) => "先手".to_string(),
        (StudentPlays::Second, Lang::Ja) => "後手".to_string(),
        (StudentPlays::Neither, Lang::Ja) => "なし: 探索同士".to_string(),
        (StudentPlays::Both, Lang::Ja) => "両方".to_string(),
    }
}

/// Whose turn, the search thinking, the result, or why the last click did nothing.
fn status_ui(ui: &mut egui::Ui, state: &PlayState, lang: Lang) {
    let position = state.position();
    let view = position.view();
    ui.horizontal_wrapped(|ui| {
        ui.heading(view.name());
        let side = side_name(view, position.side_to_move(), lang);
        if let Some(value) = position.final_value() {
            let result = outcome_text(state, value, lang);
            ui.label(egui::RichText::new(result).size(18.0).strong());
        } else if state.is_searching() {
            ui.spinner();
            ui.label(match lang {
                Lang::En => format!("The search ({side}) is thinking…"),
                Lang::Ja => format!("探索 ({side}) が考えています…"),
            });
            if let Some(progress) = state.search_progress() {
                progress.ui(ui, lang);
            }
        } else if state.is_student_to_move() {
            let text = match (state.student(), lang) {
                (StudentPlays::Both, Lang::En) => format!("{side} to move"),
                (StudentPlays::Both, Lang::Ja) => format!("{side}の手番"),
                (_, Lang::En) => format!("Your move ({side})"),
                (_, Lang::Ja) => format!("あなたの手番 ({side})"),
            };
            ui.label(egui::RichText::new(text).size(18.0));
        } else if state.is_paused() {
            ui.label(match lang {
                Lang::En => format!("The search ({side}) is held: Resume or Step"),
                Lang::Ja => format!("探索 ({side}) は一時停止中: 再開 または 1 手進める"),
            });
        } else {
            ui.label(match lang {
                Lang::En => format!("The search ({side}) moves next"),
                Lang::Ja => format!("次は探索 ({side}) の手番"),
            });
        }
    });
    if let Some(message) = state.message() {
        let text = message_text(message, state.position().view(), lang);
        ui.colored_label(ui.visuals().error_fg_color, text);
    }
}

/// The finished game's result: the winner and the final counts, or a draw; a textbook
/// tree's leaf value.
fn outcome_text(state: &PlayState, value: i8, lang: Lang) -> String {
    let position = state.position();
    let view = position.view();
    if !view.names_a_winner() {
        return match lang {
            Lang::En => format!("Game over at a leaf: value {value}"),
            Lang::Ja => format!("終局 (葉): 評価値 {value}"),
        };
    }
    let winner = match value.signum() {
        1 => Some(Side::First),
        -1 => Some(Side::Second),
        _ => None,
    };
    let result = match (winner, lang) {
        (Some(side), Lang::En) => format!("{} wins", side_name(view, side, lang)),
        (Some(side), Lang::Ja) => format!("{}の勝ち", side_name(view, side, lang)),
        (None, Lang::En) => "draw".to_string(),
        (None, Lang::Ja) => "引き分け".to_string(),
    };
    let counts = view.final_counts(position.key()).map(|(first, second)| {
        let first_name = side_name(view, Side::First, lang);
        let second_name = side_name(view, Side::Second, lang);
        format!(" ({first_name} {first} – {second_name} {second})")
    });
    let counts = counts.unwrap_or_default();
    match lang {
        Lang::En => format!("Game over: {result}{counts}"),
        Lang::Ja => format!("終局: {result}{counts}"),
    }
}

fn message_text(message: &PlayMessage, view: &dyn GameView, lang: Lang) -> String {
    match (message, lang) {
        (&PlayMessage::Illegal { key, mv }, Lang::En) => {
            format!("Not a legal move: {}", view.why_illegal(key, mv, lang))
        }
        (&PlayMessage::Illegal { key, mv }, Lang::Ja) => {
            format!("その手は打てません: {}", view.why_illegal(key, mv, lang))
        }
        (PlayMessage::NoMoveThere, _) => lang
            .pick("That is not one of your moves.", "そこには打てません。")
            .to_string(),
        (PlayMessage::NotStudentsTurn, _) => lang
            .pick(
                "Wait: it is the search's turn.",
                "探索の手番です。お待ちください。",
            )
            .to_string(),
        (PlayMessage::GameOver, _) => lang
            .pick(
                "The game is over: start a New game.",
                "対局は終わりました。「新しい対局」で始めてください。",
            )
            .to_string(),
        (PlayMessage::SearchFailed(error), Lang::En) => {
            format!("The search could not run: {error}. The game is as it was.")
        }
        (PlayMessage::SearchFailed(error), Lang::Ja) => {
            format!("探索できませんでした: {error}。対局はそのままです。")
        }
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
            StudentPlays::First | StudentPlays::Second => lang.pick(
                "take back your last move and the search's reply",
                "最後の自分の手と探索の応手を取り消す",
            ),
            _ => lang.pick("take back the last move", "最後の 1 手を取り消す"),
        };
        if ui
            .add_enabled(
                state.can(PlayCommand::Undo),
                egui::Button::new(lang.pick("Undo", "取り消し")),
            )
            .on_hover_text(undo_hover)
            .clicked()
        {
            command = Some(PlayCommand::Undo);
        }
        if ui
            .button(lang.pick("New game", "新しい対局"))
            .on_hover_text(lang.pick(
                "start the game and sides chosen above, from the start",
                "上で選んだゲームと手番で、初めから対局する",
            ))
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
            lang.pick("Resume", "再開")
        } else {
            lang.pick("Pause", "一時停止")
        };
        let over = state.position().is_over();
        if ui
            .add_enabled(!over, egui::Button::new(pause))
            .on_hover_text(lang.pick(
                "hold the search's moves, or let them go on",
                "探索の手を止める / 続ける",
            ))
            .clicked()
        {
            command = Some(PlayCommand::TogglePause);
        }
        if ui
            .add_enabled(
                state.can(PlayCommand::Step),
                egui::Button::new(lang.pick("Step", "1 手進める")),
            )
            .on_hover_text(lang.pick(
                "let the held search make one move",
                "止めている探索に 1 手だけ指させる",
            ))
            .clicked()
        {
            command = Some(PlayCommand::Step);
        }
    });
    command
}
