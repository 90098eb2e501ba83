//! The command line end to end: the real binary, its output and its exit codes.

use std::process::Command;

use crate::common;
use common::{abtutor, json};

/// Exit code 2 and exactly one line on stderr naming the problem.
fn refused(args: &[&str], needle: &str) {
    let output = abtutor(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first_line = stderr.lines().next().unwrap_or_default();
    assert!(first_line.starts_with("error:"), "{args:?}: {stderr}");
    assert!(
        stderr.contains(needle),
        "{args:?}: expected '{needle}' in {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn stats_prints_the_reference_debug_lines_in_japanese() {
    let output = abtutor(&["stats", "--minimax", "--tt", "exact", "--lang", "ja"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let expected = "ミニマックス法で計算したか True\n計算したノードの数 16168\n枝狩りしたノードの数 533778\n合計 549946\n割合 2.9%\n";
    assert!(text.starts_with(expected), "{text}");
}

#[test]
fn stats_json_has_the_summary() {
    let value = json(&["stats", "--tt", "exact-sym", "--json"]);
    assert_eq!(value["value"], 1);
    assert_eq!(value["calculated"], 999);
    assert_eq!(value["pruned"], 548_947);
    assert_eq!(value["total"], 549_946);
    assert_eq!(value["sound"], false);
    assert_eq!(value["minimax_value"], 0);
    // The same figure as the compare table's row for this mode.
    assert_eq!(value["frames"], 3_517);
    let ratio = value["ratio"].as_f64().unwrap();
    assert!((ratio - 100.0 * 999.0 / 549_946.0).abs() < 1e-9, "{ratio}");
    let bounds = json(&["stats", "--tt", "bounds", "--init-ab", "--json"]);
    assert_eq!(
        (bounds["calculated"].as_u64(), bounds["sound"].as_bool()),
        (Some(832), Some(true))
    );
}

#[test]
fn the_widening_bounds_table_is_sound_and_searches_more_than_the_narrowing_one() {
    let widening = json(&["stats", "--tt", "bounds-widening", "--json"]);
    assert_eq!(
        (widening["calculated"].as_u64(), widening["sound"].as_bool()),
        (Some(1_173), Some(true))
    );
    let compared = json(&["stats", "--tt", "bounds", "--json"]);
    assert_eq!(compared["calculated"], 1_069);
    let frame = json(&["frame", "--index", "3", "--tt", "bounds-widening", "--json"]);
    assert_eq!(frame["status"], "tt");
}

#[test]
fn frame_json_describes_the_table_hit_at_32690() {
    let value = json(&[
        "frame",
        "--index",
        "32690",
        "--minimax",
        "--tt",
        "exact",
        "--json",
    ]);
    assert_eq!(value["status"], "tt");
    assert_eq!(value["board"], "oxo......");
    assert_eq!(value["depth"], 3);
    assert_eq!(value["max_node"], false);
    assert_eq!(value["alpha"], "-inf");
    assert_eq!(value["score"], serde_json::Value::Null);
    let before = json(&[
        "frame",
        "--index",
        "32689",
        "--minimax",
        "--tt",
        "exact",
        "--json",
    ]);
    let pruned = |value: &serde_json::Value| value["pruned"].as_u64().unwrap();
    assert_eq!(pruned(&value) - pruned(&before), 1348);
}

#[test]
fn frame_json_shows_child_scores_and_roots() {
    let value = json(&["frame", "--index", "0", "--root", "00,10,20", "--json"]);
    assert_eq!(value["board"], "oxo......");
    let score_frame = json(&["frame", "--index", "3", "--root", "00,01,10,11", "--json"]);
    // o to move on oo.xx....: its first move in natural order, 20, completes the top row.
    assert_eq!(score_frame["status"], "score");
    assert_eq!(score_frame["board"], "oo.xx....");
    assert_eq!(score_frame["score"], 1);
    assert_eq!(score_frame["alpha"], "-inf");
}

#[test]
fn depth_table_json_matches_the_reference_run() {
    let rows = json(&["depth-table", "--minimax", "--tt", "exact-sym", "--json"]);
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 9);
    let calculated: Vec<u64> = rows
        .iter()
        .map(|row| row["calculated"].as_u64().unwrap())
        .collect();
    assert_eq!(calculated, [2271, 1820, 1056, 250, 124, 34, 7, 1, 2]);
    assert_eq!(rows[3]["total"], 1349);
    assert_eq!(rows[0]["depth"], 0);
}

#[test]
fn compare_lists_every_reference_mode() {
    let rows = json(&["compare", "--json"]);
    let calculated: Vec<u64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["calculated"].as_u64().unwrap())
        .collect();
    assert_eq!(
        calculated,
        [
            549_946, 18_297, 16_811, 16_168, 2_271, 999, 1_069, 832, 2_312, 20_866
        ]
    );
    let text = String::from_utf8(abtutor(&["compare"]).stdout).unwrap();
    assert!(text.contains("alpha-beta, exact-sym table"), "{text}");
}

#[test]
fn a_finished_game_is_a_valid_root() {
    let value = json(&["stats", "--root", "00,01,10,11,20", "--json"]);
    assert_eq!(
        (value["calculated"].as_u64(), value["total"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(value["value"], 1);
}

#[test]
fn bad_input_is_refused_with_one_clear_line() {
    refused(&["stats", "--root", "00,00"], "already taken");
    refused(&["stats", "--root", "00,30"], "off the board");
    refused(&["stats", "--root", "a"], "not a move");
    refused(&["stats", "--root", "00,,10"], "not a move");
    refused(&["stats", "--root", "00,01,10,11,20,21"], "already over");
    refused(&["stats", "--tt", "maybe"], "invalid value 'maybe'");
    refused(&["stats", "--order", "random"], "invalid value 'random'");
    refused(&["stats", "--lang", "fr"], "invalid value 'fr'");
    refused(&["frame"], "--index");
    refused(&["frame", "--index", "73186"], "out of range");
    refused(&["frame", "--index", "-1"], "unexpected argument");
    refused(&["frame", "--index", "lots"], "invalid value 'lots'");
    refused(&["stats", "--bogus"], "unexpected argument");
    refused(&["dance"], "unrecognized subcommand");
}

#[test]
fn tables_export_as_csv_and_traces_as_json() {
    let output = abtutor(&["compare", "--csv"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "mode,value,sound,calculated,pruned,total,ratio,frames,visits,passes"
    );
    assert_eq!(lines.len(), 11);
    assert!(
        lines.contains(
            &"\"alpha-beta, exact-sym table\",1,false,999,548947,549946,0.182,3517,999,0"
        ),
        "{text}"
    );
    let depth = String::from_utf8(
        abtutor(&["depth-table", "--csv", "--minimax", "--tt", "exact-sym"]).stdout,
    )
    .unwrap();
    assert!(
        depth
            .lines()
            .nth(4)
            .unwrap()
            .ends_with(",250,1099,1349,18.532"),
        "{depth}"
    );

    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("trace.json");
    let output = abtutor(&[
        "trace",
        "--root",
        "00,10,20",
        "--tt",
        "bounds",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let trace: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let frames = trace["frames"].as_array().unwrap();
    assert_eq!(
        frames.len() as u64,
        trace["summary"]["frames"].as_u64().unwrap()
    );
    assert_eq!(frames[0]["status"], "start");
    assert!(
        frames
            .iter()
            .any(|frame| frame["classification"] == "fail-low")
    );
    refused(
        &["trace", "--out", "/nonexistent-folder/trace.json"],
        "could not write",
    );
}

#[test]
fn a_reader_that_stops_early_is_not_an_error() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["compare"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(status.success());
}

#[test]
fn other_games_give_their_published_figures() {
    for (game, nodes, value) in [
        ("othello4", 231_301, -10),
        ("kalah:3,2", 19_114, 4),
        ("kalah:4,1", 26_213, 2),
    ] {
        let minimax = json(&["stats", "--game", game, "--minimax", "--json"]);
        assert_eq!(minimax["calculated"], nodes, "{game}");
        assert_eq!(minimax["total"], nodes, "{game}");
        assert_eq!(minimax["value"], value, "{game}");
        let bounds = json(&["stats", "--game", game, "--tt", "bounds", "--json"]);
        assert_eq!(bounds["value"], value, "{game}");
        assert_eq!(bounds["sound"], true, "{game}");
    }
}

#[test]
fn other_games_take_roots_in_their_own_notation() {
    let line = "b1,a1,a2,c1,d1,a3,a4,d3";
    let before = json(&[
        "frame", "--game", "othello4", "--root", line, "--index", "0", "--json",
    ]);
    let passed = format!("{line},pass");
    let pass = json(&[
        "frame", "--game", "othello4", "--root", &passed, "--index", "0", "--json",
    ]);
    assert_eq!(pass["moves"], passed.as_str());
    assert_eq!(pass["board"], before["board"], "a pass changes no disc");
    assert_ne!(pass["max_node"], before["max_node"], "but the side to move");
    refused(
        &[
            "stats",
            "--game",
            "othello4",
            "--root",
            &format!("{line},b4"),
        ],
        "the only move is pass",
    );
    let extra_turn = json(&[
        "frame",
        "--game",
        "kalah:3,2",
        "--root",
        "2",
        "--index",
        "0",
        "--json",
    ]);
    assert_eq!(extra_turn["board"], "2,0,3|1|2,2,2|0");
    assert_eq!(extra_turn["max_node"], true, "the same side moves again");
    let compare = json(&["compare", "--game", "kalah:3,2", "--json"]);
    let rows = compare.as_array().unwrap();
    assert!(rows.iter().all(|row| row["total"] == 19_114));
    assert!(
        rows.iter().all(|row| !row["mode"]
            .as_str()
            .unwrap_or_default()
            .contains("shortest")),
        "Kalah scores no win by its length"
    );
}

#[test]
fn bad_input_for_other_games_is_refused_with_one_clear_line() {
    refused(&["stats", "--game", "kalah:0,4"], "from 1 to 6");
    refused(&["stats", "--game", "kalah:9,99"], "from 1 to 6");
    refused(&["stats", "--game", "go"], "unknown game");
    refused(
        &["stats", "--game", "othello4", "--root", "a1"],
        "turns no disc over",
    );
    refused(
        &["stats", "--game", "othello4", "--root", "pass"],
        "only when no move exists",
    );
    refused(
        &["stats", "--game", "othello4", "--root", "e9"],
        "off the board",
    );
    refused(
        &["stats", "--game", "kalah:3,2", "--root", "2,2"],
        "pit 2 is empty",
    );
    refused(
        &["stats", "--game", "kalah:3,2", "--root", "7"],
        "pit number from 1 to 3",
    );
    refused(
        &["stats", "--game", "kalah:2,1", "--root", "1,2,1,2,1,2,1,2"],
        "already over",
    );
    refused(
        &["stats", "--game", "othello4", "--shortest-victory"],
        "does not score wins by their length",
    );
    // Too big to build, small enough for alpha-beta to search to the ends of games.
    let value = json(&["stats", "--game", "kalah:4,2", "--json"]);
    assert_eq!(value["estimated"], true);
    assert!(value["total"].as_f64().expect("a total") > 40_000_000.0);
    // A whole game of Kalah(6,4) is refused: alpha-beta would never end.
    refused(
        &["stats", "--game", "kalah:6,4", "--order", "evaluation"],
        "too many to hold in memory",
    );
}

#[test]
fn a_depth_limit_searches_a_game_too_big_for_its_full_tree() {
    let value = json(&["stats", "--game", "kalah:6,4", "--depth", "6", "--json"]);
    assert_eq!(value["value"], 3);
    assert_eq!(value["calculated"], 3_786);
    assert_eq!(value["pruned"], 25_306);
    assert_eq!(value["total"], 29_092);
    assert_eq!(value["frames"], 15_142);
    refused(
        &["stats", "--game", "kalah:6,4"],
        "too many to hold in memory",
    );
    // Refused up front, with the request's own size estimated in the message (plain
    // alpha-beta is searched over the rules instead: tests/suite/deep_search.rs).
    refused(
        &["stats", "--game", "kalah:6,4", "--depth", "16", "--minimax"],
        "nodes (estimated)",
    );
    refused(&["stats", "--depth", "-1"], "unexpected argument");
    refused(&["stats", "--depth", "deep"], "invalid value 'deep'");
}

#[test]
fn stats_names_the_principal_variation() {
    let value = json(&["stats", "--tree", "((3,12,8),(2,4,6),(14,5,2))", "--json"]);
    assert_eq!(value["pv"], serde_json::json!(["1", "1"]));
    let value = json(&["stats", "--game", "kalah:3,2", "--minimax", "--json"]);
    let pv: Vec<String> = serde_json::from_value(value["pv"].clone()).unwrap();
    // Replaying the line reaches a finished game worth the root value.
    let end = json(&[
        "stats",
        "--game",
        "kalah:3,2",
        "--root",
        &pv.join(","),
        "--json",
    ]);
    assert_eq!(end["total"], 1, "{pv:?}");
    assert_eq!(end["value"], value["value"]);
    let output = abtutor(&["stats", "--root", "11,00"]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("principal variation "),
        "{text}"
    );
}

#[test]
fn store_first_order_searches_the_pit_nearest_the_store_first() {
    let natural = json(&["stats", "--game", "kalah:6,4", "--depth", "6", "--json"]);
    let store_first = json(&[
        "stats",
        "--game",
        "kalah:6,4",
        "--depth",
        "6",
        "--order",
        "store-first",
        "--json",
    ]);
    assert_eq!(store_first["value"], natural["value"]);
    assert_eq!(store_first["total"], natural["total"]);
    assert_ne!(store_first["calculated"], natural["calculated"]);
    let frame = json(&[
        "frame",
        "--game",
        "kalah:3,2",
        "--order",
        "store-first",
        "--index",
        "1",
        "--json",
    ]);
    assert_eq!(frame["moves"], "3", "{frame}");
    refused(&["stats", "--order", "store-first"], "no stores");
}

#[test]
fn compare_with_a_depth_limit_sets_the_orderings_side_by_side() {
    let rows = json(&["compare", "--game", "kalah:6,4", "--depth", "6", "--json"]);
    let calculated = |label: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|row| row["mode"] == label)
            .unwrap_or_else(|| panic!("{label} in {rows}"))["calculated"]
            .as_u64()
    };
    assert_eq!(calculated("alpha-beta"), Some(3786));
    assert_eq!(calculated("alpha-beta, evaluation order"), Some(794));
    assert_eq!(calculated("alpha-beta, best-first order"), Some(301));
    assert_eq!(calculated("alpha-beta, store-first order"), Some(1607));
    // Every iteration counted: the six searches to 1..6 plies, each trying the best move of the
    // one before first (their figures are pinned in tests/suite/deepening.rs).
    assert_eq!(calculated("alpha-beta, iterative deepening"), Some(2_151));
    let full = json(&["compare", "--json"]);
    assert_eq!(
        full.as_array().unwrap().len(),
        10,
        "the reference's ten rows"
    );
}

#[test]
fn iterative_deepening_prints_each_iteration_and_needs_a_depth() {
    let summary = json(&[
        "stats",
        "--game",
        "kalah:6,4",
        "--depth",
        "5",
        "--iterative",
        "--json",
    ]);
    let iterations = summary["iterations"].as_array().unwrap();
    let depths: Vec<u64> = iterations
        .iter()
        .map(|iteration| iteration["depth"].as_u64().unwrap())
        .collect();
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    let calculated: Vec<u64> = iterations
        .iter()
        .map(|iteration| iteration["calculated"].as_u64().unwrap())
        .collect();
    assert_eq!(calculated, [7, 17, 71, 253, 468]);
    assert_eq!(summary["calculated"], 816);
    // Each iteration's value is that of a search of its own to its depth.
    for (iteration, depth) in iterations.iter().zip(1..) {
        let depth = depth.to_string();
        let alone = json(&["stats", "--game", "kalah:6,4", "--depth", &depth, "--json"]);
        assert_eq!(iteration["value"], alone["value"], "depth {depth}");
        if depth == "1" {
            assert_eq!(iteration["calculated"], alone["calculated"]);
        }
    }
    assert_eq!(summary["value"], iterations[4]["value"]);
    let frame = json(&[
        "frame",
        "--game",
        "kalah:6,4",
        "--depth",
        "5",
        "--iterative",
        "--index",
        "30",
        "--json",
    ]);
    assert_eq!(frame["iteration"], 2, "{frame}");
    assert_eq!(frame["iteration_depth"], 2);
    refused(&["stats", "--iterative"], "--depth");
}

#[test]
fn stats_gives_the_playout_probabilities_of_random_play() {
    let value = json(&["stats", "--playout-probabilities", "--json"]);
    let chances = &value["playout_probabilities"];
    let read = |name: &str| chances[name].as_f64().expect("a number");
    // 737, 363 and 160 of 1,260: random tic-tac-toe from the empty board.
    assert!((read("first") - 737.0 / 1260.0).abs() < 1e-12, "{chances}");
    assert!((read("second") - 363.0 / 1260.0).abs() < 1e-12, "{chances}");
    assert!((read("draw") - 160.0 / 1260.0).abs() < 1e-12, "{chances}");
    refused(
        &["stats", "--playout-probabilities", "--depth", "3"],
        "needs the complete tree",
    );
}

#[test]
fn sampled_playouts_are_reproducible_and_near_the_exact_chances() {
    let run = |seed: &str| {
        json(&[
            "stats",
            "--sample-playouts",
            "20000",
            "--seed",
            seed,
            "--playout-probabilities",
            "--json",
        ])
    };
    let first = run("1");
    assert_eq!(first["sampled_playouts"], run("1")["sampled_playouts"]);
    assert_ne!(first["sampled_playouts"], run("2")["sampled_playouts"]);
    let sampled = &first["sampled_playouts"];
    assert_eq!(sampled["playouts"], 20000);
    assert_eq!(sampled["seed"], 1);
    for name in ["first", "second", "draw"] {
        let estimate = sampled[name].as_f64().expect("a rate");
        let exact = first["playout_probabilities"][name]
            .as_f64()
            .expect("a chance");
        // 20,000 playouts: within five standard errors of the exact chance.
        let error = (exact * (1.0 - exact) / 20000.0).sqrt();
        assert!(
            (estimate - exact).abs() < 5.0 * error,
            "{name}: {estimate} {exact}"
        );
    }
    refused(
        &["stats", "--sample-playouts", "5", "--depth", "3"],
        "needs the complete tree",
    );
}
