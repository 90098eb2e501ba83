//! The deepest level of a tree to a depth limit, made on every core: most of the tree's
//! nodes are there. The parents are shared out in runs; each thread first counts its
//! parents' children, then writes them straight into its own stretch of the tree's
//! columns, so that ids, columns and ranges are exactly as one thread makes them.

use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::{Game, PositionKey, Side};
use crate::tree::limits::{BuildWatch, MAX_TREE_NODES, WATCH_INTERVAL};
use crate::tree::{NOT_TERMINAL, NodeId, Tree};

/// Below this many parents one thread is quicker than starting others.
const PARALLEL_FROM: usize = 1 << 14;

/// A stretch of the children's columns, not yet written: one run's children.
struct ChildSlots<'a> {
    parent: &'a mut [MaybeUninit<NodeId>],
    last_move: &'a mut [MaybeUninit<u8>],
    keys: &'a mut [MaybeUninit<PositionKey>],
    max: &'a mut [MaybeUninit<bool>],
    evaluations: &'a mut [MaybeUninit<i16>],
    horizon: &'a mut [MaybeUninit<bool>],
    values: &'a mut [MaybeUninit<i16>],
}

impl<'a> ChildSlots<'a> {
    /// The room past the end of each child column, `children` long.
    fn after(tree: &'a mut Tree, children: usize) -> ChildSlots<'a> {
        fn room<T>(column: &mut Vec<T>, children: usize) -> &mut [MaybeUninit<T>] {
            column.reserve(children);
            &mut column.spare_capacity_mut()[..children]
        }
        ChildSlots {
            parent: room(&mut tree.parent, children),
            last_move: room(&mut tree.last_move, children),
            keys: room(&mut tree.state_keys, children),
            max: room(&mut tree.state_max, children),
            evaluations: room(&mut tree.state_evaluation, children),
            horizon: room(&mut tree.state_horizon, children),
            values: room(&mut tree.terminal_value[0], children),
        }
    }

    /// The first `children` slots, and the rest.
    fn split(self, children: usize) -> (ChildSlots<'a>, ChildSlots<'a>) {
        let (parent, parent_rest) = self.parent.split_at_mut(children);
        let (last_move, last_move_rest) = self.last_move.split_at_mut(children);
        let (keys, keys_rest) = self.keys.split_at_mut(children);
        let (max, max_rest) = self.max.split_at_mut(children);
        let (evaluations, evaluations_rest) = self.evaluations.split_at_mut(children);
        let (horizon, horizon_rest) = self.horizon.split_at_mut(children);
        let (values, values_rest) = self.values.split_at_mut(children);
        (
            ChildSlots {
                parent,
                last_move,
                keys,
                max,
                evaluations,
                horizon,
                values,
            },
            ChildSlots {
                parent: parent_rest,
                last_move: last_move_rest,
                keys: keys_rest,
                max: max_rest,
                evaluations: evaluations_rest,
                horizon: horizon_rest,
                values: values_rest,
            },
        )
    }
}

/// Expands the parents of `level` (ids from `level_start`) one ply, every child a leaf at
/// the horizon; `false` past [`MAX_TREE_NODES`] nodes below `base` or when the watch stops.
/// The watch is told the share of `expected_nodes` made.
pub(in crate::tree) fn expand_last_level<G: Game>(
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
    let chunk = level.len().div_ceil(threads).max(1);
    // First each parent's children (none: a finished game, valued now).
    let count = |positions| count_children(game, positions);
    let Some(counted) = on_every_core(level.chunks(chunk).collect(), count, count) else {
        return false;
    };
    let run_children: Vec<usize> = counted
        .iter()
        .map(|counts| counts.iter().map(|&(count, _)| count as usize).sum())
        .collect();
    let children: usize = run_children.iter().sum();
    let children_start = tree.parent.len();
    if children_start - base + children > MAX_TREE_NODES || watch.is_cancelled() {
        return false;
    }
    let mut next_child = children_start;
    for (offset, &(count, value)) in counted.iter().flatten().enumerate() {
        let parent = level_start + offset;
        tree.first_child[parent] = next_child as NodeId;
        if value == NOT_TERMINAL {
            tree.child_count[parent] = count;
        } else {
            tree.terminal_value[0][parent] = value;
        }
        next_child += count as usize;
    }
    let expected_nodes = expected_nodes.max(1);
    let stop = AtomicBool::new(false);
    // The first run is made here, where the watch is told its progress and may stop all.
    let mut watched = |done: usize| {
        if watch.is_cancelled() {
            stop.store(true, Ordering::Relaxed);
            return false;
        }
        // The other runs go about as fast as this one.
        let level_share = ((done * threads) as f32 / level.len().max(1) as f32).min(1.0);
        let made = children_start as f32 + level_share * children as f32;
        watch.report(made / expected_nodes as f32);
        true
    };
    let mut rest = ChildSlots::after(tree, children);
    let mut runs = Vec::new();
    for (index, positions) in level.chunks(chunk).enumerate() {
        let (slots, after) = rest.split(run_children[index]);
        rest = after;
        runs.push((positions, level_start + index * chunk, slots));
    }
    let written = on_every_core(
        runs,
        |(positions, first_parent, slots)| {
            write_run(game, positions, first_parent, slots, &stop, &mut watched)
        },
        |(positions, first_parent, slots)| {
            write_run(game, positions, first_parent, slots, &stop, |_| true)
        },
    );
    if !written.is_some_and(|runs| runs.into_iter().all(|run| run)) || watch.is_cancelled() {
        return false;
    }
    let end = children_start + children;
    // SAFETY: the runs' slots cover `children_start..end` of each of these columns, one
    // slot a child, and every run wrote each of its slots (`written`).
    unsafe {
        tree.parent.set_len(end);
        tree.last_move.set_len(end);
        tree.state_keys.set_len(end);
        tree.state_max.set_len(end);
        tree.state_evaluation.set_len(end);
        tree.state_horizon.set_len(end);
        tree.terminal_value[0].set_len(end);
    }
    // Every node is its own state (no column); the new leaves have empty ranges at the
    // tree's end.
    let depth = tree.depth.get(level_start as NodeId) + 1;
    tree.first_child.resize(end, end as NodeId);
    tree.child_count.resize(end, 0);
    tree.depth.resize(end, depth);
    true
}

/// `first` on the first run, here (where the watch may be heard), and `other` on each of
/// the others on a thread of its own; the results in order, `None` when a thread failed.
fn on_every_core<Run: Send, Output: Send>(
    runs: Vec<Run>,
    first: impl FnOnce(Run) -> Output,
    other: impl Fn(Run) -> Output + Sync,
) -> Option<Vec<Output>> {
    std::thread::scope(|scope| {
        let mut runs = runs.into_iter();
        let first_run = runs.next();
        let other = &other;
        let others: Vec<_> = runs.map(|run| scope.spawn(move || other(run))).collect();
        let mut results: Vec<Output> = first_run.map(first).into_iter().collect();
        for handle in others {
            results.push(handle.join().ok()?);
        }
        Some(results)
    })
}

/// Each parent's number of children, and its value when the game is over there.
fn count_children<G: Game>(game: &G, positions: &[G::Position]) -> Vec<(u8, i16)> {
    let mut moves = Vec::new();
    let counts = positions.iter().map(|position| {
        game.legal_moves(position, &mut moves);
        if moves.is_empty() {
            (0, game.horizon_terminal_value(position))
        } else {
            (moves.len() as u8, NOT_TERMINAL)
        }
    });
    counts.collect()
}

/// Writes the children of one run of parents into its slots, in order; `false` when it
/// stopped first.
fn write_run<G: Game>(
    game: &G,
    positions: &[G::Position],
    first_parent: usize,
    slots: ChildSlots,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize) -> bool,
) -> bool {
    let mut moves = Vec::new();
    let mut leaf_moves = Vec::new();
    let mut child = 0;
    for (offset, position) in positions.iter().enumerate() {
        if offset.is_multiple_of(WATCH_INTERVAL / 8)
            && offset > 0
            && (stop.load(Ordering::Relaxed) || !progress(offset))
        {
            return false;
        }
        game.legal_moves(position, &mut moves);
        for &mv in &moves {
            let next = game.play(position, mv);
            let evaluation = game.evaluate(&next);
            let (horizon, value) = horizon_leaf(game, &next, evaluation, &mut leaf_moves);
            slots.parent[child].write((first_parent + offset) as NodeId);
            slots.last_move[child].write(mv);
            slots.keys[child].write(game.key(&next));
            slots.max[child].write(game.side_to_move(&next) == Side::First);
            slots.evaluations[child].write(evaluation);
            slots.horizon[child].write(horizon);
            slots.values[child].write(value);
            child += 1;
        }
    }
    // Every slot is written: the counts said how many children each parent has.
    child == slots.parent.len()
}

/// A node at the depth limit: whether the game goes on there (the search stops at the
/// horizon, valued by `evaluation`) and its value; a finished game keeps its own.
pub(in crate::tree) fn horizon_leaf<G: Game>(
    game: &G,
    position: &G::Position,
    evaluation: i16,
    moves: &mut Vec<u8>,
) -> (bool, i16) {
    if game.is_over(position, moves) {
        (false, game.horizon_terminal_value(position))
    } else {
        (true, evaluation)
    }
}
