//! What a hostile user tried, each with the input that broke it: files without end, exit
//! statuses a grading script reads, writes through links and over protected files,
//! temporary files left by killed writers, byte-order marks.

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use abtutor::io::{write_atomically, write_up_to_rename};

const STUDENT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/python/student_alphabeta.py"
);

fn abtutor(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The bundled student program's trace of alpha-beta below `root`, into `dir/name`.
fn student_trace(dir: &Path, name: &str, root: &str, switches: &[&str]) -> PathBuf {
    let out = dir.join(name);
    let output = Command::new("python3")
        .arg(STUDENT)
        .arg("--out")
        .arg(&out)
        .args(["--root", root])
        .args(switches)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    out
}

#[test]
fn a_trace_without_line_breaks_is_invalid_at_line_1_once_past_the_cap() {
    let output = abtutor(&["check", "--json", "/dev/zero"]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output.stderr));
    let reports: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(reports[0]["verdict"], "invalid");
    assert_eq!(
        reports[0]["error"],
        "trace line 1: the line is longer than 1 MiB: a trace has one event a line"
    );
}

#[test]
fn a_notebook_without_end_is_refused_at_its_cap() {
    let output = abtutor(&["notebook", "run", "/dev/zero"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr).trim(),
        "error: /dev/zero is bigger than 256 MiB, too big for a notebook"
    );
}

#[test]
fn check_exits_0_when_all_are_correct_1_when_one_differs_2_when_one_is_invalid() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let good = student_trace(dir.path(), "good.jsonl", "11,00,22", &[]);
    let differs = student_trace(dir.path(), "gt.jsonl", "11", &["--cut-gt"]);
    let invalid = dir.path().join("invalid.jsonl");
    std::fs::write(&invalid, "{\"abtrace\": 1}\n").expect("written");
    let [good, differs, invalid] =
        [&good, &differs, &invalid].map(|path| path.display().to_string());
    let status = |files: &[&str]| {
        let mut args = vec!["check"];
        args.extend(files);
        abtutor(&args).status.code()
    };
    assert_eq!(status(&[&good]), Some(0));
    assert_eq!(status(&[&good, &differs]), Some(1));
    assert_eq!(status(&[&differs, &invalid, &good]), Some(2));
    let help = text(&abtutor(&["check", "--help"]).stdout);
    assert!(help.contains("Exit status: 0"), "{help}");
}

#[test]
fn notebook_run_exits_1_and_names_the_cells_that_failed() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("failing.json");
    std::fs::write(
        &file,
        r##"{"format": "abtutor-notebook", "version": 1, "title": "t", "cells": [
            {"type": "text", "source": "# t"},
            {"type": "run", "root": "00,00"},
            {"type": "run", "root": "00,11,22"},
            {"type": "run", "game": "kalah:6,4"}
        ]}"##,
    )
    .expect("written");
    let output = abtutor(&["notebook", "run", &file.display().to_string()]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stdout));
    assert_eq!(text(&output.stderr).trim(), "cells 2, 4 failed");
    // Every cell ran all the same: the one that could printed its figures.
    assert!(text(&output.stdout).contains("calculated"));
}

#[test]
fn a_byte_order_mark_before_a_trace_or_a_notebook_is_read_past() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let trace = student_trace(dir.path(), "bom.jsonl", "11,00,22", &[]);
    let mut bytes = "\u{feff}".as_bytes().to_vec();
    bytes.extend(std::fs::read(&trace).expect("read"));
    std::fs::write(&trace, bytes).expect("written");
    let output = abtutor(&["check", "--json", &trace.display().to_string()]);
    let reports: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(reports[0]["verdict"], "correct", "{}", reports[0]["error"]);

    let notebook = dir.path().join("bom.json");
    let source = "\u{feff}{\"format\": \"abtutor-notebook\", \"version\": 1, \"title\": \"t\", \
                  \"cells\": [{\"type\": \"text\", \"source\": \"# t\"}]}";
    std::fs::write(&notebook, source).expect("written");
    let loaded = abtutor::notebook::load(&notebook).expect("opens");
    assert_eq!(loaded.title, "t");
}

