//! Running cells: the same searches and printouts as the command line.

use std::path::{Path, PathBuf};

use super::describe::describe_cell;
use super::{CellKind, CellOutput, Notebook};
use crate::check::{self, CheckError, CheckRequest, Overlay, StudentRun, TraceSource, TreeShelf};
use crate::lang::Lang;
use crate::search::{self, Mode, Trace};
use crate::stats;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::game::Side;
use crate::search::montecarlo::PrimitiveMonteCarlo;
use crate::setup::{GameSpec, MonteCarloMethod, MonteCarloSetup, SearchSetup};
use crate::tree::{BuildWatch, NodeId, Tree, TreeError, Trees};

/// A Monte Carlo cell: the search's printout, then the move it chooses beside
/// alpha-beta's on the same position, with exact values where the tree is complete.
fn monte_carlo_cell(
    trees: &mut Trees,
    setup: &MonteCarloSetup,
    depth: Option<u16>,
    lang: Lang,
) -> Result<String, String> {
    setup
        .check()
        .map_err(|refusal| crate::text::monte_carlo_refusal(lang, &refusal))?;
    let view = setup.game.view();
    let game_over = || crate::tr!(lang, "cli-monte-carlo-game-over");
    let root_refused = |error| crate::text::path_error(lang, &error);
    let (pmc, mcts) = match setup.method {
        MonteCarloMethod::Pmc => {
            let result = setup
                .game
                .primitive_monte_carlo(&setup.root, setup.playouts, setup.seed)
                .map_err(root_refused)?
                .ok_or_else(game_over)?;
            (Some(result), None)
        }
        MonteCarloMethod::Mcts => {
            let result = setup
                .game
                .monte_carlo_tree_search(
                    &setup.root,
                    setup.iterations,
                    setup.exploration,
                    setup.seed,
                )
                .map_err(root_refused)?
                .ok_or_else(game_over)?;
            (None, Some(result))
        }
    };
    let mut text = match (&pmc, &mcts) {
        (Some(result), _) => {
            crate::text::pmc_text(lang, view.as_ref(), result, setup.playouts, setup.seed)
        }
        (_, Some(result)) => {
            crate::text::mcts_text(lang, view.as_ref(), result, setup.iterations, setup.seed)
        }
        (None, None) => String::new(),
    };
    // Alpha-beta beside it needs a tree: a game too big to solve needs the cell's depth.
    match trees.get_to_depth(setup.game, &setup.root, depth) {
        Ok((tree, root)) => {
            if let (Some(result), None) = (&pmc, tree.depth_limit()) {
                text.push_str("\n\n");
                text.push_str(&exact_random_play_text(&tree, root, result, lang));
            }
            let choices = stats::choices(
                &tree,
                root,
                Mode::alpha_beta(),
                pmc.as_ref().map(|result| (result, setup.playouts)),
                mcts.as_ref().map(|result| (result, setup.iterations)),
            )
            .ok_or_else(game_over)?;
            text.push_str("\n\n");
            text.push_str(&crate::text::choices_text(
                lang,
                view.as_ref(),
                &choices,
                setup.seed,
            ));
        }
        Err(error) => {
            text.push_str("\n\n");
            text.push_str(&crate::tr!(
                lang,
                "notebook-monte-carlo-no-alpha-beta",
                error = crate::text::tree_error(lang, &error)
            ));
        }
    }
    Ok(text)
}

