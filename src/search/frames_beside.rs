//! A long single pass's frames, written on the other core: the search only hands each
//! frame over with its counters, and takes them all back, packed, at its end.

use std::panic::resume_unwind;
use std::thread::JoinHandle;

use super::frame::{Frame, FrameCounters, FrameCounts, Status};
use super::packed_frames::Frames;
use super::recording::Recording;
use crate::handoff::{Handoff, handoff};
use crate::marks::Marks;

/// The frames written, their counters and the visits among them.
pub(super) type Written = (Frames, FrameCounts, Marks);

/// Writes the next frame: a visit when it enters a node (a start, or a table's hit where
/// it stands for an entry), its counters, and the frame. Its index.
#[inline(always)]
pub(super) fn write_frame(
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

/// The recording's frames, written on the other core.
pub(super) struct FramesBeside {
    /// Frames handed over so far.
    handed: u32,
    handoff: Handoff<Vec<(Frame, FrameCounters)>>,
    writer: JoinHandle<Written>,
}

impl FramesBeside {
    /// Takes the recording's frames, counters and visits (none yet) to write them on the
    /// other core.
    pub(super) fn start(recording: &mut Recording, hits_are_visits: bool) -> FramesBeside {
        let frames = std::mem::take(&mut recording.frames);
        let counts = std::mem::take(&mut recording.counts);
        let visits = std::mem::take(&mut recording.visit_frames);
        FramesBeside::writing((frames, counts, visits), hits_are_visits)
    }

    /// Writes on the other core into `written`.
    fn writing(written: Written, hits_are_visits: bool) -> FramesBeside {
        let (mut frames, mut counts, mut visits) = written;
        let (handoff, taker) = handoff();
        let writing = std::thread::Builder::new().name("frames".into());
        let writes = move || {
            taker.take_each(|batch: &Vec<(Frame, FrameCounters)>| {
                for &written in batch {
                    let parts = (&mut frames, &mut counts, &mut visits);
                    write_frame(parts, written, hits_are_visits);
                }
            });
            (frames, counts, visits)
        };
        let writer = writing.spawn(writes).expect("a thread to write the frames");
        FramesBeside {
            handed: 0,
            handoff,
            writer,
        }
    }

    /// Hands the next frame over with the counters once it is done: its index.
    #[inline]
    pub(super) fn push(&mut self, frame: Frame, counters: FrameCounters) -> u32 {
        self.handoff.batch().push((frame, counters));
        self.handoff.sent_if_full();
        self.handed += 1;
        self.handed - 1
    }

    /// The index the next frame will have.
    pub(super) fn len(&self) -> u32 {
        self.handed
    }

    /// Waits for every frame to be written, and puts them back in the recording.
    pub(super) fn finish(self, recording: &mut Recording) {
        (recording.frames, recording.counts, recording.visit_frames) = self.written();
    }

    /// Waits for every frame to be written: what was.
    fn written(self) -> Written {
        self.handoff.close();
        let written = self.writer.join();
        written.unwrap_or_else(|panic| resume_unwind(panic))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
            let mut beside = FramesBeside::writing(Written::default(), hits_are_visits);
            for written in frames.clone() {
                let parts = (&mut here.0, &mut here.1, &mut here.2);
                let index = write_frame(parts, written, hits_are_visits);
                assert_eq!(beside.push(written.0, written.1), index);
            }
            let there = beside.written();
            assert!(here.0.iter().eq(there.0.iter()));
            assert_eq!((here.1, here.2), (there.1, there.2));
        }
    }
}
