//! Building a tree down to a depth limit. Every node is its own state: the tree grows level
//! by level straight into its columns, with no lookup per node, and positions get their
//! dense ids only when a table first asks. Under a horizon positions repeat less than in a
//! complete tree (Kalah hardly at all; 4×4 Othello to 12 plies has 3 nodes a position), and
//! merging them would cost a hash lookup a node.

use std::sync::Arc;

use crate::game::{Game, GameView, Side};
use crate::tree::last_level::{expand_last_level, horizon_leaf};
use crate::tree::limits::{BuildWatch, MAX_TREE_NODES, WATCH_INTERVAL};
use crate::tree::{NO_MOVE, NO_PARENT, NOT_TERMINAL, NodeId, Tree, minimax_of};

/// The tree of `path`'s chain from the initial position (`chain` holds its positions, the
/// root's last), then the tree below the root down to `plies` plies, breadth first, with
/// room made at once for `expected` nodes below the root (the share reported is of them);
/// `None` past [`MAX_TREE_NODES`] nodes below the root, or when the watch stops the build.
pub(in crate::tree) fn build_to_horizon<G: Game>(
    game: &G,
    view: Arc<dyn GameView>,
    path: &[u8],
    chain: &[G::Position],
    plies: u16,
    expected: usize,
    watch: &mut BuildWatch,
) -> Option<Tree> {
    let base = path.len();
    // The estimate can fall a little short: room to spare costs address space only.
    let capacity = base + (expected + expected / 4).min(MAX_TREE_NODES);
    let mut tree = Tree::with_capacity(view, capacity, Some(plies as usize), base as NodeId);
    push_chain(game, &mut tree, path, chain, capacity);
    let mut moves = Vec::new();
    let mut leaf_moves = Vec::new();
    // The positions of one level's nodes, in id order, and of the next level's; the nodes
    // at the horizon are settled as they are made, so their positions are never kept.
    let mut level = Vec::new();
    let mut next_level = Vec::new();
    if plies == 0 {
        settle_at_horizon(game, &mut tree, base, &chain[base], &mut leaf_moves);
    } else {
        level.push(chain[base]);
    }
    let mut level_start = base;
    for plies_left in (1..=plies).rev() {
        if plies_left == 1 {
            let expected_nodes = base + expected;
            if !expand_last_level(
                game,
                &mut tree,
                &level,
                level_start,
                base,
                expected_nodes,
                watch,
            ) {
                return None;
            }
            let next_start = level_start + level.len();
            if tree.parent.len() > next_start {
                tree.depth_start.push(next_start as NodeId);
            }
            break;
        }
        for (offset, position) in level.iter().enumerate() {
            let id = level_start + offset;
            game.legal_moves(position, &mut moves);
            tree.first_child[id] = tree.parent.len() as NodeId;
            if moves.is_empty() {
                tree.terminal_value[0][id] = game.horizon_terminal_value(position);
                continue;
            }
            if tree.parent.len() - base + moves.len() > MAX_TREE_NODES {
                return None;
            }
            tree.child_count[id] = moves.len() as u8;
            let depth = tree.depth.get(id as NodeId) as u16 + 1;
            for &mv in &moves {
                let child = game.play(position, mv);
                push_node(game, &mut tree, id as NodeId, depth, mv, &child);
                next_level.push(child);
            }
            if id.is_multiple_of(WATCH_INTERVAL) {
                if watch.is_cancelled() {
                    return None;
                }
                watch.report(tree.parent.len() as f32 / (base + expected) as f32);
            }
        }
        let next_start = level_start + level.len();
        if tree.parent.len() == next_start {
            break;
        }
        tree.depth_start.push(next_start as NodeId);
        level_start = next_start;
        std::mem::swap(&mut level, &mut next_level);
        next_level.clear();
    }
    settle_values(&mut tree);
    Some(tree)
}

/// Makes room for `capacity` nodes' states, then appends the chain from the game's start
/// to the root: each ancestor has only the child on the way to the root position.
pub(in crate::tree) fn push_chain<G: Game>(
    game: &G,
    tree: &mut Tree,
    path: &[u8],
    chain: &[G::Position],
    capacity: usize,
) {
    tree.state_keys.reserve(capacity);
    tree.state_max.reserve(capacity);
    tree.state_evaluation.reserve(capacity);
    tree.state_horizon.reserve(capacity);
    tree.terminal_value[0].reserve(capacity);
    let base = path.len();
    for (index, position) in chain[..=base].iter().enumerate() {
        let parent = index.checked_sub(1).map_or(NO_PARENT, |i| i as NodeId);
        let mv = index.checked_sub(1).map_or(NO_MOVE, |i| path[i]);
        push_node(game, tree, parent, index as u16, mv, position);
        if index < base {
            tree.first_child[index] = index as NodeId + 1;
            tree.child_count[index] = 1;
        }
    }
}