/// Beside primitive Monte Carlo's samples, each move's exact chances under random play
/// (computed over the complete tree), for the side to move at the root.
fn exact_random_play_text(
    tree: &Tree,
    root: NodeId,
    result: &PrimitiveMonteCarlo,
    lang: Lang,
) -> String {
    let chances = tree.playout_probabilities();
    let side = if tree.is_max_node(root) {
        Side::First
    } else {
        Side::Second
    };
    let view = tree.view();
    let mut lines = vec![crate::tr!(
        lang,
        "notebook-random-play-heading",
        side = view.side_names().key(side)
    )];
    for tally in &result.moves {
        let Some(child) = tree
            .children(root)
            .find(|&child| tree.last_move(child) == Some(tally.mv))
        else {
            continue;
        };
        let odds = chances[child as usize];
        let (wins, losses) = match side {
            Side::First => (odds.first, odds.second),
            Side::Second => (odds.second, odds.first),
        };
        let sampled = (tally.wins + tally.draws + tally.losses).max(1) as f64;
        lines.push(crate::tr!(
            lang,
            "notebook-random-play-move",
            mv = view.format_move(tally.mv),
            wins = format!("{wins:.4}"),
            draws = format!("{:.4}", odds.draw),
            losses = format!("{losses:.4}"),
            sampled = format!("{:.4}", tally.wins as f64 / sampled)
        ));
    }
    lines.join("\n")
}

/// A cell's output when it could not run: the message, marked as an error.
pub fn failure(execution_count: u32, message: String) -> CellOutput {
    CellOutput {
        execution_count,
        text: message,
        error: true,
        ..CellOutput::default()
    }
}

/// A run cell's output: the summary of the search it recorded.
pub fn run_output(execution_count: u32, mode: &Mode, trace: &Trace, lang: Lang) -> CellOutput {
    CellOutput {
        execution_count,
        text: crate::text::summary_text(mode, trace.summary(), lang, crate::text::Print::People),
        ..CellOutput::default()
    }
}

/// A run cell's search, for its player.
pub type CellSearch = (Arc<Tree>, Trace);

/// What running a notebook may do beyond abtutor's own cells, which always run.
#[derive(Clone, Debug, Default)]
pub struct Allowed {
    /// Code cells run with these settings; none: they are not run.
    pub code: Option<super::CodeRunSettings>,
    /// Check cells read their files inside this folder (the notebook's); none: no file is
    /// read.
    pub files: Option<PathBuf>,
}

impl Allowed {
    /// Everything, the files in `folder` and the code cells as `settings` say.
    pub fn all(folder: PathBuf, settings: super::CodeRunSettings) -> Allowed {
        Allowed {
            code: Some(settings),
            files: Some(folder),
        }
    }
}

/// Runs one executable cell; run, exercise and check cells also hand back their tree and
/// trace for the player, and a check cell the student's run to lay over it. `None`: the
/// cell is not executable, or not allowed to run.
pub fn execute_cell(
    trees: &mut Trees,
    kind: &CellKind,
    (execution_count, allowed): (u32, &Allowed),
    lang: Lang,
) -> Option<(CellOutput, Option<CellSearch>, Option<StudentRun>)> {
    if let CellKind::Code { search, source } = kind {
        let settings = allowed.code.as_ref()?;
        let output = Arc::new(std::sync::Mutex::new(crate::program::Output::default()));
        let never = crate::program::RunControl::default();
        return Some(super::run_code_cell(
            trees,
            (search, source),
            settings,
            (&output, &never),
            execution_count,
            lang,
        ));
    }
    if let CellKind::Check {
        path,
        text,
        mode,
        cut_gt,
    } = kind
    {
        let source = match check_source(path, text, allowed.files.as_deref(), lang)? {
            Ok(source) => source,
            Err(message) => return Some((failure(execution_count, message), None, None)),
        };
        return Some(
            match check_cell(trees, source, (*mode, *cut_gt), execution_count, lang) {
                Ok((output, search, student)) => (output, Some(search), Some(student)),
                Err(message) => (failure(execution_count, message), None, None),
            },
        );
    }
    execute_search_cell(trees, kind, execution_count, lang)
        .map(|(output, search)| (output, search, None))
}

/// Where a check cell's trace is read from: the text kept in it, or its file inside
/// `folder`; `None` when it names a file and no file may be read.
fn check_source(
    path: &str,
    text: &str,
    folder: Option<&Path>,
    lang: Lang,
) -> Option<Result<TraceSource, String>> {
    if !text.trim().is_empty() {
        return Some(Ok(TraceSource::Text {
            name: crate::tr!(lang, "notebook-check-kept-trace"),
            text: text.to_string(),
        }));
    }
    if path.trim().is_empty() {
        return Some(Err(crate::tr!(lang, "notebook-check-no-trace")));
    }
    let folder = folder?;
    Some(
        file_inside(folder, path.trim())
            .map(TraceSource::File)
            .ok_or_else(|| crate::tr!(lang, "notebook-check-outside", path = path.trim())),
    )
}

