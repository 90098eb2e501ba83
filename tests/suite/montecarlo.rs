//! Primitive Monte Carlo and MCTS from the command line: the same seed gives the same
//! playouts, and every figure equals a re-derivation written apart from abtutor
//! (`tests/data/montecarlo.py`), run unchanged from several positions and seeds.

use std::process::Command;

use crate::common;
use common::{json, refused_in_one_line};

/// The re-derivation's answer for the same search.
fn reference(
    kind: &str,
    root: &str,
    count: u32,
    seed: u64,
    exploration: Option<f64>,
) -> serde_json::Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/montecarlo.py");
    let mut command = Command::new("python3");
    command.args([script, kind, root, &count.to_string(), &seed.to_string()]);
    if let Some(c) = exploration {
        command.arg(c.to_string());
    }
    let output = command.output().expect("python3 runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the script prints JSON")
}

#[test]
fn primitive_monte_carlo_equals_the_re_derivation() {
    for (root, playouts, seed) in [
        ("", 200, 1),
        ("11", 300, 7),
        ("00,11,22", 150, 12345),
        ("11,00,22,20", 500, 0),
    ] {
        let (count, seed_text) = (playouts.to_string(), seed.to_string());
        let ours = json(&[
            "stats",
            "--search",
            "pmc",
            "--playouts",
            &count,
            "--seed",
            &seed_text,
            "--root",
            root,
            "--json",
        ]);
        let theirs = reference("pmc", root, playouts, seed, None);
        assert_eq!(
            ours["children"], theirs["children"],
            "root {root:?} seed {seed}"
        );
        assert_eq!(
            ours["chosen"], theirs["chosen"],
            "root {root:?} seed {seed}"
        );
        // Every move's playouts add up to N.
        for child in ours["children"].as_array().unwrap() {
            let total = ["wins", "draws", "losses"]
                .iter()
                .map(|key| child[key].as_u64().unwrap())
                .sum::<u64>();
            assert_eq!(total, playouts as u64);
        }
    }
}

#[test]
fn mcts_equals_the_re_derivation_iteration_for_iteration() {
    for (root, iterations, seed, exploration) in [
        ("", 2000, 1, None),
        ("", 500, 99, Some(0.5)),
        ("11", 1500, 3, None),
        ("00,11,22", 800, 2026, Some(2.0)),
        ("11,00,22,20", 300, 5, Some(0.0)),
    ] {
        let (count, seed_text) = (iterations.to_string(), seed.to_string());
        let exploration_text = exploration.map(|c: f64| c.to_string());
        let mut args = vec![
            "stats",
            "--search",
            "mcts",
            "--iterations",
            &count,
            "--seed",
            &seed_text,
            "--root",
            root,
            "--json",
        ];
        if let Some(text) = &exploration_text {
            args.extend(["--exploration", text]);
        }
        let ours = json(&args);
        let theirs = reference("mcts", root, iterations, seed, exploration);
        assert_eq!(
            ours["children"], theirs["children"],
            "root {root:?} seed {seed}"
        );
        assert_eq!(ours["chosen"], theirs["chosen"]);
        assert_eq!(ours["nodes"], theirs["nodes"]);
        let visits: u64 = ours["children"]
            .as_array()
            .unwrap()
            .iter()
            .map(|child| child["visits"].as_u64().unwrap())
            .sum();
        assert_eq!(
            visits, iterations as u64,
            "each iteration passes one root child"
        );
    }
}

