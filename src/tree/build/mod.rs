//! Building a tree from a game's rules: the chain of moves to the root position, then the
//! complete tree below it, breadth first, with positions interned to dense ids
//! (`interner`). Beside it: the tree down to a depth limit (`horizon`), its deepest level
//! made on every core (`last_level`), how big a tree may grow (`limits`) and the trees
//! already built, reused (`cache`).

pub(super) mod cache;
pub(super) mod horizon;
pub(super) mod interner;
pub(super) mod last_level;
pub(super) mod limits;

use std::sync::{Arc, OnceLock};

use super::count::SubtreeCounter;
use super::horizon::build_to_horizon;
use super::interner::Interner;
use super::limits::{
    BYTES_PER_NODE_RECORDED, BuildWatch, FULL_TREE_PREFERRED, MAX_TREE_NODES, WATCH_INTERVAL,
};
use super::{
    NO_MOVE, NO_PARENT, NOT_TERMINAL, NodeId, PathError, PositionIds, Tree, TreeError, TreeSize,
    minimax_of, parse_notation,
};
use crate::game::{Game, GameView, PositionKey, Scoring, Side};
use crate::memory::{Prefault, Region};

/// Plays `moves` from the initial position; the positions along the way, first to last.
pub(super) fn replay<G: Game>(
    game: &G,
    view: &dyn GameView,
    moves: &[u8],
) -> Result<Vec<G::Position>, PathError> {
    let mut positions = vec![game.initial()];
    let mut legal = Vec::new();
    for (index, &mv) in moves.iter().enumerate() {
        let position = positions[index];
        game.legal_moves(&position, &mut legal);
        let number = index + 1;
        if legal.is_empty() {
            let mv = view.format_move(mv);
            return Err(PathError::GameOver { number, mv });
        }
        if !legal.contains(&mv) {
            let reason = view.why_illegal(game.key(&position), mv);
            let mv = view.format_move(mv);
            return Err(PathError::Illegal { number, mv, reason });
        }
        positions.push(game.play(&position, mv));
    }
    Ok(positions)
}

/// Whether `root_moves` parses and plays legally from the initial position.
pub fn check_moves<G: Game>(
    game: &G,
    view: &dyn GameView,
    root_moves: &str,
) -> Result<(), PathError> {
    let moves = parse_notation(view, root_moves)?;
    replay(game, view, &moves).map(|_| ())
}

/// The position `root_moves` (the game's notation) reaches from the initial position.
pub fn position_after<G: Game>(
    game: &G,
    view: &dyn GameView,
    root_moves: &str,
) -> Result<G::Position, PathError> {
    let moves = parse_notation(view, root_moves)?;
    let positions = replay(game, view, &moves)?;
    Ok(positions[positions.len() - 1])
}

/// Which tree [`tree_for_root`] builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeShape {
    /// The game's full tree when it is small enough, so that any node can be a root.
    FullWhenSmall,
    /// Only the moves' chain and the tree below the root position.
    BelowRoot,
    /// The moves' chain and the tree below the root down to this many plies: leaves there
    /// whose game goes on take the static evaluation.
    Horizon(u16),
}

