//! A student's trace in the app: dropped on the window, checked, and shown in the player
//! beside the search it should be, with the first difference one click away.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use abtutor::app::{AbtutorApp, Settings};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common;
use common::{app_harness, strict_snapshot};

/// A file dropped on the window, as a desktop hands it over.
#[derive(Debug)]
struct DroppedTrace(PathBuf);

impl egui::DroppedFile for DroppedTrace {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

/// Runs the bundled student program (Python) with these switches; the trace's path.
fn student_trace(dir: &Path, name: &str, switches: &[&str]) -> PathBuf {
    let out = dir.join(name);
    let status = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/python/student_alphabeta.py"
        ))
        .arg("--out")
        .arg(&out)
        .args(switches)
        .output()
        .expect("python3 runs");
    assert!(status.status.success(), "{status:?}");
    out
}

fn drop_file(harness: &mut Harness<'_, AbtutorApp>, path: PathBuf) {
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(DroppedTrace(path)));
    harness.step();
    harness.state_mut().wait_for_recording();
    harness.run();
}

#[test]
fn a_dropped_trace_is_checked_and_its_first_difference_is_one_click_away() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let trace = student_trace(
        dir.path(),
        "stale.jsonl",
        &["--root", "11,00", "--bug", "stale-window"],
    );
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    drop_file(&mut harness, trace);
    harness.get_by_label("Student trace: stale.jsonl");
    harness.get_by_label("Verdict: differs");
    harness.get_by_label_contains("diagnosis: stale-window");
    // The options follow the trace's root.
    assert_eq!(harness.state().settings().search.root, "11,00");
    let button = harness.get_by_label_contains("Go to the first difference");
    let label = button.accesskit_node().label().unwrap_or_default();
    let frame: usize = label
        .trim_end_matches(')')
        .rsplit(' ')
        .next()
        .and_then(|number| number.parse().ok())
        .expect("the button names its frame");
    button.click();
    harness.run();
    assert_eq!(harness.state().player().frame_index(), frame);
    // The student's window at that node is shown beside the search's.
    harness.get_by_label_contains("The student entered this node with");
    strict_snapshot(&mut harness, "student_trace_first_difference");
}

#[test]
fn a_correct_trace_says_so_and_a_broken_one_says_which_line() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let correct = student_trace(
        dir.path(),
        "good.jsonl",
        &["--tree", "((3,12,8),(2,4,6),(14,5,2))"],
    );
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    drop_file(&mut harness, correct);
    harness.get_by_label("Verdict: correct");
    assert!(
        harness
            .query_by_label_contains("Go to the first difference")
            .is_none()
    );

    let broken = dir.path().join("broken.jsonl");
    std::fs::write(
        &broken,
        "{\"abtrace\": 1}\n{\"event\": \"start\", \"moves\": \"44\"}\n",
    )
    .expect("written");
    drop_file(&mut harness, broken);
    let message = harness.state().message().expect("a message");
    assert!(message.starts_with("trace line 2: moves:"), "{message}");
    // The search shown before stays.
    harness.get_by_label("Verdict: correct");
}
