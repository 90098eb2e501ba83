//! A search past what a tree holds, in the app: alpha-beta grows the tree it touches,
//! the player plays it as any other, and the counters say which counts are estimates.

use abtutor::app::{AbtutorApp, PlaySettings, PlayerCommand, Settings, StudentPlays, View};
use abtutor::search::{ChildOrder, Mode};
use abtutor::setup::{GameSpec, SearchSetup};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, click_and_record, strict_snapshot};

/// The app run on Kalah(6,4) 12 plies deep: its tree to 12 plies is too big to build.
fn deep_kalah() -> Harness<'static, AbtutorApp> {
    let mut harness = app_harness(Settings::default(), (1400.0, 860.0));
    harness.state_mut().settings_mut().search = SearchSetup::new(
        GameSpec::Kalah { pits: 6, seeds: 4 },
        "",
        Some(12),
        Mode {
            order: ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
    );
    harness.run();
    click_and_record(&mut harness, "Run");
    harness
}

/// Whether a widget on the counters' row `name` shows a text starting with `start`.
fn row_shows(harness: &Harness<'_, AbtutorApp>, name: &str, start: &str) -> bool {
    let row = harness.get_by_label(name).rect().center().y;
    harness
        .query_all_by_label_contains(start)
        .any(|node| (node.rect().center().y - row).abs() < 2.0)
}

#[test]
fn a_search_too_big_to_build_grows_its_tree_and_plays() {
    let mut harness = deep_kalah();
    assert_eq!(harness.state().message(), None);
    let search = harness.state().player().search().clone();
    assert!(search.tree.is_grown());
    let summary = search.trace.summary();
    // The published count of this search, and every frame of it.
    assert_eq!(summary.visits, 144_114);
    assert_eq!(summary.frames, 4 * 144_114 - 2);
    let real = summary.real.clone().expect("a grown search");
    assert!(real.estimated && real.total > 1e8, "{real:?}");

    // At the first frame nothing is pruned; at the last the real tree's counts are
    // estimated, and say so.
    assert!(row_shows(&harness, "pruned", "0"));
    let last = summary.frames - 1;
    harness.state_mut().apply(PlayerCommand::SetFrame(last));
    harness.run();
    assert!(row_shows(&harness, "pruned", "≈ "));
    assert!(row_shows(&harness, "total", "≈ "));
    assert!(row_shows(
        &harness,
        "calculated",
        &abtutor::numbers::count(summary.calculated)
    ));
    strict_snapshot(&mut harness, "grown_kalah_last_frame");
}

#[test]
fn the_nodes_never_entered_are_in_the_tree_unexpanded() {
    let mut harness = deep_kalah();
    // The first cut: the children it skips are drawn as never grown.
    harness.get_by_label("Next cut").click();
    harness.run();
    strict_snapshot(&mut harness, "grown_kalah_first_cut");
    let search = harness.state().player().search().clone();
    let (tree, trace) = (&search.tree, &search.trace);
    let unexpanded: Vec<u32> = (0..tree.len() as u32)
        .filter(|&node| tree.is_unexpanded(node))
        .collect();
    assert!(!unexpanded.is_empty());
    for &node in &unexpanded {
        assert_eq!(trace.started_at(node), None, "{}", tree.notation(node));
        assert!(trace.pruned_at(tree, node).is_some(), "a cut child");
        let hidden = tree.hidden_nodes(node).expect("known below");
        assert!(hidden.nodes >= 2.0);
    }
}

/// Moves the pointer to `pos` and clicks there, the window busy or not.
fn click_at(harness: &mut Harness<'_, AbtutorApp>, pos: egui::Pos2) {
    harness.hover_at(pos);
    harness.step();
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    harness.step();
}

