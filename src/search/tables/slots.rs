//! The solver tutorial's own tables, which forget: one slot an index (the key modulo a
//! prime), the last store winning. Its parts 7 to 10 keep the whole key in 8,388,593
//! slots; parts 11 and 12 keep only the key's low bits and a byte of value in 8,388,617
//! slots, with no false hit (see [`CompactTable`]). A value says whether it is an upper or
//! a lower bound of the position's score, the side to move's.

/// What a table holds of a position's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is at most this.
    Upper(i32),
    /// The score is at least this.
    Lower(i32),
}

/// Scores reach ±(cells / 2), at most ±32 on a 64-cell board: an upper bound is kept as
/// 1 to 127 and a lower bound as 128 to 254, 0 meaning an empty slot.
const UPPER_ZERO: i32 = 64;
const LOWER_ZERO: i32 = 192;

impl Bound {
    pub(in crate::search) fn byte(self) -> u8 {
        let byte = match self {
            Bound::Upper(score) => score + UPPER_ZERO,
            Bound::Lower(score) => score + LOWER_ZERO,
        };
        debug_assert!((1..=254).contains(&byte), "{self:?}");
        byte as u8
    }

    pub(in crate::search) fn of_byte(byte: u8) -> Option<Bound> {
        match i32::from(byte) {
            0 => None,
            byte if byte < 128 => Some(Bound::Upper(byte - UPPER_ZERO)),
            byte => Some(Bound::Lower(byte - LOWER_ZERO)),
        }
    }
}

/// The parts 7 to 10 table's slots: the largest prime below 2²³. Known when compiling, so
/// that an index is a multiplication, not a division.
const WHOLE_KEY_SLOTS: usize = prime_from(1 << 23, false);
/// The compact table's slots: the smallest prime above 2²³.
const COMPACT_SLOTS: usize = prime_from(1 << 23, true);

pub fn whole_key_slots() -> usize {
    WHOLE_KEY_SLOTS
}

pub fn compact_slots() -> usize {
    COMPACT_SLOTS
}

/// The nearest prime past `from`, upwards or downwards.
const fn prime_from(from: usize, upwards: bool) -> usize {
    let mut candidate = from;
    loop {
        candidate = if upwards {
            candidate + 1
        } else {
            candidate - 1
        };
        if is_prime(candidate) {
            return candidate;
        }
    }
}

const fn is_prime(n: usize) -> bool {
    if n < 2 {
        return false;
    }
    let mut divisor = 2;
    while divisor * divisor <= n {
        if n.is_multiple_of(divisor) {
            return false;
        }
        divisor += 1;
    }
    true
}

/// Slots written since the last clear, up to a share of the table: beyond it the whole
/// table is wiped, as the tutorial does for every position.
struct Written {
    indices: Vec<u32>,
    overflowed: bool,
}

impl Written {
    fn new() -> Written {
        Written {
            indices: Vec::new(),
            overflowed: false,
        }
    }

    #[inline]
    fn note(&mut self, index: usize, slots: usize) {
        if self.overflowed {
            return;
        }
        if self.indices.len() >= slots / 16 {
            self.overflowed = true;
            self.indices = Vec::new();
        } else {
            self.indices.push(index as u32);
        }
    }

    /// The slots to empty, then forgets them: `None` for all of them.
    fn take(&mut self) -> Option<std::vec::Drain<'_, u32>> {
        match std::mem::replace(&mut self.overflowed, false) {
            true => None,
            false => Some(self.indices.drain(..)),
        }
    }
}

/// The whole key and its value packed in a word: `key << 8 | value`.
pub struct WholeKeyTable {
    slots: Vec<u64>,
    written: Written,
}

impl WholeKeyTable {
    /// Keys must be below 2⁵⁶ (boards of 56 cells and their sentinel row at most).
    pub fn new() -> WholeKeyTable {
        WholeKeyTable {
            // Zeroed memory comes from the system untouched: pages cost only once used.
            slots: vec![0; whole_key_slots()],
            written: Written::new(),
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key % WHOLE_KEY_SLOTS as u64) as usize
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<Bound> {
        let slot = self.slots[self.index(key)];
        match slot >> 8 == key {
            true => Bound::of_byte(slot as u8),
            false => None,
        }
    }

    #[inline]
    pub fn put(&mut self, key: u64, bound: Bound) {
        let index = self.index(key);
        self.slots[index] = key << 8 | u64::from(bound.byte());
        self.written.note(index, self.slots.len());
    }

    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch(&self.slots[self.index(key)]);
    }

    pub fn clear(&mut self) {
        match self.written.take() {
            Some(indices) => indices.for_each(|index| self.slots[index as usize] = 0),
            None => self.slots.fill(0),
        }
    }
}

/// Part 11's table: a key's low `KEY_BYTES` bytes and a byte of value, side by side so
/// that a lookup touches one cache line. Two keys with the same index and the same low bits
/// are equal modulo the slots (odd, so coprime to any power of two) and modulo 2^bits,
/// hence modulo their product, which exceeds every key: no false hit.
pub struct CompactSlots<const KEY_BYTES: usize> {
    /// Per slot, the key's low bytes (little-endian) then the value.
    entries: Vec<u8>,
    written: Written,
}

impl<const KEY_BYTES: usize> CompactSlots<KEY_BYTES> {
    const STRIDE: usize = KEY_BYTES + 1;

    fn new() -> CompactSlots<KEY_BYTES> {
        CompactSlots {
            entries: vec![0; compact_slots() * Self::STRIDE],
            written: Written::new(),
        }
    }

