//! Dense ids for position keys, for the tree builder and for the tables' position ids.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::game::PositionKey;

/// Mixes the bits of a position key; keys are already well spread in their low bits.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ byte as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, key: u128) {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        self.0 = (folded ^ folded >> 31).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 29;
    }
}

/// A hash map keyed by position keys (or pairs of small ids), with the mixer above.
pub(super) type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Dense ids for keys: a direct table when the keys are small, else a hash map.
pub(super) enum Interner {
    Direct(Vec<u32>),
    Hashed(KeyMap<PositionKey, u32>),
}

impl Interner {
    pub(super) fn new(dense_bound: Option<usize>) -> Interner {
        match dense_bound {
            Some(bound) => Interner::Direct(vec![u32::MAX; bound]),
            None => Interner::Hashed(HashMap::default()),
        }
    }

    /// Room for about `keys` keys without growing.
    pub(super) fn reserve(&mut self, keys: usize) {
        if let Interner::Hashed(ids) = self {
            ids.reserve(keys);
        }
    }

    /// The key's id, and whether it was new (then it gets `next`).
    pub(super) fn intern(&mut self, key: PositionKey, next: u32) -> (u32, bool) {
        match self {
            Interner::Direct(ids) => {
                let slot = &mut ids[key as usize];
                if *slot == u32::MAX {
                    *slot = next;
                    (next, true)
                } else {
                    (*slot, false)
                }
            }
            Interner::Hashed(ids) => {
                let id = *ids.entry(key).or_insert(next);
                (id, id == next)
            }
        }
    }
}

/// Dense ids for `keys`, in order of first appearance, and how many distinct there are.
pub(super) fn dense_ids(keys: &[PositionKey]) -> (Vec<u32>, usize) {
    let mut interner = Interner::new(None);
    interner.reserve(keys.len());
    let mut count = 0u32;
    let ids = keys
        .iter()
        .map(|&key| {
            let (id, new) = interner.intern(key, count);
            count += new as u32;
            id
        })
        .collect();
    (ids, count as usize)
}