#[test]
fn the_play_tab_replies_with_a_grown_search_and_opens_it_in_the_player() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let settings = Settings {
        view: View::Play,
        play: PlaySettings {
            game,
            student: StudentPlays::First,
            mode: Mode {
                order: ChildOrder::Evaluation,
                ..Mode::alpha_beta()
            },
            depth: Some(12),
            ..PlaySettings::default()
        },
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 860.0));
    // The first player's pit 1 (the left of the board's lower row).
    let board = harness.get_by_label("Board").rect();
    let column = board.width() / 8.0;
    let pit_1 = egui::pos2(
        board.left() + column * 1.5,
        board.top() + board.height() * 0.75,
    );
    click_at(&mut harness, pit_1);
    assert_eq!(harness.state().play().notation(), "1");
    for _ in 0..200 {
        if !harness.state().play().is_search_to_move() {
            break;
        }
        harness.state_mut().finish_play_search();
        harness.step();
    }
    let moves = harness.state().play().moves();
    assert!(moves.len() >= 2, "the search replied");
    let found = moves[1].search.as_ref().expect("a searched move");
    assert_eq!((found.root.as_str(), found.depth), ("1", Some(12)));
    for _ in 0..50 {
        if harness.run_ok().is_some() {
            break;
        }
    }
    harness
        .get_all_by_label("Open in player")
        .next()
        .expect("the reply opens")
        .click();
    for _ in 0..50 {
        if harness.run_ok().is_some() {
            break;
        }
    }
    let app = harness.state();
    assert_eq!(app.settings().view, View::Player);
    assert!(app.tree().is_grown(), "the very search, grown");
    assert_eq!(app.tree().notation(app.player().trace().root()), "1");
    assert!(app.player().trace().summary().real.is_some());
}

#[test]
fn settings_saved_with_a_deep_search_grow_it_once_the_window_is_up() {
    let settings = Settings {
        search: SearchSetup::new(
            GameSpec::Kalah { pits: 6, seeds: 4 },
            "",
            Some(12),
            Mode {
                order: ChildOrder::Evaluation,
                ..Mode::alpha_beta()
            },
        ),
        ..Settings::default()
    };
    let mut harness = common::busy_app_harness(settings, (1400.0, 860.0));
    // The game's start is shown at once, with no refusal; the deep search follows.
    assert_eq!(harness.state().message(), None);
    harness.state_mut().wait_for_recording();
    harness.run();
    let app = harness.state();
    assert_eq!(app.message(), None);
    assert!(app.tree().is_grown());
    assert_eq!(app.player().trace().summary().visits, 144_114);
}

/// The app's notebook holding one run cell of Kalah(6,4), evaluation order, `plies` deep.
fn deep_notebook(plies: u16) -> Harness<'static, AbtutorApp> {
    use abtutor::app::NotebookView;
    use abtutor::lang::Lang;
    use abtutor::notebook::{Cell, CellKind, Notebook};
    let settings = Settings {
        view: View::Notebook,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 900.0));
    let search = SearchSetup::new(
        GameSpec::Kalah { pits: 6, seeds: 4 },
        "",
        Some(plies),
        Mode {
            order: ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
    );
    let notebook = Notebook {
        title: "Deep".to_string(),
        lang: Lang::En,
        cells: vec![Cell::new(CellKind::Run { search, frame: 0 })],
    };
    *harness.state_mut().notebook_mut() = NotebookView::new(notebook, None);
    harness.run();
    harness
}

#[test]
fn a_deep_run_cell_grows_off_the_ui_thread_and_shows_its_player_when_done() {
    let mut harness = deep_notebook(12);
    harness.get_by_label("▶ Run").click();
    // The click is taken in one frame, the running cell drawn in the next.
    harness.step();
    harness.step();
    // The window goes on while the tree grows: the cell shows Cancel, and no output yet.
    harness.get_by_label("Cancel");
    assert!(
        harness.state().notebook().editor.notebook.cells[0]
            .output
            .is_none()
    );
    for _ in 0..6000 {
        if harness.state().notebook().cell_player(0).is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    let notebook = harness.state().notebook();
    let output = notebook.editor.notebook.cells[0]
        .output
        .as_ref()
        .expect("ran");
    assert!(!output.error, "{}", output.text);
    assert!(
        output.text.contains("calculated nodes 144,114"),
        "{}",
        output.text
    );
    assert!(notebook.cell_player(0).is_some());
    harness.step();
    assert!(harness.query_by_label("Cancel").is_none());
}

#[test]
fn cancel_stops_a_deep_run_cell_and_keeps_what_the_cell_showed() {
    let mut harness = deep_notebook(20);
    harness.get_by_label("▶ Run").click();
    // The click is taken in one frame, the running cell drawn in the next.
    harness.step();
    harness.step();
    // Cancelled once its progress shows.
    std::thread::sleep(std::time::Duration::from_millis(400));
    harness.step();
    harness.step();
    harness.get_by_label("Cancel").click();
    harness.step();
    harness.step();
    assert!(harness.query_by_label("Cancel").is_none());
    let notebook = harness.state().notebook();
    assert!(notebook.editor.notebook.cells[0].output.is_none());
    assert!(notebook.cell_player(0).is_none());
}

/// The app on `search`, its Run pressed and the recording waited for.
fn recorded(search: SearchSetup) -> Harness<'static, AbtutorApp> {
    let mut harness = app_harness(Settings::default(), (1400.0, 860.0));
    harness.state_mut().settings_mut().search = search;
    harness.run();
    click_and_record(&mut harness, "Run");
    harness
}

