//! The solver's table of upper bounds, which never forgets within a solve: open addressing
//! with a key and its bound packed in one word, so that a lookup touches one cache line
//! and the table takes half the memory a map of pairs would (its size is what makes the
//! solver's lookups miss the cache).

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::hashing::WordHasher;

/// Keys below this fit, one more than themselves, beside a byte of bound; a bigger board's
/// larger keys go to a map.
const PACKED_KEYS: u64 = (1 << 56) - 1;
/// A bound is kept shifted into an unsigned byte.
const SHIFT: i16 = 128;
const FIRST_CAPACITY: usize = 1 << 10;

/// Keys to upper bounds.
pub(in crate::search) struct UpperBounds {
    /// `(key + 1) << 8 | bound + 128`, or 0 for an empty slot.
    slots: Vec<u64>,
    len: usize,
    /// Keys too wide to pack (boards of more than 56 cells with their sentinel row).
    wide: HashMap<u64, i16, BuildHasherDefault<WordHasher>>,
}

impl Default for UpperBounds {
    fn default() -> Self {
        UpperBounds {
            slots: vec![0; FIRST_CAPACITY],
            len: 0,
            wide: HashMap::default(),
        }
    }
}

impl UpperBounds {
    /// Forgets every entry; a table grown big starts small again, so that clearing it
    /// costs nothing for the next position.
    pub(in crate::search) fn clear(&mut self) {
        if self.slots.len() > FIRST_CAPACITY {
            self.slots = vec![0; FIRST_CAPACITY];
        } else {
            self.slots.fill(0);
        }
        self.len = 0;
        self.wide.clear();
    }

    /// Where `key`'s probe starts (Fibonacci hashing: the product's top bits).
    #[inline]
    fn home(&self, key: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }

    /// Asks the memory for `key`'s slot now, so that its lookup a little later finds it.
    #[inline]
    pub(in crate::search) fn prefetch(&self, key: u64) {
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
        #[cfg(target_arch = "x86_64")]
        if key < PACKED_KEYS {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot: *const u64 = &self.slots[self.home(key)];
            // SAFETY: a prefetch is a hint: it reads nothing and cannot fault.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
    }

    #[inline]
    pub(in crate::search) fn get(&self, key: u64) -> Option<i16> {
        if key >= PACKED_KEYS {
            return self.wide.get(&key).copied();
        }
        let mask = self.slots.len() - 1;
        let mut at = self.home(key);
        loop {
            let slot = self.slots[at];
            if slot == 0 {
                return None;
            }
            if slot >> 8 == key + 1 {
                return Some((slot & 0xff) as i16 - SHIFT);
            }
            at = (at + 1) & mask;
        }
    }

    pub(in crate::search) fn insert(&mut self, key: u64, bound: i16) {
        debug_assert!((-SHIFT..SHIFT).contains(&bound));
        if key >= PACKED_KEYS {
            self.wide.insert(key, bound);
            return;
        }
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.grow();
        }
        let entry = (key + 1) << 8 | (bound + SHIFT) as u64;
        let mask = self.slots.len() - 1;
        let mut at = self.home(key);
        loop {
            let slot = &mut self.slots[at];
            if *slot == 0 {
                *slot = entry;
                self.len += 1;
                return;
            }
            if *slot >> 8 == key + 1 {
                *slot = entry;
                return;
            }
            at = (at + 1) & mask;
        }
    }

    /// Twice the slots, the entries moved over.
    fn grow(&mut self) {
        let doubled = vec![0; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.len = 0;
        for entry in old.into_iter().filter(|&entry| entry != 0) {
            self.insert((entry >> 8) - 1, (entry & 0xff) as i16 - SHIFT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_keeps_every_entry_through_growth_and_forgets_them_all_at_once() {
        let mut table = UpperBounds::default();
        // The empty board's key is 0.
        let keys: Vec<u64> = (0..20_000u64).map(|n| n * 7919 + (n << 40)).collect();
        let bound = |index: usize| (index % 60) as i16 - 30;
        for (index, &key) in keys.iter().enumerate() {
            table.insert(key, bound(index));
        }
        table.insert(keys[3], 5);
        for (index, &key) in keys.iter().enumerate() {
            let expected = if index == 3 { 5 } else { bound(index) };
            assert_eq!(table.get(key), Some(expected));
        }
        assert_eq!(table.get(3), None);
        table.clear();
        assert!(keys.iter().all(|&key| table.get(key).is_none()));
        table.insert(keys[0], -21);
        assert_eq!(table.get(keys[0]), Some(-21));
        assert_eq!(table.get(keys[1]), None);
    }

    #[test]
    fn keys_too_wide_to_pack_are_kept_too() {
        let mut table = UpperBounds::default();
        let wide = u64::MAX - 5;
        table.insert(wide, -3);
        table.insert(7, 4);
        assert_eq!((table.get(wide), table.get(7)), (Some(-3), Some(4)));
        table.clear();
        assert_eq!((table.get(wide), table.get(7)), (None, None));
    }
}
