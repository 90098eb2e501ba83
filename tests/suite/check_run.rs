//! `abtutor check --run`: students' Python programs run with the helper and checked, each
//! ending in its own outcome, the batch going on.

use std::collections::HashMap;
use std::process::{Command, Output};

fn abtutor(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn program(name: &str) -> String {
    format!(
        "{}/tests/data/programs/{name}.py",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The rows `check --run --json` printed, one JSON object a line.
pub fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|_| {
                panic!(
                    "a JSON object a line: {line}; stderr: {}",
                    String::from_utf8_lossy(&output.stderr)
                )
            })
        })
        .collect()
}

/// `check --run --json` over the programs: each file's row by its name, and the status.
fn run_checked(names: &[&str], extra: &[&str]) -> (HashMap<String, serde_json::Value>, i32) {
    let paths: Vec<String> = names.iter().map(|name| program(name)).collect();
    let mut args = vec!["check", "--run", "--json", "--jobs", "2"];
    args.extend(extra);
    args.extend(paths.iter().map(String::as_str));
    let output = abtutor(&args);
    let rows = json_lines(&output);
    let by_name = rows
        .into_iter()
        .map(|row| {
            let file = row["file"].as_str().unwrap().to_string();
            let name = file.rsplit('/').next().unwrap().trim_end_matches(".py");
            (name.to_string(), row)
        })
        .collect();
    (by_name, output.status.code().unwrap_or(-1))
}

#[test]
fn correct_and_buggy_programs_are_checked_and_their_bugs_named_with_the_branch() {
    let (rows, status) = run_checked(
        &[
            "correct",
            "garbage_printed",
            "no_cut_on_equality",
            "wrong_bound_max_only",
            "swapped_branches",
            "swapped_branches_returns_kept",
            "window_reset_min_only",
            "stale_window_max_only",
            "no_break_min_only",
        ],
        // Time enough beside the other tests on two cores: these runs are not about time.
        &["--time-limit", "300"],
    );
    assert_eq!(status, 1, "some differ, none invalid");
    for name in ["correct", "garbage_printed"] {
        assert_eq!(rows[name]["outcome"], "checked", "{name}");
        assert_eq!(rows[name]["verdict"], "correct", "{name}");
    }
    assert_eq!(rows["correct"]["events"], 36594);
    let named = |name: &str| -> (Vec<String>, Vec<serde_json::Value>) {
        let row = &rows[name];
        assert_eq!(row["verdict"], "differs", "{name}");
        let bugs = row["diagnosis"]
            .as_array()
            .unwrap()
            .iter()
            .map(|bug| bug.as_str().unwrap().to_string())
            .collect();
        (bugs, row["diagnosis_branches"].as_array().unwrap().clone())
    };
    assert_eq!(
        named("no_cut_on_equality"),
        (vec!["no-cut-on-equality".to_string()], vec!["max".into()])
    );
    assert_eq!(
        named("wrong_bound_max_only"),
        (vec!["wrong-bound-returned".to_string()], vec!["max".into()])
    );
    assert_eq!(
        named("window_reset_min_only"),
        (vec!["window-reset".to_string()], vec!["min".into()])
    );
    assert_eq!(
        named("stale_window_max_only"),
        (vec!["stale-window".to_string()], vec!["max".into()])
    );
    // A min branch without its break never cuts there: both names fit.
    assert_eq!(
        named("no_break_min_only"),
        (
            vec!["no-pruning".to_string(), "no-break".to_string()],
            vec!["min".into(), "min".into()]
        )
    );
    for name in ["swapped_branches", "swapped_branches_returns_kept"] {
        let (bugs, branches) = named(name);
        assert_eq!(bugs, vec!["swapped-bounds".to_string()], "{name}");
        assert_eq!(
            branches,
            vec![serde_json::Value::Null],
            "{name}: both branches"
        );
    }
    // The wrong value is written by `trace.end(pos, beta)` on line 18 of the max branch,
    // at a max node whose search the min branch called on line 22.
    let wrong_bound = &rows["wrong_bound_max_only"];
    assert_eq!(wrong_bound["code_line"], 18);
    assert_eq!(wrong_bound["call_line"], 22);
    // The line shown is the one that holds the bug: the return of the wrong bound.
    assert_eq!(wrong_bound["program_line_text"], "return beta");
    assert_eq!(wrong_bound["bug_lines"], serde_json::json!([[19]]));
    // A node entered after the cut should have happened: the call that entered it.
    assert_eq!(rows["no_cut_on_equality"]["call_line"], 14);
    assert_eq!(rows["no_cut_on_equality"]["code_line"], 7);
}