#[test]
fn monte_carlo_runs_on_every_game_without_a_tree_and_repeats_by_seed() {
    for game in [
        "othello4",
        "othello6",
        "kalah:6,4",
        "kalah:3,2",
        "tree:((3,12,8),(2,4,6),(14,5,2))",
    ] {
        let run = |seed: &str| {
            json(&[
                "stats",
                "--game",
                game,
                "--search",
                "mcts",
                "--iterations",
                "400",
                "--seed",
                seed,
                "--json",
            ])
        };
        let first = run("4");
        assert_eq!(first, run("4"), "{game}: the same seed, the same search");
        let visits: u64 = first["children"]
            .as_array()
            .unwrap()
            .iter()
            .map(|child| child["visits"].as_u64().unwrap())
            .sum();
        assert_eq!(visits, 400, "{game}");
        let pmc = json(&[
            "stats",
            "--game",
            game,
            "--search",
            "pmc",
            "--playouts",
            "20",
            "--json",
        ]);
        assert!(pmc["chosen"].is_string(), "{game}");
    }
}

#[test]
fn bad_monte_carlo_requests_get_one_error_line() {
    for (args, needle) in [
        (
            vec!["stats", "--search", "mcts", "--iterations", "0"],
            "at least 1",
        ),
        (
            vec!["stats", "--search", "mcts", "--iterations", "50000000"],
            "GB",
        ),
        (
            vec![
                "stats",
                "--search",
                "mcts",
                "--iterations",
                "10",
                "--exploration",
                "-1",
            ],
            "exploration",
        ),
        (vec!["stats", "--playouts", "5"], "--search pmc"),
        (vec!["stats", "--search", "pmc"], "--playouts N"),
        (vec!["stats", "--search", "mcts"], "--iterations N"),
        (vec!["stats", "--iterations", "5"], "--search mcts"),
        (
            vec![
                "stats",
                "--search",
                "mcts",
                "--iterations",
                "5",
                "--depth",
                "3",
            ],
            "--depth",
        ),
        (
            vec![
                "stats",
                "--search",
                "pmc",
                "--playouts",
                "5",
                "--root",
                "00,10,20,01,11,21,02",
            ],
            "over",
        ),
        (
            vec!["frame", "--index", "1", "--search", "mcts"],
            "--iterations N",
        ),
        (
            vec!["depth-table", "--search", "mcts"],
            "stats, frame, trace and render only",
        ),
        (
            vec![
                "frame",
                "--index",
                "99",
                "--search",
                "pmc",
                "--playouts",
                "2",
            ],
            "out of range",
        ),
    ] {
        refused_in_one_line(&args, needle);
    }
}

#[test]
fn compare_sets_the_monte_carlo_searches_beside_alpha_beta() {
    let rows = json(&[
        "compare",
        "--preset",
        "monte-carlo",
        "--root",
        "11,00",
        "--playouts",
        "300",
        "--iterations",
        "3000",
        "--seed",
        "9",
        "--json",
    ]);
    let rows = rows.as_array().expect("one row a search");
    assert_eq!(rows.len(), 3);
    let alpha_beta = json(&["stats", "--root", "11,00", "--json"]);
    assert_eq!(rows[0]["touched"], alpha_beta["calculated"]);
    assert_eq!(rows[0]["chosen"], alpha_beta["pv"][0]);
    let pmc = json(&[
        "stats",
        "--root",
        "11,00",
        "--search",
        "pmc",
        "--playouts",
        "300",
        "--seed",
        "9",
        "--json",
    ]);
    assert_eq!(rows[1]["chosen"], pmc["chosen"]);
    let mcts = json(&[
        "stats",
        "--root",
        "11,00",
        "--search",
        "mcts",
        "--iterations",
        "3000",
        "--seed",
        "9",
        "--json",
    ]);
    assert_eq!(rows[2]["chosen"], mcts["chosen"]);
    assert_eq!(rows[2]["touched"], mcts["nodes"]);
    // Each chosen move's exact value is the minimax value of the position it leads to.
    for row in rows {
        let line = format!("11,00,{}", row["chosen"].as_str().unwrap());
        let after = json(&["stats", "--root", &line, "--minimax", "--json"]);
        assert_eq!(row["exact_value"], after["minimax_value"], "{row}");
        assert_eq!(row["best_value"], alpha_beta["minimax_value"]);
    }
}
