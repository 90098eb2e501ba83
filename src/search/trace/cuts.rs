//! A pass's cuts, packed: a deep search cuts tens of millions of children, each once, in
//! frame order, and a cut's frame and node are most often the last one's or close to them
//! (siblings cut by one frame, their ids a block). Each cut is written as its frame's and
//! node's steps from the cut before, in variable-length bytes; every 64th cut starts
//! afresh from nothing, its place kept, so that the cuts from any one on are read without
//! the earlier ones. A cut a re-search lifted keeps its bytes and is noted apart.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use crate::hashing::WordHasher;
use crate::memory::Region;
use crate::tree::NodeId;

/// "This never happens in this trace."
pub(crate) const NOT_YET: u32 = u32::MAX;

/// A cut: the subtree of `node`, down to the search's last depth, counted pruned at
/// `frame_index` ([`NOT_YET`] once a re-search has lifted it).
#[derive(Clone, Copy)]
pub(in crate::search) struct Cut {
    pub(in crate::search) node: NodeId,
    pub(in crate::search) frame_index: u32,
}

/// Cuts between two fresh starts.
const STRETCH: usize = 64;

/// The most bytes one cut takes: a frame's step and a node's, five bytes each at most.
const MOST_BYTES_PER_CUT: usize = 10;

#[derive(Default)]
pub(in crate::search) struct Cuts {
    bytes: Vec<u8>,
    /// The byte each stretch of [`STRETCH`] cuts starts at.
    stretch_starts: Vec<u32>,
    len: u32,
    /// The last cut written, the next one's steps are from.
    last: (u32, u32),
    /// The cuts a re-search lifted, by their place.
    lifted: HashSet<u32, BuildHasherDefault<WordHasher>>,
}

impl Cuts {
    /// No cuts, with room for `cuts` of them reserved (address space until written): the
    /// bytes never move while that many are written.
    pub(in crate::search) fn with_capacity(cuts: usize) -> Cuts {
        Cuts {
            bytes: Vec::with_capacity(cuts * MOST_BYTES_PER_CUT),
            ..Cuts::default()
        }
    }

    pub(in crate::search) fn len(&self) -> usize {
        self.len as usize
    }

    pub(in crate::search) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends a cut.
    #[inline(always)]
    pub(in crate::search) fn push(&mut self, cut: Cut) {
        if self.len().is_multiple_of(STRETCH) {
            self.stretch_starts.push(self.bytes.len() as u32);
            self.last = (0, 0);
        }
        let (frame, node) = self.last;
        write_step(&mut self.bytes, frame, cut.frame_index);
        write_step(&mut self.bytes, node, cut.node);
        self.last = (cut.frame_index, cut.node);
        self.len += 1;
    }

    /// The cuts from place `first` on, in order, a lifted one's frame [`NOT_YET`].
    pub(in crate::search) fn iter_from(&self, first: usize) -> impl Iterator<Item = Cut> + '_ {
        let none_lifted = self.lifted.is_empty();
        self.read_from(first).map(move |(place, cut)| {
            match !none_lifted && self.lifted.contains(&place) {
                true => Cut {
                    frame_index: NOT_YET,
                    ..cut
                },
                false => cut,
            }
        })
    }

    /// The cuts in order, a lifted one's frame [`NOT_YET`].
    pub(in crate::search) fn iter(&self) -> impl Iterator<Item = Cut> + '_ {
        self.iter_from(0)
    }

    /// Lifts the cut at `place`: its frame, until now.
    pub(in crate::search) fn lift(&mut self, place: u32) -> u32 {
        let frame = self
            .iter_from(place as usize)
            .next()
            .map(|cut| cut.frame_index);
        self.lifted.insert(place);
        frame.unwrap_or(NOT_YET)
    }

    /// Keeps only the cuts made before `frames` (cuts come in frame order; a lifted one's
    /// own frame counts).
    pub(in crate::search) fn truncate_to_frames(&mut self, frames: u32) {
        let mut kept = Cuts::default();
        for (place, cut) in self.read_from(0) {
            if cut.frame_index >= frames {
                break;
            }
            kept.push(cut);
            if self.lifted.contains(&place) {
                kept.lifted.insert(place);
            }
        }
        *self = kept;
    }

    /// The cuts from place `first` on as written, with their places.
    fn read_from(&self, first: usize) -> impl Iterator<Item = (u32, Cut)> + '_ {
        let stretch = first / STRETCH;
        let start = (self.stretch_starts.get(stretch)).map_or(self.bytes.len(), |&at| at as usize);
        let reader = Reader {
            bytes: &self.bytes[start..],
            place: (stretch * STRETCH) as u32,
            end: self.len,
            last: (0, 0),
        };
        reader.skip(first - stretch * STRETCH)
    }

    /// Where its bytes lie, for mapping their pages in ahead of the search.
    pub(in crate::search) fn region(&self) -> Region {
        Region::of(&self.bytes)
    }

    /// The bytes written so far.
    pub(in crate::search) fn written(&self) -> usize {
        self.bytes.len()
    }

    pub(in crate::search) fn shrink_to_fit(&mut self) {
        self.bytes.shrink_to_fit();
        self.stretch_starts.shrink_to_fit();
    }

    /// Bytes held.
    pub(in crate::search) fn bytes(&self) -> usize {
        self.bytes.capacity()
            + self.stretch_starts.capacity() * size_of::<u32>()
            + self.lifted.capacity() * (size_of::<u32>() + 1)
    }
}

