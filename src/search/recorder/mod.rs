//! The recorder: the one search that writes a frame for each step of minimax, alpha-beta and
//! their tables (one method per table family), read by every view. Its parts: how a node
//! is entered (`entering`) and what happens where a grown tree left it unexpanded
//! (`reaching`); the loop over a node's children (`children`); each frame written as it goes
//! (`writing`), by a background thread for a long single pass (`background_writer`); and what a
//! finished search hands over to become its trace (`recording`).

pub(super) mod background_writer;
pub(super) mod children;
pub(super) mod entering;
pub(super) mod reaching;
pub(super) mod recording;
pub(super) mod writing;

use super::background_writer::BackgroundWriter;
use super::columns::{NodeFrames, StandingCuts};
use super::cuts::Cuts;
use super::frame::{Frame, FrameCounts};
use super::mode::{Mode, TableKind};
use super::order::ChildOrder;
use super::reaching::{AtUnexpanded, Stopped};
use super::real_counts::RealCounts;
use super::recording::{MOST_FRAMES_PER_NODE, Recording, frames_for};
use super::score::Score;
use super::tables::slots::Bound;
use super::trace::{Trace, counted_plies_left};
use crate::game::SolverFacts;
use crate::marks::Marks;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::memory::Prefault;
use crate::tree::{NodeId, Tree};

/// The nodes from which a single pass's frames are written on the other core.
const FRAMES_BESIDE_FROM: u32 = 1 << 16;

/// How often (in settled nodes) progress is reported.
pub(super) const PROGRESS_STEP: u32 = 1 << 16;

/// The buffers the helper maps in ahead of the search: the frames, the cuts and the
/// changes of pruned, each told how far it is written.
pub(super) const AHEAD_FRAMES: usize = 0;
pub(super) const AHEAD_CUTS: usize = 1;
pub(super) const AHEAD_PRUNED: usize = 2;

pub(super) struct Recorder<'a> {
    pub(super) tree: &'a Tree,
    pub(super) mode: Mode,
    /// What the search hands over to become its trace: frames, per-node indices, counters.
    pub(super) recording: Recording,
    /// Exact modes: the value per key; bounds mode: the bound pair per key; each with the
    /// plies that were left below the position when it was searched.
    pub(super) exact_table: Vec<Option<(Score, u8)>>,
    pub(super) bounds_table: Vec<Option<(Score, Score, u8)>>,
    /// The solver tutorial's own tables and lower bounds: by slot, the key of the position
    /// stored there and its bound (the side to move's).
    pub(super) solver_entries: HashMap<u64, (u64, Bound)>,
    /// Losing moves skipped: the moves the node about to search its children may play.
    pub(super) safe_moves: Option<u32>,
    /// What the solver's later ideas asked of the node last started, for its children's order.
    pub(super) node_facts: Option<(NodeId, SolverFacts)>,
    /// The depth (from the game's start) where the current search stops, when it does.
    pub(super) horizon: Option<usize>,
    /// Whether the horizon lies above the tree's own leaves (an early iteration).
    pub(super) horizon_inside_tree: bool,
    /// Children in search order, as a stack shared by every level of the recursion.
    pub(super) order_stack: Vec<NodeId>,
    /// The root's child searched first (the previous iteration's best move).
    root_first: Option<NodeId>,
    /// PVS with iterative deepening: per position class, the class of the best child found
    /// in this iteration, and in the previous one (tried first at every node).
    pub(super) best_children: Vec<u32>,
    pub(super) previous_best_children: Vec<u32>,
    pub(super) root_size: u32,
    /// The search root's depth from the game's start: orders that change with the plies
    /// below the root count from it.
    pub(super) root_depth: usize,
    pub(super) next_progress: u32,
    /// Scout and PVS: re-searches under way. Outside them every entry is a node's first in
    /// the pass, so no cut can stand to be lifted.
    pub(super) open_re_searches: u32,
    progress: &'a mut dyn FnMut(f32),
    cancel: &'a AtomicBool,
    /// Maps the frames' pages in ahead of the search, on another core, for a big tree.
    pub(super) prefault: Option<Prefault>,
    /// Set once `cancel` was seen, or the search left a grown tree and stops there: every
    /// loop then unwinds without searching further.
    pub(super) cancelled: bool,
    /// Over a grown tree: the nodes entered that the tree left unexpanded, in order, with
    /// the windows they were entered with.
    pub(super) unexpanded: Vec<(NodeId, (Score, Score))>,
    /// What the search does at such a node: stop, or go on to find the others a tree
    /// grown there may still need, taking the value a stand-in gives it (none: as if it had
    /// no children).
    pub(super) at_unexpanded: AtUnexpanded<'a>,
    /// The stand-in's value for the node just entered.
    pub(super) stand_in_value: Option<(NodeId, Score)>,
    /// Over an outgrown tree: the frames before the first node it lacks, once entered.
    pub(super) outgrown_at: Option<u32>,
    /// A long single pass: its frames (and cuts) handed to the other core.
    pub(super) background_writer: Option<BackgroundWriter>,
}

