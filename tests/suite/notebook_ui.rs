//! The notebook view driven by widget labels and keys.

use abtutor::app::{AbtutorApp, Settings, View};
use abtutor::lang::Lang;
use abtutor::notebook::{self, CellKind};
use abtutor::setup::GameSpec;
use egui::accesskit::Role;
use egui_kittest::Harness;

use crate::common;
use common::{app_harness, type_into};
use egui_kittest::kittest::Queryable;

fn harness() -> Harness<'static, AbtutorApp> {
    app_harness(
        Settings {
            view: View::Notebook,
            ..Settings::default()
        },
        (1400.0, 1400.0),
    )
}

fn cells(harness: &Harness<'_, AbtutorApp>) -> Vec<CellKind> {
    harness
        .state()
        .notebook()
        .editor
        .notebook
        .cells
        .iter()
        .map(|cell| cell.kind.clone())
        .collect()
}

fn click(harness: &mut Harness<'_, AbtutorApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn click_nth(harness: &mut Harness<'_, AbtutorApp>, label: &str, index: usize) {
    harness
        .get_all_by_label(label)
        .nth(index)
        .unwrap_or_else(|| panic!("{label} #{index}"))
        .click();
    harness.run();
}

#[test]
fn cells_are_added_run_moved_deleted_and_restored() {
    let mut harness = harness();
    assert_eq!(cells(&harness).len(), 1);
    click(&mut harness, "+ Run");
    assert!(matches!(cells(&harness)[1], CellKind::Run { .. }));
    click(&mut harness, "▶ Run");
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("ran");
    assert_eq!(output.execution_count, 1);
    assert!(
        output.text.contains("calculated nodes 18,297"),
        "{}",
        output.text
    );
    harness.get_by_label_contains("calculated nodes 18,297");
    click_nth(&mut harness, "Up", 1);
    assert!(
        matches!(cells(&harness)[0], CellKind::Run { .. }),
        "the run cell moved up"
    );
    click_nth(&mut harness, "Duplicate", 0);
    assert_eq!(cells(&harness).len(), 3);
    click_nth(&mut harness, "Delete", 2);
    let before_delete = cells(&harness);
    click_nth(&mut harness, "Delete", 0);
    assert_eq!(cells(&harness).len(), 1);
    click(&mut harness, "Undo delete");
    assert_eq!(cells(&harness), before_delete);
    assert!(harness.state().notebook().is_dirty());
    harness.get_by_label_contains("unsaved changes");
}

#[test]
fn a_text_cell_is_edited_in_place_and_left_with_escape() {
    let mut harness = harness();
    click(&mut harness, "+ Text");
    assert!(
        harness.state().notebook().editing.is_some(),
        "a new text cell opens for writing"
    );
    harness
        .get_by_role_and_label(Role::MultilineTextInput, "Markdown")
        .type_text("## α and β");
    harness.run();
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(harness.state().notebook().editing.is_none());
    assert_eq!(
        cells(&harness)[1],
        CellKind::Text {
            source: "## α and β".to_string()
        }
    );
    harness.get_by_label("α and β");
}

#[test]
fn shift_enter_runs_the_selected_cell_and_moves_on() {
    let mut harness = harness();
    click(&mut harness, "+ Compare");
    click(&mut harness, "+ Depth table");
    let compare_id = harness.state().notebook().editor.notebook.cells[1].id;
    harness.state_mut().notebook_mut().selected = Some(compare_id);
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Enter);
    harness.run();
    let notebook = &harness.state().notebook().editor.notebook;
    let rows = &notebook.cells[1].output.as_ref().expect("ran").compare_rows;
    assert_eq!(rows.len(), 10, "every reference mode");
    assert_eq!(
        rows[5].value.to_string(),
        "1",
        "the unsound combination shows its wrong value"
    );
    assert_eq!(
        harness.state().notebook().selected,
        Some(notebook.cells[2].id)
    );
}

