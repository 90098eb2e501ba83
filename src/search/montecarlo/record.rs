//! A Monte Carlo search recorded frame by frame: MCTS's select steps, expansion, playout and
//! back-up of every iteration, or primitive Monte Carlo's playouts. Any node's visits and
//! wins at any frame are a binary search in that node's own back-ups, never a replay.

use super::{Observer, Outcome, most_visited};
use crate::game::{Game, GameView, PositionKey, Side};

/// Which Monte Carlo search a trace records.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MonteCarloKind {
    /// Primitive Monte Carlo: this many playouts after each root move.
    Primitive { playouts: u32 },
    /// MCTS with UCT: this many iterations, exploration constant C.
    TreeSearch { iterations: u32, exploration: f64 },
}

/// What a frame shows of an iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The selection went down to the frame's node, the child of highest UCB.
    Select,
    /// The frame's node joined the tree.
    Expand,
    /// A random playout from the frame's node to the end of the game.
    Playout,
    /// The playout's result was added to every node on the path.
    BackUp,
}

/// One recorded step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonteCarloFrame {
    /// 0-based: MCTS's iteration, or primitive Monte Carlo's playout.
    pub iteration: u32,
    pub node: u32,
    pub phase: Phase,
}

/// A node's playouts so far, from the view of the side to move at its parent (the root:
/// its own side).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub visits: u32,
    pub wins: u32,
    pub draws: u32,
}

impl Tally {
    pub fn losses(&self) -> u32 {
        self.visits - self.wins - self.draws
    }

    /// Wins, a draw a half, over visits (0 before any).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            return 0.0;
        }
        (self.wins as f64 + self.draws as f64 * 0.5) / self.visits as f64
    }
}

/// A child's upper confidence bound as the selection weighs it: `mean + bonus`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UcbBar {
    pub node: u32,
    pub mean: f64,
    /// C · sqrt(ln N / n).
    pub bonus: f64,
    /// The child the selection takes (highest bound, first on a tie).
    pub chosen: bool,
}

/// One playout as recorded: the moves played and where the game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayoutRecord<'a> {
    pub moves: &'a [u8],
    pub end: PositionKey,
    /// The finished game's value, first player's view.
    pub value: i16,
}

/// The grown tree, one column per field; node ids in the order nodes joined.
#[derive(Default)]
struct NodeColumns {
    keys: Vec<PositionKey>,
    parents: Vec<u32>,
    moves: Vec<u8>,
    sides: Vec<Side>,
    created_at: Vec<u32>,
    first_child: Vec<u32>,
    next_sibling: Vec<u32>,
    last_child: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// Records a Monte Carlo search as it runs; [`MonteCarloRecorder::finish`] makes the trace.
pub struct MonteCarloRecorder {
    kind: MonteCarloKind,
    seed: u64,
    frames: Vec<MonteCarloFrame>,
    iteration_starts: Vec<u32>,
    iteration: u32,
    nodes: NodeColumns,
    playout_offsets: Vec<u32>,
    playout_moves: Vec<u8>,
    playout_ends: Vec<PositionKey>,
    playout_values: Vec<i16>,
    /// This iteration's back-ups, waiting for the frame they belong to.
    pending: Vec<(u32, Outcome)>,
    /// Every back-up: node, frame, outcome.
    backups: Vec<(u32, u32, Outcome)>,
}

impl MonteCarloRecorder {
    pub fn new(kind: MonteCarloKind, seed: u64) -> MonteCarloRecorder {
        let runs = match kind {
            MonteCarloKind::Primitive { playouts } => playouts as usize,
            MonteCarloKind::TreeSearch { iterations, .. } => iterations as usize,
        };
        MonteCarloRecorder {
            kind,
            seed,
            frames: Vec::with_capacity(runs * 4),
            iteration_starts: vec![0],
            iteration: 0,
            nodes: NodeColumns::default(),
            playout_offsets: vec![0],
            playout_moves: Vec::new(),
            playout_ends: Vec::new(),
            playout_values: Vec::new(),
            pending: Vec::new(),
            backups: Vec::with_capacity(runs * 8),
        }
    }

    fn push_frame(&mut self, node: u32, phase: Phase) {
        self.frames.push(MonteCarloFrame {
            iteration: self.iteration,
            node,
            phase,
        });
    }

