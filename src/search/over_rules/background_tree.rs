//! A growing tree on the other core: the search tells it what it touched, in batches, and
//! goes on while the tree appends the nodes, values its leaves and counts below the
//! children left unentered. Ids are handed out in the order the tree appends nodes, so
//! the search knows each block's first id without waiting.

use super::touches::Touches;
use crate::game::{Game, Scoring};
use crate::handoff::{Batch, Handoff, handoff};
use crate::search::ChildOrder;
use crate::tree::{GrowingTree, NodeId};

/// Touches a batch holds before it is sent: a node's children never split from it.
const BATCH_TOUCHES: usize = 1 << 14;

/// What the search did to a node, as the [`Touches`] observer sees it. A leaf or a child left
/// unentered comes without its position: the tree's side has it from the node's parent.
enum Touch {
    /// It entered the node and searched this many children, the next ones in the batch's
    /// children.
    Expand {
        node: NodeId,
        children: u8,
    },
    Leaf(NodeId, u16),
    Unentered(NodeId, u16),
}

/// Touches in order, and the children of each expanded node after one another.
struct Touched<P> {
    touches: Vec<Touch>,
    children: Vec<(u8, P)>,
}

impl<P: Copy + Send> Batch for Touched<P> {
    fn new() -> Touched<P> {
        Touched {
            touches: Vec::with_capacity(BATCH_TOUCHES),
            children: Vec::with_capacity(BATCH_TOUCHES),
        }
    }

    fn is_full(&self) -> bool {
        self.touches.len() >= BATCH_TOUCHES
    }

    fn clear(&mut self) {
        self.touches.clear();
        self.children.clear();
    }
}

impl<P: Copy> Touched<P> {
    /// Hands `tree` every touch, in order, finding each touched node's position on the
    /// search's path.
    fn apply_to<G: Game<Position = P>>(&self, tree: &mut GrowingTree<G>, path: &mut Path<P>) {
        let mut first_child = 0;
        for touch in &self.touches {
            match *touch {
                Touch::Expand { node, children } => {
                    let these = first_child..first_child + usize::from(children);
                    first_child = these.end;
                    let these = &self.children[these];
                    path.leave_for(node, tree);
                    let first =
                        tree.expand(node, these.iter().map(|(mv, position)| (*mv, position)));
                    path.enter(node, first, these.iter().map(|(_, position)| *position));
                }
                Touch::Leaf(node, plies) => {
                    let position = path.position(node, tree);
                    tree.settle_leaf(node, &position, plies)
                }
                Touch::Unentered(node, plies) => {
                    let position = path.position(node, tree);
                    tree.leave_unentered(node, &position, plies)
                }
            }
        }
    }
}

/// The positions of the children of the nodes on the search's path, each node's after
/// its parent's: every node the search touches is one of them. (It enters each node once,
/// so a node it has left never comes back.) A node left has had every child touched: its
/// children's values stand, and they may be ranked in evaluation order.
struct Path<P> {
    /// Per node on the path, the node, its first child's id and where its children start
    /// below.
    blocks: Vec<(Option<NodeId>, NodeId, usize)>,
    positions: Vec<P>,
    /// Whether children are ranked in evaluation order, for a recorder that sorts by it.
    ranks: bool,
    /// The children of the node left, put in that order (its room kept from node to node).
    ordered: Vec<NodeId>,
}

impl<P: Copy> Path<P> {
    /// The path at the root, the root's position its only one.
    fn at(root: NodeId, position: P, ranks: bool) -> Path<P> {
        Path {
            blocks: vec![(None, root, 0)],
            positions: vec![position],
            ranks,
            ordered: Vec::new(),
        }
    }

    /// Leaves the nodes below the one whose child `node` is: the search has come back.
    fn leave_for<G: Game<Position = P>>(&mut self, node: NodeId, tree: &mut GrowingTree<G>) {
        while let Some(&(parent, first, start)) = self.blocks.last() {
            let count = self.positions.len() - start;
            if node >= first && ((node - first) as usize) < count {
                return;
            }
            self.leave(parent, tree, start);
        }
    }

    /// Leaves every node: the search has ended.
    fn leave_all<G: Game<Position = P>>(&mut self, tree: &mut GrowingTree<G>) {
        while let Some(&(parent, _, start)) = self.blocks.last() {
            self.leave(parent, tree, start);
        }
    }

