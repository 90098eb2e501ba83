//! The deepest level of a tree to a depth limit, made on every core: most of the tree's
//! nodes are there. Each thread expands a run of parents into columns of its own; the runs
//! are then appended in order, so ids, columns and ranges are exactly as one thread makes
//! them.

use std::sync::atomic::{AtomicBool, Ordering};

use super::limits::{BuildWatch, MAX_TREE_NODES, WATCH_INTERVAL};
use super::{NOT_TERMINAL, NodeId, Tree};
use crate::game::{Game, PositionKey, Side};

/// Below this many parents one thread is quicker than starting others.
const PARALLEL_FROM: usize = 1 << 14;

/// One run of parents' children, every one of them settled at the horizon.
#[derive(Default)]
struct Run {
    /// Per parent: its children, and its value when the game is over there.
    child_counts: Vec<u8>,
    parent_values: Vec<i8>,
    /// Per child.
    parents: Vec<NodeId>,
    moves: Vec<u8>,
    keys: Vec<PositionKey>,
    max: Vec<bool>,
    evaluations: Vec<i8>,
    horizon: Vec<bool>,
    values: Vec<i8>,
}

/// Expands the parents of `level` (ids from `level_start`) one ply, every child a leaf at
/// the horizon; `false` past [`MAX_TREE_NODES`] nodes below `base` or when the watch stops.
/// The watch hears the share of `expected_nodes` made.
pub(super) fn expand_last_level<G: Game>(
    game: &G,
    tree: &mut Tree,
    level: &[G::Position],
    level_start: usize,
    base: usize,
    expected_nodes: usize,
    watch: &mut BuildWatch,
) -> bool {
    let threads = std::thread::available_parallelism()
        .map_or(1, |count| count.get())
        .min(8);
    let threads = if level.len() < PARALLEL_FROM {
        1
    } else {
        threads
    };
    let expected_nodes = expected_nodes.max(1);
    let room = MAX_TREE_NODES.saturating_sub(tree.parent.len() - base);
    let chunk = level.len().div_ceil(threads).max(1);
    let stop = AtomicBool::new(false);
    let expected_parents = level.len().max(1);
    let nodes_before = tree.parent.len();
    // The first run is made here, where the watch hears its progress and may stop all.
    let mut watched = |done: usize| {
        if watch.is_cancelled() {
            stop.store(true, Ordering::Relaxed);
            return false;
        }
        // The other runs go about as fast as this one.
        let level_share = ((done * threads) as f32 / expected_parents as f32).min(1.0);
        let remaining = expected_nodes.saturating_sub(nodes_before) as f32;
        watch.report((nodes_before as f32 + level_share * remaining) / expected_nodes as f32);
        true
    };
    let mut chunks = level.chunks(chunk);
    let first = chunks.next().unwrap_or(&[]);
    let runs: Vec<Option<Run>> = std::thread::scope(|scope| {
        let others: Vec<_> = chunks
            .enumerate()
            .map(|(index, positions)| {
                let first_parent = level_start + (index + 1) * chunk;
                let stop = &stop;
                scope.spawn(move || expand_run(game, positions, first_parent, room, stop, |_| true))
            })
            .collect();
        let mut runs = vec![expand_run(
            game,
            first,
            level_start,
            room,
            &stop,
            &mut watched,
        )];
        runs.extend(
            others
                .into_iter()
                .map(|handle| handle.join().ok().flatten()),
        );
        runs
    });
    if watch.is_cancelled() {
        return false;
    }
    let mut parent_id = level_start;
    let children_start = tree.parent.len();
    for run in runs {
        let Some(run) = run else {
            return false;
        };
        if tree.parent.len() - base + run.parents.len() > MAX_TREE_NODES {
            return false;
        }
        append(tree, &run, &mut parent_id);
    }
    let end = tree.parent.len() as NodeId;
    tree.first_child[children_start..].fill(end);
    true
}

/// The children of one run of parents, in order; `None` past `room` children.
fn expand_run<G: Game>(
    game: &G,
    positions: &[G::Position],
    first_parent: usize,
    room: usize,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize) -> bool,
) -> Option<Run> {
    let mut run = Run::default();
    let mut moves = Vec::new();
    let mut leaf_moves = Vec::new();
    for (offset, position) in positions.iter().enumerate() {
        if offset.is_multiple_of(WATCH_INTERVAL / 8)
            && offset > 0
            && (stop.load(Ordering::Relaxed) || !progress(offset))
        {
            return None;
        }
        game.legal_moves(position, &mut moves);
        run.child_counts.push(moves.len() as u8);
        if moves.is_empty() {
            run.parent_values
                .push(game.horizon_terminal_value(position));
            continue;
        }
        run.parent_values.push(NOT_TERMINAL);
        if run.parents.len() + moves.len() > room {
            return None;
        }
        for &mv in &moves {
            let child = game.play(position, mv);
            run.parents.push((first_parent + offset) as NodeId);
            run.moves.push(mv);
            run.keys.push(game.key(&child));
            run.max.push(game.side_to_move(&child) == Side::First);
            let evaluation = game.evaluate(&child);
            run.evaluations.push(evaluation);
            let (horizon, value) = horizon_leaf(game, &child, evaluation, &mut leaf_moves);
            run.horizon.push(horizon);
            run.values.push(value);
        }
    }
    Some(run)
}

/// Appends a run's children to the tree and gives its parents their ranges.
fn append(tree: &mut Tree, run: &Run, parent_id: &mut usize) {
    let depth = tree.depth[*parent_id] + 1;
    let mut next_child = tree.parent.len();
    for (&count, &value) in run.child_counts.iter().zip(&run.parent_values) {
        tree.first_child[*parent_id] = next_child as NodeId;
        if value == NOT_TERMINAL {
            tree.child_count[*parent_id] = count;
        } else {
            tree.terminal_value[0][*parent_id] = value;
        }
        *parent_id += 1;
        next_child += count as usize;
    }
    let children = tree.parent.len()..next_child;
    // Every node is its own state. The new leaves get their empty ranges, at the tree's
    // end, once the level is complete.
    tree.state.extend(children.clone().map(|id| id as u32));
    tree.first_child.extend(children.map(|_| 0));
    let added = run.parents.len();
    tree.child_count.extend(std::iter::repeat_n(0, added));
    tree.depth.extend(std::iter::repeat_n(depth, added));
    tree.parent.extend_from_slice(&run.parents);
    tree.last_move.extend_from_slice(&run.moves);
    tree.state_keys.extend_from_slice(&run.keys);
    tree.state_max.extend_from_slice(&run.max);
    tree.state_evaluation.extend_from_slice(&run.evaluations);
    tree.state_horizon.extend_from_slice(&run.horizon);
    tree.terminal_value[0].extend_from_slice(&run.values);
}

/// A node at the depth limit: whether the game goes on there (the search stops at the
/// horizon, valued by `evaluation`) and its value; a finished game keeps its own.
pub(super) fn horizon_leaf<G: Game>(
    game: &G,
    position: &G::Position,
    evaluation: i8,
    moves: &mut Vec<u8>,
) -> (bool, i8) {
    game.legal_moves(position, moves);
    if moves.is_empty() {
        (false, game.horizon_terminal_value(position))
    } else {
        (true, evaluation)
    }
}
