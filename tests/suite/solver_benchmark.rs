//! The solver benchmark cell: the tutorial's parts over the shipped End-Easy sample, the
//! means measured beside the tutorial's, in the notebook, in `notebook run` and as a figure.

use abtutor::app::{Settings, View};
use abtutor::notebook::CellKind;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{abtutor, app_harness, strict_snapshot};

#[test]
fn the_cell_measures_each_part_beside_the_tutorial() {
    let settings = Settings {
        view: View::Notebook,
        ..Settings::default()
    };
    let mut harness = app_harness(settings, (1400.0, 1000.0));
    harness.get_by_label("+ Solver benchmark").click();
    harness.run();
    let notebook = &harness.state().notebook().editor.notebook;
    let Some(CellKind::SolverBenchmark { positions, .. }) =
        notebook.cells.last().map(|cell| &cell.kind)
    else {
        panic!("a benchmark cell was added");
    };
    assert_eq!(*positions, 200);
    // Twenty positions: quicker, and a sample's mean of its own.
    let field = harness.get_by_label("Positions of the sample");
    field.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Positions of the sample")
        .type_text("20");
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label("▶ Run").click();
    harness.run();
    let output = harness
        .state()
        .notebook()
        .editor
        .notebook
        .cells
        .last()
        .and_then(|cell| cell.output.clone())
        .expect("the cell ran");
    assert_eq!(output.solver_rows.len(), 9);
    for row in &output.solver_rows {
        assert_eq!(row.positions, 20);
        assert_eq!(row.scores_right, 20);
        assert_eq!(row.mean_nodes, row.tutorial_mean_nodes, "part {}", row.part);
    }
    harness.get_by_label("alpha-beta + score bound");
    harness.get_by_label("Mean nodes, abtutor");
    harness.get_by_label("+ lower bounds in the table");
    strict_snapshot(&mut harness, "solver_benchmark_cell");
}

#[test]
fn notebook_render_draws_the_benchmark_table() {
    let dir = tempfile::tempdir().unwrap();
    let notebook = dir.path().join("benchmark.json");
    let text = r#"{"format":"abtutor-notebook","version":1,"lang":"en","title":"B",
        "cells":[{"type":"solver-benchmark","positions":10}]}"#;
    std::fs::write(&notebook, text).unwrap();
    let out = dir.path().join("pictures");
    let output = abtutor(&[
        "notebook",
        "render",
        notebook.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(out.join("cell-01-solver-benchmark.png").exists());
    // Saved outputs keep the rows; the text prints them.
    let run = abtutor(&["notebook", "run", notebook.to_str().unwrap()]);
    let printed = String::from_utf8_lossy(&run.stdout);
    assert!(printed.contains("10 / 10"), "{printed}");
    assert!(printed.contains("blog.gamesolver.org"), "{printed}");
}

#[test]
fn lesson_21_quotes_the_middle_easy_means_the_cell_measures() {
    let rows = abtutor::stats::solver_benchmark(abtutor::stats::BenchmarkSet::MiddleEasy, 100);
    let rounded: Vec<(u8, String)> = rows
        .iter()
        .map(|row| (row.part, format!("{:.0}", row.mean_nodes)))
        .collect();
    assert!(
        rows.iter()
            .all(|row| row.mean_nodes == row.tutorial_mean_nodes)
    );
    let lesson = include_str!("../../assets/lessons/en/21_connect_four.json");
    for part in [9, 10, 12] {
        let (_, mean) = rounded.iter().find(|(at, _)| *at == part).expect("a row");
        assert!(
            lesson.contains(&format!("about {mean}")),
            "part {part}: {mean}"
        );
    }
}
