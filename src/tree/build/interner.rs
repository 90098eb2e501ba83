//! Dense ids for position keys, for the tree builder and for the tables' position ids.

use crate::game::PositionKey;

/// A key's 128 bits folded and spread over 64.
fn mix(key: PositionKey) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    let spread = (folded ^ folded >> 31).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    spread ^ spread >> 29
}

/// Dense ids for keys: a direct table when the keys are small, else an open-addressing
/// table of 8-byte slots (a hash tag and the id) whose keys are read from the caller's list:
/// small slots keep more of the table in the cache than a map holding the 16-byte keys.
pub(in crate::tree) enum Interner {
    Direct(Vec<u32>),
    Hashed { slots: Vec<u64>, used: usize },
}

/// The fewest slots of a hashed table.
const MIN_SLOTS: usize = 1 << 14;

impl Interner {
    pub(in crate::tree) fn new(dense_bound: Option<usize>) -> Interner {
        match dense_bound {
            Some(bound) => Interner::Direct(vec![u32::MAX; bound]),
            None => Interner::Hashed {
                slots: vec![EMPTY_SLOT; MIN_SLOTS],
                used: 0,
            },
        }
    }

    /// Room for about `keys` keys without growing; `known` holds the keys interned so far.
    pub(in crate::tree) fn reserve(&mut self, keys: usize, known: &[PositionKey]) {
        if let Interner::Hashed { slots, .. } = self {
            let wanted = slots_for(keys);
            if wanted > slots.len() {
                *slots = rehashed(known, wanted);
            }
        }
    }

    /// The key's id, and whether it was new (then it gets the next id, `known.len()`);
    /// `known` holds the keys interned so far, in the order of their ids.
    pub(in crate::tree) fn intern(
        &mut self,
        key: PositionKey,
        known: &[PositionKey],
    ) -> (u32, bool) {
        let next = known.len() as u32;
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
            Interner::Hashed { slots, used } => {
                if slots_for(*used + 1) > slots.len() {
                    *slots = rehashed(known, slots.len() * 2);
                }
                let mask = slots.len() - 1;
                let hash = mix(key);
                let tag = hash >> 32;
                let mut slot = hash as usize & mask;
                loop {
                    let entry = slots[slot];
                    if entry == EMPTY_SLOT {
                        slots[slot] = tag << 32 | next as u64;
                        *used += 1;
                        return (next, true);
                    }
                    let id = (entry & u32::MAX as u64) as u32;
                    if entry >> 32 == tag && known[id as usize] == key {
                        return (id, false);
                    }
                    slot = (slot + 1) & mask;
                }
            }
        }
    }
}

/// Slots for `keys` keys: at most two thirds full, so that a probe for a new key ends soon.
fn slots_for(keys: usize) -> usize {
    (keys + keys / 2 + 1).next_power_of_two().max(MIN_SLOTS)
}

/// A table of `count` slots (a power of two) holding `known`'s keys with their ids.
fn rehashed(known: &[PositionKey], count: usize) -> Vec<u64> {
    let mask = count - 1;
    let mut slots = crate::memory::filled(count, EMPTY_SLOT);
    for (id, &key) in known.iter().enumerate() {
        let hash = mix(key);
        let mut slot = hash as usize & mask;
        while slots[slot] != EMPTY_SLOT {
            slot = (slot + 1) & mask;
        }
        slots[slot] = (hash >> 32) << 32 | id as u64;
    }
    slots
}

/// How many keys ahead a table slot is fetched into the cache.
const FETCH_AHEAD: usize = 16;
const EMPTY_SLOT: u64 = u64::MAX;

/// Dense ids for `keys`, in order of first appearance, and how many are distinct. Over
/// millions of keys nearly every probe of a table misses the cache, so the table is an
/// open-addressing one of 8-byte slots (a hash tag and the first index of the key), each
/// slot fetched a few keys before it is probed.
pub(in crate::tree) fn dense_ids(keys: &[PositionKey]) -> (Vec<u32>, usize) {
    // At most two thirds full, so that a probe for a new key ends soon.
    let mask = (keys.len() + keys.len() / 2).next_power_of_two().max(16) - 1;
    let mut table = crate::memory::filled(mask + 1, EMPTY_SLOT);
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
