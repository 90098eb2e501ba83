//! The Monte Carlo view: primitive Monte Carlo or MCTS recorded from any position of any
//! game, replayed phase by phase — the grown tree, the bounds the selection weighs, the
//! counters and the convergence plot.

mod panels;
mod player;
mod plot;
mod view;

pub use player::{MonteCarloCommand, MonteCarloPlayer, MonteCarloRun};
pub use view::{MonteCarloProblem, MonteCarloView, setup_ui};