#[test]
fn saved_notebook_reopens_equal_and_bad_files_leave_it_untouched() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("class.json");
    let mut harness = harness();
    click(&mut harness, "+ Run");
    click(&mut harness, "▶ Run");
    type_into(&mut harness, "File path", &path.display().to_string());
    click(&mut harness, "Save to path");
    assert!(!harness.state().notebook().is_dirty());
    let saved = harness.state().notebook().editor.notebook.clone();
    assert_eq!(notebook::load(&path).unwrap(), saved);

    click(&mut harness, "+ Text");
    harness.key_press(egui::Key::Escape);
    harness.run();
    click(&mut harness, "Open path");
    harness.get_by_label_contains("changes that are not saved");
    click(&mut harness, "Discard changes");
    assert_eq!(harness.state().notebook().editor.notebook, saved);

    let garbage = folder.path().join("garbage.json");
    std::fs::write(&garbage, "{\"format\": \"something-else\"}").unwrap();
    harness.state_mut().notebook_mut().open(&garbage);
    harness.run();
    assert_eq!(
        harness.state().notebook().editor.notebook,
        saved,
        "a refused file changes nothing"
    );
    harness.get_by_label_contains("not an abtutor notebook");
}

#[test]
fn language_switch_changes_the_whole_ui() {
    let mut harness = harness();
    click(&mut harness, "日本語");
    assert_eq!(harness.state().settings().lang, Lang::Ja);
    harness.get_by_label("ノートブック");
    harness.get_by_label("すべて実行");
    click(&mut harness, "プレイヤー");
    harness.get_by_label("ノードの最初");
    click(&mut harness, "English");
    harness.get_by_label("Node first");
}

#[test]
fn a_run_cell_opens_in_the_full_player() {
    let mut harness = harness();
    click(&mut harness, "+ Run");
    click(&mut harness, "▶ Run");
    click(&mut harness, "Open in full player");
    assert_eq!(harness.state().settings().view, View::Player);
    assert_eq!(harness.state().player().trace().summary().frames, 73_186);
}

#[test]
fn a_monte_carlo_cell_keeps_its_seed_and_opens_in_the_monte_carlo_view() {
    let mut harness = harness();
    click(&mut harness, "+ Monte Carlo");
    let Some(CellKind::MonteCarlo { setup, .. }) = cells(&harness).pop() else {
        panic!("a Monte Carlo cell was added");
    };
    assert_eq!((setup.seed, setup.iterations), (1, 1_000));
    click(&mut harness, "▶ Run");
    let output = harness
        .state()
        .notebook()
        .editor
        .notebook
        .cells
        .last()
        .expect("a cell")
        .output
        .clone()
        .expect("the cell ran");
    let expected = GameSpec::TicTacToe
        .monte_carlo_tree_search("", 1_000, setup.exploration, 1)
        .expect("a root")
        .expect("moves");
    assert!(output.text.contains(&format!(
        "{} nodes in the tree",
        abtutor::numbers::count(expected.nodes)
    )));
    assert!(
        output
            .text
            .contains("alpha-beta: 00, exact value 0 (best 0), touched 18,297")
    );
    harness.get_by_label("Open in the Monte Carlo view").click();
    harness.step();
    harness.state_mut().monte_carlo_mut().wait_for_recording();
    harness.run();
    assert_eq!(harness.state().settings().view, View::MonteCarlo);
    let player = harness
        .state()
        .monte_carlo()
        .player()
        .expect("the cell's search is shown");
    assert_eq!(player.trace().iteration_count(), 1_000);
    assert_eq!(player.trace().seed(), 1);
}

fn lesson_snapshot(index: usize, lang: Lang, name: &str) {
    let settings = Settings {
        view: View::Notebook,
        lang,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 1000.0));
    let lesson = abtutor::app::load_lesson(index, lang).unwrap();
    *harness.state_mut().notebook_mut() = abtutor::app::NotebookView::new(lesson, None);
    let mut trees = abtutor::tree::Trees::default();
    harness.state_mut().notebook_mut().run_all(&mut trees, lang);
    harness.run();
    harness.set_render_cursor(false);
    let options = egui_kittest::SnapshotOptions::new()
        .threshold(2.0)
        .max_failed_pixels(common::STRICT_MAX_FAILED_PIXELS);
    harness.snapshot_options(name, &options);
}

#[test]
fn snapshot_of_a_japanese_lesson() {
    lesson_snapshot(1, Lang::Ja, "lesson_02_alpha_beta_ja");
}

