//! A game tree as a flat arena: ids in breadth-first order, one entry per node in each
//! column, no heap object per node. It holds the moves that led to its root position as a
//! chain of ancestors, then the complete tree below that position, or the tree down to a
//! depth limit (the horizon), whose leaves that are not finished games take the game's
//! static evaluation. What depends on the position alone (and on the depth left below it,
//! under a limit) is kept per *state*, which the nodes name by a dense id: in a complete
//! tree a state is a position, shared by every node that reaches it; under a depth limit
//! every node is its own state, and positions get their ids when a table first asks.

mod build;
mod counts;
mod grown;
mod narrow;
mod paths;
mod random;

// The parts by their own names, as the rest of the tree names them.
use build::{cache, horizon, interner, last_level, limits};
use counts::{best_order, count, longest_line, subtree};
use grown::{hidden, kinds, reserved_buffer, shape, strata};
use random::playouts;

use std::ops::Range;
use std::sync::{Arc, OnceLock};

pub use best_order::estimate_best_order_visits;
pub use build::{
    TreeShape, check_moves, count_nodes, estimate_levels_sampled, estimate_nodes,
    estimate_nodes_sampled, estimate_within_reach, position_after, tree_for_root,
};
pub use cache::{TreeSource, Trees};
pub use count::SubtreeCounter;
pub use grown::GrowingTree;
pub use hidden::{HiddenCounting, HiddenNodes, grown_past_limit};
use horizon::minimax_column;
pub use limits::{
    BuildWatch, FULL_TREE_PREFERRED, GROWN_NODE_LIMIT_VARIABLE, MAX_COMPLETE_GROWTH,
    MAX_GROWN_NODES, MAX_SOLVING_GROWTH, MAX_TREE_NODES, MIN_ASKED_GROWN_NODES,
    asked_grown_node_limit, grown_node_limit,
};
pub use longest_line::longest_line_under;
pub use paths::{PathError, parse_notation};
pub use playouts::Outcomes;
pub use random::{PlayoutResult, SplitMix64};
pub use reserved_buffer::BufferMaker;
pub use subtree::SubtreeRuns;

use crate::game::{GameName, GameView, LastMove, PositionKey, Scoring, Side, TicTacToe};
use crate::marks::Marks;

/// The index of a node in the arena; the first node is 0.
pub type NodeId = u32;

const NO_PARENT: NodeId = NodeId::MAX;
/// The move of a node no move led to (the game's start).
pub const NO_MOVE: u8 = u8::MAX;
const NOT_TERMINAL: i16 = i16::MIN;

/// How big a refused tree is known to be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TreeSize {
    /// Knuth's estimate of its nodes, and the gigabytes they would take with a recorded
    /// search.
    Estimated { nodes: f64, needed_gigabytes: f64 },
    /// The estimate fell short: the build counted past the limit.
    CountedPastLimit,
    /// A search growing its own tree touched more nodes than a grown tree may hold.
    GrownPastLimit,
    /// Knuth's estimate of the nodes its search enters even in the best order possible
    /// (see [`estimate_best_order_visits`]), and the gigabytes they would take recorded.
    BestOrderEstimated { visits: f64, needed_gigabytes: f64 },
}

/// Why no tree could be had for a request.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TreeError {
    #[error(transparent)]
    Path(#[from] PathError),
    /// The tree below the position `root_moves` reaches (empty: the start) is over the
    /// `limit` on nodes, which takes about `gigabytes` GB with a recorded search.
    #[error("the tree below {game:?} after '{root_moves}' is too big: {size:?}")]
    TooBig {
        game: GameName,
        root_moves: String,
        limit: usize,
        gigabytes: usize,
        size: TreeSize,
    },
    #[error("the tree was not built: cancelled")]
    Cancelled,
}

/// Which states hold the same position: dense position ids.
struct PositionIds {
    of_state: Vec<u32>,
    count: usize,
}

/// The positions' classes under the game's symmetries.
struct Classes {
    of_position: Vec<u32>,
    count: usize,
}

