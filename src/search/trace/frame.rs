//! One recorded step of a search.

use serde::Serialize;

use crate::marks::Marks;
use crate::search::Score;
use crate::tree::NodeId;

/// What the step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The search entered the node.
    Start,
    /// A child's value came back.
    Score,
    /// α or β took the child's value into account.
    Update,
    /// The transposition table was consulted (a hit, in the exact modes).
    Tt,
    /// The node's value is fixed.
    End,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Start => "start",
            Status::Score => "score",
            Status::Update => "update",
            Status::Tt => "tt",
            Status::End => "end",
        }
    }
}

/// What one of the solver tutorial's ideas did at a frame, beside its status: the win
/// check's frame is a score frame (the winning child's score, taken without entering it),
/// the bounds' frames are table frames (the window cut to the bound).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SolverStep {
    /// A move wins at once: the node takes its score, and no child is entered.
    WinFound,
    /// The window's top cut to the best score still possible.
    ScoreBound,
    /// The window's top cut to the bound the table of upper bounds holds for the position.
    TableBound,
    /// Losing moves skipped: every move hands the opponent a win at once, so the node is
    /// lost and no child is entered.
    NoSafeMove,
    /// Losing moves skipped: two moves from the end, neither side can win: a draw.
    Draw,
    /// Losing moves skipped: the window's bottom raised to the worst score left.
    LowerBound,
    /// The window's bottom raised to the lower bound the table holds for the position.
    TableLowerBound,
}

impl SolverStep {
    pub fn name(self) -> &'static str {
        match self {
            SolverStep::WinFound => "win",
            SolverStep::ScoreBound => "score-bound",
            SolverStep::TableBound => "table-bound",
            SolverStep::NoSafeMove => "no-safe-move",
            SolverStep::Draw => "draw",
            SolverStep::LowerBound => "lower-bound",
            SolverStep::TableLowerBound => "table-lower-bound",
        }
    }

    /// Whether the step fixes the node's value itself (not through a closed window).
    pub fn fixes_value(self) -> bool {
        matches!(
            self,
            SolverStep::WinFound | SolverStep::NoSafeMove | SolverStep::Draw
        )
    }

    /// Whether the step consults the solver's table.
    pub fn is_the_tables(self) -> bool {
        matches!(self, SolverStep::TableBound | SolverStep::TableLowerBound)
    }
}

/// The most plies left a table entry counts (and a frame shows): beyond them a depth limit
/// is as good as none here.
pub const MAX_PLIES_COUNTED: u8 = 126;

/// One frame; 12 bytes so that the 208 million frames of a 20-ply Kalah search stay small.
/// Its counters are kept apart, where they change ([`FrameCounts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub node: NodeId,
    pub status: Status,
    pub alpha: Score,
    pub beta: Score,
    /// Score frames: the child's value; update frames: whether the window closed (a cut).
    pub(crate) extra: Score,
}

impl Frame {
    pub(crate) fn new(node: NodeId, status: Status, alpha: Score, beta: Score) -> Frame {
        Frame {
            node,
            status,
            alpha,
            beta,
            extra: Score::NONE,
        }
    }

    pub(crate) fn with_child_score(mut self, score: Score) -> Frame {
        self.extra = score;
        self
    }

    pub(crate) fn with_returned(mut self, value: Score) -> Frame {
        self.extra = value;
        self
    }

    pub(crate) fn with_cut(mut self, cut: bool) -> Frame {
        if cut {
            self.extra = Score::POS_INF;
        }
        self
    }

    pub(crate) fn with_entry_depth(mut self, depth: u8) -> Frame {
        self.extra = Score::finite(i16::from(depth.min(MAX_PLIES_COUNTED)));
        self
    }

    /// Under a horizon, on tt frames and on the start frame of a node whose entry was too
    /// shallow to use: the plies that were left below the position when it was stored.
    pub fn table_entry_depth(&self) -> Option<u8> {
        match self.status {
            Status::Tt | Status::Start => self.extra.option()?.value().map(|depth| depth as u8),
            _ => None,
        }
    }

    /// The value the child returned, on score frames.
    pub fn child_score(&self) -> Option<Score> {
        match self.status {
            Status::Score => self.extra.option(),
            _ => None,
        }
    }

    /// The value the node returns, on end frames.
    pub fn returned(&self) -> Option<Score> {
        match self.status {
            Status::End => self.extra.option(),
            _ => None,
        }
    }

