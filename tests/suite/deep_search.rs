//! Alpha-beta straight over the rules, no tree built: the same visits and value as the
//! recorded search over a built tree, and the published counts of Kalah(6,4) past the
//! depths a tree can be built to (the 16- and 20-ply counts run in `benches/search.rs`).

use abtutor::search::{self, ChildOrder, Mode};
use abtutor::setup::GameSpec;
use proptest::prelude::*;

#[test]
fn kalah_6_4_with_evaluation_order_visits_the_published_counts() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let search = |plies| {
        game.alpha_beta_over_rules("", Some(plies), ChildOrder::Evaluation)
            .expect("the start")
            .expect("an order over the rules")
    };
    let ten = search(10);
    assert_eq!((ten.visits, ten.value), (20_427, 5));
    assert_eq!(search(12).visits, 144_114);
    // The recorder over the 17-million-node tree to 10 plies agrees.
    let (tree, root) = game.tree_to_depth("", Some(10)).expect("fits");
    let mode = Mode {
        order: ChildOrder::Evaluation,
        ..Mode::alpha_beta()
    };
    let summary = search::record(&tree, root, mode).summary().clone();
    assert_eq!(
        (summary.visits as u64, summary.value.value()),
        (ten.visits, Some(ten.value))
    );
}

#[test]
fn best_first_order_needs_the_tree() {
    let found = GameSpec::TicTacToe.alpha_beta_over_rules("", None, ChildOrder::BestFirst);
    assert_eq!(found, Ok(None));
}

/// Games, roots and depths whose trees build in a blink.
fn cases() -> Vec<(GameSpec, &'static str, Option<u16>)> {
    vec![
        (GameSpec::TicTacToe, "", None),
        (GameSpec::TicTacToe, "11", Some(4)),
        (GameSpec::Othello4, "", Some(7)),
        (GameSpec::Othello6, "", Some(4)),
        (GameSpec::Othello8, "d3", Some(4)),
        (GameSpec::OthelloPositional { size: 6 }, "", Some(4)),
        (GameSpec::Kalah { pits: 3, seeds: 3 }, "", None),
        (GameSpec::Kalah { pits: 6, seeds: 4 }, "3", Some(6)),
        (GameSpec::Kalah { pits: 4, seeds: 1 }, "", None),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn the_search_over_the_rules_is_the_recorded_search(
        case in 0usize..9,
        order in prop::sample::select(vec![
            ChildOrder::Natural,
            ChildOrder::Evaluation,
            ChildOrder::StoreFirst,
            ChildOrder::EvaluationThenStore { plies: 2 },
        ]),
    ) {
        let (game, root, depth) = cases()[case];
        let mode = Mode { order, ..Mode::alpha_beta() };
        prop_assume!(mode.order.suits(game.view().as_ref()));
        let (tree, root_id) = game.tree_to_depth(root, depth).expect("small");
        let summary = search::record(&tree, root_id, mode).summary().clone();
        let over_rules = game
            .alpha_beta_over_rules(root, depth, order)
            .expect("a line of play")
            .expect("an order over the rules");
        prop_assert_eq!(summary.value.value(), Some(over_rules.value), "{} {:?}", game, order);
        prop_assert_eq!(summary.visits as u64, over_rules.visits, "{} {:?}", game, order);
        prop_assert_eq!(summary.frames as u64, over_rules.frames());
        let trace = search::record(&tree, root_id, mode);
        let view = game.view();
        let line: Vec<String> = over_rules.pv.iter().map(|&mv| view.format_move(mv)).collect();
        prop_assert_eq!(abtutor::stats::principal_variation(&tree, &trace), line);
    }
}

#[test]
fn seed_003_s_order_is_evaluation_above_its_plies_and_store_first_below() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let (tree, root) = game.tree_to_depth("", Some(6)).expect("fits");
    let record = |order| {
        let mode = Mode {
            order,
            ..Mode::alpha_beta()
        };
        search::record(&tree, root, mode)
    };
    let frames = |order| record(order).frames().to_vec();
    let then_store = |plies| ChildOrder::EvaluationThenStore { plies };
    // No ply by evaluation is store-first; every ply by evaluation is evaluation order.
    assert_eq!(frames(then_store(0)), frames(ChildOrder::StoreFirst));
    assert_eq!(frames(then_store(6)), frames(ChildOrder::Evaluation));
    // Between, its own search, which the search over the rules repeats.
    for plies in 1..6 {
        let summary = record(then_store(plies)).summary().clone();
        let over_rules = game
            .alpha_beta_over_rules("", Some(6), then_store(plies))
            .expect("the start")
            .expect("an order over the rules");
        assert_eq!(
            summary.value.value(),
            Some(over_rules.value),
            "{plies} plies"
        );
        assert_eq!(summary.visits as u64, over_rules.visits, "{plies} plies");
    }
}

