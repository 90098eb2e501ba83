//! A code cell: the student's Python search run with the helper on the cell's game, then
//! checked like a check cell's trace and shown with the search it should be.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::CellOutput;
use super::execute::{CellSearch, checked_cell, failure};
use crate::check::{
    CELL_FILE, CheckRequest, Program, ProgramError, ProgramOutcome, ProgramRun, StudentRun,
    TreeShelf, run_program, traceback_line,
};
use crate::lang::Lang;
use crate::program::{Interpreter, Limits, Output, RunControl};
use crate::setup::SearchSetup;
use crate::tree::Trees;

/// Which interpreter runs code cells, and their limits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CodeRunSettings {
    /// The interpreter chosen in the settings; none: `python3` from the PATH.
    pub interpreter: Option<PathBuf>,
    pub limits: Limits,
}

/// A new code cell's program: the helper imported, a search that only values the root,
/// and its call — the student writes the search.
pub fn starter_source() -> String {
    include_str!("../../assets/python/starter.py").to_string()
}

/// Runs a code cell's `(search, source)`; its output goes to `output` as it comes and
/// `control` stops it. The cell's output, and the recorded search with the student's run over
/// it when the program wrote a trace.
pub fn run_code_cell(
    trees: &mut Trees,
    (setup, source): (&SearchSetup, &str),
    settings: &CodeRunSettings,
    (output, control): (&Arc<Mutex<Output>>, &RunControl),
    execution_count: u32,
    lang: Lang,
) -> (CellOutput, Option<CellSearch>, Option<StudentRun>) {
    let interpreter = match Interpreter::find(settings.interpreter.as_deref()) {
        Ok(interpreter) => interpreter,
        Err(error) => {
            let message = crate::text::interpreter_error(lang, &error);
            return (failure(execution_count, message), None, None);
        }
    };
    let request = code_cell_request(setup);
    let program = Program::Cell(source.to_string());
    let run = run_program(
        &interpreter,
        &program,
        &request,
        &TreeShelf::default(),
        settings.limits,
        output,
        control,
    );
    code_cell_result(
        trees,
        run,
        output,
        (settings, source),
        execution_count,
        lang,
    )
}

/// The check a code cell's trace is held to: the cell's search, without iterative deepening.
pub fn code_cell_request(setup: &SearchSetup) -> CheckRequest {
    let mut mode = setup.mode;
    mode.iterative = false;
    CheckRequest {
        game: Some(setup.game),
        root: Some(setup.root.clone()),
        depth: setup.depth,
        mode,
        ..CheckRequest::default()
    }
}

/// A code cell's output once its program has run as `run` says, having printed `output`:
/// the recorded search with the student's run over it when the program wrote a trace.
pub fn code_cell_result(
    trees: &mut Trees,
    run: Result<ProgramRun, ProgramError>,
    output: &Arc<Mutex<Output>>,
    (settings, source): (&CodeRunSettings, &str),
    execution_count: u32,
    lang: Lang,
) -> (CellOutput, Option<CellSearch>, Option<StudentRun>) {
    let shown = output
        .lock()
        .unwrap_or_else(|poison| poison.into_inner())
        .clone();
    let printed = printed_text(&shown, lang);
    let run = match run {
        Ok(run) => run,
        Err(error) => {
            let mut cell = failure(execution_count, crate::text::program_error(lang, &error));
            cell.printed = printed;
            return (cell, None, None);
        }
    };
    let (mut cell, search, student) = match run.checked {
        Some(Ok(checked)) => {
            let named = (CELL_FILE.to_string(), Some(source));
            match checked_cell(trees, (&checked.0, checked.1), named, execution_count, lang) {
                Ok((cell, search, student)) => (cell, Some(search), Some(student)),
                Err(message) => (failure(execution_count, message), None, None),
            }
        }
        Some(Err(error)) => {
            let message = crate::text::check_error(lang, &error);
            (failure(execution_count, message), None, None)
        }
        None => {
            let message = crate::text::run_outcome(
                lang,
                run.outcome,
                &run.ending,
                &shown.errors(),
                settings.limits,
            );
            let mut cell = failure(execution_count, message);
            if run.outcome == ProgramOutcome::Crashed {
                cell.program_line = traceback_line(&shown.errors(), CELL_FILE);
            }
            (cell, None, None)
        }
    };
    cell.printed = printed;
    (cell, search, student)
}

/// The output kept, and a line saying how much more was printed past the limit.
pub fn printed_text(output: &Output, lang: Lang) -> String {
    let mut text = output.text();
    if let Some(note) = dropped_note(output, lang) {
        if !text.ends_with('\n') && !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&note);
    }
    text
}

/// How much was printed past the limit, when anything was.
pub fn dropped_note(output: &Output, lang: Lang) -> Option<String> {
    (output.dropped > 0).then(|| {
        crate::tr!(
            lang,
            "program-output-dropped",
            bytes = output.dropped.to_string()
        )
    })
}
