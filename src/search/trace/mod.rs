//! A recorded search: every frame, and per node the frames that change its state, so that
//! the state of any node at any frame is O(1). Its parts: one frame (`frame`), the frames
//! packed (`packed_frames`), the per-node frame indices (`columns`), the cuts (`cuts`), the
//! frames worth jumping to (`landmarks`), the real tree's counts below a grown tree's cuts
//! (`real_counts`), the figures (`summary`) and a fingerprint of the steps (`steps`).

pub(super) mod columns;
pub(super) mod cuts;
pub(super) mod frame;
pub(super) mod landmarks;
pub(super) mod packed_frames;
pub(super) mod real_counts;
pub(super) mod steps;
pub(super) mod summary;

use super::columns::{Entered, EnteredNodes, NodeFrames, PrunedMarks};
use super::cuts::NOT_YET;
use super::frame::{
    BoundsFrame, Frame, FrameCounters, FrameCounts, MAX_PLIES_COUNTED, SolverStep, Status,
};
use super::mode::Mode;
use super::packed_frames::Frames;
use super::real_counts::RealCounts;
use super::recording::{Iteration, Recording};
use super::score::Score;
use super::summary::{IterationSummary, Summary};
use crate::marks::Marks;
use crate::tree::{HiddenNodes, NodeId, Tree};

/// Where a frame lies in an iterative-deepening trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IterationAt {
    /// 1-based.
    pub number: usize,
    pub count: usize,
    /// Plies below the root this iteration searches.
    pub depth: usize,
    /// Nodes calculated by the earlier iterations.
    pub calculated_before: u32,
    /// The best move the previous iteration found, tried first in this one.
    pub first_move: Option<NodeId>,
    /// A pass of MTD(f) or aspiration: the root's window.
    pub window: Option<(Score, Score)>,
}

/// What a start frame of scout or PVS is, beyond entering the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The child is probed with a null window.
    Probe,
    /// The probe failed high inside the window: the child is searched again with it.
    ReSearch,
}

/// What a node looks like at one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// Not below the search root: the search never concerns it.
    Outside,
    /// The search will reach it later (or is inside it now).
    Pending,
    /// Its value is fixed.
    Calculated(i16),
    /// The search will never visit it.
    Pruned,
}

/// One recorded search.
pub struct Trace {
    mode: Mode,
    root: NodeId,
    frames: Frames,
    /// The counters of each frame, where they change.
    counts: FrameCounts,
    /// Bounds mode only: the table's side of each frame.
    bounds_frames: Vec<BoundsFrame>,
    node_frames: NodeFrames,
    pruned_at: PrunedMarks,
    /// Iterative deepening only: every iteration, in order.
    iterations: Vec<Iteration>,
    visit_frames: Marks,
    probe_frames: Vec<u32>,
    re_search_frames: Vec<u32>,
    /// Scout and PVS: each node searched again, and the frame its re-search starts.
    re_searched: std::collections::HashMap<NodeId, u32>,
    /// The cuts at each frame and, over a grown tree that knows them, the real tree's
    /// pruned count.
    cuts: RealCounts,
    summary: Summary,
    /// The frames the solver's ideas made, in order.
    solver_steps: Vec<(u32, SolverStep)>,
}

/// The per-node frame indices of one search (or pass).
struct NodeIndices<'a> {
    entries: Entries<'a>,
    pruned: &'a PrunedMarks,
}

enum Entries<'a> {
    /// The last pass: a column per index.
    Columns(&'a NodeFrames),
    /// An earlier pass: the nodes it entered.
    Entered(&'a EnteredNodes),
}

impl NodeIndices<'_> {
    fn entry(&self, node: NodeId) -> Entered {
        match self.entries {
            Entries::Columns(node_frames) => Entered {
                started_at: node_frames.started_at(node),
                fixed_at: node_frames.fixed_at(node),
                value: node_frames.value(node),
            },
            Entries::Entered(entered) => entered.get(&node).copied().unwrap_or(Entered::NEVER),
        }
    }

    fn started_at(&self, node: NodeId) -> u32 {
        self.entry(node).started_at
    }

    fn fixed_at(&self, node: NodeId) -> u32 {
        self.entry(node).fixed_at
    }

    fn pruned_at(&self, tree: &Tree, node: NodeId) -> u32 {
        self.pruned.at(tree, node)
    }
}

