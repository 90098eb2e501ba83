//! Checking a student's own search: their program's trace (JSON Lines) held against the
//! search it should be, event by event, in the first player's view. The first difference is
//! explained by the reference's frame that decides it; a known bug is named only when that
//! bug, run as a search of its own, reproduces the whole trace.

mod bug_lines;
mod bugs;
mod compare;
mod engine;
mod events;
mod number;
mod overlay;
mod program;
mod slip;
mod student;

use std::collections::HashMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex};

use serde::Serialize;

pub use bugs::{Branch, Bug, Convention};
pub use compare::{Difference, FirstDifference, LeafSource, WindowSource};
pub use events::EventStore;
pub use number::Number;
pub use overlay::{Overlay, StudentRun};
pub use program::{
    CELL_FILE, MAX_PROGRAM_BYTES, Program, ProgramError, ProgramOutcome, ProgramRun, ProgramToRun,
    ProgramUnreadable, TraceWritten, check_program_trace, prepare_program, run_program,
    source_line, traceback_line,
};
pub use student::{
    EventKind, StudentEvent, StudentTrace, TRACE_VERSION, TraceError, TraceHeader, TraceProblem,
    TraceReader, TraceSource, ValueView, moves_from,
};

use compare::{Compared, Comparison};
use engine::RunOptions;

use crate::game::GameName;
use crate::search::{Mode, ModeConflict};
use crate::setup::{GameSpec, GameSpecError, SearchSetup};
use crate::tree::{NodeId, Tree, TreeError};

/// What the user asked for; each `Some` overrides the trace's header.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckRequest {
    pub game: Option<GameSpec>,
    pub root: Option<String>,
    pub depth: Option<u16>,
    /// The search the trace should be (not iterative).
    pub mode: Mode,
    /// Cut on s > β (CS188's rule) instead of s ≥ β.
    pub strict_cut: bool,
    pub leaves: LeafSource,
    pub values: Option<ValueView>,
}

/// Why a trace cannot be checked.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CheckError {
    #[error("{0}")]
    Trace(#[from] TraceError),
    #[error("the header's game: {0}")]
    Game(GameSpecError),
    #[error("the header's tree: {0}")]
    Textbook(crate::game::TextbookError),
    #[error("the search's options: {0:?}")]
    Conflict(ModeConflict),
    #[error("iterative deepening is not checked")]
    Iterative,
    #[error("only alpha-beta searches are checked")]
    Search,
    #[error("the tree: {0}")]
    Tree(TreeError),
}

/// A trace's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every event equals the reference's (in a correct convention).
    Correct,
    Differs,
    /// The trace cannot be read or checked.
    Invalid,
}

/// What the check says about one trace.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckReport {
    pub verdict: Verdict,
    pub first_difference: Option<FirstDifference>,
    pub diagnosis: Vec<Bug>,
    /// For each bug named, the one branch of the code it sits in, when not both.
    pub diagnosis_branches: Vec<Option<Branch>>,
    /// For each bug named, the ascending lines of the student's program that hold it, one
    /// per branch it is in; empty when the program's source is not known.
    pub bug_lines: Vec<Vec<u32>>,
    pub conventions: Vec<Convention>,
    /// The trace's events.
    pub events: usize,
    pub student_root_value: Option<Number>,
    pub reference_root_value: Option<Number>,
}

/// A trace read against its tree: what was searched, and the events.
pub struct LoadedTrace {
    pub setup: SearchSetup,
    pub tree: SharedTree,
    /// The depth (from the tree's first node) where the search stops, when it does.
    pub horizon: Option<usize>,
    pub trace: StudentTrace,
}

/// Whether the check's model has `mode`'s search: alpha-beta, without the solver's ideas
/// (the win check's and the bounds' frames).
pub fn checks_search(mode: &Mode) -> bool {
    mode.search == crate::search::SearchKind::AlphaBeta && !mode.uses_solver_ideas()
}

/// The search a header and a request describe.
pub fn setup_for(
    header: Option<&TraceHeader>,
    request: &CheckRequest,
) -> Result<(SearchSetup, ValueView), CheckError> {
    if request.mode.iterative {
        return Err(CheckError::Iterative);
    }
    if !checks_search(&request.mode) {
        return Err(CheckError::Search);
    }
    let game = match (request.game, header) {
        (Some(game), _) => game,
        (
            None,
            Some(TraceHeader {
                tree: Some(text), ..
            }),
        ) => GameSpec::textbook(text).map_err(CheckError::Textbook)?,
        (
            None,
            Some(TraceHeader {
                game: Some(name), ..
            }),
        ) => name.parse().map_err(CheckError::Game)?,
        (None, _) => GameSpec::TicTacToe,
    };
    let root = request
        .root
        .clone()
        .or_else(|| header.and_then(|header| header.root.clone()))
        .unwrap_or_default();
    let depth = request.depth.or(header.and_then(|header| header.depth));
    let setup = SearchSetup::new(game, root, depth, request.mode);
    setup.check().map_err(CheckError::Conflict)?;
    let values = request
        .values
        .or(header.and_then(|header| header.values))
        .unwrap_or_default();
    Ok((setup, values))
}

