//! abtutor: a tutor for game-tree search on the complete tic-tac-toe tree.

pub mod game;
pub mod search;
pub mod tree;
