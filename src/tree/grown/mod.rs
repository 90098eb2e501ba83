//! A tree grown by a search: only the nodes the search touched — those it entered, and
//! the children it scored or cut — in the arena a built tree uses, so that the recorder,
//! the player and the pictures read it as any other. The search appends each node's
//! children, one block in the game's natural order, when it enters the node: ids are in
//! the order nodes were first met, not breadth first. A child the search never entered is
//! *unexpanded*: a leaf of the arena that knows its move and position, and how many nodes
//! lie below it in the real tree (counted near the horizon, else estimated from a sample
//! of its kind).
//! Its parts: the shape by blocks of siblings (`shape`), each node's kind in a byte
//! (`kinds`), the real tree beyond the arena (`hidden`, sampled by `strata`) and the buffer
//! another layer reserves while it grows (`reserved_buffer`).

pub(super) mod hidden;
pub(super) mod kinds;
pub(super) mod reserved_buffer;
pub(super) mod shape;
pub(super) mod strata;

use std::sync::Arc;

use super::best_order::estimate_best_order_visits;
use super::count::SubtreeCounter;
use super::hidden::{
    Hidden, HiddenCounting, HiddenCounts, grown_refusal, outgrown_refusal, played,
};
use super::horizon::{mark_horizon_leaf, push_chain, push_node_evaluated};
use super::limits::{BEST_ORDER_MARGIN, BYTES_PER_GROWN_NODE, BuildWatch};
use super::reserved_buffer::{BufferMaker, ReservedBuffer};
use super::strata::{COUNTED_SEED, Strata, stratum_of};
use super::{NodeId, Tree, TreeError, TreeSize, parse_notation};
use crate::game::{Game, GameView, Scoring};
use crate::marks::Marks;
use crate::memory::{Prefault, Region};

/// A complete tree (no horizon) groups its unexpanded nodes by depth: this many strata
/// below the root, the deeper ones in the last.
const COMPLETE_STRATA: usize = 120;

/// The most nodes counted one by one below one unexpanded node of a complete tree, and
/// below all of them, before a node takes its stratum's mean instead.
const COMPLETE_COUNT_LIMIT: u64 = 1 << 20;
const COMPLETE_COUNT_BUDGET: u64 = 1 << 25;

/// The size from which a growing tree's columns are mapped in ahead, and how many nodes
/// apart it tells the helper how far it has got.
const PREFAULT_FROM: usize = 1 << 20;
const PREFAULT_STEP: usize = 1 << 14;

/// `column` with room for `room` elements in all, where the address space can be had
/// (refused, it grows as it would have), and that room to map in.
fn reserved<T>(column: &mut Vec<T>, room: usize) -> Option<Region> {
    let more = room.saturating_sub(column.len());
    column.try_reserve_exact(more).ok()?;
    Some(Region::of(column))
}

/// A tree a search grows as it goes: it appends a node's children when it enters the
/// node, and says which it left unentered.
pub struct GrowingTree<G: Game> {
    game: G,
    tree: Tree,
    hidden_nodes: HiddenCounts,
    strata: Strata<G::Position>,
    /// The nodes counted near the horizon, sampled as well (with a generator of their own,
    /// so that the other strata's samples stay as they are).
    counted_strata: Strata<G::Position>,
    counting: HiddenCounting,
    counter: SubtreeCounter<G>,
    moves: Vec<u8>,
    /// The most nodes it may hold: past that it is full.
    max_nodes: usize,
    root_position: G::Position,
    /// The deepest depth a node has joined at.
    deepest: u16,
    /// The depth of the horizon (of the strata's end in a complete tree).
    horizon_depth: usize,
    /// Whether it grows to the ends of games, with no horizon.
    complete: bool,
    /// What is left of the nodes a complete tree may count below its unexpanded nodes.
    count_budget: u64,
    /// A tree grown further: the means its strata had, which its earlier estimates took.
    earlier_means: Vec<f64>,
    earlier_means_to: Vec<Vec<f64>>,
    /// The root's minimax value, once known.
    root_value: Option<i16>,
    /// Whether nodes get their static evaluation: a search to the ends of games reads it
    /// only to order children by it.
    evaluates: bool,
    /// The nodes the search entered (expanded, or settled as leaves): how many, and a bit
    /// for each by id.
    entered: usize,
    entered_bits: Vec<u64>,
    ahead: MappedAhead,
}

