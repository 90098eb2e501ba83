//! Damaged notebooks never crash the tutor: mutated files are refused with one clear line
//! or open as valid notebooks that the app draws and runs.

use std::panic::{AssertUnwindSafe, catch_unwind};

use abtutor::app::{AbtutorApp, LESSONS, NotebookView, Settings, View};
use abtutor::lang::Lang;
use abtutor::notebook::{self, Cell, CellKind, CellOutput, Notebook};
use abtutor::practice::{Answers, QuestionKind};
use abtutor::search::Mode;
use abtutor::setup::{GameSpec, SearchSetup};
use abtutor::tree::Trees;
use egui_kittest::Harness;

const MUTATIONS: usize = 100_000;
/// Accepted mutants of each seed opened in the app and drawn.
const DRAWN_PER_SEED: usize = 3;

/// xorshift64: the same mutations on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const NUMBERS: [&str; 12] = [
    "0",
    "-1",
    "255",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "1e308",
    "-1e309",
    "0.5",
    "99999999999999999999999999999",
];

const WRONG_VALUES: [&str; 16] = [
    "\"x\"",
    "1",
    "-7",
    "[]",
    "{}",
    "null",
    "true",
    "\"kalah:9,9\"",
    "\"kalah:6,8\"",
    "\"kalah:0,1\"",
    "\"inf\"",
    "\"-inf\"",
    "\"line\\nbreak\"",
    "\"\\u0000\"",
    "18446744073709551616",
    "[1, [2, {\"a\": null}]]",
];

const TOKENS: [&str; 20] = [
    "\"text\"",
    "\"run\"",
    "\"compare\"",
    "\"depth-table\"",
    "\"tictactoe\"",
    "\"othello4\"",
    "\"kalah:3,2\"",
    "\"en\"",
    "\"ja\"",
    "\"off\"",
    "\"exact\"",
    "\"exact-sym\"",
    "\"bounds\"",
    "\"natural\"",
    "\"best-first\"",
    "true",
    "false",
    "null",
    "\"frame\"",
    "\"depth\"",
];

const FIELDS: [&str; 10] = [
    "\"frame\": 18446744073709551615,",
    "\"depth\": 65535,",
    "\"depth\": 0,",
    "\"game\": \"kalah:6,4\",",
    "\"game\": \"othello4\",",
    "\"execution_count\": 4294967295,",
    "\"version\": 2,",
    "\"format\": \"abtutor-notebook\",",
    "\"type\": \"run\",",
    "\"root\": \"00,11,22,01,21,10,12,02,20,00,11\",",
];

const NOISE: &[u8] = b"{}[]\":,0123456789-+.eE \\nutrlfasx\x00\xff\xc3\xa9";

/// Where JSON values start: just after a colon and its space.
fn value_starts(bytes: &[u8]) -> Vec<usize> {
    (0..bytes.len().saturating_sub(1))
        .filter(|&at| bytes[at] == b':' && bytes[at + 1] == b' ')
        .map(|at| at + 2)
        .collect()
}

/// The end of the scalar value starting at `start`.
fn value_end(bytes: &[u8], start: usize) -> usize {
    let mut at = start;
    if bytes.get(at) == Some(&b'"') {
        at += 1;
        while at < bytes.len() && bytes[at] != b'"' {
            at += if bytes[at] == b'\\' { 2 } else { 1 };
        }
        return (at + 1).min(bytes.len());
    }
    while at < bytes.len() && !b",}]\n".contains(&bytes[at]) {
        at += 1;
    }
    at
}

fn splice(bytes: &mut Vec<u8>, range: std::ops::Range<usize>, with: &[u8]) {
    bytes.splice(range, with.iter().copied());
}

