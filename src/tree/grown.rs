//! A tree grown by a search: only the nodes the search touched — those it entered, and
//! the children it scored or cut — in the same breadth-first arena as a built tree, so
//! that the recorder, the player and the pictures read it as any other. A child the search
//! never entered is *unexpanded*: a leaf of the arena that knows its move and position,
//! and how many nodes lie below it in the real tree (counted when it is near the horizon,
//! else estimated from a sample of its kind).

use std::sync::Arc;

use super::horizon::{push_chain, push_node, settle_values};
use super::last_level::horizon_leaf;
use super::limits::{BuildWatch, WATCH_INTERVAL};
use super::random::SplitMix64;
use super::{NodeId, Tree, estimate_nodes_sampled};
use crate::game::{Game, GameView};

/// The nodes a search touched, by the order they were first met: the root is 0; an
/// expanded node's children (all its moves, in natural order) are one block of ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchedShape {
    first_child: Vec<u32>,
}

impl Default for TouchedShape {
    fn default() -> TouchedShape {
        TouchedShape::new()
    }
}

impl TouchedShape {
    const NOT_EXPANDED: u32 = u32::MAX;

    /// The root alone, not expanded yet.
    pub fn new() -> TouchedShape {
        TouchedShape {
            first_child: vec![TouchedShape::NOT_EXPANDED],
        }
    }

    /// The search expands `touched`, which has `children` children: the id of the first.
    pub fn expand(&mut self, touched: u32, children: usize) -> u32 {
        let first = self.first_child.len() as u32;
        self.first_child[touched as usize] = first;
        let end = self.first_child.len() + children;
        self.first_child.resize(end, TouchedShape::NOT_EXPANDED);
        first
    }

    /// The first of the node's children, when the search expanded it.
    pub fn first_child(&self, touched: u32) -> Option<u32> {
        let first = self.first_child[touched as usize];
        (first != TouchedShape::NOT_EXPANDED).then_some(first)
    }

    /// Nodes touched.
    pub fn len(&self) -> usize {
        self.first_child.len()
    }

    pub fn is_empty(&self) -> bool {
        self.first_child.is_empty()
    }
}

/// How the nodes below unexpanded nodes are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenCounting {
    /// Unexpanded nodes at most this many plies above the horizon are counted exactly;
    /// higher ones take the mean of a sample of their kind (same plies left).
    pub exact_plies: u16,
}

impl Default for HiddenCounting {
    fn default() -> HiddenCounting {
        HiddenCounting { exact_plies: 2 }
    }
}

/// The nodes below a node of a grown tree, in the real tree (the node included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HiddenNodes {
    pub nodes: f64,
    /// Whether `nodes` is an estimate.
    pub estimated: bool,
}

/// What a grown tree knows of the real tree beyond its arena.
pub(super) struct Hidden {
    /// Per node: its real subtree's nodes when counted, else [`Hidden::ESTIMATED`].
    nodes: Vec<u32>,
    /// Per plies left above the horizon: the estimated mean subtree of an unexpanded node.
    mean_by_plies: Vec<f64>,
    /// The depth (from the game's start) of the horizon.
    horizon_depth: usize,
}

impl Hidden {
    const ESTIMATED: u32 = u32::MAX;

    pub(super) fn bytes(&self) -> usize {
        self.nodes.capacity() * size_of::<u32>() + self.mean_by_plies.capacity() * size_of::<f64>()
    }

    pub(super) fn nodes(&self, tree: &Tree, id: NodeId) -> HiddenNodes {
        match self.nodes[id as usize] {
            Hidden::ESTIMATED => {
                let plies_left = self.horizon_depth - tree.depth(id);
                HiddenNodes {
                    nodes: self.mean_by_plies[plies_left],
                    estimated: true,
                }
            }
            counted => HiddenNodes {
                nodes: f64::from(counted),
                estimated: false,
            },
        }
    }
}

/// Positions of unexpanded nodes sampled per plies left, and how many there were.
struct Strata<P> {
    samples: Vec<Vec<P>>,
    seen: Vec<u64>,
    random: SplitMix64,
}

/// Unexpanded nodes sampled per plies left to estimate their mean subtree.
const SAMPLED_NODES: usize = 512;
/// Knuth's lines of play per sampled node.
const LINES_PER_SAMPLE: u32 = 8;

impl<P: Copy> Strata<P> {
    fn new(plies: usize) -> Strata<P> {
        Strata {
            samples: vec![Vec::new(); plies + 1],
            seen: vec![0; plies + 1],
            random: SplitMix64::new(0x5EED_0F9A_0E00),
        }
    }

    /// Keeps a uniform sample of each stratum (reservoir sampling).
    fn offer(&mut self, plies_left: usize, position: P) {
        self.seen[plies_left] += 1;
        let sample = &mut self.samples[plies_left];
        if sample.len() < SAMPLED_NODES {
            sample.push(position);
            return;
        }
        let slot = self.random.next_u64() % self.seen[plies_left];
        if let Some(kept) = sample.get_mut(slot as usize) {
            *kept = position;
        }
    }

