//! The player a notebook cell embeds: the one player, in its compact layout.

pub use super::player_view::PlayerView as CellPlayer;