/// What a big growing tree has mapped in on another core ahead of its writers.
struct MappedAhead {
    /// The tree's columns, ahead of the nodes appended (and the caller's room after them);
    /// dropped before the room.
    prefault: Option<Prefault>,
    /// How many of the helper's regions are columns.
    column_regions: usize,
    /// The size at which the tree next tells the helper (or starts one).
    next_check: usize,
    room: ReservedBuffer,
}

impl Default for MappedAhead {
    fn default() -> MappedAhead {
        MappedAhead {
            prefault: None,
            column_regions: 0,
            next_check: PREFAULT_FROM,
            room: ReservedBuffer::default(),
        }
    }
}

impl MappedAhead {
    /// Tells the helper how many nodes the columns hold, and how much of the caller's buffer
    /// the `entered` nodes so far will want.
    fn map_ahead_for(&self, nodes: usize, entered: usize) {
        let Some(prefault) = &self.prefault else {
            return;
        };
        for column in 0..self.column_regions {
            prefault.written_in(column, nodes);
        }
        prefault.wanted_in(self.column_regions, self.room.wanted(entered));
    }
}

impl<G: Game> GrowingTree<G> {
    /// The chain of `root_moves` from the game's start, and its last node as the root of a
    /// tree to grow `plies` plies deep (none: to the ends of games), holding at most
    /// `max_nodes` nodes.
    pub fn new(
        game: G,
        view: Arc<dyn GameView>,
        root_moves: &str,
        plies: Option<u16>,
        counting: HiddenCounting,
        max_nodes: usize,
    ) -> Result<GrowingTree<G>, TreeError> {
        let moves = parse_notation(view.as_ref(), root_moves)?;
        let chain = super::build::replay(&game, view.as_ref(), &moves)?;
        let base = moves.len();
        // A search that outgrows the limit stops there, after minutes; one whose best order
        // alone would enter far more is refused at once.
        if plies.is_some() {
            let best_order = estimate_best_order_visits(&game, &chain[base], plies);
            if best_order > (BEST_ORDER_MARGIN * max_nodes) as f64 {
                let needed = best_order * BYTES_PER_GROWN_NODE as f64 / (1u64 << 30) as f64;
                let size = TreeSize::BestOrderEstimated {
                    visits: best_order,
                    needed_gigabytes: needed,
                };
                return Err(grown_refusal(view.as_ref(), &moves, max_nodes, size));
            }
        }
        let depth_limit = plies.map(usize::from);
        let mut tree = Tree::with_capacity(view, base + 1, depth_limit, base as NodeId);
        // Its keys are found again by playing the moves when asked (`Replay`).
        tree.keeps_keys = false;
        push_chain(&game, &mut tree, &moves, &chain, base + 1);
        tree.grow_by_blocks();
        tree.keep_kinds_by_bytes();
        let strata = depth_limit.unwrap_or(COMPLETE_STRATA);
        Ok(GrowingTree {
            counter: SubtreeCounter::new(game.clone()),
            game,
            tree,
            hidden_nodes: HiddenCounts::ones(base + 1),
            strata: Strata::new(strata, plies.is_none()),
            counted_strata: Strata::with_seed(strata, plies.is_none(), COUNTED_SEED),
            counting,
            moves: Vec::new(),
            max_nodes,
            root_position: chain[base],
            deepest: base as u16,
            horizon_depth: base + strata,
            complete: plies.is_none(),
            count_budget: COMPLETE_COUNT_BUDGET,
            earlier_means: Vec::new(),
            earlier_means_to: Vec::new(),
            root_value: None,
            evaluates: true,
            entered: 0,
            entered_bits: Vec::new(),
            ahead: MappedAhead::default(),
        })
    }