#[test]
fn a_write_through_a_link_keeps_the_link_and_a_file_keeps_its_permissions() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let target = dir.path().join("target.json");
    std::fs::write(&target, "old").expect("written");
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink("target.json", &link).expect("a link");

    write_atomically(&link, b"new").expect("saved");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("still there")
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "new");
    let mode = std::fs::metadata(&target)
        .expect("there")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
    let left: Vec<_> = std::fs::read_dir(dir.path()).expect("listed").collect();
    assert_eq!(left.len(), 2, "no temporary file stays");
}

#[test]
fn the_next_write_removes_what_killed_writers_left_and_only_that() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let target = dir.path().join("notes.json");
    let name = |pid: u32| dir.path().join(format!(".notes.json.{pid}.tmp"));
    // A process that cannot exist (over the kernel's largest id), one that does (init),
    // and another file's.
    let gone = name(4_194_305);
    let alive = name(1);
    let other = dir.path().join(".other.json.4194305.tmp");
    for path in [&gone, &alive, &other] {
        std::fs::write(path, "half").expect("written");
    }
    // What this process leaves when it is killed just before its rename.
    let own = write_up_to_rename(&target, b"mine").expect("written");
    write_atomically(&target, b"whole").expect("saved");
    assert!(!gone.exists(), "its writer is gone");
    assert!(alive.exists(), "its writer may still be writing");
    assert!(other.exists(), "another file's");
    assert!(!own.exists(), "the same name is written again and renamed");
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "whole");
}

#[test]
fn a_write_stopped_by_sigterm_or_ctrl_c_removes_its_temporary_file() {
    for signal in [libc::SIGTERM, libc::SIGINT] {
        let dir = tempfile::tempdir().expect("a temp dir");
        let out = dir.path().join("trace.json");
        // Minimax over the whole tic-tac-toe tree: 2,199,782 frames, long enough to catch.
        let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(["trace", "--minimax", "--out"])
            .arg(&out)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("started");
        let temporary = dir.path().join(format!(".trace.json.{}.tmp", child.id()));
        let deadline = Instant::now() + Duration::from_secs(120);
        while !temporary.exists() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(temporary.exists(), "the write began");
        // SAFETY: a plain signal to our own child.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        let status = child.wait().expect("ended");
        if status.success() {
            // It finished first: then the rename took the temporary file.
            assert!(out.exists());
        } else {
            assert_eq!(status.signal(), Some(signal), "ended by the signal");
            assert!(!out.exists());
        }
        assert!(
            !temporary.exists(),
            "signal {signal}: the temporary file is gone"
        );
    }
}

/// `check --json` on a trace of these lines: its exit status and its one report.
fn check_lines(lines: &[&str]) -> (Option<i32>, serde_json::Value) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("trace.jsonl");
    std::fs::write(&file, lines.join("\n")).expect("written");
    let output = abtutor(&["check", "--json", &file.display().to_string()]);
    let reports: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    (output.status.code(), reports[0].clone())
}