/// Writes the step from `from` to `to` as a zigzag variable-length number.
fn write_step(bytes: &mut Vec<u8>, from: u32, to: u32) {
    let step = i64::from(to) - i64::from(from);
    let mut zigzag = ((step << 1) ^ (step >> 63)) as u64;
    while zigzag >= 0x80 {
        bytes.push(zigzag as u8 | 0x80);
        zigzag >>= 7;
    }
    bytes.push(zigzag as u8);
}

/// Reads one stretch's cuts on, from its start.
struct Reader<'a> {
    bytes: &'a [u8],
    place: u32,
    end: u32,
    last: (u32, u32),
}

impl Reader<'_> {
    #[inline]
    fn step(&mut self, from: u32) -> u32 {
        let mut zigzag = 0u64;
        let mut shift = 0;
        loop {
            let (&byte, rest) = self.bytes.split_first().expect("a cut's bytes");
            self.bytes = rest;
            zigzag |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                break;
            }
            shift += 7;
        }
        let step = (zigzag >> 1) as i64 ^ -((zigzag & 1) as i64);
        (i64::from(from) + step) as u32
    }
}

impl Iterator for Reader<'_> {
    /// A cut's place and the cut as written.
    type Item = (u32, Cut);

    #[inline]
    fn next(&mut self) -> Option<(u32, Cut)> {
        if self.place >= self.end {
            return None;
        }
        if (self.place as usize).is_multiple_of(STRETCH) {
            self.last = (0, 0);
        }
        let frame_index = self.step(self.last.0);
        let node = self.step(self.last.1);
        self.last = (frame_index, node);
        let place = self.place;
        self.place += 1;
        Some((place, Cut { node, frame_index }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Packed, lifted, read from any place and cut short at any frame, the cuts read
        /// back as a plain list of them holds them.
        #[test]
        fn cuts_read_back_as_a_plain_list_holds_them(
            steps in proptest::collection::vec((0u32..3, -70i64..70, any::<bool>()), 0..300),
            lifts in proptest::collection::vec(any::<prop::sample::Index>(), 0..8),
            from in any::<prop::sample::Index>(),
            cut_at in 0u32..400,
        ) {
            let mut plain: Vec<Cut> = Vec::new();
            let mut cuts = Cuts::with_capacity(16);
            let (mut frame, mut node) = (0u32, 1_000i64);
            for (frame_step, node_step, far) in steps {
                frame += frame_step;
                node = (node + if far { node_step * 40_000 } else { node_step }).max(0);
                let cut = Cut { node: node as u32, frame_index: frame };
                plain.push(cut);
                cuts.push(cut);
            }
            let same = |cut: Cut| (cut.node, cut.frame_index);
            let mut lifted = plain.clone();
            for index in &lifts {
                if plain.is_empty() {
                    break;
                }
                let place = index.index(plain.len());
                let frame = cuts.lift(place as u32);
                prop_assert_eq!(frame, lifted[place].frame_index);
                lifted[place].frame_index = NOT_YET;
            }
            prop_assert_eq!(cuts.len(), plain.len());
            let read: Vec<_> = cuts.iter().map(same).collect();
            prop_assert_eq!(read, lifted.iter().copied().map(same).collect::<Vec<_>>());
            let first = from.index(plain.len() + 1);
            let read: Vec<_> = cuts.iter_from(first).map(same).collect();
            let expected: Vec<_> = lifted[first..].iter().copied().map(same).collect();
            prop_assert_eq!(read, expected);
            // Cut short: the cuts made before the frame, lifted or not, as they were.
            cuts.truncate_to_frames(cut_at);
            let kept = plain.iter().take_while(|cut| cut.frame_index < cut_at).count();
            let read: Vec<_> = cuts.iter().map(same).collect();
            prop_assert_eq!(read, lifted[..kept].iter().copied().map(same).collect::<Vec<_>>());
        }
    }
}