    fn means<G: Game<Position = P>>(&self, game: &G) -> Vec<f64> {
        let plies_left = 0..self.samples.len();
        plies_left
            .zip(&self.samples)
            .map(|(plies_left, sample)| {
                let sum: f64 = sample
                    .iter()
                    .map(|position| {
                        let plies = Some(plies_left as u16);
                        estimate_nodes_sampled(game, position, plies, LINES_PER_SAMPLE)
                    })
                    .sum();
                sum / sample.len().max(1) as f64
            })
            .collect()
    }
}

/// The nodes of the tree below `position` down to `plies` plies (itself included), or
/// `None` past `limit`.
fn count_to_depth<G: Game>(
    game: &G,
    position: &G::Position,
    plies: u16,
    limit: u64,
    moves: &mut Vec<Vec<u8>>,
) -> Option<u64> {
    let depth = plies as usize;
    if moves.len() <= depth {
        moves.resize(depth + 1, Vec::new());
    }
    let mut mine = std::mem::take(&mut moves[depth]);
    game.legal_moves(position, &mut mine);
    let mut count = 1u64;
    if plies > 0 {
        for &mv in &mine {
            let child = game.play(position, mv);
            count += count_to_depth(game, &child, plies - 1, limit - count, moves)?;
            if count > limit {
                break;
            }
        }
    }
    moves[depth] = mine;
    (count <= limit).then_some(count)
}

/// The arena of the nodes `shape` touched below the root `chain` ends at, down to `plies`
/// plies, breadth first, after the chain of the root's ancestors (as a built tree has
/// them). `value` is the root's value, which the search found exact. `None` when the
/// watch stops the build.
#[allow(clippy::too_many_arguments)]
pub(super) fn grow_to_horizon<G: Game>(
    game: &G,
    view: Arc<dyn GameView>,
    path: &[u8],
    chain: &[G::Position],
    plies: u16,
    shape: &TouchedShape,
    counting: HiddenCounting,
    watch: &mut BuildWatch,
) -> Option<Tree> {
    let base = path.len();
    let capacity = base + shape.len();
    let mut tree = Tree::with_capacity(view, capacity, Some(plies as usize), base as NodeId);
    push_chain(game, &mut tree, path, chain, capacity);
    let mut hidden_nodes = vec![1u32; capacity];
    let mut strata = Strata::new(plies as usize);
    let mut count_moves = Vec::new();
    let mut moves = Vec::new();
    // Each node of a level with its place in the shape and its position.
    let mut level = vec![(0u32, chain[base])];
    let mut next_level = Vec::new();
    let mut level_start = base;
    for plies_left in (0..=plies).rev() {
        for (offset, &(touched, position)) in level.iter().enumerate() {
            let id = level_start + offset;
            tree.first_child[id] = tree.parent.len() as NodeId;
            if plies_left == 0 {
                let evaluation = tree.state_evaluation[id];
                let (horizon, value) = horizon_leaf(game, &position, evaluation, &mut moves);
                tree.state_horizon[id] = horizon;
                tree.terminal_value[0][id] = value;
                continue;
            }
            game.legal_moves(&position, &mut moves);
            if moves.is_empty() {
                tree.terminal_value[0][id] = game.horizon_terminal_value(&position);
                continue;
            }
            let Some(first) = shape.first_child(touched) else {
                // Unexpanded: what lies below is counted, or left to its stratum's mean.
                let limit = u64::from(u32::MAX - 1);
                let counted = (plies_left <= counting.exact_plies)
                    .then(|| count_to_depth(game, &position, plies_left, limit, &mut count_moves))
                    .flatten();
                match counted {
                    Some(count) => hidden_nodes[id] = count as u32,
                    None => {
                        hidden_nodes[id] = Hidden::ESTIMATED;
                        strata.offer(plies_left as usize, position);
                    }
                }
                continue;
            };
            tree.child_count[id] = moves.len() as u8;
            let depth = tree.depth[id] + 1;
            for (place, &mv) in moves.iter().enumerate() {
                let child = game.play(&position, mv);
                push_node(game, &mut tree, id as NodeId, depth, mv, &child);
                next_level.push((first + place as u32, child));
            }
            if id.is_multiple_of(WATCH_INTERVAL) {
                if watch.is_cancelled() {
                    return None;
                }
                watch.report(tree.parent.len() as f32 / capacity as f32);
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
    hidden_nodes.truncate(tree.len());
    tree.grown = Some(Box::new(Hidden {
        nodes: hidden_nodes,
        mean_by_plies: strata.means(game),
        horizon_depth: base + plies as usize,
    }));
    Some(tree)
}
