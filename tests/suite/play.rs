//! The Play view's state without a window: moves, passes, undo, the search's replies, the
//! end of a game.

use abtutor::app::{PlayCommand, PlayMessage, PlaySettings, PlayState, StudentPlays};
use abtutor::game::{PASS, Spot};
use abtutor::lang::Lang;
use abtutor::search;
use abtutor::setup::GameSpec;
use abtutor::tree::Trees;

fn state(game: GameSpec, student: StudentPlays) -> PlayState {
    PlayState::new(game, student)
}

fn play(state: &mut PlayState, notation: &str) {
    let view = GameSpec::of(state.position().view()).view();
    for text in notation.split(',') {
        let mv = view.parse_move(text).unwrap();
        state.apply(PlayCommand::Play(mv));
        assert_eq!(state.message(), None, "{text}");
    }
}

#[test]
fn the_search_replies_with_the_first_move_of_its_principal_variation() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::TicTacToe, StudentPlays::First);
    state.apply(PlayCommand::PlayAt(Spot::Cell(4)));
    assert_eq!(state.notation(), "11");
    assert!(state.is_search_to_move());
    state.finish_search(&settings);
    let reply = &state.moves()[1];
    let found = reply.search.as_ref().expect("the search made the reply");
    // The same search, recorded here, expects the same line.
    let (tree, root) = Trees::default().get(GameSpec::TicTacToe, "11").unwrap();
    let trace = search::record(&tree, root, settings.mode);
    let line: Vec<u8> = trace
        .principal_variation(&tree)
        .iter()
        .filter_map(|&node| tree.last_move(node))
        .collect();
    assert_eq!(found.principal_variation, line);
    assert_eq!(reply.mv, line[0]);
    assert_eq!(found.value.value(), Some(0));
    assert_eq!(found.calculated, trace.summary().calculated);
    assert_eq!(found.root, "11");
    assert!(state.is_student_to_move());
}

#[test]
fn illegal_and_untimely_clicks_are_refused_with_a_reason() {
    let mut state = state(GameSpec::TicTacToe, StudentPlays::Both);
    state.apply(PlayCommand::PlayAt(Spot::Cell(0)));
    state.apply(PlayCommand::PlayAt(Spot::Cell(0)));
    let Some(&PlayMessage::Illegal { key, mv }) = state.message() else {
        panic!("refused without the rules' reason: {:?}", state.message());
    };
    let view = GameSpec::TicTacToe.view();
    assert_eq!(mv, 0);
    assert_eq!(
        abtutor::text::illegal_move(Lang::En, &view.why_illegal(key, mv)),
        "that cell is already taken"
    );
    assert_eq!(
        abtutor::text::illegal_move(Lang::Ja, &view.why_illegal(key, mv)),
        "そのマスはもう埋まっています"
    );
    assert_eq!(state.moves().len(), 1);
    let mut state = self::state(GameSpec::TicTacToe, StudentPlays::Second);
    state.apply(PlayCommand::PlayAt(Spot::Cell(0)));
    assert_eq!(state.message(), Some(&PlayMessage::NotStudentsTurn));
    assert!(state.moves().is_empty());
    let mut kalah = self::state(GameSpec::Kalah { pits: 3, seeds: 2 }, StudentPlays::First);
    kalah.apply(PlayCommand::PlayAt(Spot::Pit(
        abtutor::game::Side::Second,
        0,
    )));
    assert_eq!(kalah.message(), Some(&PlayMessage::NoMoveThere));
}

#[test]
fn a_student_who_cannot_move_passes_with_the_pass_move_only() {
    let mut state = state(GameSpec::Othello4, StudentPlays::Both);
    // The principal variation from the start, up to black's pass.
    play(&mut state, "b1,a1,a2,c1,d4,a3,d1,b4,a4,c4");
    assert_eq!(state.position().legal_moves(), [PASS]);
    state.apply(PlayCommand::PlayAt(Spot::Cell(15)));
    assert!(matches!(state.message(), Some(PlayMessage::Illegal { .. })));
    assert_eq!(state.moves().len(), 10);
    state.apply(PlayCommand::Play(PASS));
    assert_eq!(state.message(), None);
    assert_eq!(state.notation(), "b1,a1,a2,c1,d4,a3,d1,b4,a4,c4,pass");
}

