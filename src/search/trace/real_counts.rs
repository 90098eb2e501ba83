//! A search over a grown tree holds only what it touched; the real tree's pruned and
//! total counts come from what the tree knows below each cut child (counted near the
//! horizon, estimated above it).

use serde::Serialize;

use crate::marks::Marks;
use crate::memory::Prefault;
use crate::search::columns::Lift;
use crate::search::cuts::{Cuts, NOT_YET};
use crate::search::recording::Recording;
use crate::tree::{HiddenNodes, NodeId, Tree};

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

/// The real counts once a frame is done (16 bytes: a deep search makes tens of millions).
#[derive(Clone, Copy, Default)]
struct Step {
    frame: u32,
    /// Children the frames of this pass that cut left unsearched (a child a re-search
    /// entered again no more), and in the top bit whether `pruned` is an estimate.
    children_estimated: u32,
    pruned: f64,
}

/// The top bit of a step's children: whether its pruned count is an estimate.
const ESTIMATED: u32 = 1 << 31;

impl Step {
    fn children(&self) -> u32 {
        self.children_estimated & !ESTIMATED
    }

    fn estimated(&self) -> bool {
        self.children_estimated & ESTIMATED != 0
    }
}

/// What changes the counts at a frame, beside the cuts that stand.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Change {
    /// A pass begins, going down to this depth: nothing is pruned yet in it.
    Pass(usize),
    /// A child a re-search entered again is pruned no more.
    Lifted(NodeId),
    /// A child cut at this frame, later lifted.
    CutLater(NodeId),
}

/// One pass (or iteration, or the whole search) as the real counts see it.
struct Pass<'a> {
    first_frame: u32,
    /// The depth it goes down to.
    last_depth: usize,
    /// Its cuts, in order (a lifted one's frame unset).
    cuts: &'a Cuts,
}

/// The pruned count of the real tree after each frame that changes it.
pub(in crate::search) struct RealCounts {
    steps: Vec<Step>,
    /// The steps a cut made (each a frame that cut), by their place in `steps`.
    cut_steps: Marks,
    /// The places of the steps where a later pass began, counting its cuts afresh.
    pass_steps: Vec<u32>,
    /// The depth the pass being counted goes down to.
    last_depth: usize,
    /// Whether the nodes below each cut are counted, or only the cuts (a built tree's
    /// frames count its pruned nodes themselves).
    counts_nodes: bool,
}

impl RealCounts {
    /// The counts of a search whose passes began at the frames given, each with its cuts in
    /// order (a lifted one's frame unset), and whose re-searches made `lifts`.
    /// Each pass goes down to its own depth (an iteration's horizon, else the tree's).
    fn new(tree: &Tree, passes: &[Pass], lifts: &[Lift], counts_nodes: bool) -> RealCounts {
        // The few changes beside the standing cuts, in frame order.
        let mut changes: Vec<(u32, Change)> = passes
            .iter()
            .skip(1)
            .map(|pass| (pass.first_frame, Change::Pass(pass.last_depth)))
            .collect();
        for lift in lifts {
            changes.push((lift.cut_frame, Change::CutLater(lift.node)));
            changes.push((lift.lift_frame, Change::Lifted(lift.node)));
        }
        changes.sort_unstable();
        // Each cut or change makes one step at most: their room, mapped in ahead of them on
        // another core (a deep search has tens of millions).
        let most_steps = passes.iter().map(|pass| pass.cuts.len()).sum::<usize>() + changes.len();
        let last_depth = passes.first().map_or(usize::MAX, |pass| pass.last_depth);
        let mut counts = RealCounts::empty(last_depth, counts_nodes, most_steps);
        let prefault = Prefault::ahead_of(&counts.steps);
        let mut changes = changes.into_iter().peekable();
        // The standing cuts in order, each after the changes at its frame or before.
        for pass in passes {
            for cut in pass.cuts.iter().filter(|cut| cut.frame_index != NOT_YET) {
                let (frame_index, node) = (cut.frame_index, cut.node);
                while let Some((frame, change)) =
                    changes.next_if(|&(frame, _)| frame <= frame_index)
                {
                    counts.change(tree, frame, change);
                }
                counts.cut(tree, frame_index, node);
                if let Some(prefault) = &prefault
                    && counts.steps.len().is_multiple_of(1 << 14)
                {
                    prefault.written(counts.steps.len());
                }
            }
        }
        for (frame, change) in changes {
            counts.change(tree, frame, change);
        }
        // The helper stops before the steps may move.
        drop(prefault);
        counts.done()
    }