    /// A grown tree taken back to grow further: its nodes, and what it knew of the real
    /// tree, kept; `None` for a tree no search grew.
    pub fn resume(game: G, mut tree: Tree, max_nodes: usize) -> Option<GrowingTree<G>> {
        let hidden = *tree.grown.take()?;
        let entered_bits = tree
            .entered
            .take()
            .map_or(Vec::new(), |marks| marks.words().to_vec());
        tree.keep_children_in_columns();
        // Nodes entered now may become leaves of other values.
        tree.forget_evaluation_ranks();
        let base = tree.base;
        let root_position = played(&game, game.initial(), &tree.moves_to(base));
        // New nodes get their positions' ids afresh when a table asks.
        tree.position_ids = std::sync::OnceLock::new();
        tree.classes = std::sync::OnceLock::new();
        tree.grown_subtrees = std::sync::OnceLock::new();
        let strata = tree.depth_limit.unwrap_or(COMPLETE_STRATA);
        let complete = tree.depth_limit.is_none();
        Some(GrowingTree {
            counter: SubtreeCounter::new(game.clone()),
            game,
            deepest: tree.max_depth() as u16,
            tree,
            hidden_nodes: hidden.nodes,
            strata: Strata::new(strata, complete),
            counted_strata: Strata::with_seed(strata, complete, COUNTED_SEED),
            counting: hidden.counting,
            moves: Vec::new(),
            max_nodes,
            root_position,
            horizon_depth: hidden.horizon_depth,
            complete,
            count_budget: COMPLETE_COUNT_BUDGET,
            earlier_means: hidden.mean_by_plies,
            earlier_means_to: hidden.means_to,
            root_value: hidden.root_value,
            evaluates: true,
            entered: 0,
            entered_bits,
            ahead: MappedAhead::default(),
        })
    }

    /// Grows the nodes without their static evaluation, for a search to the ends of games
    /// that never orders by it (a leaf there is a finished game, valued by the rules).
    pub fn skip_evaluations(&mut self) {
        self.evaluates = !self.complete;
    }

    /// The root's minimax value, as a search found it (the tree cannot tell it).
    pub fn set_root_value(&mut self, value: i16) {
        self.root_value = Some(value);
    }

    /// The tree as grown so far.
    pub fn grown(&self) -> &Tree {
        &self.tree
    }

    /// Ranks siblings, all touched, given in evaluation order by their static values (see
    /// [`Tree::in_evaluation_order`]).
    pub fn set_evaluation_ranks(&mut self, ordered: &[NodeId]) {
        self.tree.set_evaluation_ranks(ordered);
    }

    /// The root's position, where the search starts.
    pub fn root_position(&self) -> G::Position {
        self.root_position
    }

    /// The root's id.
    pub fn root(&self) -> NodeId {
        self.tree.base
    }

    /// Whether it holds as many nodes as it may.
    pub fn is_full(&self) -> bool {
        self.tree.len() >= self.max_nodes
    }

    /// The nodes it holds, and the most it may: the id the next node takes, and the one at
    /// which it is full.
    pub fn len_and_limit(&self) -> (usize, usize) {
        (self.tree.len(), self.max_nodes)
    }

    /// Where `node` stands, when the tree left it unexpanded: its position, its plies below
    /// the root, and the plies left below it (none: to the ends of games).
    pub fn unexpanded_place(&self, node: NodeId) -> Option<(G::Position, usize, Option<u16>)> {
        let tree = &self.tree;
        let in_tree = node >= tree.base && (node as usize) < tree.len();
        if !in_tree || !tree.is_open_leaf(node) {
            return None;
        }
        let base = tree.base as usize;
        let position = played(&self.game, self.root_position, &tree.moves_to(node)[base..]);
        let ply = tree.depth(node) - base;
        let plies_left = tree.depth_limit.map(|plies| (plies - ply) as u16);
        Some((position, ply, plies_left))
    }

    /// The search enters `node` and will search its children, the positions `children`
    /// (natural order, with their moves): they join the tree; the first one's id.
    pub fn expand<'p>(
        &mut self,
        node: NodeId,
        children: impl ExactSizeIterator<Item = (u8, &'p G::Position)>,
    ) -> NodeId
    where
        G::Position: 'p,
    {
        let id = node as usize;
        self.mark_entered(node);
        // A search in passes enters a node again: it keeps the children it has.
        if self.tree.child_count[id] > 0 {
            return self.tree.first_child[id];
        }
        self.entered += 1;
        let first = self.tree.len() as NodeId;
        self.tree.first_child[id] = first;
        self.tree.child_count[id] = children.len() as u8;
        if children.len() > 0 {
            self.tree.begin_block(first, node);
        }
        let depth = self.tree.depth.get(node) as u16 + 1;
        self.deepest = self.deepest.max(depth);
        for (mv, position) in children {
            // A node whose evaluation no search reads is not evaluated (0 stands for it).
            let evaluation = match self.evaluates {
                true => self.game.evaluate(position),
                false => 0,
            };
            let place = (node, depth, mv);
            push_node_evaluated(&self.game, &mut self.tree, place, position, evaluation);
            self.hidden_nodes.push_one();
        }
        if self.tree.len() >= self.ahead.next_check {
            self.map_columns_ahead();
        }
        first
    }

