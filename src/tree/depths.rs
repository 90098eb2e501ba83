//! Each node's depth from the game's start, a byte each: games rarely run past 254 plies,
//! and a node that deep keeps its depth in a map.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::NodeId;
use crate::hashing::WordHasher;

#[derive(Default)]
pub(super) struct Depths {
    /// A node's depth, or [`DEEP`]: in `deep`.
    shallow: Vec<u8>,
    deep: HashMap<NodeId, u16, BuildHasherDefault<WordHasher>>,
}

/// A depth past a byte's.
const DEEP: u8 = u8::MAX;

impl Depths {
    pub(super) fn with_capacity(nodes: usize) -> Depths {
        Depths {
            shallow: Vec::with_capacity(nodes),
            deep: HashMap::default(),
        }
    }

    /// The node's depth.
    #[inline]
    pub(super) fn get(&self, id: NodeId) -> u16 {
        match self.shallow[id as usize] {
            DEEP => self.deep[&id],
            depth => u16::from(depth),
        }
    }

    /// Appends a node at `depth`.
    pub(super) fn push(&mut self, depth: u16) {
        let id = self.shallow.len() as NodeId;
        let byte = self.narrow(id, depth);
        self.shallow.push(byte);
    }

    /// How many nodes it holds.
    pub(super) fn len(&self) -> usize {
        self.shallow.len()
    }

    /// Appends nodes at `depth` up to `len` in all.
    pub(super) fn resize(&mut self, len: usize, depth: u16) {
        if depth >= u16::from(DEEP) {
            for id in self.shallow.len()..len {
                self.deep.insert(id as NodeId, depth);
            }
        }
        self.shallow.resize(len, depth.min(u16::from(DEEP)) as u8);
    }

    /// The byte for node `id` at `depth`, the depth kept in the map if it needs one.
    fn narrow(&mut self, id: NodeId, depth: u16) -> u8 {
        if depth < u16::from(DEEP) {
            return depth as u8;
        }
        self.deep.insert(id, depth);
        DEEP
    }

    /// The column of bytes, for reserving and mapping its room.
    pub(super) fn column_mut(&mut self) -> &mut Vec<u8> {
        &mut self.shallow
    }

    pub(super) fn shrink_to_fit(&mut self) {
        self.shallow.shrink_to_fit();
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        // A map entry: its key, its value and the map's control byte.
        const DEEP_ENTRY: usize = size_of::<(NodeId, u16)>() + 1;
        self.shallow.capacity() + self.deep.capacity() * DEEP_ENTRY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_past_a_byte_read_back_as_they_were_written() {
        let mut depths = Depths::with_capacity(4);
        for depth in [0, 254, 255, 300] {
            depths.push(depth);
        }
        depths.resize(6, 4);
        depths.resize(8, 1000);
        let expected = [0, 254, 255, 300, 4, 4, 1000, 1000];
        for (id, &depth) in expected.iter().enumerate() {
            assert_eq!(depths.get(id as NodeId), depth);
        }
    }
}