    fn leave<G: Game<Position = P>>(
        &mut self,
        parent: Option<NodeId>,
        tree: &mut GrowingTree<G>,
        start: usize,
    ) {
        self.blocks.pop();
        self.positions.truncate(start);
        if let Some(parent) = parent.filter(|_| self.ranks) {
            let grown = tree.grown();
            self.ordered.clear();
            self.ordered.extend(grown.children(parent));
            ChildOrder::Evaluation.arrange(
                &mut self.ordered,
                (grown.is_max_node(parent), 0),
                |&child| grown.static_value(child, Scoring::Plain),
                |_| false,
                |_| 0,
            );
            tree.set_evaluation_ranks(&self.ordered);
        }
    }

    /// The search enters `node`, whose children, from `first` on, stand at `positions`.
    fn enter(&mut self, node: NodeId, first: NodeId, positions: impl Iterator<Item = P>) {
        self.blocks.push((Some(node), first, self.positions.len()));
        self.positions.extend(positions);
    }

    /// The position of `node`, a child of a node on the path.
    fn position<G: Game<Position = P>>(&mut self, node: NodeId, tree: &mut GrowingTree<G>) -> P {
        self.leave_for(node, tree);
        let &(_, first, start) = self.blocks.last().expect("a node the search touched");
        self.positions[start + (node - first) as usize]
    }
}

/// The search's side: the next id, and the touches handed to the tree.
pub(super) struct Beside<P: Copy + Send> {
    next_id: usize,
    max_nodes: usize,
    handoff: Handoff<Touched<P>>,
}

/// Runs `search` with a [`Touches`] that grows `tree` on another core, and returns what
/// it found once the tree has taken in every touch (each node's children ranked in
/// evaluation order if `ranks`). Only for a search that enters each node once: the search
/// cannot ask the tree for children it grew before.
pub(super) fn grow_on_background_thread<G: Game, R>(
    tree: &mut GrowingTree<G>,
    ranks: bool,
    search: impl FnOnce(&mut Beside<G::Position>) -> R,
) -> R {
    let (handoff, taker) = handoff::<Touched<G::Position>>();
    let (next_id, max_nodes) = tree.len_and_limit();
    std::thread::scope(|scope| {
        let growing = std::thread::Builder::new().name("tree".into());
        let mut path = Path::at(tree.root(), tree.root_position(), ranks);
        let grows = move || {
            taker.take_each(|touched| touched.apply_to(tree, &mut path));
            path.leave_all(tree);
        };
        growing
            .spawn_scoped(scope, grows)
            .expect("a thread to grow the tree");
        // Made here, so that a search that panics drops it and the tree's side ends.
        let mut beside = Beside {
            next_id,
            max_nodes,
            handoff,
        };
        let found = search(&mut beside);
        // The scope waits for the tree to take in the last batch.
        beside.handoff.close();
        found
    })
}

impl<P: Copy + Send> Beside<P> {
    fn push(&mut self, touch: Touch) {
        self.handoff.batch().touches.push(touch);
        self.handoff.sent_if_full();
    }
}

impl<P: Copy + Send> Touches<P> for Beside<P> {
    fn expand<'p>(&mut self, node: u32, children: impl ExactSizeIterator<Item = (u8, &'p P)>) -> u32
    where
        P: 'p,
    {
        let first = self.next_id as NodeId;
        let count = children.len();
        self.next_id += count;
        let batch = self.handoff.batch();
        batch
            .children
            .extend(children.map(|(mv, position)| (mv, *position)));
        self.push(Touch::Expand {
            node,
            children: count as u8,
        });
        first
    }

    fn settle_leaf(&mut self, node: u32, _: &P, plies_left: u16) {
        self.push(Touch::Leaf(node, plies_left));
    }

    fn leave_unentered(&mut self, node: u32, _: &P, plies_left: u16) {
        self.push(Touch::Unentered(node, plies_left));
    }

    fn is_full(&self) -> bool {
        self.next_id >= self.max_nodes
    }
}

