//! The order in which a node's children are searched: the game's own, the series'
//! best-first swap, by static evaluation, Kalah's store-first and seed 003's mix of the two,
//! and Connect Four's centre-first.

use serde::{Deserialize, Serialize};

use crate::game::GameView;

/// The order in which children are searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChildOrder {
    /// The game's move order: y outer, x inner.
    #[default]
    Natural,
    /// The series' rule: natural order, then the first child whose exact value is best for
    /// the side to move swapped with the first child; nothing else moves.
    BestFirst,
    /// By each child's static evaluation (a finished game's own value), best for the side
    /// to move first; ties in natural order.
    Evaluation,
    /// The move order reversed: in Kalah the pit nearest the mover's store first (the
    /// heuristic that finds extra turns and captures early). Offered where
    /// [`GameView::has_stores`] says so.
    StoreFirst,
    /// Seed 003's Kalah engine: by evaluation at the nodes fewer than `plies` plies below
    /// the root, store first below them (Kalah only, as store-first).
    EvaluationThenStore { plies: u8 },
    /// Columns from the centre out, the leftmost of two equally near first on an odd board
    /// (4, 3, 5, 2, 6, 1, 7 on seven columns; 3, 2, 4, 1 on four): Connect Four's order.
    /// Offered where [`GameView::columns`] says so.
    Center,
}

impl ChildOrder {
    /// The plies below the root ordered by evaluation in seed 003's order, unless told.
    pub const DEFAULT_EVALUATION_PLIES: u8 = 4;

    pub const ALL: [ChildOrder; 6] = [
        ChildOrder::Natural,
        ChildOrder::BestFirst,
        ChildOrder::Evaluation,
        ChildOrder::StoreFirst,
        ChildOrder::EvaluationThenStore {
            plies: ChildOrder::DEFAULT_EVALUATION_PLIES,
        },
        ChildOrder::Center,
    ];

    /// Whether this order means something for the game (see [`super::Mode::check`]).
    pub fn suits(self, view: &dyn GameView) -> bool {
        match self {
            ChildOrder::Center => view.columns().is_some(),
            order => !order.sows_towards_stores() || view.has_stores(),
        }
    }

    /// Whether the order puts the pits nearest the store first somewhere (Kalah's).
    fn sows_towards_stores(self) -> bool {
        matches!(
            self,
            ChildOrder::StoreFirst | ChildOrder::EvaluationThenStore { .. }
        )
    }

    /// The order at a node this many plies below the search's root: never
    /// `EvaluationThenStore`, which is evaluation above its plies and store-first below.
    pub fn at_depth(self, plies_below_root: usize) -> ChildOrder {
        match self {
            ChildOrder::EvaluationThenStore { plies } if plies_below_root < plies as usize => {
                ChildOrder::Evaluation
            }
            ChildOrder::EvaluationThenStore { .. } => ChildOrder::StoreFirst,
            order => order,
        }
    }

    /// Puts `children`, given in natural order, in this order at a node: best-first swaps
    /// the first child that `is_best` (exact values) with the first; store-first reverses;
    /// evaluation sorts by `static_value`, best for the mover first, ties kept in natural
    /// order; centre-first sorts by `move_of` from the middle of `columns` out.
    /// Evaluation-then-store is resolved by [`ChildOrder::at_depth`] first.
    pub fn arrange<T>(
        self,
        children: &mut [T],
        (max_node, columns): (bool, usize),
        static_value: impl Fn(&T) -> i16,
        is_best: impl Fn(&T) -> bool,
        move_of: impl Fn(&T) -> u8,
    ) {
        match self {
            ChildOrder::Natural | ChildOrder::EvaluationThenStore { .. } => {}
            ChildOrder::BestFirst => {
                if let Some(offset) = children.iter().position(is_best) {
                    children.swap(0, offset);
                }
            }
            ChildOrder::StoreFirst => children.reverse(),
            ChildOrder::Center => {
                children.sort_by_key(|child| centre_rank(move_of(child) as usize, columns))
            }
            ChildOrder::Evaluation => sort_by_key_once(children, |child| {
                let value = static_value(child);
                if max_node { -value } else { value }
            }),
        }
    }

    /// Whether the order reads the children's static evaluation somewhere.
    pub fn uses_evaluation(self) -> bool {
        matches!(
            self,
            ChildOrder::Evaluation | ChildOrder::EvaluationThenStore { .. }
        )
    }

    /// The same kind of order, whatever its plies.
    pub fn same_kind(self, other: ChildOrder) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }

    pub fn name(self) -> &'static str {
        match self {
            ChildOrder::Natural => "natural",
            ChildOrder::BestFirst => "best-first",
            ChildOrder::Evaluation => "evaluation",
            ChildOrder::StoreFirst => "store-first",
            ChildOrder::EvaluationThenStore { .. } => "evaluation-then-store",
            ChildOrder::Center => "center",
        }
    }
}

/// A stable sort (ties keep their order) by `key`, asked once a child rather than once a
/// comparison: a node has a few children, and a key may be a look into a big tree.
fn sort_by_key_once<T>(children: &mut [T], key: impl Fn(&T) -> i16) {
    const FEW: usize = 32;
    if children.len() > FEW {
        children.sort_by_cached_key(key);
        return;
    }
    let mut keys = [0; FEW];
    for (slot, child) in keys.iter_mut().zip(children.iter()) {
        *slot = key(child);
    }
    // Insertion sort: a child moves left past the keys strictly greater than its own.
    for index in 1..children.len() {
        let mut at = index;
        while at > 0 && keys[at - 1] > keys[at] {
            keys.swap(at - 1, at);
            children.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// Where `column` comes in the centre-first order of `columns`: the middle (the right one
/// of two on an even board) first, then one to the left, one to the right, and so on.
fn centre_rank(column: usize, columns: usize) -> usize {
    let middle = columns / 2;
    match column.cmp(&middle) {
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Less => 2 * (middle - column) - 1,
        std::cmp::Ordering::Greater => 2 * (column - middle),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorting_by_a_key_asked_once_is_the_stable_sort(
            keys in prop::collection::vec(-3i16..3, 0..40),
        ) {
            let mut children: Vec<(i16, usize)> = keys.iter().copied().zip(0..).collect();
            let mut expected = children.clone();
            expected.sort_by_key(|&(key, _)| key);
            sort_by_key_once(&mut children, |&(key, _)| key);
            prop_assert_eq!(children, expected);
        }
    }
}
