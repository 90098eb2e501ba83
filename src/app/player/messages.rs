//! The app's own errors phrased in the UI's language, where the window shows them; the
//! core's are phrased by `crate::text`.

use std::path::PathBuf;

use crate::app::player::job::JobError;
use crate::lang::Lang;
use crate::setup::{GameSpec, RecordingsError};
use crate::tr;
use crate::tree::{PathError, TreeError};

/// Why a recording gave no search, in `lang`.
pub fn job_error_text(error: &JobError, lang: Lang) -> String {
    match error {
        JobError::Tree(error) => crate::text::tree_error(lang, error),
        JobError::Check(error) => crate::text::check_error(lang, error),
        JobError::Stopped => tr!(lang, "player-recording-stopped"),
        JobError::NotDeepened => tr!(lang, "play-budget-alpha-beta-only"),
    }
}

/// What the player tells the user beside the search shown, phrased when shown.
#[derive(Debug)]
pub enum PlayerMessage {
    /// The saved root could not be reached at start; the game's start is shown instead.
    StartRootRefused {
        game: GameSpec,
        root: String,
        error: TreeError,
    },
    /// The root moves typed in the options are not a line of the game.
    RootRefused {
        root: String,
        error: PathError,
    },
    RecordingFailed(JobError),
    /// The search outgrew the `limit` on the nodes it may grow: its first `frames` frames
    /// are shown.
    Outgrown {
        limit: usize,
        frames: usize,
    },
    /// Every line of play from the root ends before the depth limit: the search runs to
    /// the end of the game.
    DepthNeverReached {
        depth: u16,
        longest: u16,
    },
    AutosaveFailed(std::io::Error),
    /// The file dialog gave no file (none chosen, or no dialog on this system).
    NoExportFile,
    /// The file dialog gave no trace to check.
    NoTraceFile,
    /// The file dialog gave no recordings file.
    NoRecordingsFile,
    Exported(PathBuf),
    ExportFailed {
        path: PathBuf,
        error: std::io::Error,
    },
    /// A search of the recordings file has options this abtutor refuses: not recorded.
    SavedSearchRefused(String),
    /// A recordings file could not be opened.
    RecordingsRefused {
        path: PathBuf,
        error: RecordingsError,
    },
}

impl PlayerMessage {
    /// Whether this tells how things went rather than what went wrong: shown in the text's
    /// colour, not the error colour.
    pub fn is_note(&self) -> bool {
        matches!(
            self,
            PlayerMessage::DepthNeverReached { .. } | PlayerMessage::Exported(_)
        )
    }

    /// The message in the UI's language.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            PlayerMessage::StartRootRefused { game, root, error } => tr!(
                lang,
                "player-start-root-refused",
                game = game.to_string(),
                root = root,
                error = crate::text::tree_error(lang, error)
            ),
            PlayerMessage::RootRefused { root, error } => tr!(
                lang,
                "player-root-refused",
                root = root.trim(),
                error = crate::text::path_error(lang, error)
            ),
            PlayerMessage::RecordingFailed(error) => job_error_text(error, lang),
            PlayerMessage::Outgrown { limit, frames } => tr!(
                lang,
                "player-outgrown",
                limit = crate::numbers::count(*limit),
                frames = crate::numbers::count(*frames)
            ),
            PlayerMessage::DepthNeverReached { depth, longest } => tr!(
                lang,
                "player-depth-never-reached",
                depth = *depth,
                longest = *longest
            ),
            PlayerMessage::AutosaveFailed(error) => {
                tr!(lang, "app-autosave-failed", error = error.to_string())
            }
            PlayerMessage::NoExportFile => tr!(lang, "player-export-no-file"),
            PlayerMessage::NoTraceFile => tr!(lang, "student-no-file"),
            PlayerMessage::NoRecordingsFile => tr!(lang, "saved-no-file"),
            PlayerMessage::Exported(path) => {
                tr!(lang, "player-exported", path = path.display().to_string())
            }
            PlayerMessage::ExportFailed { path, error } => tr!(
                lang,
                "player-export-failed",
                path = path.display().to_string(),
                error = error.to_string()
            ),
            PlayerMessage::SavedSearchRefused(reason) => {
                tr!(lang, "saved-search-refused", reason = reason.as_str())
            }
            PlayerMessage::RecordingsRefused { path, error } => {
                crate::app::player::saved::refusal_text(path, error, lang)
            }
        }
    }
}
