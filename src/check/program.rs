//! A student's program run with the helper, then its trace checked: what `check --run` and
//! code cells do.

use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::Serialize;

use super::{CheckError, CheckReport, CheckRequest, LoadedTrace, TraceProblem, TreeShelf};
use crate::program::{self, Ending, Interpreter, Limits, Output, RunControl, RunFolder};

/// How a program's run came out, as a grade sheet says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProgramOutcome {
    /// It ended by itself and wrote a trace, which was checked.
    Checked,
    /// It ran past its time limit.
    Timeout,
    /// It reached its memory limit.
    Memory,
    /// It ended with an error, a signal, a non-zero status, too many processes or too
    /// much written.
    Crashed,
    /// It ended well but wrote no event.
    NoTrace,
    /// The user stopped it.
    Stopped,
}

impl ProgramOutcome {
    pub fn name(self) -> &'static str {
        match self {
            ProgramOutcome::Checked => "checked",
            ProgramOutcome::Timeout => "timeout",
            ProgramOutcome::Memory => "memory",
            ProgramOutcome::Crashed => "crashed",
            ProgramOutcome::NoTrace => "no-trace",
            ProgramOutcome::Stopped => "stopped",
        }
    }
}

/// The program: a file of the student's, or a code cell's source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    File(PathBuf),
    Cell(String),
}

/// The file name a cell's source runs under, as its tracebacks name it.
pub const CELL_FILE: &str = "cell.py";

/// What came of one program.
pub struct ProgramRun {
    pub outcome: ProgramOutcome,
    pub ending: Ending,
    /// The trace checked, when the program wrote one: the report, or why it is invalid.
    pub checked: Option<Result<(LoadedTrace, CheckReport), CheckError>>,
    /// The source that ran (for showing its lines).
    pub source: String,
}

/// Why a program could not be run at all.
#[derive(Debug, thiserror::Error)]
pub enum ProgramError {
    #[error("{0}")]
    Check(#[from] CheckError),
    #[error("the run's folder cannot be written: {0}")]
    Folder(std::io::Error),
    #[error("the interpreter cannot be started: {0}")]
    NotStarted(String),
    #[error("Pyodide is not served beside this page: {0}")]
    NoPyodide(String),
    #[error("the program cannot be read: {0}")]
    Unreadable(ProgramUnreadable),
}

/// A program file past this size is no student's program: it is not read.
pub const MAX_PROGRAM_BYTES: u64 = 4 << 20;

/// Why a program file is not read.
#[derive(Debug, thiserror::Error)]
pub enum ProgramUnreadable {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("it is larger than {MAX_PROGRAM_BYTES} bytes")]
    TooLarge,
    #[error("it is not UTF-8 text")]
    NotText,
}

