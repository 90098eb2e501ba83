//! `solve --part 9` to `--part 12`: the solver tutorial's last parts, node for node with
//! its own code and tables, on the first 100 positions of its sets
//! (`assets/connect4/parts9-12-first100.tsv`); and the refusals of their options.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::refused_in_one_line;

const POSITIONS: &str = include_str!("../../assets/connect4/parts9-12-first100.tsv");

/// `abtutor solve` with `options` over `input`: its standard output, after checking that
/// it succeeded.
fn solve(options: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .arg("solve")
        .args(options)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin
        .write_all(input.as_bytes())
        .expect("the input is written");
    drop(stdin);
    let output = child.wait_with_output().expect("the binary ends");
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{options:?}: {errors}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Every position of `set` solved with `--part part`: its score and nodes those of the
/// tutorial's code.
fn holds_the_tutorials_counts(set: &str, part: u8) {
    let mut rows = POSITIONS
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>());
    let header = rows.next().expect("a header");
    let nodes = header
        .iter()
        .position(|&title| title == format!("nodes_part{part}"))
        .expect("a column of the part");
    let rows: Vec<Vec<&str>> = rows
        .filter(|row| row[0] == set && !row[nodes].is_empty())
        .collect();
    assert!(!rows.is_empty(), "{set}");
    let input: String = rows.iter().map(|row| format!("{}\n", row[1])).collect();
    let output = solve(&["--part", &part.to_string()], &input);
    let solved: Vec<Vec<&str>> = output
        .lines()
        .map(|line| line.split(' ').collect())
        .collect();
    assert_eq!(solved.len(), rows.len(), "{set} part {part}");
    for (row, line) in rows.iter().zip(&solved) {
        assert_eq!(
            (line[0], line[1], line[2]),
            (row[1], row[2], row[nodes]),
            "{set} part {part}"
        );
    }
}

#[test]
fn parts_9_to_12_explore_the_tutorials_nodes_on_the_easy_sets() {
    for part in 9..=12 {
        holds_the_tutorials_counts("End-Easy", part);
        holds_the_tutorials_counts("Middle-Easy", part);
    }
}

#[test]
fn parts_10_to_12_explore_the_tutorials_nodes_on_middle_medium_and_begin_easy() {
    for part in 10..=12 {
        holds_the_tutorials_counts("Middle-Medium", part);
        holds_the_tutorials_counts("Begin-Easy", part);
    }
}

#[test]
fn part_9_explores_the_tutorials_nodes_from_the_middle_and_the_beginning() {
    holds_the_tutorials_counts("Begin-Easy", 9);
    holds_the_tutorials_counts("Middle-Medium", 9);
}

#[test]
fn every_part_from_3_solves_to_the_same_score_and_a_win_at_once_enters_no_node() {
    // Two plies from a win for the first player, then one from the end of a drawn game.
    let input = "121212\n71255763773133525731261364622167124446454\n";
    let mut outputs = Vec::new();
    for part in 3..=12 {
        let output = solve(&["--part", &part.to_string()], input);
        let fields: Vec<Vec<String>> = output
            .lines()
            .map(|line| line.split(' ').take(3).map(str::to_string).collect())
            .collect();
        outputs.push((part, fields));
    }
    for (part, fields) in &outputs {
        assert_eq!(fields[0][1], "18", "part {part}");
        assert_eq!(fields[1][1], "0", "part {part}");
        // From part 9 on, the root is asked for a win before any node is entered.
        let root_nodes = if *part >= 9 { "0" } else { "1" };
        assert_eq!(fields[0][2], root_nodes, "part {part}");
    }
}

#[test]
fn a_parts_options_are_refused_where_they_do_not_apply() {
    refused_in_one_line(&["solve", "--part", "12", "--order", "center"], "--order");
    refused_in_one_line(&["solve", "--part", "9", "--win-check"], "--win-check");
    refused_in_one_line(&["solve", "--part", "10", "--tt", "upper"], "--tt");
    refused_in_one_line(&["solve", "--skip-losing", "--win-check"], "--skip-losing");
    refused_in_one_line(&["solve", "--minimax", "--skip-losing"], "--minimax");
    refused_in_one_line(&["solve", "--minimax", "--tt", "lower-upper"], "--minimax");
    refused_in_one_line(&["solve", "--score-bound"], "--win-check");
    refused_in_one_line(
        &["solve", "--part", "12", "--game", "kalah:3,2"],
        "connect4",
    );
    refused_in_one_line(&["solve", "--part", "13"], "13");
    refused_in_one_line(&["solve", "--part", "2"], "2");
}

#[test]
fn every_idea_of_the_last_parts_combines_with_the_others_on_a_small_board() {
    let input = "23\n1234\n2233\n";
    let plain = solve(&["--game", "connect4:4,4", "--minimax"], input);
    let score = |output: &str| -> Vec<String> {
        output
            .lines()
            .map(|line| line.split(' ').nth(1).expect("a score").to_string())
            .collect()
    };
    for options in [
        &["--skip-losing", "--score-bound", "--order", "threats"][..],
        &["--skip-losing", "--tt", "compact", "--search", "bisect"][..],
        &[
            "--win-check",
            "--score-bound",
            "--tt",
            "lower-upper",
            "--order",
            "threats",
        ][..],
        &["--skip-losing", "--tt", "lower-upper", "--order", "center"][..],
        &["--order", "threats", "--tt", "compact"][..],
    ] {
        let options = [&["--game", "connect4:4,4"][..], options].concat();
        assert_eq!(score(&solve(&options, input)), score(&plain), "{options:?}");
    }
}

#[test]
fn stats_trace_and_frame_take_a_part_and_count_its_nodes() {
    let moves = "2252576253462244111563365343671351441";
    let root: Vec<String> = moves.chars().map(String::from).collect();
    let root = root.join(",");
    for part in ["9", "12"] {
        let solved = solve(&["--part", part], &format!("{moves}\n"));
        let nodes = solved.split(' ').nth(2).expect("nodes").to_string();
        let output = crate::common::abtutor(&[
            "stats", "--game", "connect4", "--root", &root, "--part", part, "--json",
        ]);
        assert!(output.status.success(), "{output:?}");
        let stats: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(stats["visits"].to_string(), nodes, "part {part}: {stats}");
    }
    let output = crate::common::abtutor(&[
        "frame", "--game", "connect4", "--root", &root, "--part", "12", "--index", "0", "--json",
    ]);
    assert!(output.status.success(), "{output:?}");
    let frame: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let threats = frame["threats"].as_array().expect("each child's threats");
    assert_eq!(threats.len(), 2, "{frame}");
    refused_in_one_line(
        &["stats", "--game", "kalah:3,2", "--part", "12"],
        "connect4",
    );
    refused_in_one_line(
        &[
            "stats", "--game", "connect4", "--part", "12", "--tt", "upper",
        ],
        "--tt",
    );
    refused_in_one_line(
        &["trace", "--game", "connect4", "--part", "1", "--out", "-"],
        "3 to 12",
    );
}
