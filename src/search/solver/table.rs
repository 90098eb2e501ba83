//! The solver's table, whichever the ideas ask for: the one that never forgets, or one of
//! the tutorial's own, which forget (`tables::slots`).

use serde::{Deserialize, Serialize};

use crate::search::tables::slots::{
    Bound, CompactTable, WholeKeyTable, compact_slots, whole_key_slots,
};
use crate::search::upper_bounds::UpperBounds;

/// Where a table of bounds keeps its entries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableSlots {
    /// As many as the positions stored: nothing is forgotten within a solve.
    #[default]
    Unbounded,
    /// The tutorial's parts 7 to 10: 8,388,593 slots, the whole key kept, the last store
    /// winning its slot.
    WholeKey,
    /// The tutorial's parts 11 and 12: 8,388,617 slots, a key's low bits and a byte kept.
    Compact,
}

/// A byte kept in the never-forgetting table's signed entries.
const BYTE_SHIFT: i16 = 128;

impl TableSlots {
    pub fn is_unbounded(&self) -> bool {
        *self == TableSlots::Unbounded
    }

    pub fn name(self) -> &'static str {
        match self {
            TableSlots::Unbounded => "unbounded",
            TableSlots::WholeKey => "whole-key",
            TableSlots::Compact => "compact",
        }
    }

    /// The slots an entry's index is taken modulo; `None` where every position has its own.
    pub fn slot_count(self) -> Option<u64> {
        match self {
            TableSlots::Unbounded => None,
            TableSlots::WholeKey => Some(whole_key_slots() as u64),
            TableSlots::Compact => Some(compact_slots() as u64),
        }
    }
}

pub(super) enum SolverTable {
    Unbounded(UpperBounds),
    WholeKey(Box<WholeKeyTable>),
    Compact(Box<CompactTable>),
}

impl SolverTable {
    /// A table for keys of `key_bits` bits.
    pub(super) fn new(slots: TableSlots, key_bits: u32) -> SolverTable {
        match slots {
            TableSlots::Unbounded => SolverTable::Unbounded(UpperBounds::default()),
            TableSlots::WholeKey => SolverTable::WholeKey(Box::new(WholeKeyTable::new())),
            TableSlots::Compact => SolverTable::Compact(Box::new(CompactTable::new(key_bits))),
        }
    }

    pub(super) fn clear(&mut self) {
        match self {
            SolverTable::Unbounded(table) => table.clear(),
            SolverTable::WholeKey(table) => table.clear(),
            SolverTable::Compact(table) => table.clear(),
        }
    }

    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Bound> {
        match self {
            // Its entries hold a bound's byte, shifted as its signed values are.
            SolverTable::Unbounded(table) => {
                let byte = table.get(key)?.wrapping_add(BYTE_SHIFT) as u8;
                Bound::of_byte(byte)
            }
            SolverTable::WholeKey(table) => table.get(key),
            SolverTable::Compact(table) => table.get(key),
        }
    }

    #[inline]
    pub(super) fn put(&mut self, key: u64, bound: Bound) {
        match (self, bound) {
            (SolverTable::Unbounded(table), bound) => {
                table.insert(key, i16::from(bound.byte()) - BYTE_SHIFT)
            }
            (SolverTable::WholeKey(table), bound) => table.put(key, bound),
            (SolverTable::Compact(table), bound) => table.put(key, bound),
        }
    }

    #[inline]
    pub(super) fn prefetch(&self, key: u64) {
        match self {
            SolverTable::Unbounded(table) => table.prefetch(key),
            SolverTable::WholeKey(table) => table.prefetch(key),
            SolverTable::Compact(table) => table.prefetch(key),
        }
    }
}
