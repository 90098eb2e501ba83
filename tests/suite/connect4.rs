//! Connect Four's solver reproduces the solver tutorial's benchmark to the node: every
//! position's score and nodes explored, in each part's configuration, on the first 200 of
//! its End-Easy positions (`assets/connect4/end-easy-200.tsv`, from its data folder).

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::refused_in_one_line;

const BENCHMARK: &str = include_str!("../../assets/connect4/end-easy-200.tsv");

/// `abtutor solve` with `options`, standard input `input`: its output, error and status.
fn solve(options: &[&str], input: &str) -> (String, String, Option<i32>) {
    solve_bytes(options, input.as_bytes())
}

/// As [`solve`], with any bytes on standard input.
fn solve_bytes(options: &[&str], input: &[u8]) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .arg("solve")
        .args(options)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(input)
        .expect("the input is written");
    let output = child.wait_with_output().expect("the binary ends");
    (
        String::from_utf8(output.stdout).expect("UTF-8"),
        String::from_utf8(output.stderr).expect("UTF-8"),
        output.status.code(),
    )
}

/// Every benchmark line's moves, score and nodes against the column `nodes_column`.
fn holds_the_tutorials_counts(options: &[&str], nodes_column: &str, mean_nodes: f64) {
    let mut rows = BENCHMARK
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>());
    let header = rows.next().expect("a header");
    let column = |name: &str| header.iter().position(|&title| title == name).expect(name);
    let weak = nodes_column.ends_with("weak");
    let (score, nodes) = (
        column(if weak { "weak_score" } else { "score" }),
        column(nodes_column),
    );
    let rows: Vec<Vec<&str>> = rows.collect();
    let input: String = rows.iter().map(|row| format!("{}\n", row[0])).collect();
    let (output, errors, status) = solve(options, &input);
    assert_eq!(status, Some(0), "{options:?}: {errors}");
    let solved: Vec<Vec<&str>> = output
        .lines()
        .map(|line| line.split(' ').collect())
        .collect();
    assert_eq!(solved.len(), rows.len());
    let mut total = 0u64;
    for (row, line) in rows.iter().zip(&solved) {
        assert_eq!(line.len(), 4, "moves score nodes microseconds: {line:?}");
        assert_eq!(
            (line[0], line[1], line[2]),
            (row[0], row[score], row[nodes]),
            "{options:?}"
        );
        total += line[2].parse::<u64>().expect("a count");
    }
    let mean = total as f64 / rows.len() as f64;
    assert!((mean - mean_nodes).abs() < 0.01, "{options:?}: mean {mean}");
}

#[test]
fn part_3_negamax_with_the_win_check_explores_12963_nodes_a_position() {
    holds_the_tutorials_counts(&["--minimax", "--win-check"], "nodes_part3", 12962.69);
}

#[test]
fn part_4_alpha_beta_with_the_score_bound_explores_336_8() {
    holds_the_tutorials_counts(&["--win-check", "--score-bound"], "nodes_part4", 336.85);
}

#[test]
fn part_5_the_centre_first_order_explores_144_1_and_weak_120_5() {
    let part_5 = ["--win-check", "--score-bound", "--order", "center"];
    holds_the_tutorials_counts(&part_5, "nodes_part5", 144.05);
    let weak = [&part_5[..], &["--weak"]].concat();
    holds_the_tutorials_counts(&weak, "nodes_part5_weak", 120.53);
}

#[test]
fn part_7_the_table_of_upper_bounds_explores_90_65_and_part_8_bisection_126_2() {
    let part_7 = [
        "--win-check",
        "--score-bound",
        "--order",
        "center",
        "--tt",
        "upper",
    ];
    holds_the_tutorials_counts(&part_7, "nodes_part7", 90.65);
    let part_8 = [&part_7[..], &["--search", "bisect"]].concat();
    holds_the_tutorials_counts(&part_8, "nodes_part8", 126.22);
}

#[test]
fn a_bad_line_is_named_on_standard_error_and_the_run_goes_on() {
    let end_game = "2252576253462244111563365343671351441";
    let input = format!("{end_game}\n\n44x\n1111111\n1212121\n{end_game}\n");
    let (output, errors, status) = solve(&["--win-check", "--score-bound"], &input);
    assert_eq!(status, Some(1));
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 6, "{output}");
    assert_eq!(lines[0].split(' ').nth(1), Some("-1"), "{output}");
    assert!(lines[1..5].iter().all(|line| line.is_empty()), "{output}");
    // The line after the bad ones is solved as the first was (the time aside).
    let fields = |line: &str| {
        line.split(' ')
            .take(3)
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(fields(lines[5]), fields(lines[0]));
    let errors: Vec<&str> = errors.lines().collect();
    assert_eq!(errors.len(), 4, "{errors:?}");
    assert!(errors[0].contains("line 2") && errors[0].contains("empty"));
    assert!(errors[1].contains("line 3") && errors[1].contains("move 3 'x'"));
    assert!(
        errors[2].contains("line 4") && errors[2].contains("move 7") && errors[2].contains("full")
    );
    assert!(
        errors[3].contains("line 5")
            && errors[3].contains("move 7")
            && errors[3].contains("ends the game")
    );
}