/// A game tree.
pub struct Tree {
    view: Arc<dyn GameView>,
    parent: Vec<NodeId>,
    first_child: Vec<NodeId>,
    child_count: Vec<u8>,
    depth: narrow::ByteColumn,
    last_move: Vec<u8>,
    /// The dense id of the node's state; empty where every node is its own state (a tree
    /// to a horizon, a grown tree), so that those spend nothing on it.
    state: Vec<u32>,
    depth_start: Vec<NodeId>,
    /// Per state: its position's key, its kind, whether it is a horizon leaf, and the
    /// nodes in the tree below it (itself included).
    state_keys: Vec<PositionKey>,
    state_max: Vec<bool>,
    state_horizon: Vec<bool>,
    state_evaluation: Vec<i16>,
    state_subtree: Vec<u32>,
    /// Per state, indexed by [`Tree::scoring_index`] (the second only when the game scores
    /// by length): a leaf's value (finished game or horizon), and the minimax value.
    terminal_value: [Vec<i16>; 2],
    minimax_value: [Vec<i16>; 2],
    /// Given by the builder when states are positions, else found when a table first asks.
    position_ids: OnceLock<PositionIds>,
    /// Found when a table first asks: most searches never need them.
    classes: OnceLock<Classes>,
    /// A grown tree's subtree sizes (from its base), made when a search first cuts at an
    /// expanded node: a search grown pass by pass cuts there often.
    grown_subtrees: OnceLock<Vec<u32>>,
    /// A grown tree's minimax values (of what it holds), settled when first asked: a search
    /// over it never asks, and a 20-ply tree's column takes 200 MB and a third of a second.
    grown_minimax: OnceLock<Vec<i16>>,
    /// Plies searched below the base, when limited.
    depth_limit: Option<usize>,
    /// The node of the position the tree was built for; those before it are its ancestors.
    base: NodeId,
    /// A tree grown by a search: what it knows of the nodes it never expanded.
    grown: Option<Box<hidden::Hidden>>,
    /// A grown tree's parents, kept by blocks of siblings instead of in the column
    /// `parent`, which it leaves empty; once it is finished, its children too (instead of
    /// `first_child` and `child_count`).
    shape: Option<shape::GrownShape>,
    /// A finished grown tree's kind of each node, a byte each (see `kinds.rs`), instead of
    /// the columns `state_max`, `state_horizon` and `terminal_value`, which it leaves
    /// empty; empty in any other tree.
    kinds: Vec<u8>,
    /// A finished grown tree's nodes its search entered (see [`Tree::entered_marks`]).
    entered: Option<Arc<Marks<1>>>,
    /// Whether the builder keeps each state's key (a growing tree does not).
    keeps_keys: bool,
}

impl Tree {
    /// An empty arena with room for `nodes` nodes.
    fn with_capacity(
        view: Arc<dyn GameView>,
        nodes: usize,
        depth_limit: Option<usize>,
        base: NodeId,
    ) -> Tree {
        Tree {
            view,
            parent: Vec::with_capacity(nodes),
            first_child: Vec::with_capacity(nodes),
            child_count: Vec::with_capacity(nodes),
            depth: narrow::ByteColumn::with_capacity(nodes),
            last_move: Vec::with_capacity(nodes),
            state: Vec::with_capacity(nodes),
            // The chain to the base has one node a depth, the base's included.
            depth_start: (0..=base).collect(),
            state_keys: Vec::new(),
            state_max: Vec::new(),
            state_horizon: Vec::new(),
            state_evaluation: Vec::new(),
            state_subtree: Vec::new(),
            terminal_value: [Vec::new(), Vec::new()],
            minimax_value: [Vec::new(), Vec::new()],
            position_ids: OnceLock::new(),
            classes: OnceLock::new(),
            grown_subtrees: OnceLock::new(),
            grown_minimax: OnceLock::new(),
            depth_limit,
            base,
            grown: None,
            shape: None,
            kinds: Vec::new(),
            entered: None,
            keeps_keys: true,
        }
    }

    /// The complete tic-tac-toe tree (549,946 nodes).
    pub fn tic_tac_toe() -> Tree {
        let (shape, mut watch) = (TreeShape::FullWhenSmall, BuildWatch::default());
        let built = tree_for_root(TicTacToe, Arc::new(TicTacToe), "", shape, &mut watch);
        built.expect("the tic-tac-toe tree always fits").0
    }

