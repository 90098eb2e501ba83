//! Searches over the game tree, recorded frame by frame. Nothing here knows of any UI.

mod mode;
pub mod montecarlo;
mod negamax;
mod order;
mod over_rules;
mod recorder;
mod score;
mod solver;
mod tables;
mod trace;
mod windows;

// The parts by their own names, as the rest of the search names them.
use recorder::{background_writer, reaching, recording};
use solver::solving;
use tables::upper_bounds;
use trace::{columns, cuts, frame, landmarks, packed_frames, real_counts, steps, summary};
use windows::window;

pub use frame::{
    BoundsFrame, Classification, Frame, FrameCounters, FrameCounts, MAX_PLIES_COUNTED, SolverStep,
    Status,
};
pub use landmarks::{Landmark, Landmarks};
pub use mode::{Mode, ModeConflict, OptionMisfit, SearchKind, TableKind};
pub use negamax::negamax_count;
pub use order::ChildOrder;
pub use over_rules::{
    AlphaBetaRules, PROGRESS_EVERY, RulesSearch, alpha_beta_growing, alpha_beta_growing_below,
    alpha_beta_over_rules, alpha_beta_over_rules_with_progress,
};
pub use packed_frames::{Cursor as FramesCursor, Frames, Iter as FramesIter};
pub use reaching::{StandIn, Stopped};
pub use real_counts::RealSummary;
pub use recording::{FRAME_BYTES_PER_ENTERED, frames_buffer};
pub use score::{Score, parse_window};
pub use solver::{
    BadPosition, PARTS, Solved, Solver, SolverIdeas, TableSlots, column_order, position_of,
};
pub use steps::StepFingerprint;
pub use summary::{IterationSummary, Summary};
pub(crate) use trace::counted_plies_left;
pub use trace::{Entry, IterationAt, NodeState, Trace};

use std::sync::atomic::AtomicBool;

use crate::tree::{NodeId, Tree};
use reaching::AtUnexpanded;

/// Runs one search from `root` in `mode` and records every frame.
pub fn record(tree: &Tree, root: NodeId, mode: Mode) -> Trace {
    record_with_progress(tree, root, mode, &mut |_| {})
}

/// As [`record`], reporting the share of the root's subtree settled so far (0 to 1) now
/// and then, so that a caller can show progress.
pub fn record_with_progress(
    tree: &Tree,
    root: NodeId,
    mode: Mode,
    progress: &mut dyn FnMut(f32),
) -> Trace {
    let never = AtomicBool::new(false);
    recorder::Recorder::run(tree, root, mode, progress, &never, AtUnexpanded::Stop)
        .expect("a search nobody cancels, over a tree that holds it, runs to its end")
}

/// As [`record_with_progress`], giving up soon after `cancel` is set; over a grown tree,
/// stopping at the first node the tree left unexpanded (see [`record_reaching`]).
pub fn record_within(
    tree: &Tree,
    root: NodeId,
    mode: Mode,
    progress: &mut dyn FnMut(f32),
    cancel: &AtomicBool,
) -> Result<Trace, Stopped> {
    recorder::Recorder::run(tree, root, mode, progress, cancel, AtUnexpanded::Stop)
}

/// As [`record_within`], but a search that enters nodes a grown tree left unexpanded goes
/// on, each valued by `stand_in` (given the node, the window it was entered with and the
/// plies left; none: as if it had no children), and is refused with every one of them
/// (`Stopped::Unexpanded`): the nodes to grow the tree at before recording it again.
pub fn record_reaching(
    tree: &Tree,
    root: NodeId,
    mode: Mode,
    progress: &mut dyn FnMut(f32),
    cancel: &AtomicBool,
    stand_in: &mut StandIn,
) -> Result<Trace, Stopped> {
    let at_unexpanded = AtUnexpanded::GoOn(stand_in);
    recorder::Recorder::run(tree, root, mode, progress, cancel, at_unexpanded)
}

/// As [`record_within`] over a tree whose search outgrew what it may grow
/// ([`Tree::outgrown_limit`]): the frames up to the first node the tree lacks, which are the
/// real search's, its counters as they stood there, flagged ([`Summary::outgrown`]).
/// Refused only when cancelled.
pub fn record_outgrown(
    tree: &Tree,
    root: NodeId,
    mode: Mode,
    progress: &mut dyn FnMut(f32),
    cancel: &AtomicBool,
) -> Result<Trace, Stopped> {
    recorder::Recorder::run(tree, root, mode, progress, cancel, AtUnexpanded::Truncate)
}

/// As [`record`] over a tree that may be grown: refused where the search left it.
pub fn record_over(tree: &Tree, root: NodeId, mode: Mode) -> Result<Trace, Stopped> {
    let never = AtomicBool::new(false);
    record_within(tree, root, mode, &mut |_| {}, &never)
}
