//! Hashing for the tables keyed by node ids and position keys.

use std::hash::Hasher;

/// Hashes a node id or a position key with one multiplication a word: the ids are dense,
/// the keys the game's own, and no one chooses either.
#[derive(Default)]
pub struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u32(&mut self, id: u32) {
        self.write_u64(u64::from(id));
    }

    fn write_u64(&mut self, word: u64) {
        let product = (word ^ self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // The table takes its bucket from the low bits and a tag from the high ones.
        self.0 = product ^ (product >> 29);
    }

    fn write_u128(&mut self, key: u128) {
        self.write_u64(key as u64);
        self.write_u64((key >> 64) as u64);
    }
}
