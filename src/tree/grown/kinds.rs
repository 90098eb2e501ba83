//! A grown tree's kind of each node — max or min, a leaf or not, at the horizon or not —
//! in a byte, where the columns of a built tree take four. A leaf's value takes the place
//! of its static evaluation, which no one reads once the node is a leaf (its static value
//! is its value). The byte's other bits may rank the node among its siblings in
//! evaluation order, so that a recorder reads that order instead of sorting again.

use std::ops::Range;

use crate::tree::{NOT_TERMINAL, NodeId, Tree};

/// The side to move is the maximising one.
pub(in crate::tree) const MAX: u8 = 1;
/// A leaf at the depth limit whose game goes on.
pub(in crate::tree) const HORIZON: u8 = 2;
/// A leaf: a finished game or a horizon leaf, its value in the evaluations' column.
pub(in crate::tree) const LEAF: u8 = 4;
/// The bits of the kind itself; above them, the node's rank among its siblings in
/// evaluation order plus one (0: not ranked).
const KIND: u8 = MAX | HORIZON | LEAF;
const RANK_SHIFT: u32 = 3;
/// Siblings ranked at most: more stay unranked.
const MOST_RANKED: usize = (u8::MAX >> RANK_SHIFT) as usize;

impl Tree {
    /// A tree about to grow keeps its nodes' kinds a byte each from now on (those of the
    /// chain to its base, written so far, moved over), its columns of sides, horizon leaves
    /// and leaf values given back.
    pub(in crate::tree) fn keep_kinds_by_bytes(&mut self) {
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
    pub(in crate::tree) fn push_kind(&mut self, max: bool) {
        self.kinds.push(u8::from(max) * MAX);
    }

    /// The node becomes a leaf of `value` (at the horizon, or a finished game).
    pub(in crate::tree) fn set_leaf(&mut self, id: usize, value: i16, horizon: bool) {
        if let Some(kind) = self.kinds.get_mut(id) {
            *kind |= LEAF | (u8::from(horizon) * HORIZON);
            self.state_evaluation[id] = value;
            return;
        }
        self.state_horizon[id] = horizon;
        self.terminal_value[0][id] = value;
    }

    /// Ranks siblings, given in evaluation order: their values must not change after.
    pub(in crate::tree) fn set_evaluation_ranks(&mut self, ordered: &[NodeId]) {
        if ordered.len() > MOST_RANKED {
            return;
        }
        for (rank, &child) in ordered.iter().enumerate() {
            if let Some(kind) = self.kinds.get_mut(child as usize) {
                *kind = (*kind & KIND) | ((rank as u8 + 1) << RANK_SHIFT);
            }
        }
    }

    /// Drops every rank: for a tree about to grow further.
    pub(in crate::tree) fn forget_evaluation_ranks(&mut self) {
        for kind in &mut self.kinds {
            *kind &= KIND;
        }
    }

    /// Appends `children`, a node's, to `order` in evaluation order (by static value, best
    /// for the side to move first, ties in natural order) when its growing search ranked
    /// them; else leaves `order` as it was and says no.
    #[inline]
    pub fn in_evaluation_order(&self, children: Range<NodeId>, order: &mut Vec<NodeId>) -> bool {
        let start = order.len();
        order.resize(start + children.len(), 0);
        for child in children {
            let rank = self
                .kinds
                .get(child as usize)
                .map_or(0, |&kind| kind >> RANK_SHIFT);
            if rank == 0 {
                order.truncate(start);
                return false;
            }
            order[start + usize::from(rank) - 1] = child;
        }
        true
    }
}