/// `game` grown `plies` deep by alpha-beta under `rules`, the tree on another core or in
/// the search's own, with at most `limit` nodes: the root's value, if the search ended,
/// and the tree (an outgrown one kept). For the tests of what reads a grown tree.
#[cfg(test)]
pub(in crate::search) fn grown_kalah(
    (game, beside): (crate::game::Kalah, bool),
    (plies, order, rules): (u16, ChildOrder, super::AlphaBetaRules),
    limit: usize,
) -> (Option<i16>, crate::tree::Tree) {
    use super::search_over_rules;
    use crate::tree::{BuildWatch, HiddenCounting};
    let view: std::sync::Arc<dyn crate::game::GameView> = std::sync::Arc::new(game);
    let counting = HiddenCounting::default();
    let mut tree =
        GrowingTree::new(game, view, "", Some(plies), counting, limit).expect("a small search");
    let start = ((tree.root_position(), tree.root(), rules), 0);
    let depth = Some(plies);
    let found = match beside {
        true => grow_on_background_thread(&mut tree, order.uses_evaluation(), |touches| {
            search_over_rules(&game, start, depth, order, &mut |_| {}, touches, None)
        }),
        false => search_over_rules(&game, start, depth, order, &mut |_| {}, &mut tree, None),
    };
    let (mut quiet, never) = (|_: f32| {}, std::sync::atomic::AtomicBool::new(false));
    let mut watch = BuildWatch::new(&mut quiet, &never).keeping_outgrown();
    let tree = tree.finish(&mut watch).expect("kept");
    (found.map(|found| found.value), tree)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::super::AlphaBetaRules;
    use super::*;
    use crate::game::{GameView, Kalah, Scoring};
    use crate::search::{ChildOrder, TableKind};
    use crate::tree::{HiddenCounting, Tree};

    /// Kalah(4,3) grown as [`grown_kalah`] grows it.
    fn grown(
        beside: bool,
        search: (u16, ChildOrder, AlphaBetaRules),
        limit: usize,
    ) -> (Option<i16>, Tree) {
        grown_kalah((Kalah::new(4, 3), beside), search, limit)
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

    #[test]
    fn children_ranked_beside_the_search_come_in_the_order_a_sort_gives_until_it_grows_again() {
        let by_evaluation = |tree: &Tree, node: NodeId| {
            let mut sorted: Vec<NodeId> = tree.children(node).collect();
            let max_node = tree.is_max_node(node);
            let value = |&child: &NodeId| tree.static_value(child, Scoring::Plain);
            ChildOrder::Evaluation.arrange(&mut sorted, (max_node, 0), value, |_| false, |_| 0);
            sorted
        };
        let searches = [
            (9, ChildOrder::Evaluation),
            (9, ChildOrder::EvaluationThenStore { plies: 3 }),
            (9, ChildOrder::Natural),
        ];
        for (plies, order) in searches {
            // Whole, and stopped where it outgrows a small limit.
            for limit in [1 << 22, 2_000] {
                let search = (plies, order, AlphaBetaRules::default());
                let (_, tree) = grown(true, search, limit);
                let expanded = (0..tree.len() as NodeId).filter(|&node| tree.child_count(node) > 0);
                for node in expanded {
                    let mut ranked = Vec::new();
                    let is_ranked = tree.in_evaluation_order(tree.children(node), &mut ranked);
                    assert_eq!(
                        is_ranked,
                        order.uses_evaluation(),
                        "{order:?}, {limit}, {node}"
                    );
                    if is_ranked {
                        assert_eq!(ranked, by_evaluation(&tree, node), "{order:?}, {limit}");
                    }
                }
                let resumed = GrowingTree::resume(Kalah::new(4, 3), tree, limit).expect("grown");
                let tree = resumed.grown();
                let mut ranked = Vec::new();
                let mut expanded =
                    (0..tree.len() as NodeId).filter(|&node| tree.child_count(node) > 0);
                assert!(
                    expanded
                        .all(|node| !tree.in_evaluation_order(tree.children(node), &mut ranked))
                );
            }
        }
    }

    #[test]
    fn a_search_that_panics_ends_the_tree_s_side_and_the_panic_goes_on() {
        let game = Kalah::new(4, 3);
        let view: Arc<dyn GameView> = Arc::new(game);
        let counting = HiddenCounting::default();
        let mut tree =
            GrowingTree::new(game, view, "", Some(4), counting, 1 << 20).expect("a small search");
        let (root, position) = (tree.root(), tree.root_position());
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            grow_on_background_thread(&mut tree, false, |touches| {
                touches.settle_leaf(root, &position, 4);
                panic!("a search that fails");
            })
        }));
        assert!(panicked.is_err());
    }
}