#[test]
fn snapshot_of_a_comparison_chart() {
    lesson_snapshot(6, Lang::En, "lesson_07_bounds_table_compare");
}

#[test]
fn unsaved_work_is_autosaved_and_offered_back_after_a_crash() {
    let folder = tempfile::tempdir().unwrap();
    let autosave = folder.path().join("autosave.json");
    let mut app = AbtutorApp::new(Settings {
        view: View::Notebook,
        ..Settings::default()
    });
    app.use_autosave_file(autosave.clone());
    assert!(app.recovered().is_none(), "nothing to recover at first");
    let mut harness = Harness::builder()
        .with_size((1400.0, 1000.0))
        .with_step_dt(1.0)
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app);
    harness.run();
    // Long steps make a click a long press: edit through the command instead.
    let kind = CellKind::Text {
        source: "kept".to_string(),
    };
    harness
        .state_mut()
        .notebook_mut()
        .apply(notebook::EditCommand::Insert { at: 1, kind });
    harness.run_steps(6);
    let kept = notebook::load(&autosave).expect("the dirty notebook was autosaved");
    assert_eq!(kept, harness.state().notebook().editor.notebook);

    // The next start finds it and offers it back.
    let mut app = AbtutorApp::new(Settings {
        view: View::Notebook,
        ..Settings::default()
    });
    app.use_autosave_file(autosave);
    assert_eq!(app.recovered(), Some(&kept));
    let mut harness = Harness::builder()
        .with_size((1400.0, 1000.0))
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app);
    harness.run();
    click(&mut harness, "Restore it");
    assert_eq!(harness.state().notebook().editor.notebook, kept);
    assert!(
        harness.state().notebook().is_dirty(),
        "recovered work still needs saving"
    );
}

#[test]
fn a_check_cell_reads_no_file_outside_the_notebooks_folder() {
    let outside = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/examples/no-cut-on-equality.jsonl"
    );
    for path in [outside, "../main/assets/examples/no-cut-on-equality.jsonl"] {
        let mut harness = harness();
        click(&mut harness, "+ Check");
        type_into(&mut harness, "Trace file:", path);
        click(&mut harness, "▶ Run");
        let output = harness.state().notebook().editor.notebook.cells[1]
            .output
            .clone()
            .expect("an output");
        assert!(output.error, "{}", output.text);
        assert!(
            output
                .text
                .contains("only files inside the notebook's folder"),
            "{}",
            output.text
        );
    }
}

#[test]
fn a_check_cell_checks_the_trace_typed_into_it() {
    let mut harness = harness();
    click(&mut harness, "+ Check");
    // A notebook not saved yet reads files from the current folder (the crate's, here).
    let path = "assets/examples/no-cut-on-equality.jsonl";
    type_into(&mut harness, "Trace file:", path);
    let kinds = cells(&harness);
    assert!(
        matches!(&kinds[1], CellKind::Check { path: typed, .. } if typed == path),
        "{kinds:?}"
    );
    click(&mut harness, "▶ Run");
    // The output says what the command line says, and the cell's player shows the run.
    let output = harness.state().notebook().editor.notebook.cells[1]
        .output
        .clone()
        .expect("an output");
    assert!(
        output.text.contains("line 61, frame 115"),
        "{}",
        output.text
    );
    harness.get_by_label("Student trace: no-cut-on-equality.jsonl");
    harness.get_by_label("Verdict: differs");
    click(&mut harness, "Go to the first difference (frame 115)");
    let player = harness.state().notebook().cell_player(1).expect("a player");
    assert_eq!(player.frame_index(), 115);
}

#[test]
fn a_lesson_s_check_cell_runs_from_the_trace_it_keeps() {
    let settings = Settings {
        view: View::Notebook,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 1000.0));
    let lesson = abtutor::app::load_lesson(15, Lang::En).unwrap();
    *harness.state_mut().notebook_mut() = abtutor::app::NotebookView::new(lesson, None);
    let mut trees = abtutor::tree::Trees::default();
    harness
        .state_mut()
        .notebook_mut()
        .run_all(&mut trees, Lang::En);
    harness.run();
    assert_eq!(
        harness
            .query_all_by_label("Student trace: the trace kept in this cell")
            .count(),
        3
    );
}
