//! Notebooks without a window: edits and undo, files and their refusals, headless runs.

use std::process::Command;

use abtutor::lang::Lang;
use abtutor::notebook::{self, Cell, CellKind, EditCommand, Editor, Notebook};
use abtutor::search::{Mode, TableKind};
use abtutor::setup::{GameSpec, SearchSetup};
use abtutor::tree::Trees;
use proptest::prelude::*;

fn sample() -> Notebook {
    Notebook {
        title: "Sample".to_string(),
        lang: Lang::En,
        cells: vec![
            Cell::new(CellKind::Text {
                source: "# Sample\n\nα, β and ∞.".to_string(),
            }),
            Cell::new(CellKind::Run {
                search: SearchSetup {
                    game: GameSpec::TicTacToe,
                    root: String::new(),
                    depth: None,
                    mode: Mode {
                        table: TableKind::Exact,
                        ..Mode::minimax()
                    },
                },
                frame: 32_690,
            }),
            Cell::new(CellKind::Compare {
                game: GameSpec::TicTacToe,
                root: "00".to_string(),
                depth: None,
                modes: vec![Mode::alpha_beta(), Mode::minimax()],
            }),
            Cell::new(CellKind::DepthTable {
                game: GameSpec::TicTacToe,
                modes: vec![Mode::alpha_beta()],
            }),
        ],
    }
}

#[test]
fn executing_every_cell_numbers_the_runs_and_reproduces_the_figures() {
    let mut trees = Trees::default();
    let mut editor = Editor::new(sample());
    notebook::execute_all(
        &mut trees,
        &mut editor,
        &notebook::Allowed::all(".".into(), Default::default()),
        Lang::Ja,
    );
    let outputs: Vec<_> = editor
        .notebook
        .cells
        .iter()
        .map(|cell| cell.output.clone())
        .collect();
    assert!(outputs[0].is_none(), "text cells print nothing");
    let run = outputs[1].as_ref().unwrap();
    assert_eq!(run.execution_count, 1);
    assert!(
        run.text
            .starts_with("ミニマックス法で計算\n計算したノードの数 16,168\n"),
        "{}",
        run.text
    );
    let compare = outputs[2].as_ref().unwrap();
    assert_eq!(compare.execution_count, 2);
    assert_eq!(
        compare
            .compare_rows
            .iter()
            .map(|row| row.calculated)
            .collect::<Vec<_>>(),
        [2338, 59_705]
    );
    let depth = outputs[3].as_ref().unwrap();
    assert_eq!(depth.depth_tables[0].1[0].calculated, 18_297);
    assert!(editor.is_dirty());
}

#[test]
fn a_saved_notebook_reopens_equal_with_its_outputs() {
    let mut trees = Trees::default();
    let mut editor = Editor::new(sample());
    notebook::execute_all(
        &mut trees,
        &mut editor,
        &notebook::Allowed::all(".".into(), Default::default()),
        Lang::En,
    );
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("lesson.json");
    notebook::save(&editor.notebook, &path).unwrap();
    let reopened = notebook::load(&path).unwrap();
    assert_eq!(reopened, editor.notebook);
    let leftovers: Vec<_> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(
        leftovers.len(),
        1,
        "no temporary file is left behind: {leftovers:?}"
    );
}

#[test]
fn bad_files_are_refused_with_one_clear_message() {
    let good = notebook::to_json(&sample());
    let cases = [
        ("", "is empty"),
        (&good[..good.len() / 2], "not valid JSON"),
        ("{\"cells\": []}", "not an abtutor notebook"),
        ("[1, 2, 3]", "not an abtutor notebook"),
        (
            &good.replace("\"version\": 1", "\"version\": 99"),
            "newer abtutor",
        ),
        (
            &good.replace("\"type\": \"run\"", "\"type\": \"dance\""),
            "broken cell list",
        ),
        ("\u{0}\u{1}binary", "not valid JSON"),
    ];
    for (text, expected) in cases {
        let error = notebook::from_json(text, "lesson.json")
            .expect_err(expected)
            .to_string();
        assert!(error.contains(expected), "{expected}: {error}");
        assert!(
            error.contains("lesson.json"),
            "the message names the file: {error}"
        );
    }
}

#[test]
fn a_refusal_is_worded_in_the_language_of_the_ui() {
    let good = notebook::to_json(&sample());
    let future = good.replace("\"version\": 1", "\"version\": 99");
    let error = notebook::from_json(&future, "lesson.json").unwrap_err();
    let english = notebook::load_error_text(&error, Lang::En);
    assert_eq!(english, error.to_string());
    let japanese = notebook::load_error_text(&error, Lang::Ja);
    assert!(
        japanese.contains("lesson.json") && japanese.contains("99"),
        "{japanese}"
    );
    assert_ne!(japanese, english);
    let empty = notebook::from_json("", "lesson.json").unwrap_err();
    assert_eq!(
        notebook::load_error_text(&empty, Lang::En),
        empty.to_string()
    );
}

