//! A long single pass written on the other core: the search only hands each frame over
//! with its counters, and each cut where the real tree is counted below them; one writer
//! packs the frames and counts below the cuts as they come, and hands them all back at
//! the end. (One thread beside the search, not one per task: with two cores, a third
//! busy thread would take turns with the search itself.)

use crate::handoff::{Batch, Handoff, Taker};
use crate::marks::Marks;
use crate::search::cuts::Cut;
use crate::search::frame::{Frame, FrameCounters, FrameCounts, Status};
use crate::search::packed_frames::Frames;
use crate::search::real_counts::RealCounts;
use crate::tree::Tree;

/// The frames written, their counters and the visits among them.
pub(in crate::search) type Written = (Frames, FrameCounts, Marks);

/// Frames a batch holds before it is sent.
const BATCH_FRAMES: usize = 1 << 14;

/// Writes the next frame: a visit when it enters a node (a start, or a table's hit where
/// it stands for an entry), its counters, and the frame. Its index.
#[inline(always)]
pub(in crate::search) fn write_frame(
    (frames, counts, visits): (&mut Frames, &mut FrameCounts, &mut Marks),
    (frame, counters): (Frame, FrameCounters),
    hits_are_visits: bool,
) -> u32 {
    let index = frames.len() as u32;
    let hit = frame.status == Status::Tt && hits_are_visits;
    if frame.status == Status::Start || hit {
        visits.mark(index);
    }
    counts.record(index, counters);
    frames.push(frame);
    index
}

/// Frames with their counters, and the cuts made meanwhile.
pub(in crate::search) struct Handed {
    frames: Vec<(Frame, FrameCounters)>,
    cuts: Vec<Cut>,
}

impl Batch for Handed {
    fn new() -> Handed {
        Handed {
            frames: Vec::with_capacity(BATCH_FRAMES),
            cuts: Vec::new(),
        }
    }

    fn is_full(&self) -> bool {
        self.frames.len() >= BATCH_FRAMES
    }

    fn clear(&mut self) {
        self.frames.clear();
        self.cuts.clear();
    }
}

/// The search's side.
pub(in crate::search) struct BackgroundWriter {
    /// Frames handed over so far.
    handed: u32,
    /// Whether cuts are handed over, to be counted below.
    counts_cuts: bool,
    handoff: Handoff<Handed>,
}

impl BackgroundWriter {
    pub(in crate::search) fn new(handoff: Handoff<Handed>, counts_cuts: bool) -> BackgroundWriter {
        BackgroundWriter {
            handed: 0,
            counts_cuts,
            handoff,
        }
    }

    /// Hands the next frame over with the counters once it is done: its index.
    #[inline(always)]
    pub(in crate::search) fn push(&mut self, frame: Frame, counters: FrameCounters) -> u32 {
        self.handoff.batch().frames.push((frame, counters));
        self.handoff.sent_if_full();
        self.handed += 1;
        self.handed - 1
    }

    /// Hands a cut over, where cuts are counted below.
    #[inline]
    pub(in crate::search) fn cut(&mut self, cut: Cut) {
        if self.counts_cuts {
            self.handoff.batch().cuts.push(cut);
        }
    }

    /// The index the next frame will have.
    pub(in crate::search) fn len(&self) -> u32 {
        self.handed
    }

    /// Sends what is left: the writer ends once it has written it.
    pub(in crate::search) fn close(self) {
        self.handoff.close();
    }
}

/// The writer: writes every frame handed over into `written`, and, given the tree (and the
/// most cuts it may see), counts the real tree below every cut: what it wrote, and the
/// counts.
pub(in crate::search) fn write_handed(
    taker: Taker<Handed>,
    (written, hits_are_visits): (Written, bool),
    counting: Option<(&Tree, usize)>,
) -> (Written, Option<RealCounts>) {
    let (mut frames, mut counts, mut visits) = written;
    let mut real = counting.map(|(tree, most_cuts)| RealCounts::counting(tree, most_cuts));
    taker.take_each(|handed: &Handed| {
        for &frame in &handed.frames {
            let parts = (&mut frames, &mut counts, &mut visits);
            write_frame(parts, frame, hits_are_visits);
        }
        if let (Some(real), Some((tree, _))) = (&mut real, counting) {
            for cut in &handed.cuts {
                real.cut(tree, cut.frame_index, cut.node);
            }
        }
    });
    ((frames, counts, visits), real.map(RealCounts::done))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handoff::handoff;
    use crate::search::score::Score;

    #[test]
    fn frames_written_on_the_other_core_are_the_frames_written_here() {
        let statuses = [
            Status::Start,
            Status::Score,
            Status::Update,
            Status::Tt,
            Status::End,
        ];
        // Frames of every status, counters that grow by none, one or more, and restart.
        let frames = (0..100_000u32).map(|index| {
            let status = statuses[(index % 7 % 5) as usize];
            let window = (Score::finite((index % 11) as i16), Score::POS_INF);
            let frame = Frame::new(index / 3, status, window.0, window.1);
            let calculated = index / 4 + index % 3 - index / 40_000 * 9_000;
            let counters = FrameCounters {
                calculated,
                pruned: index / 13 * 5,
            };
            (frame, counters)
        });
        for hits_are_visits in [false, true] {
            let mut here = Written::default();
            let (handoff, taker) = handoff();
            let mut beside = BackgroundWriter::new(handoff, false);
            let there = std::thread::scope(|scope| {
                let started = (Written::default(), hits_are_visits);
                let writer = scope.spawn(move || write_handed(taker, started, None));
                for written in frames.clone() {
                    let parts = (&mut here.0, &mut here.1, &mut here.2);
                    let index = write_frame(parts, written, hits_are_visits);
                    assert_eq!(beside.push(written.0, written.1), index);
                }
                beside.close();
                writer.join().expect("written")
            });
            let (there, counted) = there;
            assert!(counted.is_none());
            assert!(here.0.iter().eq(there.0.iter()));
            assert_eq!((here.1, here.2), (there.1, there.2));
        }
    }
}
