//! A recorded search's frames, packed: each frame is written as what changed since the one
//! before it — a byte for its status and which fields changed, then only those — so that
//! the 208 million frames of a 20-ply Kalah search take a few bytes each, not twelve.
//! Every [`BLOCK`]-th frame starts afresh, so any frame is read back from at most
//! `BLOCK - 1` frames before it.

use std::fmt;
use std::mem::MaybeUninit;

use crate::memory::Region;
use crate::search::frame::{Frame, Status};
use crate::search::score::Score;

/// Frames in a block: one block's start kept, the frames inside it read in order.
const BLOCK: usize = 64;

/// The most bytes one frame takes: its header, a node's step and three scores.
const MOST_BYTES_PER_FRAME: usize = 1 + 5 + 3 * 3;

/// The room `frames` frames may take.
pub(in crate::search) fn bytes_for(frames: usize) -> usize {
    frames * MOST_BYTES_PER_FRAME
}

/// The bytes a frame of a typical search takes, to map its room in ahead of it.
pub(in crate::search) const TYPICAL_BYTES_PER_FRAME: usize = 2;

/// What each block's first frame is written against.
const BLOCK_START: Frame = Frame {
    node: 0,
    status: Status::Start,
    alpha: Score::NEG_INF,
    beta: Score::POS_INF,
    extra: Score::NONE,
};

/// The header byte: the status in its low three bits, then one bit for each field written.
const NODE_CHANGED: u8 = 1 << 3;
const ALPHA_CHANGED: u8 = 1 << 4;
const BETA_CHANGED: u8 = 1 << 5;
/// The extra score, in the top two bits: as before, none, ∞ (a cut), or written.
const EXTRA_SHIFT: u32 = 6;
const EXTRA_SAME: u8 = 0;
const EXTRA_NONE: u8 = 1;
const EXTRA_INFINITE: u8 = 2;
const EXTRA_WRITTEN: u8 = 3;

/// The frames of one recorded search, in order.
#[derive(Clone, Default)]
pub struct Frames {
    bytes: Vec<u8>,
    /// Where each block's first frame starts in `bytes`.
    block_starts: Vec<usize>,
    len: usize,
    /// The last frame written, which the next is written against.
    last: Option<Frame>,
}

impl Frames {
    /// No frames, with room for `frames` of them reserved (address space only).
    pub(in crate::search) fn with_capacity(frames: usize) -> Frames {
        Frames::in_buffer(Vec::with_capacity(bytes_for(frames)), frames)
    }

    /// No frames, written into `bytes` (emptied), with room for `frames` of them.
    pub(in crate::search) fn in_buffer(mut bytes: Vec<u8>, frames: usize) -> Frames {
        bytes.clear();
        bytes.reserve_exact(bytes_for(frames));
        Frames {
            bytes,
            block_starts: Vec::with_capacity(frames.div_ceil(BLOCK)),
            len: 0,
            last: None,
        }
    }

    /// Where the packed bytes lie, for mapping their pages in ahead of the search.
    pub(in crate::search) fn region(&self) -> Region {
        Region::of(&self.bytes)
    }

    /// The bytes written so far, as the helper mapping them counts.
    pub(in crate::search) fn written_bytes(&self) -> usize {
        self.bytes.len()
    }

    /// Maps in the room of the first `frames` frames, as a typical search writes them.
    pub(in crate::search) fn populate_first(&self, frames: usize) {
        crate::memory::populate_first(&self.bytes, frames * TYPICAL_BYTES_PER_FRAME);
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends a frame.
    pub(in crate::search) fn push(&mut self, frame: Frame) {
        let before = match self.last {
            Some(last) if !self.len.is_multiple_of(BLOCK) => last,
            _ => {
                self.block_starts.push(self.bytes.len());
                BLOCK_START
            }
        };
        self.bytes.reserve(MOST_BYTES_PER_FRAME);
        let spare = &mut self.bytes.spare_capacity_mut()[..MOST_BYTES_PER_FRAME];
        let written = write_frame(spare, &before, &frame);
        let length = self.bytes.len() + written;
        // SAFETY: `write_frame` initialised the first `written` bytes past the length, all
        // within the room reserved just before.
        unsafe { self.bytes.set_len(length) };
        self.last = Some(frame);
        self.len += 1;
    }

    /// The frame at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<Frame> {
        (index < self.len).then(|| self.iter_from(index).next())?
    }

    /// The frame at `index`, which must exist.
    pub fn at(&self, index: usize) -> Frame {
        match self.get(index) {
            Some(frame) => frame,
            None => panic!("frame {index} of {}", self.len),
        }
    }

    pub fn last(&self) -> Option<Frame> {
        self.last
    }