#[test]
fn connect_four_4x4_without_a_depth_limit_is_solved_whole_in_the_player() {
    let four_by_four = GameSpec::ConnectFour {
        columns: 4,
        rows: 4,
    };
    let mut harness = recorded(SearchSetup::new(four_by_four, "", None, Mode::alpha_beta()));
    assert_eq!(harness.state().message(), None);
    let search = harness.state().player().search().clone();
    assert!(search.tree.is_grown());
    assert_eq!(search.tree.depth_limit(), None, "to the ends of games");
    let summary = search.trace.summary();
    assert_eq!((summary.visits, summary.frames), (72_271, 289_082));
    assert_eq!(summary.value.value(), Some(0), "a draw");
    let last = summary.frames - 1;
    harness.state_mut().apply(PlayerCommand::SetFrame(last));
    harness.run();
    assert!(row_shows(&harness, "total", "≈ "));
}

#[test]
fn pvs_too_big_to_build_is_recorded_over_the_tree_alpha_beta_grows_and_its_table_grows_it_further()
{
    let mode = Mode {
        order: ChildOrder::Evaluation,
        search: abtutor::search::SearchKind::Pvs,
        ..Mode::alpha_beta()
    };
    let kalah = GameSpec::Kalah { pits: 6, seeds: 4 };
    let harness = recorded(SearchSetup::new(kalah, "", Some(11), mode));
    assert_eq!(harness.state().message(), None);
    let search = harness.state().player().search().clone();
    assert!(search.tree.is_grown());
    assert_eq!(search.trace.mode(), mode);
    let summary = search.trace.summary();
    assert_eq!((summary.calculated, summary.frames), (50_832, 259_778));
    // With the exact table it leaves alpha-beta's tree: the tree grows where it went, and
    // the player shows that search, unsound as its table makes it.
    let exact = Mode {
        table: abtutor::search::TableKind::Exact,
        ..mode
    };
    let mut harness = harness;
    harness.state_mut().settings_mut().search = SearchSetup::new(kalah, "", Some(11), exact);
    harness.run();
    click_and_record(&mut harness, "Run");
    assert_eq!(harness.state().message(), None);
    let trace = harness.state().player().trace();
    assert_eq!(trace.mode(), exact);
    let summary = trace.summary();
    assert_eq!((summary.visits, summary.frames), (39_710, 158_369));
    assert!(!summary.sound);
}

#[test]
fn iterative_deepening_too_big_to_build_is_recorded_over_a_grown_tree_in_the_player() {
    let mode = Mode {
        order: ChildOrder::Evaluation,
        iterative: true,
        ..Mode::alpha_beta()
    };
    let kalah = GameSpec::Kalah { pits: 6, seeds: 4 };
    let mut harness = recorded(SearchSetup::new(kalah, "", Some(11), mode));
    assert_eq!(harness.state().message(), None);
    let search = harness.state().player().search().clone();
    assert!(search.tree.is_grown());
    assert_eq!(search.trace.mode(), mode);
    let summary = search.trace.summary();
    let depths: Vec<usize> = summary.iterations.iter().map(|it| it.depth).collect();
    assert_eq!(depths, (1..=11).collect::<Vec<_>>());
    assert_eq!(summary.iterations[10].calculated, 69_777);
    // An early iteration's counters are estimates: the total row says so.
    let early = summary.iterations[..5]
        .iter()
        .map(|it| it.frames as usize)
        .sum::<usize>();
    harness
        .state_mut()
        .apply(PlayerCommand::SetFrame(early - 1));
    harness.run();
    assert!(row_shows(&harness, "total", "≈ "));
}
