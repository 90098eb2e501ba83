//! Monte Carlo runs in the one player: the command line's `frame`, `trace` and `render`,
//! the export windows, notebook cells with their player and `notebook render`.

use abtutor::app::{AbtutorApp, PlayerCommand, Recording, Settings, View};
use abtutor::setup::{MonteCarloMethod, MonteCarloSetup};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{abtutor, app_harness, json, strict_snapshot};

fn mcts(iterations: u32, seed: u64) -> MonteCarloSetup {
    MonteCarloSetup {
        iterations,
        seed,
        ..MonteCarloSetup::default()
    }
}

#[test]
fn frame_and_trace_give_the_frames_the_player_steps_through() {
    let trace = mcts(30, 7).record().expect("a run");
    let last = trace.len() - 1;
    let args = |index: usize| {
        let index = index.to_string();
        json(&[
            "frame",
            "--search",
            "mcts",
            "--iterations",
            "30",
            "--seed",
            "7",
            "--index",
            &index,
            "--json",
        ])
    };
    for index in [0, 1, 2, last / 2, last] {
        let frame = trace.frame(index);
        let printed = args(index);
        assert_eq!(printed["iteration"], frame.iteration + 1, "frame {index}");
        assert_eq!(printed["visits"], trace.tally(frame.node, index).visits);
        assert_eq!(printed["playouts"], trace.playouts_at(index));
    }
    // The last frame's choice is the one `stats` prints for the same run.
    let stats = json(&[
        "stats",
        "--search",
        "mcts",
        "--iterations",
        "30",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(args(last)["chosen"], stats["chosen"]);

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run.json");
    let output = abtutor(&[
        "trace",
        "--search",
        "pmc",
        "--playouts",
        "4",
        "--game",
        "kalah:4,3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success());
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).expect("JSON");
    let setup = MonteCarloSetup {
        game: "kalah:4,3".parse().unwrap(),
        method: MonteCarloMethod::Pmc,
        playouts: 4,
        ..MonteCarloSetup::default()
    };
    let recorded = setup.record().expect("a run");
    assert_eq!(written["frames"].as_array().unwrap().len(), recorded.len());
    assert_eq!(written["run"]["search"], "pmc");
    assert_eq!(written["frames"][0]["phase"], "playout");
}

#[test]
fn render_draws_a_monte_carlo_frame_and_an_iteration_as_a_gif() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("frame.png");
    let output = abtutor(&[
        "render",
        "--search",
        "mcts",
        "--iterations",
        "40",
        "--index",
        "30",
        "--view",
        "tree",
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert_eq!((info.width, info.height), (1920, 1440));
    let gif = dir.path().join("run.gif");
    let output = abtutor(&[
        "render",
        "--search",
        "pmc",
        "--playouts",
        "3",
        "--frames",
        "0..5",
        "--out",
        gif.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("6 frames"));
    // Past the run's end: one line, no file.
    let late = dir.path().join("late.png");
    let output = abtutor(&[
        "render",
        "--search",
        "mcts",
        "--iterations",
        "5",
        "--index",
        "500",
        "--out",
        late.to_str().unwrap(),
    ]);
    assert!(!output.status.success());
    assert!(!late.exists());
}

fn monte_carlo_harness(setup: MonteCarloSetup) -> Harness<'static, AbtutorApp> {
    let settings = Settings {
        view: View::MonteCarlo,
        monte_carlo: setup,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 900.0));
    harness.get_by_label("Run").click();
    harness.step();
    harness.state_mut().monte_carlo_mut().wait_for_recording();
    harness.run();
    harness
}

#[test]
fn the_monte_carlo_view_exports_its_frames_through_the_one_export_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = monte_carlo_harness(mcts(50, 2));
    harness.key_press(Key::PageDown);
    harness.key_press(Key::PageDown);
    harness.run();
    let here = harness
        .state()
        .monte_carlo()
        .player()
        .unwrap()
        .frame_index();
    assert!(here > 0, "Page Down goes to the next iteration");
    harness.get_by_label("Export frames…").click();
    harness.run();
    // A range from here to the next iteration, in the run's own words.
    harness
        .get_by_label("From here to the next iteration")
        .click();
    harness.run();
    let gif = dir.path().join("iteration.gif");
    let field = harness.get_by_role_and_label(Role::TextInput, "File:");
    field.focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness
        .get_by_role_and_label(Role::TextInput, "File:")
        .type_text(gif.to_str().unwrap());
    harness.run();
    let player = harness.state().monte_carlo().player().unwrap();
    let next = player
        .target(PlayerCommand::Next(abtutor::search::Landmark::Iteration))
        .expect("a next iteration");
    let frames = next - here + 1;
    harness
        .get_by_label(&format!("Save {frames} frames as GIF"))
        .click();
    harness.step();
    let view = harness.state_mut().monte_carlo_mut();
    view.player_view_mut().expect("a run").wait_for_export();
    harness.run();
    harness.get_by_label_contains("Wrote");
    let bytes = std::fs::read(&gif).expect("the GIF was written");
    assert!(bytes.starts_with(b"GIF89a"));
}

#[test]
fn a_monte_carlo_cell_embeds_the_one_player() {
    let settings = Settings {
        view: View::Notebook,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 1400.0));
    harness.get_by_label("+ Monte Carlo").click();
    harness.run();
    harness.get_by_label("▶ Run").click();
    harness.run();
    let at = harness.state().notebook().editor.notebook.cells.len() - 1;
    let player = harness
        .state()
        .notebook()
        .cell_monte_carlo(at)
        .expect("the cell shows its run");
    assert_eq!(player.trace().iteration_count(), 1_000);
    assert_eq!(player.frame_index(), 0);
    harness.get_by_label("Next iteration").click();
    harness.run();
    let player = harness.state().notebook().cell_monte_carlo(at).unwrap();
    assert_eq!(player.trace().frame(player.frame_index()).iteration, 1);
    harness.get_by_label("Last").click();
    harness.run();
    let player = harness.state().notebook().cell_monte_carlo(at).unwrap();
    assert_eq!(player.frame_index(), player.cursor().last_frame_index());
    strict_snapshot(&mut harness, "monte_carlo_cell");
}

#[test]
fn notebook_render_draws_a_monte_carlo_cell_at_the_end_of_its_run() {
    let dir = tempfile::tempdir().unwrap();
    let notebook = dir.path().join("mc.json");
    let text = r#"{"format":"abtutor-notebook","version":1,"lang":"en","title":"MC",
        "cells":[{"type":"monte-carlo","iterations":60,"seed":3}]}"#;
    std::fs::write(&notebook, text).unwrap();
    let out = dir.path().join("pictures");
    let output = abtutor(&[
        "notebook",
        "render",
        notebook.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let picture = out.join("cell-01-monte-carlo.png");
    assert!(picture.exists(), "{output:?}");
}
