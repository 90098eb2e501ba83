//! A student's bug named for the branch it is in, at the line of the program that holds
//! it: the comparison that should cut, the call that passes the wrong window, the return
//! of the wrong bound, the wrong starting value.

use std::collections::HashMap;

use crate::common::abtutor;

fn program(name: &str) -> String {
    format!(
        "{}/tests/data/programs/{name}.py",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// `check --run --json` over the programs: each row by the program's name.
fn rows(names: &[&str]) -> HashMap<String, serde_json::Value> {
    let paths: Vec<String> = names.iter().map(|name| program(name)).collect();
    // Two million events a run, beside the other tests on two cores: time enough for all.
    let mut args = vec![
        "check",
        "--run",
        "--json",
        "--jobs",
        "2",
        "--time-limit",
        "300",
    ];
    args.extend(paths.iter().map(String::as_str));
    let output = abtutor(&args);
    let rows = crate::check_run::json_lines(&output);
    rows.into_iter()
        .map(|row| {
            let file = row["file"].as_str().unwrap().to_string();
            let name = file.rsplit('/').next().unwrap().trim_end_matches(".py");
            (name.to_string(), row)
        })
        .collect()
}

/// The bugs named, their branches ("max", "min", "both") and their lines.
fn diagnosis(row: &serde_json::Value) -> Vec<(String, String, Vec<u64>)> {
    let names = row["diagnosis"].as_array().unwrap();
    let branches = row["diagnosis_branches"].as_array().unwrap();
    let lines = row["bug_lines"].as_array().unwrap();
    assert_eq!(
        names.len(),
        lines.len(),
        "bug_lines is parallel to diagnosis"
    );
    names
        .iter()
        .zip(branches)
        .zip(lines)
        .map(|((name, branch), lines)| {
            (
                name.as_str().unwrap().to_string(),
                branch.as_str().unwrap_or("both").to_string(),
                lines
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|line| line.as_u64().unwrap())
                    .collect(),
            )
        })
        .collect()
}

fn named(bug: &str, branch: &str, lines: &[u64]) -> Vec<(String, String, Vec<u64>)> {
    vec![(bug.to_string(), branch.to_string(), lines.to_vec())]
}

#[test]
fn each_slip_is_named_in_its_branch_at_its_own_line() {
    let names = [
        "bound_not_passed_min_only",
        "bound_not_passed_max_only",
        "bound_not_passed_both",
        "window_swapped_in_call",
        "window_swapped_in_call_min_only",
        "no_cut_on_equality_min_only",
        "no_cut_on_equality",
        "negamax_window_not_negated",
        "negamax_window_passed_as_is",
        "wrong_initial_value_max_only",
        "wrong_initial_value_min_only",
        "wrong_initial_value_returned",
        "stale_window_max_only",
        "wrong_bound_max_only",
        "swapped_branches",
        "window_reset_min_only",
        "correct",
    ];
    let rows = rows(&names);
    let expected = [
        (
            "bound_not_passed_min_only",
            named("bound-not-passed", "min", &[22]),
        ),
        (
            "bound_not_passed_max_only",
            named("bound-not-passed", "max", &[14]),
        ),
        (
            "bound_not_passed_both",
            named("bound-not-passed", "both", &[14, 22]),
        ),
        (
            "window_swapped_in_call",
            named("window-swapped-in-call", "both", &[14, 22]),
        ),
        (
            "window_swapped_in_call_min_only",
            named("window-swapped-in-call", "min", &[22]),
        ),
        // The comparison that should have cut, not the call before it.
        (
            "no_cut_on_equality_min_only",
            named("no-cut-on-equality", "min", &[24]),
        ),
        (
            "no_cut_on_equality",
            named("no-cut-on-equality", "max", &[16]),
        ),
        (
            "negamax_window_not_negated",
            named("negamax-window-not-negated", "both", &[19]),
        ),
        (
            "negamax_window_passed_as_is",
            named("negamax-window-not-negated", "both", &[19]),
        ),
        (
            "wrong_initial_value_max_only",
            named("wrong-initial-value", "max", &[13]),
        ),
        (
            "wrong_initial_value_min_only",
            named("wrong-initial-value", "min", &[23]),
        ),
        // A fail-soft best that starts at 0, the window following the scores alone.
        (
            "wrong_initial_value_returned",
            named("wrong-initial-value", "max", &[13]),
        ),
        ("stale_window_max_only", named("stale-window", "max", &[15])),
        (
            "wrong_bound_max_only",
            named("wrong-bound-returned", "max", &[19]),
        ),
        (
            "swapped_branches",
            named("swapped-bounds", "both", &[15, 23]),
        ),
        ("window_reset_min_only", named("window-reset", "min", &[22])),
    ];
    for (name, bugs) in expected {
        assert_eq!(rows[name]["verdict"], "differs", "{name}");
        assert_eq!(diagnosis(&rows[name]), bugs, "{name}");
    }
    assert_eq!(rows["correct"]["verdict"], "correct");
    assert_eq!(rows["correct"]["bug_lines"], serde_json::json!([]));
    // The line shown is the comparison that holds the bug.
    assert_eq!(
        rows["no_cut_on_equality_min_only"]["program_line_text"],
        "if value < alpha:"
    );
}

#[test]
fn the_sentence_speaks_of_the_branch_the_bug_is_in() {
    let output = abtutor(&[
        "check",
        "--run",
        &program("no_cut_on_equality_min_only"),
        &program("no_cut_on_equality"),
    ]);
    let text = String::from_utf8_lossy(&output.stdout);
    let block = |name: &str| -> String {
        text.split("\n/")
            .find(|block| block.contains(&format!("{name}.py")))
            .unwrap_or_else(|| panic!("{text}"))
            .to_string()
    };
    let min_only = block("no_cut_on_equality_min_only");
    let diagnosis = min_only
        .lines()
        .find(|line| line.contains("diagnosis:"))
        .unwrap();
    assert!(diagnosis.contains("min branch"), "{diagnosis}");
    assert!(
        diagnosis.contains("s < α") && diagnosis.contains("s ≤ α"),
        "{diagnosis}"
    );
    assert!(!diagnosis.contains('β'), "{diagnosis}");
    assert!(
        min_only.contains("your line 24: if value < alpha:"),
        "{min_only}"
    );
    // A trace's line is never said as if it were the program's.
    assert!(min_only.contains("trace line"), "{min_only}");
    let max_only = block("no_cut_on_equality");
    let diagnosis = max_only
        .lines()
        .find(|line| line.contains("diagnosis:"))
        .unwrap();
    assert!(
        diagnosis.contains("s > β") && !diagnosis.contains('α'),
        "{diagnosis}"
    );
    assert!(
        max_only.contains("your line 16: if value > beta:"),
        "{max_only}"
    );
}

#[test]
fn the_csv_report_has_the_bug_lines_after_the_call_line() {
    let folder = tempfile::tempdir().unwrap();
    let report = folder.path().join("report");
    let output = abtutor(&[
        "check",
        "--run",
        "--report",
        report.to_str().unwrap(),
        &program("bound_not_passed_both"),
    ]);
    assert!(output.status.code().is_some(), "ends");
    let csv = std::fs::read_to_string(report.join("report.csv")).unwrap();
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at = header
        .iter()
        .position(|&field| field == "bug_lines")
        .unwrap();
    assert_eq!(header[at - 1], "call_line");
    assert!(csv.contains("\"[[14,22]]\""), "{csv}");
}

#[test]
fn a_trace_checked_alone_has_no_lines_to_give() {
    let trace = format!(
        "{}/assets/examples/no-cut-on-equality.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let rows: serde_json::Value =
        serde_json::from_slice(&abtutor(&["check", "--json", &trace]).stdout).unwrap();
    let row = &rows[0];
    let bugs = row["diagnosis"].as_array().unwrap().len();
    assert!(bugs > 0);
    assert_eq!(
        row["bug_lines"],
        serde_json::json!(vec![Vec::<u32>::new(); bugs])
    );
}