/// The tree for a search from the position `root_moves` reaches: the game's full tree when
/// it is small enough (and asked for), else the moves' chain and the complete tree below
/// that position. A tree over [`MAX_TREE_NODES`] is refused as soon as the build passes
/// that many nodes (at once when its estimate is far over); `watch` is told how far the
/// build has got and can stop it ([`TreeError::Cancelled`]).
pub fn tree_for_root<G: Game>(
    game: G,
    view: Arc<dyn GameView>,
    root_moves: &str,
    shape: TreeShape,
    watch: &mut BuildWatch,
) -> Result<(Tree, NodeId), TreeError> {
    let moves = parse_notation(view.as_ref(), root_moves)?;
    let chain = replay(&game, view.as_ref(), &moves)?;
    let by_length = view.scores_by_length();
    // Building has begun; a complete tree's build tells no more than that.
    watch.report(0.0);
    // An estimate far over a limit refuses at once: counting such a tree exactly would
    // explore millions of positions first.
    let whole_game = match shape {
        TreeShape::FullWhenSmall => estimate_nodes(&game, &chain[0], None),
        _ => f64::INFINITY,
    };
    if whole_game <= (HOPELESS_FACTOR * FULL_TREE_PREFERRED) as f64 {
        let mut graph = PositionGraph::new(game.clone(), by_length);
        // Positions are fewer than nodes: a quarter of the estimate saves most regrowth.
        graph.reserve((whole_game as usize / 4).min(FULL_TREE_PREFERRED));
        if let Some(start) = graph.explore(chain[0], FULL_TREE_PREFERRED as u64, watch) {
            let tree = graph.unfold(view, &[], &chain[..1], start);
            let node = tree.find_by_moves(&moves)?;
            return Ok((tree, node));
        }
        if watch.is_cancelled() {
            return Err(TreeError::Cancelled);
        }
    }
    let plies = match shape {
        TreeShape::Horizon(plies) => Some(plies),
        _ => None,
    };
    let estimate = match estimate_within_reach(&game, &chain[moves.len()], plies) {
        Ok(estimate) => estimate,
        Err(refused_on) => return Err(too_big(view.as_ref(), &moves, refused_on)),
    };
    // The count can exceed the limit though the estimate fell short: say at least the limit.
    let refusal = too_big(view.as_ref(), &moves, estimate);
    // Growing the columns a step at a time would move them again and again.
    let expected = (estimate as usize).min(MAX_TREE_NODES);
    let tree = match plies {
        Some(plies) => build_to_horizon(&game, view, &moves, &chain, plies, expected, watch),
        None => {
            let mut graph = PositionGraph::new(game.clone(), by_length);
            graph.reserve(expected);
            let root = graph.explore(chain[moves.len()], MAX_TREE_NODES as u64, watch);
            root.map(|root| graph.unfold(view, &moves, &chain, root))
        }
    };
    if watch.is_cancelled() {
        return Err(TreeError::Cancelled);
    }
    let tree = tree.ok_or(refusal)?;
    Ok((tree, moves.len() as NodeId))
}

/// The estimated nodes below `position` down to `plies` plies (none: to the ends of
/// games), or the estimate the tree is refused on without counting it: one far over
/// [`MAX_TREE_NODES`], or, to a horizon, a closer one well over it.
pub fn estimate_within_reach<G: Game>(
    game: &G,
    position: &G::Position,
    plies: Option<u16>,
) -> Result<f64, f64> {
    let estimate = estimate_nodes(game, position, plies);
    if estimate > (HOPELESS_FACTOR * MAX_TREE_NODES) as f64 {
        return Err(estimate);
    }
    // A tree to a horizon estimated well past the limit is not built only to find that out
    // (Kalah(6,4) 12 plies deep: 3 s and 1.8 GB): a closer estimate decides.
    if plies.is_some() && estimate > MAX_TREE_NODES as f64 {
        let closer = estimate_nodes_sampled(game, position, plies, CLOSER_SAMPLES);
        if closer > (CLOSE_FACTOR * MAX_TREE_NODES) as f64 {
            return Err(closer);
        }
    }
    Ok(estimate)
}

/// How far over a limit a tree's estimated size must be to be refused without a count.
const HOPELESS_FACTOR: usize = 100;
/// How far over the limit the closer estimate of a tree to a horizon must be to be refused
/// without a count, and the lines of play it takes.
const CLOSE_FACTOR: usize = 2;
const CLOSER_SAMPLES: u32 = 4096;
/// Random lines of play the estimate averages over.
const ESTIMATE_SAMPLES: u32 = 256;

/// An unbiased estimate of the nodes below `position` (Knuth's): along a random line of
/// play, the sum of the products of the branching factors met, averaged over many lines.
pub fn estimate_nodes<G: Game>(game: &G, position: &G::Position, plies: Option<u16>) -> f64 {
    estimate_nodes_sampled(game, position, plies, ESTIMATE_SAMPLES)
}

/// As [`estimate_nodes`], averaged over `samples` lines (more lines, a closer estimate).
pub fn estimate_nodes_sampled<G: Game>(
    game: &G,
    position: &G::Position,
    plies: Option<u16>,
    samples: u32,
) -> f64 {
    let mut state = KNUTH_SEED;
    let mut moves = Vec::new();
    let mut total = 0.0;
    for _ in 0..samples {
        total += knuth_line(game, position, plies, (&mut state, &mut moves), |_, _| {});
    }
    total / samples.max(1) as f64
}

