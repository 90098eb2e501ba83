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
        let sign: i16 = match self.game.side_to_move(root) {
            Side::First => 1,
            Side::Second => -1,
        };
        let (low, high) = wide_pair(self.rules.root_window);
        let (mut min, mut max) = match self.game.cells_and_played(root) {
            _ if low != NEG_INF && high != POS_INF && sign > 0 => (low, high),
            _ if low != NEG_INF && high != POS_INF => (-high, -low),
            Some((cells, played)) => {
                let (min, max) = solving::score_range(cells, played);
                (min as i16, max as i16)
            }
            None => (low, high),
        };
        while min < max && !self.stopped {
            let probe = solving::next_probe(i32::from(min), i32::from(max)) as i16;
            let (alpha, beta) = match sign > 0 {
                true => (probe, probe + 1),
                false => (-probe - 1, -probe),
            };
            let result = sign * self.visit(root, node, ply, plies, alpha, beta);
            if result <= probe {
                max = result;
            } else {
                min = result;
            }
        }
        sign * min
    }

    /// The solver's ideas before any child, as the recorder's `before_children`: a win at
    /// once (a start, a win and an end frame), or a bound that closes the window (a start,
    /// a bound and an end frame) fixes the node's value.
    pub(super) fn fixed_before_children(
        &mut self,
        position: &G::Position,
        key: Option<PositionKey>,
        (alpha, beta): (i16, i16),
        level: &mut Level<G::Position>,
    ) -> Option<i16> {
        let max_node = self.game.side_to_move(position) == Side::First;
        if self.rules.win_check {
            self.game.legal_moves(position, &mut level.moves);
            let win = level.moves.iter().find_map(|&mv| {
                let child = self.game.play(position, mv);
                let finished = self.game.is_over(&child, &mut level.scratch);
                let value = finished.then(|| self.leaf_value(&child, true))?;
                (if max_node { value > 0 } else { value < 0 }).then_some(value)
            });
            if win.is_some() {
                self.frames += 3;
                return win;
            }
        }
        let bound = self.bound_at(position, key, max_node)?;
        let closes = if max_node {
            beta > bound && alpha >= bound
        } else {
            alpha < bound && bound >= beta
        };
        if closes {
            self.frames += 3;
        }
        closes.then_some(bound)
    }

    /// The window cut to the node's bound, when the bound lies inside it (a bound frame).
    pub(super) fn narrowed(
        &mut self,
        position: &G::Position,
        key: Option<PositionKey>,
        max_node: bool,
        (alpha, beta): (i16, i16),
    ) -> (i16, i16) {
        match self.bound_at(position, key, max_node) {
            Some(bound) if max_node && beta > bound => {
                self.frames += 1;
                (alpha, bound)
            }
            Some(bound) if !max_node && alpha < bound => {
                self.frames += 1;
                (bound, beta)
            }
            _ => (alpha, beta),
        }
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