#[test]
fn seed_003_s_order_on_the_command_line_is_kalah_only_and_counts_its_plies() {
    let abtutor = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(args)
            .output()
            .expect("runs")
    };
    let output = abtutor(&[
        "stats",
        "--game",
        "kalah:6,4",
        "--depth",
        "8",
        "--order",
        "evaluation-then-store",
        "--evaluation-plies",
        "2",
        "--json",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stats: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let over_rules = GameSpec::Kalah { pits: 6, seeds: 4 }
        .alpha_beta_over_rules("", Some(8), ChildOrder::EvaluationThenStore { plies: 2 })
        .expect("the start")
        .expect("an order over the rules");
    assert_eq!(stats["visits"], over_rules.visits);
    assert_eq!(stats["value"], over_rules.value);
    for (args, words) in [
        (
            &["stats", "--order", "evaluation-then-store"][..],
            "--order evaluation-then-store: tic-tac-toe has no stores",
        ),
        (
            &["stats", "--game", "kalah:3,2", "--evaluation-plies", "3"][..],
            "--evaluation-plies does not apply without --order evaluation-then-store",
        ),
    ] {
        let output = abtutor(args);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(words), "{stderr}");
    }
}

#[test]
fn knuth_s_estimate_over_ten_thousand_lines_is_within_5_percent_of_exact_counts() {
    for (game, root, plies) in [
        (GameSpec::Kalah { pits: 6, seeds: 4 }, "", 10),
        (GameSpec::Othello8, "", 7),
        (GameSpec::Othello6, "c2", 6),
    ] {
        let (tree, root_id) = game.tree_to_depth(root, Some(plies)).expect("fits");
        let exact = f64::from(tree.subtree_size(root_id));
        let estimate = game
            .estimate_to_depth(root, Some(plies), 10_000)
            .expect("a line");
        let off = (estimate - exact).abs() / exact;
        assert!(
            off < 0.05,
            "{game} {plies} plies: {estimate} against {exact}"
        );
    }
}

#[test]
fn stats_past_what_a_tree_holds_searches_over_the_rules_and_says_what_is_estimated() {
    let stats = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(args)
            .output()
            .expect("runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        output.stdout
    };
    let deep = stats(&[
        "stats",
        "--game",
        "kalah:6,4",
        "--depth",
        "12",
        "--order",
        "evaluation",
        "--json",
    ]);
    let deep: serde_json::Value = serde_json::from_slice(&deep).expect("JSON");
    assert_eq!(deep["estimated"], true);
    assert_eq!(deep["calculated"], 144_114);
    assert_eq!(deep["visits"], 144_114);
    assert_eq!(deep["frames"], 4 * 144_114 - 2);
    assert_eq!(deep["pv"].as_array().map(Vec::len), Some(12));
    let total = deep["total"].as_f64().expect("a number");
    let pruned = deep["pruned"].as_f64().expect("a number");
    assert!((total - pruned - 144_114.0).abs() < 1.0 && total > 40_000_000.0);
    // A search whose tree fits is counted exactly, and does not say "estimated".
    let exact = stats(&["stats", "--game", "kalah:6,4", "--depth", "6", "--json"]);
    let exact: serde_json::Value = serde_json::from_slice(&exact).expect("JSON");
    assert!(exact.get("estimated").is_none());
    assert_eq!(exact["total"], 29_092);
    // The text marks each estimate.
    let text = stats(&[
        "stats",
        "--game",
        "kalah:6,4",
        "--depth",
        "12",
        "--order",
        "evaluation",
    ]);
    let text = String::from_utf8_lossy(&text);
    assert!(
        text.contains("total ≈ ") && text.contains("calculated nodes 144114"),
        "{text}"
    );
}