/// `path` inside `folder`: relative, with no `..`, and no link in its folders leading out.
fn file_inside(folder: &Path, path: &str) -> Option<PathBuf> {
    let relative = Path::new(path);
    let plain = relative
        .components()
        .all(|part| matches!(part, std::path::Component::Normal(_)));
    if !plain {
        return None;
    }
    let file = folder.join(relative);
    let home = std::fs::canonicalize(folder).ok()?;
    let parent = std::fs::canonicalize(file.parent()?).ok()?;
    parent.starts_with(&home).then_some(file)
}

/// The folder of a notebook's file, where its check cells' files are; the current folder
/// for a notebook not saved yet.
pub fn notebook_folder(path: Option<&Path>) -> PathBuf {
    path.and_then(Path::parent)
        .filter(|folder| !folder.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Reads and checks a check cell's trace, and records the search it should be.
fn check_cell(
    trees: &mut Trees,
    source: TraceSource,
    (mut mode, cut_gt): (Mode, bool),
    execution_count: u32,
    lang: Lang,
) -> Result<(CellOutput, CellSearch, StudentRun), String> {
    mode.iterative = false;
    let request = CheckRequest {
        mode,
        strict_cut: cut_gt,
        ..CheckRequest::default()
    };
    let loaded = source
        .open()
        .map_err(CheckError::Trace)
        .and_then(|reader| check::load(reader, &request, &TreeShelf::default()))
        .map_err(|error| crate::text::check_error(lang, &error))?;
    let report = loaded.check(&request);
    let checked = (&loaded, report);
    checked_cell(trees, checked, (source.name(), None), execution_count, lang)
}

/// A checked trace as a cell shows it: the report's lines (with the line of the program
/// the first difference points at, when the program's `source` is known), and the search
/// it should be recorded with the student's run laid over it.
pub(super) fn checked_cell(
    trees: &mut Trees,
    (loaded, report): (&check::LoadedTrace, check::CheckReport),
    (name, source): (String, Option<&str>),
    execution_count: u32,
    lang: Lang,
) -> Result<(CellOutput, CellSearch, StudentRun), String> {
    let setup = &loaded.setup;
    let (tree, root) = trees
        .get_to_depth(setup.game, &setup.root, setup.depth)
        .map_err(|error| root_error(&setup.root, &error, lang))?;
    let trace = search::record(&tree, root, setup.mode);
    let overlay = Overlay::new(loaded, &tree, root, &trace);
    let lines = match source {
        Some(source) => crate::text::program_report_lines(lang, &report, source),
        None => crate::text::report_lines(lang, &report),
    };
    let output = CellOutput {
        execution_count,
        text: lines.join("\n"),
        program_line: source
            .and_then(|source| crate::text::program_line(&report, source).map(|(line, _)| line)),
        ..CellOutput::default()
    };
    let student = StudentRun {
        name,
        report,
        overlay,
    };
    Ok((output, (tree, trace), student))
}

/// The frame a cell's player opens at, of `frames`: a run cell's own, a code cell's first
/// difference from the search, else the first.
pub fn opening_frame(kind: &CellKind, student: Option<&StudentRun>, frames: usize) -> usize {
    let frame = match (kind, student) {
        (CellKind::Run { frame, .. }, _) => *frame,
        (CellKind::Code { .. }, Some(student)) => student
            .report
            .first_difference
            .as_ref()
            .and_then(|first| first.frame)
            .map_or(0, |frame| frame as usize),
        _ => 0,
    };
    frame.min(frames.saturating_sub(1))
}

/// Runs a cell of any other executable kind.
fn execute_search_cell(
    trees: &mut Trees,
    kind: &CellKind,
    execution_count: u32,
    lang: Lang,
) -> Option<(CellOutput, Option<CellSearch>)> {
    let mut output = CellOutput {
        execution_count,
        ..CellOutput::default()
    };
    let mut root_of =
        |game: GameSpec, root: &str, depth: Option<u16>| -> Result<(Arc<Tree>, NodeId), String> {
            trees
                .get_to_depth(game, root, depth)
                .map_err(|error| root_error(root, &error, lang))
        };
    match kind {
        CellKind::Text { .. } | CellKind::Check { .. } | CellKind::Code { .. } => None,
        CellKind::SolverBenchmark { positions, set } => {
            output.solver_rows = stats::solver_benchmark(*set, *positions);
            output.text = crate::text::solver_benchmark_text(&output.solver_rows, lang);
            Some((output, None))
        }
        CellKind::MonteCarlo { setup, depth } => {
            match monte_carlo_cell(trees, setup, *depth, lang) {
                Ok(text) => output.text = text,
                Err(message) => return Some((failure(execution_count, message), None)),
            }
            Some((output, None))
        }
        CellKind::Run { search: setup, .. } => {
            // A file may hold options the game refuses: say so, as the options panel would.
            if let Err(conflict) = setup.check() {
                let message = crate::text::mode_conflict(lang, &conflict);
                return Some((failure(execution_count, message), None));
            }
            let built = trees.get_to_depth(setup.game, &setup.root, setup.depth);
            let found = setup.or_grown(built, &mut |_| {}, &mut BuildWatch::default());
            let (tree, root) = match found {
                Ok(found) => found,
                Err(error) => {
                    let message = root_error(&setup.root, &error, lang);
                    return Some((failure(execution_count, message), None));
                }
            };
            let never = AtomicBool::new(false);
            let recorded = setup.record((tree, root), &mut |_| {}, &mut |_| {}, &never);
            let (tree, trace) = match recorded {
                Ok(recorded) => recorded,
                Err(error) => {
                    let message = root_error(&setup.root, &error, lang);
                    return Some((failure(execution_count, message), None));
                }
            };
            let mut output = run_output(execution_count, &setup.mode, &trace, lang);
            if let Some((depth, longest)) = setup.depth_never_reached() {
                output.text.push('\n');
                output.text.push_str(&crate::tr!(
                    lang,
                    "player-depth-never-reached",
                    depth = depth,
                    longest = longest
                ));
            }
            Some((output, Some((tree, trace))))
        }
        CellKind::Compare {
            game,
            root,
            depth,
            modes,
        } => {
            let (tree, root) = match root_of(*game, root, *depth) {
                Ok(found) => found,
                Err(message) => return Some((failure(execution_count, message), None)),
            };
            output.compare_rows = stats::compare(&tree, root, modes);
            output.text =
                crate::text::compare_text(&output.compare_rows, lang, crate::text::Print::People);
            Some((output, None))
        }
        CellKind::Exercise {
            search: SearchSetup { root, .. },
            ..
        } => {
            let (tree, trace) = match exercise_search(trees, kind)? {
                Ok(search) => search,
                Err(error) => {
                    let message = root_error(root, &error, lang);
                    return Some((failure(execution_count, message), None));
                }
            };
            match super::exercise::mark(&tree, &trace, kind)? {
                Ok(outcome) => {
                    output.text = outcome.text(lang);
                    output.score = Some(outcome.score());
                }
                Err(error) => {
                    let message = super::exercise::error_text(&error, lang);
                    return Some((failure(execution_count, message), None));
                }
            }
            Some((output, Some((tree, trace))))
        }
        CellKind::DepthTable { game, modes } => {
            let (tree, _) = match root_of(*game, "", None) {
                Ok(found) => found,
                Err(message) => return Some((failure(execution_count, message), None)),
            };
            let mut texts = Vec::new();
            for mode in modes {
                let rows = stats::depth_table(&tree, *mode);
                texts.push(format!(
                    "{}\n{}",
                    mode.label(),
                    crate::text::depth_table_text(&rows, lang, crate::text::Print::People)
                ));
                output.depth_tables.push((mode.label(), rows));
            }
            output.text = texts.join("\n\n");
            Some((output, None))
        }
    }
}

/// What an exercise cell searches: its game, root moves, depth limit and mode.
fn exercise_search_of(kind: &CellKind) -> Option<(GameSpec, &str, Option<u16>, Mode)> {
    match kind {
        CellKind::Exercise { search: setup, .. } => {
            Some((setup.game, setup.root.as_str(), setup.depth, setup.mode))
        }
        _ => None,
    }
}

/// An exercise cell's search, to draw and answer its question before it is checked;
/// `None` when `kind` is not an exercise.
pub fn exercise_search(
    trees: &mut Trees,
    kind: &CellKind,
) -> Option<Result<CellSearch, TreeError>> {
    let (game, root, depth, mode) = exercise_search_of(kind)?;
    Some(trees.get_to_depth(game, root, depth).map(|(tree, root)| {
        let trace = search::record(&tree, root, mode);
        (tree, trace)
    }))
}

/// A cell's root moves that give no tree, in `lang`.
fn root_error(root: &str, error: &TreeError, lang: Lang) -> String {
    crate::tr!(
        lang,
        "notebook-root-error",
        root = root.trim(),
        error = crate::text::tree_error(lang, error)
    )
}

/// Whether two cells search the same thing, so that a player of one serves the other.
pub fn same_search(before: &CellKind, after: &CellKind) -> bool {
    let search = exercise_search_of(before);
    search.is_some() && search == exercise_search_of(after)
}

/// The notebook as text: each cell, and the outputs of those that ran, Jupyter style.
pub fn notebook_text(notebook: &Notebook) -> String {
    let title = format!("# {}", notebook.title);
    // A notebook that opens with its title as a heading is not given it twice.
    let headed = notebook.cells.first().is_some_and(|cell| match &cell.kind {
        CellKind::Text { source } => source.lines().next().map(str::trim) == Some(title.as_str()),
        _ => false,
    });
    let mut parts = if headed { Vec::new() } else { vec![title] };
    for cell in &notebook.cells {
        match (&cell.kind, &cell.output) {
            (CellKind::Text { source }, _) => parts.push(source.trim_end().to_string()),
            (kind, Some(output)) => {
                parts.push(format!(
                    "In [{}]: {}",
                    output.execution_count,
                    describe_cell(kind, notebook.lang)
                ));
                if !output.printed.is_empty() {
                    parts.push(output.printed.trim_end().to_string());
                }
                parts.push(output.text.clone());
            }
            (kind, None) => parts.push(format!("In [ ]: {}", describe_cell(kind, notebook.lang))),
        }
    }
    parts.join("\n\n")
}

/// Whether running every cell leaves this one alone: an exercise nobody has answered is
/// not checked (its answers would be given away), only said to be unanswered.
pub fn unanswered_exercise(kind: &CellKind) -> bool {
    matches!(kind, CellKind::Exercise { answers, .. } if answers.is_unanswered())
}

/// What running every cell says of an exercise nobody has answered: no answer, no score.
pub fn unanswered_output(execution_count: u32, lang: Lang) -> CellOutput {
    CellOutput {
        execution_count,
        text: crate::tr!(lang, "exercise-not-answered"),
        ..CellOutput::default()
    }
}

/// Runs every executable cell in order, numbering the runs; an unanswered exercise is
/// only said to be so.
pub fn execute_all(trees: &mut Trees, editor: &mut super::Editor, allowed: &Allowed, lang: Lang) {
    for at in 0..editor.len() {
        let kind = editor.notebook.cells[at].kind.clone();
        if !kind.is_executable() {
            continue;
        }
        let count = editor.next_execution_count();
        if unanswered_exercise(&kind) {
            editor.set_output(at, unanswered_output(count, lang));
            continue;
        }
        if let Some((output, _, _)) = execute_cell(trees, &kind, (count, allowed), lang) {
            editor.set_output(at, output);
        }
    }
}