/// One random damage: flips, deletions, insertions, truncations, duplicated spans, swapped
/// numbers, wrong types, deep nesting, fields added or tokens exchanged.
fn mutate_once(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let len = bytes.len();
    let at = rng.below(len + 1);
    match rng.below(10) {
        0 => {
            if len > 0 {
                let at = rng.below(len);
                bytes[at] ^= 1 << rng.below(8);
            }
        }
        1 => {
            let end = (at + 1 + rng.below(64)).min(len);
            bytes.drain(at..end);
        }
        2 => {
            let noise: Vec<u8> = (0..1 + rng.below(8)).map(|_| *rng.pick(NOISE)).collect();
            splice(bytes, at..at, &noise);
        }
        3 => bytes.truncate(at),
        4 => {
            let end = (at + 1 + rng.below(200)).min(len);
            let span = bytes[at..end].to_vec();
            let to = rng.below(len + 1);
            splice(bytes, to..to, &span);
        }
        5 => {
            let digits: Vec<usize> = (0..len).filter(|&i| bytes[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let start = *rng.pick(&digits);
                let mut end = start;
                while end < len && bytes[end].is_ascii_digit() {
                    end += 1;
                }
                splice(bytes, start..end, rng.pick(&NUMBERS).as_bytes());
            }
        }
        6 => {
            let starts = value_starts(bytes);
            if !starts.is_empty() {
                let start = *rng.pick(&starts);
                let end = value_end(bytes, start);
                splice(bytes, start..end, rng.pick(&WRONG_VALUES).as_bytes());
            }
        }
        7 => {
            let starts = value_starts(bytes);
            if !starts.is_empty() {
                let start = *rng.pick(&starts);
                let end = value_end(bytes, start);
                let depth = if rng.below(20) == 0 {
                    100_000
                } else {
                    1 + rng.below(200)
                };
                splice(bytes, end..end, "]".repeat(depth).as_bytes());
                splice(bytes, start..start, "[".repeat(depth).as_bytes());
            }
        }
        8 => {
            let opens: Vec<usize> = (0..len).filter(|&i| bytes[i] == b'{').collect();
            if !opens.is_empty() {
                let to = *rng.pick(&opens) + 1;
                splice(bytes, to..to, rng.pick(&FIELDS).as_bytes());
            }
        }
        _ => {
            let token = rng.pick(&TOKENS).as_bytes();
            let found: Vec<usize> = (0..len.saturating_sub(token.len() - 1))
                .filter(|&i| bytes[i..].starts_with(token))
                .collect();
            if !found.is_empty() {
                let start = *rng.pick(&found);
                let end = start + token.len();
                splice(bytes, start..end, rng.pick(&TOKENS).as_bytes());
            }
        }
    }
}

/// A notebook with every kind of output, run on small trees, as a seed for the mutations.
fn notebook_with_outputs() -> Notebook {
    let (tree, root) = GameSpec::TicTacToe.tree_below("00,11,22").unwrap();
    let modes = [Mode::minimax(), Mode::alpha_beta()];
    let output = |text: &str| CellOutput {
        execution_count: 3,
        text: text.to_string(),
        ..CellOutput::default()
    };
    let mut run = Cell::new(CellKind::Run {
        search: SearchSetup {
            game: GameSpec::TicTacToe,
            root: "00,11,22".to_string(),
            depth: Some(3),
            mode: Mode::alpha_beta(),
        },
        frame: 40,
    });
    run.output = Some(output("calculated nodes 120"));
    let mut compare = Cell::new(CellKind::Compare {
        game: GameSpec::TicTacToe,
        root: "00,11,22".to_string(),
        depth: None,
        modes: modes.to_vec(),
    });
    compare.output = Some(CellOutput {
        compare_rows: abtutor::stats::compare(&tree, root, &modes),
        ..output("compared")
    });
    let mut depth_table = Cell::new(CellKind::DepthTable {
        game: GameSpec::Kalah { pits: 3, seeds: 2 },
        modes: vec![Mode::alpha_beta()],
    });
    depth_table.output = Some(CellOutput {
        depth_tables: vec![(
            "alpha-beta".to_string(),
            abtutor::stats::depth_table(&tree, Mode::alpha_beta()),
        )],
        ..output("per depth")
    });
    let mut answers = Answers::default();
    answers.values.insert("2".to_string(), "4".to_string());
    answers.cuts.insert("2,2".to_string());
    answers.window = Some(("3".to_string(), "inf".to_string()));
    answers.order = vec!["3".to_string(), "1".to_string()];
    let mut exercise = Cell::new(CellKind::Exercise {
        search: SearchSetup {
            game: GameSpec::textbook("((3,12,8),(2,4,6),(14,5,2))").unwrap(),
            root: String::new(),
            depth: None,
            mode: Mode::alpha_beta(),
        },
        question: QuestionKind::Windows,
        node: "3".to_string(),
        answers,
    });
    exercise.output = Some(CellOutput {
        score: Some((1, 2)),
        ..output("windows: 1 of 2 right")
    });
    let mut benchmark = Cell::new(CellKind::SolverBenchmark {
        positions: 3,
        set: abtutor::stats::BenchmarkSet::EndEasy,
    });
    benchmark.output = Some(CellOutput {
        solver_rows: abtutor::stats::solver_benchmark(abtutor::stats::BenchmarkSet::EndEasy, 3),
        ..output("benchmark")
    });
    Notebook {
        title: "Outputs".to_string(),
        lang: Lang::Ja,
        cells: vec![run, compare, depth_table, exercise, benchmark],
    }
}

fn seeds() -> Vec<String> {
    let mut seeds: Vec<String> = LESSONS
        .iter()
        .flat_map(|(_, english, japanese)| [english.to_string(), japanese.to_string()])
        .collect();
    seeds.push(notebook::to_json(&notebook_with_outputs()));
    seeds
}

/// What loading a damaged file did.
enum Outcome {
    Refused,
    Accepted(Notebook),
}

/// Loads the bytes; a refusal must be one line naming the file, an acceptance a notebook
/// that saves and reopens equal.
fn check(bytes: &[u8]) -> Result<Outcome, String> {
    match notebook::from_bytes(bytes, "lesson.json") {
        Err(error) => {
            let message = error.to_string();
            if message.contains('\n') || !message.contains("lesson.json") {
                return Err(format!("unclear refusal: {message:?}"));
            }
            Ok(Outcome::Refused)
        }
        Ok(loaded) => {
            let saved = notebook::to_json(&loaded);
            match notebook::from_json(&saved, "again.json") {
                Ok(reopened) if reopened == loaded => Ok(Outcome::Accepted(loaded)),
                other => Err(format!("accepted but does not reopen equal: {other:?}")),
            }
        }
    }
}

/// The app on its notebook view; characters the bundled fonts lack are drawn as boxes, as
/// in the app itself (the test harness would stop at them).
fn notebook_harness() -> Harness<'static, AbtutorApp> {
    let app = AbtutorApp::new(Settings {
        view: View::Notebook,
        ..Settings::default()
    });
    let mut harness = Harness::builder()
        .with_size((1400.0, 1000.0))
        .allow_missing_glyphs()
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app);
    harness.run();
    harness
}