#[test]
fn headless_run_prints_and_saves_the_outputs() {
    let folder = tempfile::tempdir().unwrap();
    let input = folder.path().join("in.json");
    let output = folder.path().join("out.json");
    notebook::save(&sample(), &input).unwrap();
    let result = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["notebook", "run"])
        .arg(&input)
        .arg("--out")
        .arg(&output)
        .output()
        .unwrap();
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let printed = String::from_utf8(result.stdout).unwrap();
    assert!(
        printed.contains("In [1]: run: minimax, exact table from the empty board"),
        "{printed}"
    );
    assert!(printed.contains("calculated nodes 16,168"), "{printed}");
    let saved = notebook::load(&output).unwrap();
    assert!(
        saved.cells[1]
            .output
            .as_ref()
            .is_some_and(|output| output.text.contains("16,168"))
    );
    let broken = folder.path().join("broken.json");
    std::fs::write(
        &broken,
        "{\"format\": \"abtutor-notebook\", \"version\": 1, \"title\"",
    )
    .unwrap();
    let refused = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["notebook", "run"])
        .arg(&broken)
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("not valid JSON"));
}

fn any_kind() -> impl Strategy<Value = CellKind> {
    prop_oneof![
        ".{0,12}".prop_map(|source| CellKind::Text { source }),
        (0usize..10).prop_map(|index| CellKind::Run {
            search: SearchSetup {
                game: GameSpec::TicTacToe,
                root: String::new(),
                depth: None,
                mode: Mode::reference_modes()[index]
            },
            frame: 0
        }),
        Just(CellKind::DepthTable {
            game: GameSpec::Othello4,
            modes: vec![Mode::alpha_beta()]
        }),
    ]
}

fn any_command() -> impl Strategy<Value = EditCommand> {
    prop_oneof![
        (0usize..8, any_kind()).prop_map(|(at, kind)| EditCommand::Insert { at, kind }),
        (0usize..8).prop_map(EditCommand::Delete),
        (0usize..8).prop_map(EditCommand::Duplicate),
        (0usize..8).prop_map(EditCommand::MoveUp),
        (0usize..8).prop_map(EditCommand::MoveDown),
        (0usize..8, any_kind()).prop_map(|(at, kind)| EditCommand::Replace { at, kind }),
        ".{0,8}".prop_map(EditCommand::SetTitle),
        Just(EditCommand::UndoDelete),
        Just(EditCommand::ClearOutputs),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn random_edits_never_panic_and_undo_restores_a_deletion(commands in prop::collection::vec(any_command(), 0..24), delete_at in 0usize..8) {
        let mut editor = Editor::new(sample());
        for command in commands {
            let applies = editor.can(&command);
            let before = editor.notebook.clone();
            let is_delete = matches!(command, EditCommand::Delete(_));
            editor.apply(command);
            if !applies {
                prop_assert_eq!(&editor.notebook, &before, "a command that does not apply changes nothing");
            } else if is_delete {
                let mut undone = editor.clone();
                undone.apply(EditCommand::UndoDelete);
                prop_assert_eq!(&undone.notebook, &before, "undo brings the deleted cell back in place");
            }
        }
        let before = editor.notebook.clone();
        let delete = EditCommand::Delete(delete_at);
        if editor.can(&delete) {
            editor.apply(delete);
            prop_assert_eq!(editor.len() + 1, before.cells.len());
            editor.apply(EditCommand::UndoDelete);
            prop_assert_eq!(&editor.notebook, &before);
        }
    }
}

#[test]
fn a_run_cell_whose_depth_limit_no_line_reaches_says_so_below_its_figures() {
    let run = |depth| {
        let notebook = Notebook {
            title: "Depth".to_string(),
            lang: Lang::En,
            cells: vec![Cell::new(CellKind::Run {
                search: SearchSetup {
                    game: GameSpec::TicTacToe,
                    root: "11,00".to_string(),
                    depth,
                    mode: Mode::alpha_beta(),
                },
                frame: 0,
            })],
        };
        let mut editor = Editor::new(notebook);
        notebook::execute_all(
            &mut Trees::default(),
            &mut editor,
            &notebook::Allowed::default(),
            Lang::En,
        );
        editor.notebook.cells[0].output.clone().expect("run").text
    };
    let whole = run(None);
    let limited = run(Some(4));
    assert!(!limited.contains("never stops"), "{limited}");
    let unreached = run(Some(12));
    let (figures, note) = unreached.rsplit_once('\n').expect("a note below");
    assert_eq!(figures, whole);
    assert!(
        note.contains("ends within 7 plies") && note.contains("of 12"),
        "{note}"
    );
}
