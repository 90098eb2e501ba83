//! What lies below a node: its size, its subtree as runs of ids, and, in a grown tree, the real
//! tree's nodes below it (counted, or estimated where the tree was not grown).

use std::ops::Range;

use crate::tree::limits::MAX_GROWN_SUBTREE_COLUMN;
use crate::tree::{HiddenNodes, NodeId, Tree};

/// The runs of ids of a subtree down to a depth: see [`Tree::subtree_levels`].
pub struct SubtreeRuns<'a> {
    tree: &'a Tree,
    last_depth: usize,
    /// A built tree: the next level and its depth.
    level: (Range<NodeId>, usize),
    /// A grown tree: the nodes still to yield.
    below: Vec<NodeId>,
}

impl Iterator for SubtreeRuns<'_> {
    type Item = Range<NodeId>;

    fn next(&mut self) -> Option<Range<NodeId>> {
        let tree = self.tree;
        if tree.is_grown() {
            let node = self.below.pop()?;
            if tree.depth(node) < self.last_depth {
                self.below.extend(tree.children(node));
            }
            return Some(node..node + 1);
        }
        let (level, depth) = self.level.clone();
        if level.is_empty() || depth > self.last_depth {
            return None;
        }
        self.level = (tree.children_of_run(level.clone()), depth + 1);
        Some(level)
    }
}

impl Tree {
    /// Nodes in the subtree rooted here, the node included (in this tree: an ancestor on
    /// the chain has only the chain below it).
    pub fn subtree_size(&self, id: NodeId) -> u32 {
        if id < self.base {
            return self.len() as u32 - id;
        }
        if self.grown.is_some() {
            // Every node after the base is below it, and a cut child's subtree is most often
            // the child alone.
            if id == self.base {
                return self.len() as u32 - id;
            }
            if !self.has_children(id) {
                return 1;
            }
            if self.len() > MAX_GROWN_SUBTREE_COLUMN {
                let runs = self.subtree_levels(id, usize::MAX);
                return runs.map(|run| run.len() as u32).sum();
            }
            let sizes = self
                .grown_subtrees
                .get_or_init(|| self.grown_subtree_sizes());
            return sizes[(id - self.base) as usize];
        }
        self.state_subtree[self.state_id(id)]
    }

    /// Every node's subtree size from the base on, from the last node up: a grown node's
    /// children come after it.
    fn grown_subtree_sizes(&self) -> Vec<u32> {
        let base = self.base as usize;
        let mut sizes = vec![1u32; self.len() - base];
        for id in (base..self.len()).rev() {
            let children = self.children(id as NodeId);
            let below: u32 = children.map(|child| sizes[child as usize - base]).sum();
            sizes[id - base] += below;
        }
        sizes
    }

    /// In a grown tree, the nodes of the real tree below the node, itself included (down
    /// to the horizon): counted, or estimated for an unexpanded node far above it; below an
    /// expanded node, its nodes in the tree and the real trees below their unexpanded ones.
    pub fn hidden_nodes(&self, id: NodeId) -> Option<HiddenNodes> {
        self.hidden_nodes_to(id, usize::MAX)
    }

    /// As [`Tree::hidden_nodes`] down to `last_depth` only (an earlier iteration's
    /// horizon): below an unexpanded node above it, the mean of its kind with as many plies
    /// left, an estimate.
    pub fn hidden_nodes_to(&self, id: NodeId, last_depth: usize) -> Option<HiddenNodes> {
        let hidden = self.grown.as_ref()?;
        // A tree to the ends of games has no horizon to stop above.
        let last_depth = self.depth_limit.map_or(usize::MAX, |_| last_depth);
        let shallower = last_depth < hidden.horizon_depth();
        let below_one = |node: NodeId| {
            let depth = self.depth(node);
            if depth >= last_depth || !self.is_unexpanded(node) {
                HiddenNodes {
                    nodes: 1.0,
                    estimated: false,
                }
            } else if shallower {
                HiddenNodes {
                    nodes: hidden.mean_to(depth, last_depth - depth),
                    estimated: true,
                }
            } else {
                hidden.nodes(self, node)
            }
        };
        // Most cut children have nothing below them in the tree: no walk.
        if !self.has_children(id) {
            return Some(below_one(id));
        }
        let mut below = HiddenNodes {
            nodes: 0.0,
            estimated: false,
        };
        // A grown tree's subtree comes node by node.
        for node in self.subtree_levels(id, last_depth).flatten() {
            let one = below_one(node);
            below.nodes += one.nodes;
            below.estimated |= one.estimated;
        }
        Some(below)
    }

    /// The subtree of `id` down to `last_depth` as runs of consecutive ids: a level at a
    /// time in a built tree (breadth-first ids keep each level of a subtree one run); node
    /// by node in a grown one, whose ids are in the order the search met them.
    pub fn subtree_levels(&self, id: NodeId, last_depth: usize) -> SubtreeRuns<'_> {
        let depth = self.depth(id);
        SubtreeRuns {
            tree: self,
            last_depth,
            level: (id..id + 1, depth),
            below: match self.is_grown() {
                true => vec![id],
                false => Vec::new(),
            },
        }
    }

    /// The children of a run of consecutive nodes of one level: one run too. Every node's
    /// children start where the previous node's end, so the run's are found in O(1).
    fn children_of_run(&self, run: Range<NodeId>) -> Range<NodeId> {
        self.children(run.start).start..self.children(run.end - 1).end
    }
}
