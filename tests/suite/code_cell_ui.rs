//! A code cell driven like a student would: type the program, run it with the keys, read
//! the verdict and the line of their code it points at.

use abtutor::app::{AbtutorApp, Settings, View};
use abtutor::notebook::CellKind;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::app_harness;

fn harness() -> Harness<'static, AbtutorApp> {
    app_harness(
        Settings {
            view: View::Notebook,
            ..Settings::default()
        },
        (1400.0, 1600.0),
    )
}

fn source(harness: &Harness<'_, AbtutorApp>) -> String {
    match &harness.state().notebook().editor.notebook.cells[1].kind {
        CellKind::Code { source, .. } => source.clone(),
        other => panic!("not a code cell: {other:?}"),
    }
}

/// Steps the app until the code cell's program has ended and its output is in.
fn wait_for_the_program(harness: &mut Harness<'_, AbtutorApp>) {
    for _ in 0..3000 {
        if !harness.state().notebook().is_running_code(1)
            && harness.state().notebook().editor.notebook.cells[1]
                .output
                .is_some()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    harness.run();
}

#[test]
fn a_typed_program_runs_with_ctrl_enter_and_its_verdict_names_the_line() {
    let mut harness = harness();
    harness.get_by_label("+ Code").click();
    harness.run();
    assert!(source(&harness).contains("from abtutor import game, trace"));
    let editor = harness.get_by_role_and_label(Role::MultilineTextInput, "Your program:");
    editor.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    let program = include_str!("../data/programs/wrong_bound_max_only.py");
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text(program);
    harness.run();
    assert_eq!(source(&harness), program);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.step();
    wait_for_the_program(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("ran");
    assert!(!output.error, "{}", output.text);
    assert_eq!(output.printed.trim(), "value: inf");
    assert!(output.text.starts_with("differs"), "{}", output.text);
    assert!(
        output.text.contains("your line 19: return beta"),
        "{}",
        output.text
    );
    assert!(
        output
            .text
            .contains("wrong-bound-returned, in the max branch only")
    );
    // The line that holds the bug: the return of the wrong bound.
    assert_eq!(output.program_line, Some(19));
    // The verdict is shown, and the player over the search it should be.
    harness.get_by_label_contains("your line 19: return beta");
    assert!(harness.state().notebook().cell_player(1).is_some());
    // The player opens at the first difference, where the student's window is beside it.
    let player = harness.state().notebook().cell_player(1).unwrap();
    assert_eq!(player.frame_index(), 17);
    // The full player takes the very search, the student's run over it, at that frame.
    harness.get_by_label("Open in full player").click();
    harness.run();
    assert_eq!(harness.state().settings().view, View::Player);
    harness.get_by_label_contains("Student trace: cell.py");
}

#[test]
fn tab_indents_by_four_spaces_and_a_crash_marks_its_line() {
    let mut harness = harness();
    harness.get_by_label("+ Code").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    let typed = "def f():\n";
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text(typed);
    harness.run();
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text("return 1 / 0\nf()\n");
    harness.run();
    assert_eq!(source(&harness), "def f():\n    return 1 / 0\nf()\n");
    harness.get_all_by_label("▶ Run").next().unwrap().click();
    harness.step();
    wait_for_the_program(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("ran");
    assert!(output.error);
    assert!(output.text.contains("ZeroDivisionError"), "{}", output.text);
    assert!(
        output.printed.contains("File \"cell.py\", line 2"),
        "{}",
        output.printed
    );
    assert_eq!(output.program_line, Some(2));
}

#[test]
fn without_an_interpreter_the_cell_says_how_to_get_one_and_the_app_goes_on() {
    let mut harness = app_harness(
        Settings {
            view: View::Notebook,
            python: "/no/such/python3".to_string(),
            ..Settings::default()
        },
        (1400.0, 1600.0),
    );
    harness.get_by_label("+ Code").click();
    harness.run();
    // The settings' interpreter is named above the cells, with why it cannot run.
    harness.get_by_label_contains("no Python interpreter: /no/such/python3");
    harness.get_all_by_label("▶ Run").next().unwrap().click();
    harness.step();
    wait_for_the_program(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("ran");
    assert!(output.error);
    assert!(
        output.text.contains("apt install python3"),
        "{}",
        output.text
    );
    // The rest of the notebook still runs.
    harness.get_by_label("+ Run").click();
    harness.run();
    harness.get_all_by_label("▶ Run").nth(1).unwrap().click();
    harness.run();
    let output = harness.state().notebook().editor.notebook.cells[2]
        .output
        .clone()
        .expect("ran");
    assert!(!output.error, "{}", output.text);
}

#[test]
fn output_shows_as_it_comes_and_stop_kills_the_program() {
    let mut harness = harness();
    harness.get_by_label("+ Code").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text(
            "import sys, time\nprint('searching')\nprint('a warning', file=sys.stderr)\ntime.sleep(60)\n",
        );
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Enter);
    // The output is drawn while the program still runs.
    let mut seen = false;
    for _ in 0..1000 {
        harness.step();
        // Standard output and standard error come by pipes of their own: both are awaited.
        let shown = |text| harness.query_by_label_contains(text).is_some();
        if shown("searching") && shown("a warning") {
            seen = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(seen, "the output came while the program ran");
    assert!(harness.state().notebook().is_running_code(1));
    harness.get_by_label("Stop").click();
    harness.step();
    wait_for_the_program(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("stopped");
    assert!(output.error);
    assert!(
        output.text.contains("stopped before it ended"),
        "{}",
        output.text
    );
    assert!(output.printed.contains("searching"));
    assert!(output.printed.contains("a warning"));
}

#[test]
fn enter_keeps_the_indentation_and_opens_a_block_after_a_colon() {
    let mut harness = harness();
    harness.get_by_label("+ Code").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text("def f(pos):");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text("x = 1  # a note");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Your program:")
        .type_text("return x");
    harness.run();
    assert_eq!(
        source(&harness),
        "def f(pos):\n    x = 1  # a note\n    return x"
    );
}

/// A notebook opened from a file asks before its code runs: no runs nothing of the code,
/// yes runs it (in the sandbox where one can be made).
#[test]
fn a_notebook_from_a_file_asks_before_its_code_cells_run() {
    let mut harness = harness();
    harness.get_by_label("+ Code").click();
    harness.run();
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("downloaded.json");
    {
        let notebook = &mut harness.state_mut().notebook_mut().editor.notebook;
        if let CellKind::Code { source, .. } = &mut notebook.cells[1].kind {
            *source = include_str!("../data/programs/correct.py").to_string();
        }
        abtutor::notebook::save(notebook, &path).unwrap();
    }
    harness.state_mut().notebook_mut().open(&path);
    harness.run();
    harness.get_by_label("Run all").click();
    harness.run();
    assert!(harness.state().notebook().is_asking_consent());
    harness.get_by_label("Run this notebook's code?");
    harness.get_by_label("Don't run the code").click();
    harness.run();
    assert!(!harness.state().notebook().is_asking_consent());
    assert!(!harness.state().notebook().is_running_code(1));
    assert!(
        harness.state().notebook().editor.notebook.cells[1]
            .output
            .is_none()
    );
    // Asked again, yes runs the program.
    harness.get_by_label("Run all").click();
    harness.run();
    harness.get_by_label("Run the code").click();
    harness.step();
    wait_for_the_program(&mut harness);
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("ran");
    assert!(output.text.starts_with("correct"), "{}", output.text);
    // Once said yes, the notebook's code runs without asking.
    harness.get_by_label("Run all").click();
    harness.step();
    assert!(!harness.state().notebook().is_asking_consent());
    assert!(harness.state().notebook().is_running_code(1));
    wait_for_the_program(&mut harness);
}
