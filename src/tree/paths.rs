//! Move paths: the node a list of moves reaches, and the moves that reach a node.

use super::{NodeId, Tree};
use crate::game::{GameView, IllegalMove, MoveSyntaxError};

/// Why a move path does not name a node; `number` counts the moves from 1, `mv` is the
/// move as written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// The move is not in the game's notation.
    #[error("move {number} ({mv}): {reason}")]
    BadMove {
        number: usize,
        mv: String,
        reason: MoveSyntaxError,
    },
    /// The rules refuse the move.
    #[error("move {number} ({mv}): {reason}")]
    Illegal {
        number: usize,
        mv: String,
        reason: IllegalMove,
    },
    #[error("move {number} ({mv}): the game is already over")]
    GameOver { number: usize, mv: String },
    /// Off the line to the tree's base, or past its depth limit.
    #[error("move {number} ({mv}): not in this tree")]
    NotInTree { number: usize, mv: String },
}

impl Tree {
    /// The node reached by playing `moves` from the first node.
    pub fn find_by_moves(&self, moves: &[u8]) -> Result<NodeId, PathError> {
        let mut id = self.root();
        for (index, &mv) in moves.iter().enumerate() {
            let name = || self.view.format_move(mv);
            if self.is_terminal(id) && !self.is_horizon(id) {
                return Err(PathError::GameOver {
                    number: index + 1,
                    mv: name(),
                });
            }
            let Some(child) = self
                .children(id)
                .find(|&child| self.last_move(child) == Some(mv))
            else {
                let number = index + 1;
                let Some(reason) = self.illegal_reason(id, mv) else {
                    return Err(PathError::NotInTree { number, mv: name() });
                };
                let mv = name();
                return Err(PathError::Illegal { number, mv, reason });
            };
            id = child;
        }
        Ok(id)
    }

    /// Why a move missing below a complete node is illegal (`None` below an ancestor).
    fn illegal_reason(&self, id: NodeId, mv: u8) -> Option<IllegalMove> {
        if !self.is_complete(id) || self.is_horizon(id) {
            return None;
        }
        Some(self.view.why_illegal(self.position_key(id), mv))
    }

    /// Parses a comma-separated move list (e.g. `00,10,20`) and finds its node.
    pub fn find_by_notation(&self, text: &str) -> Result<NodeId, PathError> {
        let moves = parse_notation(self.view(), text)?;
        self.find_by_moves(&moves)
    }

    /// The moves from the first node to this node.
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

    /// The moves to this node in command-line notation (empty for the first node).
    pub fn notation(&self, id: NodeId) -> String {
        let moves: Vec<String> = self
            .moves_to(id)
            .iter()
            .map(|&mv| self.view.format_move(mv))
            .collect();
        moves.join(",")
    }
}

/// A comma-separated move list in the game's notation, as move codes.
pub fn parse_notation(view: &dyn GameView, text: &str) -> Result<Vec<u8>, PathError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .enumerate()
        .map(|(index, part)| {
            view.parse_move(part).map_err(|reason| PathError::BadMove {
                number: index + 1,
                mv: part.trim().to_string(),
                reason,
            })
        })
        .collect()
}