    /// No steps yet, room for `room`, counting down to `last_depth` (the nodes below each
    /// cut where `counts_nodes`).
    fn empty(last_depth: usize, counts_nodes: bool, room: usize) -> RealCounts {
        let mut steps = Vec::new();
        // Address space only until written; without it the steps grow as they come.
        let _ = steps.try_reserve_exact(room);
        RealCounts {
            steps,
            cut_steps: Marks::default(),
            pass_steps: Vec::new(),
            last_depth,
            counts_nodes,
        }
    }

    pub(in crate::search) fn done(mut self) -> RealCounts {
        self.steps.shrink_to_fit();
        self.cut_steps.shrink_to_fit();
        self
    }

    /// The counts of a single pass that never re-searches, none yet, its cuts to be given
    /// one by one ([`RealCounts::cut`], at most `most_cuts`) as the search makes them,
    /// then [`RealCounts::done`]: what [`RealCounts::of`] finds from its recording.
    pub(in crate::search) fn counting(tree: &Tree, most_cuts: usize) -> RealCounts {
        RealCounts::empty(usize::MAX, tree.knows_real_counts(), most_cuts)
    }

    /// The counts of `recording`, a search from `root` over `tree`: its passes (or
    /// iterations), each to its own depth, and the cuts its re-searches lifted. Only the
    /// cuts where `counts_nodes` is false: a built tree's frames count its pruned nodes.
    pub(in crate::search) fn of(
        tree: &Tree,
        root: NodeId,
        recording: &Recording,
        counts_nodes: bool,
    ) -> RealCounts {
        // The earlier passes filed their cuts away; the last one's are the recording's.
        let root_depth = tree.depth(root);
        let mut passes: Vec<Pass> = (recording.iterations.iter())
            .map(|iteration| Pass {
                first_frame: iteration.first_frame,
                last_depth: root_depth + iteration.plies,
                cuts: iteration.pruned_at.cuts(),
            })
            .collect();
        match passes.last_mut() {
            Some(last) => last.cuts = &recording.cuts,
            None => passes.push(Pass {
                first_frame: 0,
                last_depth: usize::MAX,
                cuts: &recording.cuts,
            }),
        }
        RealCounts::new(tree, &passes, &recording.lifts, counts_nodes)
    }

    /// The step at `frame`, made from the last one.
    fn step_at(&mut self, frame: u32) -> &mut Step {
        match self.steps.last() {
            Some(step) if step.frame == frame => {}
            last => {
                let from = last.copied().unwrap_or_default();
                self.steps.push(Step { frame, ..from });
            }
        }
        self.steps.last_mut().expect("just made")
    }

    pub(in crate::search) fn cut(&mut self, tree: &Tree, frame: u32, node: NodeId) {
        let below = self.below(tree, node);
        let new_frame = self.steps.last().is_none_or(|last| last.frame != frame);
        let step = self.step_at(frame);
        // Lifts and passes fall on start frames, cuts on update frames: a new step is a cut's.
        step.children_estimated += 1;
        step.pruned += below.nodes;
        if below.estimated {
            step.children_estimated |= ESTIMATED;
        }
        if new_frame {
            self.cut_steps.mark(self.steps.len() as u32 - 1);
        }
    }

    fn change(&mut self, tree: &Tree, frame: u32, change: Change) {
        match change {
            Change::Pass(last_depth) => self.pass(frame, last_depth),
            Change::CutLater(node) => self.cut(tree, frame, node),
            Change::Lifted(node) => self.lift(tree, frame, node),
        }
    }

    fn lift(&mut self, tree: &Tree, frame: u32, node: NodeId) {
        let below = self.below(tree, node);
        let step = self.step_at(frame);
        step.children_estimated -= 1;
        step.pruned -= below.nodes;
    }

    /// The real nodes below a cut child, where they are counted.
    fn below(&self, tree: &Tree, node: NodeId) -> HiddenNodes {
        match self.counts_nodes {
            true => real_below(tree, node, self.last_depth),
            false => HiddenNodes {
                nodes: 0.0,
                estimated: false,
            },
        }
    }

    fn pass(&mut self, frame: u32, last_depth: usize) {
        self.last_depth = last_depth;
        *self.step_at(frame) = Step {
            frame,
            ..Step::default()
        };
        self.pass_steps.push(self.steps.len() as u32 - 1);
    }

    /// Whether the nodes below each cut are counted, not only the cuts.
    pub(in crate::search) fn counts_nodes(&self) -> bool {
        self.counts_nodes
    }

