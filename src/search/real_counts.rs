//! A search over a grown tree holds only what it touched; the real tree's pruned and
//! total counts come from what the tree knows below each cut child (counted near the
//! horizon, estimated above it).

use serde::Serialize;

use super::columns::{Cut, NOT_YET};
use crate::tree::{HiddenNodes, Tree};

/// The real tree's counts at the end of a search over a grown tree.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RealSummary {
    /// Nodes below the cuts, never visited.
    pub pruned: f64,
    /// Calculated and pruned: the nodes of the real tree below the root, to the horizon.
    pub total: f64,
    /// calculated / total, in percent.
    pub ratio: f64,
    /// Whether pruned and total are estimates.
    pub estimated: bool,
    /// Frames that pruned (a cut, or a table hit), counted exactly at any depth.
    pub cuts: u32,
    /// Children those frames left unsearched, each the root of a pruned subtree.
    pub children_cut: u64,
}

/// The pruned count of the real tree after each frame that cut.
pub(super) struct RealCounts {
    /// Each frame that cut, and the real pruned count and the children cut once it has.
    steps: Vec<(u32, f64, u64)>,
    /// The first frame whose count holds an estimate.
    first_estimated: Option<u32>,
}

impl RealCounts {
    /// The counts of the search whose cuts, in order, are `cuts`.
    pub(super) fn new(tree: &Tree, cuts: &[Cut]) -> RealCounts {
        let mut steps: Vec<(u32, f64, u64)> = Vec::new();
        let mut first_estimated = None;
        let mut pruned = 0.0;
        // A cut a re-search lifted (its frame unset) prunes nothing.
        for cut in cuts.iter().filter(|cut| cut.frame_index != NOT_YET) {
            let below = tree.hidden_nodes(cut.node).unwrap_or(HiddenNodes {
                nodes: f64::from(tree.subtree_size(cut.node)),
                estimated: false,
            });
            if below.estimated && first_estimated.is_none() {
                first_estimated = Some(cut.frame_index);
            }
            pruned += below.nodes;
            match steps.last_mut() {
                Some(last) if last.0 == cut.frame_index => {
                    last.1 = pruned;
                    last.2 += 1;
                }
                _ => {
                    let children = steps.last().map_or(0, |last| last.2);
                    steps.push((cut.frame_index, pruned, children + 1));
                }
            }
        }
        RealCounts {
            steps,
            first_estimated,
        }
    }

    /// The frames that cut up to `frame_index`, done: how many, and the children they cut.
    pub(super) fn cuts_at(&self, frame_index: usize) -> (u32, u64) {
        let done = self.done_at(frame_index);
        let children = done.checked_sub(1).map_or(0, |last| self.steps[last].2);
        (done as u32, children)
    }

    /// The steps done once `frame_index` is.
    fn done_at(&self, frame_index: usize) -> usize {
        self.steps
            .partition_point(|&(frame, _, _)| frame as usize <= frame_index)
    }

    /// The real tree's pruned nodes once `frame_index` is done.
    pub(super) fn pruned_at(&self, frame_index: usize) -> HiddenNodes {
        let done = self.done_at(frame_index);
        let nodes = done.checked_sub(1).map_or(0.0, |last| self.steps[last].1);
        let estimated = self
            .first_estimated
            .is_some_and(|first| first as usize <= frame_index);
        HiddenNodes { nodes, estimated }
    }

    /// The figures at the last frame: `settled` nodes calculated in the last pass (with
    /// its cuts, the tree), `calculated` in all of them.
    pub(super) fn summary(&self, settled: u32, calculated: u32) -> RealSummary {
        let pruned = self.pruned_at(usize::MAX);
        let (cuts, children_cut) = self.cuts_at(usize::MAX);
        let total = f64::from(settled) + pruned.nodes;
        RealSummary {
            pruned: pruned.nodes,
            total,
            ratio: 100.0 * f64::from(calculated) / total.max(1.0),
            estimated: pruned.estimated,
            cuts,
            children_cut,
        }
    }
}
