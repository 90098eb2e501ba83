//! The searches with narrow windows in the app: chosen in the Search menu, recorded, and
//! shown with their probes, re-searches and passes on the number line and in the counters.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings};
use abtutor::search::{Entry, Mode, SearchKind, TableKind};
use abtutor::setup::SearchSetup;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, click_and_record, strict_snapshot};

fn go_to(harness: &mut Harness<'_, AbtutorApp>, frame: usize) {
    harness.state_mut().apply(PlayerCommand::SetFrame(frame));
    harness.run();
}

#[test]
fn scout_is_picked_in_the_search_menu_and_its_re_search_is_named() {
    let settings = Settings {
        search: SearchSetup {
            root: "11".to_string(),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 900.0));
    harness.get_by_label("Search: alpha-beta…").click();
    harness.run();
    harness.get_by_label("scout").click();
    harness.run();
    assert_eq!(
        harness.state().settings().search.mode.search,
        SearchKind::Scout
    );
    // The menu stays open for the other options; Run searches with them.
    harness.get_by_label("Fail-soft");
    click_and_record(&mut harness, "Run");
    let trace = harness.state().player().trace();
    assert_eq!(trace.mode().search, SearchKind::Scout);
    let re_search = trace.re_search_starts()[0] as usize;
    assert_eq!(trace.entry_at(re_search), Some(Entry::ReSearch));
    go_to(&mut harness, re_search);
    harness.get_by_label_contains("re-search: the probe failed high");
    harness.get_by_label("visits");
    // The next re-search is one click away; MTD(f)'s passes are jumped between as passes.
    harness.get_by_label("Next re-search").click();
    harness.run();
    let next = harness.state().player().frame_index();
    assert_eq!(
        next,
        harness.state().player().trace().re_search_starts()[1] as usize
    );
    go_to(&mut harness, re_search);
    strict_snapshot(&mut harness, "scout_re_search");
}

#[test]
fn an_mtdf_pass_says_its_window_and_bounds() {
    let settings = Settings {
        search: SearchSetup {
            mode: Mode {
                search: SearchKind::Mtdf,
                table: TableKind::BoundsRange,
                ..Mode::alpha_beta()
            },
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 900.0));
    let trace = harness.state().player().trace();
    let second = trace.iteration_starts()[1];
    go_to(&mut harness, second);
    harness.get_by_label("pass 2 of 2: window (0, 1), lower bound 0, upper bound ∞");
    harness.get_by_label("Previous pass");
    strict_snapshot(&mut harness, "mtdf_second_pass");
}

#[test]
fn an_option_that_would_mean_nothing_beside_the_others_is_disabled_with_the_reason() {
    use egui_kittest::kittest::NodeT;
    let settings = |mode: Mode| Settings {
        search: SearchSetup {
            mode,
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    // MTD(f): minimax would undo its null windows.
    let mtdf = Mode {
        search: SearchKind::Mtdf,
        ..Mode::alpha_beta()
    };
    let mut harness = app_harness(settings(mtdf), (1400.0, 900.0));
    let minimax = harness.get_by_label("Minimax");
    assert!(minimax.accesskit_node().is_disabled());
    minimax.hover();
    harness.run_steps(40);
    harness.get_by_label_contains("MTD(f)'s null windows would never close");
    // The initial window: a root window beside it is refused, and it beside a root window.
    let init_ab = Mode {
        init_ab: true,
        ..Mode::alpha_beta()
    };
    let mut harness = app_harness(settings(init_ab), (1400.0, 900.0));
    harness.get_by_label("Search: alpha-beta…").click();
    harness.run();
    let window = harness.get_by_label("Root window:");
    assert!(window.accesskit_node().is_disabled());
    // Minimax and alpha-beta take every other option as before.
    assert!(
        !harness
            .get_by_label("Minimax")
            .accesskit_node()
            .is_disabled()
    );
}
