//! The Play view: a student plays any game against the search (or watches the search
//! play itself), each of its moves with the line it expects and a way into the player.

mod board;
mod montecarlo_move;
mod move_list;
mod position;
mod state;
mod view;

pub use montecarlo_move::MonteCarloMove;
pub use position::Position;
pub use state::{
    PlayCommand, PlayMessage, PlaySettings, PlayState, PlayedMove, SearchedMove, StudentPlays,
};
pub use view::{PlayAction, PlayView};