impl<'a> Recorder<'a> {
    /// A recorder for `mode` over `tree` from `root`, its buffers reserved.
    fn new(
        tree: &'a Tree,
        root: NodeId,
        mode: Mode,
        progress: &'a mut dyn FnMut(f32),
        cancel: &'a AtomicBool,
        at_unexpanded: AtUnexpanded<'a>,
    ) -> Recorder<'a> {
        let table_size = match mode.table {
            _ if mode.upper_bounds => tree.position_count(),
            TableKind::Off => 0,
            TableKind::Exact => tree.position_count(),
            _ => tree.class_count(),
        };
        // A node yields at most five frames (start, tt, end, and score + update as a child):
        // reserving that much address space once avoids copying while the trace grows.
        let root_size = tree.subtree_size(root);
        let frame_bound = MOST_FRAMES_PER_NODE * root_size as usize;
        let bounds_bound = if mode.table.keeps_bounds() {
            frame_bound
        } else {
            0
        };
        // A search in iterations or passes files its cuts away at each: only a single
        // pass's stay in one buffer, worth reserving and mapping ahead.
        let single_pass = !mode.iterative && !mode.search.in_passes();
        // One set of indices serves every iteration: each files what it set away when done.
        let node_frames = fresh_indices(tree, mode);
        let horizon = tree
            .depth_limit()
            .map(|plies| tree.depth(tree.base()) + plies);
        let mut recorder = Recorder {
            tree,
            mode,
            recording: Recording {
                frames: frames_for(tree, frame_bound),
                counts: FrameCounts::with_capacity(frame_bound),
                bounds_frames: Vec::with_capacity(bounds_bound),
                node_frames,
                // A pass cuts a node once at most: address space only until written.
                cuts: Cuts::with_capacity(if single_pass { root_size as usize } else { 0 }),
                lifts: Vec::new(),
                cuts_depth: horizon.unwrap_or(usize::MAX),
                standing_cuts: StandingCuts::default(),
                calculated: 0,
                pruned: 0,
                visit_frames: Marks::default(),
                probe_frames: Vec::new(),
                re_search_frames: Vec::new(),
                iterations: Vec::new(),
                solver_steps: Vec::new(),
            },
            exact_table: vec![
                None;
                if mode.table.keeps_bounds() {
                    0
                } else {
                    table_size
                }
            ],
            bounds_table: vec![
                None;
                if mode.table.keeps_bounds() {
                    table_size
                } else {
                    0
                }
            ],
            solver_entries: HashMap::new(),
            safe_moves: None,
            node_facts: None,
            horizon,
            horizon_inside_tree: false,
            order_stack: Vec::with_capacity(128),
            root_first: None,
            best_children: Vec::new(),
            previous_best_children: Vec::new(),
            root_size,
            root_depth: tree.depth(root),
            next_progress: PROGRESS_STEP,
            progress,
            cancel,
            cancelled: false,
            unexpanded: Vec::new(),
            at_unexpanded,
            stand_in_value: None,
            outgrown_at: None,
            open_re_searches: 0,
            prefault: None,
            background_writer: None,
        };
        let recording = &recorder.recording;
        // Only a single pass's cuts have their room (the others', none: nothing to map).
        let ahead = vec![
            recording.frames.region(),
            recording.cuts.region(),
            recording.counts.pruned_region(),
        ];
        // A grown tree's search touches nearly every node: its indices are mapped in, all of
        // them, on the helper's spare time.
        let indices = match tree.is_grown() {
            true => recording.node_frames.regions().to_vec(),
            false => Vec::new(),
        };
        recorder.prefault = Prefault::start(ahead, indices);
        // Minimax without a table writes four frames a node: their pages are mapped in one
        // call, cheaper than a fault each, where no helper maps them ahead.
        if recorder.prefault.is_none() && mode.minimax && mode.table == TableKind::Off {
            let frames = 4 * root_size as usize;
            recorder.recording.frames.populate_first(frames);
        }
        recorder
    }

    pub(super) fn run(
        tree: &'a Tree,
        root: NodeId,
        mode: Mode,
        progress: &'a mut dyn FnMut(f32),
        cancel: &'a AtomicBool,
        at_unexpanded: AtUnexpanded<'a>,
    ) -> Result<Trace, Stopped> {
        let mut recorder = Recorder::new(tree, root, mode, progress, cancel, at_unexpanded);
        if !mode.iterative {
            if mode.search.in_passes() {
                let plies = tree
                    .depth_limit()
                    .unwrap_or_else(|| tree.max_depth() - tree.depth(root));
                let value = recorder.search_in_passes(root, plies, None, None);
                return recorder.finish(root, value, None);
            }
            // A long pass hands its frames to the other core to write; passes and iterations
            // read theirs back as they go.
            if recorder.root_size >= FRAMES_BESIDE_FROM && crate::background::second_thread() {
                return recorder.search_with_background_writer(root);
            }
            let value = recorder.search_root(root, None);
            return recorder.finish(root, value, None);
        }
        recorder.deepen(root)
    }

    /// Iterative deepening: 1, 2, … plies down to the tree's own depth, each iteration a
    /// whole search of its own whose root tries the previous best move first.
    fn deepen(mut self, root: NodeId) -> Result<Trace, Stopped> {
        let (tree, mode) = (self.tree, self.mode);
        let deepest = tree
            .depth_limit()
            .unwrap_or_else(|| tree.max_depth() - tree.depth(root));
        let deepest = deepest.min(tree.max_depth() - tree.depth(root)).max(1);
        let mut best_move = None;
        let mut value = Score::NONE;
        for plies in 1..=deepest {
            let horizon = tree.depth(root) + plies;
            self.horizon = Some(horizon);
            self.horizon_inside_tree = plies < deepest;
            if mode.search.in_passes() {
                let previous = (plies > 1).then_some(value);
                value = self.search_in_passes(root, plies, best_move, previous);
                best_move = self.best_root_child(root);
                if self.cancelled {
                    return Err(self.stopped());
                }
                continue;
            }
            self.begin_iteration();
            self.root_size = self.progress_size(root);
            self.next_progress = PROGRESS_STEP;
            let first = if self.remembers_best_children() {
                // PVS: every node, the root too, tries the previous iteration's best first.
                self.begin_pvs_iteration();
                None
            } else {
                best_move
            };
            value = self.search_root(root, first);
            if self.cancelled {
                return Err(self.stopped());
            }
            best_move = self.best_root_child(root);
            self.finish_iteration(plies, value, best_move, None);
        }
        self.finish(root, value, None)
    }

    /// The trace, once the search is done; `counted`: its real counts, counted as it went.
    pub(super) fn finish(
        mut self,
        root: NodeId,
        value: Score,
        counted: Option<RealCounts>,
    ) -> Result<Trace, Stopped> {
        // The helper stops before the frames may move.
        self.prefault = None;
        if let Some(frames) = self.outgrown_at
            && !self.cancel.load(Ordering::Relaxed)
        {
            self.recording.truncate(frames);
            // Counts made as the search went would hold cuts past the frames kept.
            let trace = Trace::new(
                self.recording,
                self.tree,
                self.mode,
                root,
                Score::NONE,
                None,
            );
            return Ok(trace.outgrown());
        }
        if self.cancelled || !self.unexpanded.is_empty() {
            return Err(self.stopped());
        }
        (self.progress)(1.0);
        Ok(Trace::new(
            self.recording,
            self.tree,
            self.mode,
            root,
            value,
            counted,
        ))
    }

    /// Searches from the root with its window; `first` is tried before its siblings.
    pub(super) fn search_root(&mut self, root: NodeId, first: Option<NodeId>) -> Score {
        let window = self.root_window();
        self.search_root_with(root, first, window)
    }

    /// Searches from the root with this window.
    pub(super) fn search_root_with(
        &mut self,
        root: NodeId,
        first: Option<NodeId>,
        (alpha, beta): (Score, Score),
    ) -> Score {
        self.root_first = first;
        if self.mode.table.keeps_bounds() {
            self.visit_with_bounds(root, alpha, beta)
        } else {
            self.visit(root, alpha, beta)
        }
    }

    /// Plies left below the node before the horizon; `u8::MAX` when the search has none.
    pub(super) fn plies_left(&self, node: NodeId) -> u8 {
        self.horizon.map_or(u8::MAX, |horizon| {
            counted_plies_left(horizon, self.tree.depth(node)) as u8
        })
    }

    /// The deepest depth the current search reaches.
    pub(super) fn last_depth(&self) -> usize {
        self.horizon.unwrap_or(usize::MAX)
    }

    /// Whether the search has a horizon, so that table entries carry their depth.
    pub(super) fn has_horizon(&self) -> bool {
        self.horizon.is_some()
    }

    /// What progress is the share of: the nodes down to the current horizon (a grown
    /// tree's all, not walked again each iteration).
    pub(super) fn progress_size(&self, root: NodeId) -> u32 {
        match self.tree.is_grown() {
            true => self.tree.subtree_size(root),
            false => self.subtree_size_within_horizon(root),
        }
    }

    /// Nodes of the subtree down to the current horizon.
    pub(super) fn subtree_size_within_horizon(&self, node: NodeId) -> u32 {
        if !self.horizon_inside_tree {
            return self.tree.subtree_size(node);
        }
        let levels = self.tree.subtree_levels(node, self.last_depth());
        levels.map(|level| level.len() as u32).sum()
    }

    /// The window the root is searched with: the one asked for, else (L, U).
    pub(super) fn root_window(&self) -> (Score, Score) {
        self.mode.window.unwrap_or_else(|| self.score_range())
    }

    /// (L, U): the score range with `init_ab`, else (−∞, +∞).
    pub(super) fn score_range(&self) -> (Score, Score) {
        if self.mode.init_ab {
            let (low, high) = self.tree.score_range(self.mode.scoring());
            (Score::finite(low), Score::finite(high))
        } else {
            (Score::NEG_INF, Score::POS_INF)
        }
    }

    /// What the later bounds table takes a position it has not stored for: the game's score
    /// range, or (−∞, +∞) under a depth limit, where the evaluation has no known range.
    pub(super) fn game_range(&self) -> (Score, Score) {
        if self.has_horizon() {
            return (Score::NEG_INF, Score::POS_INF);
        }
        let (low, high) = self.tree.score_range(self.mode.scoring());
        (Score::finite(low), Score::finite(high))
    }

    /// A leaf's value: a finished game's, or the evaluation at the horizon (the tree's, or
    /// an earlier iteration's).
    pub(super) fn terminal_value(&self, node: NodeId) -> Option<Score> {
        let scoring = self.mode.scoring();
        if let Some(value) = self.tree.terminal_value(node, scoring) {
            return Some(Score::finite(value));
        }
        if let Some((_, value)) = self.stand_in_value.filter(|&(entered, _)| entered == node) {
            return Some(value);
        }
        let at_horizon = self.horizon_inside_tree && self.plies_left(node) == 0;
        at_horizon.then(|| Score::finite(self.tree.static_value(node, scoring)))
    }

    pub(super) fn table_key(&self, node: NodeId) -> usize {
        match self.mode.table {
            _ if self.mode.upper_bounds => self.tree.position_id(node) as usize,
            TableKind::Exact => self.tree.position_id(node) as usize,
            _ => self.tree.class_id(node) as usize,
        }
    }

    #[inline(always)]
    pub(super) fn settle(&mut self, node: NodeId, value: Score, frame_index: u32) {
        // A node searched again in the same pass is counted once; its value is the latest.
        let value = value.value().unwrap_or(0);
        if !self
            .recording
            .node_frames
            .set_fixed(node, frame_index, value)
        {
            self.recording.calculated += 1;
        }
        if self.recording.calculated + self.recording.pruned >= self.next_progress {
            self.next_progress += PROGRESS_STEP;
            (self.progress)(
                (self.recording.calculated + self.recording.pruned) as f32 / self.root_size as f32,
            );
            self.cancelled |= self.cancel.load(Ordering::Relaxed);
        }
    }

    /// The children of a node the search treats as a leaf are not part of this search.
    pub(super) fn children_below(&self, node: NodeId) -> std::ops::Range<NodeId> {
        if self.horizon_inside_tree && self.plies_left(node) == 0 {
            0..0
        } else {
            self.tree.children(node)
        }
    }

    /// Prunes the subtrees of the children after position `cut_at` of the ordered list.
    pub(super) fn prune_later_children(&mut self, cut_at: usize, end: usize, frame_index: u32) {
        for position in cut_at + 1..end {
            let child = self.order_stack[position];
            self.prune_subtree(child, frame_index);
        }
    }

    /// Pushes the children of `node` in search order; returns their range in the stack.
    pub(super) fn push_children(&mut self, node: NodeId) -> (usize, usize) {
        let start = self.order_stack.len();
        let children = self.tree.children(node);
        self.order_children(node, start, children);
        if let Some(safe) = self.safe_moves.take() {
            self.skip_losing_children(start, safe);
        }
        if let Some(first) = self
            .root_first
            .take_if(|first| self.tree.parent(*first) == Some(node))
            && let Some(offset) = self.order_stack[start..].iter().position(|&id| id == first)
        {
            // The rest keep their order: the best move is lifted to the front.
            self.order_stack[start..=start + offset].rotate_right(1);
        }
        self.try_best_child_first(node, start);
        (start, self.order_stack.len())
    }

    fn order_children(&mut self, node: NodeId, start: usize, children: std::ops::Range<NodeId>) {
        let (tree, scoring) = (self.tree, self.mode.scoring());
        let order = self.mode.order.at_depth(tree.depth(node) - self.root_depth);
        // A tree grown beside its search ranked its children as they are sorted here.
        if order == ChildOrder::Evaluation
            && tree.in_evaluation_order(children.clone(), &mut self.order_stack)
        {
            return;
        }
        self.order_stack.extend(children);
        order.arrange(
            &mut self.order_stack[start..],
            (
                tree.is_max_node(node),
                tree.view().columns().unwrap_or_default(),
            ),
            |&child| tree.static_value(child, scoring),
            // Exact values are asked only by best-first.
            |&child| tree.minimax_value(child, scoring) == tree.minimax_value(node, scoring),
            |&child| tree.last_move(child).unwrap_or_default(),
        );
        if self.mode.threat_order {
            self.order_by_threats(node, start);
        }
    }

    /// Whether a score cuts: it reaches (or, cutting on s > β, passes) the bound, from
    /// below (`above`: a max node's β) or from above (a min node's α).
    pub(super) fn reaches(&self, score: Score, bound: Score, above: bool) -> bool {
        match (above, self.mode.cut_gt) {
            (true, false) => score >= bound,
            (true, true) => score > bound,
            (false, false) => score <= bound,
            (false, true) => score < bound,
        }
    }

    /// Under a horizon, tt and start frames carry the depth of the table's entry.
    pub(super) fn with_entry_depth(&self, frame: Frame, depth: Option<u8>) -> Frame {
        match depth {
            Some(depth) if self.has_horizon() => frame.with_entry_depth(depth),
            _ => frame,
        }
    }
}

/// Node indices for the nodes of `tree`, none set: start and fixed frames, and values.
/// Mapped in at once where the search enters every node; else their pages come as it
/// writes.
fn fresh_indices(tree: &Tree, mode: Mode) -> NodeFrames {
    if mode.minimax && mode.table == TableKind::Off {
        return NodeFrames::mapped(tree);
    }
    NodeFrames::new(tree)
}
