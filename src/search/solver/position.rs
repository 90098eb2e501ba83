//! The benchmark's notation: a position as the columns played from the empty board.

use crate::game::SolvableByLength;

/// Why a line is not a position to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadPosition {
    Empty,
    /// The `at`-th move (from 1) is not a column's digit.
    NotAColumn {
        at: usize,
        text: char,
    },
    ColumnFull {
        at: usize,
        column: usize,
    },
    /// The move wins or fills the board: the position must be unfinished.
    EndsTheGame {
        at: usize,
        column: usize,
    },
}

/// The position a line of column digits (1 the leftmost) reaches, played from the start:
/// the benchmark's notation.
pub fn position_of<G: SolvableByLength>(game: &G, line: &str) -> Result<G::Position, BadPosition> {
    if line.is_empty() {
        return Err(BadPosition::Empty);
    }
    let mut position = game.initial();
    let mut moves = Vec::new();
    for (index, text) in line.chars().enumerate() {
        let at = index + 1;
        let column = text
            .to_digit(10)
            .map(|digit| digit as usize)
            .filter(|&digit| (1..=game.max_moves()).contains(&digit))
            .ok_or(BadPosition::NotAColumn { at, text })?;
        let mv = column as u8 - 1;
        game.legal_moves(&position, &mut moves);
        if !moves.contains(&mv) {
            return Err(BadPosition::ColumnFull { at, column });
        }
        position = game.play(&position, mv);
        // A move that makes four, or fills the board, ends the game.
        if game.is_over(&position, &mut moves) {
            return Err(BadPosition::EndsTheGame { at, column });
        }
    }
    Ok(position)
}
