//! The Play view in the real app, driven by labels and clicks on the board.

use abtutor::app::{AbtutorApp, PlayCommand, PlaySettings, Settings, StudentPlays, View};
use abtutor::search::Mode;
use abtutor::setup::GameSpec;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common;
use common::{app_harness, busy_app_harness, click_at_busy, strict_snapshot};

fn harness(settings: Settings) -> Harness<'static, AbtutorApp> {
    app_harness(settings, (1400.0, 860.0))
}

/// Where the centre of a grid board's cell lies on the screen.
fn cell_centre(harness: &Harness<'_, AbtutorApp>, columns: usize, cell: usize) -> egui::Pos2 {
    let board = harness.get_by_label("Board").rect();
    let size = board.width() / columns as f32;
    board.min
        + egui::vec2(
            size * ((cell % columns) as f32 + 0.5),
            size * ((cell / columns) as f32 + 0.5),
        )
}

/// Where the centre of the first player's pit `index` (0 = pit 1) lies on the screen.
fn first_pit_centre(harness: &Harness<'_, AbtutorApp>, pits: usize, index: usize) -> egui::Pos2 {
    let board = harness.get_by_label("Board").rect();
    let column = board.width() / (pits + 2) as f32;
    egui::pos2(
        board.left() + column * (index as f32 + 1.5),
        board.top() + board.height() * 0.75,
    )
}

/// Lets the search play until it is the student's turn or the game is over.
/// Runs until the window is still. A search thread the view has let go of (or that has
/// just handed its move over) may wake the window a few more times: that is not a hang.
fn settle(harness: &mut Harness<'_, AbtutorApp>) {
    for _ in 0..50 {
        if harness.run_ok().is_some() {
            return;
        }
    }
    panic!("the window never became still");
}

/// Moves the pointer to `pos`, clicks there and lets the window settle.
fn click_and_settle(harness: &mut Harness<'_, AbtutorApp>, pos: egui::Pos2) {
    harness.hover_at(pos);
    settle(harness);
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    settle(harness);
}

fn wait_for_replies(harness: &mut Harness<'_, AbtutorApp>) {
    for _ in 0..100 {
        if !harness.state().play().is_search_to_move() {
            return;
        }
        harness.state_mut().finish_play_search();
        harness.step();
    }
    panic!("the search did not finish its moves");
}

#[test]
fn a_student_plays_tic_tac_toe_against_the_search_and_opens_its_move() {
    let mut harness = harness(Settings::default());
    harness.get_all_by_label("Play").next().unwrap().click();
    settle(&mut harness);
    assert_eq!(harness.state().settings().view, View::Play);
    harness.get_by_label("Your move (o)");
    let centre = cell_centre(&harness, 3, 4);
    click_at_busy(&mut harness, centre);
    assert_eq!(harness.state().play().notation(), "11");
    wait_for_replies(&mut harness);
    settle(&mut harness);
    assert_eq!(harness.state().play().moves().len(), 2);
    // A click on a taken cell is refused in the status line.
    click_and_settle(&mut harness, centre);
    harness.get_by_label_contains("that cell is already taken");
    assert_eq!(harness.state().play().moves().len(), 2);
    harness.get_by_label("Undo").click();
    // A search thread let go by the undo may still wake the window once: step, not settle.
    settle(&mut harness);
    assert!(harness.state().play().moves().is_empty());
    let corner = cell_centre(&harness, 3, 0);
    click_at_busy(&mut harness, corner);
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let reply = harness.state().play().moves()[1].mv;
    harness.get_by_label("Open in player").click();
    settle(&mut harness);
    let app = harness.state();
    assert_eq!(app.settings().view, View::Player);
    assert_eq!(app.settings().search.root, "00");
    assert_eq!(app.player().frame_index(), 0);
    let trace = app.player().trace();
    assert_eq!(app.tree().notation(trace.root()), "00");
    let first = trace.principal_variation(app.tree())[0];
    assert_eq!(app.tree().last_move(first), Some(reply));
}

#[test]
fn a_student_plays_standard_kalah_to_depth_8_and_opens_the_reply() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game,
            student: StudentPlays::First,
            depth: Some(8),
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    assert_eq!(harness.state().play().game(), game);
    let pit_1 = first_pit_centre(&harness, 6, 0);
    click_at_busy(&mut harness, pit_1);
    assert_eq!(harness.state().play().notation(), "1");
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let moves = harness.state().play().moves();
    assert!(moves.len() >= 2);
    let found = moves[1].search.as_ref().unwrap();
    assert_eq!((found.root.as_str(), found.depth), ("1", Some(8)));
    strict_snapshot(&mut harness, "play_kalah_6_4");
    harness
        .get_all_by_label("Open in player")
        .next()
        .unwrap()
        .click();
    settle(&mut harness);
    let app = harness.state();
    assert_eq!(app.settings().view, View::Player);
    assert_eq!(
        (
            app.settings().search.root.as_str(),
            app.settings().search.depth
        ),
        ("1", Some(8))
    );
    assert_eq!(app.tree().depth_limit(), Some(8));
    assert_eq!(app.tree().notation(app.player().trace().root()), "1");
}

