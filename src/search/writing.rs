//! What the recorder writes as it goes: each frame (its visit, its counters, the frame
//! packed) and each cut. A long single pass hands its frames to the other core to write
//! (`frames_beside.rs`); where the real tree is counted below its cuts, it hands them over
//! too, to be counted there as it goes.

use std::panic::resume_unwind;

use super::cuts::{Cut, NOT_YET};
use super::frame::{Frame, FrameCounters};
use super::frames_beside::write_frame;
use super::reaching::Stopped;
use super::real_counts::RealCounts;
use super::recorder::{AHEAD_CUTS, AHEAD_FRAMES, AHEAD_PRUNED, Recorder};
use super::trace::Trace;
use crate::handoff::handoff;
use crate::tree::NodeId;

impl Recorder<'_> {
    /// Searches from the root in a single pass that never re-searches, its cuts counted on
    /// the other core as it goes: the trace.
    pub(super) fn search_counting_beside(mut self, root: NodeId) -> Result<Trace, Stopped> {
        let (tree, most_cuts) = (self.tree, self.root_size as usize);
        std::thread::scope(|scope| {
            let (cuts, taker) = handoff();
            let counts = move || RealCounts::taking(tree, taker, most_cuts);
            let counting = std::thread::Builder::new().name("real counts".into());
            let counting = counting
                .spawn_scoped(scope, counts)
                .expect("a thread to count");
            self.cuts_beside = Some(cuts);
            let value = self.search_root(root, None);
            if let Some(cuts) = self.cuts_beside.take() {
                cuts.close();
            }
            let counted = counting.join().unwrap_or_else(|panic| resume_unwind(panic));
            self.finish(root, value, Some(counted))
        })
    }

    /// Appends a frame stamped with the running counters; returns its index.
    pub(super) fn push(&mut self, frame: Frame) -> u32 {
        let counters = FrameCounters {
            calculated: self.recording.calculated,
            pruned: self.recording.pruned,
        };
        let index = self.next_index();
        let recording = &mut self.recording;
        if index.is_multiple_of(1 << 14)
            && let Some(prefault) = &self.prefault
        {
            prefault.written_in(AHEAD_CUTS, recording.cuts.written());
            // Frames written on the other core fault their pages in there.
            if self.frames_beside.is_none() {
                prefault.written_in(AHEAD_FRAMES, recording.frames.written_bytes());
                prefault.written_in(AHEAD_PRUNED, recording.counts.pruned_len());
            }
        }
        if let Some(beside) = &mut self.frames_beside {
            return beside.push(frame, counters);
        }
        let written = (
            &mut recording.frames,
            &mut recording.counts,
            &mut recording.visit_frames,
        );
        write_frame(written, (frame, counters), self.mode.table.hit_is_a_visit())
    }

    /// The index the next frame will have.
    pub(super) fn next_index(&self) -> u32 {
        match &self.frames_beside {
            Some(beside) => beside.len(),
            None => self.recording.frames.len() as u32,
        }
    }

    /// Counts the whole subtree of `node` (down to the horizon) as pruned at `frame_index`.
    /// In a search that enters nodes again, a node an earlier visit of this pass settled
    /// or pruned keeps its state.
    pub(super) fn prune_subtree(&mut self, node: NodeId, frame_index: u32) {
        let cut_index = self.recording.cuts.len() as u32;
        if self.mode.search.searches_again() {
            // Its parent is being searched: the node is pruned only by a cut of its own. Only
            // inside a re-search may it have been settled or cut earlier in the pass (and a
            // cut made outside is filed when a re-search begins).
            if self.open_re_searches > 0 {
                let standing = &mut self.recording.standing_cuts;
                if self.recording.node_frames.fixed_at(node) != NOT_YET
                    || standing.contains_key(&node)
                {
                    return;
                }
                standing.insert(node, cut_index);
            }
        }
        let cut = Cut { node, frame_index };
        self.recording.cuts.push(cut);
        if let Some(cuts) = &mut self.cuts_beside {
            cuts.batch().push(cut);
            cuts.sent_if_full();
        }
        self.recording.pruned += self.subtree_size_within_horizon(node);
    }
}
