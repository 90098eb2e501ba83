//! The Monte Carlo view: primitive Monte Carlo or MCTS recorded from any position of any
//! game, replayed phase by phase — the grown tree, the bounds the selection weighs, the
//! counters and the convergence plot.

mod panels;
mod pictures;
mod player;
mod player_view;
mod plot;
mod view;

pub use pictures::draw_run_frame;
pub use player::{MonteCarloPlayer, MonteCarloRun};
pub use player_view::{MonteCarloLayout, MonteCarloPlayerView};
pub use view::{MonteCarloProblem, MonteCarloView, setup_ui};
