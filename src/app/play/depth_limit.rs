//! The depth limit a game too big to search whole starts with: a rule of the settings,
//! shared by the Play view's state and the option widgets.

use crate::setup::GameSpec;

/// The depth limit a game too big to search whole starts with.
pub const BIG_GAME_DEPTH: u16 = 8;

/// Sets a depth limit for a game too big to search whole, when none is set.
pub fn limit_depth_for(game: GameSpec, depth: &mut Option<u16>) {
    if depth.is_none() && game.needs_depth_limit() {
        *depth = Some(BIG_GAME_DEPTH);
    }
}
