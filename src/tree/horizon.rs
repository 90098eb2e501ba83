//! Building a tree down to a depth limit. Under a horizon few positions repeat, so every
//! node is its own state: the tree grows level by level straight into its columns, with no
//! lookup per node, and positions get their dense ids only when a table first asks.

use std::sync::Arc;

use super::{NO_MOVE, NO_PARENT, NOT_TERMINAL, NodeId, Tree};
use crate::game::{Game, GameView, Side};
use crate::memory::prefer_huge_pages;

/// The tree of `path`'s chain from the initial position (`chain` holds its positions, the
/// root's last), then the tree below the root down to `plies` plies, breadth first;
/// `None` past `limit` nodes. `expected` nodes are made room for at once.
pub(super) fn build_to_horizon<G: Game>(
    game: &G,
    view: Arc<dyn GameView>,
    path: &[u8],
    chain: &[G::Position],
    plies: u16,
    expected: usize,
    limit: usize,
) -> Option<Tree> {
    let base = path.len();
    let capacity = base + expected;
    let mut tree = Tree::with_capacity(view, capacity, Some(plies as usize), base as NodeId);
    tree.state_keys.reserve(capacity);
    tree.state_max.reserve(capacity);
    tree.state_evaluation.reserve(capacity);
    tree.state_horizon.reserve(capacity);
    tree.terminal_value[0].reserve(capacity);
    prefer_huge_pages(&tree.state_keys);
    // The chain: each ancestor has only the child on the way to the root position.
    for (index, position) in chain[..=base].iter().enumerate() {
        let parent = index.checked_sub(1).map_or(NO_PARENT, |i| i as NodeId);
        let mv = index.checked_sub(1).map_or(NO_MOVE, |i| path[i]);
        push_node(game, &mut tree, parent, index as u16, mv, position);
        if index < base {
            push_inner(&mut tree, index as NodeId + 1, 1);
        }
    }
    // The positions of one level's nodes, in id order, and of the next level's.
    let mut level = vec![chain[base]];
    let mut next_level = Vec::new();
    let mut level_start = base;
    let mut moves = Vec::new();
    for plies_left in (0..=plies).rev() {
        for (offset, position) in level.iter().enumerate() {
            let id = level_start + offset;
            game.legal_moves(position, &mut moves);
            if moves.is_empty() {
                let value = game.horizon_terminal_value(position);
                push_leaf(&mut tree, value, false);
            } else if plies_left == 0 {
                // The horizon: the game goes on, the search stops here.
                let value = tree.state_evaluation[id];
                push_leaf(&mut tree, value, true);
            } else {
                let first_child = tree.parent.len() as NodeId;
                push_inner(&mut tree, first_child, moves.len() as u8);
                let depth = tree.depth[id] + 1;
                for &mv in &moves {
                    let child = game.play(position, mv);
                    push_node(game, &mut tree, id as NodeId, depth, mv, &child);
                    next_level.push(child);
                }
                if tree.parent.len() > limit {
                    return None;
                }
            }
        }
        if next_level.is_empty() {
            break;
        }
        level_start += level.len();
        tree.depth_start.push(level_start as NodeId);
        std::mem::swap(&mut level, &mut next_level);
        next_level.clear();
    }
    settle_values(&mut tree);
    Some(tree)
}

/// A node's columns known when it is made: where it hangs and what its position holds.
fn push_node<G: Game>(
    game: &G,
    tree: &mut Tree,
    parent: NodeId,
    depth: u16,
    mv: u8,
    position: &G::Position,
) {
    // Every node is its own state.
    tree.state.push(tree.parent.len() as u32);
    tree.parent.push(parent);
    tree.depth.push(depth);
    tree.last_move.push(mv);
    tree.state_keys.push(game.key(position));
    tree.state_max
        .push(game.side_to_move(position) == Side::First);
    tree.state_evaluation.push(game.evaluate(position));
}

/// A node's columns known when it is expanded, for one with children.
fn push_inner(tree: &mut Tree, first_child: NodeId, child_count: u8) {
    tree.first_child.push(first_child);
    tree.child_count.push(child_count);
    tree.state_horizon.push(false);
    tree.terminal_value[0].push(NOT_TERMINAL);
}

/// A node's columns known when it is expanded, for a leaf.
fn push_leaf(tree: &mut Tree, value: i8, horizon: bool) {
    tree.first_child.push(tree.parent.len() as NodeId);
    tree.child_count.push(0);
    tree.state_horizon.push(horizon);
    tree.terminal_value[0].push(value);
}

/// Minimax values and subtree sizes, from the deepest nodes up: a node's children always
/// come after it. Along the chain above the base the value is the base's.
fn settle_values(tree: &mut Tree) {
    let nodes = tree.len();
    let base = tree.base as usize;
    let mut minimax = vec![0i8; nodes];
    let mut subtree = vec![1u32; nodes];
    for id in (base..nodes).rev() {
        let count = tree.child_count[id] as usize;
        if count == 0 {
            minimax[id] = tree.terminal_value[0][id];
            continue;
        }
        let first = tree.first_child[id] as usize;
        let values = minimax[first..first + count].iter().copied();
        minimax[id] = if tree.state_max[id] {
            values.max().unwrap_or(0)
        } else {
            values.min().unwrap_or(0)
        };
        subtree[id] = 1 + subtree[first..first + count].iter().sum::<u32>();
    }
    for id in 0..base {
        minimax[id] = minimax[base];
        subtree[id] = (nodes - id) as u32;
    }
    tree.minimax_value[0] = minimax;
    tree.state_subtree = subtree;
}