/// Knuth's estimate of the nodes below `position` (itself included) down to each number
/// of plies from 0 to `plies`, over `lines` random lines: the same lines as
/// [`estimate_nodes_sampled`] walks, its estimate the last.
pub fn estimate_levels_sampled<G: Game>(
    game: &G,
    position: &G::Position,
    plies: u16,
    lines: u32,
) -> Vec<f64> {
    let mut state = KNUTH_SEED;
    let mut moves = Vec::new();
    let mut totals = vec![0.0; usize::from(plies) + 1];
    for _ in 0..lines {
        let walk = (&mut state, &mut moves);
        let mut reached = 0;
        let sum = knuth_line(game, position, Some(plies), walk, |ply, sum| {
            totals[ply] += sum;
            reached = ply + 1;
        });
        // A line that ends in a finished game counts the same below it.
        for total in &mut totals[reached..] {
            *total += sum;
        }
    }
    totals
        .iter()
        .map(|total| total / lines.max(1) as f64)
        .collect()
}

/// Where Knuth's lines start: the same lines every time, so the answer is reproducible.
const KNUTH_SEED: u64 = 0x2545_F491_4F6C_DD1D;

/// One random line of Knuth's estimator from `position`, at most `plies` plies long (none:
/// to the game's end), drawn from the xorshift `state`: the estimate of the nodes below
/// it, `at_ply` hearing the estimate down to each ply the line reaches.
fn knuth_line<G: Game>(
    game: &G,
    position: &G::Position,
    plies: Option<u16>,
    (state, moves): (&mut u64, &mut Vec<u8>),
    mut at_ply: impl FnMut(usize, f64),
) -> f64 {
    let (mut here, mut width, mut sum, mut left) = (*position, 1.0f64, 1.0f64, plies);
    for ply in 0.. {
        at_ply(ply, sum);
        game.legal_moves(&here, moves);
        if moves.is_empty() || left == Some(0) {
            break;
        }
        width *= moves.len() as f64;
        sum += width;
        let pick = next_random(state) % moves.len() as u64;
        here = game.play(&here, moves[pick as usize]);
        left = left.map(|plies| plies - 1);
    }
    sum
}

/// The next number of the xorshift generator `state` (never zero).
pub(super) fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Counts the nodes of the tree below `position` (itself included), giving up past `limit`.
pub fn count_nodes<G: Game>(game: &G, position: &G::Position, limit: u64) -> Option<u64> {
    SubtreeCounter::new(game.clone()).count(position, None, limit)
}

/// The refusal of a tree estimated at `estimated_nodes`; refused all the same when the
/// build counts past the limit, where the estimate fell short it says so instead.
fn too_big(view: &dyn GameView, moves: &[u8], estimated_nodes: f64) -> TreeError {
    let size = if estimated_nodes > MAX_TREE_NODES as f64 {
        let bytes = estimated_nodes * BYTES_PER_NODE_RECORDED as f64;
        TreeSize::Estimated {
            nodes: estimated_nodes,
            needed_gigabytes: bytes / (1u64 << 30) as f64,
        }
    } else {
        TreeSize::CountedPastLimit
    };
    // In u64: a browser's usize has 32 bits.
    let bytes = MAX_TREE_NODES as u64 * BYTES_PER_NODE_RECORDED as u64;
    let gigabytes = bytes.div_ceil(1 << 30) as usize;
    refusal(view, moves, (MAX_TREE_NODES, gigabytes), size)
}

/// The refusal of the tree below the position `moves` reach, of `size`, where at most
/// `limit` nodes (about `gigabytes` GB) fit.
pub(super) fn refusal(
    view: &dyn GameView,
    moves: &[u8],
    (limit, gigabytes): (usize, usize),
    size: TreeSize,
) -> TreeError {
    let names: Vec<String> = moves.iter().map(|&mv| view.format_move(mv)).collect();
    TreeError::TooBig {
        game: view.name(),
        root_moves: names.join(","),
        limit,
        gigabytes,
        size,
    }
}

/// The distinct positions below a root, each expanded once, with what depends on the
/// position alone: positions repeat all over a game tree, so the tree is unfolded from this
/// graph without replaying a move.
struct PositionGraph<G: Game> {
    game: G,
    /// Whether finished games are also valued by length (a second value column).
    by_length: bool,
    /// Per position: the game's key.
    keys: Vec<PositionKey>,
    position_ids: Interner,
    /// Move lists not in use, and the children found so far at every open level.
    spare_moves: Vec<Vec<u8>>,
    child_stack: Vec<(u8, u32)>,
    /// Per position: its kind, its static evaluation (for ordering children by it), and
    /// its moves with the positions they lead to (a range of `edges`).
    max_node: Vec<bool>,
    evaluation: Vec<i16>,
    edges_start: Vec<u32>,
    edges_len: Vec<u8>,
    edges: Vec<(u8, u32)>,
    /// Nodes in the tree below each position, itself included; 0 while being explored.
    subtree: Vec<u64>,
    /// Plain, then by length (when the game scores so).
    terminal: [Vec<i16>; 2],
    minimax: [Vec<i16>; 2],
}

