//! Frames marked among a search's frames — the entries of nodes, say — kept as one bit a
//! frame with the marks before every block of frames counted: how many lie at or before a
//! frame is a look and a few counts of bits, and a search that marks one frame in four
//! keeps a byte for every 32 of its frames instead of four bytes a mark.

/// Words of 64 frames in a block whose marks before it are counted.
const BLOCK_WORDS: usize = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct MarkedFrames {
    /// Bit `frame % 64` of word `frame / 64` is set when the frame is marked.
    words: Vec<u64>,
    /// The marks before each block of [`BLOCK_WORDS`] words.
    before_block: Vec<u32>,
    marks: u32,
}

impl MarkedFrames {
    /// Marks `frame`, which comes after every frame marked so far.
    pub(super) fn mark(&mut self, frame: u32) {
        let word = frame as usize / 64;
        while self.words.len() <= word {
            // Every mark so far lies in the words before the new one.
            if self.words.len().is_multiple_of(BLOCK_WORDS) {
                self.before_block.push(self.marks);
            }
            self.words.push(0);
        }
        self.words[word] |= 1 << (frame % 64);
        self.marks += 1;
    }

    /// How many frames are marked.
    pub(super) fn len(&self) -> u32 {
        self.marks
    }

    /// How many marked frames lie at or before `frame`.
    pub(super) fn count_to(&self, frame: usize) -> u32 {
        let word = frame / 64;
        let Some(&last) = self.words.get(word) else {
            return self.marks;
        };
        let block = word / BLOCK_WORDS;
        let whole: u32 = (self.words[block * BLOCK_WORDS..word].iter())
            .map(|bits| bits.count_ones())
            .sum();
        let through = u64::MAX >> (63 - frame % 64);
        self.before_block[block] + whole + (last & through).count_ones()
    }

    /// The marked frames from `first` on, in order.
    pub(super) fn from(&self, first: u32) -> impl Iterator<Item = u32> + '_ {
        let start = first as usize / 64;
        let words = self.words.iter().enumerate().skip(start);
        words.flat_map(move |(index, &bits)| {
            let bits = match index == start {
                true => bits & (u64::MAX << (first % 64)),
                false => bits,
            };
            Bits(bits).map(move |bit| (index * 64) as u32 + bit)
        })
    }

    /// Forgets the marks at `frames` and after.
    pub(super) fn truncate(&mut self, frames: u32) {
        self.marks = self.count_to(frames as usize) - u32::from(self.is_marked(frames));
        let word = frames as usize / 64;
        if let Some(bits) = self.words.get_mut(word) {
            *bits &= !(u64::MAX << (frames % 64));
        }
        self.words.truncate(word + 1);
        self.before_block
            .truncate(self.words.len().div_ceil(BLOCK_WORDS));
    }

    fn is_marked(&self, frame: u32) -> bool {
        let bits = self.words.get(frame as usize / 64).copied().unwrap_or(0);
        bits >> (frame % 64) & 1 == 1
    }

    pub(super) fn shrink_to_fit(&mut self) {
        self.words.shrink_to_fit();
        self.before_block.shrink_to_fit();
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.words.capacity() * size_of::<u64>() + self.before_block.capacity() * size_of::<u32>()
    }
}

/// The set bits of a word, lowest first.
struct Bits(u64);

impl Iterator for Bits {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(bit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn marked_frames_count_and_list_as_a_sorted_list_does(
            steps in proptest::collection::vec(1u32..200, 0..300),
            first_mark in 0u32..3,
            cut in 0u32..20_000,
            cut_at_a_mark in any::<bool>(),
            from in 0u32..20_000,
        ) {
            let mut frames = Vec::new();
            let mut frame = first_mark;
            for step in steps {
                frames.push(frame);
                frame += step;
            }
            let mut marked = MarkedFrames::default();
            for &frame in &frames {
                marked.mark(frame);
            }
            let end = frames.last().map_or(0, |&last| last + 70);
            for frame in 0..end {
                let expected = frames.partition_point(|&marked| marked <= frame) as u32;
                prop_assert_eq!(marked.count_to(frame as usize), expected);
            }
            prop_assert_eq!(marked.len(), frames.len() as u32);
            let listed: Vec<u32> = marked.from(from).collect();
            let expected: Vec<u32> = frames.iter().copied().filter(|&frame| frame >= from).collect();
            prop_assert_eq!(listed, expected);
            // Truncated, then marked on: as if only the kept marks had been made.
            let cut = match cut_at_a_mark && !frames.is_empty() {
                true => frames[cut as usize % frames.len()],
                false => cut,
            };
            marked.truncate(cut);
            let kept: Vec<u32> = frames.iter().copied().filter(|&frame| frame < cut).collect();
            let mut fresh = MarkedFrames::default();
            for &frame in &kept {
                fresh.mark(frame);
            }
            prop_assert_eq!(marked.len(), fresh.len());
            for frame in 0..end.max(cut) + 70 {
                prop_assert_eq!(marked.count_to(frame as usize), fresh.count_to(frame as usize));
            }
            marked.mark(cut + 5);
            fresh.mark(cut + 5);
            prop_assert_eq!(marked.from(0).collect::<Vec<_>>(), fresh.from(0).collect::<Vec<_>>());
            prop_assert_eq!(marked.count_to(cut as usize + 5), fresh.count_to(cut as usize + 5));
        }
    }
}