/// Opens the notebook in the app's notebook view and draws it, before and after running it.
fn open_and_draw(harness: &mut Harness<'_, AbtutorApp>, loaded: Notebook, run: bool) {
    *harness.state_mut().notebook_mut() = NotebookView::new(loaded, None);
    harness.run_steps(2);
    if run {
        let mut trees = Trees::default();
        harness
            .state_mut()
            .notebook_mut()
            .run_all(&mut trees, Lang::En);
        harness.run_steps(2);
    }
}

#[test]
fn mutated_notebooks_are_refused_in_one_line_or_open_as_valid_notebooks() {
    let seeds = seeds();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut refused, mut accepted) = (0usize, 0usize);
    let mut failures = Vec::new();
    let mut to_draw: Vec<Vec<Notebook>> = vec![Vec::new(); seeds.len()];
    for _ in 0..MUTATIONS {
        let seed = rng.below(seeds.len());
        let mut bytes = seeds[seed].as_bytes().to_vec();
        for _ in 0..1 + rng.below(3) {
            mutate_once(&mut rng, &mut bytes);
        }
        match catch_unwind(AssertUnwindSafe(|| check(&bytes))) {
            Ok(Ok(Outcome::Refused)) => refused += 1,
            Ok(Ok(Outcome::Accepted(loaded))) => {
                accepted += 1;
                let drawn = &mut to_draw[seed];
                if drawn.len() < DRAWN_PER_SEED && !drawn.contains(&loaded) {
                    drawn.push(loaded);
                }
            }
            Ok(Err(problem)) => failures.push((problem, bytes)),
            Err(_) => failures.push(("panicked".to_string(), bytes)),
        }
    }
    eprintln!(
        "notebook loader: {MUTATIONS} mutations tried, {refused} refused, {accepted} accepted, {} failed",
        failures.len()
    );
    if let Some((problem, bytes)) = failures.first() {
        panic!(
            "{} failures; the first: {problem} on {:?}",
            failures.len(),
            String::from_utf8_lossy(bytes)
        );
    }
    assert_eq!(refused + accepted, MUTATIONS);
    assert!(
        refused > MUTATIONS / 4 && accepted > MUTATIONS / 20,
        "both ways taken"
    );

    let mut harness = notebook_harness();
    for loaded in to_draw.into_iter().flatten() {
        open_and_draw(&mut harness, loaded, false);
    }
}

fn run_cell(fields: &str) -> String {
    format!(
        "{{\"format\": \"abtutor-notebook\", \"version\": 1, \"title\": \"t\", \"cells\": [{fields}]}}"
    )
}