/// Appends a node with what is known when it is made: where it hangs and what its position
/// holds; it has no children until expanded. Its id.
pub(in crate::tree) fn push_node<G: Game>(
    game: &G,
    tree: &mut Tree,
    parent: NodeId,
    depth: u16,
    mv: u8,
    position: &G::Position,
) -> usize {
    let evaluation = game.evaluate(position);
    push_node_evaluated(game, tree, (parent, depth, mv), position, evaluation)
}

/// As [`push_node`], the node's static evaluation given.
pub(in crate::tree) fn push_node_evaluated<G: Game>(
    game: &G,
    tree: &mut Tree,
    (parent, depth, mv): (NodeId, u16, u8),
    position: &G::Position,
    evaluation: i16,
) -> usize {
    let id = tree.len();
    // Every node is its own state: no column says so. A growing tree's parents are kept
    // by blocks.
    if tree.shape.is_none() {
        tree.parent.push(parent);
    }
    tree.depth.push(u32::from(depth));
    tree.last_move.push(mv);
    tree.first_child.push(0);
    tree.child_count.push(0);
    if tree.keeps_keys {
        tree.state_keys.push(game.key(position));
    }
    let max = game.side_to_move(position) == Side::First;
    tree.state_evaluation.push(evaluation);
    // A growing tree keeps the kinds a byte each.
    if !tree.kinds.is_empty() {
        tree.push_kind(max);
        return id;
    }
    tree.state_max.push(max);
    tree.state_horizon.push(false);
    tree.terminal_value[0].push(NOT_TERMINAL);
    id
}

/// A node at the depth limit: a horizon leaf valued by the evaluation, or a finished game.
fn settle_at_horizon<G: Game>(
    game: &G,
    tree: &mut Tree,
    id: usize,
    position: &G::Position,
    moves: &mut Vec<u8>,
) {
    // No children: an empty range where the next children would start.
    tree.first_child[id] = tree.parent.len() as NodeId;
    mark_horizon_leaf(game, tree, id, position, moves);
}

/// A node at the depth limit takes its value: a finished game's, or the evaluation.
pub(in crate::tree) fn mark_horizon_leaf<G: Game>(
    game: &G,
    tree: &mut Tree,
    id: usize,
    position: &G::Position,
    moves: &mut Vec<u8>,
) {
    let (horizon, value) = horizon_leaf(game, position, tree.state_evaluation[id], moves);
    tree.set_leaf(id, value, horizon);
}

/// Minimax values and subtree sizes, settled into the tree's columns.
fn settle_values(tree: &mut Tree) {
    let mut subtree = vec![1u32; tree.len()];
    tree.minimax_value[0] = minimax_column(tree, Some(&mut subtree));
    tree.state_subtree = subtree;
}

/// Minimax values and (given room for them, all ones) subtree sizes, from the deepest nodes
/// up: a node's children always come after it. Along the chain above the base the value
/// is the base's (a chain node's subtree size is not kept: `Tree::subtree_size` counts it).
pub(in crate::tree) fn minimax_column(tree: &Tree, mut subtree: Option<&mut [u32]>) -> Vec<i16> {
    let nodes = tree.len();
    let base = tree.base as usize;
    let mut minimax = vec![0; nodes];
    for id in (base..nodes).rev() {
        let children = tree.children(id as NodeId);
        if children.is_empty() {
            let value = tree.terminal_value(id as NodeId, crate::game::Scoring::Plain);
            minimax[id] = value.unwrap_or(NOT_TERMINAL);
            continue;
        }
        let max_node = tree.is_max_node(id as NodeId);
        let children = children.start as usize..children.end as usize;
        let values = minimax[children.clone()].iter().copied();
        minimax[id] = minimax_of(values, max_node);
        if let Some(subtree) = subtree.as_deref_mut() {
            subtree[id] = 1 + subtree[children].iter().sum::<u32>();
        }
    }
    let base_value = minimax[base];
    minimax[..base].fill(base_value);
    minimax
}
