//! The presentation mode on a projector: the tree gets the room, its nodes grow with the
//! zoom, the counters stay in view and body text reads from the back of a room.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings};
use abtutor::lang::Lang;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::app_harness;

/// The sizes a classroom projector shows, in logical pixels.
const SCREENS: [(f32, f32); 2] = [(1280.0, 800.0), (1600.0, 1000.0)];
/// The smallest body text read from the back of a room, in logical pixels.
const READABLE: f32 = 18.0;

/// The app on a screen of `size` logical pixels: in the presentation mode, its zoom makes
/// that fewer points, as a real window's does.
fn presented(size: (f32, f32), presenting: bool) -> Harness<'static, AbtutorApp> {
    presented_in(size, presenting, Lang::En)
}

fn presented_in(size: (f32, f32), presenting: bool, lang: Lang) -> Harness<'static, AbtutorApp> {
    let zoom = if presenting {
        abtutor::app::PRESENTATION_ZOOM
    } else {
        1.0
    };
    let mut harness = app_harness(
        Settings {
            presenting,
            lang,
            ..Settings::default()
        },
        (size.0 / zoom, size.1 / zoom),
    );
    harness.state_mut().apply(PlayerCommand::SetFrame(40));
    harness.run();
    harness
}

/// The height of the node shown, in logical pixels.
fn node_height(harness: &Harness<'static, AbtutorApp>) -> f32 {
    let app = harness.state();
    let node = app.player().trace().frame(40).unwrap().node;
    let rect = app
        .tree_view()
        .node_rect_in_ui(node)
        .expect("the node shown is drawn");
    rect.height() * harness.ctx.zoom_factor()
}

#[test]
fn on_a_projector_the_tree_grows_and_the_counters_stay_in_view() {
    for size in SCREENS {
        let normal = presented(size, false);
        let presenting = presented(size, true);
        let zoom = presenting.ctx.zoom_factor();
        assert!(zoom > 1.0, "{size:?}");
        // Body text from the back of the room.
        let body = presenting
            .ctx
            .global_style()
            .text_styles
            .get(&egui::TextStyle::Body)
            .map(|font| font.size)
            .unwrap();
        assert!(
            body * zoom >= READABLE,
            "{size:?}: body text {}",
            body * zoom
        );
        // The node shown grows with the zoom.
        let (before, after) = (node_height(&normal), node_height(&presenting));
        assert!(after >= before * 1.2, "{size:?}: {before} → {after}");
        // Every counter is in view above the controls, the last one (the children cut)
        // too, in either language.
        for lang in Lang::ALL.iter().copied() {
            let presenting = presented_in(size, true, lang);
            let controls_top = presenting
                .query_all_by_label(&lang.text("controls-frame"))
                .map(|node| node.rect().top())
                .fold(f32::INFINITY, f32::min);
            for id in [
                "counters-calculated",
                "counters-pruned",
                "counters-total",
                "counters-ratio",
                "counters-children-cut",
            ] {
                let name = lang.text(id);
                let rect = presenting.get_by_label(&name).rect();
                assert!(
                    rect.bottom() <= controls_top,
                    "{size:?}, {name} at {rect:?}"
                );
            }
        }
    }
}

#[test]
fn snapshots_of_the_presentation_mode() {
    let mut results = egui_kittest::SnapshotResults::new();
    for (size, name) in [
        (SCREENS[0], "presentation_1280x800"),
        (SCREENS[1], "presentation_1600x1000"),
    ] {
        let mut harness = presented(size, true);
        crate::common::strict_snapshot(&mut harness, name);
        results.extend(harness.take_snapshot_results());
    }
}
