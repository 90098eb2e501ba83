//! A finished grown tree's kind of each node — max or min, a leaf or not, at the horizon
//! or not — in a byte, where the columns of a built tree take four. A leaf's value takes
//! the place of its static evaluation, which no one reads once the node is a leaf (its
//! static value is its value).

use super::{NOT_TERMINAL, Tree};

/// The side to move is the maximising one.
pub(super) const MAX: u8 = 1;
/// A leaf at the depth limit whose game goes on.
pub(super) const HORIZON: u8 = 2;
/// A leaf: a finished game or a horizon leaf, its value in the evaluations' column.
pub(super) const LEAF: u8 = 4;

impl Tree {
    /// A finished grown tree keeps its nodes' kinds a byte each, its columns of sides,
    /// horizon leaves and leaf values given back.
    pub(super) fn keep_kinds_by_bytes(&mut self) {
        let leaf_values = std::mem::take(&mut self.terminal_value[0]);
        let max = std::mem::take(&mut self.state_max);
        let horizon = std::mem::take(&mut self.state_horizon);
        // Plain passes over the columns side by side, which the compiler makes wide.
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

    /// A grown tree taken back to grow further has its kinds in columns again (a leaf's
    /// evaluation stays its value: no one reads it).
    pub(super) fn keep_kinds_in_columns(&mut self) {
        let kinds = std::mem::take(&mut self.kinds);
        if kinds.is_empty() {
            return;
        }
        let evaluations = &self.state_evaluation;
        self.state_max = kinds.iter().map(|&kind| kind & MAX != 0).collect();
        self.state_horizon = kinds.iter().map(|&kind| kind & HORIZON != 0).collect();
        self.terminal_value[0] = (kinds.iter().zip(evaluations))
            .map(|(&kind, &value)| {
                if kind & LEAF != 0 {
                    value
                } else {
                    NOT_TERMINAL
                }
            })
            .collect();
    }
}