impl Trace {
    pub(super) fn new(
        mut recording: Recording,
        tree: &Tree,
        mode: Mode,
        root: NodeId,
        value: Score,
        counted: Option<RealCounts>,
    ) -> Trace {
        recording.frames.shrink_to_fit();
        recording.counts.shrink_to_fit();
        recording.visit_frames.shrink_to_fit();
        recording.bounds_frames.shrink_to_fit();
        recording.cuts.shrink_to_fit();
        // A grown tree knows no minimax value but the root's, which a search found.
        let minimax_value = match tree.is_grown() {
            true => tree.grown_root_value().map_or(value, Score::finite),
            false => Score::finite(tree.minimax_value(root, mode.scoring())),
        };
        let counts_nodes = tree.knows_real_counts();
        let cuts = counted.unwrap_or_else(|| RealCounts::of(tree, root, &recording, counts_nodes));
        let real = cuts.counts_nodes().then_some(&cuts);
        let total = recording.calculated + recording.pruned;
        let iterations: Vec<IterationSummary> = recording
            .iterations
            .iter()
            .map(|iteration| IterationSummary {
                depth: iteration.plies,
                value: iteration.value,
                calculated: iteration.calculated,
                pruned: iteration.pruned,
                frames: iteration.end_frame - iteration.first_frame,
                window: iteration.window,
                real_pruned: real
                    .map(|real| real.pruned_at(iteration.end_frame.saturating_sub(1) as usize)),
            })
            .collect();
        let calculated = if iterations.is_empty() {
            recording.calculated
        } else {
            iterations
                .iter()
                .map(|iteration| iteration.calculated)
                .sum()
        };
        let summary = Summary {
            value,
            minimax_value,
            sound: value == minimax_value,
            calculated,
            pruned: recording.pruned,
            visits: recording.visit_frames.len(),
            total,
            ratio: 100.0 * calculated as f64 / total.max(1) as f64,
            frames: recording.frames.len(),
            iterations,
            real: real.map(|real| real.summary(recording.calculated, calculated)),
            outgrown: false,
        };
        let mut frames = recording.frames.cursor();
        let re_searched = recording
            .re_search_frames
            .iter()
            .filter_map(|&frame| Some((frames.at(frame as usize)?.node, frame)))
            .collect();
        Trace {
            mode,
            root,
            frames: recording.frames,
            counts: recording.counts,
            bounds_frames: recording.bounds_frames,
            node_frames: recording.node_frames,
            pruned_at: PrunedMarks::new(recording.cuts, recording.cuts_depth),
            iterations: recording.iterations,
            visit_frames: recording.visit_frames,
            probe_frames: recording.probe_frames,
            re_searched,
            re_search_frames: recording.re_search_frames,
            cuts,
            summary,
            solver_steps: recording.solver_steps,
        }
    }

    /// This trace, flagged as the part of a search recorded before it outgrew its tree.
    pub(super) fn outgrown(mut self) -> Trace {
        self.summary.outgrown = true;
        self
    }

    /// On a frame where the win check found a win: the child that wins at once (the first
    /// in the game's move order).
    pub fn winning_child(&self, tree: &Tree, frame_index: usize) -> Option<NodeId> {
        if self.solver_step(frame_index) != Some(SolverStep::WinFound) {
            return None;
        }
        tree.winning_child(self.frames.at(frame_index).node, self.mode.scoring())
    }

