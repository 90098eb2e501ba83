//! Pictures from the app: *Export view…* and *Export frames…* write the player's view as
//! the window draws it, read back here from the files.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, strict_snapshot};

/// Replaces the text of the field labelled `label`.
fn replace_text(harness: &mut Harness<'_, AbtutorApp>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

/// Clicks `label`, waits for the export it starts and lets the window show its outcome.
fn save(harness: &mut Harness<'_, AbtutorApp>, label: &str) {
    harness.get_by_label(label).click();
    // One frame: the write starts and its spinner turns until it is done.
    harness.step();
    harness.state_mut().wait_for_export();
    harness.run();
}

#[test]
fn export_view_writes_the_shown_frame_as_svg_and_png() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    harness.state_mut().apply(PlayerCommand::SetFrame(3273));
    harness.run();
    harness.get_by_label("Export view…").click();
    harness.run();
    // The file is named after the frame shown.
    let path = &harness.state().player_view().export_panel().path;
    assert!(path.ends_with("abtutor-frame-3273.png"), "{path}");
    harness.get_by_label("SVG (text stays text)").click();
    harness.run();
    // A path alike on every machine, for the picture of the window.
    replace_text(&mut harness, "File:", "slides/frame-3273.svg");
    strict_snapshot(&mut harness, "export_view_window");
    harness.run();
    let svg = dir.path().join("frame.svg");
    replace_text(&mut harness, "File:", svg.to_str().unwrap());
    save(&mut harness, "Save");
    harness.get_by_label_contains("Wrote the picture to");
    let text = std::fs::read_to_string(&svg).expect("the SVG was written");
    let document = roxmltree::Document::parse(&text).expect("well-formed");
    let texts: Vec<&str> = document
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|node| node.text())
        .collect();
    let frame = harness.state().player().trace().frames().at(3273);
    assert!(texts.contains(&format!("α = {}", frame.alpha.symbol()).as_str()));
    assert!(texts.contains(&format!("β = {}", frame.beta.symbol()).as_str()));

    // The tree alone as a PNG at 1.5 pixels a point.
    harness.get_by_label("Tree only").click();
    harness.get_by_label("PNG").click();
    harness.run();
    let png = dir.path().join("tree.png");
    replace_text(&mut harness, "File:", png.to_str().unwrap());
    save(&mut harness, "Save");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    // The tree's default size, 960×720 points, at the default 2 pixels a point.
    assert_eq!((info.width, info.height), (1920, 1440));
}

#[test]
fn export_frames_writes_this_nodes_frames_as_a_gif() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    harness.state_mut().apply(PlayerCommand::SetFrame(40));
    harness.run();
    harness.get_by_label("Export frames…").click();
    harness.run();
    harness.get_by_label("Number line and counters").click();
    harness.get_by_label("This node's frames").click();
    harness.run();
    let trace = harness.state().player().trace();
    let first = trace.first_frame_of_node(40).unwrap();
    let last = trace.last_frame_of_node(40).unwrap();
    let count = last - first + 1;
    let gif = dir.path().join("node.gif");
    replace_text(&mut harness, "File:", gif.to_str().unwrap());
    save(&mut harness, &format!("Save {count} frames as GIF"));
    harness.get_by_label_contains(&format!("Wrote {count} frames to"));
    let mut decoder = gif::DecodeOptions::new()
        .read_info(std::fs::File::open(&gif).unwrap())
        .expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, count);
}

#[test]
fn an_export_to_a_folder_that_does_not_exist_says_so_in_the_window() {
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    harness.get_by_label("Export view…").click();
    harness.run();
    replace_text(&mut harness, "File:", "/nonexistent/folder/x.png");
    save(&mut harness, "Save");
    harness.get_by_label_contains("could not write /nonexistent/folder/x.png");
}
