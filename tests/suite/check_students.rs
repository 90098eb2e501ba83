//! `abtutor check` on runs of a student's program written apart from abtutor (Python, the
//! bundled example): correct runs in every convention pass, each bug is named, bad files are
//! refused by line while the others are still checked.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn abtutor(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(args)
        .output()
        .expect("the binary runs")
}

const STUDENT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/python/student_alphabeta.py"
);

/// Runs the student program with these switches into `dir/name`.
fn student(dir: &Path, name: &str, switches: &[&str]) -> PathBuf {
    let out = dir.join(name);
    let output = Command::new("python3")
        .arg(STUDENT)
        .arg("--out")
        .arg(&out)
        .args(switches)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{name}: {output:?}");
    out
}

/// `abtutor check --json` on these files with these options: one object per file.
fn check(files: &[PathBuf], options: &[&str]) -> Vec<serde_json::Value> {
    let mut args = vec!["check", "--json"];
    args.extend(options);
    let paths: Vec<String> = files
        .iter()
        .map(|path| path.display().to_string())
        .collect();
    args.extend(paths.iter().map(String::as_str));
    let output = abtutor(&args);
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let reports = value.as_array().expect("an array").clone();
    // A grading script reads the verdict from the exit status: 0 all correct, 1 some differ.
    let all_correct = reports.iter().all(|report| report["verdict"] == "correct");
    assert_eq!(
        output.status.code(),
        Some(if all_correct { 0 } else { 1 }),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    reports
}

fn names(value: &serde_json::Value) -> Vec<&str> {
    value
        .as_array()
        .map(|items| items.iter().filter_map(|item| item.as_str()).collect())
        .unwrap_or_default()
}

#[test]
fn correct_runs_pass_in_every_convention_and_notation() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let cases: [(&str, &[&str], &[&str]); 8] = [
        ("plain", &["--root", "11"], &[]),
        ("steps", &["--root", "11", "--steps"], &[]),
        ("boards", &["--root", "11", "--board"], &[]),
        ("negamax", &["--root", "11", "--negamax"], &[]),
        ("win-ten", &["--root", "11", "--win", "10"], &[]),
        (
            "fail-soft",
            &["--root", "11", "--fail-soft"],
            &["fail-soft"],
        ),
        ("horizon", &["--root", "11,00", "--depth", "3"], &[]),
        ("textbook", &["--tree", "((3,12,8),(2,4,6),(14,5,2))"], &[]),
    ];
    let files: Vec<PathBuf> = cases
        .iter()
        .map(|(name, switches, _)| student(dir.path(), &format!("{name}.jsonl"), switches))
        .collect();
    let reports = check(&files, &[]);
    for ((name, _, conventions), report) in cases.iter().zip(&reports) {
        assert_eq!(report["verdict"], "correct", "{name}: {report}");
        assert!(report["first_difference"].is_null(), "{name}");
        assert_eq!(names(&report["conventions"]), *conventions, "{name}");
        assert_eq!(
            report["student_root_value"], report["reference_root_value"],
            "{name}"
        );
    }
}

#[test]
fn each_bug_is_named_by_the_run_that_reproduces_it() {
    let dir = tempfile::tempdir().expect("a temp dir");
    // (bug, extra switches for the student and for the check)
    let cases: [(&str, &[&str], &[&str]); 10] = [
        ("no-pruning", &[], &[]),
        ("window-reset", &["--init-ab"], &["--init-ab"]),
        ("stale-window", &["--init-ab"], &["--init-ab"]),
        ("no-break", &[], &[]),
        ("swapped-bounds", &[], &[]),
        ("wrong-bound-returned", &[], &[]),
        ("no-cut-on-equality", &[], &[]),
        ("column-major-order", &[], &[]),
        ("negamax-sign", &["--negamax"], &[]),
        ("depth-off-by-one", &["--depth", "3"], &[]),
    ];
    for (bug, switches, options) in cases {
        let mut all = vec!["--root", "11", "--bug", bug];
        all.extend(switches);
        let file = student(dir.path(), &format!("{bug}.jsonl"), &all);
        let report = &check(&[file], options)[0];
        assert_eq!(report["verdict"], "differs", "{bug}: {report}");
        let diagnosis = names(&report["diagnosis"]);
        assert!(diagnosis.contains(&bug), "{bug}: {diagnosis:?}");
        let first = &report["first_difference"];
        assert!(first["line"].as_u64().is_some() && first["frame"].as_u64().is_some());
        assert!(!first["message"].as_str().unwrap_or_default().is_empty());
    }
    // A window that is never narrowed, and one reset at every node, part once the root
    // window is narrow: each run names its own bug only.
    let stale = student(
        dir.path(),
        "stale-only.jsonl",
        &["--root", "11", "--bug", "stale-window", "--init-ab"],
    );
    let report = &check(&[stale], &["--init-ab"])[0];
    assert_eq!(names(&report["diagnosis"]), ["stale-window"]);
}