    /// A fingerprint of every frame (node, step, window, score, counters): two recordings
    /// with the same one are the same search, frame for frame (FNV-1a, 64 bits).
    pub fn digest(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut take = |bytes: &[u8]| {
            for &byte in bytes {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        };
        let counts = self.counts.each(self.frames.len());
        for (frame, counters) in self.frames.iter().zip(counts) {
            take(&frame.node.to_le_bytes());
            take(&counters.calculated.to_le_bytes());
            take(&counters.pruned.to_le_bytes());
            take(&[frame.status as u8]);
            frame.alpha.fingerprint(&mut take);
            frame.beta.fingerprint(&mut take);
            frame.extra.fingerprint(&mut take);
        }
        hash
    }

    /// What the solver's ideas did at this frame, if it is one of theirs.
    pub fn solver_step(&self, frame_index: usize) -> Option<SolverStep> {
        let steps = &self.solver_steps;
        let found = steps.binary_search_by_key(&(frame_index as u32), |&(index, _)| index);
        found.ok().map(|at| steps[at].1)
    }

    /// A search over a grown tree: the real tree's pruned nodes once `frame_index` is done.
    pub fn real_pruned_at(&self, frame_index: usize) -> Option<HiddenNodes> {
        Some(self.real()?.pruned_at(frame_index))
    }

    /// A search over a grown tree: the frames that cut once `frame_index` is done, and the
    /// children they cut (each the root of a pruned subtree), counted exactly.
    pub fn real_cuts_at(&self, frame_index: usize) -> Option<(u32, u64)> {
        Some(self.real()?.cuts_at(frame_index))
    }

    /// The real tree's counts, where the tree knows them.
    fn real(&self) -> Option<&RealCounts> {
        self.cuts.counts_nodes().then_some(&self.cuts)
    }

    /// The frames that cut once `frame_index` is done (a cut, or a table hit), and the
    /// children they cut (each the root of a pruned subtree), in any search.
    pub fn cuts_at(&self, frame_index: usize) -> (u32, u64) {
        self.cuts.cuts_at(frame_index)
    }

    /// Scout and PVS: whether the node has been entered again (re-searched) by `frame_index`.
    pub fn re_searched_by(&self, node: NodeId, frame_index: usize) -> bool {
        self.re_searched
            .get(&node)
            .is_some_and(|&frame| frame as usize <= frame_index)
    }

    /// Visits up to and including `frame_index`: every entry of a node so far.
    pub fn visits_at(&self, frame_index: usize) -> u32 {
        self.visit_frames.count_to(frame_index)
    }

    /// Scout and PVS: whether the start frame at `frame_index` is a probe or a re-search.
    pub fn entry_at(&self, frame_index: usize) -> Option<Entry> {
        let index = frame_index as u32;
        if self.probe_frames.binary_search(&index).is_ok() {
            Some(Entry::Probe)
        } else if self.re_search_frames.binary_search(&index).is_ok() {
            Some(Entry::ReSearch)
        } else {
            None
        }
    }

    /// The start frames of re-searches, in order.
    pub fn re_search_starts(&self) -> &[u32] {
        &self.re_search_frames
    }

    /// The node indices of the search that `frame_index` belongs to.
    fn indices_at(&self, frame_index: usize) -> NodeIndices<'_> {
        let earlier = self.iteration_index(frame_index).and_then(|number| {
            let iteration = &self.iterations[number];
            (number + 1 < self.iterations.len()).then_some(iteration)
        });
        match earlier {
            Some(iteration) => NodeIndices {
                entries: Entries::Entered(&iteration.entered),
                pruned: &iteration.pruned_at,
            },
            None => NodeIndices {
                entries: Entries::Columns(&self.node_frames),
                pruned: &self.pruned_at,
            },
        }
    }

    fn iteration_index(&self, frame_index: usize) -> Option<usize> {
        if self.iterations.is_empty() {
            return None;
        }
        let after = self
            .iterations
            .partition_point(|iteration| iteration.first_frame as usize <= frame_index);
        Some(after.saturating_sub(1))
    }

    /// Iterative deepening: the iteration the frame belongs to.
    pub fn iteration_at(&self, frame_index: usize) -> Option<IterationAt> {
        let index = self.iteration_index(frame_index)?;
        let iteration = &self.iterations[index];
        Some(IterationAt {
            number: index + 1,
            count: self.iterations.len(),
            depth: iteration.plies,
            calculated_before: self.iterations[..index]
                .iter()
                .map(|earlier| earlier.calculated)
                .sum(),
            first_move: index
                .checked_sub(1)
                .and_then(|previous| self.iterations[previous].best_move),
            window: iteration.window,
        })
    }

