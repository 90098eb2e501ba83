//! Trees already built, reused while searches stay inside them.

use std::sync::Arc;

use crate::tree::{BuildWatch, NodeId, Tree, TreeError};

/// What names a game to the cache: it tells its own trees and builds new ones (the layer
/// above game and tree implements it for its game specs).
pub trait TreeSource: Copy {
    /// Whether `tree` is a tree of this game.
    fn is_game_of(self, tree: &Tree) -> bool;
    /// The tree holding the position `root_moves` reaches, down to `depth` plies when
    /// given, and that node.
    fn build(
        self,
        root_moves: &str,
        depth: Option<u16>,
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError>;
}

/// How many trees are kept: the player's and a notebook cell's, say.
const KEPT: usize = 2;

/// The trees built lately, newest first.
#[derive(Default, Clone)]
pub struct Trees {
    recent: Vec<Arc<Tree>>,
}

impl Trees {
    /// A tree holding the complete subtree of the position `root_moves` reaches, and that
    /// node: a kept tree when one has it, else a new one.
    pub fn get(
        &mut self,
        game: impl TreeSource,
        root_moves: &str,
    ) -> Result<(Arc<Tree>, NodeId), TreeError> {
        self.get_to_depth(game, root_moves, None)
    }

    /// As [`Trees::get`], the tree stopping `depth` plies below the root when given.
    pub fn get_to_depth(
        &mut self,
        game: impl TreeSource,
        root_moves: &str,
        depth: Option<u16>,
    ) -> Result<(Arc<Tree>, NodeId), TreeError> {
        self.get_watched(game, root_moves, depth, &mut BuildWatch::default())
    }

    /// As [`Trees::get_to_depth`], a tree built anew telling `watch` how far it has got.
    pub fn get_watched(
        &mut self,
        game: impl TreeSource,
        root_moves: &str,
        depth: Option<u16>,
        watch: &mut BuildWatch,
    ) -> Result<(Arc<Tree>, NodeId), TreeError> {
        let limit = depth.map(usize::from);
        for tree in &self.recent {
            if !game.is_game_of(tree) || tree.depth_limit() != limit {
                continue;
            }
            // Under a limit the horizon is the root's: only the same root will do.
            if let Ok(node) = tree.find_by_notation(root_moves)
                && tree.is_complete(node)
                && (limit.is_none() || node == tree.base())
            {
                return Ok((Arc::clone(tree), node));
            }
        }
        let (tree, node) = game.build(root_moves, depth, watch)?;
        let tree = Arc::new(tree);
        self.keep(Arc::clone(&tree));
        Ok((tree, node))
    }

    /// Keeps a tree built elsewhere (e.g. on a recording thread). A grown tree is not
    /// kept: it holds one search's nodes, which no other search can reuse.
    pub fn keep(&mut self, tree: Arc<Tree>) {
        if tree.is_grown() {
            return;
        }
        self.recent.retain(|kept| !Arc::ptr_eq(kept, &tree));
        self.recent.insert(0, tree);
        self.recent.truncate(KEPT);
    }
}
