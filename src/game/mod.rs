//! The rules of a two-player, perfect-information game, as the tree, the search and the
//! player see them: positions behind compact keys, moves as small indices.

mod tictactoe;

pub use tictactoe::TicTacToe;

/// The side to move: the first player maximises, the second minimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Side),
    Draw,
}

/// What a cell of the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Empty,
    First,
    Second,
}

/// How finished games are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Scoring {
    /// A win is +1 / −1, a draw 0.
    #[default]
    Plain,
    /// A quicker win scores more, a slower loss scores less.
    ShortestVictory,
}

/// A game the tree can be built for. Positions are plain values; keys index tables.
pub trait Game {
    type Position: Copy;

    fn initial(&self) -> Self::Position;
    /// Legal moves in the game's natural order.
    fn legal_moves(&self, position: &Self::Position, moves: &mut Vec<u8>);
    fn play(&self, position: &Self::Position, mv: u8) -> Self::Position;
    fn outcome(&self, position: &Self::Position) -> Option<Outcome>;
    fn side_to_move(&self, position: &Self::Position) -> Side;
    /// A number below `BoardView::key_space` naming the position exactly.
    fn key(&self, position: &Self::Position) -> u32;
    /// The smallest key among the position's symmetric images.
    fn canonical_key(&self, position: &Self::Position) -> u32;
    /// The value of a finished game after `plies` moves.
    fn terminal_value(&self, outcome: Outcome, plies: u8, scoring: Scoring) -> i8;
}

/// What the search and the player need to know of a game, with no generic types.
pub trait BoardView: Send + Sync {
    fn name(&self) -> &'static str;
    fn columns(&self) -> usize;
    fn rows(&self) -> usize;
    fn key_space(&self) -> usize;
    /// The mark in cell `index` (row-major) of the position with this key.
    fn cell(&self, key: u32, index: usize) -> Mark;
    /// The lowest and highest value a finished game can have.
    fn score_range(&self, scoring: Scoring) -> (i8, i8);
    /// A move as the command line writes it.
    fn format_move(&self, mv: u8) -> String;
    /// A move from the command line's notation.
    fn parse_move(&self, text: &str) -> Result<u8, String>;
}