    /// Iterative deepening: the first frame of each iteration.
    pub fn iteration_starts(&self) -> Vec<usize> {
        self.iterations
            .iter()
            .map(|iteration| iteration.first_frame as usize)
            .collect()
    }

    /// Plies left below the node before the horizon of the search at `frame_index`.
    pub fn plies_left(&self, tree: &Tree, node: NodeId, frame_index: usize) -> Option<usize> {
        let horizon = match self.iteration_at(frame_index) {
            Some(iteration) => tree.depth(self.root) + iteration.depth,
            None => tree.depth(tree.base()) + tree.depth_limit()?,
        };
        Some(counted_plies_left(horizon, tree.depth(node)))
    }

    /// The frame at which the node's value was fixed, in the search `frame_index` is in.
    pub fn fixed_at_in(&self, node: NodeId, frame_index: usize) -> Option<usize> {
        index(self.indices_at(frame_index).fixed_at(node))
    }

    /// The frame at which the node was counted pruned, in the search `frame_index` is in.
    pub fn pruned_at_in(&self, tree: &Tree, node: NodeId, frame_index: usize) -> Option<usize> {
        index(self.indices_at(frame_index).pruned_at(tree, node))
    }

    /// The node's first frame in the search `frame_index` is in.
    pub fn started_at_in(&self, node: NodeId, frame_index: usize) -> Option<usize> {
        index(self.indices_at(frame_index).started_at(node))
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn root(&self) -> NodeId {
        self.root
    }

    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    pub fn len(&self) -> usize {
        self.frames.len()
    }

    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    pub fn frames(&self) -> &Frames {
        &self.frames
    }

    /// The counters once `frame_index` is done.
    pub fn counters_at(&self, frame_index: usize) -> FrameCounters {
        self.counts.at(frame_index)
    }

    /// The counters of every frame, where they change.
    pub fn counts(&self) -> &FrameCounts {
        &self.counts
    }

    pub fn frame(&self, frame_index: usize) -> Option<Frame> {
        self.frames.get(frame_index)
    }

    /// The table's side of a frame, in bounds mode.
    pub fn bounds_frame(&self, frame_index: usize) -> Option<&BoundsFrame> {
        self.bounds_frames.get(frame_index)
    }

    /// Bytes held by the frames, the per-node indices, the visits and the real counts.
    pub fn memory_bytes(&self) -> usize {
        let earlier: usize = self
            .iterations
            .iter()
            .map(|iteration| {
                iteration.entered.capacity() * size_of::<(NodeId, Entered)>()
                    + iteration.pruned_at.bytes()
            })
            .sum();
        self.frames.bytes()
            + self.bounds_frames.capacity() * size_of::<BoundsFrame>()
            + self.node_frames.bytes()
            + self.pruned_at.bytes()
            + self.counts.bytes()
            + self.cuts.bytes()
            + self.visit_frames.bytes()
            + earlier
    }

    /// The frame at which the node's value was fixed.
    pub fn fixed_at(&self, node: NodeId) -> Option<usize> {
        index(self.node_frames.fixed_at(node))
    }

    /// The frame at which the node was counted pruned.
    pub fn pruned_at(&self, tree: &Tree, node: NodeId) -> Option<usize> {
        index(self.pruned_at.at(tree, node))
    }

    /// The node's first frame (its start, or its single table-hit frame).
    pub fn started_at(&self, node: NodeId) -> Option<usize> {
        index(self.node_frames.started_at(node))
    }

    /// The value this search fixed for the node, once fixed.
    pub fn value(&self, node: NodeId) -> Option<i16> {
        self.fixed_at(node).map(|_| self.node_frames.value(node))
    }

    /// The line both sides are expected to play: from the root, each time the first child
    /// searched whose value is its parent's, down to a leaf or a node the search cut short.
    pub fn principal_variation(&self, tree: &Tree) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut node = self.root;
        while self.value(node).is_some() {
            let Some(child) = first_child_with_value(tree, node, &self.node_frames) else {
                break;
            };
            line.push(child);
            node = child;
        }
        line
    }