    /// The trace, with every node's back-ups gathered in frame order.
    pub fn finish(mut self) -> MonteCarloTrace {
        if self.iteration_starts.last() == Some(&(self.frames.len() as u32)) {
            self.iteration_starts.pop();
        }
        let node_count = self.nodes.keys.len();
        let mut backup_offsets = vec![0u32; node_count + 1];
        for &(node, _, _) in &self.backups {
            backup_offsets[node as usize + 1] += 1;
        }
        for index in 0..node_count {
            backup_offsets[index + 1] += backup_offsets[index];
        }
        let total = self.backups.len();
        let mut backup_frames = vec![0u32; total];
        let mut backup_wins = vec![0u32; total];
        let mut backup_draws = vec![0u32; total];
        let mut filled = backup_offsets.clone();
        let mut running = vec![(0u32, 0u32); node_count];
        for &(node, frame, outcome) in &self.backups {
            let node = node as usize;
            let (wins, draws) = &mut running[node];
            match outcome {
                Outcome::Win => *wins += 1,
                Outcome::Draw => *draws += 1,
                Outcome::Loss => {}
            }
            let slot = filled[node] as usize;
            backup_frames[slot] = frame;
            backup_wins[slot] = *wins;
            backup_draws[slot] = *draws;
            filled[node] += 1;
        }
        self.nodes.last_child = Vec::new();
        MonteCarloTrace {
            kind: self.kind,
            seed: self.seed,
            frames: self.frames,
            iteration_starts: self.iteration_starts,
            nodes: self.nodes,
            backup_offsets,
            backup_frames,
            backup_wins,
            backup_draws,
            playout_offsets: self.playout_offsets,
            playout_moves: self.playout_moves,
            playout_ends: self.playout_ends,
            playout_values: self.playout_values,
        }
    }
}

impl<G: Game> Observer<G> for MonteCarloRecorder {
    fn add_node(&mut self, game: &G, parent: Option<u32>, mv: u8, position: &G::Position) {
        let id = self.nodes.keys.len() as u32;
        let is_tree_search = matches!(self.kind, MonteCarloKind::TreeSearch { .. });
        if parent.is_some() && is_tree_search {
            self.push_frame(id, Phase::Expand);
        }
        // A primitive Monte Carlo move joins at its first playout's frame.
        let created_at = if parent.is_some() && is_tree_search {
            self.frames.len() as u32 - 1
        } else if parent.is_some() {
            self.frames.len() as u32
        } else {
            0
        };
        let nodes = &mut self.nodes;
        nodes.keys.push(game.key(position));
        nodes.moves.push(mv);
        nodes.sides.push(game.side_to_move(position));
        nodes.created_at.push(created_at);
        nodes.first_child.push(NONE);
        nodes.next_sibling.push(NONE);
        nodes.last_child.push(NONE);
        match parent {
            Some(parent) => {
                let parent_index = parent as usize;
                nodes.parents.push(parent);
                match nodes.last_child[parent_index] {
                    NONE => nodes.first_child[parent_index] = id,
                    last => nodes.next_sibling[last as usize] = id,
                }
                nodes.last_child[parent_index] = id;
            }
            None => {
                nodes.parents.push(NONE);
            }
        }
    }

    fn select(&mut self, child: u32) {
        self.push_frame(child, Phase::Select);
    }

    fn playout(&mut self, game: &G, node: u32, line: &[u8], end: &G::Position, value: i16) {
        self.push_frame(node, Phase::Playout);
        self.playout_moves.extend_from_slice(line);
        self.playout_offsets.push(self.playout_moves.len() as u32);
        self.playout_ends.push(game.key(end));
        self.playout_values.push(value);
    }

    fn back_up(&mut self, node: u32, outcome: Outcome) {
        self.pending.push((node, outcome));
    }

