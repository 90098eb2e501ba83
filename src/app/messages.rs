//! The core's errors phrased in the UI's language, where the window shows them.

use super::job::JobError;
use crate::lang::Lang;
use crate::search::ModeConflict;
use crate::tr;
use crate::tree::{PathError, TreeError};

/// Why no tree could be had, in `lang`.
pub fn tree_error_text(error: &TreeError, lang: Lang) -> String {
    match error {
        TreeError::Path(error) => path_error_text(error, lang),
        TreeError::TooBig {
            root,
            limit,
            gigabytes,
            size,
            needed_gigabytes,
        } => tr!(
            lang,
            "player-tree-too-big",
            root = root,
            size = size,
            limit = limit,
            gigabytes = *gigabytes,
            needed = needed_gigabytes
        ),
        TreeError::Cancelled => tr!(lang, "player-tree-cancelled"),
    }
}

/// Why a line of moves is not in the tree, in `lang`.
pub fn path_error_text(error: &PathError, lang: Lang) -> String {
    match error {
        PathError::BadMove { number, mv, reason } | PathError::Illegal { number, mv, reason } => {
            tr!(
                lang,
                "player-path-refused",
                number = *number,
                mv = mv,
                reason = reason
            )
        }
        PathError::GameOver { number, mv } => {
            tr!(lang, "player-path-game-over", number = *number, mv = mv)
        }
        PathError::NotInTree { number, mv } => {
            tr!(lang, "player-path-not-in-tree", number = *number, mv = mv)
        }
    }
}

/// Why a recording gave no search, in `lang`.
pub fn job_error_text(error: &JobError, lang: Lang) -> String {
    match error {
        JobError::Tree(error) => tree_error_text(error, lang),
        JobError::Stopped => tr!(lang, "player-recording-stopped"),
    }
}

/// A game's own name for something, given by the game in English and Japanese (its start,
/// say), in `lang`.
pub fn game_text(english_and_japanese: (&'static str, &'static str), lang: Lang) -> &'static str {
    let (english, japanese) = english_and_japanese;
    if lang == Lang::En { english } else { japanese }
}

/// Why an option misfits the game or the depth limit, for a disabled widget's hover.
pub fn mode_conflict_text(conflict: &ModeConflict, lang: Lang) -> String {
    match conflict {
        ModeConflict::ShortestVictoryWithoutLength { game } => {
            tr!(lang, "conflict-shortest-victory", game = game)
        }
        ModeConflict::StoreFirstWithoutStores { game } => {
            tr!(lang, "conflict-store-first", game = game)
        }
        ModeConflict::IterativeWithoutDepthLimit => tr!(lang, "conflict-iterative"),
        ModeConflict::SymmetryTableWithoutSymmetry { game } => {
            tr!(lang, "conflict-exact-sym", game = game)
        }
        ModeConflict::DepthLimitNeeded { game, suggested } => tr!(
            lang,
            "conflict-depth-limit",
            game = game,
            depth = *suggested
        ),
    }
}