impl<G: Game> PositionGraph<G> {
    fn new(game: G, by_length: bool) -> PositionGraph<G> {
        let bound = game.dense_key_bound();
        PositionGraph {
            game,
            by_length,
            keys: Vec::new(),
            position_ids: Interner::new(bound),
            spare_moves: Vec::new(),
            child_stack: Vec::new(),
            max_node: Vec::new(),
            evaluation: Vec::new(),
            edges_start: Vec::new(),
            edges_len: Vec::new(),
            edges: Vec::new(),
            subtree: Vec::new(),
            terminal: [Vec::new(), Vec::new()],
            minimax: [Vec::new(), Vec::new()],
        }
    }

    /// Room for about `positions` positions without growing.
    fn reserve(&mut self, positions: usize) {
        self.position_ids
            .reserve(positions.min(MAX_RESERVED_IDS), &self.keys);
        self.keys.reserve(positions);
        self.max_node.reserve(positions);
        self.evaluation.reserve(positions);
        self.edges_start.reserve(positions);
        self.edges_len.reserve(positions);
        self.edges.reserve(positions);
        self.subtree.reserve(positions);
        for slot in 0..self.slots() {
            self.terminal[slot].reserve(positions);
            self.minimax[slot].reserve(positions);
        }
    }

    fn slots(&self) -> usize {
        1 + self.by_length as usize
    }

    /// The id of `position`, and whether it is new to the graph.
    fn add(&mut self, position: G::Position) -> (u32, bool) {
        let key = self.game.key(&position);
        let (id, new) = self.position_ids.intern(key, &self.keys);
        if new {
            self.keys.push(key);
            self.max_node
                .push(self.game.side_to_move(&position) == Side::First);
            self.evaluation.push(self.game.evaluate(&position));
            self.edges_start.push(0);
            self.edges_len.push(0);
            self.subtree.push(0);
            for slot in 0..self.slots() {
                self.terminal[slot].push(NOT_TERMINAL);
                self.minimax[slot].push(0);
            }
        }
        (id, new)
    }

    /// Expands every position below `position` once; its id, or `None` when the tree
    /// below it has more than `limit` nodes (or, impossibly, loops), or the watch stops it.
    fn explore(&mut self, position: G::Position, limit: u64, watch: &BuildWatch) -> Option<u32> {
        let (id, new) = self.add(position);
        if !new {
            // 0 means the position is still being explored above: a loop.
            return (self.subtree[id as usize] > 0).then_some(id);
        }
        if (id as usize).is_multiple_of(WATCH_INTERVAL) && watch.is_cancelled() {
            return None;
        }
        let index = id as usize;
        // Move lists are reused from level to level: no allocation per position.
        let mut moves = self.spare_moves.pop().unwrap_or_default();
        self.game.legal_moves(&position, &mut moves);
        let children_start = self.child_stack.len();
        let mut total = 1u64;
        for &mv in &moves {
            let next = self.game.play(&position, mv);
            let child = self.explore(next, limit, watch)?;
            total += self.subtree[child as usize];
            if total > limit {
                return None;
            }
            self.child_stack.push((mv, child));
        }
        self.spare_moves.push(moves);
        // The children wrote their own edges while exploring: ours go after them.
        let (edges_start, edges_len) = (self.edges.len(), self.child_stack.len() - children_start);
        self.edges.extend(self.child_stack.drain(children_start..));
        self.edges_start[index] = edges_start as u32;
        self.edges_len[index] = edges_len as u8;
        self.subtree[index] = total;
        let max_node = self.max_node[index];
        for slot in 0..self.slots() {
            let children = &self.edges[edges_start..edges_start + edges_len];
            let values = children
                .iter()
                .map(|&(_, child)| self.minimax[slot][child as usize]);
            let value = if children.is_empty() {
                let scoring = [Scoring::Plain, Scoring::ShortestVictory][slot];
                let value = self.game.terminal_value(&position, scoring);
                self.terminal[slot][index] = value;
                value
            } else {
                minimax_of(values, max_node)
            };
            self.minimax[slot][index] = value;
        }
        Some(id)
    }