#[test]
fn solve_takes_only_a_game_scored_by_how_soon_it_is_won() {
    refused_in_one_line(&["solve", "--game", "kalah:3,2"], "connect4");
    refused_in_one_line(&["solve", "--game", "connect4:9,9"], "connect4:W,H");
    refused_in_one_line(&["solve", "--minimax", "--tt", "upper"], "--minimax");
    // Minimax would never use the bound: refused as the recorder's options refuse it.
    refused_in_one_line(&["solve", "--minimax", "--score-bound"], "--score-bound");
}

#[test]
fn small_boards_solve_to_the_score_of_plain_negamax() {
    // 4 × 4 from the empty board is a draw; its first moves decide nothing either.
    for line in ["1", "2", "12", "2323"] {
        let (minimax, _, _) = solve(
            &["--game", "connect4:4,4", "--minimax"],
            &format!("{line}\n"),
        );
        let (bisected, _, _) = solve(
            &[
                "--game",
                "connect4:4,4",
                "--win-check",
                "--score-bound",
                "--order",
                "center",
                "--tt",
                "upper",
                "--search",
                "bisect",
            ],
            &format!("{line}\n"),
        );
        let score = |output: &str| output.split(' ').nth(1).expect("a score").to_string();
        assert_eq!(score(&minimax), score(&bisected), "{line}");
    }
}

#[test]
fn a_full_column_drops_out_of_the_centre_order_and_the_rest_keep_their_places() {
    use abtutor::search::ChildOrder;
    let mut moves = vec![0u8, 1, 2, 4, 5, 6];
    ChildOrder::Center.arrange(&mut moves, (false, 7), |_| 0, |_| false, |&mv| mv);
    assert_eq!(moves, vec![2, 4, 1, 5, 0, 6]);
}

#[test]
fn the_centre_order_is_refused_where_moves_are_not_columns() {
    refused_in_one_line(
        &["stats", "--game", "kalah:3,2", "--order", "center"],
        "Connect Four only",
    );
}

#[test]
fn bytes_that_are_no_text_make_a_bad_line_too() {
    let end_game = "2252576253462244111563365343671351441";
    let input = [&b"\xff\xfe4\n"[..], end_game.as_bytes(), b"\r\n"].concat();
    let (output, errors, status) = solve_bytes(&["--win-check", "--score-bound"], &input);
    assert_eq!(status, Some(1));
    assert_eq!(output.lines().count(), 2, "{output}");
    assert!(
        output
            .lines()
            .nth(1)
            .is_some_and(|line| line.starts_with(end_game))
    );
    assert!(errors.contains("line 1: move 1"), "{errors}");
}

#[test]
fn a_line_longer_than_any_position_is_skipped_unread() {
    let end_game = "2252576253462244111563365343671351441";
    // 8 MB of digits: cut at the cap, named, and the next line still solved.
    let input = [
        "4".repeat(8 << 20).as_bytes(),
        b"\n",
        end_game.as_bytes(),
        b"\n",
    ]
    .concat();
    let (output, errors, status) = solve_bytes(&["--win-check", "--score-bound"], &input);
    assert_eq!(status, Some(1));
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 2, "{output}");
    assert!(
        lines[0].is_empty() && lines[1].starts_with(end_game),
        "{output}"
    );
    assert!(errors.contains("line 1: longer than"), "{errors}");
    assert!(
        errors.len() < 200,
        "the line is not echoed: {} bytes",
        errors.len()
    );
}

/// `--record` takes each search from the solver as it solves; a search whose tree might not
/// fit is recorded as the player records it, and one that does not fit is named.
#[test]
fn a_recorded_search_too_big_to_grow_is_named_and_the_others_saved() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("part8.abrec");
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["solve", "--win-check", "--score-bound", "--order", "center"])
        .args(["--tt", "upper", "--search", "bisect", "--record"])
        .arg(&path)
        .env("ABTUTOR_MAX_GROWN_NODES", "1000")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Over 4,000 nodes explored, then 7.
    let input = "652146735561557315663163\n2252576253462244111563365343671351441\n";
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input.as_bytes()).expect("written");
    drop(stdin);
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    let error = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.starts_with("error: line 1:"), "{error}");
    assert!(error.contains("1,000"), "{error}");
    let saved = abtutor::setup::read_recordings(&path).expect("a recordings file");
    assert_eq!(saved.len(), 1);
    assert!(saved[0].setup.root.starts_with("2,2,5"));
    assert_eq!(saved[0].visits, 7);
}