    fn iteration_end(&mut self) {
        if let MonteCarloKind::TreeSearch { .. } = self.kind {
            let leaf = self.frames.last().map_or(0, |frame| frame.node);
            self.push_frame(leaf, Phase::BackUp);
        }
        // Primitive Monte Carlo counts a playout at its own frame.
        let frame = self.frames.len() as u32 - 1;
        self.backups.extend(
            self.pending
                .drain(..)
                .map(|(node, outcome)| (node, frame, outcome)),
        );
        self.iteration += 1;
        self.iteration_starts.push(self.frames.len() as u32);
    }
}

/// A recorded Monte Carlo search.
pub struct MonteCarloTrace {
    kind: MonteCarloKind,
    seed: u64,
    frames: Vec<MonteCarloFrame>,
    /// The first frame of each iteration.
    iteration_starts: Vec<u32>,
    nodes: NodeColumns,
    /// Node-major back-ups: frame, running wins, running draws.
    backup_offsets: Vec<u32>,
    backup_frames: Vec<u32>,
    backup_wins: Vec<u32>,
    backup_draws: Vec<u32>,
    /// Iteration-major playouts.
    playout_offsets: Vec<u32>,
    playout_moves: Vec<u8>,
    playout_ends: Vec<PositionKey>,
    playout_values: Vec<i16>,
}

impl MonteCarloTrace {
    pub fn kind(&self) -> MonteCarloKind {
        self.kind
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn len(&self) -> usize {
        self.frames.len()
    }

    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    pub fn frame(&self, index: usize) -> MonteCarloFrame {
        self.frames[index]
    }

    pub fn iteration_count(&self) -> usize {
        self.iteration_starts.len()
    }

    /// The first frame of a 0-based iteration.
    pub fn iteration_start(&self, iteration: usize) -> Option<usize> {
        self.iteration_starts
            .get(iteration)
            .map(|&start| start as usize)
    }

    /// The last frame of a 0-based iteration.
    pub fn iteration_end(&self, iteration: usize) -> Option<usize> {
        let next = self
            .iteration_starts
            .get(iteration + 1)
            .map_or(self.frames.len(), |&start| start as usize);
        (iteration < self.iteration_count()).then(|| next - 1)
    }

    /// Playouts finished by the end of `frame` (the playout at it included).
    pub fn playouts_at(&self, frame: usize) -> u32 {
        let shown = self.frames[frame];
        shown.iteration + u32::from(matches!(shown.phase, Phase::Playout | Phase::BackUp))
    }

    /// Nodes in the tree at `frame`: those with ids below this.
    pub fn nodes_at(&self, frame: usize) -> usize {
        self.nodes
            .created_at
            .partition_point(|&created| created as usize <= frame)
    }

    pub fn node_count(&self) -> usize {
        self.nodes.keys.len()
    }

    pub fn key(&self, node: u32) -> PositionKey {
        self.nodes.keys[node as usize]
    }

    pub fn parent(&self, node: u32) -> Option<u32> {
        Some(self.nodes.parents[node as usize]).filter(|&parent| parent != NONE)
    }

    /// The move from the parent (the root: none).
    pub fn last_move(&self, node: u32) -> Option<u8> {
        self.parent(node).map(|_| self.nodes.moves[node as usize])
    }

    pub fn side_to_move(&self, node: u32) -> Side {
        self.nodes.sides[node as usize]
    }

    /// The frame at which the node joined the tree.
    pub fn created_at(&self, node: u32) -> usize {
        self.nodes.created_at[node as usize] as usize
    }

    /// The node's children in the order they joined (natural order), at any frame.
    pub fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let first = self.nodes.first_child[node as usize];
        std::iter::successors(Some(first).filter(|&child| child != NONE), |&child| {
            Some(self.nodes.next_sibling[child as usize]).filter(|&next| next != NONE)
        })
    }

    /// The node's children in the tree at `frame`.
    pub fn children_at(&self, node: u32, frame: usize) -> impl Iterator<Item = u32> + '_ {
        self.children(node)
            .take_while(move |&child| self.created_at(child) <= frame)
    }

    /// The node's moves from the root in `view`'s notation, comma-separated ("" for the
    /// root).
    pub fn notation(&self, node: u32, view: &dyn GameView) -> String {
        let moves: Vec<String> = self
            .path(node)
            .iter()
            .filter_map(|&each| self.last_move(each))
            .map(|mv| view.format_move(mv))
            .collect();
        moves.join(",")
    }

    /// The path from the root to `node`, root first.
    pub fn path(&self, node: u32) -> Vec<u32> {
        let mut path: Vec<u32> =
            std::iter::successors(Some(node), |&here| self.parent(here)).collect();
        path.reverse();
        path
    }