    /// Every frame, in order.
    pub fn iter(&self) -> Iter<'_> {
        self.iter_from(0)
    }

    /// The frames from `index` on, in order.
    pub fn iter_from(&self, index: usize) -> Iter<'_> {
        let index = index.min(self.len);
        let block = index / BLOCK;
        let mut iter = Iter {
            frames: self,
            next: block * BLOCK,
            at: self
                .block_starts
                .get(block)
                .copied()
                .unwrap_or(self.bytes.len()),
            before: BLOCK_START,
        };
        // The block's earlier frames are read only to be written against.
        for _ in block * BLOCK..index {
            iter.next();
        }
        iter
    }

    /// A reader of frames at rising indices, each read on from the last where it is near.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor {
            iter: self.iter_from(self.len),
        }
    }

    /// Every frame, unpacked.
    pub fn to_vec(&self) -> Vec<Frame> {
        self.iter().collect()
    }

    /// Keeps the first `frames` frames.
    pub(in crate::search) fn truncate(&mut self, frames: usize) {
        if frames >= self.len {
            return;
        }
        let end = self.iter_from(frames).at;
        self.last = frames.checked_sub(1).and_then(|last| self.get(last));
        self.bytes.truncate(end);
        self.block_starts.truncate(frames.div_ceil(BLOCK));
        self.len = frames;
    }

    pub(in crate::search) fn shrink_to_fit(&mut self) {
        self.bytes.shrink_to_fit();
        self.block_starts.shrink_to_fit();
    }

    /// Bytes held.
    pub(in crate::search) fn bytes(&self) -> usize {
        self.bytes.capacity() + self.block_starts.capacity() * size_of::<usize>()
    }
}

/// Two lists of frames are equal when their frames are: their packed bytes are then too.
impl PartialEq for Frames {
    fn eq(&self, other: &Frames) -> bool {
        self.len == other.len && self.bytes == other.bytes
    }
}

impl Eq for Frames {}

impl fmt::Debug for Frames {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a Frames {
    type Item = Frame;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The frames from one on, read in order.
pub struct Iter<'a> {
    frames: &'a Frames,
    /// The index of the frame read next, and where its bytes start.
    next: usize,
    at: usize,
    /// The frame it is written against.
    before: Frame,
}

impl Iterator for Iter<'_> {
    type Item = Frame;

    // Inlined into each loop over the frames, which keeps the frame before in registers:
    // reading 208 million frames takes half the time.
    #[inline(always)]
    fn next(&mut self) -> Option<Frame> {
        if self.next >= self.frames.len {
            return None;
        }
        if self.next.is_multiple_of(BLOCK) {
            self.before = BLOCK_START;
        }
        let frame = read_frame(&self.frames.bytes, &mut self.at, &self.before);
        self.before = frame;
        self.next += 1;
        Some(frame)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.frames.len.saturating_sub(self.next);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Iter<'_> {}

/// Reads frames at rising indices: one a few frames after the last is read on from it.
pub struct Cursor<'a> {
    iter: Iter<'a>,
}

impl Cursor<'_> {
    /// The frame at `index`, if there is one.
    pub fn at(&mut self, index: usize) -> Option<Frame> {
        let iter = &mut self.iter;
        match index.checked_sub(iter.next) {
            Some(ahead) if ahead < BLOCK => {
                for _ in 0..ahead {
                    iter.next();
                }
            }
            _ => *iter = iter.frames.iter_from(index),
        }
        iter.next()
    }
}

/// Writes `frame` as its change from `before` at the start of `room` — the header, then
/// what changed — and says how many bytes it took: written in place, with no look at the
/// room a byte, since every frame is written.
fn write_frame(room: &mut [MaybeUninit<u8>], before: &Frame, frame: &Frame) -> usize {
    let extra = match frame.extra {
        extra if extra == before.extra => EXTRA_SAME,
        Score::NONE => EXTRA_NONE,
        Score::POS_INF => EXTRA_INFINITE,
        _ => EXTRA_WRITTEN,
    };
    let node_changed = frame.node != before.node;
    let alpha_changed = frame.alpha != before.alpha;
    let beta_changed = frame.beta != before.beta;
    room[0].write(
        frame.status as u8
            | (extra << EXTRA_SHIFT)
            | if node_changed { NODE_CHANGED } else { 0 }
            | if alpha_changed { ALPHA_CHANGED } else { 0 }
            | if beta_changed { BETA_CHANGED } else { 0 },
    );
    let mut at = 1;
    if node_changed {
        let step = i64::from(frame.node) - i64::from(before.node);
        write_varint(room, &mut at, zigzag(step));
    }
    if alpha_changed {
        write_score(room, &mut at, frame.alpha);
    }
    if beta_changed {
        write_score(room, &mut at, frame.beta);
    }
    if extra == EXTRA_WRITTEN {
        write_score(room, &mut at, frame.extra);
    }
    at
}

