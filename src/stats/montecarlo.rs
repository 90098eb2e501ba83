//! The move each search chooses from one root — alpha-beta from the tree, primitive Monte
//! Carlo and MCTS from their playouts — held against the exact values where known.

use serde::Serialize;

use crate::search::montecarlo::{PrimitiveMonteCarlo, TreeSearch};
use crate::search::{self, Mode};
use crate::tree::{NodeId, Tree};

/// Which search chose.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChoiceSearch {
    /// The tree's search in this mode.
    Search(Mode),
    Pmc {
        playouts: u32,
    },
    Mcts {
        iterations: u32,
    },
}

/// One search's choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub search: ChoiceSearch,
    pub chosen: u8,
    /// The chosen move's minimax value (first player's view), where the tree is complete.
    pub exact_value: Option<i16>,
    /// The root's minimax value, the best a move can have, where the tree is complete.
    pub best_value: Option<i16>,
    /// Nodes calculated (the tree's search), playouts played (primitive Monte Carlo), nodes
    /// of the grown tree (MCTS).
    pub touched: u64,
}

/// The tree's search from `root` in `mode`, and the Monte Carlo results given, each as the
/// move it chooses; `None` when the game is over at the root.
pub fn choices(
    tree: &Tree,
    root: NodeId,
    mode: Mode,
    pmc: Option<(&PrimitiveMonteCarlo, u32)>,
    mcts: Option<(&TreeSearch, u32)>,
) -> Option<Vec<Choice>> {
    let complete = tree.depth_limit().is_none();
    let exact = |mv: u8| {
        tree.children(root)
            .find(|&child| tree.last_move(child) == Some(mv))
            .filter(|_| complete)
            .map(|child| tree.minimax_value(child, mode.scoring()))
    };
    let best_value = complete.then(|| tree.minimax_value(root, mode.scoring()));
    let trace = search::record(tree, root, mode);
    let searched = trace
        .principal_variation(tree)
        .first()
        .and_then(|&child| tree.last_move(child))?;
    let choice = |search: ChoiceSearch, chosen: u8, touched: u64| Choice {
        search,
        chosen,
        exact_value: exact(chosen),
        best_value,
        touched,
    };
    let mut rows = vec![choice(
        ChoiceSearch::Search(mode),
        searched,
        trace.summary().calculated as u64,
    )];
    if let Some((result, playouts)) = pmc {
        rows.push(choice(
            ChoiceSearch::Pmc { playouts },
            result.moves[result.chosen].mv,
            playouts as u64 * result.moves.len() as u64,
        ));
    }
    if let Some((result, iterations)) = mcts {
        rows.push(choice(
            ChoiceSearch::Mcts { iterations },
            result.children[result.chosen].mv,
            result.nodes as u64,
        ));
    }
    Some(rows)
}
