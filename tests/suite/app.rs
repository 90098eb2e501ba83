//! The real app, driven by widget labels, the keyboard and clicks on the tree.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings};
use abtutor::search::{Mode, Status, TableKind};
use abtutor::setup::SearchSetup;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common;
use common::{app_harness, assert_counter, click_and_record, click_at, strict_snapshot, type_into};

fn harness(settings: Settings) -> Harness<'static, AbtutorApp> {
    app_harness(settings, (1400.0, 860.0))
}

fn minimax_with(table: TableKind) -> Settings {
    Settings {
        search: SearchSetup {
            mode: Mode {
                table,
                ..Mode::minimax()
            },
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
}

fn frame_index(harness: &Harness<'_, AbtutorApp>) -> usize {
    harness.state().player().frame_index()
}

fn is_disabled(harness: &Harness<'_, AbtutorApp>, label: &str) -> bool {
    harness.get_by_label(label).accesskit_node().is_disabled()
}

fn go_to(harness: &mut Harness<'_, AbtutorApp>, frame: usize) {
    harness.state_mut().apply(PlayerCommand::SetFrame(frame));
    harness.run();
}

#[test]
fn opens_ready_with_alpha_beta_at_the_first_frame() {
    let harness = harness(Settings::default());
    let app = harness.state();
    assert_eq!(app.player().frame_index(), 0);
    let summary = app.player().trace().summary();
    assert_eq!(
        (summary.calculated, summary.pruned, summary.frames),
        (18_297, 531_649, 73_186)
    );
    assert!(is_disabled(&harness, "First"));
    assert!(is_disabled(&harness, "−1"));
    assert!(!is_disabled(&harness, "+1"));
}

#[test]
fn step_buttons_move_one_frame_and_stop_at_the_ends() {
    let mut harness = harness(Settings::default());
    harness.get_by_label("+1").click();
    harness.run();
    assert_eq!(frame_index(&harness), 1);
    harness.get_by_label("Last").click();
    harness.run();
    assert_eq!(frame_index(&harness), 73_185);
    assert!(is_disabled(&harness, "+1"));
    assert!(is_disabled(&harness, "Last"));
    harness.get_by_label("−1").click();
    harness.run();
    assert_eq!(frame_index(&harness), 73_184);
    harness.get_by_label("First").click();
    harness.run();
    assert_eq!(frame_index(&harness), 0);
}

#[test]
fn keyboard_steps_frames_and_nodes() {
    let mut harness = harness(Settings::default());
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(frame_index(&harness), 1, "→ steps one frame");
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(frame_index(&harness), 0, "← steps back");
    harness.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::ArrowRight);
    harness.run();
    let trace = harness.state().player().trace();
    let here = frame_index(&harness);
    assert_eq!(
        trace.frames().at(here).node,
        trace.root(),
        "Shift+→ stays on the root"
    );
    assert_eq!(trace.frames().at(here).status, Status::Score);
    harness.key_press(egui::Key::End);
    harness.run();
    assert_eq!(frame_index(&harness), 73_185);
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(frame_index(&harness), 0);
    harness.key_press(egui::Key::Space);
    harness.run_steps(3);
    // Whether a frame has passed yet depends on the clock; that it plays does not.
    assert!(
        harness.state().player().is_playing(),
        "Space starts playing"
    );
    harness.key_press(egui::Key::Space);
    harness.run();
    assert!(!harness.state().player().is_playing());
}

#[test]
fn node_level_buttons_disabled_on_table_hit() {
    let mut harness = harness(minimax_with(TableKind::Exact));
    go_to(&mut harness, 32_690);
    for label in ["Node first", "Node previous", "Node next", "Node last"] {
        assert!(
            is_disabled(&harness, label),
            "{label} must be disabled on a single-frame hit"
        );
    }
    harness.get_by_label("+1").click();
    harness.run();
    assert_eq!(frame_index(&harness), 32_691);
}

#[test]
fn node_level_buttons_walk_the_frames_of_one_node() {
    let mut harness = harness(minimax_with(TableKind::Exact));
    go_to(&mut harness, 1676);
    assert_eq!(
        harness.state().player().trace().frames().at(1676).status,
        Status::End
    );
    assert!(
        is_disabled(&harness, "Node next"),
        "nothing after an end frame"
    );
    assert!(is_disabled(&harness, "Node last"));
    harness.get_by_label("Node previous").click();
    harness.run();
    let trace = harness.state().player().trace();
    let node = trace.frames().at(1676).node;
    let previous = frame_index(&harness);
    assert_eq!(
        (
            trace.frames().at(previous).node,
            trace.frames().at(previous).status
        ),
        (node, Status::Update)
    );
    harness.get_by_label("Node first").click();
    harness.run();
    let first = frame_index(&harness);
    let trace = harness.state().player().trace();
    assert_eq!(
        (
            trace.frames().at(first).node,
            trace.frames().at(first).status
        ),
        (node, Status::Start)
    );
    assert!(is_disabled(&harness, "Node first"));
    assert!(is_disabled(&harness, "Node previous"));
    harness.get_by_label("Node last").click();
    harness.run();
    assert_eq!(frame_index(&harness), 1676);
}

#[test]
fn frame_slider_and_go_to_field_scrub() {
    let mut harness = harness(minimax_with(TableKind::Exact));
    harness
        .get_by_role_and_label(Role::Slider, "Frame")
        .set_value_accesskit(500.0);
    harness.run();
    assert_eq!(frame_index(&harness), 500);
    type_into(&mut harness, "Go to frame", "1676");
    harness.get_by_label("Go").click();
    harness.run();
    assert_eq!(frame_index(&harness), 1676);
}

#[test]
fn go_to_field_refuses_bad_numbers_with_a_message() {
    let mut harness = harness(Settings::default());
    type_into(&mut harness, "Go to frame", "99999999");
    harness.get_by_label("Go").click();
    harness.run();
    assert_eq!(frame_index(&harness), 0);
    let error = harness
        .state()
        .controls()
        .go_to_error()
        .unwrap_or_default()
        .to_string();
    assert!(error.contains("out of range"), "{error}");
    harness.get_by_label_contains("out of range");
}

#[test]
fn run_records_the_chosen_options() {
    let mut harness = harness(Settings::default());
    harness.get_by_label("Minimax").click();
    harness.run();
    click_and_record(&mut harness, "Run");
    let summary = harness.state().player().trace().summary().clone();
    assert_eq!(
        (summary.calculated, summary.pruned, summary.frames),
        (549_946, 0, 2_199_782)
    );
    assert_eq!(frame_index(&harness), 0);
}

#[test]
fn a_bad_root_is_refused_with_a_message_and_the_search_kept() {
    let mut harness = harness(Settings::default());
    type_into(&mut harness, "Root moves:", "00,00");
    harness.get_by_label("Run").click();
    harness.run();
    assert!(!harness.state().is_recording());
    let message = harness.state().message().unwrap_or_default().to_string();
    assert!(message.contains("already taken"), "{message}");
    assert_eq!(harness.state().player().trace().summary().frames, 73_186);
    harness.get_by_label_contains("already taken");
}

#[test]
fn clicking_a_node_jumps_to_its_first_frame() {
    let mut harness = harness(Settings::default());
    let tree = harness.state().tree();
    let child = tree.find_by_notation("11").unwrap();
    let rect = harness
        .state()
        .tree_view()
        .node_rect_in_ui(child)
        .expect("depth-1 nodes are drawn at the start");
    let expected = harness.state().player().trace().started_at(child).unwrap();
    click_at(&mut harness, rect.center(), egui::PointerButton::Primary);
    harness.run();
    assert_eq!(frame_index(&harness), expected);
}

#[test]
fn search_from_selected_node_makes_it_the_root() {
    let mut harness = harness(Settings::default());
    let tree = harness.state().tree();
    let node = tree.find_by_notation("00").unwrap();
    let start = harness.state().player().trace().started_at(node).unwrap();
    go_to(&mut harness, start);
    click_and_record(&mut harness, "Search from selected node");
    let app = harness.state();
    assert_eq!(app.settings().search.root, "00");
    assert_eq!(app.player().trace().root(), node);
    assert_eq!(app.player().trace().summary().total, 59_705);
}

#[test]
fn unsound_combination_is_reported_with_the_first_wrong_store() {
    let settings = Settings {
        search: SearchSetup {
            mode: Mode {
                table: TableKind::ExactSym,
                ..Mode::alpha_beta()
            },
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = harness(settings);
    harness.get_by_label_contains("Unsound");
    let first_wrong = harness
        .state()
        .player()
        .search()
        .landmarks
        .first_wrong_store
        .unwrap();
    harness
        .get_by_label(&format!("Go to frame {first_wrong}"))
        .click();
    harness.run();
    assert_eq!(frame_index(&harness), first_wrong);
    let app = harness.state();
    let node = app.player().trace().frames().at(first_wrong).node;
    let exact = app
        .tree()
        .minimax_value(node, app.player().trace().mode().scoring());
    assert_ne!(app.player().trace().value(node), Some(exact));
}

#[test]
fn jump_buttons_find_cuts_and_table_hits() {
    let mut harness = harness(Settings::default());
    harness.get_by_label("Next cut").click();
    harness.run();
    let here = frame_index(&harness);
    let frame = harness.state().player().trace().frames().at(here);
    assert!(frame.is_cut(), "frame {here} is a cut");
    assert!(
        is_disabled(&harness, "Next table hit"),
        "no table in plain alpha-beta"
    );
    let mut harness = self::harness(minimax_with(TableKind::Exact));
    harness.get_by_label("Next table hit").click();
    harness.run();
    let here = frame_index(&harness);
    assert_eq!(
        harness.state().player().trace().frames().at(here).status,
        Status::Tt
    );
}

#[test]
fn snapshots_of_the_exact_table_frames() {
    let mut harness = harness(minimax_with(TableKind::Exact));
    go_to(&mut harness, 1675);
    go_to(&mut harness, 1676);
    // The end of node 00,10,20: it counts itself, nothing below it was pruned at this frame.
    assert_counter(&harness, "calculated", "479", "+1");
    assert_counter(&harness, "pruned", "870", "+0");
    assert_counter(&harness, "total", "1,349", "+1");
    harness.get_by_label_contains("53,980 frames");
    strict_snapshot(&mut harness, "minimax_exact_frame_1676");
    go_to(&mut harness, 32_689);
    go_to(&mut harness, 32_690);
    // A table hit at depth 3: the node counts as calculated, the 1348 nodes below it pruned.
    assert_counter(&harness, "calculated", "9,674", "+1");
    assert_counter(&harness, "pruned", "122,869", "+1,348");
    assert_counter(&harness, "total", "132,543", "+1,349");
    // The change column is the ratio's own change, in points of a percent.
    assert_counter(&harness, "ratio", "7.3%", "−0.074%");
    // A hit at a min node sets β to the stored value; minimax keeps α at −∞.
    harness.get_by_label("depth 3, min node, transposition table: α = −∞, β = 0");
    strict_snapshot(&mut harness, "minimax_exact_frame_32690");
}

#[test]
fn snapshot_of_the_symmetric_table_hit() {
    let mut harness = harness(minimax_with(TableKind::ExactSym));
    go_to(&mut harness, 7484);
    go_to(&mut harness, 7485);
    // A symmetric image of the first move is found in the table: its 59,704 descendants pruned.
    assert_counter(&harness, "calculated", "2,242", "+1");
    assert_counter(&harness, "pruned", "181,073", "+59,704");
    assert_counter(&harness, "total", "183,315", "+59,705");
    harness.get_by_label("depth 1, min node, transposition table: α = −∞, β = 0");
    harness.get_by_label_contains("7,576 frames");
    strict_snapshot(&mut harness, "minimax_exact_sym_frame_7485");
}

#[test]
fn right_click_search_from_here_makes_the_node_the_root() {
    let mut harness = harness(Settings::default());
    let node = harness.state().tree().find_by_notation("11").unwrap();
    let rect = harness
        .state()
        .tree_view()
        .node_rect_in_ui(node)
        .expect("depth-1 nodes are drawn");
    click_at(&mut harness, rect.center(), egui::PointerButton::Secondary);
    harness.run();
    click_and_record(&mut harness, "Search from here");
    let app = harness.state();
    assert_eq!(app.settings().search.root, "11");
    assert_eq!(app.player().trace().root(), node);
}

#[test]
fn the_presentation_toggle_beside_the_tabs_presents_larger_and_back() {
    let mut harness = harness(Settings::default());
    harness.get_by_label("Presentation").click();
    harness.run();
    assert!(harness.state().settings().presenting);
    let zoom = harness.ctx.zoom_factor();
    assert!(
        (zoom - abtutor::app::PRESENTATION_ZOOM).abs() < 1e-3,
        "{zoom}"
    );
    harness.get_by_label("Presentation").click();
    harness.run();
    assert!(!harness.state().settings().presenting);
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 1e-3);
}

#[test]
fn f11_presents_larger_and_the_zoom_is_remembered() {
    let mut harness = harness(Settings::default());
    harness.key_press(egui::Key::F11);
    harness.run();
    assert!(harness.state().settings().presenting);
    let zoom = harness.ctx.zoom_factor();
    assert!(
        (zoom - abtutor::app::PRESENTATION_ZOOM).abs() < 1e-3,
        "{zoom}"
    );
    harness.key_press(egui::Key::F11);
    harness.run();
    assert!(!harness.state().settings().presenting);
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 1e-3);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    harness.run();
    let zoomed = harness.state().settings().zoom;
    assert!(zoomed > 1.0, "Ctrl + zooms in: {zoomed}");
    // A new window with these settings opens at the same zoom.
    let settings = harness.state().settings().clone();
    let reopened = self::harness(settings);
    assert!((reopened.ctx.zoom_factor() - zoomed).abs() < 1e-3);
}

#[test]
fn inside_the_presentation_mode_the_keys_adjust_it_and_f11_returns_to_the_users_zoom() {
    let mut harness = harness(Settings::default());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    harness.run();
    let users = harness.state().settings().zoom;
    assert!(users > 1.0, "{users}");
    let presented = users * abtutor::app::PRESENTATION_ZOOM;
    harness.key_press(egui::Key::F11);
    harness.run();
    assert!((harness.ctx.zoom_factor() - presented).abs() < 1e-3);
    // Larger and smaller within the mode, then back to the mode's own zoom.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    harness.run();
    assert!(harness.ctx.zoom_factor() > presented + 0.05);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    harness.run();
    assert!((harness.ctx.zoom_factor() - presented).abs() < 1e-3);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    harness.run();
    assert!(harness.ctx.zoom_factor() < presented - 0.05);
    assert_eq!(
        harness.state().settings().zoom,
        users,
        "the mode keeps its own"
    );
    // Leaving returns to the user's zoom, however often the mode is entered again.
    for _ in 0..3 {
        harness.key_press(egui::Key::F11);
        harness.run();
        assert!(!harness.state().settings().presenting);
        assert!((harness.ctx.zoom_factor() - users).abs() < 1e-3);
        assert_eq!(harness.state().settings().zoom, users);
        harness.key_press(egui::Key::F11);
        harness.run();
        assert!((harness.ctx.zoom_factor() - presented).abs() < 1e-3);
    }
}

#[test]
fn a_saved_zoom_outside_the_allowed_range_opens_at_one() {
    for saved in [0.1, 0.49, 3.5, 40.0] {
        let harness = harness(Settings {
            zoom: saved,
            ..Settings::default()
        });
        assert!((harness.ctx.zoom_factor() - 1.0).abs() < 1e-3, "{saved}");
        assert_eq!(harness.state().settings().zoom, 1.0, "{saved}");
    }
}
