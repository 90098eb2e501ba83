//! Lesson notebooks: a list of text, run, compare, depth-table and exercise cells, Jupyter
//! style.
//! The model, its edit commands and its execution; no UI types.

mod code;
#[cfg(target_arch = "wasm32")]
mod code_browser;
mod describe;
mod execute;
mod exercise;
mod file;

pub use code::{CodeRunSettings, dropped_note, printed_text, run_code_cell, starter_source};
#[cfg(target_arch = "wasm32")]
pub use code_browser::BrowserCodeRun;
pub use describe::describe_cell;
pub use execute::{
    Allowed, CellSearch, execute_all, execute_cell, exercise_search, failure, notebook_folder,
    notebook_text, opening_frame, run_output, same_search, unanswered_exercise, unanswered_output,
};
pub use exercise::{ExerciseOutcome, error_text, exercise_text, question_name};
pub use file::{
    ContentProblem, FORMAT, LoadError, MAX_DEPTH, VERSION, from_bytes, from_json, load,
    load_error_text, save, to_json,
};

use serde::{Deserialize, Serialize};

use crate::lang::Lang;
use crate::practice::{Answers, QuestionKind};
use crate::search::Mode;
use crate::setup::{GameSpec, MonteCarloSetup, SearchSetup};
use crate::stats::{BenchmarkSet, CompareRow, DepthRow, SAMPLE_POSITIONS, SolverBenchmarkRow};

fn all_sample_positions() -> usize {
    SAMPLE_POSITIONS
}

/// What a cell holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CellKind {
    /// Markdown text.
    Text { source: String },
    /// One search, with an embedded player opening at `frame`.
    Run {
        #[serde(flatten)]
        search: SearchSetup,
        #[serde(default)]
        frame: usize,
    },
    /// Several modes from one root, side by side.
    Compare {
        #[serde(default, skip_serializing_if = "is_tic_tac_toe")]
        game: GameSpec,
        #[serde(default)]
        root: String,
        /// Plies searched below the root, when limited.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        depth: Option<u16>,
        modes: Vec<Mode>,
    },
    /// The per-depth table for one or two modes.
    DepthTable {
        #[serde(default, skip_serializing_if = "is_tic_tac_toe")]
        game: GameSpec,
        modes: Vec<Mode>,
    },
    /// An exercise: the student answers, the recorded search marks every answer.
    Exercise {
        #[serde(flatten)]
        search: SearchSetup,
        question: QuestionKind,
        /// A windows exercise's node, as moves below the root (empty: the tutor picks one).
        #[serde(default, skip_serializing_if = "String::is_empty")]
        node: String,
        #[serde(default, skip_serializing_if = "Answers::is_empty")]
        answers: Answers,
    },
    /// Primitive Monte Carlo or MCTS from one root, beside alpha-beta on the same position;
    /// the seed is kept, so that the cell gives the same run everywhere.
    MonteCarlo {
        #[serde(flatten)]
        setup: MonteCarloSetup,
        /// Plies alpha-beta searches beside it; none: the complete tree, where it fits.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        depth: Option<u16>,
    },
    /// The Connect Four solver tutorial's benchmark: each part's configuration over the
    /// first `positions` of one of its sets shipped with the app, beside its own means.
    SolverBenchmark {
        #[serde(default = "all_sample_positions")]
        positions: usize,
        /// The tutorial's set of positions (End-Easy by default).
        #[serde(default, skip_serializing_if = "BenchmarkSet::is_end_easy")]
        set: BenchmarkSet,
    },
    /// A student's trace checked against the search it should be: a file, or the trace
    /// itself kept in the cell (used when given).
    Check {
        /// The trace's file, absolute or from the folder abtutor runs in.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        path: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
        /// The search the trace should be.
        #[serde(default)]
        mode: Mode,
        /// Cut only on s > β (CS188's rule) instead of s ≥ β.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        cut_gt: bool,
    },
    /// The student's own Python search, run with the helper and checked against the search
    /// `search` describes.
    Code {
        #[serde(flatten)]
        search: SearchSetup,
        source: String,
    },
}