#[test]
fn search_against_search_plays_on_and_pauses() {
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            student: StudentPlays::Neither,
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    // The search starts on the first frame; a quick one has moved already.
    let mut harness = busy_app_harness(settings, (1400.0, 860.0));
    let play = harness.state().play();
    assert!(play.is_searching() || !play.moves().is_empty());
    harness.get_by_label("Pause").click();
    settle(&mut harness);
    assert!(harness.state().play().is_paused());
    assert!(!harness.state().play().is_searching());
    let played = harness.state().play().moves().len();
    harness.get_by_label("Step").click();
    harness.step();
    harness.state_mut().finish_play_search();
    settle(&mut harness);
    assert_eq!(harness.state().play().moves().len(), played + 1);
    assert!(harness.state().play().is_paused());
    harness.get_by_label("Resume").click();
    harness.step();
    wait_for_replies(&mut harness);
    settle(&mut harness);
    assert_eq!(harness.state().play().moves().len(), 9);
    harness.get_by_label_contains("Game over: draw");
    strict_snapshot(&mut harness, "play_search_vs_search");
    // An early move's recording was let go: opening it records it again.
    let second = &harness.state().play().moves()[1];
    assert!(second.search.as_ref().unwrap().recorded.is_none());
    let reply = second.mv;
    harness
        .get_all_by_label("Open in player")
        .nth(1)
        .unwrap()
        .click();
    harness.step();
    harness.state_mut().wait_for_recording();
    settle(&mut harness);
    let app = harness.state();
    assert_eq!(app.settings().view, View::Player);
    assert_eq!(app.settings().search.root, "00");
    let trace = app.player().trace();
    assert_eq!(app.tree().notation(trace.root()), "00");
    let first = trace.principal_variation(app.tree())[0];
    assert_eq!(app.tree().last_move(first), Some(reply));
}

