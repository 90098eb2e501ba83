//! Printable exercise sheets: the PDF's pages, the key's answers against the textbook's
//! own figures, and bad requests.

use abtutor::app::sheet;
use abtutor::lang::Lang;
use abtutor::practice::QuestionKind;

use crate::common;
use common::{abtutor, refused_in_one_line};

const PRACTICE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/lessons/en/12_practice.json"
);

/// The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree).
fn page_count(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/Type /Page")
        .filter(|(at, found)| !text[at + found.len()..].starts_with('s'))
        .count()
}

#[test]
fn the_practice_lesson_prints_one_page_an_exercise_and_its_key_after() {
    let dir = tempfile::tempdir().unwrap();
    for (answers, pages) in [(false, 5), (true, 10)] {
        let path = dir.path().join(format!("sheet-{answers}.pdf"));
        let mut args = vec!["sheet", PRACTICE, "--out", path.to_str().unwrap()];
        if answers {
            args.push("--answers");
        }
        let output = abtutor(&args);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(said.contains(&format!("wrote {pages} pages")), "{said}");
        let pdf = std::fs::read(&path).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(pdf.trim_ascii_end().ends_with(b"%%EOF"));
        assert_eq!(page_count(&pdf), pages);
    }
}

#[test]
fn the_key_holds_the_textbook_answers() {
    let notebook = abtutor::notebook::load(std::path::Path::new(PRACTICE)).unwrap();
    let exercises = sheet::exercises(&notebook, Lang::En).unwrap();
    let questions: Vec<QuestionKind> = exercises.iter().map(|exercise| exercise.question).collect();
    assert_eq!(
        questions,
        [
            QuestionKind::Values,
            QuestionKind::Cuts,
            QuestionKind::Windows,
            QuestionKind::Order,
            QuestionKind::Cuts
        ]
    );
    let key = |index: usize| -> Vec<(String, String)> { exercises[index].rows.clone() };
    // AIMA's tree ((3,12,8),(2,4,6),(14,5,2)): MAX gets 3; the MIN nodes 3, 2, 2.
    let values = key(0);
    for (node, value) in [("root", "3"), ("1", "3"), ("2", "2"), ("3", "2")] {
        assert!(
            values.contains(&(node.to_string(), value.to_string())),
            "{node} = {value} in {values:?}"
        );
    }
    // Alpha-beta cuts the second MIN node's last two leaves, nothing else.
    let cut: Vec<String> = key(1)
        .into_iter()
        .filter(|(_, answer)| answer == "cut")
        .map(|(node, _)| node)
        .collect();
    assert_eq!(cut, ["2,2", "2,3"]);
    // The third MIN node is entered with α = 3 (the first child's value), β = ∞.
    assert_eq!(
        key(2),
        [
            ("3: α".to_string(), "3".to_string()),
            ("3: β".to_string(), "∞".to_string())
        ]
    );
    // ((2,9,8),(5,1,3),(7,6,9)): the MIN values 2, 1, 6; searching the third first prunes most.
    assert_eq!(key(3)[0], ("1.".to_string(), "3".to_string()));
}

#[test]
fn bad_sheet_requests_get_one_error_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.pdf");
    let out = out.to_str().unwrap();
    let minimax = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/lessons/en/01_minimax.json"
    );
    for (args, needle) in [
        (vec!["sheet", minimax, "--out", out], "no exercise"),
        (
            vec!["sheet", "/nonexistent.json", "--out", out],
            "nonexistent.json",
        ),
        (
            vec!["sheet", PRACTICE, "--out", "/nonexistent/dir/x.pdf"],
            "could not write",
        ),
    ] {
        refused_in_one_line(&args, needle);
    }
}

#[test]
fn the_notebook_prints_its_sheet_from_the_print_menu() {
    use abtutor::app::{NotebookView, Settings, View};
    use egui_kittest::kittest::Queryable;
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        view: View::Notebook,
        ..Settings::default()
    };
    let mut harness = common::app_harness(settings, (1400.0, 900.0));
    let lesson = abtutor::app::load_lesson(11, Lang::En).unwrap();
    *harness.state_mut().notebook_mut() = NotebookView::new(lesson, None);
    harness.run();
    // The menu offers both sheets; without a file dialog here, the app says so.
    harness.get_by_label("Print sheet…").click();
    harness.run();
    harness
        .get_by_label("The exercises and their key (PDF)…")
        .click();
    harness.run();
    // The same as the menu does once a file is picked.
    let path = dir.path().join("practice.pdf");
    harness
        .state_mut()
        .notebook_mut()
        .print_sheet(&path, true, Lang::En);
    harness.run();
    harness.get_by_label_contains("practice.pdf");
    assert_eq!(page_count(&std::fs::read(&path).unwrap()), 10);
}
