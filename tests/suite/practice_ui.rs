//! Exercise cells driven through the app: answer, check, read the marks, show me.

use abtutor::app::{AbtutorApp, NotebookView, Settings, View};
use abtutor::notebook::{Cell, CellKind, Notebook};
use abtutor::practice::{Answers, QuestionKind};
use abtutor::search::{Mode, Status};
use abtutor::setup::{GameSpec, SearchSetup};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, pick_game, strict_snapshot, type_into};

const FIGURE: &str = "((3,12,8),(2,4,6),(14,5,2))";

fn sheet(question: QuestionKind, mode: Mode) -> Harness<'static, AbtutorApp> {
    sheet_on(FIGURE, question, mode)
}

fn sheet_on(tree: &str, question: QuestionKind, mode: Mode) -> Harness<'static, AbtutorApp> {
    let mut harness = app_harness(
        Settings {
            view: View::Notebook,
            ..Settings::default()
        },
        (1400.0, 1600.0),
    );
    let cell = Cell::new(CellKind::Exercise {
        search: SearchSetup {
            game: GameSpec::textbook(tree).unwrap(),
            root: String::new(),
            depth: None,
            mode,
        },
        question,
        node: String::new(),
        answers: Answers::default(),
    });
    let notebook = Notebook {
        cells: vec![cell],
        ..Notebook::default()
    };
    *harness.state_mut().notebook_mut() = NotebookView::new(notebook, None);
    harness.run();
    harness
}

fn answers(harness: &Harness<'_, AbtutorApp>) -> Answers {
    match &harness.state().notebook().editor.notebook.cells[0].kind {
        CellKind::Exercise { answers, .. } => answers.clone(),
        other => panic!("{other:?}"),
    }
}

fn check(harness: &mut Harness<'_, AbtutorApp>) {
    harness.get_by_label("▶ Check").click();
    harness.run();
}

#[test]
fn values_right_and_wrong_are_marked_and_show_me_jumps_to_the_deciding_frame() {
    let mut harness = sheet(QuestionKind::Values, Mode::minimax());
    type_into(&mut harness, "the root", "3");
    type_into(&mut harness, "node 1", "3");
    type_into(&mut harness, "node 2", "4");
    type_into(&mut harness, "node 3", "2");
    assert_eq!(
        answers(&harness).values.len(),
        4,
        "typed answers are kept in the cell"
    );
    check(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[0]
        .output
        .clone()
        .expect("checked");
    assert_eq!(output.score, Some((3, 4)));
    harness.get_by_label("3 of 4 right");
    assert_eq!(harness.get_all_by_label("right").count(), 3);
    harness.get_by_label("wrong (the search: 2)");
    harness.get_by_label("Show me").click();
    harness.run();
    let player = harness.state().notebook().cell_player(0).expect("a player");
    let frame = player.trace().frames().at(player.frame_index());
    assert_eq!(frame.status, Status::End);
    let tree = player.tree();
    assert_eq!(tree.board_text(frame.node), "(2,4,6)");
    strict_snapshot(&mut harness, "practice_values_checked");
}

#[test]
fn a_wrongly_ticked_cut_and_a_missed_one_are_marked() {
    let mut harness = sheet(QuestionKind::Cuts, Mode::alpha_beta());
    let boxes: Vec<_> = harness.get_all_by_role(Role::CheckBox).collect();
    assert!(boxes.len() >= 12, "a box per branch, {}", boxes.len());
    harness.get_by_label("node 2,2").click();
    harness.run();
    harness.get_by_label("node 3,1").click();
    harness.run();
    let ticked = answers(&harness).cuts;
    assert_eq!(ticked.into_iter().collect::<Vec<_>>(), ["2,2", "3,1"]);
    // The tree names the branches asked about as the question does.
    let view = harness.state().notebook().cell_player_view(0).unwrap();
    let names = &view.tree_view().names;
    let named = |name: &str| names.values().any(|shown| shown == name);
    assert!(named("2,2") && named("3,1") && named("1"), "{names:?}");
    check(&mut harness);
    harness.get_by_label("1 of 3 right");
    harness.get_by_label("missing (the search: cut)");
    harness.get_by_label("wrong (the search: visited)");
    assert_eq!(harness.get_all_by_label("Show me").count(), 2);
}

#[test]
fn the_whole_sheet_right_scores_full_marks() {
    let mut harness = sheet(QuestionKind::Windows, Mode::alpha_beta());
    type_into(&mut harness, "α =", "3");
    type_into(&mut harness, "β =", "inf");
    check(&mut harness);
    harness.get_by_label("2 of 2 right");
    assert_eq!(harness.query_all_by_label("Show me").count(), 0);
}

#[test]
fn an_ordering_is_counted_against_the_fewest_and_shown_in_the_player() {
    let tree = "((2,9,8),(5,1,3),(7,6,9))";
    let mut harness = sheet_on(tree, QuestionKind::Order, Mode::alpha_beta());
    type_into(&mut harness, "Order of the root's children:", "2,1,3");
    assert_eq!(
        answers(&harness).order,
        ["2", "1", "3"],
        "commas survive typing"
    );
    check(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[0]
        .output
        .clone()
        .expect("checked");
    assert_eq!(output.score, Some((0, 1)), "{}", output.text);
    assert!(
        output.text.contains("the fewest is 9 (order 3,1,2)"),
        "{}",
        output.text
    );
    harness.get_by_label("0 of 1 right");
    harness.get_by_label("Show me").click();
    harness.run();
    let player = harness.state().notebook().cell_player(0).expect("a player");
    assert_eq!(
        player.tree().board_text(player.tree().root()),
        "((5,1,3),(2,9,8),(7,6,9))",
        "the player shows the student's order"
    );
}

#[test]
fn the_player_searches_a_typed_textbook_tree_and_names_a_malformed_one() {
    let mut harness = app_harness(Settings::default(), (1400.0, 860.0));
    pick_game(&mut harness, "textbook tree");
    let summary = harness.state().player().trace().summary().clone();
    assert_eq!(summary.value.value(), Some(3));
    assert_eq!((summary.calculated, summary.pruned), (11, 2));
    type_into(&mut harness, "Tree:", "(");
    harness.get_by_label_contains("at character");
    let game = harness.state().settings().search.game;
    assert_eq!(
        game.to_string(),
        format!("tree:{FIGURE}"),
        "the last good tree stays"
    );
}