#[test]
fn the_cs188_cut_is_a_convention_with_cut_gt_and_a_bug_without() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = student(dir.path(), "gt.jsonl", &["--root", "11", "--cut-gt"]);
    let report = &check(std::slice::from_ref(&file), &["--cut", "gt"])[0];
    assert_eq!(report["verdict"], "correct");
    assert_eq!(names(&report["conventions"]), ["cut-gt"]);
    let report = &check(&[file], &[])[0];
    assert_eq!(report["verdict"], "differs");
    assert_eq!(names(&report["diagnosis"]), ["no-cut-on-equality"]);
}

#[test]
fn a_bad_file_is_invalid_by_its_line_and_the_others_are_still_checked() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let good = student(dir.path(), "good.jsonl", &["--root", "11,00,22"]);
    let bad = dir.path().join("bad.jsonl");
    std::fs::write(
        &bad,
        "{\"abtrace\": 1, \"root\": \"11,00,22\"}\n{\"event\": \"start\", \"moves\": \"\", \"alpha\": \"-inf\", \"beta\": \"inf\"}\n{\"event\": \"start\", \"moves\": \"11\", \"alpha\": 0, \"beta\": 1}\n",
    )
    .expect("written");
    let missing = dir.path().join("missing.jsonl");
    let paths = [&good, &bad, &missing].map(|path| path.display().to_string());
    let output = abtutor(&["check", "--json", &paths[0], &paths[1], &paths[2]]);
    assert_eq!(output.status.code(), Some(2));
    let reports: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(reports[0]["verdict"], "correct");
    assert_eq!(reports[1]["verdict"], "invalid");
    let message = reports[1]["error"].as_str().unwrap_or_default();
    assert!(message.starts_with("trace line 3: moves:"), "{message}");
    assert_eq!(reports[2]["verdict"], "invalid");

    // The grade sheet: a header and one row per file, in the order given.
    let output = abtutor(&["check", "--csv", &paths[0], &paths[1]]);
    let text = String::from_utf8_lossy(&output.stdout);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(rows[0].starts_with("file,verdict,line,frame"));
    assert!(rows[1].contains(",correct,") && rows[2].contains(",invalid,"));

    // Text, in Japanese: the verdicts and a summary line.
    let output = abtutor(&["check", "--lang", "ja", &paths[0], &paths[1]]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("正しい") && text.contains("読めない"),
        "{text}"
    );
}

#[test]
fn the_lesson_s_examples_are_the_student_program_s_runs() {
    let dir = tempfile::tempdir().expect("a temp dir");
    for (name, bug) in [
        ("correct", None),
        ("no-cut-on-equality", Some("no-cut-on-equality")),
        ("stale-window", Some("stale-window")),
    ] {
        let mut switches = vec!["--root", "11,00,22,20"];
        switches.extend(bug.map(|bug| ["--bug", bug]).into_iter().flatten());
        let written = student(dir.path(), &format!("{name}.jsonl"), &switches);
        let shipped = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/examples")
            .join(format!("{name}.jsonl"));
        assert_eq!(
            std::fs::read_to_string(written).expect("written"),
            std::fs::read_to_string(shipped).expect("shipped"),
            "{name}"
        );
    }
}
