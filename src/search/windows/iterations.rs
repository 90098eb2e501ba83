//! Between the iterations of iterative deepening, and the passes of MTD(f) and
//! aspiration: each files its node indices, cuts and counters away, and the next starts
//! afresh.

use crate::search::columns::{Entered, EnteredNodes, PrunedMarks};
use crate::search::recorder::Recorder;
use crate::search::recording::Iteration;
use crate::search::score::Score;
use crate::search::trace::first_child_with_value;
use crate::tree::NodeId;

impl Recorder<'_> {
    /// The root's child whose value the root took first (the move the search would play).
    pub(in crate::search) fn best_root_child(&self, root: NodeId) -> Option<NodeId> {
        first_child_with_value(self.tree, root, &self.recording.node_frames)
    }

    /// Files the finished iteration's (or pass's) node indices and counters away.
    pub(in crate::search) fn finish_iteration(
        &mut self,
        plies: usize,
        value: Score,
        best_move: Option<NodeId>,
        window: Option<(Score, Score)>,
    ) {
        let first_frame = self
            .recording
            .iterations
            .last()
            .map_or(0, |previous| previous.end_frame);
        self.recording.iterations.push(Iteration {
            plies,
            first_frame,
            end_frame: self.next_index(),
            value,
            best_move,
            window,
            calculated: self.recording.calculated,
            pruned: self.recording.pruned,
            entered: EnteredNodes::default(),
            pruned_at: PrunedMarks::default(),
        });
    }

    /// Files the node indices of the iteration (or pass) just finished, if any, away into
    /// it, kept for the nodes it entered, and clears them for the next one.
    pub(in crate::search) fn begin_iteration(&mut self) {
        self.recording.calculated = 0;
        self.recording.pruned = 0;
        let cuts = std::mem::take(&mut self.recording.cuts);
        let last_depth = self.last_depth();
        let cuts_depth = std::mem::replace(&mut self.recording.cuts_depth, last_depth);
        let Some(first_frame) = self
            .recording
            .iterations
            .last()
            .map(|last| last.first_frame)
        else {
            // The first: nothing is written yet.
            return;
        };
        self.recording.standing_cuts.clear();
        // Every node a pass sets indices for, it enters: its entries are its visits.
        let recording = &mut self.recording;
        let mut entered = EnteredNodes::default();
        let mut frames = recording.frames.cursor();
        for visit in recording.visit_frames.from(first_frame) {
            // A visit's frame is always recorded.
            let Some(node) = frames.at(visit as usize).map(|frame| frame.node) else {
                continue;
            };
            let entry = Entered {
                started_at: recording.node_frames.started_at(node),
                fixed_at: recording.node_frames.fixed_at(node),
                value: recording.node_frames.value(node),
            };
            entered.insert(node, entry);
        }
        for &node in entered.keys() {
            recording.node_frames.clear(node);
        }
        if let Some(last) = recording.iterations.last_mut() {
            last.entered = entered;
            last.pruned_at = PrunedMarks::new(cuts, cuts_depth);
        }
    }
}