    /// Whether this update frame closed the window, so the later children are cut.
    pub fn is_cut(&self) -> bool {
        self.status == Status::Update && self.extra == Score::POS_INF
    }
}

/// How a bounds-mode node's value relates to the window it was searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Classification {
    /// value ≤ α: only an upper bound is known.
    FailLow,
    /// α < value < β: the exact value.
    Exact,
    /// value ≥ β: only a lower bound is known.
    FailHigh,
}

impl Classification {
    pub fn name(self) -> &'static str {
        match self {
            Classification::FailLow => "fail low",
            Classification::Exact => "exact",
            Classification::FailHigh => "fail high",
        }
    }
}

/// The table's side of a bounds-mode frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundsFrame {
    /// The bounds looked up (or the score range when the table had none).
    pub looked_up: (Score, Score),
    /// Whether the table held this position.
    pub found: bool,
    /// Whether the looked-up bounds alone fixed the value.
    pub table_decided: bool,
    /// The best child value so far (score, update and end frames).
    pub best: Option<Score>,
    /// On end frames of non-terminal nodes: what the value means and what was stored.
    pub classification: Option<Classification>,
    pub stored: Option<(Score, Score)>,
}

/// The counters once a frame is done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FrameCounters {
    /// Nodes whose value is fixed so far.
    pub calculated: u32,
    /// Nodes the search will never visit, so far.
    pub pruned: u32,
}

/// The counters of every frame, kept as the frames where they change, and a frame holds
/// none of its own: calculated grows one node at a time, so only the frames that fix nodes
/// are kept, one bit a frame (and where a new iteration or pass starts it again lower);
/// pruned jumps by whole subtrees, and is kept with the frame it changes at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameCounts {
    /// The frames that fix a node: calculated grows by one at each.
    fixed: Marks,
    /// The frames that fix more than one node, each with the nodes fixed beyond one at it
    /// and at those before (a table hit, say, fixes its node and the pass its last).
    fixed_more: Vec<(u32, u32)>,
    /// Where calculated starts again lower than it was: the frame, the nodes fixed before
    /// it, and calculated at that frame.
    restarts: Vec<(u32, u32, u32)>,
    /// Each change of pruned: the frame, and pruned from it on.
    pruned: Vec<(u32, u32)>,
    /// The counters last recorded.
    last: FrameCounters,
}

impl FrameCounts {
    /// Room for the changes of `frames` frames, where the address space is there: written
    /// only as far as pruned changes (no more often than every other frame).
    pub(in crate::search) fn with_capacity(frames: usize) -> FrameCounts {
        let mut pruned = Vec::new();
        // Without the room the changes grow as they come, copied each time they double.
        let _ = pruned.try_reserve_exact(frames / 2);
        FrameCounts {
            pruned,
            ..FrameCounts::default()
        }
    }

    /// The counters of frame `frame`, the next one: kept where they changed.
    #[inline(always)]
    pub(in crate::search) fn record(&mut self, frame: u32, counters: FrameCounters) {
        let last = std::mem::replace(&mut self.last, counters);
        if counters.calculated < last.calculated {
            let fixed_before = self.fixed_through(frame as usize);
            self.restarts
                .push((frame, fixed_before, counters.calculated));
        } else {
            // Most frames fix no node, and the rest one.
            match counters.calculated - last.calculated {
                0 => {}
                1 => self.fixed.mark(frame),
                more => {
                    self.fixed.mark(frame);
                    let before = self.fixed_more.last().map_or(0, |&(_, beyond)| beyond);
                    self.fixed_more.push((frame, before + more - 1));
                }
            }
        }
        if counters.pruned != last.pruned {
            self.pruned.push((frame, counters.pruned));
        }
    }

    /// The nodes fixed at `frame_index` and before.
    fn fixed_through(&self, frame_index: usize) -> u32 {
        let more = self
            .fixed_more
            .partition_point(|&(frame, _)| frame as usize <= frame_index);
        let beyond = more
            .checked_sub(1)
            .map_or(0, |last| self.fixed_more[last].1);
        self.fixed.count_to(frame_index) + beyond
    }

    /// The counters once `frame_index` is done.
    pub fn at(&self, frame_index: usize) -> FrameCounters {
        let done = |frame: u32| frame as usize <= frame_index;
        let fixed = self.fixed_through(frame_index);
        let restarts = self.restarts.partition_point(|&(frame, ..)| done(frame));
        let (fixed_before, from) = match restarts.checked_sub(1) {
            Some(last) => (self.restarts[last].1, self.restarts[last].2),
            None => (0, 0),
        };
        let pruned = self.pruned.partition_point(|&(frame, _)| done(frame));
        FrameCounters {
            calculated: from + fixed - fixed_before,
            pruned: pruned.checked_sub(1).map_or(0, |last| self.pruned[last].1),
        }
    }

