//! One recorded step of a search.

use serde::Serialize;

use super::Score;
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
}

impl SolverStep {
    pub fn name(self) -> &'static str {
        match self {
            SolverStep::WinFound => "win",
            SolverStep::ScoreBound => "score-bound",
            SolverStep::TableBound => "table-bound",
        }
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
pub struct Counters {
    /// Nodes whose value is fixed so far.
    pub calculated: u32,
    /// Nodes the search will never visit, so far.
    pub pruned: u32,
}

/// The counters of every frame, kept as the frames where they change: most frames change
/// neither, and a frame holds no counters of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameCounts {
    /// Each change: the frame, and the counters from it on.
    changes: Vec<(u32, Counters)>,
}

impl FrameCounts {
    /// Room for `frames` frames' changes, where the address space is there: written
    /// only as far as the counters change.
    pub(super) fn with_room(frames: usize) -> FrameCounts {
        let mut changes = Vec::new();
        // Without the room the changes grow as they come, copied each time they double.
        let _ = changes.try_reserve_exact(frames);
        FrameCounts { changes }
    }

    /// The counters of frame `frame`, the next one: kept where they changed.
    pub(super) fn record(&mut self, frame: u32, counters: Counters) {
        let last = self
            .changes
            .last()
            .map_or(Counters::default(), |change| change.1);
        if counters != last {
            self.changes.push((frame, counters));
        }
    }

    /// The counters once `frame_index` is done.
    pub fn at(&self, frame_index: usize) -> Counters {
        let done = (self.changes).partition_point(|&(frame, _)| frame as usize <= frame_index);
        done.checked_sub(1)
            .map_or(Counters::default(), |last| self.changes[last].1)
    }

    /// The counters of every frame, in order, for `frames` frames.
    pub fn each(&self, frames: usize) -> impl Iterator<Item = Counters> + '_ {
        let mut changes = self.changes.iter().peekable();
        let mut now = Counters::default();
        (0..frames).map(move |index| {
            while let Some(&&(frame, counters)) = changes.peek() {
                if frame as usize > index {
                    break;
                }
                now = counters;
                changes.next();
            }
            now
        })
    }

    /// Keeps the changes of the first `frames` frames.
    pub(super) fn truncate(&mut self, frames: u32) {
        let kept = self.changes.partition_point(|&(frame, _)| frame < frames);
        self.changes.truncate(kept);
    }

    pub(super) fn shrink_to_fit(&mut self) {
        self.changes.shrink_to_fit();
    }

    /// Where its changes lie, for mapping their pages in ahead of the search.
    pub(super) fn region(&self) -> crate::memory::Region {
        crate::memory::Region::of(&self.changes)
    }

    pub(super) fn len(&self) -> usize {
        self.changes.len()
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.changes.capacity() * size_of::<(u32, Counters)>()
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
            steps in proptest::collection::vec((0u32..3, 0u32..3), 0..200),
            kept in 0usize..220,
        ) {
            let mut counts = FrameCounts::with_room(steps.len());
            let recorded: Vec<Counters> = steps
                .iter()
                .map(|&(calculated, pruned)| Counters { calculated, pruned })
                .collect();
            for (frame, &counters) in recorded.iter().enumerate() {
                counts.record(frame as u32, counters);
            }
            for (frame, &counters) in recorded.iter().enumerate() {
                prop_assert_eq!(counts.at(frame), counters);
            }
            let each: Vec<Counters> = counts.each(recorded.len()).collect();
            prop_assert_eq!(&each, &recorded);
            let kept = kept.min(recorded.len());
            counts.truncate(kept as u32);
            let each: Vec<Counters> = counts.each(kept).collect();
            prop_assert_eq!(&each[..], &recorded[..kept]);
            prop_assert!(counts.len() <= kept);
        }
    }
}
