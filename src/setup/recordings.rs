//! A file of recorded searches, as `abtutor solve --record` writes it and the player opens
//! it: each search by what makes it (game, root, depth limit, options), with its figures
//! and a fingerprint of its frames. A recording is deterministic, so the player records it
//! again and the fingerprint proves it is the same search, frame for frame; the file stays
//! a few hundred bytes a search however many frames it has. Since version 2 the fingerprint
//! is of the frames' steps ([`StepFingerprint`]), which the solver takes as it solves.

use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{GameSpec, SearchSetup};
use crate::game::{Side, SolvableByLength};
use crate::search::{Solver, SolverIdeas, StepFingerprint, Trace};
use crate::tree::{Tree, TreeError};

/// The extension of recordings files: the player opens a dropped file by it.
pub const RECORDINGS_EXTENSION: &str = "abrec";

/// Whether `path` names a recordings file by its extension.
pub fn is_recordings_path(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case(RECORDINGS_EXTENSION))
}

/// The first line of a recordings file.
const FORMAT: &str = "abtutor-recordings";
/// The newest version this build reads and the one it writes: 2, whose fingerprints are
/// of the frames' steps; version 1's were of every byte of the frames.
pub const RECORDINGS_VERSION: u32 = 2;

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
    /// The fingerprint of the frames, in hexadecimal: [`Trace::step_fingerprint`], or in a
    /// version 1 file [`Trace::digest`].
    pub digest: String,
    /// The version of the file it was read from, which says what its fingerprint is of.
    #[serde(skip, default = "written_version")]
    version: u32,
}

fn written_version() -> u32 {
    RECORDINGS_VERSION
}

impl SavedSearch {
    /// `trace`, recorded for `setup` over `tree`, as the file keeps it.
    pub fn of(setup: SearchSetup, trace: &Trace, tree: &Tree) -> SavedSearch {
        SavedSearch::in_version(RECORDINGS_VERSION, setup, trace, tree)
    }

    fn in_version(version: u32, setup: SearchSetup, trace: &Trace, tree: &Tree) -> SavedSearch {
        let summary = trace.summary();
        let digest = match version {
            1 => trace.digest(),
            _ => trace.step_fingerprint(tree),
        };
        SavedSearch {
            setup,
            frames: summary.frames,
            visits: summary.visits,
            // An outgrown search's root has no value: none is kept.
            value: summary.value.option().and_then(|value| value.value()),
            digest: format!("{digest:016x}"),
            version,
        }
    }

    /// The search the solver made of the line `moves` (the benchmark's column digits) in
    /// `game` with `ideas`, as the player records it: taken by the solver as it solves,
    /// with no tree. Refused as recording it would be where its tree surely outgrows the
    /// nodes the player may grow; `None` where it might, or where the line is no search to
    /// record: only recording it says why.
    pub fn solved<G: SolvableByLength>(
        game: &G,
        spec: GameSpec,
        moves: &str,
        ideas: SolverIdeas,
    ) -> Result<Option<SavedSearch>, TreeError> {
        let setup = SavedSearch::solve_setup(spec, moves, ideas);
        let Some(position) = setup
            .check()
            .ok()
            .and_then(|()| crate::search::position_of(game, moves).ok())
        else {
            return Ok(None);
        };
        // A position's line is column digits from 1, and never empty.
        let columns: Vec<u8> = moves.bytes().map(|digit| digit - b'1').collect();
        let last_move = columns[columns.len() - 1];
        let mut solver = Solver::with_observer(game, ideas, StepFingerprint::default());
        let solved = solver.solve_after(&position, last_move);
        // A grown tree holds the moves' chain and the root, and below it the children of
        // every node entered: some of them, or all.
        let (all, largest_pass) = solver.children_entered_below();
        let chain = (moves.len() + 1) as u64;
        let limit = crate::tree::grown_node_limit();
        if chain + largest_pass >= limit as u64 {
            return Err(crate::tree::grown_past_limit(
                &*spec.view(),
                &columns,
                limit,
            ));
        }
        if chain + all >= limit as u64 {
            return Ok(None);
        }
        let value = if game.side_to_move(&position) == Side::First {
            solved.score
        } else {
            -solved.score
        };
        let steps = solver.steps();
        Ok(i16::try_from(value).ok().map(|value| SavedSearch {
            setup,
            frames: steps.frames(),
            visits: steps.visits(),
            value: Some(value),
            digest: format!("{:016x}", steps.value()),
            version: RECORDINGS_VERSION,
        }))
    }

    /// The search of `solve` for the line `moves` (column digits) with `ideas`.
    pub fn solve_setup(spec: GameSpec, moves: &str, ideas: SolverIdeas) -> SearchSetup {
        let columns: Vec<String> = moves.chars().map(String::from).collect();
        let cells = spec.view().cells().unwrap_or_default();
        SearchSetup::new(spec, columns.join(","), None, ideas.mode(cells))
    }

    /// Whether `trace`, recorded over `tree`, is this search, frame for frame.
    pub fn is_recorded_by(&self, trace: &Trace, tree: &Tree) -> bool {
        *self == SavedSearch::in_version(self.version, self.setup.clone(), trace, tree)
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
    let mut text = String::new();
    crate::io::open_file(path)
        .and_then(|mut file| file.read_to_string(&mut text))
        .map_err(RecordingsError::Unreadable)?;
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
        .map(|search| {
            search.map(|search: SavedSearch| SavedSearch {
                version: header.version,
                ..search
            })
        })
        .collect::<Result<Vec<SavedSearch>, _>>()?;
    if searches.is_empty() {
        return Err(RecordingsError::Empty);
    }
    Ok(searches)
}