#[test]
fn a_student_who_must_pass_has_a_pass_button_in_japanese() {
    let game = GameSpec::Othello4;
    let settings = Settings {
        view: View::Play,
        lang: abtutor::lang::Lang::Ja,
        play: PlaySettings {
            game,
            student: StudentPlays::Both,
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    let view = game.view();
    // The principal variation from the start, up to black's pass.
    for square in "b1,a1,a2,c1,d4,a3,d1,b4,a4,c4".split(',') {
        let mv = view.parse_move(square).unwrap();
        harness.state_mut().play_mut().apply(PlayCommand::Play(mv));
    }
    settle(&mut harness);
    strict_snapshot(&mut harness, "play_othello_pass_ja");
    // A click on the board is refused, with the rules' reason in Japanese too.
    let corner = abtutor::game::Spot::Cell(0);
    harness
        .state_mut()
        .play_mut()
        .apply(PlayCommand::PlayAt(corner));
    settle(&mut harness);
    harness.get_by_label("その手は打てません: 打てる手がありません: パスするしかありません");
    harness.get_by_label("パス").click();
    settle(&mut harness);
    assert!(harness.state().play().notation().ends_with("c4,pass"));
    assert!(harness.query_by_label("パス").is_none());
}

#[test]
fn a_textbook_tree_is_played_down_by_its_childrens_numbers() {
    let game = GameSpec::textbook("((3,12,8),(2,4,6),(14,5,2))").unwrap();
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game,
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    harness.get_by_label("Play 3").click();
    harness.step();
    wait_for_replies(&mut harness);
    settle(&mut harness);
    // Min answers child 3 with its smallest leaf.
    assert_eq!(harness.state().play().notation(), "3,3");
    harness.get_by_label_contains("Game over at a leaf: value 2");
}

#[test]
fn the_student_plays_against_mcts_chosen_in_the_search_menu() {
    let mut harness = harness(Settings {
        view: View::Play,
        ..Settings::default()
    });
    harness.get_by_label("Opponent").click();
    harness.run();
    harness.get_by_label("MCTS (UCT)").click();
    harness.run();
    assert_eq!(harness.state().settings().play.mcts_iterations, Some(2_000));
    harness.state_mut().play_mut().apply(PlayCommand::Play(4));
    harness.step();
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let moves = harness.state().play().moves();
    assert_eq!(moves.len(), 2);
    let expected = GameSpec::TicTacToe
        .monte_carlo_tree_search("11", 2_000, std::f64::consts::SQRT_2, 1)
        .expect("a root")
        .expect("moves");
    let child = expected.children[expected.chosen];
    assert_eq!(moves[1].mv, child.mv);
    let found = moves[1].monte_carlo.as_ref().expect("MCTS made the reply");
    assert_eq!((found.visits, found.nodes), (child.visits, expected.nodes));
    harness.get_by_label_contains(&format!(
        "MCTS: {} of 2,000 visits",
        abtutor::numbers::count(child.visits)
    ));
    // Undo takes back the student's move and MCTS's reply.
    harness.get_by_label("Undo").click();
    settle(&mut harness);
    assert!(harness.state().play().moves().is_empty());
}

#[test]
fn a_student_plays_standard_othello_against_the_search_at_8_plies() {
    let game = GameSpec::Othello8;
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game,
            student: StudentPlays::First,
            depth: Some(8),
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    // d3 is square x 3, y 2: cell 19 of the 8×8 board.
    let d3 = cell_centre(&harness, 8, 19);
    click_at_busy(&mut harness, d3);
    assert_eq!(harness.state().play().notation(), "d3");
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let moves = harness.state().play().moves();
    assert!(moves.len() >= 2);
    let found = moves[1].search.as_ref().expect("the search's reply");
    assert_eq!((found.root.as_str(), found.depth), ("d3", Some(8)));
    // White's reply is one of its three answers to d3.
    let reply = harness.state().play().notation();
    assert!(
        ["d3,c3", "d3,c5", "d3,e3"].contains(&reply.as_str()),
        "{reply}"
    );
}

#[test]
fn a_student_drops_a_stone_in_connect_four_and_the_search_answers_at_8_plies() {
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game: GameSpec::CONNECT_FOUR,
            student: StudentPlays::First,
            depth: Some(8),
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    // Any cell of a column drops the stone to its bottom: the top cell of column 4.
    let column_4 = cell_centre(&harness, 7, 3);
    click_at_busy(&mut harness, column_4);
    assert_eq!(harness.state().play().notation(), "4");
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let moves = harness.state().play().moves();
    let found = moves[1].search.as_ref().expect("the search's reply");
    assert_eq!((found.root.as_str(), found.depth), ("4", Some(8)));
    let reply = harness.state().play().notation();
    assert!(reply.starts_with("4,") && reply.len() == 3, "{reply}");
    strict_snapshot(&mut harness, "play_connect_four");
}

#[test]
fn the_search_deepens_to_a_time_budget_and_says_the_depth_it_reached() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let order = abtutor::search::ChildOrder::Evaluation;
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game,
            student: StudentPlays::First,
            depth: Some(8),
            mode: Mode {
                order,
                ..Mode::alpha_beta()
            },
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    // Turned on, the budget starts at a second a move.
    harness.get_by_label("Time budget").click();
    harness.run();
    assert_eq!(harness.state().settings().play.time_budget, Some(1.0));
    let pit_1 = first_pit_centre(&harness, 6, 0);
    click_at_busy(&mut harness, pit_1);
    wait_for_replies(&mut harness);
    settle(&mut harness);
    let moves = harness.state().play().moves();
    let found = moves[1].search.as_ref().expect("the search's reply");
    let reached = found.depth.expect("the depth reached");
    assert_eq!(found.budget, Some(1.0));
    assert!(reached >= 1, "{reached}");
    let said = format!("depth {reached} reached in a 1.0 s budget");
    assert!(harness.get_all_by_label(&said).next().is_some(), "{said}");
    // The player opens the very search: recorded at the depth reached.
    harness
        .get_all_by_label("Open in player")
        .next()
        .expect("the reply's button")
        .click();
    settle(&mut harness);
    assert_eq!(harness.state().tree().depth_limit(), Some(reached as usize));
}

#[test]
fn minimax_takes_no_time_budget() {
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            mode: Mode::minimax(),
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let harness = harness(settings);
    let budget = harness.get_by_label("Time budget");
    assert!(budget.accesskit_node().is_disabled());
}

#[test]
fn play_says_whose_view_a_value_is_in_and_labels_the_turn_above_the_board() {
    let mut harness = harness(Settings {
        view: View::Play,
        ..Settings::default()
    });
    // Tic-tac-toe's board says whose turn it is; the value is the first player's.
    let centre = cell_centre(&harness, 3, 4);
    click_at_busy(&mut harness, centre);
    wait_for_replies(&mut harness);
    settle(&mut harness);
    harness.get_by_label_contains("(from o's side)");
    // Connect Four's turn is labelled above the board, not drawn over it.
    let mut harness = self::harness(Settings {
        view: View::Play,
        play: PlaySettings {
            game: GameSpec::ConnectFour {
                columns: 7,
                rows: 6,
            },
            ..PlaySettings::default()
        },
        ..Settings::default()
    });
    settle(&mut harness);
    let board = harness.get_by_label("Board").rect();
    let turn = harness.get_by_label("to move").rect();
    assert!(turn.bottom() <= board.top(), "{turn:?} above {board:?}");
}
