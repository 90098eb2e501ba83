//! Helpers shared by the UI tests.
#![allow(dead_code)]

use abtutor::app::{AbtutorApp, Settings};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, SnapshotOptions};

/// The real app in a light theme with the bundled fonts, settled after its first frames.
pub fn app_harness(settings: Settings, size: (f32, f32)) -> Harness<'static, AbtutorApp> {
    let mut harness = busy_app_harness(settings, size);
    harness.run();
    harness
}

/// The real app after one frame, for an app busy from the start (a spinner never settles).
pub fn busy_app_harness(settings: Settings, size: (f32, f32)) -> Harness<'static, AbtutorApp> {
    let app = AbtutorApp::new(settings);
    let mut harness = Harness::builder()
        .with_size(size)
        .with_theme(egui::Theme::Light)
        // A finished job's thread may ask for a last repaint or two after its result is in.
        .with_max_steps(12)
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app);
    harness.step();
    harness
}

/// Clicks the widget with this label, which starts a recording, and waits until it is shown.
pub fn click_and_record(harness: &mut Harness<'_, AbtutorApp>, label: &str) {
    harness.get_by_label(label).click();
    // The spinner repaints while recording: step, do not wait to settle.
    harness.step();
    harness.state_mut().wait_for_recording();
    harness.run();
}

/// Picks a game (or "textbook tree") in the player's Game box and waits for its search.
pub fn pick_game(harness: &mut Harness<'_, AbtutorApp>, name: &str) {
    harness.get_by_label("Game:").click();
    harness.run();
    click_and_record(harness, name);
}

/// Focuses the text field with this label and types into it.
pub fn type_into(harness: &mut Harness<'_, AbtutorApp>, label: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .focus();
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    harness.run();
}

/// Moves the pointer to `pos` and presses and releases `button` there.
pub fn click_at(
    harness: &mut Harness<'_, AbtutorApp>,
    pos: egui::Pos2,
    button: egui::PointerButton,
) {
    harness.hover_at(pos);
    harness.run();
    press_and_release(harness, pos, button);
    harness.run();
}

/// As [`click_at`], one frame after the click: for a click that starts a job.
pub fn click_at_busy(harness: &mut Harness<'_, AbtutorApp>, pos: egui::Pos2) {
    harness.hover_at(pos);
    harness.step();
    press_and_release(harness, pos, egui::PointerButton::Primary);
    harness.step();
}

fn press_and_release(
    harness: &mut Harness<'_, AbtutorApp>,
    pos: egui::Pos2,
    button: egui::PointerButton,
) {
    for pressed in [true, false] {
        let modifiers = egui::Modifiers::NONE;
        harness.event(egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers,
        });
    }
}

/// Pixels a picture may differ by from its stored one in [`strict_snapshot`]: the software
/// renderer gives the same picture run after run, another one shades a few pixels otherwise,
/// while one changed digit of a counter or a moved α/β marker differs by dozens.
pub const STRICT_MAX_FAILED_PIXELS: usize = 12;

/// Renders the window and compares it with the stored picture of this name, allowing only the
/// few pixels another software renderer shades differently.
pub fn strict_snapshot(harness: &mut Harness<'_, AbtutorApp>, name: &str) {
    harness.set_render_cursor(false);
    let options = SnapshotOptions::new()
        .threshold(2.0)
        .max_failed_pixels(STRICT_MAX_FAILED_PIXELS);
    harness.snapshot_options(name, &options);
}

/// The counters' row named `name` shows `value` and its change since the previous frame shown
/// (e.g. "pruned", "122869", "+1348"): both texts are found on that row.
pub fn assert_counter(harness: &Harness<'_, AbtutorApp>, name: &str, value: &str, change: &str) {
    let row = harness.get_by_label(name).rect().center().y;
    for text in [value, change] {
        let on_row = harness
            .query_all_by_label(text)
            .any(|node| (node.rect().center().y - row).abs() < 2.0);
        assert!(on_row, "the {name} counter does not show {text}");
    }
}

/// The real binary run with `args`.
pub fn abtutor(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The binary's JSON output for `args`, which must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    let output = abtutor(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("valid JSON")
}

/// Exit status 2 and one `error:` line on stderr naming `needle`.
pub fn refused_in_one_line(args: &[&str], needle: &str) {
    let output = abtutor(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error:"), "{args:?}: {stderr}");
    assert!(stderr.contains(needle), "{args:?}: '{needle}' in {stderr}");
}
