//! Why an option misfits the game searched or its depth limit.

use super::game_name;
use crate::lang::Lang;
use crate::search::ModeConflict;
use crate::tr;

/// The reason a misfit option is refused (or, for exact-sym, only noted), in `lang`.
pub fn mode_conflict(lang: Lang, conflict: &ModeConflict) -> String {
    match conflict {
        ModeConflict::ShortestVictoryWithoutLength { game } => {
            tr!(
                lang,
                "conflict-shortest-victory",
                game = game_name(lang, *game)
            )
        }
        ModeConflict::StoreFirstWithoutStores { game } => {
            tr!(lang, "conflict-store-first", game = game_name(lang, *game))
        }
        ModeConflict::IterativeWithoutDepthLimit => tr!(lang, "conflict-iterative"),
        ModeConflict::SymmetryTableWithoutSymmetry { game } => {
            tr!(lang, "conflict-exact-sym", game = game_name(lang, *game))
        }
        ModeConflict::DepthLimitNeeded { game, suggested } => tr!(
            lang,
            "conflict-depth-limit",
            game = game_name(lang, *game),
            depth = *suggested
        ),
    }
}
