//! The position a game has reached, as the rules see it: whose turn, which moves, whether
//! it is over and how it ended. Built from the moves, through the same tree builder the
//! search uses, one ply deep, so that it knows nothing of which game it is.

use crate::game::{GameView, LastMove, Picture, PositionKey, Scoring, Side};
use crate::setup::GameSpec;
use crate::tree::{NodeId, Tree, TreeError};

/// A position reached by a line of moves from the start.
pub struct Position {
    /// The moves' chain and one ply below the position.
    tree: Tree,
    node: NodeId,
}

impl Position {
    /// The position `moves` (move codes) reach from the start of `game`.
    pub fn reach(game: GameSpec, moves: &[u8]) -> Result<Position, TreeError> {
        let view = game.view();
        let (tree, node) = game.tree_to_depth(&notation(view.as_ref(), moves), Some(1))?;
        Ok(Position { tree, node })
    }

    pub fn view(&self) -> &dyn GameView {
        self.tree.view()
    }

    pub fn key(&self) -> PositionKey {
        self.tree.position_key(self.node)
    }

    pub fn side_to_move(&self) -> Side {
        if self.tree.is_max_node(self.node) {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The legal moves in the game's natural order; none once the game is over.
    pub fn legal_moves(&self) -> Vec<u8> {
        self.tree
            .children(self.node)
            .filter_map(|child| self.tree.last_move(child))
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.tree.is_terminal(self.node)
    }

    /// The finished game's value (first player's view).
    pub fn final_value(&self) -> Option<i16> {
        self.is_over()
            .then(|| self.tree.terminal_value(self.node, Scoring::Plain))
            .flatten()
    }

    pub fn picture(&self) -> Picture {
        let last_move: Option<LastMove> = self.tree.last_move_by(self.node);
        self.view().picture(self.key(), last_move)
    }
}

/// Moves in the game's notation, comma-separated, as roots are written.
pub fn notation(view: &dyn GameView, moves: &[u8]) -> String {
    let names: Vec<String> = moves.iter().map(|&mv| view.format_move(mv)).collect();
    names.join(",")
}
