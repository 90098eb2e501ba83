//! Which Python runs students' programs: the one chosen, else `python3` from the PATH.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The oldest Python the helper is written for.
pub const MIN_VERSION: (u32, u32) = (3, 8);

/// What the interpreter is asked: its version, then itself and its library's folders.
const ASK: &str = "import sys; print('%d.%d.%d' % sys.version_info[:3]); \
print(sys.executable); print(sys.prefix); print(sys.base_prefix); \
print(sys.exec_prefix); print(sys.base_exec_prefix)";

/// A Python interpreter that answered with its version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interpreter {
    /// As chosen: a path or a command name (a shim, say).
    pub path: PathBuf,
    pub version: (u32, u32, u32),
    /// The interpreter itself, as it names itself (`sys.executable`): what a sandbox runs.
    pub executable: PathBuf,
    /// The folders its library lives in (`sys.prefix`, `sys.base_prefix` and the exec
    /// prefixes), which a sandbox shows it read-only.
    pub prefixes: Vec<PathBuf>,
}

/// Why no interpreter can run a program.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpreterError {
    #[error("no Python interpreter: {command} cannot be started ({detail})")]
    NotFound { command: String, detail: String },
    #[error("{command} is Python {version}, older than 3.8")]
    TooOld { command: String, version: String },
    #[error("{command} does not say its version: {detail}")]
    Unanswered { command: String, detail: String },
    #[error("a browser starts no processes")]
    InBrowser,
}

impl Interpreter {
    /// The interpreter at `chosen` (a path or a command name), else `python3`.
    pub fn find(chosen: Option<&Path>) -> Result<Interpreter, InterpreterError> {
        if cfg!(target_arch = "wasm32") {
            return Err(InterpreterError::InBrowser);
        }
        let path = chosen
            .filter(|path| !path.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("python3"), Path::to_path_buf);
        let command = path.display().to_string();
        let output = Command::new(&path)
            .args(["-c", ASK])
            .stdin(Stdio::null())
            .output()
            .map_err(|error| InterpreterError::NotFound {
                command: command.clone(),
                detail: error.to_string(),
            })?;
        let text = String::from_utf8_lossy(&output.stdout);
        let mut lines = text.lines();
        let version = lines.next().and_then(|line| parse_version(line.trim()));
        let version = version.ok_or_else(|| InterpreterError::Unanswered {
            command: command.clone(),
            detail: String::from_utf8_lossy(&output.stderr).trim().to_string(),
        })?;
        if (version.0, version.1) < MIN_VERSION {
            return Err(InterpreterError::TooOld {
                command,
                version: version_text(version),
            });
        }
        let mut folders: Vec<PathBuf> = lines
            .filter(|line| line.starts_with('/'))
            .map(PathBuf::from)
            .collect();
        let executable = if folders.is_empty() {
            path.clone()
        } else {
            folders.remove(0)
        };
        // The folder the executable really is in, where a link leads elsewhere.
        if let Some(real) = std::fs::canonicalize(&executable)
            .ok()
            .and_then(|real| Some(real.parent()?.parent()?.to_path_buf()))
        {
            folders.push(real);
        }
        let mut prefixes = Vec::new();
        for folder in folders {
            if folder != Path::new("/") && !prefixes.contains(&folder) {
                prefixes.push(folder);
            }
        }
        Ok(Interpreter {
            path,
            version,
            executable,
            prefixes,
        })
    }

    /// "3.11.7".
    pub fn version_text(&self) -> String {
        version_text(self.version)
    }
}

fn version_text((major, minor, patch): (u32, u32, u32)) -> String {
    format!("{major}.{minor}.{patch}")
}

fn parse_version(text: &str) -> Option<(u32, u32, u32)> {
    let mut parts = text.split('.').map(|part| part.parse::<u32>().ok());
    Some((parts.next()??, parts.next()??, parts.next()??))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_read_and_compared() {
        assert_eq!(parse_version("3.11.7"), Some((3, 11, 7)));
        assert_eq!(parse_version("3.x"), None);
        let missing = Interpreter::find(Some(Path::new("/no/such/python")));
        assert!(matches!(missing, Err(InterpreterError::NotFound { .. })));
    }
}