    /// Past [`PREFAULT_FROM`] nodes, a tree that may grow much further has its columns
    /// mapped in on another core ahead of the nodes appended (their room reserved up to
    /// its limit, address space only): faulting fresh pages in one by one took a third of
    /// the growing search's time. Then it tells the helper how far it has got.
    fn map_columns_ahead(&mut self) {
        let nodes = self.tree.len();
        self.ahead.next_check = nodes + PREFAULT_STEP;
        if self.ahead.prefault.is_some() {
            self.ahead.map_ahead_for(nodes, self.entered);
            return;
        }
        // Room for the children of the nodes entered at the limit.
        let room = self.max_nodes + 2 * self.game.max_moves();
        if room <= nodes * 2 {
            return;
        }
        let tree = &mut self.tree;
        let regions = [
            reserved(&mut tree.first_child, room),
            reserved(&mut tree.child_count, room),
            reserved(tree.depth.column_mut(), room),
            reserved(&mut tree.last_move, room),
            reserved(&mut tree.kinds, room),
            reserved(&mut tree.state_evaluation, room),
            reserved(self.hidden_nodes.column_mut(), room),
        ];
        let mut regions: Vec<Region> = regions.into_iter().flatten().collect();
        let ahead = &mut self.ahead;
        ahead.column_regions = regions.len();
        // The caller's room, mapped in while the tree grows, last.
        regions.extend(ahead.room.make());
        ahead.prefault = Prefault::start(regions, Vec::new());
        ahead.map_ahead_for(nodes, self.entered);
    }

    /// The buffer the caller makes (through `make`) once the tree is big enough, mapped in on the
    /// helper's spare time as the search goes, `per_entered` elements for each node it
    /// enters, and kept with the tree it finishes ([`Tree::take_recording_buffer`]).
    pub fn reserve_buffer(&mut self, make: BufferMaker, per_entered: usize) {
        self.ahead.room = ReservedBuffer::new(make, per_entered);
    }

    /// The search entered `node`, a leaf of its search with `plies_left` plies left (none
    /// at the horizon): a finished game, or a horizon leaf taking the evaluation.
    pub fn settle_leaf(&mut self, node: NodeId, position: &G::Position, plies_left: u16) {
        self.entered += 1;
        self.mark_entered(node);
        self.value_leaf(node, position, plies_left);
    }

    fn mark_entered(&mut self, node: NodeId) {
        let word = node as usize / 64;
        if word >= self.entered_bits.len() {
            self.entered_bits.resize(word + 1, 0);
        }
        self.entered_bits[word] |= 1 << (node % 64);
    }

    /// A leaf takes its value: a finished game's, or the evaluation at the horizon.
    fn value_leaf(&mut self, node: NodeId, position: &G::Position, plies_left: u16) {
        let id = node as usize;
        if self.complete {
            // No horizon: a leaf is a finished game, valued as a complete tree values it.
            let value = self.game.terminal_value(position, Scoring::Plain);
            self.tree.set_leaf(id, value, false);
        } else if plies_left == 0 {
            mark_horizon_leaf(&self.game, &mut self.tree, id, position, &mut self.moves);
        } else {
            let value = self.game.horizon_terminal_value(position);
            self.tree.set_leaf(id, value, false);
        }
    }