    /// The node's playouts counted by the end of `frame`.
    pub fn tally(&self, node: u32, frame: usize) -> Tally {
        let start = self.backup_offsets[node as usize] as usize;
        let counted = self
            .backup_frames(node)
            .partition_point(|&at| at as usize <= frame);
        if counted == 0 {
            return Tally::default();
        }
        Tally {
            visits: counted as u32,
            wins: self.backup_wins[start + counted - 1],
            draws: self.backup_draws[start + counted - 1],
        }
    }

    /// The frames at which the node counted a playout, in order.
    pub fn backup_frames(&self, node: u32) -> &[u32] {
        let start = self.backup_offsets[node as usize] as usize;
        let end = self.backup_offsets[node as usize + 1] as usize;
        &self.backup_frames[start..end]
    }

    /// The playout of a 0-based iteration.
    pub fn playout(&self, iteration: usize) -> Option<PlayoutRecord<'_>> {
        let start = *self.playout_offsets.get(iteration)? as usize;
        let end = *self.playout_offsets.get(iteration + 1)? as usize;
        Some(PlayoutRecord {
            moves: &self.playout_moves[start..end],
            end: self.playout_ends[iteration],
            value: self.playout_values[iteration],
        })
    }

    /// MCTS: the upper confidence bounds of `parent`'s children as the selection at
    /// `frame` weighs them (before this iteration's back-up); empty for primitive Monte
    /// Carlo.
    pub fn ucb_bars(&self, parent: u32, frame: usize) -> Vec<UcbBar> {
        let MonteCarloKind::TreeSearch { exploration, .. } = self.kind else {
            return Vec::new();
        };
        let log_parent = (self.tally(parent, frame).visits as f64).ln();
        let mut bars: Vec<UcbBar> = self
            .children_at(parent, frame)
            .map(|child| {
                let tally = self.tally(child, frame);
                let visits = tally.visits as f64;
                UcbBar {
                    node: child,
                    mean: tally.mean(),
                    bonus: exploration * (log_parent / visits).sqrt(),
                    chosen: false,
                }
            })
            .collect();
        let mut best: Option<(usize, f64)> = None;
        for (index, bar) in bars.iter().enumerate() {
            let bound = bar.mean + bar.bonus;
            if best.is_none_or(|(_, best)| bound > best) {
                best = Some((index, bound));
            }
        }
        if let Some((index, _)) = best {
            bars[index].chosen = true;
        }
        bars
    }

    /// The root move the search would choose at `frame`: MCTS's most visited child (then
    /// the higher mean, then the first); primitive Monte Carlo's best win rate, then draw
    /// rate, then the first.
    pub fn chosen_at(&self, frame: usize) -> Option<u32> {
        let children: Vec<(u32, Tally)> = self
            .children_at(0, frame)
            .map(|child| (child, self.tally(child, frame)))
            .collect();
        if children.iter().all(|(_, tally)| tally.visits == 0) {
            return None;
        }
        let index = match self.kind {
            MonteCarloKind::TreeSearch { .. } => most_visited(
                children
                    .iter()
                    .map(|(_, tally)| (tally.visits, tally.mean())),
            ),
            MonteCarloKind::Primitive { .. } => {
                let rates = |tally: &Tally| {
                    let total = tally.visits.max(1) as f64;
                    (tally.wins as f64 / total, tally.draws as f64 / total)
                };
                let mut chosen = 0;
                for (index, (_, tally)) in children.iter().enumerate().skip(1) {
                    if rates(tally) > rates(&children[chosen].1) {
                        chosen = index;
                    }
                }
                chosen
            }
        };
        Some(children[index].0)
    }

    /// Bytes the trace holds, about.
    pub fn bytes(&self) -> usize {
        use std::mem::size_of;
        let nodes = &self.nodes;
        self.frames.capacity() * size_of::<MonteCarloFrame>()
            + self.iteration_starts.capacity() * 4
            + nodes.keys.capacity() * size_of::<PositionKey>()
            + (nodes.parents.capacity()
                + nodes.created_at.capacity()
                + nodes.first_child.capacity()
                + nodes.next_sibling.capacity())
                * 4
            + nodes.moves.capacity()
            + nodes.sides.capacity() * size_of::<Side>()
            + (self.backup_offsets.capacity()
                + self.backup_frames.capacity()
                + self.backup_wins.capacity()
                + self.backup_draws.capacity()
                + self.playout_offsets.capacity())
                * 4
            + self.playout_moves.capacity()
            + self.playout_ends.capacity() * size_of::<PositionKey>()
            + self.playout_values.capacity()
    }
}