/// A depth-table cell with these output fields.
fn with_outputs(fields: &str) -> String {
    run_cell(&format!(
        r#"{{"type": "depth-table", "modes": [], "output": {{"execution_count": 1, "text": "", {fields}}}}}"#
    ))
}

#[test]
fn hostile_notebooks_open_run_and_draw_without_panicking() {
    let long_root = format!("00,11,22,01{}", ",00".repeat(5000));
    let garbage_root = "z".repeat(100_000);
    let opened = [
        run_cell(
            r#"{"type": "run", "root": "00,11,22", "frame": 18446744073709551615, "mode": {"minimax": true}}"#,
        ),
        run_cell(&format!(r#"{{"type": "run", "root": "{long_root}"}}"#)),
        run_cell(&format!(
            r#"{{"type": "compare", "root": "{garbage_root}", "modes": [{{}}]}}"#
        )),
        run_cell(r#"{"type": "run", "root": "00,11,22", "depth": 65535, "frame": 7}"#),
        run_cell(r#"{"type": "run", "game": "kalah:3,2", "depth": 0}"#),
        run_cell(
            r#"{"type": "run", "game": "kalah:3,2", "depth": 4, "mode": {"shortest_victory": true, "table": "bounds", "order": "best-first", "init_ab": true}}"#,
        ),
        run_cell(
            r#"{"type": "run", "root": "00,11,22", "output": {"execution_count": 4294967295, "text": "x"}}"#,
        ),
        run_cell(r#"{"type": "compare", "root": "00,11,22", "modes": []}"#),
        run_cell(r#"{"type": "depth-table", "game": "kalah:3,2", "modes": []}"#),
        run_cell(
            r#"{"type": "compare", "root": "00,11,22", "modes": [{}], "output": {"execution_count": 0, "text": "", "compare_rows": [
                {"mode": "", "minimax": true, "init_ab": false, "table": "", "order": "", "shortest_victory": false, "value": "-inf", "sound": false, "calculated": 4294967295, "pruned": 0, "total": 0, "ratio": 100, "frames": 18446744073709551615},
                {"mode": "m", "minimax": false, "init_ab": true, "table": "t", "order": "o", "shortest_victory": true, "value": 1, "sound": true, "calculated": 0, "pruned": 4294967295, "total": 1, "ratio": 0, "frames": 0}],
              "depth_tables": [["", [{"depth": 65535, "root": "", "calculated": 1, "pruned": 2, "total": 3, "ratio": 100},
                {"depth": 0, "root": "", "calculated": 1, "pruned": 2, "total": 3, "ratio": 1e-300}]]]}}"#,
        ),
        run_cell(""),
    ];
    let refused = [
        (
            run_cell(r#"{"type": "run", "frame": 18446744073709551616}"#),
            "broken cell list",
        ),
        (
            run_cell(r#"{"type": "run", "game": "kalah:9,9"}"#),
            "from 1 to 6",
        ),
        (
            run_cell(r#"{"type": "run", "depth": 65536}"#),
            "broken cell list",
        ),
        (run_cell(r#"{"type": "ru\nn"}"#), "broken cell list"),
        (
            with_outputs(
                r#""depth_tables": [["", [{"depth": 1, "root": "", "calculated": 1, "pruned": 2, "total": 3, "ratio": 1e308}]]]"#,
            ),
            "a ratio of 1e308%",
        ),
        (
            with_outputs(
                r#""compare_rows": [], "depth_tables": [["", [{"depth": 18446744073709551615, "root": "", "calculated": 1, "pruned": 2, "total": 3, "ratio": 1}]]]"#,
            ),
            "a depth of",
        ),
    ];
    for (text, expected) in &refused {
        let message = notebook::from_json(text, "lesson.json")
            .expect_err(expected)
            .to_string();
        assert!(message.contains(expected), "{expected}: {message}");
        assert!(!message.contains('\n'), "one line: {message:?}");
    }
    let mut harness = notebook_harness();
    for text in &opened {
        let loaded = notebook::from_json(text, "lesson.json").expect(text);
        open_and_draw(&mut harness, loaded, true);
    }
    // The largest count a file can carry numbers the next run without overflowing.
    let cells = &harness.state().notebook().editor.notebook.cells;
    assert_eq!(cells.len(), 0, "the last notebook has no cells");
    let loaded = notebook::from_json(&opened[6], "lesson.json").unwrap();
    let mut view = NotebookView::new(loaded, None);
    view.run_all(&mut Trees::default(), Lang::En);
    assert_eq!(
        view.editor.notebook.cells[0]
            .output
            .as_ref()
            .map(|output| output.execution_count),
        Some(u32::MAX)
    );
}
