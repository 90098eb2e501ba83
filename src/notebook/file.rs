//! Notebook files: versioned JSON, refused with one clear message when they are not ours,
//! not whole, or newer than this program; written atomically.

use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{Cell, Notebook};
use crate::io;
use crate::lang::Lang;

/// The `format` field every notebook file carries.
pub const FORMAT: &str = "abtutor-notebook";
/// The newest version this program reads and the one it writes.
pub const VERSION: u32 = 1;

/// Why a file was not opened.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("could not read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{0} is empty")]
    Empty(String),
    /// Bigger than any notebook can be (a device without end, say): read up to the limit.
    #[error("{path} is bigger than {limit} bytes, too big for a notebook")]
    TooBig { path: String, limit: u64 },
    /// `detail` is the parser's complaint; `None` when the bytes are not UTF-8 text.
    #[error("{path} is not valid JSON (truncated or corrupted?): {}", detail.as_deref().unwrap_or("not UTF-8 text"))]
    NotJson {
        path: String,
        detail: Option<String>,
    },
    #[error("{0} is not an abtutor notebook")]
    Foreign(String),
    /// The version is there but no whole number (`"1"`, say).
    #[error("{path}: the notebook version {version} is not a whole number")]
    BadVersion { path: String, version: String },
    #[rustfmt::skip]
    #[error("{path} was written by a newer abtutor (notebook version {version}; this one reads up to {VERSION})")]
    FutureVersion { path: String, version: u64 },
    #[error("{path} is an abtutor notebook with a broken cell list: {problem}")]
    BadContent {
        path: String,
        problem: ContentProblem,
    },
}

/// What is wrong inside a notebook file that is ours.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ContentProblem {
    /// The parser's complaint, on one line.
    #[error("{0}")]
    Parse(String),
    /// A saved ratio outside 0 to 100%; `cell` counts from 1.
    #[error("cell {cell}: a ratio of {ratio:e}% (a ratio is 0 to 100%)")]
    Ratio { cell: usize, ratio: f64 },
    /// A saved depth deeper than any tree; `cell` counts from 1.
    #[error("cell {cell}: a depth of {depth} (trees are at most {MAX_DEPTH} plies deep)")]
    Depth { cell: usize, depth: usize },
}

/// The largest notebook file read: lessons are a few hundred kilobytes.
pub const MAX_NOTEBOOK_BYTES: u64 = 256 << 20;

/// The deepest a tree can be.
pub const MAX_DEPTH: usize = u16::MAX as usize;

/// Why a notebook file was not opened, in `lang`: the UI words a [`LoadError`] with it (its
/// `Display` stays the command line's English).
pub fn load_error_text(error: &LoadError, lang: Lang) -> String {
    match error {
        LoadError::Read { path, source } => {
            crate::tr!(
                lang,
                "notebook-load-read",
                path = path,
                error = source.to_string()
            )
        }
        LoadError::Empty(path) => crate::tr!(lang, "notebook-load-empty", path = path),
        LoadError::TooBig { path, limit } => crate::tr!(
            lang,
            "notebook-load-too-big",
            path = path,
            mebibytes = limit >> 20
        ),
        LoadError::NotJson {
            path,
            detail: Some(detail),
        } => {
            crate::tr!(lang, "notebook-load-not-json", path = path, detail = detail)
        }
        LoadError::NotJson { path, detail: None } => {
            crate::tr!(lang, "notebook-load-not-text", path = path)
        }
        LoadError::Foreign(path) => crate::tr!(lang, "notebook-load-foreign", path = path),
        LoadError::BadVersion { path, version } => crate::tr!(
            lang,
            "notebook-load-bad-version",
            path = path,
            version = version
        ),
        LoadError::FutureVersion { path, version } => crate::tr!(
            lang,
            "notebook-load-future",
            path = path,
            version = *version,
            newest = VERSION
        ),
        LoadError::BadContent {
            path,
            problem: ContentProblem::Parse(detail),
        } => {
            crate::tr!(
                lang,
                "notebook-load-bad-content",
                path = path,
                detail = detail
            )
        }
        LoadError::BadContent {
            path,
            problem: ContentProblem::Ratio { cell, ratio },
        } => crate::tr!(
            lang,
            "notebook-load-bad-ratio",
            path = path,
            cell = *cell,
            ratio = format!("{ratio:e}")
        ),
        LoadError::BadContent {
            path,
            problem: ContentProblem::Depth { cell, depth },
        } => crate::tr!(
            lang,
            "notebook-load-bad-depth",
            path = path,
            cell = *cell,
            depth = *depth,
            most = MAX_DEPTH
        ),
    }
}

