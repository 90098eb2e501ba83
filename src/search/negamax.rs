//! The floor the recorder is measured against: the same traversal, nothing recorded.

use crate::game::Scoring;
use crate::tree::{NodeId, Tree};

/// Plain negamax over the subtree of `root`; returns the root value (first player's view)
/// and the number of nodes visited.
pub fn negamax_count(tree: &Tree, root: NodeId, scoring: Scoring) -> (i16, u32) {
    let mut visited = 0;
    let sign = if tree.is_max_node(root) { 1 } else { -1 };
    let value = negamax(tree, root, scoring, &mut visited);
    (sign * value, visited)
}

fn negamax(tree: &Tree, node: NodeId, scoring: Scoring, visited: &mut u32) -> i16 {
    *visited += 1;
    let sign = if tree.is_max_node(node) { 1 } else { -1 };
    if let Some(value) = tree.terminal_value(node, scoring) {
        return sign * value;
    }
    // A child with the same side to move (an extra turn) keeps the sign.
    tree.children(node)
        .map(|child| {
            let value = negamax(tree, child, scoring, visited);
            if tree.is_max_node(child) == tree.is_max_node(node) {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or(0)
}