#[test]
fn programs_that_cannot_be_checked_each_get_their_own_outcome() {
    let (rows, status) = run_checked(
        &[
            "endless",
            "crash",
            "no_trace",
            "memory",
            "forks",
            "syntax_error",
            "malformed",
            "exits_early",
            "not_python",
            "correct",
        ],
        &["--time-limit", "2", "--memory-limit", "256M"],
    );
    assert_eq!(status, 2, "some could not be checked");
    let outcome = |name: &str| rows[name]["outcome"].as_str().unwrap().to_string();
    assert_eq!(outcome("endless"), "timeout");
    assert_eq!(outcome("memory"), "memory");
    assert_eq!(outcome("no_trace"), "no-trace");
    for name in [
        "crash",
        "forks",
        "syntax_error",
        "exits_early",
        "not_python",
    ] {
        assert_eq!(outcome(name), "crashed", "{name}");
        assert_eq!(rows[name]["verdict"], "invalid", "{name}");
    }
    let error = |name: &str| rows[name]["error"].as_str().unwrap().to_string();
    assert!(error("crash").contains("RuntimeError: not written yet"));
    assert!(error("forks").contains("64 processes"));
    assert!(error("syntax_error").contains("SyntaxError"));
    assert!(error("exits_early").contains('3'));
    // Hand-written events that name no node: checked, and invalid at their line.
    assert_eq!(outcome("malformed"), "checked");
    assert!(error("malformed").starts_with("trace line 3"));
    // The batch went on to the last program.
    assert_eq!(rows["correct"]["verdict"], "correct");
}

#[test]
fn a_report_for_the_teacher_is_written_as_csv_and_html() {
    let folder = tempfile::tempdir().unwrap();
    let report = folder.path().join("report");
    let output = abtutor(&[
        "check",
        "--run",
        "--report",
        report.to_str().unwrap(),
        &program("correct"),
        &program("wrong_bound_max_only"),
    ]);
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("your line 19: return beta"), "{text}");
    let csv = std::fs::read_to_string(report.join("report.csv")).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[1].contains(",checked,correct,"), "{}", lines[1]);
    assert!(lines[2].contains("wrong-bound-returned"), "{}", lines[2]);
    let html = std::fs::read_to_string(report.join("report.html")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("1 correct, 1 differ, 0 invalid"));
    assert!(html.contains("your line 19: return beta"));
}

#[test]
fn every_correct_program_exits_zero_and_bad_switches_say_why() {
    let output = abtutor(&["check", "--run", &program("correct")]);
    assert_eq!(output.status.code(), Some(0));
    for (switches, expected) in [
        (vec!["--time-limit", "0"], "--time-limit"),
        (vec!["--memory-limit", "lots"], "--memory-limit"),
        (vec!["--python", "/no/such/python"], "no Python interpreter"),
        (vec!["--root", "99"], "off the board"),
        (vec!["--game", "kalah:6,4"], "too many to hold"),
    ] {
        let mut args = vec!["check", "--run"];
        args.extend(switches);
        let path = program("correct");
        args.push(&path);
        let output = abtutor(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(expected), "{args:?}: {error}");
        assert_eq!(error.trim().lines().count(), 1, "one line: {error}");
    }
    let output = abtutor(&["check", "--jobs", "2", &program("correct")]);
    assert_eq!(output.status.code(), Some(2), "--jobs needs --run");
}