    /// The counters of every frame, in order, for `frames` frames.
    pub fn each(&self, frames: usize) -> impl Iterator<Item = FrameCounters> + '_ {
        let (mut more, mut restarts, mut pruned) = (0, 0, 0);
        let mut fixed = self.fixed.from(0).peekable();
        let mut now = FrameCounters::default();
        (0..frames).map(move |index| {
            let done = |frame: u32| frame as usize <= index;
            while let Some(&(frame, _, from)) = self.restarts.get(restarts)
                && done(frame)
            {
                (now.calculated, restarts) = (from, restarts + 1);
            }
            while fixed.next_if(|&frame| done(frame)).is_some() {
                now.calculated += 1;
            }
            while let Some(&(frame, beyond)) = self.fixed_more.get(more)
                && done(frame)
            {
                let before = more
                    .checked_sub(1)
                    .map_or(0, |last| self.fixed_more[last].1);
                (now.calculated, more) = (now.calculated + beyond - before, more + 1);
            }
            while let Some(&(frame, value)) = self.pruned.get(pruned)
                && done(frame)
            {
                (now.pruned, pruned) = (value, pruned + 1);
            }
            now
        })
    }

    /// Keeps the changes of the first `frames` frames.
    pub(in crate::search) fn truncate(&mut self, frames: u32) {
        let before = |frame: u32| frame < frames;
        self.fixed.truncate(frames);
        let kept = self.fixed_more.partition_point(|&(frame, _)| before(frame));
        self.fixed_more.truncate(kept);
        let kept = self.restarts.partition_point(|&(frame, ..)| before(frame));
        self.restarts.truncate(kept);
        let kept = self.pruned.partition_point(|&(frame, _)| before(frame));
        self.pruned.truncate(kept);
        self.last = frames
            .checked_sub(1)
            .map_or_else(FrameCounters::default, |last| self.at(last as usize));
    }

    pub(in crate::search) fn shrink_to_fit(&mut self) {
        self.fixed.shrink_to_fit();
        self.fixed_more.shrink_to_fit();
        self.restarts.shrink_to_fit();
        self.pruned.shrink_to_fit();
    }

    /// Where the changes of pruned lie, for mapping their pages in ahead of the search.
    pub(in crate::search) fn pruned_region(&self) -> crate::memory::Region {
        crate::memory::Region::of(&self.pruned)
    }

    /// How many changes of pruned it holds.
    pub(in crate::search) fn pruned_len(&self) -> usize {
        self.pruned.len()
    }

    /// Bytes held.
    pub(in crate::search) fn bytes(&self) -> usize {
        self.fixed.bytes()
            + self.fixed_more.capacity() * size_of::<(u32, u32)>()
            + self.restarts.capacity() * size_of::<(u32, u32, u32)>()
            + self.pruned.capacity() * size_of::<(u32, u32)>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Kept where they change, the counters of every frame are the ones recorded, one
        /// frame at a time or all in order, also once the last frames are dropped.
        #[test]
        fn counters_kept_where_they_change_are_each_frames(
            steps in proptest::collection::vec((0u32..4, 0u32..3), 0..200),
            kept in 0usize..220,
        ) {
            let mut counts = FrameCounts::with_capacity(steps.len());
            let recorded: Vec<FrameCounters> = steps
                .iter()
                .map(|&(calculated, pruned)| FrameCounters { calculated, pruned })
                .collect();
            for (frame, &counters) in recorded.iter().enumerate() {
                counts.record(frame as u32, counters);
            }
            for (frame, &counters) in recorded.iter().enumerate() {
                prop_assert_eq!(counts.at(frame), counters);
            }
            let each: Vec<FrameCounters> = counts.each(recorded.len()).collect();
            prop_assert_eq!(&each, &recorded);
            let kept = kept.min(recorded.len());
            counts.truncate(kept as u32);
            let each: Vec<FrameCounters> = counts.each(kept).collect();
            prop_assert_eq!(&each[..], &recorded[..kept]);
            // A frame changes pruned once at most.
            prop_assert!(counts.pruned_len() <= kept);
        }
    }
}
