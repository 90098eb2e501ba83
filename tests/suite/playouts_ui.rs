//! Random play's chances on the tree: chosen in a node's context menu, drawn as rates.

use abtutor::app::{NodeLabel, Settings};
use abtutor::setup::SearchSetup;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, click_at, strict_snapshot};

#[test]
fn the_tree_shows_each_node_s_first_player_win_rate_under_random_play() {
    let settings = Settings {
        search: SearchSetup {
            root: "11,00".to_string(),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 900.0));
    let root = harness.state().player().trace().root();
    let at = harness
        .state()
        .tree_view()
        .node_rect_in_ui(root)
        .expect("the root is drawn")
        .center();
    click_at(&mut harness, at, egui::PointerButton::Secondary);
    harness
        .get_by_label("Nodes show: first player's win rate under random play")
        .click();
    harness.run();
    assert_eq!(harness.state().tree_view().label, NodeLabel::FirstWins);
    strict_snapshot(&mut harness, "tree_first_player_win_rate");
}
