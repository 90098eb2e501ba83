//! A per-node column of numbers that nearly all fit in a byte — a node's depth, the real
//! nodes below a leaf of a grown tree — a byte each, the rare bigger one in a map.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::NodeId;
use crate::hashing::WordHasher;

#[derive(Default)]
pub(super) struct ByteColumn {
    /// A node's number, or [`WIDE`]: in `wide`.
    narrow: Vec<u8>,
    wide: HashMap<NodeId, u32, BuildHasherDefault<WordHasher>>,
}

/// A number past a byte's.
const WIDE: u8 = u8::MAX;

impl ByteColumn {
    pub(super) fn with_capacity(nodes: usize) -> ByteColumn {
        ByteColumn {
            narrow: Vec::with_capacity(nodes),
            wide: HashMap::default(),
        }
    }

    /// How many nodes it holds.
    pub(super) fn len(&self) -> usize {
        self.narrow.len()
    }

    /// The node's number.
    #[inline]
    pub(super) fn get(&self, id: NodeId) -> u32 {
        match self.narrow[id as usize] {
            WIDE => self.wide[&id],
            number => u32::from(number),
        }
    }

    /// Appends a node's number.
    pub(super) fn push(&mut self, number: u32) {
        self.resize(self.len() + 1, number);
    }

    /// Appends nodes of `number` up to `len` in all.
    pub(super) fn resize(&mut self, len: usize, number: u32) {
        if number >= u32::from(WIDE) {
            for id in self.narrow.len()..len {
                self.wide.insert(id as NodeId, number);
            }
        }
        self.narrow.resize(len, number.min(u32::from(WIDE)) as u8);
    }

    /// Sets the node's number.
    #[inline]
    pub(super) fn set(&mut self, id: NodeId, number: u32) {
        let slot = &mut self.narrow[id as usize];
        if *slot == WIDE {
            self.wide.remove(&id);
        }
        *slot = number.min(u32::from(WIDE)) as u8;
        if *slot == WIDE {
            self.wide.insert(id, number);
        }
    }

    /// The column of bytes, for reserving and mapping its room.
    pub(super) fn column_mut(&mut self) -> &mut Vec<u8> {
        &mut self.narrow
    }

    pub(super) fn shrink_to_fit(&mut self) {
        self.narrow.shrink_to_fit();
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        // A map entry: its key, its value and the map's control byte.
        const WIDE_ENTRY: usize = size_of::<(NodeId, u32)>() + 1;
        self.narrow.capacity() + self.wide.capacity() * WIDE_ENTRY
    }

    /// How many numbers the map holds.
    #[cfg(test)]
    pub(super) fn wide_len(&self) -> usize {
        self.wide.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_past_a_byte_read_back_as_they_were_written() {
        let mut column = ByteColumn::with_capacity(4);
        for number in [0, 254, 255, 300] {
            column.push(number);
        }
        column.resize(6, 4);
        column.resize(8, 1000);
        let expected = [0, 254, 255, 300, 4, 4, 1000, 1000];
        for (id, &number) in expected.iter().enumerate() {
            assert_eq!(column.get(id as NodeId), number);
        }
        // Written over, a wide number leaves the map.
        column.set(3, 7);
        column.set(0, 70_000);
        assert_eq!((column.get(3), column.get(0)), (7, 70_000));
        assert_eq!(column.wide_len(), 4);
    }
}
