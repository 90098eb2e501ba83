//! The path above the tree: the moves to the node shown, each a way back up, and the jumps
//! to the principal variation's end, to the deepest node, and back.

use abtutor::app::{AbtutorApp, Settings};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::app_harness;

fn shown_node(harness: &Harness<'_, AbtutorApp>) -> u32 {
    let player = harness.state().player();
    player.trace().frames().at(player.frame_index()).node
}

#[test]
fn the_path_jumps_deep_and_back_and_up_to_an_ancestor() {
    let mut harness = app_harness(Settings::default(), (1400.0, 860.0));
    assert_eq!(harness.state().player().frame_index(), 0);

    harness.get_by_label("Deepest node").click();
    harness.run();
    let search = harness.state().player().search().clone();
    let (tree, trace) = (&search.tree, &search.trace);
    let deepest = trace
        .frames()
        .iter()
        .map(|frame| tree.depth(frame.node))
        .max()
        .expect("frames");
    let node = shown_node(&harness);
    assert_eq!(tree.depth(node), deepest);
    // The path reads the moves to it, one button a move, from the root.
    let moves = tree.moves_to(node);
    for mv in &moves {
        assert!(
            harness
                .query_all_by_label(&tree.view().format_move(*mv))
                .next()
                .is_some()
        );
    }

    harness.get_by_label("Back").click();
    harness.run();
    assert_eq!(
        harness.state().player().frame_index(),
        0,
        "back where it was"
    );

    harness
        .get_by_label("End of the principal variation")
        .click();
    harness.run();
    let line = trace.principal_variation(tree);
    assert_eq!(Some(&shown_node(&harness)), line.last());

    // The first move of the path goes up to that child of the root.
    let first = line[0];
    let name = tree
        .view()
        .format_move(tree.last_move(first).expect("a move"));
    harness.get_by_label(&name).click();
    harness.run();
    assert_eq!(shown_node(&harness), first);
    assert_eq!(
        Some(harness.state().player().frame_index()),
        trace.started_at(first),
        "its first frame"
    );
}

#[test]
fn arrow_keys_step_whatever_button_holds_the_focus() {
    let mut harness = app_harness(Settings::default(), (1400.0, 860.0));
    harness.get_by_label("Run").focus();
    harness.run();
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(harness.state().player().frame_index(), 1, "→ steps a frame");
    harness.key_press(egui::Key::End);
    harness.run();
    let player = harness.state().player();
    assert_eq!(player.frame_index(), player.last_frame_index());
}
