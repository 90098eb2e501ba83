//! A growing tree on the other core: the search tells it what it touched, in batches, and
//! goes on while the tree appends the nodes, values its leaves and counts below the
//! children left unentered. Ids are handed out in the order the tree appends nodes, so
//! the search knows each block's first id without waiting.

use std::sync::mpsc::{Receiver, SyncSender, channel, sync_channel};

use super::touches::Touches;
use crate::game::Game;
use crate::tree::{GrowingTree, NodeId};

/// Touches a batch holds before it is sent (leaving room for a node's children).
const BATCH_TOUCHES: usize = 1 << 14;

/// Batches sent and not yet taken in, beyond which the search waits for the tree.
const BATCHES_IN_FLIGHT: usize = 4;

/// What the search did to a node, as [`Touches`] hears it.
enum Touch<P> {
    /// It entered the node and searched this many children, the next ones in the batch's
    /// children.
    Expand {
        node: NodeId,
        children: u8,
    },
    Leaf(NodeId, P, u16),
    Unentered(NodeId, P, u16),
}

/// Touches in order, and the children of each expanded node after one another.
struct Batch<P> {
    touches: Vec<Touch<P>>,
    children: Vec<(u8, P)>,
}

impl<P: Copy> Batch<P> {
    fn new() -> Batch<P> {
        Batch {
            touches: Vec::with_capacity(BATCH_TOUCHES),
            children: Vec::with_capacity(BATCH_TOUCHES),
        }
    }

    /// Tells `tree` every touch, in order, and empties.
    fn apply_to<G: Game<Position = P>>(&mut self, tree: &mut GrowingTree<G>) {
        let mut first_child = 0;
        for touch in &self.touches {
            match *touch {
                Touch::Expand { node, children } => {
                    let these = first_child..first_child + usize::from(children);
                    first_child = these.end;
                    let these = self.children[these].iter();
                    tree.expand(node, these.map(|(mv, position)| (*mv, position)));
                }
                Touch::Leaf(node, position, plies) => tree.settle_leaf(node, &position, plies),
                Touch::Unentered(node, position, plies) => {
                    tree.leave_unentered(node, &position, plies)
                }
            }
        }
        self.touches.clear();
        self.children.clear();
    }
}

/// The search's side: the next id, and the batch being filled.
pub(super) struct Beside<P> {
    next_id: usize,
    max_nodes: usize,
    batch: Batch<P>,
    full: SyncSender<Batch<P>>,
    emptied: Receiver<Batch<P>>,
}

impl<P: Copy + Send> Beside<P> {
    /// Sends the batch to the tree, and takes an emptied one back (or a new one).
    fn send(&mut self) {
        let next = self.emptied.try_recv().unwrap_or_else(|_| Batch::new());
        let batch = std::mem::replace(&mut self.batch, next);
        // The tree's side ends only when this one does, or when it panicked: the scope
        // then says so.
        let _ = self.full.send(batch);
    }

    fn push(&mut self, touch: Touch<P>) {
        self.batch.touches.push(touch);
        if self.batch.touches.len() >= BATCH_TOUCHES {
            self.send();
        }
    }
}

/// Runs `search` with a [`Touches`] that grows `tree` on another core, and returns what
/// it found once the tree has taken in every touch. Only for a search that enters each
/// node once: the search cannot ask the tree for children it grew before.
pub(super) fn grow_beside<G: Game, R>(
    tree: &mut GrowingTree<G>,
    search: impl FnOnce(&mut Beside<G::Position>) -> R,
) -> R {
    let (full, to_tree) = sync_channel::<Batch<G::Position>>(BATCHES_IN_FLIGHT);
    let (emptied_by_tree, emptied) = channel();
    let (next_id, max_nodes) = tree.len_and_limit();
    let mut beside = Beside {
        next_id,
        max_nodes,
        batch: Batch::new(),
        full,
        emptied,
    };
    std::thread::scope(|scope| {
        scope.spawn(move || {
            for mut batch in to_tree {
                batch.apply_to(tree);
                // The search may have stopped: an emptied batch is then of no use.
                let _ = emptied_by_tree.send(batch);
            }
        });
        let found = search(&mut beside);
        beside.send();
        // Dropping the sender ends the tree's side once it has taken in every batch.
        drop(beside);
        found
    })
}

