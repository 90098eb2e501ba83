//! abtutor: a tutor for game-tree search on the complete tic-tac-toe tree.

pub mod app;
pub mod cli;
pub mod export;
pub mod game;
pub mod io;
pub mod lang;
pub mod notebook;
pub mod search;
pub mod stats;
pub mod tree;
