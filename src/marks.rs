//! Indices marked among a run of them — the frames that enter nodes, the nodes with
//! children — kept as one bit an index with the marks before every block of indices
//! counted: how many lie at or before an index is a look and a few counts of bits, and
//! marking one index in four keeps a byte for every 32 of them instead of four bytes a mark.

/// Marked indices, the marks before every `BLOCK_WORDS` words of 64 indices counted: the
/// fewer words a block, the quicker a count and the more room the counts take.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Marks<const BLOCK_WORDS: usize = 8> {
    /// Bit `index % 64` of word `index / 64` is set when the index is marked.
    words: Vec<u64>,
    /// The marks before each block of [`BLOCK_WORDS`] words.
    before_block: Vec<u32>,
    marks: u32,
}

impl<const BLOCK_WORDS: usize> Marks<BLOCK_WORDS> {
    /// Marks `index`, which comes after every index marked so far.
    #[inline]
    pub(crate) fn mark(&mut self, index: u32) {
        let word = index as usize / 64;
        while self.words.len() <= word {
            // Every mark so far lies in the words before the new one.
            if self.words.len().is_multiple_of(BLOCK_WORDS) {
                self.before_block.push(self.marks);
            }
            self.words.push(0);
        }
        self.words[word] |= 1 << (index % 64);
        self.marks += 1;
    }

    /// The marks the words hold: bit `index % 64` of word `index / 64`.
    pub(crate) fn from_words(words: Vec<u64>) -> Self {
        let mut marks = 0;
        let mut before_block = Vec::with_capacity(words.len().div_ceil(BLOCK_WORDS));
        for block in words.chunks(BLOCK_WORDS) {
            before_block.push(marks);
            marks += block.iter().map(|bits| bits.count_ones()).sum::<u32>();
        }
        Marks {
            words,
            before_block,
            marks,
        }
    }

    /// The words of marks: bit `index % 64` of word `index / 64`.
    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    /// How many indices are marked.
    pub(crate) fn len(&self) -> u32 {
        self.marks
    }

    /// How many marked indices lie at or before `index`.
    #[inline]
    pub(crate) fn count_to(&self, index: usize) -> u32 {
        let word = index / 64;
        let Some(&last) = self.words.get(word) else {
            return self.marks;
        };
        let block = word / BLOCK_WORDS;
        let whole: u32 = (self.words[block * BLOCK_WORDS..word].iter())
            .map(|bits| bits.count_ones())
            .sum();
        let through = u64::MAX >> (63 - index % 64);
        self.before_block[block] + whole + (last & through).count_ones()
    }

    /// The marked indices from `first` on, in order.
    pub(crate) fn from(&self, first: u32) -> impl Iterator<Item = u32> + '_ {
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

    /// Forgets the marks at `end` and after.
    pub(crate) fn truncate(&mut self, end: u32) {
        self.marks = self.count_to(end as usize) - u32::from(self.is_marked(end));
        let word = end as usize / 64;
        if let Some(bits) = self.words.get_mut(word) {
            *bits &= !(u64::MAX << (end % 64));
        }
        self.words.truncate(word + 1);
        self.before_block
            .truncate(self.words.len().div_ceil(BLOCK_WORDS));
    }

    #[inline]
    pub(crate) fn is_marked(&self, index: u32) -> bool {
        let bits = self.words.get(index as usize / 64).copied().unwrap_or(0);
        bits >> (index % 64) & 1 == 1
    }

    pub(crate) fn shrink_to_fit(&mut self) {
        self.words.shrink_to_fit();
        self.before_block.shrink_to_fit();
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
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
        fn marks_count_and_list_as_a_sorted_list_does(
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
            let mut marked = Marks::<8>::default();
            // Counted at every word instead of every 8: the same counts.
            let mut fine = Marks::<1>::default();
            for &frame in &frames {
                marked.mark(frame);
                fine.mark(frame);
            }
            let end = frames.last().map_or(0, |&last| last + 70);
            for frame in 0..end {
                let expected = frames.partition_point(|&marked| marked <= frame) as u32;
                prop_assert_eq!(marked.count_to(frame as usize), expected);
                prop_assert_eq!(fine.count_to(frame as usize), expected);
                prop_assert_eq!(fine.is_marked(frame), frames.binary_search(&frame).is_ok());
            }
            prop_assert_eq!(marked.len(), frames.len() as u32);
            prop_assert_eq!(&Marks::<8>::from_words(marked.words.clone()), &marked);
            prop_assert_eq!(&Marks::<1>::from_words(fine.words.clone()), &fine);
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
            let mut fresh = Marks::<8>::default();
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