#[test]
fn the_helper_serves_every_game_negamax_and_depth_limits() {
    let (rows, status) = run_checked(&["negamax"], &[]);
    assert_eq!(status, 0);
    assert_eq!(rows["negamax"]["verdict"], "correct", "{}", rows["negamax"]);
    for (game, depth) in [
        ("kalah:3,2", None),
        ("othello4", Some("4")),
        ("connect4:4,4", Some("4")),
        ("othello6", Some("3")),
        ("tree:((3,12,8),(2,4,6),(14,5,2))", None),
    ] {
        let mut extra = vec!["--game", game];
        if let Some(depth) = depth {
            extra.extend(["--depth", depth]);
        }
        let (rows, status) = run_checked(&["depth_limited"], &extra);
        assert_eq!(status, 0, "{game}");
        assert_eq!(rows["depth_limited"]["verdict"], "correct", "{game}");
    }
}

/// Unconfined, a program imports its own modules beside it and files there do not stand
/// in for the helper; in the sandbox it sees none of them (only its own file).
#[test]
fn files_beside_a_program_do_not_stand_in_for_the_helper() {
    let folder = tempfile::tempdir().unwrap();
    let student = folder.path().join("student.py");
    std::fs::copy(program("correct"), &student).unwrap();
    // An old helper copied beside the program, and a module named like ours.
    std::fs::write(
        folder.path().join("abtrace.py"),
        "raise ImportError('old copy')\n",
    )
    .unwrap();
    std::fs::write(
        folder.path().join("abtutor.py"),
        "raise ImportError('not ours')\n",
    )
    .unwrap();
    std::fs::write(folder.path().join("helper_of_mine.py"), "ANSWER = 42\n").unwrap();
    let source = std::fs::read_to_string(&student).unwrap();
    std::fs::write(
        &student,
        format!("from helper_of_mine import ANSWER\nassert ANSWER == 42\n{source}"),
    )
    .unwrap();
    let student = student.to_str().unwrap();
    let output = abtutor(&["check", "--run", "--json", "--no-sandbox", student]);
    let rows = json_lines(&output);
    assert_eq!(rows[0]["verdict"], "correct", "{rows:?}");
    assert_eq!(output.status.code(), Some(0));
    let output = abtutor(&["check", "--run", "--json", student]);
    let rows = json_lines(&output);
    assert_eq!(rows[0]["outcome"], "crashed", "{rows:?}");
    assert!(
        rows[0]["error"]
            .as_str()
            .unwrap()
            .contains("helper_of_mine")
    );
}

#[test]
fn a_table_hit_missed_or_made_up_is_said_as_such() {
    // A minimax without a table, held against minimax with the exact table.
    let (rows, _) = run_checked(
        &["minimax_as_alpha_beta"],
        &["--minimax", "--tt", "exact", "--time-limit", "300"],
    );
    let first = &rows["minimax_as_alpha_beta"]["first_difference"];
    assert_eq!(first["kind"], "missed-table-hit", "{first}");
    assert_eq!(first["node"], "00,10,20,01,11,02,12,21");
    // A minimax with a table, held against plain minimax; then against its own search.
    let (rows, _) = run_checked(&["minimax_table"], &["--minimax"]);
    let row = &rows["minimax_table"];
    assert_eq!(row["first_difference"]["kind"], "extra-table-hit", "{row}");
    assert_eq!(row["program_line_text"], "trace.tt(pos, table[pos])");
    let (rows, status) = run_checked(&["minimax_table"], &["--minimax", "--tt", "exact"]);
    assert_eq!(rows["minimax_table"]["verdict"], "correct");
    assert_eq!(status, 0);
}
