//! How long the longest line of play from a position is, when every line is shorter than
//! a depth limit: such a limit never stops a search, and the user is told so.

use std::collections::HashMap;

use crate::game::{Game, PositionKey};

/// Positions a check may visit before it gives up and says nothing: a game this big has
/// lines far longer than any limit a search could take.
const MAX_POSITIONS_VISITED: usize = 1 << 20;

/// The plies within which every line of play from `position` ends, when fewer than
/// `plies`: its longest line, or, in a game whose every move fills a cell of the board,
/// its empty cells when there are fewer of them; `None` when some line goes on for
/// `plies` (the limit stops a search there), or when that cannot be told within
/// `MAX_POSITIONS_VISITED` positions.
pub fn longest_line_under<G: Game>(game: &G, position: &G::Position, plies: u16) -> Option<u16> {
    let empty_cells = game
        .cells_and_played(position)
        .map(|(cells, played)| cells.saturating_sub(played));
    let mut moves = Vec::new();
    game.legal_moves(position, &mut moves);
    if !moves.is_empty()
        && let Some(empty_cells) = empty_cells.filter(|&empty| empty < u32::from(plies))
    {
        return u16::try_from(empty_cells).ok();
    }
    let mut walk = LongestLines {
        game,
        longest: HashMap::new(),
        visited: 0,
    };
    walk.under(position, plies).ok()
}

/// A line reaches the limit, or the walk ran out of positions.
struct Reached;

struct LongestLines<'a, G: Game> {
    game: &'a G,
    /// Each position whose lines were all followed to their end: its longest line.
    longest: HashMap<PositionKey, u16>,
    visited: usize,
}

impl<G: Game> LongestLines<'_, G> {
    /// The longest line from `position`, when it is shorter than `limit` plies.
    fn under(&mut self, position: &G::Position, limit: u16) -> Result<u16, Reached> {
        let key = self.game.key(position);
        if let Some(&longest) = self.longest.get(&key) {
            return if longest < limit {
                Ok(longest)
            } else {
                Err(Reached)
            };
        }
        self.visited += 1;
        if limit == 0 || self.visited > MAX_POSITIONS_VISITED {
            return Err(Reached);
        }
        let mut moves = Vec::new();
        self.game.legal_moves(position, &mut moves);
        let mut longest = 0;
        for &mv in &moves {
            let child = self.game.play(position, mv);
            longest = longest.max(1 + self.under(&child, limit - 1)?);
        }
        self.longest.insert(key, longest);
        Ok(longest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ConnectFour, Kalah, TicTacToe};

    #[test]
    fn tic_tac_toe_ends_within_nine_plies_and_a_limit_of_nine_or_less_is_reached() {
        let game = TicTacToe;
        let start = game.initial();
        assert_eq!(longest_line_under(&game, &start, 10), Some(9));
        assert_eq!(longest_line_under(&game, &start, 100), Some(9));
        assert_eq!(longest_line_under(&game, &start, 9), None);
        assert_eq!(longest_line_under(&game, &start, 3), None);
        // After X 0, O 3, X 1, O 4, X 2: X has won, and no line goes on.
        let mut won = start;
        for mv in [0, 3, 1, 4, 2] {
            won = game.play(&won, mv);
        }
        assert_eq!(longest_line_under(&game, &won, 1), Some(0));
    }

    #[test]
    fn a_small_kalahs_longest_game_is_found_and_a_big_ones_is_not_walked_whole() {
        let small = Kalah::new(2, 1);
        let longest = longest_line_under(&small, &small.initial(), 1000).expect("a short game");
        assert_eq!(longest_line_under(&small, &small.initial(), longest), None);
        assert_eq!(
            longest_line_under(&small, &small.initial(), longest + 1),
            Some(longest)
        );
        let standard = Kalah::new(6, 4);
        assert_eq!(
            longest_line_under(&standard, &standard.initial(), 1000),
            None
        );
    }

    #[test]
    fn connect_four_ends_within_its_empty_cells_told_without_walking_its_lines() {
        let game = ConnectFour::new(5, 4);
        let start = game.initial();
        assert_eq!(longest_line_under(&game, &start, 21), Some(20));
        assert_eq!(longest_line_under(&game, &start, 20), None);
        let mut played = start;
        for column in [0, 0, 0, 0, 1] {
            played = game.play(&played, column);
        }
        assert_eq!(longest_line_under(&game, &played, 40), Some(15));
    }
}