#[test]
fn a_trace_that_breaks_the_call_structure_is_invalid_at_its_own_line() {
    let header = r#"{"abtrace": 1, "root": "11,00,22"}"#;
    let start = |moves: &str| format!(r#"{{"event": "start", "moves": "{moves}"}}"#);
    let end = |moves: &str| format!(r#"{{"event": "end", "moves": "{moves}", "value": 0}}"#);
    let invalid_at = |lines: &[&str], line: u32, words: &str| {
        let (status, report) = check_lines(lines);
        assert_eq!(status, Some(2), "{lines:?}");
        assert_eq!(report["verdict"], "invalid");
        let error = report["error"].as_str().unwrap_or_default();
        assert!(
            error.starts_with(&format!("trace line {line}: ")) && error.contains(words),
            "{lines:?}: {error}"
        );
    };
    // A grandchild entered straight from the root.
    invalid_at(
        &[header, &start(""), &start("01,10")],
        3,
        "is entered while the root is being searched",
    );
    // Two events swapped: a node ends before it starts.
    invalid_at(
        &[header, &start(""), &end("01"), &start("01")],
        3,
        "which was not entered",
    );
    // An event after the root's end.
    invalid_at(
        &[header, &start(""), &end(""), &start("01")],
        4,
        "while no node is being searched",
    );
    // A header alone, and nothing at all.
    invalid_at(&[header], 1, "no event");
    invalid_at(&[""], 1, "no event");
}

/// The one error line a refused command prints, after its exit status 2.
fn refusal(args: &[&str]) -> String {
    let output = abtutor(args);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&output.stdout)
    );
    let stderr = text(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{args:?}: {stderr}");
    stderr.trim().to_string()
}

#[test]
fn an_option_that_does_not_apply_is_refused_naming_both_options() {
    for (args, both) in [
        (
            &["stats", "--guess", "1"][..],
            ["--guess", "--search alpha-beta"],
        ),
        (
            &["stats", "--search", "mtdf", "--delta", "2"],
            ["--delta", "--search mtdf"],
        ),
        (
            &["stats", "--init-ab", "--window=-1,1"],
            ["--window", "--init-ab"],
        ),
        (
            &["stats", "--minimax", "--search", "mtdf"],
            ["--minimax", "--search mtdf"],
        ),
        (
            &[
                "stats",
                "--search",
                "mcts",
                "--iterations",
                "10",
                "--tt",
                "bounds",
            ],
            ["--tt", "--search mcts"],
        ),
        (
            &["check", "--guess", "1", "x.jsonl"],
            ["--guess", "--search alpha-beta"],
        ),
    ] {
        let line = refusal(args);
        for option in both {
            assert!(line.contains(option), "{args:?}: {line}");
        }
    }
    // Where they apply, they are taken.
    let output = abtutor(&[
        "stats",
        "--search",
        "aspiration",
        "--guess",
        "0",
        "--delta",
        "2",
    ]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    // The check refuses a search it cannot check once, not trace by trace.
    let line = refusal(&["check", "--search", "mtdf", "a.jsonl", "b.jsonl"]);
    assert!(line.contains("only alpha-beta"), "{line}");
}

#[test]
fn sampled_playouts_are_counted_from_1_to_a_cap_and_blamed_by_name() {
    for count in ["0", "1000000000"] {
        let line = refusal(&["stats", "--sample-playouts", count]);
        assert!(
            line.starts_with(&format!("error: --sample-playouts {count}:")),
            "{line}"
        );
    }
    let line = refusal(&["stats", "--sample-playouts", "10", "--depth", "3"]);
    assert!(line.starts_with("error: --sample-playouts:"), "{line}");
}

#[test]
fn errors_name_the_argument_at_fault_and_keep_to_one_short_line() {
    let line = refusal(&["render", "--frames", "0..99999999", "--out", "x.gif"]);
    assert!(
        line.starts_with("error: --frames 0..99999999: frame 99999999"),
        "{line}"
    );
    let long_root = vec!["00"; 40_000].join(",");
    let line = refusal(&["stats", "--root", &long_root]);
    assert!(line.len() < 300, "{} bytes", line.len());
    assert!(
        line.starts_with("error: --root 00,00,") && line.contains("…"),
        "{line}"
    );
}

#[test]
fn a_notebook_version_written_as_text_is_named_and_the_title_printed_once() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("quoted.json");
    std::fs::write(
        &file,
        r#"{"format": "abtutor-notebook", "version": "1", "title": "t", "cells": []}"#,
    )
    .expect("written");
    let line = refusal(&["notebook", "run", &file.display().to_string()]);
    assert!(
        line.contains("version \"1\" is not a whole number"),
        "{line}"
    );

    let headed = dir.path().join("headed.json");
    std::fs::write(
        &headed,
        r##"{"format": "abtutor-notebook", "version": 1, "title": "Minimax", "cells": [
            {"type": "text", "source": "# Minimax\n\nText."}]}"##,
    )
    .expect("written");
    let output = abtutor(&["notebook", "run", &headed.display().to_string()]);
    assert_eq!(text(&output.stdout).matches("# Minimax").count(), 1);
}