impl<P: Copy + Send> Touches<P> for Beside<P> {
    fn expand<'p>(&mut self, node: u32, children: impl ExactSizeIterator<Item = (u8, &'p P)>) -> u32
    where
        P: 'p,
    {
        let first = self.next_id as NodeId;
        let count = children.len();
        self.next_id += count;
        self.batch
            .children
            .extend(children.map(|(mv, position)| (mv, *position)));
        self.push(Touch::Expand {
            node,
            children: count as u8,
        });
        first
    }

    fn settle_leaf(&mut self, node: u32, position: &P, plies_left: u16) {
        self.push(Touch::Leaf(node, *position, plies_left));
    }

    fn leave_unentered(&mut self, node: u32, position: &P, plies_left: u16) {
        self.push(Touch::Unentered(node, *position, plies_left));
    }

    fn is_full(&self) -> bool {
        self.next_id >= self.max_nodes
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    use super::super::{AlphaBetaRules, search_over_rules};
    use super::*;
    use crate::game::{GameView, Kalah, Scoring};
    use crate::search::{ChildOrder, TableKind};
    use crate::tree::{BuildWatch, HiddenCounting, Tree};

    /// Kalah(4,3) grown `plies` deep by alpha-beta under `rules`, the tree on another core
    /// or in the search's own, with at most `limit` nodes: the root's value, if the search
    /// ended, and the tree (an outgrown one kept).
    fn grown(
        beside: bool,
        (plies, order, rules): (u16, ChildOrder, AlphaBetaRules),
        limit: usize,
    ) -> (Option<i16>, Tree) {
        let game = Kalah::new(4, 3);
        let view: Arc<dyn GameView> = Arc::new(game);
        let counting = HiddenCounting::default();
        let mut tree =
            GrowingTree::new(game, view, "", Some(plies), counting, limit).expect("a small search");
        let start = ((tree.root_position(), tree.root(), rules), 0);
        let depth = Some(plies);
        let found = match beside {
            true => grow_beside(&mut tree, |touches| {
                search_over_rules(&game, start, depth, order, &mut |_| {}, touches, None)
            }),
            false => search_over_rules(&game, start, depth, order, &mut |_| {}, &mut tree, None),
        };
        let (mut quiet, never) = (|_: f32| {}, AtomicBool::new(false));
        let mut watch = BuildWatch::new(&mut quiet, &never).keeping_outgrown();
        let tree = tree.finish(&mut watch).expect("kept");
        (found.map(|found| found.value), tree)
    }

    /// What the tree says of a node.
    fn told(tree: &Tree, node: NodeId) -> impl PartialEq + std::fmt::Debug {
        let hidden = tree
            .hidden_nodes(node)
            .map(|below| (below.nodes, below.estimated));
        (
            (tree.parent(node), tree.depth(node), tree.last_move(node)),
            (
                tree.is_max_node(node),
                tree.is_terminal(node),
                tree.is_horizon(node),
            ),
            tree.terminal_value(node, Scoring::Plain),
            (tree.is_unexpanded(node), tree.children(node), hidden),
            tree.static_value(node, Scoring::Plain),
        )
    }

    #[test]
    fn a_tree_grown_beside_the_search_is_the_tree_grown_in_it() {
        let table = AlphaBetaRules {
            table: TableKind::Exact,
            ..AlphaBetaRules::default()
        };
        let searches = [
            (9, ChildOrder::Natural, AlphaBetaRules::default()),
            (9, ChildOrder::Evaluation, AlphaBetaRules::default()),
            (8, ChildOrder::Evaluation, table),
        ];
        for search in searches {
            // Whole, and stopped where it outgrows a small limit.
            for limit in [1 << 22, 2_000] {
                let (in_search, beside) = (grown(false, search, limit), grown(true, search, limit));
                assert_eq!(in_search.0, beside.0, "{search:?}, {limit}");
                assert_eq!(in_search.1.len(), beside.1.len(), "{search:?}, {limit}");
                for node in 0..in_search.1.len() as NodeId {
                    let (expected, found) = (told(&in_search.1, node), told(&beside.1, node));
                    assert_eq!(expected, found, "{search:?}, {limit}, node {node}");
                }
            }
        }
    }
}