    /// Bytes held.
    pub(in crate::search) fn bytes(&self) -> usize {
        self.steps.capacity() * size_of::<Step>()
            + self.cut_steps.bytes()
            + self.pass_steps.capacity() * size_of::<u32>()
    }

    /// The frames that cut up to `frame_index`, done: how many, and the children they cut.
    pub(in crate::search) fn cuts_at(&self, frame_index: usize) -> (u32, u64) {
        let Some(place) = self.place_done_at(frame_index) else {
            return (0, 0);
        };
        // The cuts of its pass: those after the step its pass began with.
        let passes_begun = self
            .pass_steps
            .partition_point(|&pass| pass as usize <= place);
        let before_pass = passes_begun.checked_sub(1).map_or(0, |pass| {
            self.cut_steps.count_to(self.pass_steps[pass] as usize)
        });
        let cut_frames = self.cut_steps.count_to(place) - before_pass;
        (cut_frames, u64::from(self.steps[place].children()))
    }

    /// The place of the last step done once `frame_index` is.
    fn place_done_at(&self, frame_index: usize) -> Option<usize> {
        let done = self
            .steps
            .partition_point(|step| step.frame as usize <= frame_index);
        done.checked_sub(1)
    }

    /// The last step done once `frame_index` is.
    fn step_done_at(&self, frame_index: usize) -> Option<&Step> {
        self.place_done_at(frame_index)
            .map(|place| &self.steps[place])
    }

    /// The real tree's pruned nodes once `frame_index` is done.
    pub(in crate::search) fn pruned_at(&self, frame_index: usize) -> HiddenNodes {
        self.step_done_at(frame_index).map_or(
            HiddenNodes {
                nodes: 0.0,
                estimated: false,
            },
            |step| HiddenNodes {
                nodes: step.pruned,
                estimated: step.estimated(),
            },
        )
    }

    /// The figures at the last frame: `settled` nodes calculated in the last pass (with
    /// its cuts, the tree), `calculated` in all of them.
    pub(in crate::search) fn summary(&self, settled: u32, calculated: u32) -> RealSummary {
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

/// The real tree's nodes below a cut child down to `last_depth`: what the grown tree knows
/// of them.
fn real_below(tree: &Tree, node: NodeId, last_depth: usize) -> HiddenNodes {
    tree.hidden_nodes_to(node, last_depth)
        .unwrap_or(HiddenNodes {
            nodes: f64::from(tree.subtree_size(node)),
            estimated: false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Kalah;
    use crate::search::cuts::Cut;
    use crate::search::{AlphaBetaRules, ChildOrder};

    /// Kalah(6,4) grown 10 plies deep by alpha-beta in evaluation order: estimates above
    /// the ply before the horizon, counts there.
    fn grown_kalah() -> Tree {
        let search = (10, ChildOrder::Evaluation, AlphaBetaRules::default());
        let game = (Kalah::new(6, 4), true);
        crate::search::over_rules::grown_kalah(game, search, 1 << 22).1
    }

    #[test]
    fn cuts_counted_as_the_search_makes_them_are_counted_as_after_it() {
        let tree = grown_kalah();
        // Every childless node cut, two or three at a frame.
        let childless =
            (tree.base()..tree.len() as NodeId).filter(|&node| !tree.has_children(node));
        let cuts: Vec<Cut> = (childless.enumerate())
            .map(|(index, node)| Cut {
                node,
                frame_index: 2 * (index as u32 / 3) + 1,
            })
            .collect();
        let mut packed = Cuts::with_capacity(0);
        cuts.iter().for_each(|&cut| packed.push(cut));
        let pass = Pass {
            first_frame: 0,
            last_depth: usize::MAX,
            cuts: &packed,
        };
        let after = RealCounts::new(&tree, &[pass], &[], true);
        let mut as_it_goes = RealCounts::counting(&tree, cuts.len());
        for cut in &cuts {
            as_it_goes.cut(&tree, cut.frame_index, cut.node);
        }
        let as_it_goes = as_it_goes.done();
        assert!(after.pruned_at(usize::MAX).estimated);
        let last_frame = cuts.last().map_or(0, |cut| cut.frame_index as usize);
        for frame in 0..=last_frame + 1 {
            assert_eq!(
                after.pruned_at(frame),
                as_it_goes.pruned_at(frame),
                "{frame}"
            );
            assert_eq!(after.cuts_at(frame), as_it_goes.cuts_at(frame), "{frame}");
        }
    }
}