#[test]
fn a_negamax_trace_hears_its_difference_in_the_movers_view() {
    let header = r#"{"abtrace": 1, "tree": "((3,12,8),(2,4,6),(14,5,2))", "values": "mover"}"#;
    let start = |moves: &str, alpha: &str, beta: &str| {
        format!(r#"{{"event": "start", "moves": "{moves}", "alpha": {alpha}, "beta": {beta}}}"#)
    };
    let end = |moves: &str, value: i32| {
        format!(r#"{{"event": "end", "moves": "{moves}", "value": {value}}}"#)
    };
    let infinity = r#""inf""#;
    let minus_infinity = r#""-inf""#;
    let lines = [
        header.to_string(),
        start("", minus_infinity, infinity),
        start("1", minus_infinity, infinity),
        start("1,1", minus_infinity, infinity),
        end("1,1", 3),
        start("1,2", minus_infinity, "3"),
        end("1,2", 12),
        start("1,3", minus_infinity, "3"),
        end("1,3", 8),
        end("1", -3),
        // The search enters the second child with (−∞, −3) in its mover's view.
        start("2", minus_infinity, "-2"),
    ];
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (status, report) = check_lines(&lines);
    assert_eq!(status, Some(1));
    let first = &report["first_difference"];
    assert_eq!(first["kind"], "wrong-window");
    assert_eq!(first["values"], "mover");
    assert_eq!(
        (&first["alpha"], &first["beta"]),
        (&serde_json::json!("-inf"), &serde_json::json!(-2))
    );
    assert_eq!(
        (&first["reference_alpha"], &first["reference_beta"]),
        (&serde_json::json!("-inf"), &serde_json::json!(-3))
    );
    let message = first["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("α = −∞, β = −2") && message.contains("mover's view"),
        "{message}"
    );
}

#[test]
fn people_read_one_minus_sign() {
    assert_eq!(abtutor::lang::signed(-3i8), "−3");
    assert_eq!(abtutor::lang::signed(12i8), "12");
    assert_eq!(abtutor::search::Score::finite(-2).symbol(), "−2");
}

#[test]
fn one_rule_bounds_a_monte_carlo_run_recorded_or_not() {
    use abtutor::setup::{MAX_RECORDED_RUNS, MAX_RUNS, MonteCarloRefusal, RunsFor, check_runs};
    for kind in [RunsFor::Recorded, RunsFor::Plain] {
        assert_eq!(check_runs(0, kind), Err(MonteCarloRefusal::Zero));
        assert_eq!(check_runs(1, kind), Ok(1));
    }
    let over_recorded = MAX_RECORDED_RUNS + 1;
    assert!(matches!(
        check_runs(over_recorded, RunsFor::Recorded),
        Err(MonteCarloRefusal::TooMany { .. })
    ));
    assert_eq!(check_runs(over_recorded, RunsFor::Plain), Ok(over_recorded));
    assert_eq!(
        check_runs(MAX_RUNS + 1, RunsFor::Plain),
        Err(MonteCarloRefusal::TooManyRuns { max: MAX_RUNS })
    );
    // The command line speaks the rule's words.
    let line = refusal(&["stats", "--search", "pmc", "--playouts", "0"]);
    assert!(line.contains("at least 1"), "{line}");
}
