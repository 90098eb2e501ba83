//! A student's own Python program, run with abtutor's helper on its path and under limits:
//! the interpreter, the run's folder (the helper and the game's table), the process.
//! Nothing here knows the UI; a run reports its output as it comes through a shared buffer.

mod cgroup;
mod folder;
mod interpreter;
mod process;
mod sandbox;
mod table;
mod watcher;

pub use folder::RunFolder;
pub use interpreter::{Interpreter, InterpreterError, MIN_VERSION};
pub use process::{Ending, Limits, LimitsError, Output, RunControl, Stream, parse_memory, run};
pub use sandbox::{Sandbox, SandboxUnavailable, sandbox};
pub use table::write_table;
