//! A student's own Python program, run with abtutor's helper on its path and under limits:
//! the interpreter, the run's folder (the helper and the game's table), the process.
//! Nothing here knows the UI; a run reports its output as it comes through a shared buffer.

#[cfg(not(target_arch = "wasm32"))]
mod cgroup;
mod folder;
mod interpreter;
#[cfg(not(target_arch = "wasm32"))]
mod launch;
mod process;
mod sandbox;
mod table;
#[cfg(not(target_arch = "wasm32"))]
mod watcher;
#[cfg(target_arch = "wasm32")]
mod web;

pub use folder::{HELPER, RunFolder};
pub use interpreter::{Interpreter, InterpreterError, MIN_VERSION};
#[cfg(not(target_arch = "wasm32"))]
pub use launch::run;
pub use process::{Ending, Limits, LimitsError, Output, RunControl, Stream, parse_memory};

/// A browser starts no process: a run ends before it begins, saying so.
#[cfg(target_arch = "wasm32")]
pub fn run(
    _interpreter: &Interpreter,
    _program: &std::path::Path,
    _working_folder: &std::path::Path,
    _folder: &RunFolder,
    _limits: Limits,
    _output: &std::sync::Arc<std::sync::Mutex<Output>>,
    _control: &RunControl,
) -> Ending {
    Ending::NotStarted(crate::tr!(
        crate::lang::Lang::default(),
        "program-no-processes"
    ))
}
pub use sandbox::{Sandbox, SandboxUnavailable, sandbox};
pub use table::table_bytes;
#[cfg(target_arch = "wasm32")]
pub use web::{BrowserRun, PythonCounts, end_worker as end_python_worker, python_counts};
