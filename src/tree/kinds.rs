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
        let evaluations = &mut self.state_evaluation;
        let mut kinds = Vec::with_capacity(leaf_values.len());
        for (id, &value) in leaf_values.iter().enumerate() {
            let mut kind = (u8::from(max[id]) * MAX) | (u8::from(horizon[id]) * HORIZON);
            if value != NOT_TERMINAL {
                kind |= LEAF;
                evaluations[id] = value;
            }
            kinds.push(kind);
        }
        self.kinds = kinds;
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
