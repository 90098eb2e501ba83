//! A recordings file (`abtutor solve --record`) in the player: dropped on the window, each
//! search recorded again and checked against its saved frames, the others one click away.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;

use abtutor::app::{AbtutorApp, Settings};
use abtutor::search::{self, SearchKind, SolverIdeas};
use abtutor::setup::{GameSpec, SearchSetup, read_recordings};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{app_harness, strict_snapshot};

/// The tutorial's first three End-Easy positions.
const POSITIONS: &str = "2252576253462244111563365343671351441\n\
                         7422341735647741166133573473242566\n\
                         23163416124767223154467471272416755633\n";

#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

/// `abtutor solve` with the part-8 options, recording to `path`.
fn solve_and_record(path: &Path) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["solve", "--win-check", "--score-bound", "--order", "center"])
        .args(["--tt", "upper", "--search", "bisect", "--record"])
        .arg(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    input.write_all(POSITIONS.as_bytes()).expect("written");
    drop(input);
    let output = child.wait_with_output().expect("it ends");
    assert!(output.status.success());
    let solved = String::from_utf8(output.stdout).expect("UTF-8");
    let nodes: Vec<&str> = solved
        .lines()
        .map(|line| line.split(' ').nth(2).expect("nodes"))
        .collect();
    // The file keeps each search's visits: the nodes the solver explored.
    let saved = read_recordings(path).expect("a recordings file");
    let visits: Vec<String> = saved
        .iter()
        .map(|search| search.visits.to_string())
        .collect();
    assert_eq!(visits, nodes);
}

fn drop_file(harness: &mut Harness<'_, AbtutorApp>, path: &Path) {
    let dropped = Arc::new(Dropped(path.to_path_buf()));
    harness.input_mut().dropped_files.push(dropped);
    harness.step();
    harness.state_mut().wait_for_recording();
    harness.run();
}

#[test]
fn a_recordings_file_opens_each_search_recorded_again_and_checked() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("part8.abrec");
    solve_and_record(&path);
    // Tall enough for the recordings' buttons below the search's figures.
    let mut harness = app_harness(Settings::default(), (1400.0, 1000.0));
    drop_file(&mut harness, &path);
    harness.get_by_label("Search 1 of 3 from part8.abrec");
    harness.get_by_label("recorded again: the same 27 frames as saved");
    let settings = harness.state().settings().search.clone();
    assert_eq!(settings.mode.search, SearchKind::Bisect);
    assert!(settings.root.starts_with("2,2,5,2,5,7"));

    harness.get_by_label("Next search").click();
    harness.step();
    harness.state_mut().wait_for_recording();
    harness.run();
    harness.get_by_label("Search 2 of 3 from part8.abrec");
    harness.get_by_label("recorded again: the same 287 frames as saved");
    assert_eq!(harness.state().player().trace().summary().visits, 64);
    assert!(
        harness
            .state()
            .settings()
            .search
            .root
            .starts_with("7,4,2,2")
    );
    strict_snapshot(&mut harness, "recordings_file");

    // A file whose frames were not these: the search is shown, the difference said.
    let text = std::fs::read_to_string(&path).expect("readable");
    let tampered = dir.path().join("tampered.abrec");
    std::fs::write(
        &tampered,
        text.replacen("\"digest\":\"", "\"digest\":\"0", 1),
    )
    .expect("written");
    drop_file(&mut harness, &tampered);
    harness.get_by_label_contains("the frames differ from those saved");
}

#[test]
fn a_file_that_is_no_recordings_file_is_refused_with_its_reason() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("notes.abrec");
    std::fs::write(&path, "{\"format\":\"something else\"}\n").expect("written");
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    let shown = harness.state().player().trace().len();
    drop_file(&mut harness, &path);
    let message = harness.state().message().expect("a message");
    assert!(message.contains("is not a recordings file"), "{message}");
    // The search shown before stays shown.
    assert_eq!(harness.state().player().trace().len(), shown);
}