    /// The node's state at `frame_index`, from two stored indices.
    pub fn node_state(&self, tree: &Tree, node: NodeId, frame_index: usize) -> NodeState {
        let indices = self.indices_at(frame_index);
        if let Some(iteration) = self.iteration_at(frame_index)
            && tree.depth(node) > tree.depth(self.root) + iteration.depth
        {
            // Below this iteration's horizon: not part of its search.
            return NodeState::Outside;
        }
        let frame_index = frame_index as u32;
        let pruned_at = indices.pruned_at(tree, node);
        let entry = indices.entry(node);
        if pruned_at <= frame_index {
            NodeState::Pruned
        } else if entry.fixed_at <= frame_index {
            NodeState::Calculated(entry.value)
        } else if entry.started_at != NOT_YET
            || pruned_at != NOT_YET
            || is_ancestor_or_self(tree, self.root, node)
        {
            NodeState::Pending
        } else {
            NodeState::Outside
        }
    }

    /// The next frame of the same node after `frame_index`, if any.
    pub fn next_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        // The frame and the next, read on from one start of their block.
        let mut frames = self.frames.iter_from(frame_index);
        let (node, next) = (frames.next()?.node, frames.next()?);
        if self.iteration_index(frame_index) != self.iteration_index(frame_index + 1) {
            return None;
        }
        if next.node == node {
            return Some(frame_index + 1);
        }
        // A child's frames follow; the node's next frame comes right after the child's value.
        let after_child = self.fixed_at_in(next.node, frame_index + 1)? + 1;
        (self.frames.get(after_child)?.node == node).then_some(after_child)
    }

    /// The previous frame of the same node before `frame_index`, if any.
    pub fn previous_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        let previous_index = frame_index.checked_sub(1)?;
        let mut frames = self.frames.iter_from(previous_index);
        let (previous, node) = (frames.next()?, frames.next()?.node);
        if self.iteration_index(frame_index) != self.iteration_index(previous_index) {
            return None;
        }
        if previous.node == node {
            return Some(previous_index);
        }
        let before_child = self
            .started_at_in(previous.node, previous_index)?
            .checked_sub(1)?;
        (self.frames.at(before_child).node == node).then_some(before_child)
    }

    /// The first frame of the node shown at `frame_index`.
    pub fn first_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        self.started_at_in(self.frames.get(frame_index)?.node, frame_index)
    }

    /// The last frame of the node shown at `frame_index`.
    pub fn last_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        self.fixed_at_in(self.frames.get(frame_index)?.node, frame_index)
    }

    /// The status of a frame, for matching.
    pub fn status(&self, frame_index: usize) -> Option<Status> {
        self.frames.get(frame_index).map(|frame| frame.status)
    }
}

/// The child of a settled node whose value is the node's and was fixed first: the move the
/// search would play there.
pub(super) fn first_child_with_value(
    tree: &Tree,
    node: NodeId,
    node_frames: &NodeFrames,
) -> Option<NodeId> {
    let value = node_frames.value(node);
    tree.children(node)
        .filter(|&child| {
            node_frames.fixed_at(child) != NOT_YET && node_frames.value(child) == value
        })
        .min_by_key(|&child| node_frames.fixed_at(child))
}

/// Plies left below a node at `depth` before `horizon`, as table entries count them.
pub(crate) fn counted_plies_left(horizon: usize, depth: usize) -> usize {
    horizon
        .saturating_sub(depth)
        .min(MAX_PLIES_COUNTED as usize)
}

fn index(stored: u32) -> Option<usize> {
    (stored != NOT_YET).then_some(stored as usize)
}

/// Whether `node` lies in the subtree of `root`.
fn is_ancestor_or_self(tree: &Tree, root: NodeId, node: NodeId) -> bool {
    let mut current = node;
    while tree.depth(current) > tree.depth(root) {
        let Some(parent) = tree.parent(current) else {
            return false;
        };
        current = parent;
    }
    current == root
}