#[derive(Serialize, Deserialize)]
struct NotebookFile {
    format: String,
    version: u32,
    title: String,
    #[serde(default)]
    lang: Lang,
    cells: Vec<Cell>,
}

/// A parser's complaint on one line: quoted text from the file may hold line breaks.
fn one_line(detail: impl std::fmt::Display) -> String {
    let mut line = String::new();
    for character in detail.to_string().chars() {
        if character.is_control() {
            line.extend(character.escape_default());
        } else {
            line.push(character);
        }
    }
    line
}

/// Parses a notebook; `name` is used in messages.
pub fn from_json(text: &str, name: &str) -> Result<Notebook, LoadError> {
    // Editors on Windows may start a UTF-8 file with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(LoadError::Empty(name.to_string()));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|error| LoadError::NotJson {
            path: name.to_string(),
            detail: Some(one_line(error)),
        })?;
    if value.get("format").and_then(|format| format.as_str()) != Some(FORMAT) {
        return Err(LoadError::Foreign(name.to_string()));
    }
    let version = match value.get("version") {
        None => 0,
        Some(version) => version.as_u64().ok_or_else(|| LoadError::BadVersion {
            path: name.to_string(),
            version: one_line(version),
        })?,
    };
    if version > VERSION as u64 {
        return Err(LoadError::FutureVersion {
            path: name.to_string(),
            version,
        });
    }
    let file: NotebookFile =
        serde_json::from_value(value).map_err(|error| LoadError::BadContent {
            path: name.to_string(),
            problem: ContentProblem::Parse(one_line(error)),
        })?;
    if let Some(problem) = file.cells.iter().enumerate().find_map(implausible_output) {
        return Err(LoadError::BadContent {
            path: name.to_string(),
            problem,
        });
    }
    Ok(Notebook {
        title: file.title,
        lang: file.lang,
        cells: file.cells,
    })
}

/// A saved figure that no search can produce, which the charts could not draw.
fn implausible_output((index, cell): (usize, &Cell)) -> Option<ContentProblem> {
    let output = cell.output.as_ref()?;
    let mut ratios = output.compare_rows.iter().map(|row| row.ratio).chain(
        output
            .depth_tables
            .iter()
            .flat_map(|(_, rows)| rows.iter().map(|row| row.ratio)),
    );
    let mut depths = output
        .depth_tables
        .iter()
        .flat_map(|(_, rows)| rows.iter().map(|row| row.depth));
    let cell = index + 1;
    if let Some(ratio) = ratios.find(|ratio| !(0.0..=100.0).contains(ratio)) {
        return Some(ContentProblem::Ratio { cell, ratio });
    }
    if let Some(depth) = depths.find(|&depth| depth > MAX_DEPTH) {
        return Some(ContentProblem::Depth { cell, depth });
    }
    None
}

pub fn to_json(notebook: &Notebook) -> String {
    let file = NotebookFile {
        format: FORMAT.to_string(),
        version: VERSION,
        title: notebook.title.clone(),
        lang: notebook.lang,
        cells: notebook.cells.clone(),
    };
    serde_json::to_string_pretty(&file).unwrap_or_default() + "\n"
}

/// Parses a file's bytes, which may not even be text; `name` is used in messages.
pub fn from_bytes(bytes: &[u8], name: &str) -> Result<Notebook, LoadError> {
    let text = std::str::from_utf8(bytes).map_err(|_| LoadError::NotJson {
        path: name.to_string(),
        detail: None,
    })?;
    from_json(text, name)
}

pub fn load(path: &Path) -> Result<Notebook, LoadError> {
    let name = path.display().to_string();
    let read_error = |source| LoadError::Read {
        path: name.clone(),
        source,
    };
    let file = io::open_file(path).map_err(read_error)?;
    let mut bytes = Vec::new();
    file.take(MAX_NOTEBOOK_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() as u64 > MAX_NOTEBOOK_BYTES {
        return Err(LoadError::TooBig {
            path: name,
            limit: MAX_NOTEBOOK_BYTES,
        });
    }
    from_bytes(&bytes, &name)
}

/// Writes the notebook atomically: a crash leaves the old file or the new one, never half.
pub fn save(notebook: &Notebook, path: &Path) -> std::io::Result<()> {
    io::write_atomically(path, to_json(notebook).as_bytes())
}