    /// The tree: `path`'s chain from the initial position (`chain` holds its positions,
    /// the root's last), then the tree below `root`, breadth first.
    fn unfold(
        mut self,
        view: Arc<dyn GameView>,
        path: &[u8],
        chain: &[G::Position],
        root: u32,
    ) -> Tree {
        let base = path.len();
        let nodes = base + self.subtree[root as usize] as usize;
        let mut tree = Tree::with_capacity(view, nodes, None, base as NodeId);
        // The chain: each ancestor has only the child on the way to the root position.
        for (index, position) in chain[..base].iter().enumerate() {
            let (id, _) = self.add(*position);
            // Along the chain the value is the root's: it is the only line in this tree.
            for slot in 0..self.slots() {
                self.minimax[slot][id as usize] = self.minimax[slot][root as usize];
            }
            tree.parent
                .push(index.checked_sub(1).map_or(NO_PARENT, |i| i as NodeId));
            tree.first_child.push(index as NodeId + 1);
            tree.child_count.push(1);
            tree.depth.push(index as u32);
            tree.last_move
                .push(index.checked_sub(1).map_or(NO_MOVE, |i| path[i]));
            tree.state.push(id);
        }
        tree.parent
            .push(base.checked_sub(1).map_or(NO_PARENT, |i| i as NodeId));
        tree.depth.push(base as u32);
        tree.last_move
            .push(base.checked_sub(1).map_or(NO_MOVE, |i| path[i]));
        // Breadth first, appended: the queue of positions is the tail of the `state` column,
        // a parent's children added at a time. The columns' pages are mapped in on another
        // core ahead of the appending (the children's columns ahead of the children, the
        // parents' ahead of the parents).
        tree.state.push(root);
        // The first four columns are written as far as the children, the last two as far
        // as the parents.
        let columns = vec![
            Region::of(&tree.state),
            Region::of(&tree.parent),
            Region::of(&tree.last_move),
            Region::of(tree.depth.column_mut()),
            Region::of(&tree.first_child),
            Region::of(&tree.child_count),
        ];
        let (children_columns, all_columns) = (4, columns.len());
        let prefault = Prefault::start_from(columns, Vec::new(), WORTH_A_HELPER);
        for id in base..nodes {
            if let Some(prefault) = &prefault
                && id.is_multiple_of(1 << 12)
            {
                for column in 0..children_columns {
                    prefault.written_in(column, tree.state.len());
                }
                for column in children_columns..all_columns {
                    prefault.written_in(column, id);
                }
            }
            let state = tree.state[id] as usize;
            let start = self.edges_start[state] as usize;
            let edges = &self.edges[start..start + self.edges_len[state] as usize];
            let written = tree.state.len();
            tree.first_child.push(written as NodeId);
            tree.child_count.push(edges.len() as u8);
            let depth = tree.depth.get(id as NodeId) as u16 + 1;
            // Breadth-first ids keep depths sorted: a level starts at its first node.
            if depth as usize == tree.depth_start.len() && !edges.is_empty() {
                tree.depth_start.push(written as NodeId);
            }
            tree.state.extend(edges.iter().map(|&(_, child)| child));
            tree.last_move.extend(edges.iter().map(|&(mv, _)| mv));
            let count = edges.len();
            tree.parent.extend(std::iter::repeat_n(id as NodeId, count));
            tree.depth
                .resize(tree.depth.len() + count, u32::from(depth));
        }
        // The helper stops before the columns may move.
        drop(prefault);
        // Here a state is a position: its id serves as the position id.
        let positions = self.keys.len();
        let identity = PositionIds {
            of_state: (0..positions as u32).collect(),
            count: positions,
        };
        tree.position_ids = OnceLock::from(identity);
        tree.state_keys = self.keys;
        tree.state_max = self.max_node;
        tree.state_horizon = vec![false; positions];
        tree.state_evaluation = self.evaluation;
        tree.state_subtree = self.subtree.iter().map(|&count| count as u32).collect();
        tree.terminal_value = self.terminal;
        tree.minimax_value = self.minimax;
        tree
    }
}

/// A tree whose columns take this many bytes has them mapped in on another core as it is
/// unfolded: tic-tac-toe's (8.8 MB) is built a third faster so.
const WORTH_A_HELPER: usize = 4 << 20;

/// At most this many interned ids are reserved up front (a megabyte of slots): the larger
/// a tree, the more often its positions repeat, so its estimate says less about them.
const MAX_RESERVED_IDS: usize = 1 << 16;