/// Cells of the first lessons name no game: tic-tac-toe is meant.
fn is_tic_tac_toe(game: &GameSpec) -> bool {
    *game == GameSpec::TicTacToe
}

impl CellKind {
    pub fn is_executable(&self) -> bool {
        !matches!(self, CellKind::Text { .. })
    }
}

/// What running a cell printed, as saved with the notebook.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CellOutput {
    pub execution_count: u32,
    /// The printed output, in the reference's style.
    pub text: String,
    /// Whether the cell failed (e.g. a bad root); `text` says why.
    #[serde(default)]
    pub error: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub compare_rows: Vec<CompareRow>,
    /// One table per mode: its label and rows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depth_tables: Vec<(String, Vec<DepthRow>)>,
    /// A solver benchmark cell's rows, one a part.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solver_rows: Vec<SolverBenchmarkRow>,
    /// An exercise's marks: answers right, answers asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<(u32, u32)>,
    /// What a code cell's program printed (both streams, as they came).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub printed: String,
    /// The line of a code cell's program the check or a traceback points at.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program_line: Option<u32>,
}

/// Names a cell while the notebook is open (not saved): UI state follows it when cells move.
pub type CellId = u64;

/// One cell with its output, if it ran.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Cell {
    #[serde(flatten)]
    pub kind: CellKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output: Option<CellOutput>,
    #[serde(skip)]
    pub id: CellId,
}

/// Cells are equal by content; their ids only name them in one session.
impl PartialEq for Cell {
    fn eq(&self, other: &Cell) -> bool {
        self.kind == other.kind && self.output == other.output
    }
}

impl Cell {
    pub fn new(kind: CellKind) -> Cell {
        Cell {
            kind,
            output: None,
            id: 0,
        }
    }
}

/// A whole notebook as it is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Notebook {
    pub title: String,
    #[serde(default)]
    pub lang: Lang,
    pub cells: Vec<Cell>,
}

impl Notebook {
    /// A new notebook: its title, and a text cell that heads it.
    pub fn new(title: String, lang: Lang) -> Notebook {
        Notebook {
            cells: vec![Cell::new(CellKind::Text {
                source: format!("# {title}\n"),
            })],
            title,
            lang,
        }
    }

    /// Whether a cell runs the user's own Python.
    pub fn has_code_cells(&self) -> bool {
        self.cells
            .iter()
            .any(|cell| matches!(cell.kind, CellKind::Code { .. }))
    }

    /// The cells (counted from 0) whose last run failed.
    pub fn failed_cells(&self) -> Vec<usize> {
        let failed = |cell: &Cell| cell.output.as_ref().is_some_and(|output| output.error);
        (0..self.cells.len())
            .filter(|&index| failed(&self.cells[index]))
            .collect()
    }
}

impl Default for Notebook {
    fn default() -> Self {
        Notebook::new("Untitled".to_string(), Lang::En)
    }
}

/// Every edit a user can make; applied through [`Editor::apply`].
#[derive(Clone, Debug, PartialEq)]
pub enum EditCommand {
    Insert { at: usize, kind: CellKind },
    Delete(usize),
    Duplicate(usize),
    MoveUp(usize),
    MoveDown(usize),
    Replace { at: usize, kind: CellKind },
    SetTitle(String),
    UndoDelete,
    ClearOutputs,
}

/// A notebook being edited: the edits, the deleted cells that can come back, the dirty mark.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Editor {
    pub notebook: Notebook,
    /// Deleted cells with their former positions, most recent last.
    deleted: Vec<(usize, Cell)>,
    dirty: bool,
    execution_counter: u32,
    next_id: CellId,
}

