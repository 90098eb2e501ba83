//! A file of recorded searches, as `abtutor solve --record` writes it and the player opens
//! it: each search by what makes it (game, root, depth limit, options), with its figures
//! and a fingerprint of its frames. A recording is deterministic, so the player records it
//! again and the fingerprint proves it is the same search, frame for frame; the file stays
//! a few hundred bytes a search however many frames it has.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::SearchSetup;
use crate::search::Trace;

/// The extension of recordings files: the player opens a dropped file by it.
pub const RECORDINGS_EXTENSION: &str = "abrec";

/// Whether `path` names a recordings file by its extension.
pub fn is_recordings_path(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case(RECORDINGS_EXTENSION))
}

/// The first line of a recordings file.
const FORMAT: &str = "abtutor-recordings";
/// The newest version this build reads and the one it writes.
pub const RECORDINGS_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// One search of a recordings file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSearch {
    pub setup: SearchSetup,
    pub frames: usize,
    pub visits: u32,
    /// The root's value (first player's view); none where the search found none.
    pub value: Option<i16>,
    /// [`Trace::digest`], in hexadecimal.
    pub digest: String,
}

impl SavedSearch {
    /// `trace`, recorded for `setup`, as the file keeps it.
    pub fn of(setup: SearchSetup, trace: &Trace) -> SavedSearch {
        let summary = trace.summary();
        SavedSearch {
            setup,
            frames: summary.frames,
            visits: summary.visits,
            // An outgrown search's root has no value: none is kept.
            value: summary.value.option().and_then(|value| value.value()),
            digest: format!("{:016x}", trace.digest()),
        }
    }

    /// Whether `trace` is this search, frame for frame.
    pub fn is_recorded_by(&self, trace: &Trace) -> bool {
        *self == SavedSearch::of(self.setup.clone(), trace)
    }
}

/// Why a recordings file could not be read.
#[derive(Debug)]
pub enum RecordingsError {
    Unreadable(std::io::Error),
    /// Not a recordings file (its first line says otherwise).
    NotRecordings,
    /// Written by a newer abtutor.
    Newer {
        version: u32,
    },
    /// Line `line` (from 1) is no search.
    BadLine {
        line: usize,
        detail: String,
    },
    /// A recordings file with no search in it.
    Empty,
}

/// Writes the searches to `path` atomically: a header line, then one search a line.
pub fn write_recordings(path: &Path, searches: &[SavedSearch]) -> std::io::Result<()> {
    let header = Header {
        format: FORMAT.to_string(),
        version: RECORDINGS_VERSION,
    };
    let mut text = serde_json::to_string(&header).map_err(std::io::Error::other)?;
    text.push('\n');
    for search in searches {
        text.push_str(&serde_json::to_string(search).map_err(std::io::Error::other)?);
        text.push('\n');
    }
    crate::io::write_atomically(path, text.as_bytes())
}

/// The searches of the recordings file at `path`.
pub fn read_recordings(path: &Path) -> Result<Vec<SavedSearch>, RecordingsError> {
    let text = std::fs::read_to_string(path).map_err(RecordingsError::Unreadable)?;
    parse_recordings(&text)
}

/// The searches of a recordings file's text.
pub fn parse_recordings(text: &str) -> Result<Vec<SavedSearch>, RecordingsError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty());
    let header: Option<Header> = lines
        .next()
        .and_then(|(_, line)| serde_json::from_str(line).ok());
    let header = header
        .filter(|header| header.format == FORMAT)
        .ok_or(RecordingsError::NotRecordings)?;
    if header.version > RECORDINGS_VERSION {
        return Err(RecordingsError::Newer {
            version: header.version,
        });
    }
    let searches = lines
        .map(|(index, line)| {
            serde_json::from_str(line).map_err(|error| RecordingsError::BadLine {
                line: index + 1,
                detail: error.to_string(),
            })
        })
        .collect::<Result<Vec<SavedSearch>, _>>()?;
    if searches.is_empty() {
        return Err(RecordingsError::Empty);
    }
    Ok(searches)
}
