//! Why a command line was refused, phrased in the user's language in one line.

use crate::lang::Lang;
use crate::search::ModeConflict;
use crate::setup::{GameSpecError, SearchSetup};
use crate::tr;
use crate::tree::TreeError;

/// Why no tree could be had for a search, in one line.
pub(super) fn tree_error_text(setup: &SearchSetup, error: TreeError, lang: Lang) -> String {
    match error {
        TreeError::Path(error) => tr!(
            lang,
            "cli-bad-root",
            root = shortened(&setup.root),
            error = crate::text::path_error(lang, &error)
        ),
        other => tr!(
            lang,
            "cli-bad-game",
            game = setup.game.to_string(),
            error = crate::text::tree_error(lang, &other)
        ),
    }
}

/// A long argument as an error line echoes it: its start, then an ellipsis.
fn shortened(text: &str) -> String {
    const SHOWN: usize = 60;
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Why `--game` was not understood, in the user's language.
pub(crate) fn game_error_text(error: &GameSpecError, lang: Lang) -> String {
    crate::text::game_spec_error(lang, error)
}

/// An option the game refuses, in the user's language.
pub(crate) fn conflict_text(conflict: &ModeConflict, lang: Lang) -> String {
    match conflict {
        ModeConflict::ShortestVictoryWithoutLength { game } => {
            tr!(
                lang,
                "cli-shortest-victory-misfit",
                game = crate::text::game_name(lang, *game)
            )
        }
        ModeConflict::StoreFirstWithoutStores { game, order } => {
            tr!(
                lang,
                "cli-store-first-misfit",
                order = order.name(),
                game = crate::text::game_name(lang, *game)
            )
        }
        ModeConflict::CenterWithoutColumns { game } => tr!(
            lang,
            "cli-center-misfit",
            game = crate::text::game_name(lang, *game)
        ),
        ModeConflict::IterativeWithoutDepthLimit => tr!(lang, "cli-iterative-needs-depth"),
        ModeConflict::SolvingWithoutLength { game } => tr!(
            lang,
            "cli-solving-misfit",
            game = crate::text::game_name(lang, *game)
        ),
        ModeConflict::SolvingUnderDepthLimit => tr!(lang, "cli-solving-depth-misfit"),
        ModeConflict::SymmetryTableWithoutSymmetry { game } => {
            tr!(
                lang,
                "cli-exact-sym-misfit",
                game = crate::text::game_name(lang, *game)
            )
        }
        ModeConflict::DepthLimitNeeded { game, suggested } => tr!(
            lang,
            "cli-depth-limit-needed",
            game = crate::text::game_name(lang, *game),
            depth = *suggested
        ),
    }
}
