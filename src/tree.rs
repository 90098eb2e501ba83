//! The complete game tree as a flat arena: ids in breadth-first order, one entry per
//! node in each column, no heap object per node.

use std::ops::Range;
use std::sync::Arc;

use crate::game::{BoardView, Game, Scoring, Side, TicTacToe};

/// The index of a node in the arena; the root is 0.
pub type NodeId = u32;

const NO_PARENT: NodeId = NodeId::MAX;
const NO_MOVE: u8 = u8::MAX;
const NOT_TERMINAL: i8 = i8::MIN;
const UNSET_KEY: u32 = u32::MAX;

/// Why a move path does not name a node.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    #[error("move {number} ({mv}): {reason}")]
    BadMove {
        number: usize,
        mv: String,
        reason: String,
    },
    #[error("move {number} ({mv}): that cell is already taken")]
    Occupied { number: usize, mv: String },
    #[error("move {number} ({mv}): the game is already over")]
    GameOver { number: usize, mv: String },
}

/// The full game tree of one game.
pub struct Tree {
    view: Arc<dyn BoardView>,
    parent: Vec<NodeId>,
    first_child: Vec<NodeId>,
    child_count: Vec<u8>,
    depth: Vec<u8>,
    last_move: Vec<u8>,
    key: Vec<u32>,
    canonical_key: Vec<u32>,
    max_node: Vec<bool>,
    /// Indexed by `Scoring as usize`.
    terminal_value: [Vec<i8>; 2],
    minimax_value: [Vec<i8>; 2],
    subtree_size: Vec<u32>,
    depth_start: Vec<NodeId>,
}

fn scoring_index(scoring: Scoring) -> usize {
    match scoring {
        Scoring::Plain => 0,
        Scoring::ShortestVictory => 1,
    }
}

impl Tree {
    /// The complete tic-tac-toe tree (549,946 nodes).
    pub fn tic_tac_toe() -> Tree {
        Tree::build(TicTacToe)
    }

