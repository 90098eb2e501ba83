//! Textbook trees and exercises: the classic figure, random trees against a brute-force
//! minimax, every question kind marked right and wrong with the frame that decides it.

use abtutor::lang::Lang;
use abtutor::notebook;
use abtutor::practice::{self, Answers, PracticeError, QuestionKind, Verdict, check_order};
use abtutor::search::{self, Mode, Score, Status, TableKind};
use abtutor::setup::{GameSpec, SearchSetup};
use abtutor::tree::Trees;
use notebook::{CellKind, CellOutput, Editor, Notebook, execute_all};
use proptest::prelude::*;
use std::process::Command;

const FIGURE: &str = "((3,12,8),(2,4,6),(14,5,2))";

fn textbook(text: &str) -> GameSpec {
    GameSpec::textbook(text).unwrap()
}

#[test]
fn the_textbook_figure_gives_three_with_two_leaves_cut() {
    let (tree, root) = textbook(FIGURE).tree_for_root("").unwrap();
    let alpha_beta = search::record(&tree, root, Mode::alpha_beta());
    let summary = alpha_beta.summary();
    assert_eq!(summary.value, Score::finite(3));
    assert_eq!((summary.calculated, summary.pruned), (11, 2));
    let cut: Vec<String> = practice::cut_nodes(&tree, &alpha_beta)
        .into_iter()
        .map(|node| tree.board_text(node))
        .collect();
    assert_eq!(cut, ["4", "6"]);
    let minimax = search::record(&tree, root, Mode::minimax());
    assert_eq!(
        (minimax.summary().calculated, minimax.summary().pruned),
        (13, 0)
    );
}

