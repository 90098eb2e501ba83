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
        self.0 = mix(key);
    }
}

/// A key's 128 bits folded and spread over 64.
fn mix(key: PositionKey) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    let spread = (folded ^ folded >> 31).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    spread ^ spread >> 29
}

/// Dense ids for keys: a direct table when the keys are small, else a hash map.
pub(super) enum Interner {
    Direct(Vec<u32>),
    Hashed(HashMap<PositionKey, u32, BuildHasherDefault<KeyHasher>>),
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

/// How many keys ahead a table slot is fetched into the cache.
const FETCH_AHEAD: usize = 16;
const EMPTY_SLOT: u64 = u64::MAX;

/// Dense ids for `keys`, in order of first appearance, and how many are distinct. Over
/// millions of keys nearly every probe of a table misses the cache, so the table is an
/// open-addressing one of 8-byte slots (a hash tag and the first index of the key), each
/// slot fetched a few keys before it is probed.
pub(super) fn dense_ids(keys: &[PositionKey]) -> (Vec<u32>, usize) {
    // At most two thirds full, so that a probe for a new key ends soon.
    let mask = (keys.len() + keys.len() / 2).next_power_of_two().max(16) - 1;
    let mut table = vec![EMPTY_SLOT; mask + 1];
    let mut ids: Vec<u32> = Vec::with_capacity(keys.len());
    let mut count = 0u32;
    for (index, &key) in keys.iter().enumerate() {
        if let Some(&ahead) = keys.get(index + FETCH_AHEAD) {
            fetch_into_cache(&table[mix(ahead) as usize & mask]);
        }
        let hash = mix(key);
        let tag = hash >> 32;
        let mut slot = hash as usize & mask;
        let id = loop {
            let entry = table[slot];
            if entry == EMPTY_SLOT {
                table[slot] = tag << 32 | index as u64;
                count += 1;
                break count - 1;
            }
            let first = (entry & u32::MAX as u64) as usize;
            if entry >> 32 == tag && keys[first] == key {
                break ids[first];
            }
            slot = (slot + 1) & mask;
        };
        ids.push(id);
    }
    (ids, count as usize)
}

/// A hint to bring the cache line holding `item` in: it changes no value.
#[inline]
fn fetch_into_cache<T>(item: &T) {
    // SAFETY: every x86_64 processor has SSE, and a prefetch neither reads nor writes
    // memory the program can see, whatever the address.
    #[cfg(target_arch = "x86_64")]
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (item as *const T).cast(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}