    /// Builds the complete tree of `game`, breadth first.
    pub fn build<G: Game + BoardView + Clone + 'static>(game: G) -> Tree {
        let mut tree = Tree {
            view: Arc::new(game.clone()),
            parent: vec![NO_PARENT],
            first_child: Vec::new(),
            child_count: Vec::new(),
            depth: vec![0],
            last_move: vec![NO_MOVE],
            key: Vec::new(),
            canonical_key: Vec::new(),
            max_node: Vec::new(),
            terminal_value: [Vec::new(), Vec::new()],
            minimax_value: [Vec::new(), Vec::new()],
            subtree_size: Vec::new(),
            depth_start: vec![0],
        };
        let mut canonical_by_key = vec![UNSET_KEY; tree.view.key_space()];
        let mut positions = vec![game.initial()];
        let mut moves = Vec::with_capacity(16);
        let mut id = 0;
        while id < positions.len() {
            let position = positions[id];
            let key = game.key(&position);
            if canonical_by_key[key as usize] == UNSET_KEY {
                canonical_by_key[key as usize] = game.canonical_key(&position);
            }
            tree.key.push(key);
            tree.canonical_key.push(canonical_by_key[key as usize]);
            tree.max_node
                .push(game.side_to_move(&position) == Side::First);
            let plies = tree.depth[id];
            let outcome = game.outcome(&position);
            for scoring in [Scoring::Plain, Scoring::ShortestVictory] {
                let value = outcome.map_or(NOT_TERMINAL, |outcome| {
                    game.terminal_value(outcome, plies, scoring)
                });
                tree.terminal_value[scoring_index(scoring)].push(value);
            }
            game.legal_moves(&position, &mut moves);
            tree.first_child.push(positions.len() as NodeId);
            tree.child_count.push(moves.len() as u8);
            for &mv in &moves {
                positions.push(game.play(&position, mv));
                tree.parent.push(id as NodeId);
                tree.depth.push(plies + 1);
                tree.last_move.push(mv);
            }
            id += 1;
        }
        // Breadth-first ids keep depths sorted: a level starts where the depth changes.
        tree.depth_start.extend(
            (1..tree.len())
                .filter(|&id| tree.depth[id] != tree.depth[id - 1])
                .map(|id| id as NodeId),
        );
        tree.compute_subtree_sizes();
        tree.compute_minimax_values();
        tree
    }

    fn compute_subtree_sizes(&mut self) {
        self.subtree_size = vec![1; self.len()];
        // Children have larger ids than their parent, so one backward sweep suffices.
        for id in (1..self.len()).rev() {
            let parent = self.parent[id] as usize;
            self.subtree_size[parent] += self.subtree_size[id];
        }
    }

    fn compute_minimax_values(&mut self) {
        for scoring in [Scoring::Plain, Scoring::ShortestVictory] {
            let index = scoring_index(scoring);
            let mut values = self.terminal_value[index].clone();
            for id in (0..self.len()).rev() {
                if values[id] != NOT_TERMINAL {
                    continue;
                }
                let children = self.children(id as NodeId);
                let child_values = children.map(|child| values[child as usize]);
                values[id] = if self.max_node[id] {
                    child_values.max().unwrap_or(0)
                } else {
                    child_values.min().unwrap_or(0)
                };
            }
            self.minimax_value[index] = values;
        }
    }

    pub fn view(&self) -> &dyn BoardView {
        self.view.as_ref()
    }

    pub fn len(&self) -> usize {
        self.parent.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    pub fn root(&self) -> NodeId {
        0
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent[id as usize];
        (parent != NO_PARENT).then_some(parent)
    }

    /// The children in the game's natural move order.
    pub fn children(&self, id: NodeId) -> Range<NodeId> {
        let first = self.first_child[id as usize];
        first..first + self.child_count[id as usize] as NodeId
    }

    pub fn child_count(&self, id: NodeId) -> usize {
        self.child_count[id as usize] as usize
    }

    pub fn depth(&self, id: NodeId) -> usize {
        self.depth[id as usize] as usize
    }

    /// The move that led to this node; `None` at the root.
    pub fn last_move(&self, id: NodeId) -> Option<u8> {
        let mv = self.last_move[id as usize];
        (mv != NO_MOVE).then_some(mv)
    }

    /// The exact position key.
    pub fn key(&self, id: NodeId) -> u32 {
        self.key[id as usize]
    }

    /// The same key for every symmetric image of the position.
    pub fn canonical_key(&self, id: NodeId) -> u32 {
        self.canonical_key[id as usize]
    }

    pub fn is_max_node(&self, id: NodeId) -> bool {
        self.max_node[id as usize]
    }

    pub fn is_terminal(&self, id: NodeId) -> bool {
        self.terminal_value[0][id as usize] != NOT_TERMINAL
    }

    pub fn terminal_value(&self, id: NodeId, scoring: Scoring) -> Option<i8> {
        let value = self.terminal_value[scoring_index(scoring)][id as usize];
        (value != NOT_TERMINAL).then_some(value)
    }

    /// The exact game value of the node under plain minimax.
    pub fn minimax_value(&self, id: NodeId, scoring: Scoring) -> i8 {
        self.minimax_value[scoring_index(scoring)][id as usize]
    }

    /// Nodes in the subtree rooted here, the node included.
    pub fn subtree_size(&self, id: NodeId) -> u32 {
        self.subtree_size[id as usize]
    }

    /// How deep the tree goes below the root.
    pub fn max_depth(&self) -> usize {
        self.depth_start.len() - 1
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

    /// The node reached by playing `moves` from the root.
    pub fn find_by_moves(&self, moves: &[u8]) -> Result<NodeId, PathError> {
        let mut id = self.root();
        for (index, &mv) in moves.iter().enumerate() {
            let name = || self.view.format_move(mv);
            if self.is_terminal(id) {
                return Err(PathError::GameOver {
                    number: index + 1,
                    mv: name(),
                });
            }
            let cells = self.view.columns() * self.view.rows();
            if mv as usize >= cells {
                let reason = format!("cell {mv} is off the board (0 to {})", cells - 1);
                let number = index + 1;
                return Err(PathError::BadMove {
                    number,
                    mv: mv.to_string(),
                    reason,
                });
            }
            let Some(child) = self
                .children(id)
                .find(|&child| self.last_move(child) == Some(mv))
            else {
                return Err(PathError::Occupied {
                    number: index + 1,
                    mv: name(),
                });
            };
            id = child;
        }
        Ok(id)
    }

    /// Parses a comma-separated move list (e.g. `00,10,20`) and finds its node.
    pub fn find_by_notation(&self, text: &str) -> Result<NodeId, PathError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(self.root());
        }
        let mut moves = Vec::new();
        for (index, part) in text.split(',').enumerate() {
            let mv = self
                .view
                .parse_move(part)
                .map_err(|reason| PathError::BadMove {
                    number: index + 1,
                    mv: part.trim().to_string(),
                    reason,
                })?;
            moves.push(mv);
        }
        self.find_by_moves(&moves)
    }

    /// The moves from the root to this node.
    pub fn moves_to(&self, id: NodeId) -> Vec<u8> {
        let mut moves = Vec::with_capacity(self.depth(id));
        let mut node = id;
        while let Some(parent) = self.parent(node) {
            moves.extend(self.last_move(node));
            node = parent;
        }
        moves.reverse();
        moves
    }

    /// The moves to this node in command-line notation (empty for the root).
    pub fn notation(&self, id: NodeId) -> String {
        let moves: Vec<String> = self
            .moves_to(id)
            .iter()
            .map(|&mv| self.view.format_move(mv))
            .collect();
        moves.join(",")
    }
}
