//! The solver tutorial's ideas in the search over the rules, as the recorder applies them
//! (`search::solving`): the bisection's passes at the root, and before a node's children
//! the win check and the bound that may fix it or narrow its window.

use super::rules::{NEG_INF, POS_INF, wide_pair};
use super::touches::Touches;
use super::{Level, Search};
use crate::game::{Game, PositionKey, Side};
use crate::search::solving;

impl<G: Game, T: Touches<G::Position>> Search<'_, G, T> {
    /// The solver's bisection from `root`, as the recorder's: null windows narrowing the
    /// side to move's score range until it closes; the root's value (first player's view).
    pub(super) fn bisect(&mut self, root: &G::Position, node: u32, ply: usize, plies: u32) -> i16 {
        let first_to_move = self.game.side_to_move(root) == Side::First;
        let sign = if first_to_move { 1 } else { -1 };
        let (low, high) = wide_pair(self.rules.root_window);
        let window = (low != NEG_INF && high != POS_INF).then(|| (low.into(), high.into()));
        let cells_and_played = self.game.cells_and_played(root).unwrap_or_default();
        let range = solving::bisection_range(window, first_to_move, cells_and_played);
        let score = solving::bisect(range, |probe| {
            if self.stopped {
                return None;
            }
            let (alpha, beta) = solving::null_window(probe, first_to_move);
            let value = self.visit(root, node, ply, plies, alpha as i16, beta as i16);
            Some(sign * i32::from(value))
        });
        (sign * score) as i16
    }

    /// The solver's ideas before any child, as the recorder's `before_children`: a win at
    /// once (a start, a win and an end frame) or a bound that closes the window (a start, a
    /// bound and an end frame) fixes the node's value (`Err`); else the window, cut to a
    /// bound inside it (a bound frame).
    pub(super) fn before_children(
        &mut self,
        position: &G::Position,
        key: Option<PositionKey>,
        (alpha, beta): (i16, i16),
        level: &mut Level<G::Position>,
    ) -> Result<(i16, i16), i16> {
        let max_node = self.game.side_to_move(position) == Side::First;
        if self.rules.win_check {
            self.game.legal_moves(position, &mut level.moves);
            let win = level.moves.iter().find_map(|&mv| {
                let child = self.game.play(position, mv);
                let finished = self.game.is_over(&child, &mut level.scratch);
                let value = finished.then(|| self.leaf_value(&child, true))?;
                (if max_node { value > 0 } else { value < 0 }).then_some(value)
            });
            if let Some(win) = win {
                self.frames += 3;
                return Err(win);
            }
        }
        let Some(bound) = self.bound_at(position, key, max_node) else {
            return Ok((alpha, beta));
        };
        let (alpha, beta) = match max_node {
            true if beta > bound => (alpha, bound),
            false if alpha < bound => (bound, beta),
            _ => return Ok((alpha, beta)),
        };
        self.frames += 1;
        if alpha >= beta {
            // Closed: the node's start and end, and the bound for its value.
            self.frames += 2;
            return Err(bound);
        }
        Ok((alpha, beta))
    }

    /// The top of the side to move's window (first player's view): the table of upper
    /// bounds' entry for the position, else the score bound.
    fn bound_at(
        &self,
        position: &G::Position,
        key: Option<PositionKey>,
        max_node: bool,
    ) -> Option<i16> {
        let stored = key
            .filter(|_| self.rules.upper_bounds)
            .and_then(|key| self.entries.get(&key));
        if let Some(&(bound, _)) = stored {
            return Some(bound);
        }
        let (cells, played) = self.game.cells_and_played(position)?;
        let top = solving::best_score_left(cells, played) as i16;
        self.rules
            .score_bound
            .then_some(if max_node { top } else { -top })
    }
}