#[test]
fn a_depth_no_search_could_finish_is_refused_at_once_with_the_deepest_that_could() {
    let abtutor = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(args)
            .output()
            .expect("runs")
    };
    // Unrecorded: the search over the rules would run for days; it is refused, and the
    // depth it names is one it accepts.
    let output = abtutor(&["stats", "--game", "kalah:6,4", "--depth", "100"]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("even in the best order possible"), "{error}");
    let within: u16 = error
        .split("choose a depth limit of ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|plies| plies.parse().ok())
        .expect("a depth named");
    assert!((20..100).contains(&within), "{error}");
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let at = |plies| {
        game.estimate_best_order("", Some(plies))
            .expect("the start")
    };
    assert!(at(within) < at(within + 1) && at(within) <= 1e10, "{error}");
    // Recorded: refused before it grows, with what it would need.
    let output = abtutor(&[
        "frame", "--index", "0", "--game", "othello8", "--depth", "40",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("nodes entered by its search even in the best order possible (estimated)"),
        "{error}"
    );
    assert!(
        error.contains("choose a root deeper in the game, or a smaller depth limit"),
        "{error}"
    );
}

#[test]
fn the_best_order_estimate_stays_below_what_alpha_beta_enters_in_the_natural_order() {
    for (game, plies) in [
        (GameSpec::Kalah { pits: 6, seeds: 4 }, 8),
        (GameSpec::Othello8, 5),
        (GameSpec::Othello6, 6),
        (GameSpec::Kalah { pits: 4, seeds: 3 }, 10),
    ] {
        let natural = game
            .alpha_beta_over_rules("", Some(plies), ChildOrder::Natural)
            .expect("the start")
            .expect("an order over the rules");
        let best = game
            .estimate_best_order("", Some(plies))
            .expect("the start");
        let whole = game
            .estimate_to_depth("", Some(plies), 1024)
            .expect("the start");
        assert!(
            best < natural.visits as f64 && best < whole / 4.0,
            "{game} {plies} plies: best {best}, natural {}, tree {whole}",
            natural.visits
        );
    }
}

#[test]
fn a_depth_limit_no_line_of_play_reaches_is_noted_and_the_figures_are_the_whole_games() {
    let abtutor = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(args)
            .output()
            .expect("runs")
    };
    let root = ["stats", "--json", "--game", "tictactoe", "--root", "11,00"];
    let whole = abtutor(&root);
    assert!(whole.status.success());
    assert!(whole.stderr.is_empty());
    // Seven squares are left: a limit of 7 is the longest line, reached by some.
    let seven = abtutor(&[&root[..], &["--depth", "7"]].concat());
    assert!(seven.status.success());
    assert!(
        seven.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&seven.stderr)
    );
    for (lang, said) in [("en", "ends within 7 plies"), ("ja", "7 手以内に終わる")] {
        let args = [&root[..], &["--depth", "20", "--lang", lang]].concat();
        let twenty = abtutor(&args);
        assert!(twenty.status.success());
        assert_eq!(twenty.stdout, whole.stdout);
        let note = String::from_utf8_lossy(&twenty.stderr);
        assert_eq!(note.lines().count(), 1, "{note}");
        assert!(note.contains(said) && note.contains("20"), "{note}");
    }
    // A root where the game is over, and one with a single square left.
    let over = ["stats", "--root", "00,10,01,11,02", "--depth", "3"];
    let note = String::from_utf8_lossy(&abtutor(&over).stderr).to_string();
    assert!(
        note.contains("the game is already over at this position"),
        "{note}"
    );
    let last = ["stats", "--root", "00,11,22,01,21,20,02,12", "--depth", "3"];
    let note = String::from_utf8_lossy(&abtutor(&last).stderr).to_string();
    assert!(note.contains("ends within 1 ply,"), "{note}");
}