    fn scoring_index(&self, scoring: Scoring) -> usize {
        match scoring {
            Scoring::ShortestVictory if !self.terminal_value[1].is_empty() => 1,
            _ => 0,
        }
    }

    pub fn view(&self) -> &dyn GameView {
        self.view.as_ref()
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.last_move.len()
    }

    pub fn is_empty(&self) -> bool {
        self.last_move.is_empty()
    }

    /// The first node: the game's initial position.
    pub fn root(&self) -> NodeId {
        0
    }

    /// The node the tree was built for: below it the tree is complete.
    pub fn base(&self) -> NodeId {
        self.base
    }

    /// Whether every child of the node (and of its descendants) is in the tree.
    pub fn is_complete(&self, id: NodeId) -> bool {
        id >= self.base && self.grown.is_none()
    }

    /// A node of a grown tree whose game goes on below it but which the search never
    /// entered: its children are not in the tree.
    #[inline]
    pub fn is_unexpanded(&self, id: NodeId) -> bool {
        self.grown.is_some() && self.is_open_leaf(id)
    }

    /// A leaf of the arena whose game goes on: in a tree being grown, one left unexpanded.
    #[inline]
    fn is_open_leaf(&self, id: NodeId) -> bool {
        !self.has_children(id) && !self.is_terminal(id)
    }

    /// Whether the node has children in the tree (quicker to tell than how many).
    #[inline]
    pub fn has_children(&self, id: NodeId) -> bool {
        match self.shape.as_ref().and_then(|shape| shape.has_children(id)) {
            Some(has_children) => has_children,
            None => self.child_count[id as usize] > 0,
        }
    }

