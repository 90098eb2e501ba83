//! Sentences about a student's program: the interpreter, how a run ended, the line shown.

use crate::check::{MAX_PROGRAM_BYTES, ProgramError, ProgramOutcome, ProgramUnreadable};
use crate::lang::Lang;
use crate::program::{Ending, InterpreterError, Limits};
use crate::tr;

/// Why no interpreter can run programs, and how to get one.
pub fn interpreter_error(lang: Lang, error: &InterpreterError) -> String {
    match error {
        InterpreterError::NotFound { command, .. } => {
            tr!(lang, "program-no-python", command = command.as_str())
        }
        InterpreterError::TooOld { command, version } => tr!(
            lang,
            "program-python-too-old",
            command = command.as_str(),
            version = version.as_str()
        ),
        InterpreterError::Unanswered { command, detail } => tr!(
            lang,
            "program-python-unanswered",
            command = command.as_str(),
            detail = detail.as_str()
        ),
        InterpreterError::InBrowser => tr!(lang, "program-no-processes"),
    }
}

/// Why a program could not be run at all.
pub fn program_error(lang: Lang, error: &ProgramError) -> String {
    match error {
        ProgramError::Check(error) => super::check_error(lang, error),
        ProgramError::Folder(error) => {
            tr!(lang, "program-folder-failed", detail = error.to_string())
        }
        ProgramError::NotStarted(detail) => {
            tr!(lang, "program-not-started", detail = detail.as_str())
        }
        ProgramError::NoPyodide(detail) => {
            tr!(lang, "program-no-pyodide", detail = detail.as_str())
        }
        ProgramError::Unreadable(ProgramUnreadable::Io(error)) => {
            tr!(lang, "program-unreadable", detail = error.to_string())
        }
        ProgramError::Unreadable(ProgramUnreadable::TooLarge) => {
            tr!(lang, "program-too-large", bytes = MAX_PROGRAM_BYTES)
        }
        ProgramError::Unreadable(ProgramUnreadable::NotText) => tr!(lang, "program-not-text"),
    }
}

/// How a run that wrote nothing checkable ended, in a sentence; `errors` is what the
/// program wrote on its error stream (its last line names a Python error).
pub fn run_outcome(
    lang: Lang,
    outcome: ProgramOutcome,
    ending: &Ending,
    errors: &str,
    limits: Limits,
) -> String {
    let last_error = errors
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap_or_default()
        .trim();
    match (outcome, ending) {
        (ProgramOutcome::Timeout, _) => tr!(
            lang,
            "program-timeout",
            seconds = format!("{}", limits.time.as_secs_f64())
        ),
        (ProgramOutcome::Memory, _) if cfg!(target_arch = "wasm32") => {
            tr!(lang, "program-memory-in-page")
        }
        (ProgramOutcome::Memory, _) => tr!(
            lang,
            "program-memory",
            limit = format!("{} MB", limits.memory >> 20)
        ),
        (ProgramOutcome::NoTrace, _) => tr!(lang, "program-no-trace"),
        (ProgramOutcome::Stopped, _) => tr!(lang, "program-stopped"),
        (_, Ending::TooManyProcesses) => {
            tr!(lang, "program-too-many-processes", cap = limits.processes)
        }
        (_, Ending::TooMuchWritten) => tr!(
            lang,
            "program-too-much-written",
            limit = format!("{} MB", limits.disk >> 20)
        ),
        (_, Ending::Signalled(signal)) => tr!(lang, "program-signal", signal = *signal),
        (_, Ending::Exited(status)) if !last_error.is_empty() => tr!(
            lang,
            "program-crashed-error",
            status = *status,
            error = last_error
        ),
        (_, Ending::Exited(status)) => tr!(lang, "program-crashed", status = *status),
        _ => tr!(lang, "program-crashed", status = -1),
    }
}

/// "your line 14: `if value > beta:`".
pub fn program_line_text(lang: Lang, line: u32, code: &str) -> String {
    tr!(lang, "program-your-line", line = line, code = code)
}

/// Why a trace file is refused before it is written: its size and the room where it goes.
pub fn trace_no_space(lang: Lang, path: &std::path::Path, bytes: u64, free: u64) -> String {
    tr!(
        lang,
        "cli-trace-no-room",
        path = path.display().to_string(),
        size = super::byte_size(bytes),
        free = super::byte_size(free)
    )
}

/// Why no sandbox can be made, in a sentence.
pub fn sandbox_unavailable(lang: Lang, reason: &crate::program::SandboxUnavailable) -> String {
    use crate::program::SandboxUnavailable;
    match reason {
        SandboxUnavailable::NoBubblewrap => tr!(lang, "sandbox-no-bubblewrap"),
        SandboxUnavailable::Refused(detail) => {
            tr!(lang, "sandbox-refused", detail = detail.as_str())
        }
        SandboxUnavailable::NotLinux => tr!(lang, "sandbox-not-linux"),
    }
}
