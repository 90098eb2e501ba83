//! A search that outgrows the nodes it may grow: the command line refuses it, the player
//! keeps and shows its frames up to where it stopped. Its own test program, because the
//! limit is lowered for the whole process (`ABTUTOR_MAX_GROWN_NODES`).

#[path = "suite/common/mod.rs"]
mod common;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use abtutor::app::{PlayerCommand, Settings};
use abtutor::game::ConnectFour;
use abtutor::search::{ChildOrder, Mode, NodeState, SolverIdeas, TableKind, Trace};
use abtutor::setup::{GameSpec, SavedSearch, SearchSetup};
use abtutor::tree::{BuildWatch, GROWN_NODE_LIMIT_VARIABLE, HiddenCounting, NodeId, Tree};
use egui_kittest::kittest::Queryable;

/// The nodes a search may grow here: Kalah(6,4) 12 plies deep grows about 300,000.
const SMALL_LIMIT: &str = "60000";

/// A limit past which a search's frames are written on the other core as it goes.
const LIMIT_PAST_THE_WRITER: &str = "150000";

fn set_limit(limit: Option<&str>) {
    // SAFETY: the only test of this program, run before any thread of its own reads the
    // environment (the app's threads start afterwards).
    unsafe {
        match limit {
            Some(limit) => std::env::set_var(GROWN_NODE_LIMIT_VARIABLE, limit),
            None => std::env::remove_var(GROWN_NODE_LIMIT_VARIABLE),
        }
    }
}

fn deep_kalah(table: TableKind) -> SearchSetup {
    let mode = Mode {
        order: ChildOrder::Evaluation,
        table,
        ..Mode::alpha_beta()
    };
    SearchSetup::new(GameSpec::Kalah { pits: 6, seeds: 4 }, "", Some(12), mode)
}

/// `setup`'s search grown (keeping what it grew when it outgrows its limit) and recorded.
fn grown_and_recorded(setup: &SearchSetup) -> (Arc<Tree>, NodeId, Trace) {
    let built = setup.tree();
    let mut quiet = |_: f32| {};
    let never = AtomicBool::new(false);
    let mut watch = BuildWatch::new(&mut quiet, &never).keeping_outgrown();
    let (tree, root) = setup
        .or_grown(built, &mut |_| {}, &mut watch)
        .expect("grown");
    let recorded = setup.record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never);
    let (tree, trace) = recorded.expect("recorded");
    (tree, root, trace)
}

/// The first frames of the outgrown search are the whole search's, node for node.
fn check_the_frames_kept_are_the_real_search_s(table: TableKind, limit: &str) {
    let setup = deep_kalah(table);
    set_limit(Some(limit));
    let (partial_tree, root, partial) = grown_and_recorded(&setup);
    set_limit(None);
    let (whole_tree, _, whole) = grown_and_recorded(&setup);

    assert!(partial_tree.outgrown_limit().is_some() && whole_tree.outgrown_limit().is_none());
    let summary = partial.summary();
    assert!(summary.outgrown && !whole.summary().outgrown);
    let kept = summary.frames;
    assert!(
        kept > 1_000 && kept < whole.summary().frames,
        "{kept} frames"
    );
    let last = kept - 1;
    for index in 0..kept {
        assert_eq!(partial.frame(index), whole.frame(index), "frame {index}");
        let counters = (partial.counters_at(index), whole.counters_at(index));
        assert_eq!(counters.0, counters.1, "frame {index}");
    }
    // The counters stand as they stood at the last frame kept; no value was found.
    let at_last = whole.counters_at(last);
    assert_eq!(summary.calculated, at_last.calculated);
    assert_eq!(summary.pruned, at_last.pruned);
    assert_eq!(summary.visits, whole.visits_at(last));
    assert_eq!(summary.value.to_string(), "none");
    assert!(partial.principal_variation(&partial_tree).is_empty());
    // Saved as a recording, it keeps no value, and the same frames are the same search.
    let saved = SavedSearch::of(setup.clone(), &partial, &partial_tree);
    assert_eq!(saved.value, None);
    assert!(
        saved.is_recorded_by(&partial, &partial_tree) && !saved.is_recorded_by(&whole, &whole_tree)
    );
    // Every node the partial tree holds is in the state the whole search had it in.
    for node in root..partial_tree.len() as NodeId {
        for index in [0, last / 2, last] {
            assert_eq!(
                partial.node_state(&partial_tree, node, index),
                whole.node_state(&whole_tree, node, index),
                "node {node} at frame {index}"
            );
        }
    }
    assert_ne!(
        partial.node_state(&partial_tree, root, last),
        NodeState::Calculated(0)
    );
}

