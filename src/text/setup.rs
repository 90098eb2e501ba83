//! Why an option misfits the game searched or its depth limit.

use super::game_name;
use crate::lang::Lang;
use crate::search::{ModeConflict, OptionMisfit};
use crate::setup::GameSpecError;
use crate::tr;

/// Why an option means nothing beside the others, as the options panel says on hover.
pub fn option_misfit(lang: Lang, misfit: OptionMisfit) -> String {
    match misfit {
        OptionMisfit::Guess { .. } => tr!(lang, "options-guess-misfit"),
        OptionMisfit::Delta { .. } => tr!(lang, "options-delta-misfit"),
        OptionMisfit::WindowWithInitAb => tr!(lang, "options-window-misfit"),
        OptionMisfit::MinimaxWithPasses { .. } => tr!(lang, "options-minimax-misfit"),
        OptionMisfit::MinimaxWithBound => tr!(lang, "options-minimax-bound-misfit"),
        OptionMisfit::UpperTableFailSoft => tr!(lang, "options-upper-fail-soft-misfit"),
        OptionMisfit::TwoTables => tr!(lang, "options-two-tables-misfit"),
        OptionMisfit::SkipLosingWithWinCheck => tr!(lang, "options-skip-losing-misfit"),
        OptionMisfit::SlotsWithoutTable => tr!(lang, "options-slots-misfit"),
    }
}

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
        ModeConflict::StoreFirstWithoutStores { game, .. } => {
            tr!(lang, "conflict-store-first", game = game_name(lang, *game))
        }
        ModeConflict::CenterWithoutColumns { game } => {
            tr!(lang, "conflict-center", game = game_name(lang, *game))
        }
        ModeConflict::IterativeWithoutDepthLimit => tr!(lang, "conflict-iterative"),
        ModeConflict::SolvingWithoutLength { game } => {
            tr!(lang, "conflict-solving", game = game_name(lang, *game))
        }
        ModeConflict::SolvingUnderDepthLimit => tr!(lang, "conflict-solving-depth"),
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

/// Why a game's name (`--game`, a trace's header) was not understood, in `lang`.
pub fn game_spec_error(lang: Lang, error: &GameSpecError) -> String {
    match error {
        GameSpecError::UnknownGame { text } => tr!(lang, "cli-unknown-game", text = text),
        GameSpecError::KalahShape { text } => tr!(lang, "cli-kalah-shape", text = text),
        GameSpecError::KalahPits { text, number, max } => tr!(
            lang,
            "cli-kalah-pits",
            text = text,
            number = number,
            max = *max
        ),
        GameSpecError::KalahSeeds { text, number, max } => tr!(
            lang,
            "cli-kalah-seeds",
            text = text,
            number = number,
            max = *max
        ),
        GameSpecError::ConnectFourSize { text } => {
            tr!(lang, "cli-connect-four-size", text = text)
        }
        GameSpecError::Textbook(error) => tr!(
            lang,
            "cli-bad-tree-text",
            error = super::textbook_error(lang, error)
        ),
    }
}