#[test]
fn trace_writes_the_compact_form_for_a_recordings_file_and_the_player_opens_it() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("kalah.abrec");
    let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["trace", "--game", "kalah:6,4", "--depth", "8"])
        .args(["--order", "evaluation", "--out"])
        .arg(&path)
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{output:?}");
    let saved = read_recordings(&path).expect("a recordings file");
    assert_eq!(saved.len(), 1);
    // A few hundred bytes for every frame of the search.
    assert!(std::fs::metadata(&path).expect("written").len() < 1000);
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    drop_file(&mut harness, &path);
    let frames = harness.state().player().trace().len();
    assert_eq!(frames, saved[0].frames);
    harness.get_by_label(&format!(
        "recorded again: the same {} frames as saved",
        abtutor::numbers::count(frames)
    ));
}

#[test]
fn a_saved_search_whose_options_do_not_fit_is_said_and_not_recorded() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("odd.abrec");
    // Tic-tac-toe with the win check: written elsewhere, by hand.
    let text = "{\"format\":\"abtutor-recordings\",\"version\":1}\n\
                {\"setup\":{\"root\":\"\",\"mode\":{\"win_check\":true}},\
                \"frames\":1,\"visits\":1,\"value\":0,\"digest\":\"0\"}\n";
    std::fs::write(&path, text).expect("written");
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    let shown = harness.state().player().trace().len();
    drop_file(&mut harness, &path);
    let message = harness.state().message().expect("a message");
    assert!(message.contains("is not recorded"), "{message}");
    assert!(message.contains("Connect Four"), "{message}");
    assert_eq!(harness.state().player().trace().len(), shown);
}

/// A file of the first version, whose fingerprints were of every byte of the frames: the
/// player still checks its searches by them.
#[test]
fn a_first_version_file_is_checked_by_its_own_fingerprint() {
    let moves = "7422341735647741166133573473242566";
    let root: Vec<String> = moves.chars().map(String::from).collect();
    let mode = SolverIdeas {
        win_check: true,
        score_bound: true,
        centre_order: true,
        ..SolverIdeas::default()
    }
    .mode(42);
    let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root.join(","), None, mode);
    let (tree, root) = setup.tree().expect("an end-game tree fits");
    let trace = search::record(&tree, root, mode);
    let line = |digest: u64| {
        serde_json::json!({
            "setup": setup,
            "frames": trace.len(),
            "visits": trace.summary().visits,
            "value": trace.summary().value.value(),
            "digest": format!("{digest:016x}"),
        })
        .to_string()
    };
    let dir = tempfile::tempdir().expect("a temp dir");
    let header = "{\"format\":\"abtutor-recordings\",\"version\":1}";
    let path = dir.path().join("first.abrec");
    std::fs::write(&path, format!("{header}\n{}\n", line(trace.digest()))).expect("written");
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    drop_file(&mut harness, &path);
    harness.get_by_label(&format!(
        "recorded again: the same {} frames as saved",
        abtutor::numbers::count(trace.len())
    ));
    // The same search under the second version's fingerprint is not the first's.
    let other = dir.path().join("other.abrec");
    let steps = trace.step_fingerprint(&tree);
    std::fs::write(&other, format!("{header}\n{}\n", line(steps))).expect("written");
    drop_file(&mut harness, &other);
    harness.get_by_label_contains("the frames differ from those saved");
}

#[test]
fn a_search_that_grows_its_tree_is_recorded_again_to_the_same_frames() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("deeper.abrec");
    // Twelve stones before an End-Easy position: too big to build, grown by the search.
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["solve", "--win-check", "--score-bound", "--order", "center"])
        .args(["--tt", "upper", "--search", "bisect", "--record"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    input
        .write_all(b"652146735561557315663163\n")
        .expect("written");
    drop(input);
    assert!(child.wait().expect("it ends").success());
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    drop_file(&mut harness, &path);
    assert!(harness.state().tree().is_grown());
    let frames = harness.state().player().trace().len();
    harness.get_by_label(&format!(
        "recorded again: the same {} frames as saved",
        abtutor::numbers::count(frames)
    ));
}