/// The source of a program file: a regular file of its own (no link to another's file),
/// read up to [`MAX_PROGRAM_BYTES`].
pub fn read_program(path: &Path) -> Result<String, ProgramUnreadable> {
    use std::io::Read;
    let file = crate::io::open_regular(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_PROGRAM_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_PROGRAM_BYTES {
        return Err(ProgramUnreadable::TooLarge);
    }
    String::from_utf8(bytes).map_err(|_| ProgramUnreadable::NotText)
}

/// A program ready to run: the file name its tracebacks use, its source, and the table of
/// the game below the search root that the helper reads.
pub struct ProgramToRun {
    pub name: String,
    pub source: String,
    pub table: Vec<u8>,
}

/// Reads `program` and builds the table of the search `request` describes (its game, root
/// and depth filled in).
pub fn prepare_program(
    program: &Program,
    request: &CheckRequest,
    shelf: &TreeShelf,
) -> Result<ProgramToRun, ProgramError> {
    let (setup, _) = super::setup_for(None, request)?;
    let tree = shelf.tree(&setup)?;
    let table = program::table_bytes(&tree.0, tree.1, &setup);
    let (name, source) = match program {
        Program::File(path) => (
            path.file_name()
                .filter(|name| name.to_str().is_some_and(|name| name.ends_with(".py")))
                .map_or_else(
                    || CELL_FILE.into(),
                    |name| name.to_string_lossy().into_owned(),
                ),
            read_program(path).map_err(ProgramError::Unreadable)?,
        ),
        Program::Cell(source) => (CELL_FILE.to_string(), source.clone()),
    };
    Ok(ProgramToRun {
        name,
        source,
        table,
    })
}

/// Runs `program` on the search `request` describes (its game, root and depth filled in)
/// and checks the trace it writes; the output goes to `output` as it comes.
pub fn run_program(
    interpreter: &Interpreter,
    program: &Program,
    request: &CheckRequest,
    shelf: &TreeShelf,
    limits: Limits,
    output: &Arc<Mutex<Output>>,
    control: &RunControl,
) -> Result<ProgramRun, ProgramError> {
    let ProgramToRun {
        name,
        source,
        table,
    } = prepare_program(program, request, shelf)?;
    let folder = RunFolder::new().map_err(ProgramError::Folder)?;
    std::fs::write(folder.table_path(), table).map_err(ProgramError::Folder)?;
    let (path, working_folder) = match program {
        // Unconfined, a file runs where it is, beside the modules it imports.
        Program::File(path) if !limits.sandboxed => {
            let path = std::path::absolute(path).map_err(ProgramError::Folder)?;
            let folder_of = path
                .parent()
                .filter(|parent| !parent.as_os_str().is_empty())
                .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
            (path, folder_of)
        }
        // Else as the copy read here: the sandbox never binds what a link names.
        _ => {
            let program_folder = folder.path().join("program");
            let path = program_folder.join(&name);
            std::fs::create_dir(&program_folder)
                .and_then(|()| std::fs::write(&path, &source))
                .map_err(ProgramError::Folder)?;
            // Tracebacks name the program's file alone, not the run's folder.
            let mut shown = output.lock().unwrap_or_else(|poison| poison.into_inner());
            shown.hidden_prefix = format!("{}/", program_folder.display());
            (path, folder.path().to_path_buf())
        }
    };
    let ending = program::run(
        interpreter,
        &path,
        &working_folder,
        &folder,
        limits,
        output,
        control,
    );
    // A file that is not a regular file of its own (a link, a FIFO the program left) is
    // not read.
    let trace = match crate::io::open_regular(&folder.trace_path()) {
        Ok(file) => {
            let size = file.metadata().map_or(0, |metadata| metadata.len());
            TraceWritten::Found(Box::new(file), size)
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => TraceWritten::Missing,
        Err(error) => TraceWritten::Unreadable(error),
    };
    check_program_trace(ending, trace, source, request, shelf, control)
}

/// The trace file a program left: none, one that cannot be read, or its reader and size.
pub enum TraceWritten {
    Missing,
    Unreadable(std::io::Error),
    Found(Box<dyn std::io::Read>, u64),
}

/// How a run that `ending` ended came out, or why it never started.
fn outcome_of(ending: &Ending) -> Result<ProgramOutcome, ProgramError> {
    Ok(match ending {
        Ending::NotStarted(detail) => return Err(ProgramError::NotStarted(detail.clone())),
        Ending::NoPyodide(detail) => return Err(ProgramError::NoPyodide(detail.clone())),
        Ending::Exited(0) => ProgramOutcome::Checked,
        Ending::Exited(_)
        | Ending::Signalled(_)
        | Ending::TooManyProcesses
        | Ending::TooMuchWritten => ProgramOutcome::Crashed,
        Ending::TimedOut => ProgramOutcome::Timeout,
        Ending::OutOfMemory => ProgramOutcome::Memory,
        Ending::Stopped => ProgramOutcome::Stopped,
    })
}

/// What came of a program's run that ended as `ending`, leaving `trace`: the trace checked
/// against the search `request` describes when the program ended well.
pub fn check_program_trace(
    ending: Ending,
    trace: TraceWritten,
    source: String,
    request: &CheckRequest,
    shelf: &TreeShelf,
    control: &RunControl,
) -> Result<ProgramRun, ProgramError> {
    let outcome = outcome_of(&ending)?;
    let unchecked = |outcome| ProgramRun {
        outcome,
        ending: ending.clone(),
        checked: None,
        source: source.clone(),
    };
    if outcome != ProgramOutcome::Checked {
        return Ok(unchecked(outcome));
    }
    // No file, or a file without an event, is no trace.
    let (file, size) = match trace {
        TraceWritten::Found(file, size) => (file, size),
        TraceWritten::Missing => return Ok(unchecked(ProgramOutcome::NoTrace)),
        TraceWritten::Unreadable(error) => {
            return Ok(ProgramRun {
                checked: Some(Err(CheckError::Trace(super::TraceError {
                    line: 1,
                    problem: TraceProblem::Unreadable {
                        detail: error.to_string(),
                    },
                }))),
                ..unchecked(ProgramOutcome::Checked)
            });
        }
    };
    let checked = match super::load(BufReader::new(control.reading(file, size)), request, shelf) {
        Err(CheckError::Trace(error)) if error.problem == TraceProblem::NoEvents => {
            return Ok(unchecked(ProgramOutcome::NoTrace));
        }
        Err(error) => Err(error),
        Ok(loaded) => {
            let mut report = loaded.check(request);
            loaded.locate_bugs(&mut report, &source);
            Ok((loaded, report))
        }
    };
    Ok(ProgramRun {
        outcome,
        ending,
        checked: Some(checked),
        source,
    })
}

/// Line `line` of a program's source (counted from 1), trimmed; empty past its end.
pub fn source_line(source: &str, line: u32) -> &str {
    source
        .lines()
        .nth((line as usize).saturating_sub(1))
        .unwrap_or_default()
        .trim()
}

/// The line of `file` a Python traceback (or syntax error) in `errors` points at last:
/// the innermost frame of the student's own code.
pub fn traceback_line(errors: &str, file: &str) -> Option<u32> {
    let marker = format!("File \"{file}\", line");
    errors.lines().rev().find_map(|line| {
        let rest = &line[line.find(&marker)? + marker.len()..];
        let digits: String = rest
            .trim_start()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_traceback_points_at_the_innermost_line_of_the_cell() {
        let errors = "Traceback (most recent call last):\n  File \"cell.py\", line 12, in <module>\n    search(start)\n  File \"cell.py\", line 5, in search\n    return 1 / 0\nZeroDivisionError: division by zero\n";
        assert_eq!(traceback_line(errors, CELL_FILE), Some(5));
        assert_eq!(traceback_line("nothing", CELL_FILE), None);
    }

    /// What a browser's run hands over: an ending and the trace's bytes, checked as a file is.
    #[test]
    fn a_trace_in_memory_is_checked_and_an_ending_without_one_says_why() {
        // The example's header names the game and root; the default search is alpha-beta.
        let request = CheckRequest::default();
        let shelf = TreeShelf::default();
        let control = RunControl::default();
        let check = |ending: Ending, trace: Option<&[u8]>| {
            let trace = match trace {
                Some(bytes) => TraceWritten::Found(
                    Box::new(std::io::Cursor::new(bytes.to_vec())),
                    bytes.len() as u64,
                ),
                None => TraceWritten::Missing,
            };
            check_program_trace(ending, trace, String::new(), &request, &shelf, &control)
        };
        let correct = include_bytes!("../../assets/examples/correct.jsonl");
        let run = check(Ending::Exited(0), Some(correct)).unwrap();
        assert_eq!(run.outcome, ProgramOutcome::Checked);
        let (_, report) = run.checked.unwrap().unwrap();
        assert_eq!(report.verdict, super::super::Verdict::Correct);
        assert_eq!(
            check(Ending::Exited(0), None).unwrap().outcome,
            ProgramOutcome::NoTrace
        );
        let crashed = check(Ending::Exited(1), Some(correct)).unwrap();
        assert_eq!(crashed.outcome, ProgramOutcome::Crashed);
        assert!(
            crashed.checked.is_none(),
            "a crashed run's trace is not checked"
        );
        assert_eq!(
            check(Ending::OutOfMemory, None).unwrap().outcome,
            ProgramOutcome::Memory
        );
        assert!(matches!(
            check(Ending::NoPyodide("404".into()), None),
            Err(ProgramError::NoPyodide(detail)) if detail == "404"
        ));
    }
}