/// `solve --record` refuses a search the solver shows would outgrow the tree as growing
/// that tree refuses it, without growing it; one that surely fits is saved as recorded.
fn check_a_solved_search_is_refused_as_growing_it_would_be() {
    set_limit(Some(SMALL_LIMIT));
    let game = ConnectFour::standard();
    let ideas = SolverIdeas {
        win_check: true,
        score_bound: true,
        centre_order: true,
        upper_table: true,
        bisect: true,
        ..SolverIdeas::default()
    };
    let spec = GameSpec::CONNECT_FOUR;
    let grown = |moves: &str| {
        let setup = SavedSearch::solve_setup(spec, moves, ideas);
        let watch = &mut BuildWatch::default();
        let tree = setup.or_grown_counting(setup.tree(), HiddenCounting::NONE, &mut |_| {}, watch);
        let (tree, root) = tree?;
        let never = AtomicBool::new(false);
        let recorded = setup.record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never);
        let (tree, trace) = recorded?;
        Ok::<_, abtutor::tree::TreeError>(SavedSearch::of(setup, &trace, &tree))
    };
    // 70,408 nodes entered over the bisection's passes.
    let too_big = "652146735561557315";
    let refused = SavedSearch::solved(&game, spec, too_big, ideas).expect_err("too big");
    assert_eq!(Err(refused), grown(too_big));
    // 145 nodes.
    let small = "6521467355615573156631";
    let solved = SavedSearch::solved(&game, spec, small, ideas).expect("it fits");
    assert_eq!(
        solved.expect("it surely fits"),
        grown(small).expect("recorded")
    );
    set_limit(None);
}

#[test]
fn an_outgrown_search_is_refused_by_the_command_line_and_kept_by_the_player() {
    for limit in [SMALL_LIMIT, LIMIT_PAST_THE_WRITER] {
        check_the_frames_kept_are_the_real_search_s(TableKind::Off, limit);
        check_the_frames_kept_are_the_real_search_s(TableKind::Bounds, limit);
    }
    check_a_solved_search_is_refused_as_growing_it_would_be();

    // The command line refuses it, naming the limit.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args([
            "frame",
            "--index",
            "0",
            "--game",
            "kalah:6,4",
            "--depth",
            "12",
        ])
        .env(GROWN_NODE_LIMIT_VARIABLE, SMALL_LIMIT)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("over 60,000 nodes touched by its search alone"),
        "{error}"
    );
    // A limit that is not one is refused before anything runs.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .arg("stats")
        .env(GROWN_NODE_LIMIT_VARIABLE, "lots")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("ABTUTOR_MAX_GROWN_NODES is 'lots'"),
        "{error}"
    );

    // The player shows the frames up to where the search stopped, and says why.
    set_limit(Some(SMALL_LIMIT));
    let mut harness = common::app_harness(Settings::default(), (1400.0, 860.0));
    let shown_before = harness.state().player().search().trace.summary().frames;
    harness.state_mut().settings_mut().search = deep_kalah(TableKind::Off);
    harness.run();
    common::click_and_record(&mut harness, "Run");
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("outgrew the 60,000 nodes"), "{message}");
    let summary = harness.state().player().search().trace.summary().clone();
    assert!(summary.outgrown && summary.frames != shown_before);
    assert!(message.contains(&format!("first {} frames", grouped(summary.frames))));
    // Its last frame plays as any other: counters, tree and the jumps that exist.
    harness
        .state_mut()
        .apply(PlayerCommand::SetFrame(summary.frames - 1));
    harness.run();
    assert_eq!(harness.state().player().frame_index(), summary.frames - 1);
    let row = harness.get_by_label("calculated").rect().center().y;
    let calculated = grouped(summary.calculated as usize);
    assert!(
        harness
            .query_all_by_label(&calculated)
            .any(|node| (node.rect().center().y - row).abs() < 2.0),
        "the calculated counter shows {calculated}"
    );
    harness.get_by_label("Deepest node").click();
    harness.run();
    assert!(harness.state().player().frame_index() < summary.frames);

    // A search of many passes cannot be cut short so: refused, the search shown stays.
    let shown = harness.state().player().search().trace.summary().frames;
    let mut pvs = deep_kalah(TableKind::Off);
    pvs.mode.search = abtutor::search::SearchKind::Pvs;
    harness.state_mut().settings_mut().search = pvs;
    harness.run();
    common::click_and_record(&mut harness, "Run");
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("touched by its search alone"), "{message}");
    assert_eq!(
        harness.state().player().search().trace.summary().frames,
        shown
    );

    // Another search afterwards is shown as usual, the message gone.
    harness.state_mut().settings_mut().search = SearchSetup::default();
    harness.run();
    common::click_and_record(&mut harness, "Run");
    assert_eq!(harness.state().message(), None);
    assert!(!harness.state().player().search().trace.summary().outgrown);
}

fn grouped(count: usize) -> String {
    abtutor::numbers::count(count)
}