#[test]
fn undo_takes_back_the_students_move_and_the_searchs_reply() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::TicTacToe, StudentPlays::First);
    assert!(!state.can(PlayCommand::Undo));
    state.apply(PlayCommand::PlayAt(Spot::Cell(0)));
    state.finish_search(&settings);
    state.apply(PlayCommand::PlayAt(Spot::Cell(8)));
    state.finish_search(&settings);
    assert_eq!(state.moves().len(), 4);
    state.apply(PlayCommand::Undo);
    assert_eq!(state.moves().len(), 2);
    assert!(state.is_student_to_move());
    // Taken back while the search thinks: the student's move goes, the search stops.
    state.apply(PlayCommand::PlayAt(Spot::Cell(8)));
    state.advance(&settings, 0.0, || {});
    state.apply(PlayCommand::Undo);
    assert!(!state.is_searching());
    assert_eq!(state.moves().len(), 2);
}

#[test]
fn undo_in_search_against_search_takes_back_one_move_and_holds_the_search() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::TicTacToe, StudentPlays::Neither);
    state.finish_search(&settings);
    state.finish_search(&settings);
    state.apply(PlayCommand::Undo);
    assert_eq!(state.moves().len(), 1);
    assert!(state.is_paused());
    // Held, the search waits for Step.
    state.advance(&settings, 100.0, || {});
    assert!(!state.is_searching());
    assert!(state.can(PlayCommand::Step));
    state.apply(PlayCommand::Step);
    state.finish_search(&settings);
    assert_eq!(state.moves().len(), 2);
    assert!(state.is_paused());
}

#[test]
fn search_against_search_draws_tic_tac_toe_under_full_search() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::TicTacToe, StudentPlays::Neither);
    for _ in 0..9 {
        state.finish_search(&settings);
    }
    assert!(state.position().is_over());
    assert_eq!(state.position().final_value(), Some(0));
    assert_eq!(state.moves().len(), 9);
    for played in state.moves() {
        let found = played.search.as_ref().unwrap();
        assert_eq!(found.value.value(), Some(0));
        assert_eq!(found.principal_variation[0], played.mv);
    }
    // Only the latest recordings are kept whole.
    let kept = state
        .moves()
        .iter()
        .filter(|played| played.search.as_ref().unwrap().recorded.is_some())
        .count();
    assert_eq!(kept, 2);
    state.apply(PlayCommand::PlayAt(Spot::Cell(0)));
    assert_eq!(state.message(), Some(&PlayMessage::GameOver));
}

#[test]
fn the_search_passes_by_itself_and_plays_othello_to_its_value() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::Othello4, StudentPlays::Neither);
    for _ in 0..40 {
        if state.position().is_over() {
            break;
        }
        state.finish_search(&settings);
    }
    assert_eq!(state.position().final_value(), Some(-10));
    assert!(state.moves().iter().any(|played| played.mv == PASS));
}

#[test]
fn a_search_that_fails_leaves_the_game_as_it_was() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let unlimited = PlaySettings {
        game,
        depth: None,
        ..PlaySettings::default()
    };
    let mut state = state(game, StudentPlays::Second);
    state.finish_search(&unlimited);
    let Some(PlayMessage::SearchFailed(error)) = state.message() else {
        panic!("the search must fail: {:?}", state.message());
    };
    let text = abtutor::app::job_error_text(error, Lang::En);
    assert!(text.contains("too many to hold in memory"), "{text}");
    assert!(state.moves().is_empty());
    assert!(state.is_paused());
    // With a depth limit, Step searches again and plays.
    let limited = PlaySettings {
        depth: Some(4),
        ..unlimited
    };
    state.apply(PlayCommand::Step);
    state.finish_search(&limited);
    assert_eq!(state.moves().len(), 1);
    assert_eq!(state.moves()[0].search.as_ref().unwrap().depth, Some(4));
}

#[test]
fn choosing_a_big_game_limits_the_depth_and_waits_for_new_game() {
    let mut settings = PlaySettings::default();
    let mut state = state(GameSpec::TicTacToe, StudentPlays::First);
    settings.choose_game(GameSpec::Kalah { pits: 6, seeds: 4 });
    assert_eq!(settings.depth, Some(8));
    assert_eq!(state.game(), GameSpec::TicTacToe);
    state.apply(PlayCommand::NewGame {
        game: settings.game,
        student: StudentPlays::Second,
    });
    assert_eq!(state.game(), GameSpec::Kalah { pits: 6, seeds: 4 });
    assert!(state.is_search_to_move());
}

#[test]
fn a_kalah_game_ends_with_the_stores_counted() {
    let settings = PlaySettings::default();
    let mut state = state(GameSpec::Kalah { pits: 3, seeds: 2 }, StudentPlays::Neither);
    for _ in 0..40 {
        if state.position().is_over() {
            break;
        }
        state.finish_search(&settings);
    }
    let position = state.position();
    let (first, second) = position.view().final_counts(position.key()).unwrap();
    assert_eq!(first + second, 12);
    assert_eq!(position.final_value(), Some(first as i16 - second as i16));
    assert_eq!(position.final_value(), Some(4));
}