    #[inline]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let parent = match &self.shape {
            Some(shape) => shape.parent(id),
            None => self.parent[id as usize],
        };
        (parent != NO_PARENT).then_some(parent)
    }

    /// The children in the game's natural move order.
    #[inline]
    pub fn children(&self, id: NodeId) -> Range<NodeId> {
        let (first, count) = match self.shape.as_ref().and_then(|shape| shape.children(id)) {
            Some(children) => children,
            None => (self.first_child[id as usize], self.child_count[id as usize]),
        };
        first..first + NodeId::from(count)
    }

    #[inline]
    pub fn child_count(&self, id: NodeId) -> usize {
        match self.shape.as_ref().and_then(|shape| shape.children(id)) {
            Some((_, count)) => usize::from(count),
            None => usize::from(self.child_count[id as usize]),
        }
    }

    /// Moves from the game's initial position.
    #[inline]
    pub fn depth(&self, id: NodeId) -> usize {
        self.depth.get(id) as usize
    }

    /// The move that led to this node; `None` at the first node.
    #[inline]
    pub fn last_move(&self, id: NodeId) -> Option<u8> {
        let mv = self.last_move[id as usize];
        (mv != NO_MOVE).then_some(mv)
    }

    /// The move that led here and the side that made it.
    pub fn last_move_by(&self, id: NodeId) -> Option<LastMove> {
        let parent = self.parent(id)?;
        let side = if self.is_max_node(parent) {
            Side::First
        } else {
            Side::Second
        };
        Some(LastMove {
            side,
            mv: self.last_move(id)?,
        })
    }

    /// Equal for nodes with the same position (side to move included).
    pub fn position_id(&self, id: NodeId) -> u32 {
        self.position_ids().of_state[self.state_id(id)]
    }

    fn position_ids(&self) -> &PositionIds {
        self.position_ids.get_or_init(|| {
            let (of_state, count) = interner::dense_ids(&self.state_keys_now());
            PositionIds { of_state, count }
        })
    }

    /// Every state's key: kept, or (a grown tree, which keeps none) found again by playing
    /// each node's move from its parent's position, for as long as they are needed.
    fn state_keys_now(&self) -> std::borrow::Cow<'_, [PositionKey]> {
        match &self.grown {
            Some(hidden) if self.state_keys.is_empty() => hidden.replay().all_keys(self).into(),
            _ => (&self.state_keys[..]).into(),
        }
    }

    #[inline]
    fn state_id(&self, id: NodeId) -> usize {
        match self.state.get(id as usize) {
            Some(&state) => state as usize,
            None => id as usize,
        }
    }

    /// Plies searched below the base, when the tree stops at a horizon.
    pub fn depth_limit(&self) -> Option<usize> {
        self.depth_limit
    }

    /// The lowest and highest value a leaf of this tree can have: the game's score range,
    /// or the evaluation's under a depth limit.
    pub fn score_range(&self, scoring: Scoring) -> (i16, i16) {
        match self.depth_limit {
            Some(_) => self.view.evaluated_range(),
            None => self.view.score_range(scoring),
        }
    }

    /// Equal for nodes whose positions are symmetric images of each other.
    pub fn class_id(&self, id: NodeId) -> u32 {
        if !self.view.has_symmetry() {
            return self.position_id(id);
        }
        self.classes().of_position[self.position_id(id) as usize]
    }

    /// Distinct positions in the tree.
    pub fn position_count(&self) -> usize {
        self.position_ids().count
    }

    /// Distinct positions up to symmetry.
    pub fn class_count(&self) -> usize {
        if !self.view.has_symmetry() {
            return self.position_count();
        }
        self.classes().count
    }

    /// Only for games with symmetry: elsewhere a class is a single position.
    fn classes(&self) -> &Classes {
        self.classes.get_or_init(|| {
            // Each position's key (any of its states' will do), then its class's key.
            let positions = self.position_ids();
            let mut keys = vec![0; positions.count];
            let state_keys = self.state_keys_now();
            for (&position, &key) in positions.of_state.iter().zip(state_keys.iter()) {
                keys[position as usize] = key;
            }
            let canonical: Vec<PositionKey> = keys
                .into_iter()
                .map(|key| self.view.canonical_key_of(key))
                .collect();
            let (of_position, count) = interner::dense_ids(&canonical);
            Classes { of_position, count }
        })
    }

    /// The game's key of the node's position (in a grown tree, which keeps no keys, found
    /// by playing the moves to it).
    pub fn position_key(&self, id: NodeId) -> PositionKey {
        match self.state_keys.get(self.state_id(id)) {
            Some(&key) => key,
            None => {
                (self.grown.as_ref()).map_or(0, |hidden| hidden.replay().key_of(&self.moves_to(id)))
            }
        }
    }

    /// The position as one line of text.
    pub fn board_text(&self, id: NodeId) -> String {
        self.view.board_text(self.position_key(id))
    }

    #[inline]
    pub fn is_max_node(&self, id: NodeId) -> bool {
        if let Some(&kind) = self.kinds.get(id as usize) {
            return kind & kinds::MAX != 0;
        }
        self.state_max[self.state_id(id)]
    }

    /// A leaf of the tree: a finished game, or a position at the horizon.
    #[inline]
    pub fn is_terminal(&self, id: NodeId) -> bool {
        if let Some(&kind) = self.kinds.get(id as usize) {
            return kind & kinds::LEAF != 0;
        }
        self.terminal_value[0][self.state_id(id)] != NOT_TERMINAL
    }

    /// A leaf at the depth limit whose game goes on: valued by the static evaluation.
    #[inline]
    pub fn is_horizon(&self, id: NodeId) -> bool {
        if let Some(&kind) = self.kinds.get(id as usize) {
            return kind & kinds::HORIZON != 0;
        }
        self.state_horizon[self.state_id(id)]
    }

    /// A leaf's value: the finished game's, or the evaluation at the horizon.
    #[inline]
    pub fn terminal_value(&self, id: NodeId, scoring: Scoring) -> Option<i16> {
        if let Some(&kind) = self.kinds.get(id as usize) {
            // A grown tree scores plainly; a leaf's value stands in for its evaluation.
            return (kind & kinds::LEAF != 0).then(|| self.state_evaluation[id as usize]);
        }
        let values = &self.terminal_value[self.scoring_index(scoring)];
        let value = values[self.state_id(id)];
        (value != NOT_TERMINAL).then_some(value)
    }

    /// The first child (in move order) whose finished game the side to move at `id` wins.
    pub fn winning_child(&self, id: NodeId, scoring: Scoring) -> Option<NodeId> {
        let winner = |value: i16| {
            if self.is_max_node(id) {
                value > 0
            } else {
                value < 0
            }
        };
        self.children(id)
            .find(|&child| self.terminal_value(child, scoring).is_some_and(winner))
    }

    /// The static evaluation of the node's position, or a leaf's own value (a finished
    /// game's, or the horizon's): what ordering by evaluation sorts on.
    #[inline]
    pub fn static_value(&self, id: NodeId, scoring: Scoring) -> i16 {
        self.terminal_value(id, scoring)
            .unwrap_or(self.state_evaluation[self.state_id(id)])
    }

    /// The node's value under plain minimax over this tree.
    pub fn minimax_value(&self, id: NodeId, scoring: Scoring) -> i16 {
        if self.grown.is_some() {
            // Every node its own state, valued as it plays (a grown tree scores plainly).
            let column = self
                .grown_minimax
                .get_or_init(|| minimax_column(self, None));
            return column[id as usize];
        }
        self.minimax_value[self.scoring_index(scoring)][self.state_id(id)]
    }

    /// Gives back the room the columns hold beyond their nodes.
    fn shrink_to_fit(&mut self) {
        self.parent.shrink_to_fit();
        self.kinds.shrink_to_fit();
        self.first_child.shrink_to_fit();
        self.child_count.shrink_to_fit();
        self.depth.shrink_to_fit();
        self.last_move.shrink_to_fit();
        self.state.shrink_to_fit();
        self.state_keys.shrink_to_fit();
        self.state_max.shrink_to_fit();
        self.state_horizon.shrink_to_fit();
        self.state_evaluation.shrink_to_fit();
        self.terminal_value[0].shrink_to_fit();
        self.minimax_value[0].shrink_to_fit();
    }

    /// Bytes held by the tree's columns (the lazily made position ids aside).
    pub fn memory_bytes(&self) -> usize {
        fn bytes<T>(column: &Vec<T>) -> usize {
            column.capacity() * size_of::<T>()
        }
        let hidden = self.grown.as_ref().map_or(0, |hidden| hidden.bytes());
        let shape = self.shape.as_ref().map_or(0, shape::GrownShape::bytes);
        let entered = self.entered.as_ref().map_or(0, |marks| marks.bytes());
        shape
            + entered
            + bytes(&self.parent)
            + bytes(&self.first_child)
            + bytes(&self.child_count)
            + self.depth.bytes()
            + bytes(&self.last_move)
            + bytes(&self.state)
            + bytes(&self.state_keys)
            + bytes(&self.state_max)
            + bytes(&self.state_horizon)
            + bytes(&self.state_evaluation)
            + bytes(&self.state_subtree)
            + self.terminal_value.iter().map(bytes).sum::<usize>()
            + bytes(&self.kinds)
            + self.minimax_value.iter().map(bytes).sum::<usize>()
            + self.grown_minimax.get().map_or(0, bytes)
            + hidden
    }

    /// The deepest depth in the tree.
    pub fn max_depth(&self) -> usize {
        self.depth_start.len() - 1
    }

    /// The ids below which every node at `depth` or above lies: in breadth-first order,
    /// exactly those nodes; in a grown tree, whose ids are not, all of them.
    pub fn nodes_through_depth(&self, depth: usize) -> usize {
        if self.is_grown() {
            return self.len();
        }
        self.nodes_at_depth(depth.min(self.max_depth())).end as usize
    }

    /// The ids of the nodes at `depth`, in breadth-first order.
    pub fn nodes_at_depth(&self, depth: usize) -> Range<NodeId> {
        let Some(&start) = self.depth_start.get(depth) else {
            return 0..0;
        };
        let end = self
            .depth_start
            .get(depth + 1)
            .copied()
            .unwrap_or(self.len() as NodeId);
        start..end
    }
}

/// The value a node takes from its children's: the highest at a max node, else the lowest.
fn minimax_of(children: impl Iterator<Item = i16>, max_node: bool) -> i16 {
    let best = if max_node {
        children.max()
    } else {
        children.min()
    };
    best.unwrap_or(0)
}