#[test]
fn the_command_line_takes_a_textbook_tree() {
    let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["stats", "--tree", FIGURE, "--json"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["value"], 3);
    assert_eq!(value["calculated"], 11);
    assert_eq!(value["pruned"], 2);
    for (tree, needle) in [
        ("((3,12,8),(2,4,6)", "at character 18"),
        ("", "empty"),
        ("((3,a))", "at character 5"),
        ("((1,2,3,4,5,6,7))", "too wide"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(["stats", "--tree", tree])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{tree}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first_line = stderr.lines().next().unwrap_or_default();
        assert!(
            first_line.starts_with("error:") && first_line.contains(needle),
            "{tree}: {stderr}"
        );
    }
}

/// The value of a textbook tree by the definition, straight from its text.
fn brute_force(nodes: &[abtutor::game::TextbookNode], node: usize) -> i16 {
    let current = &nodes[node];
    if let Some(value) = current.value {
        return value;
    }
    let values = current
        .children
        .iter()
        .map(|&c| brute_force(nodes, c as usize));
    if current.level.is_multiple_of(2) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every sound mode gives the brute-force value; minimax fixes every node; alpha-beta
    /// calculates and prunes exactly the tree.
    #[test]
    fn random_trees_agree_with_a_brute_force_minimax(
        levels in 1usize..=4,
        branching in 2usize..=4,
        seed in any::<u64>(),
        table in prop::sample::select(vec![TableKind::Off, TableKind::Bounds]),
        init_ab in any::<bool>(),
    ) {
        let text = abtutor::game::random_tree(levels, branching, -20, 20, seed);
        let spec = textbook(&text);
        let GameSpec::Textbook(id) = spec else { unreachable!() };
        let expected = brute_force(id.tree().nodes(), 0);
        let (tree, root) = spec.tree_for_root("").unwrap();
        let mode = Mode { table, init_ab, ..Mode::alpha_beta() };
        let trace = search::record(&tree, root, mode);
        prop_assert_eq!(trace.summary().value, Score::finite(expected));
        prop_assert_eq!(trace.summary().calculated + trace.summary().pruned, tree.len() as u32);
        let minimax = search::record(&tree, root, Mode::minimax());
        prop_assert_eq!(minimax.summary().calculated, tree.len() as u32);
    }
}

fn checked(kind: QuestionKind, mode: Mode, answers: &Answers) -> practice::Marking {
    let (tree, root) = textbook(FIGURE).tree_for_root("").unwrap();
    let trace = search::record(&tree, root, mode);
    practice::check(&tree, &trace, kind, "", answers).unwrap()
}

#[test]
fn values_are_marked_per_node_with_their_end_frames() {
    let mut answers = Answers::default();
    answers.values.insert("".into(), "3".into());
    answers.values.insert("1".into(), "3".into());
    answers.values.insert("2".into(), "4".into());
    let marking = checked(QuestionKind::Values, Mode::minimax(), &answers);
    assert_eq!(marking.total(), 4);
    assert_eq!(marking.right(), 2);
    let wrong = marking.marks.iter().find(|mark| mark.path == "2").unwrap();
    assert_eq!(
        (wrong.verdict, wrong.expected.as_str()),
        (Verdict::Wrong, "2")
    );
    let missing = marking.marks.iter().find(|mark| mark.path == "3").unwrap();
    assert_eq!(missing.verdict, Verdict::Missing);
    let (tree, root) = textbook(FIGURE).tree_for_root("").unwrap();
    let trace = search::record(&tree, root, Mode::minimax());
    let frame = trace.frames().at(wrong.frame);
    assert_eq!(frame.status, Status::End);
    assert_eq!(tree.board_text(frame.node), "(2,4,6)");
}

#[test]
fn cuts_are_marked_right_missing_and_wrong() {
    let mut answers = Answers::default();
    answers.cuts.insert("2,2".into());
    answers.cuts.insert("3,1".into());
    let marking = checked(QuestionKind::Cuts, Mode::alpha_beta(), &answers);
    let verdicts: Vec<(&str, Verdict)> = marking
        .marks
        .iter()
        .map(|mark| (mark.path.as_str(), mark.verdict))
        .collect();
    assert_eq!(
        verdicts,
        [
            ("2,2", Verdict::Right),
            ("2,3", Verdict::Missing),
            ("3,1", Verdict::Wrong)
        ]
    );
    // The cut happens at the update frame after the 2 came back; 3,1 is entered.
    let (tree, root) = textbook(FIGURE).tree_for_root("").unwrap();
    let trace = search::record(&tree, root, Mode::alpha_beta());
    assert!(trace.frames().at(marking.marks[0].frame).is_cut());
    assert_eq!(
        trace.frames().at(marking.marks[2].frame).status,
        Status::Start
    );
}

#[test]
fn windows_are_the_bounds_on_entry() {
    let mut answers = Answers {
        window: Some(("3".into(), "inf".into())),
        ..Answers::default()
    };
    let marking = checked(QuestionKind::Windows, Mode::alpha_beta(), &answers);
    assert_eq!(marking.marks[0].path, "3");
    assert_eq!(marking.right(), 2);
    answers.window = Some(("-∞".into(), "∞".into()));
    let marking = checked(QuestionKind::Windows, Mode::alpha_beta(), &answers);
    assert_eq!(marking.right(), 1, "β is ∞, α is 3");
    assert_eq!(practice::parse_bound(" −inf "), Some(Score::NEG_INF));
    assert_eq!(practice::parse_bound("x"), None);
}

#[test]
fn the_best_order_first_searches_the_best_child() {
    let spec = textbook("((2,9,8),(5,1,3),(7,6,9))");
    let natural = check_order(spec, "", Mode::alpha_beta(), &[0, 1, 2]).unwrap();
    let best = check_order(spec, "", Mode::alpha_beta(), &[2, 0, 1]).unwrap();
    assert!(best.is_right(), "{best:?}");
    assert!(!natural.is_right(), "{natural:?}");
    assert!(best.calculated < natural.calculated);
    assert_eq!(best.fewest, best.calculated);
    assert_eq!(best.best_order[0], "3");
    assert_eq!(
        check_order(spec, "", Mode::alpha_beta(), &[0, 0, 1]),
        Err(PracticeError::NotEachChildOnce {
            count: 3,
            example: "1,2,3".to_string()
        })
    );
    let refusal = PracticeError::NotEachChildOnce {
        count: 3,
        example: "1,2,3".to_string(),
    };
    assert_eq!(
        notebook::error_text(&refusal, Lang::En),
        refusal.to_string(),
        "the English wording is the error's own"
    );
}

fn exercise(game: GameSpec, root: &str, question: QuestionKind, answers: Answers) -> CellKind {
    CellKind::Exercise {
        search: SearchSetup {
            game,
            root: root.into(),
            depth: None,
            mode: Mode::alpha_beta(),
        },
        question,
        node: String::new(),
        answers,
    }
}

fn run_sheet(kinds: Vec<CellKind>) -> Vec<CellOutput> {
    let notebook = Notebook {
        cells: kinds.into_iter().map(notebook::Cell::new).collect(),
        ..Notebook::default()
    };
    let mut editor = Editor::new(notebook);
    execute_all(
        &mut Trees::default(),
        &mut editor,
        &notebook::Allowed::default(),
        Lang::En,
    );
    editor
        .notebook
        .cells
        .iter()
        .map(|cell| cell.output.clone().unwrap())
        .collect()
}

#[test]
fn exercise_cells_save_their_answers_and_score_on_real_games_too() {
    let mut cuts = Answers::default();
    cuts.cuts.extend(["2,2".to_string(), "2,3".to_string()]);
    let mut kalah = Answers::default();
    kalah.values.insert("".into(), "99".into());
    let outputs = run_sheet(vec![
        exercise(textbook(FIGURE), "", QuestionKind::Cuts, cuts.clone()),
        exercise(
            GameSpec::TicTacToe,
            "11,00,22,20,02",
            QuestionKind::Cuts,
            Answers::default(),
        ),
        exercise(
            GameSpec::Kalah { pits: 3, seeds: 2 },
            "1,3,2",
            QuestionKind::Values,
            kalah,
        ),
    ]);
    assert_eq!(outputs[0].score, Some((2, 2)), "{}", outputs[0].text);
    assert!(outputs[0].text.starts_with("cuts: 2 of 2 right"));
    // Running every cell does not check an exercise nobody has answered: no score, no
    // answer given away.
    assert_eq!(outputs[1].score, None);
    assert_eq!(outputs[1].text, "not answered yet");
    let (_, total) = outputs[2].score.unwrap();
    assert!(total > 1, "{}", outputs[2].text);
    assert!(
        outputs[2].text.contains("the root value: you gave 99"),
        "{}",
        outputs[2].text
    );
    // The answers go into the file and come back.
    let cell = notebook::Cell::new(exercise(textbook(FIGURE), "", QuestionKind::Cuts, cuts));
    let notebook = Notebook {
        cells: vec![cell],
        ..Notebook::default()
    };
    let json = notebook::to_json(&notebook);
    assert!(json.contains("\"2,2\""), "{json}");
    assert!(json.contains("tree:((3,12,8),(2,4,6),(14,5,2))"), "{json}");
    let again = notebook::from_json(&json, "sheet").unwrap();
    assert_eq!(again, notebook);
}