/// The frame written at `at` against `before`; `at` moves past it.
#[inline(always)]
fn read_frame(bytes: &[u8], at: &mut usize, before: &Frame) -> Frame {
    let header = bytes[*at];
    *at += 1;
    let status = STATUSES[usize::from(header & 0b111)];
    let node = match header & NODE_CHANGED {
        0 => before.node,
        _ => (i64::from(before.node) + unzigzag(read_varint(bytes, at))) as u32,
    };
    let alpha = match header & ALPHA_CHANGED {
        0 => before.alpha,
        _ => read_score(bytes, at),
    };
    let beta = match header & BETA_CHANGED {
        0 => before.beta,
        _ => read_score(bytes, at),
    };
    let extra = match header >> EXTRA_SHIFT {
        EXTRA_SAME => before.extra,
        EXTRA_NONE => Score::NONE,
        EXTRA_INFINITE => Score::POS_INF,
        _ => read_score(bytes, at),
    };
    Frame {
        node,
        status,
        alpha,
        beta,
        extra,
    }
}

/// The statuses by their number in a header.
const STATUSES: [Status; 8] = [
    Status::Start,
    Status::Score,
    Status::Update,
    Status::Tt,
    Status::End,
    Status::End,
    Status::End,
    Status::End,
];

fn write_score(room: &mut [MaybeUninit<u8>], at: &mut usize, score: Score) {
    write_varint(room, at, zigzag(i64::from(score.bits() as i16)));
}

#[inline]
fn read_score(bytes: &[u8], at: &mut usize) -> Score {
    Score::from_bits(unzigzag(read_varint(bytes, at)) as i16 as u16)
}

/// Small numbers of either sign as small unsigned ones: 0, −1, 1, −2, … as 0, 1, 2, 3, …
fn zigzag(value: i64) -> u64 {
    ((value << 1) ^ (value >> 63)) as u64
}

fn unzigzag(value: u64) -> i64 {
    (value >> 1) as i64 ^ -((value & 1) as i64)
}

/// Seven bits a byte, low first; the top bit says another byte follows.
fn write_varint(room: &mut [MaybeUninit<u8>], at: &mut usize, mut value: u64) {
    while value >= 0x80 {
        room[*at].write(value as u8 | 0x80);
        *at += 1;
        value >>= 7;
    }
    room[*at].write(value as u8);
    *at += 1;
}

#[inline]
fn read_varint(bytes: &[u8], at: &mut usize) -> u64 {
    let mut value = 0;
    let mut shift = 0;
    loop {
        let byte = bytes[*at];
        *at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return value;
        }
        shift += 7;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn any_score() -> impl Strategy<Value = Score> {
        prop_oneof![
            Just(Score::NEG_INF),
            Just(Score::POS_INF),
            Just(Score::NONE),
            (-Score::MAX_FINITE..=Score::MAX_FINITE).prop_map(Score::finite),
            (-3i16..=3).prop_map(Score::finite),
        ]
    }

    fn any_frame() -> impl Strategy<Value = Frame> {
        let status = prop_oneof![
            Just(Status::Start),
            Just(Status::Score),
            Just(Status::Update),
            Just(Status::Tt),
            Just(Status::End),
        ];
        let node = prop_oneof![0..8u32, any::<u32>()];
        (node, status, any_score(), any_score(), any_score()).prop_map(
            |(node, status, alpha, beta, extra)| Frame {
                node,
                status,
                alpha,
                beta,
                extra,
            },
        )
    }

    proptest! {
        #[test]
        fn every_frame_reads_back_as_written_from_any_index_and_after_truncating(
            frames in proptest::collection::vec(any_frame(), 0..300),
            cut in 0usize..310,
        ) {
            let mut packed = Frames::with_capacity(frames.len());
            for &frame in &frames {
                packed.push(frame);
            }
            prop_assert_eq!(packed.len(), frames.len());
            prop_assert_eq!(packed.to_vec(), frames.clone());
            let mut cursor = packed.cursor();
            for (index, &frame) in frames.iter().enumerate() {
                prop_assert_eq!(packed.get(index), Some(frame));
                if index % 3 != 1 {
                    prop_assert_eq!(cursor.at(index), Some(frame));
                }
                prop_assert_eq!(packed.iter_from(index).next(), Some(frame));
            }
            prop_assert_eq!(packed.get(frames.len()), None);
            prop_assert_eq!(packed.last(), frames.last().copied());
            // Truncated, then written on: as if only what is kept had been written.
            let kept = cut.min(frames.len());
            packed.truncate(kept);
            let mut fresh = Frames::with_capacity(frames.len());
            for &frame in &frames[..kept] {
                fresh.push(frame);
            }
            prop_assert_eq!(&packed, &fresh);
            for &frame in frames.iter().rev().take(70) {
                packed.push(frame);
                fresh.push(frame);
            }
            prop_assert_eq!(&packed, &fresh);
            prop_assert_eq!(packed.to_vec(), fresh.to_vec());
        }
    }

    #[test]
    fn a_search_that_changes_little_takes_few_bytes() {
        let (alpha, beta) = (Score::NEG_INF, Score::POS_INF);
        let mut frames = Frames::with_capacity(4096);
        for node in 0..1024u32 {
            frames.push(Frame::new(node, Status::Start, alpha, beta));
            frames.push(Frame::new(node, Status::End, alpha, beta).with_returned(Score::finite(3)));
        }
        // Twelve bytes a frame unpacked.
        assert!(frames.bytes.len() < 2048 * 3, "{}", frames.bytes.len());
    }
}