/// A built tree and the search root in it, shared between the checks that use it.
pub type SharedTree = Arc<(Tree, NodeId)>;

/// A game's name, the root's moves and the depth limit.
type ShelfKey = (String, String, Option<u16>);

/// Trees for checks, built once per (game, root, depth limit) and shared between threads.
#[derive(Default)]
pub struct TreeShelf {
    trees: Mutex<HashMap<ShelfKey, SharedTree>>,
}

impl TreeShelf {
    /// The tree a check of `setup` runs on: under a depth limit, one ply deeper than the
    /// limit, so that a search that goes one ply too far can be followed.
    pub fn tree(&self, setup: &SearchSetup) -> Result<SharedTree, CheckError> {
        let key = (setup.game.to_string(), setup.root.clone(), setup.depth);
        let mut trees = self
            .trees
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if let Some(tree) = trees.get(&key) {
            return Ok(tree.clone());
        }
        let built = match setup.depth {
            Some(depth) => setup
                .game
                .tree_to_depth(&setup.root, Some(depth.saturating_add(1))),
            None => setup.game.tree_for_root(&setup.root),
        }
        .map_err(CheckError::Tree)?;
        let tree = Arc::new(built);
        trees.insert(key, tree.clone());
        Ok(tree)
    }
}

/// Reads a trace (header, then events) against the search the header and request describe.
pub fn load(
    reader: impl BufRead,
    request: &CheckRequest,
    shelf: &TreeShelf,
) -> Result<LoadedTrace, CheckError> {
    let (reader, header) = TraceReader::open(reader)?;
    let (setup, values) = setup_for(header.as_ref(), request)?;
    let tree = shelf.tree(&setup)?;
    let (built, root) = (&tree.0, tree.1);
    let horizon = setup.depth.map(|depth| built.depth(root) + depth as usize);
    let trace = reader.events(built, root, horizon, values)?;
    Ok(LoadedTrace {
        setup,
        tree,
        horizon,
        trace,
    })
}

/// The game a loaded trace was searched in (for phrasing).
pub fn game_name(loaded: &LoadedTrace) -> GameName {
    loaded.tree.0.view().name()
}

impl LoadedTrace {
    /// Holds the trace against the search it should be.
    pub fn check(&self, request: &CheckRequest) -> CheckReport {
        let (tree, root) = (&self.tree.0, self.tree.1);
        let reference = RunOptions {
            mode: self.setup.mode,
            horizon: self.horizon,
            fail_soft: self.setup.mode.fail_soft,
            strict_cut: request.strict_cut || self.setup.mode.cut_gt,
            slip: None,
            branch: None,
        };
        let compared = [
            Compared::new(&self.trace, false),
            Compared::new(&self.trace, true),
        ];
        let checker = Checker {
            tree,
            root,
            horizon: self.horizon,
            compared: &compared,
            trace: &self.trace,
            leaves: request.leaves,
        };
        let (main, reference_value) = checker.explained(reference);
        let mut report = CheckReport {
            verdict: Verdict::Correct,
            first_difference: None,
            diagnosis: Vec::new(),
            diagnosis_branches: Vec::new(),
            bug_lines: Vec::new(),
            conventions: Vec::new(),
            events: self.trace.events.len(),
            student_root_value: self.trace.root_value.map(Number),
            reference_root_value: reference_value.map(Number),
        };
        let soft = RunOptions {
            fail_soft: true,
            ..reference
        };
        let accepted = if main.is_none() {
            Some(reference)
        } else if checker.reproduces(soft) {
            report.conventions.push(Convention::FailSoft);
            Some(soft)
        } else {
            None
        };
        match accepted {
            Some(run) => {
                let with_equality = RunOptions {
                    strict_cut: false,
                    ..run
                };
                if run.strict_cut && !checker.reproduces(with_equality) {
                    report.conventions.push(Convention::CutGt);
                }
            }
            None => {
                report.verdict = Verdict::Differs;
                // The difference of the convention that follows the trace furthest.
                let (soft_difference, _) = checker.explained(soft);
                report.first_difference = [main, soft_difference]
                    .into_iter()
                    .flatten()
                    .max_by_key(|(_, matched)| *matched)
                    .map(|(difference, _)| {
                        let is_min_node = |moves: &str| {
                            node_below(tree, root, moves)
                                .is_some_and(|node| !tree.is_max_node(node))
                        };
                        difference.in_view(self.trace.values, is_min_node)
                    });
                let reproduced = |runs: Vec<RunOptions>| {
                    runs.into_iter().any(|run| {
                        checker.reproduces(run)
                            || checker.reproduces(RunOptions {
                                fail_soft: true,
                                ..run
                            })
                    })
                };
                for bug in Bug::ALL
                    .into_iter()
                    .filter(|bug| bug.fits(self.trace.values))
                {
                    // A bug is named in one branch only when it does not explain the run
                    // in both.
                    let branch = if reproduced(bug.runs(reference)) {
                        Some(None)
                    } else if reproduced(bug.runs_in_branch(reference, true)) {
                        Some(Some(Branch::Max))
                    } else if reproduced(bug.runs_in_branch(reference, false)) {
                        Some(Some(Branch::Min))
                    } else {
                        None
                    };
                    if let Some(branch) = branch {
                        report.diagnosis.push(bug);
                        report.diagnosis_branches.push(branch);
                    }
                }
                report.bug_lines = vec![Vec::new(); report.diagnosis.len()];
            }
        }
        report
    }
}