    /// The search left the child `node` unentered (a cut skipped it): a leaf when its game
    /// is over or it stands at the horizon, else unexpanded, the real tree below it counted
    /// or left to its kind's mean.
    pub fn leave_unentered(&mut self, node: NodeId, position: &G::Position, plies_left: u16) {
        // An earlier pass entered it: what it grew stands.
        if self.tree.child_count[node as usize] > 0 {
            return;
        }
        let at_horizon = plies_left == 0 && !self.complete;
        if at_horizon || self.game.is_over(position, &mut self.moves) {
            self.value_leaf(node, position, plies_left);
            return;
        }
        if !self.counting.real {
            return;
        }
        // Near the horizon every subtree is counted; in a complete tree each one is while
        // the counting budget lasts.
        let (plies, limit) = match self.complete {
            true => (None, COMPLETE_COUNT_LIMIT.min(self.count_budget)),
            false => (Some(plies_left), u64::from(u32::MAX - 1)),
        };
        let counted = (self.complete || plies_left <= self.counting.exact_plies)
            .then(|| self.counter.count(position, plies, limit))
            .flatten();
        if self.complete {
            // A count that ran past its limit spent all of it.
            self.count_budget -= counted.unwrap_or(limit);
        }
        let stratum = stratum_of(self.horizon_depth, self.tree.depth(node));
        let count = match counted {
            Some(count) if self.complete => Some(count as u32),
            Some(count) => {
                self.counted_strata.offer(stratum, *position);
                Some(count as u32)
            }
            None => {
                self.strata.offer(stratum, *position);
                None
            }
        };
        self.hidden_nodes.set(node, count);
    }

    /// The grown tree, once the search is done; refused when the watch stopped it or the
    /// search outgrew what the tree may hold.
    pub fn finish(mut self, watch: &mut BuildWatch) -> Result<Tree, TreeError> {
        if watch.is_cancelled() {
            return Err(TreeError::Cancelled);
        }
        let outgrown = self.is_full().then_some(self.max_nodes);
        if let Some(limit) = outgrown
            && !watch.keeps_outgrown()
        {
            return Err(outgrown_refusal(&self.tree, limit));
        }
        let base = self.tree.base as usize;
        // Ids are not breadth first: only the count through the deepest level stands.
        let deepest = usize::from(self.deepest);
        self.tree.depth_start.resize(deepest + 1, base as NodeId);
        // Its subtrees are walked and its minimax values settled when asked: no columns.
        self.tree.grown_minimax = std::sync::OnceLock::new();
        // The helper stops before the columns may move; what they never filled goes back.
        self.ahead.prefault = None;
        let room = std::sync::Mutex::new(self.ahead.room.take());
        self.tree.shrink_to_fit();
        self.tree.keep_children_by_blocks();
        let entered = Marks::from_words(std::mem::take(&mut self.entered_bits));
        self.tree.entered = Some(Arc::new(entered));
        self.hidden_nodes.shrink_to_fit();
        // Under a horizon one pass of Knuth's lines gives every stratum's mean down to each
        // ply, its whole subtree's the last; a complete tree's run to the games' ends.
        let (mut means, mut means_to) = match self.complete {
            _ if !self.counting.real => (Vec::new(), Vec::new()),
            true => (self.strata.complete_means(&self.game), Vec::new()),
            false => {
                let sampled = self.strata.level_means(&self.game);
                let whole = sampled.iter().map(|levels| levels.last().copied());
                (whole.map(|mean| mean.unwrap_or(0.0)).collect(), sampled)
            }
        };
        // Estimates already made keep the means they took; new strata take their own.
        for (mean, &earlier) in means.iter_mut().zip(&self.earlier_means) {
            if earlier > 0.0 {
                *mean = earlier;
            }
        }
        // Per stratum down to each ply: its sampled nodes, else its counted ones.
        if !self.complete && self.counting.real {
            let counted = self.counted_strata.level_means(&self.game);
            for (levels, counted) in means_to.iter_mut().zip(counted) {
                if levels.is_empty() {
                    *levels = counted;
                }
            }
            for (levels, earlier) in means_to.iter_mut().zip(&self.earlier_means_to) {
                if !earlier.is_empty() {
                    levels.clone_from(earlier);
                }
            }
        }
        self.tree.grown = Some(Box::new(Hidden {
            nodes: self.hidden_nodes,
            mean_by_plies: means,
            means_to,
            horizon_depth: self.horizon_depth,
            counting: self.counting,
            root_value: self.root_value,
            outgrown,
            room,
            replay: Box::new(self.game),
        }));
        Ok(self.tree)
    }
}