impl Editor {
    pub fn new(mut notebook: Notebook) -> Editor {
        for (index, cell) in notebook.cells.iter_mut().enumerate() {
            cell.id = index as CellId + 1;
        }
        let next_id = notebook.cells.len() as CellId + 1;
        let execution_counter = notebook
            .cells
            .iter()
            .filter_map(|cell| cell.output.as_ref().map(|output| output.execution_count))
            .max()
            .unwrap_or(0);
        Editor {
            notebook,
            deleted: Vec::new(),
            dirty: false,
            execution_counter,
            next_id,
        }
    }

    fn fresh_id(&mut self) -> CellId {
        self.next_id += 1;
        self.next_id
    }

    /// The position of the cell with this id.
    pub fn position(&self, id: CellId) -> Option<usize> {
        self.notebook.cells.iter().position(|cell| cell.id == id)
    }

    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Marks work that exists only in memory (e.g. recovered from autosave).
    pub fn mark_dirty(&mut self) {
        self.dirty = true;
    }

    pub fn mark_saved(&mut self) {
        self.dirty = false;
    }

    pub fn can_undo_delete(&self) -> bool {
        !self.deleted.is_empty()
    }

    pub fn len(&self) -> usize {
        self.notebook.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.notebook.cells.is_empty()
    }

    /// Whether the command applies to the notebook as it is.
    pub fn can(&self, command: &EditCommand) -> bool {
        let len = self.len();
        match command {
            EditCommand::Insert { at, .. } => *at <= len,
            EditCommand::Delete(at) | EditCommand::Duplicate(at) => *at < len,
            EditCommand::Replace { at, .. } => *at < len,
            EditCommand::MoveUp(at) => *at > 0 && *at < len,
            EditCommand::MoveDown(at) => *at + 1 < len,
            EditCommand::SetTitle(_) => true,
            EditCommand::UndoDelete => self.can_undo_delete(),
            EditCommand::ClearOutputs => {
                self.notebook.cells.iter().any(|cell| cell.output.is_some())
            }
        }
    }

    /// Applies the command; one that does not apply changes nothing.
    pub fn apply(&mut self, command: EditCommand) {
        if !self.can(&command) {
            return;
        }
        let id = self.fresh_id();
        let cells = &mut self.notebook.cells;
        match command {
            EditCommand::Insert { at, kind } => cells.insert(
                at,
                Cell {
                    id,
                    ..Cell::new(kind)
                },
            ),
            EditCommand::Delete(at) => {
                let cell = cells.remove(at);
                self.deleted.push((at, cell));
            }
            EditCommand::Duplicate(at) => {
                let copy = Cell {
                    id,
                    ..cells[at].clone()
                };
                cells.insert(at + 1, copy);
            }
            EditCommand::MoveUp(at) => cells.swap(at - 1, at),
            EditCommand::MoveDown(at) => cells.swap(at, at + 1),
            EditCommand::Replace { at, kind } => {
                if cells[at].kind == kind {
                    return;
                }
                cells[at] = Cell {
                    id: cells[at].id,
                    ..Cell::new(kind)
                };
            }
            EditCommand::SetTitle(title) => {
                if self.notebook.title == title {
                    return;
                }
                self.notebook.title = title;
            }
            EditCommand::UndoDelete => {
                if let Some((at, cell)) = self.deleted.pop() {
                    let at = at.min(cells.len());
                    cells.insert(at, cell);
                }
            }
            EditCommand::ClearOutputs => cells.iter_mut().for_each(|cell| cell.output = None),
        }
        self.dirty = true;
    }

    /// The next execution count, as Jupyter numbers runs.
    pub fn next_execution_count(&mut self) -> u32 {
        // A file may carry any count, the largest included.
        self.execution_counter = self.execution_counter.saturating_add(1);
        self.execution_counter
    }

    /// Stores a cell's output.
    pub fn set_output(&mut self, at: usize, output: CellOutput) {
        if let Some(cell) = self.notebook.cells.get_mut(at) {
            cell.output = Some(output);
            self.dirty = true;
        }
    }
}
