//! What the recorder writes as it goes: each frame (its visit, its counters, the frame
//! packed) and each cut. A long single pass hands its frames to the other core to write,
//! and its cuts to be counted below there (`background_writer.rs`).

use std::panic::resume_unwind;

use crate::handoff::handoff;
use crate::search::background_writer::{BackgroundWriter, write_frame, write_handed};
use crate::search::cuts::{Cut, NOT_YET};
use crate::search::frame::{Frame, FrameCounters};
use crate::search::reaching::Stopped;
use crate::search::recorder::{AHEAD_CUTS, AHEAD_FRAMES, AHEAD_PRUNED, Recorder};
use crate::search::trace::Trace;
use crate::tree::NodeId;

impl Recorder<'_> {
    /// Searches from the root in a single pass, its frames written on the other core and,
    /// where the real tree is counted below its cuts and no re-search lifts one, its cuts
    /// counted there as it goes: the trace.
    pub(in crate::search) fn search_with_background_writer(
        mut self,
        root: NodeId,
    ) -> Result<Trace, Stopped> {
        let (tree, most_cuts) = (self.tree, self.root_size as usize);
        let counts_cuts = !self.mode.search.searches_again() && tree.knows_real_counts();
        let recording = &mut self.recording;
        let frames = std::mem::take(&mut recording.frames);
        let counts = std::mem::take(&mut recording.counts);
        let visits = std::mem::take(&mut recording.visit_frames);
        let started = ((frames, counts, visits), self.mode.table.hit_is_a_visit());
        // The recorder moves in, so that a search that panics drops the handoff and the
        // writer ends.
        std::thread::scope(move |scope| {
            let (handoff, taker) = handoff();
            let counting = counts_cuts.then_some((tree, most_cuts));
            let writes = move || write_handed(taker, started, counting);
            let writing = std::thread::Builder::new().name("frames".into());
            let writer = writing
                .spawn_scoped(scope, writes)
                .expect("a thread to write the frames");
            self.background_writer = Some(BackgroundWriter::new(handoff, counts_cuts));
            let value = self.search_root(root, None);
            if let Some(beside) = self.background_writer.take() {
                beside.close();
            }
            let (written, counted) = writer.join().unwrap_or_else(|panic| resume_unwind(panic));
            let recording = &mut self.recording;
            (recording.frames, recording.counts, recording.visit_frames) = written;
            self.finish(root, value, counted)
        })
    }

    /// Appends a frame stamped with the running counters; returns its index. (Inlined into
    /// each caller, so that a frame goes on from registers: handed through the stack, it
    /// cost a 20-ply recording a tenth of its time.)
    #[inline(always)]
    pub(in crate::search) fn push(&mut self, frame: Frame) -> u32 {
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
            if self.background_writer.is_none() {
                prefault.written_in(AHEAD_FRAMES, recording.frames.written_bytes());
                prefault.written_in(AHEAD_PRUNED, recording.counts.pruned_len());
            }
        }
        if let Some(beside) = &mut self.background_writer {
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
    pub(in crate::search) fn next_index(&self) -> u32 {
        match &self.background_writer {
            Some(beside) => beside.len(),
            None => self.recording.frames.len() as u32,
        }
    }

    /// Counts the whole subtree of `node` (down to the horizon) as pruned at `frame_index`.
    /// In a search that enters nodes again, a node an earlier visit of this pass settled
    /// or pruned keeps its state.
    pub(in crate::search) fn prune_subtree(&mut self, node: NodeId, frame_index: u32) {
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
        if let Some(beside) = &mut self.background_writer {
            beside.cut(cut);
        }
        self.recording.pruned += self.subtree_size_within_horizon(node);
    }
}