impl CheckReport {
    fn drop_bug(&mut self, bug: Bug) {
        if let Some(at) = self.diagnosis.iter().position(|&named| named == bug) {
            self.diagnosis.remove(at);
            self.diagnosis_branches.remove(at);
        }
    }
}

impl LoadedTrace {
    /// Fills the report's bug lines from the program's source. Where the run cannot tell
    /// two slips of the call apart, the source does: a bound not passed shows as an
    /// infinity written in the call (else, when a stale window explains the run too, the
    /// call passes that), and in the branches whose calls write one.
    pub fn locate_bugs(&self, report: &mut CheckReport, source: &str) {
        let calls = bug_lines::CallLines::of(&self.trace, &self.tree.0, self.tree.1);
        let infinity =
            |line: Option<u32>| line.is_some_and(|line| bug_lines::passes_infinity(source, line));
        let (max, min) = (infinity(calls.max), infinity(calls.min));
        let named = |bug| report.diagnosis.contains(&bug);
        if named(Bug::BoundNotPassed) && named(Bug::StaleWindow) {
            if max || min {
                report.drop_bug(Bug::StaleWindow);
            } else {
                report.drop_bug(Bug::BoundNotPassed);
            }
        }
        if calls.max != calls.min {
            for (at, &bug) in report.diagnosis.iter().enumerate() {
                let branch = &mut report.diagnosis_branches[at];
                if matches!(bug, Bug::BoundNotPassed | Bug::WindowReset) && branch.is_none() {
                    *branch = match (max, min) {
                        (true, false) => Some(Branch::Max),
                        (false, true) => Some(Branch::Min),
                        _ => None,
                    };
                }
            }
        }
        report.bug_lines =
            bug_lines::bug_lines(&report.diagnosis, &report.diagnosis_branches, calls, source);
    }
}

/// The node `moves` (in the game's notation) reach from `root`.
fn node_below(tree: &Tree, root: NodeId, moves: &str) -> Option<NodeId> {
    let moves = crate::tree::parse_notation(tree.view(), moves).ok()?;
    moves.into_iter().try_fold(root, |node, mv| {
        tree.children(node)
            .find(|&child| tree.last_move(child) == Some(mv))
    })
}

/// One trace and how to run references against it.
struct Checker<'a> {
    tree: &'a Tree,
    root: NodeId,
    horizon: Option<usize>,
    /// The trace's events as compared with a run without and with a bounds table.
    compared: &'a [Compared<'a>; 2],
    trace: &'a StudentTrace,
    leaves: LeafSource,
}

impl Checker<'_> {
    fn comparison(&self, options: &RunOptions, keep_going: bool) -> Comparison<'_> {
        Comparison::new(
            self.tree,
            (self.root, self.horizon),
            &self.compared[usize::from(options.mode.table.keeps_bounds())],
            self.trace,
            self.leaves,
            keep_going,
        )
    }

    /// Runs to the end with explanations: the first difference (and the events matched
    /// before it), and the reference's root value.
    fn explained(&self, options: RunOptions) -> (Option<(FirstDifference, usize)>, Option<f64>) {
        let mut comparison = self.comparison(&options, true);
        let value = engine::run(self.tree, self.root, options, true, &mut comparison).ok();
        comparison.finish();
        let matched = comparison.matched();
        (comparison.first.map(|first| (first, matched)), value)
    }

    /// Whether a run with these options logs exactly the trace (stopping at a difference).
    fn reproduces(&self, options: RunOptions) -> bool {
        let mut comparison = self.comparison(&options, false);
        if engine::run(self.tree, self.root, options, false, &mut comparison).is_err() {
            return false;
        }
        comparison.finish();
        comparison.first.is_none()
    }
}