    /// Where the slot of `key` starts.
    #[inline]
    fn at(&self, key: u64) -> usize {
        (key % COMPACT_SLOTS as u64) as usize * Self::STRIDE
    }

    #[inline]
    fn key_bytes(key: u64) -> [u8; KEY_BYTES] {
        let mut bytes = [0; KEY_BYTES];
        bytes.copy_from_slice(&key.to_le_bytes()[..KEY_BYTES]);
        bytes
    }

    #[inline]
    fn get(&self, key: u64) -> Option<Bound> {
        let at = self.at(key);
        let entry = &self.entries[at..at + Self::STRIDE];
        match entry[..KEY_BYTES] == Self::key_bytes(key) {
            true => Bound::of_byte(entry[KEY_BYTES]),
            false => None,
        }
    }

    #[inline]
    fn put(&mut self, key: u64, bound: Bound) {
        let at = self.at(key);
        let entry = &mut self.entries[at..at + Self::STRIDE];
        entry[..KEY_BYTES].copy_from_slice(&Self::key_bytes(key));
        entry[KEY_BYTES] = bound.byte();
        self.written.note(at / Self::STRIDE, compact_slots());
    }

    #[inline]
    fn prefetch(&self, key: u64) {
        prefetch(&self.entries[self.at(key)]);
    }

    fn clear(&mut self) {
        match self.written.take() {
            Some(indices) => indices.for_each(|index| {
                let at = index as usize * Self::STRIDE;
                self.entries[at..at + Self::STRIDE].fill(0);
            }),
            None => self.entries.fill(0),
        }
    }
}

/// The compact table at the width a board's keys need: their bits beyond the index's 23,
/// rounded up to a byte, 2, 4 or 8 (32 on 7×6, 64 on 8×6).
pub enum CompactTable {
    Bits8(CompactSlots<1>),
    Bits16(CompactSlots<2>),
    Bits32(CompactSlots<4>),
    Bits64(CompactSlots<8>),
}

macro_rules! each_width {
    ($table:expr, $slots:ident => $body:expr) => {
        match $table {
            CompactTable::Bits8($slots) => $body,
            CompactTable::Bits16($slots) => $body,
            CompactTable::Bits32($slots) => $body,
            CompactTable::Bits64($slots) => $body,
        }
    };
}

impl CompactTable {
    /// For keys of `key_bits` bits.
    pub fn new(key_bits: u32) -> CompactTable {
        match key_bits.saturating_sub(23) {
            0..=8 => CompactTable::Bits8(CompactSlots::new()),
            9..=16 => CompactTable::Bits16(CompactSlots::new()),
            17..=32 => CompactTable::Bits32(CompactSlots::new()),
            _ => CompactTable::Bits64(CompactSlots::new()),
        }
    }

    /// The bits of key each slot keeps.
    #[cfg(test)]
    fn kept_bits(&self) -> u32 {
        each_width!(self, slots => 8 * (slots.entries.len() / compact_slots() - 1) as u32)
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<Bound> {
        each_width!(self, slots => slots.get(key))
    }

    #[inline]
    pub fn put(&mut self, key: u64, bound: Bound) {
        each_width!(self, slots => slots.put(key, bound))
    }

    #[inline]
    pub fn prefetch(&self, key: u64) {
        each_width!(self, slots => slots.prefetch(key))
    }

    pub fn clear(&mut self) {
        each_width!(self, slots => slots.clear())
    }
}

#[inline(always)]
fn prefetch<T>(slot: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let slot: *const T = slot;
        // SAFETY: a prefetch is a hint: it reads nothing and cannot fault.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = slot;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slots_are_the_tutorials_primes() {
        assert_eq!(whole_key_slots(), 8_388_593);
        assert_eq!(compact_slots(), 8_388_617);
    }

    #[test]
    fn keys_keep_the_bits_the_board_needs() {
        // 7×6: 49 key bits; 8×6, 7×7 and 8×7: 56 to 64.
        assert_eq!(CompactTable::new(49).kept_bits(), 32);
        assert_eq!(CompactTable::new(56).kept_bits(), 64);
        assert_eq!(CompactTable::new(20).kept_bits(), 8);
        assert_eq!(CompactTable::new(35).kept_bits(), 16);
    }

    #[test]
    fn the_last_store_wins_its_slot_and_bounds_keep_their_kind() {
        let mut table = WholeKeyTable::new();
        let slots = whole_key_slots() as u64;
        table.put(5, Bound::Upper(-18));
        assert_eq!(table.get(5), Some(Bound::Upper(-18)));
        // Same slot, another key: the first is forgotten.
        table.put(5 + slots, Bound::Lower(20));
        assert_eq!(table.get(5), None);
        assert_eq!(table.get(5 + slots), Some(Bound::Lower(20)));
        table.clear();
        assert_eq!(table.get(5 + slots), None);
    }

    #[test]
    fn a_compact_slot_tells_keys_with_the_same_index_apart() {
        let mut table = CompactTable::new(49);
        let slots = compact_slots() as u64;
        // Same index, same low 32 bits would need a difference of slots × 2³² > 2⁴⁹.
        let (first, second) = (12_345, 12_345 + slots * 3);
        table.put(first, Bound::Upper(3));
        assert_eq!(table.get(second), None);
        table.put(second, Bound::Lower(-2));
        assert_eq!(
            (table.get(first), table.get(second)),
            (None, Some(Bound::Lower(-2)))
        );
        // Past a sixteenth of the slots written, a clear wipes the whole table.
        for key in 0..slots / 16 + 2 {
            table.put(key * 7, Bound::Upper(1));
        }
        table.clear();
        assert_eq!(table.get(7), None);
    }
}
