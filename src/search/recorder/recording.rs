//! What a finished search hands over to become its trace: the frames, the per-node
//! indices, the cuts and the counters, and each earlier iteration's (or pass's) own.

use crate::marks::Marks;
use crate::memory::Region;
use crate::search::columns::{EnteredNodes, Lift, NodeFrames, PrunedMarks, StandingCuts};
use crate::search::cuts::Cuts;
use crate::search::frame::{BoundsFrame, FrameCounts, SolverStep};
use crate::search::packed_frames::{Frames, TYPICAL_BYTES_PER_FRAME, bytes_for};
use crate::search::score::Score;
use crate::tree::{BufferMaker, NodeId, Tree};

/// The most frames a node yields: start, tt and end, and score and update as a child.
pub(in crate::search) const MOST_FRAMES_PER_NODE: usize = 5;

/// The bytes of the frames a plain alpha-beta records for each node it enters, as typical
/// frames pack: its start and end, and the score and update frames its parent records.
pub const FRAME_BYTES_PER_ENTERED: usize = 4 * TYPICAL_BYTES_PER_FRAME;

/// Room for the frames of a search over a tree of at most `max_nodes` nodes, made when a
/// growing tree asks for it (see [`crate::tree::GrowingTree::reserve_buffer`]): its pages are
/// mapped in while the tree grows, and the recording writes into it.
pub fn frames_buffer(max_nodes: usize) -> BufferMaker {
    Box::new(move || {
        let mut bytes: Vec<u8> = Vec::new();
        bytes
            .try_reserve_exact(bytes_for(MOST_FRAMES_PER_NODE * max_nodes))
            .ok()?;
        let region = Region::of(&bytes);
        let room: Box<dyn std::any::Any + Send> = Box::new(bytes);
        Some((room, region))
    })
}

/// Room for `frames` frames: the room `tree`'s growth made for them, where it holds it,
/// else a fresh one.
pub(in crate::search) fn frames_for(tree: &Tree, frames: usize) -> Frames {
    let room = tree.take_recording_buffer();
    match room.and_then(|room| room.downcast::<Vec<u8>>().ok()) {
        // Never written while the tree held it: only its room may need to grow.
        Some(room) => Frames::in_buffer(*room, frames),
        None => Frames::with_capacity(frames),
    }
}

/// What a finished search hands over to become a trace.
pub(in crate::search) struct Recording {
    pub(in crate::search) frames: Frames,
    /// The counters of each frame, where they change.
    pub(in crate::search) counts: FrameCounts,
    pub(in crate::search) bounds_frames: Vec<BoundsFrame>,
    pub(in crate::search) node_frames: NodeFrames,
    /// The cuts of this search (or pass), in order.
    pub(in crate::search) cuts: Cuts,
    /// The cuts re-searches lifted, in order.
    pub(in crate::search) lifts: Vec<Lift>,
    /// The depth the current search (or pass) goes down to: its cut subtrees end there.
    pub(in crate::search) cuts_depth: usize,
    /// Scout and PVS: the cuts a re-search may still lift.
    pub(in crate::search) standing_cuts: StandingCuts,
    pub(in crate::search) calculated: u32,
    pub(in crate::search) pruned: u32,
    /// The frame of each entry of a node (start frames and exact tables' hits): as many as
    /// the series' `count`.
    pub(in crate::search) visit_frames: Marks,
    /// Scout and PVS: the start frames of probes with a null window, and of re-searches.
    pub(in crate::search) probe_frames: Vec<u32>,
    pub(in crate::search) re_search_frames: Vec<u32>,
    pub(in crate::search) iterations: Vec<Iteration>,
    /// The frames the solver's ideas made, in order.
    pub(in crate::search) solver_steps: Vec<(u32, SolverStep)>,
}

/// One iteration of iterative deepening (or pass): its frames and, for all but the last
/// (whose indices are the trace's own), the frames that changed each node's state in it.
pub(in crate::search) struct Iteration {
    pub(in crate::search) plies: usize,
    pub(in crate::search) first_frame: u32,
    pub(in crate::search) end_frame: u32,
    pub(in crate::search) value: Score,
    pub(in crate::search) best_move: Option<NodeId>,
    /// MTD(f) and aspiration: the root's window in this pass.
    pub(in crate::search) window: Option<(Score, Score)>,
    pub(in crate::search) calculated: u32,
    pub(in crate::search) pruned: u32,
    /// What it set for the nodes it entered, and its cuts.
    pub(in crate::search) entered: EnteredNodes,
    pub(in crate::search) pruned_at: PrunedMarks,
}

impl Recording {
    /// Keeps the first `frames` frames of a single pass, and only what they did: later
    /// entries, values fixed, cuts and visits are forgotten, the counters are the last
    /// kept frame's.
    pub(in crate::search) fn truncate(&mut self, frames: u32) {
        let kept = frames as usize;
        self.frames.truncate(kept);
        self.counts.truncate(frames);
        self.bounds_frames.truncate(kept);
        self.node_frames.forget_from(frames);
        self.cuts.truncate_to_frames(frames);
        self.lifts
            .retain(|lift| lift.cut_frame < frames && lift.lift_frame < frames);
        self.visit_frames.truncate(frames);
        for frame_list in [&mut self.probe_frames, &mut self.re_search_frames] {
            frame_list.retain(|&frame| frame < frames);
        }
        self.solver_steps.retain(|&(frame, _)| frame < frames);
        let last = kept.checked_sub(1).map(|last| self.counts.at(last));
        let last = last.unwrap_or_default();
        (self.calculated, self.pruned) = (last.calculated, last.pruned);
    }
}
