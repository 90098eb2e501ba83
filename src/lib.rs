//! abtutor: a tutor for game-tree search on complete game trees: tic-tac-toe, 4×4 Othello
//! and Kalah.

pub mod app;
pub mod background;
pub mod check;
pub mod cli;
pub mod export;
pub mod game;
mod handoff;
pub mod hashing;
pub mod io;
pub mod lang;
mod marks;
pub mod memory;
pub mod notebook;
pub mod numbers;
pub mod practice;
pub mod program;
pub mod search;
pub mod setup;
pub mod stats;
pub mod text;
pub mod tree;
