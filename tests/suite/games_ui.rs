//! The app on the other games: the game picker, passes and extra turns in the tree view.

use abtutor::app::{AbtutorApp, NodeLook, PlayerCommand, Settings};
use abtutor::game::PASS;
use abtutor::search::{Mode, Status};
use abtutor::setup::GameSpec;
use abtutor::setup::SearchSetup;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common;
use common::{
    app_harness, assert_counter, click_and_record, pick_game, strict_snapshot, type_into,
};

fn harness(settings: Settings) -> Harness<'static, AbtutorApp> {
    app_harness(settings, (1400.0, 860.0))
}

fn settings(game: GameSpec) -> Settings {
    Settings {
        search: SearchSetup {
            game,
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
}

/// The first start frame of a node whose last move satisfies `wanted`.
fn first_start_where(app: &AbtutorApp, wanted: impl Fn(&AbtutorApp, u32) -> bool) -> usize {
    let trace = app.player().trace();
    trace
        .frames()
        .iter()
        .position(|frame| frame.status == Status::Start && wanted(app, frame.node))
        .expect("such a frame exists")
}

#[test]
fn picking_a_game_records_its_search() {
    let mut harness = harness(Settings::default());
    pick_game(&mut harness, "4×4 Othello");
    let app = harness.state();
    assert_eq!(app.settings().search.game, GameSpec::Othello4);
    assert_eq!(GameSpec::of(app.tree().view()), GameSpec::Othello4);
    let summary = app.player().trace().summary();
    assert_eq!(summary.total, 231_301);
    assert_eq!(summary.value.value(), Some(-10));
    assert!(summary.sound);
    // Othello scores no win by its length: the option is disabled, and says why on hover.
    let option = harness.get_by_label("Shortest victory");
    assert!(option.accesskit_node().is_disabled());
    option.hover();
    harness.run_steps(40);
    harness.get_by_label("4×4 Othello does not score wins by their length");
    // The tree is laid out afresh: the root's four moves in one column, deeper nodes after.
    let app = harness.state();
    let (tree, view) = (app.tree(), app.tree_view());
    let first_column = view.node_rect_in_ui(1).expect("a move is drawn").center().x;
    for node in 2..20 {
        if let Some(rect) = view.node_rect_in_ui(node) {
            let deeper = rect.center().x > first_column + 1.0;
            assert_eq!(deeper, tree.depth(node) > 1, "node {node}");
        }
    }
}

#[test]
fn picking_a_game_too_big_to_search_whole_turns_the_depth_limit_on() {
    let mut harness = harness(Settings::default());
    pick_game(&mut harness, "Kalah(6,4)");
    let app = harness.state();
    assert_eq!(app.settings().search.depth, Some(8));
    assert_eq!(app.message(), None);
    assert_eq!(
        GameSpec::of(app.tree().view()),
        GameSpec::Kalah { pits: 6, seeds: 4 }
    );
    assert_eq!(app.tree().depth_limit(), Some(8));
}

#[test]
fn picking_standard_othello_searches_it_eight_plies_deep() {
    let mut harness = harness(Settings::default());
    pick_game(&mut harness, "8×8 Othello");
    let app = harness.state();
    assert_eq!(app.settings().search.game, GameSpec::Othello8);
    assert_eq!(app.settings().search.depth, Some(8));
    assert_eq!(app.message(), None);
    let tree = app.tree();
    assert_eq!(tree.depth_limit(), Some(8));
    // Every line of play to 8 plies: the perft counts 1 + 4 + 12 + … + 390,216.
    assert_eq!(tree.len(), 455_221);
    assert_eq!(tree.board_text(tree.root()).len(), 64);
    let summary = app.player().trace().summary();
    assert_eq!(summary.total, 455_221);
    assert_eq!(
        summary.value.value(),
        Some(tree.minimax_value(tree.root(), abtutor::game::Scoring::Plain))
    );
}

#[test]
fn picking_standard_othello_by_square_weights_searches_it_with_scores_past_a_byte() {
    let mut harness = harness(Settings::default());
    pick_game(&mut harness, "8×8 Othello, positional");
    let app = harness.state();
    assert_eq!(
        app.settings().search.game,
        GameSpec::OthelloPositional { size: 8 }
    );
    assert_eq!(app.settings().search.depth, Some(8));
    assert_eq!(app.message(), None);
    let tree = app.tree();
    assert_eq!(tree.len(), 455_221, "the same lines of play as by discs");
    assert_eq!(tree.score_range(abtutor::game::Scoring::Plain), (-140, 140));
    let summary = app.player().trace().summary();
    assert_eq!(
        summary.value.value(),
        Some(tree.minimax_value(tree.root(), abtutor::game::Scoring::Plain))
    );
}

#[test]
fn an_app_opened_on_a_game_too_big_to_search_whole_limits_its_depth() {
    let app = AbtutorApp::new(settings(GameSpec::Othello6));
    assert_eq!(app.settings().search.depth, Some(8));
    assert_eq!(app.message(), None);
    assert_eq!(GameSpec::of(app.tree().view()), GameSpec::Othello6);
    assert_eq!(app.tree().depth_limit(), Some(8));
}

#[test]
fn a_bad_kalah_root_is_refused_in_the_game_notation() {
    let mut harness = harness(settings(GameSpec::Kalah { pits: 3, seeds: 2 }));
    type_into(&mut harness, "Root moves:", "2,2");
    harness.get_by_label("Run").click();
    harness.run();
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("pit 2 is empty"), "{message}");
    assert_eq!(harness.state().player().trace().summary().total, 19_114);
}

#[test]
fn exact_sym_on_kalah_says_it_is_exact() {
    let settings = Settings {
        search: SearchSetup {
            mode: Mode {
                table: abtutor::search::TableKind::ExactSym,
                ..Mode::minimax()
            },
            game: GameSpec::Kalah { pits: 3, seeds: 2 },
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let harness = harness(settings);
    harness.get_by_label_contains("has no symmetry: exact-sym = exact");
}

#[test]
fn snapshot_of_an_othello_pass() {
    let mut harness = harness(settings(GameSpec::Othello4));
    let frame = first_start_where(harness.state(), |app, node| {
        app.tree().last_move(node) == Some(PASS)
    });
    harness.state_mut().apply(PlayerCommand::SetFrame(frame));
    harness.run();
    let app = harness.state();
    let node = app.player().trace().frames().at(frame).node;
    let parent = app.tree().parent(node).unwrap();
    assert_ne!(app.tree().is_max_node(parent), app.tree().is_max_node(node));
    // the guide's lesson on passes: the first pass is entered at frame 53.
    assert_eq!(frame, 53);
    harness.get_by_label_contains("b1,a1,a2,c1,d1,a3,a4,d3,pass");
    assert_counter(&harness, "calculated", "11", "+11");
    assert_counter(&harness, "pruned", "0", "+0");
    assert_counter(&harness, "total", "11", "+11");
    strict_snapshot(&mut harness, "othello_pass");
}

#[test]
fn snapshot_of_a_kalah_extra_turn() {
    let mut harness = harness(settings(GameSpec::Kalah { pits: 3, seeds: 2 }));
    let frame = first_start_where(harness.state(), |app, node| {
        let tree = app.tree();
        tree.parent(node)
            .is_some_and(|parent| tree.is_max_node(parent) == tree.is_max_node(node))
    });
    // The first extra turn anywhere, seven plies down (the guide's frame 1225 is the root's own).
    assert_eq!(frame, 43);
    harness.state_mut().apply(PlayerCommand::SetFrame(frame));
    harness.run();
    harness.get_by_label_contains("1,1,2,3,1,1,2");
    assert_counter(&harness, "calculated", "9", "+9");
    assert_counter(&harness, "pruned", "467", "+467");
    assert_counter(&harness, "total", "476", "+476");
    strict_snapshot(&mut harness, "kalah_extra_turn");
}

#[test]
fn a_depth_limit_searches_standard_kalah_and_shows_its_horizon() {
    let settings = Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(4),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    assert_eq!(harness.state().tree().depth_limit(), Some(4));
    let frame = first_start_where(harness.state(), |app, node| app.tree().is_horizon(node));
    harness
        .state_mut()
        .apply(PlayerCommand::SetFrame(frame + 1));
    harness.run();
    harness.get_by_label_contains("horizon leaf: the game goes on");
    strict_snapshot(&mut harness, "kalah_6_4_horizon");
    // Unticking the limit asks for the full game: refused, the search shown is kept.
    harness.get_by_label("Depth limit").click();
    harness.run();
    assert_eq!(harness.state().settings().search.depth, None);
    click_and_record(&mut harness, "Run");
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("too many to hold in memory"), "{message}");
    assert_eq!(harness.state().tree().depth_limit(), Some(4));
}

#[test]
fn iterative_deepening_shows_each_iteration_and_jumps_between_them() {
    let settings = Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(4),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    harness.get_by_label("Iterative deepening").click();
    harness.run();
    click_and_record(&mut harness, "Run");
    assert!(harness.state().settings().search.mode.iterative);
    assert_eq!(
        harness.state().player().trace().summary().iterations.len(),
        4
    );
    harness.get_by_label_contains("iteration 1 of 4: searching 1 plies deep");
    harness.get_by_label("Next iteration").click();
    harness.run();
    let app = harness.state();
    let second = app.player().trace().iteration_starts()[1];
    assert_eq!(app.player().frame_index(), second);
    harness.get_by_label_contains("iteration 2 of 4: searching 2 plies deep");
    harness.get_by_label_contains("calculated in the earlier iterations");
    harness.state_mut().apply(PlayerCommand::Step(40));
    harness.run();
    strict_snapshot(&mut harness, "kalah_iterative_deepening");
    // Without a depth limit there is no horizon to deepen towards.
    harness.get_by_label("Depth limit").click();
    harness.run();
    let option = harness.get_by_label("Iterative deepening");
    assert!(option.accesskit_node().is_disabled());
    option.hover();
    harness.run_steps(40);
    harness.get_by_label("iterative deepening needs a depth limit");
    assert!(!harness.state().settings().search.mode.iterative);
}

#[test]
fn a_table_frame_under_a_horizon_says_how_deep_its_entry_was_searched() {
    let settings = Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(8),
            mode: Mode {
                table: abtutor::search::TableKind::Bounds,
                ..Mode::alpha_beta()
            },
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    let trace = harness.state().player().trace();
    let (shallow, entry_depth) = trace
        .frames()
        .iter()
        .enumerate()
        .find_map(|(index, frame)| {
            let depth = frame.table_entry_depth()?;
            let left = trace.plies_left(harness.state().tree(), frame.node, index)?;
            (frame.status == Status::Tt && (depth as usize) < left).then_some((index, depth))
        })
        .expect("an entry from a shallower search met again higher up");
    harness.state_mut().apply(PlayerCommand::SetFrame(shallow));
    harness.run();
    harness.get_by_label_contains(&format!("table entry searched {entry_depth} plies deep"));
    harness.get_by_label_contains("too shallow, searched again");
}

#[test]
fn a_long_recording_can_be_cancelled_and_the_search_shown_stays() {
    let settings = Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(4),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    let shown = harness.state().player().trace().summary().clone();
    // Minimax to ten plies: millions of nodes, seconds of work.
    let settings = harness.state_mut().settings_mut();
    settings.search.depth = Some(10);
    settings.search.mode = Mode::minimax();
    harness.get_by_label("Run").click();
    // The spinner repaints while recording: step, do not wait to settle.
    harness.step();
    harness.step();
    assert!(harness.state().is_recording());
    // Past the delay the step under way is shown: the tree, millions of nodes, comes first.
    // Step until the progress shows rather than guess how long the delay takes on this machine.
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while harness
        .query_by_label_contains("building the tree")
        .is_none()
    {
        assert!(
            harness.state().is_recording(),
            "the recording ended on its own"
        );
        assert!(
            std::time::Instant::now() < give_up,
            "no building step shown"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    harness.get_by_label("Cancel").click();
    harness.step();
    harness.run();
    let app = harness.state();
    assert!(!app.is_recording());
    assert_eq!(app.player().trace().summary(), &shown);
    assert_eq!(app.tree().depth_limit(), Some(4));
    assert!(harness.query_by_label("Cancel").is_none());
}

/// Standard Kalah to 3 plies: its boards are too wide to read at a node's size.
fn kalah_6_4_settings() -> Settings {
    Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(3),
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
}

#[test]
fn boards_too_wide_to_read_small_are_drawn_as_moves() {
    for (game, natural) in [
        (GameSpec::TicTacToe, NodeLook::Boards),
        (GameSpec::Othello4, NodeLook::Boards),
        (GameSpec::Kalah { pits: 3, seeds: 2 }, NodeLook::Boards),
        (GameSpec::Othello6, NodeLook::Moves),
        (GameSpec::Othello8, NodeLook::Moves),
        (GameSpec::Kalah { pits: 6, seeds: 4 }, NodeLook::Moves),
    ] {
        let (tree, _) = game.tree_to_depth("", Some(2)).unwrap();
        assert_eq!(NodeLook::natural_for(&tree), natural, "{game}");
    }
}

#[test]
fn boards_or_moves_is_chosen_in_a_nodes_menu_and_remembered() {
    let mut harness = app_harness(kalah_6_4_settings(), (1400.0, 900.0));
    let shown = harness.state().player().trace().frames().at(0).node;
    let rect = harness
        .state()
        .tree_view()
        .node_rect_in_ui(shown)
        .expect("the node shown is drawn");
    common::click_at(&mut harness, rect.center(), egui::PointerButton::Secondary);
    harness.get_by_label("Nodes: boards").click();
    harness.run();
    assert_eq!(harness.state().settings().tree_look, Some(NodeLook::Boards));
}

#[test]
fn seed_003_s_order_is_picked_in_the_order_box_with_its_plies() {
    let mut harness = harness(kalah_6_4_settings());
    harness.get_by_label("Order:").click();
    harness.run();
    harness.get_by_label("evaluation-then-store").click();
    harness.run();
    let order = harness.state().settings().search.mode.order;
    assert_eq!(
        order,
        abtutor::search::ChildOrder::EvaluationThenStore { plies: 4 }
    );
    // Its plies are set beside it; the search runs with them.
    let plies = harness.get_by_label("Plies by evaluation:");
    assert_eq!(plies.value().as_deref(), Some("4"));
    click_and_record(&mut harness, "Run");
    let trace_order = harness.state().player().trace().mode().order;
    assert_eq!(trace_order, order);
    // Tic-tac-toe has no stores: the order is offered there disabled.
    pick_game(&mut harness, "tic-tac-toe");
    assert_eq!(
        harness.state().settings().search.mode.order,
        abtutor::search::ChildOrder::Natural
    );
}

#[test]
fn a_depth_limit_no_search_could_hold_is_refused_at_once_and_the_search_shown_stays() {
    let settings = Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            depth: Some(4),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    let frames = harness.state().player().search().trace.summary().frames;
    harness.state_mut().settings_mut().search.depth = Some(60);
    harness.run();
    click_and_record(&mut harness, "Run");
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(
        message.contains("even in the best order possible"),
        "{message}"
    );
    assert!(message.contains("a smaller depth limit"), "{message}");
    assert_eq!(harness.state().tree().depth_limit(), Some(4));
    assert_eq!(
        harness.state().player().search().trace.summary().frames,
        frames
    );
}

#[test]
fn a_depth_limit_longer_than_any_line_of_play_is_said_and_the_whole_game_searched() {
    let settings = Settings {
        search: SearchSetup {
            root: "11,00".to_string(),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    let whole = harness.state().player().trace().summary().clone();
    // Four plies: some lines go on past them, so the limit stops the search and nothing is said.
    harness.get_by_label("Depth limit").click();
    harness.run();
    assert_eq!(harness.state().settings().search.depth, Some(4));
    click_and_record(&mut harness, "Run");
    assert_eq!(harness.state().message(), None);
    assert_eq!(harness.state().tree().depth_limit(), Some(4));
    // Twelve: seven squares are left, so no line reaches the limit.
    harness.state_mut().settings_mut().search.depth = Some(12);
    harness.run();
    click_and_record(&mut harness, "Run");
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("ends within 7 plies"), "{message}");
    assert!(
        message.contains("the depth limit of 12 never stops"),
        "{message}"
    );
    harness.get_by_label_contains("the depth limit of 12 never stops this search");
    let limited = harness.state().player().trace().summary().clone();
    assert_eq!(
        (limited.calculated, limited.frames, limited.value),
        (whole.calculated, whole.frames, whole.value)
    );
}
