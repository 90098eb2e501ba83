//! The observer of a search over the rules touching its nodes: a tree it grows, or nothing.

use crate::game::Game;
use crate::tree::GrowingTree;

/// The observer of a search touching its nodes: a tree it grows, or nothing (`()`).
pub(super) trait Touches<P> {
    /// The search enters `node` and searches its children (natural order, with their
    /// moves): the id of the first.
    fn expand<'p>(
        &mut self,
        node: u32,
        children: impl ExactSizeIterator<Item = (u8, &'p P)>,
    ) -> u32
    where
        P: 'p;
    /// The search entered `node`, a leaf of its search.
    fn settle_leaf(&mut self, node: u32, position: &P, plies_left: u16);
    /// A cut skipped the child `node`.
    fn leave_unentered(&mut self, node: u32, position: &P, plies_left: u16);
    /// Whether it can take no more nodes.
    fn is_full(&self) -> bool;
}

impl<P> Touches<P> for () {
    fn expand<'p>(&mut self, _: u32, _: impl ExactSizeIterator<Item = (u8, &'p P)>) -> u32
    where
        P: 'p,
    {
        0
    }

    fn settle_leaf(&mut self, _: u32, _: &P, _: u16) {}

    fn leave_unentered(&mut self, _: u32, _: &P, _: u16) {}

    fn is_full(&self) -> bool {
        false
    }
}

impl<G: Game> Touches<G::Position> for GrowingTree<G> {
    fn expand<'p>(
        &mut self,
        node: u32,
        children: impl ExactSizeIterator<Item = (u8, &'p G::Position)>,
    ) -> u32
    where
        G::Position: 'p,
    {
        GrowingTree::expand(self, node, children)
    }

    fn settle_leaf(&mut self, node: u32, position: &G::Position, plies_left: u16) {
        GrowingTree::settle_leaf(self, node, position, plies_left)
    }

    fn leave_unentered(&mut self, node: u32, position: &G::Position, plies_left: u16) {
        GrowingTree::leave_unentered(self, node, position, plies_left)
    }

    fn is_full(&self) -> bool {
        GrowingTree::is_full(self)
    }
}
