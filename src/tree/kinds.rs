//! A grown tree's kind of each node — max or min, a leaf or not, at the horizon or not —
//! in a byte, where the columns of a built tree take four. A leaf's value takes the place
//! of its static evaluation, which no one reads once the node is a leaf (its static value
//! is its value).

use super::{NOT_TERMINAL, Tree};

/// The side to move is the maximising one.
pub(super) const MAX: u8 = 1;
/// A leaf at the depth limit whose game goes on.
pub(super) const HORIZON: u8 = 2;
/// A leaf: a finished game or a horizon leaf, its value in the evaluations' column.
pub(super) const LEAF: u8 = 4;

impl Tree {
    /// A tree about to grow keeps its nodes' kinds a byte each from now on (those of the
    /// chain to its base, written so far, moved over), its columns of sides, horizon leaves
    /// and leaf values given back.
    pub(super) fn keep_kinds_by_bytes(&mut self) {
        let leaf_values = std::mem::take(&mut self.terminal_value[0]);
        let max = std::mem::take(&mut self.state_max);
        let horizon = std::mem::take(&mut self.state_horizon);
        let sides = leaf_values.iter().zip(&max).zip(&horizon);
        self.kinds = sides
            .map(|((&value, &max), &horizon)| {
                let leaf = u8::from(value != NOT_TERMINAL) * LEAF;
                (u8::from(max) * MAX) | (u8::from(horizon) * HORIZON) | leaf
            })
            .collect();
        for (evaluation, &value) in self.state_evaluation.iter_mut().zip(&leaf_values) {
            if value != NOT_TERMINAL {
                *evaluation = value;
            }
        }
    }

    /// A node's kind as it joins the tree: whether its side to move maximises.
    pub(super) fn push_kind(&mut self, max: bool) {
        self.kinds.push(u8::from(max) * MAX);
    }

    /// The node becomes a leaf of `value` (at the horizon, or a finished game).
    pub(super) fn set_leaf(&mut self, id: usize, value: i16, horizon: bool) {
        if let Some(kind) = self.kinds.get_mut(id) {
            *kind |= LEAF | (u8::from(horizon) * HORIZON);
            self.state_evaluation[id] = value;
            return;
        }
        self.state_horizon[id] = horizon;
        self.terminal_value[0][id] = value;
    }
}
