//! The shape of a grown tree — which node hangs below which — kept by blocks of siblings.
//! A search expands only some of the nodes it touches (a quarter, at 20 plies of Kalah),
//! and each node's children join the tree as one block: a parent a block, and a first
//! child and count a node with children, take less than three columns a node.

use std::panic::resume_unwind;
use std::sync::Arc;

use crate::marks::Marks;
use crate::tree::{NodeId, Tree};

/// A grown tree's shape: its blocks as it grows, and once it is finished its nodes with
/// children too (until then those are in the tree's columns).
pub(in crate::tree) struct GrownShape {
    blocks: Blocks,
    expanded: Option<Expanded>,
}

/// The blocks of siblings, in id order.
#[derive(Default)]
struct Blocks {
    /// Marked where a block begins (the first node's block is itself alone), counted at
    /// every word: the player and the recorder ask at every step.
    starts: Marks<1>,
    /// Per block, the parent its nodes hang below.
    parents: Vec<NodeId>,
}

/// The nodes with children, in id order.
struct Expanded {
    /// Marked on the nodes with children.
    marks: Marks<1>,
    /// Per node with children: its first child, and how many it has.
    first_child: Vec<NodeId>,
    child_count: Vec<u8>,
}

impl Tree {
    /// A tree about to grow keeps its parents by blocks from now on: the chain to its base
    /// is a block a node.
    pub(in crate::tree) fn grow_by_blocks(&mut self) {
        let mut blocks = Blocks::default();
        for (id, &parent) in self.parent.iter().enumerate() {
            blocks.begin(id as NodeId, parent);
        }
        self.parent = Vec::new();
        self.shape = Some(GrownShape {
            blocks,
            expanded: None,
        });
    }

    /// The growing search appended `node`'s children from `first` on: a new block.
    pub(in crate::tree) fn begin_block(&mut self, first: NodeId, node: NodeId) {
        let shape = self.shape.as_mut().expect("a growing tree's shape");
        shape.blocks.begin(first, node);
    }

    /// A finished grown tree keeps its nodes with children by themselves, its columns of
    /// first children and child counts given back.
    pub(in crate::tree) fn keep_children_by_blocks(&mut self) {
        let expanded = Expanded::of(&self.first_child, &self.child_count);
        self.first_child = Vec::new();
        self.child_count = Vec::new();
        if let Some(shape) = &mut self.shape {
            shape.expanded = Some(expanded);
        }
    }

    /// A finished grown tree's nodes its search entered (the others it only scored, cut or
    /// skipped: half of them at depth), for columns that only those need; `None` for a
    /// tree no search grew.
    pub(crate) fn entered_marks(&self) -> Option<Arc<Marks<1>>> {
        self.entered.clone()
    }

    /// A grown tree taken back to grow further has its children in columns again.
    pub(in crate::tree) fn keep_children_in_columns(&mut self) {
        let len = self.len();
        let Some(shape) = &mut self.shape else {
            return;
        };
        if let Some(expanded) = shape.expanded.take() {
            (self.first_child, self.child_count) = expanded.columns(len);
        }
    }
}

impl Blocks {
    fn begin(&mut self, first: NodeId, parent: NodeId) {
        self.starts.mark(first);
        self.parents.push(parent);
    }
}

/// The nodes from which a finished tree finds its nodes with children on two cores.
const EXPANDED_ON_TWO_CORES_FROM: usize = 1 << 22;

/// Marks (a word per 64 nodes) on the nodes with children, and their first children and
/// counts, in id order.
type Part = (Vec<u64>, Vec<NodeId>, Vec<u8>);

impl Expanded {
    fn of(first_child: &[NodeId], child_count: &[u8]) -> Expanded {
        let (mut words, mut firsts, mut counts) = match child_count.len() {
            len if len < EXPANDED_ON_TWO_CORES_FROM => expanded_part(first_child, child_count),
            len => std::thread::scope(|scope| {
                // Split at a word's bound, the second half's marks follow the first's.
                let split = len / 128 * 64;
                let first = (&first_child[..split], &child_count[..split]);
                let second = (&first_child[split..], &child_count[split..]);
                let finding = std::thread::Builder::new().name("shape".into());
                let found = finding.spawn_scoped(scope, move || expanded_part(second.0, second.1));
                let (mut words, mut firsts, mut counts) = expanded_part(first.0, first.1);
                let later = match found {
                    Ok(found) => found.join().unwrap_or_else(|panic| resume_unwind(panic)),
                    Err(_) => expanded_part(second.0, second.1),
                };
                words.extend_from_slice(&later.0);
                firsts.extend_from_slice(&later.1);
                counts.extend_from_slice(&later.2);
                (words, firsts, counts)
            }),
        };
        words.shrink_to_fit();
        firsts.shrink_to_fit();
        counts.shrink_to_fit();
        Expanded {
            marks: Marks::from_words(words),
            first_child: firsts,
            child_count: counts,
        }
    }

    #[inline]
    fn children(&self, id: NodeId) -> (NodeId, u8) {
        if !self.marks.is_marked(id) {
            return (0, 0);
        }
        let place = self.marks.count_to(id as usize) as usize - 1;
        (self.first_child[place], self.child_count[place])
    }

    /// The columns again, node by node, for `len` nodes.
    fn columns(&self, len: usize) -> (Vec<NodeId>, Vec<u8>) {
        let mut first_child = vec![0; len];
        let mut child_count = vec![0; len];
        for id in self.marks.from(0) {
            (first_child[id as usize], child_count[id as usize]) = self.children(id);
        }
        (first_child, child_count)
    }
}

/// The nodes with children among these, by their places here.
fn expanded_part(first_child: &[NodeId], child_count: &[u8]) -> Part {
    let mut words = Vec::with_capacity(child_count.len().div_ceil(64));
    let (mut firsts, mut counts) = (Vec::new(), Vec::new());
    // A word of marks at a time, from its 64 counts eight at a time: three in four are 0.
    for (word, counts_in_word) in child_count.chunks(64).enumerate() {
        let mut bits = 0u64;
        for (lane, eight) in counts_in_word.chunks(8).enumerate() {
            let mut bytes = [0; 8];
            bytes[..eight.len()].copy_from_slice(eight);
            bits |= nonzero_bytes(u64::from_le_bytes(bytes)) << (lane * 8);
        }
        let mut rest = bits;
        while rest != 0 {
            let id = word * 64 + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            firsts.push(first_child[id]);
            counts.push(child_count[id]);
        }
        words.push(bits);
    }
    (words, firsts, counts)
}

/// One bit a byte of `word`, bit k set when byte k (from the lowest) is not 0.
fn nonzero_bytes(word: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Bit 7 of each byte: set when the byte is not 0 (its low bits carry into it, or it
    // was set already).
    let high = (((word & LOW7) + LOW7) | word) & !LOW7;
    // Each byte's bit, moved to bit 0 of its byte, lands at bit 56 + k of the product.
    (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

impl GrownShape {
    /// The node's parent ([`crate::tree::NO_PARENT`] for the first node, a block of its own).
    #[inline]
    pub(in crate::tree) fn parent(&self, id: NodeId) -> NodeId {
        let block = self.blocks.starts.count_to(id as usize) - 1;
        self.blocks.parents[block as usize]
    }

    /// The node's first child and how many children it has (none: `(0, 0)`), once the tree
    /// is finished; `None` while it grows (the columns tell).
    #[inline]
    pub(in crate::tree) fn children(&self, id: NodeId) -> Option<(NodeId, u8)> {
        Some(self.expanded.as_ref()?.children(id))
    }

    /// Whether the node has children, once the tree is finished; `None` while it grows.
    #[inline]
    pub(in crate::tree) fn has_children(&self, id: NodeId) -> Option<bool> {
        Some(self.expanded.as_ref()?.marks.is_marked(id))
    }

    /// Bytes held.
    pub(in crate::tree) fn bytes(&self) -> usize {
        let expanded = self.expanded.as_ref().map_or(0, |expanded| {
            expanded.marks.bytes()
                + expanded.first_child.capacity() * size_of::<NodeId>()
                + expanded.child_count.capacity()
        });
        self.blocks.starts.bytes() + self.blocks.parents.capacity() * size_of::<NodeId>() + expanded
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::NO_PARENT;

    #[test]
    fn a_shape_answers_as_the_columns_it_was_made_of() {
        // A chain of two, then the base's three children, the second expanded, and the
        // third's child.
        let parent = [NO_PARENT, 0, 1, 1, 1, 3, 3, 4];
        let first_child = [1, 2, 0, 5, 7, 0, 0, 0];
        let child_count = [1, 3, 0, 2, 1, 0, 0, 0];
        let mut blocks = Blocks::default();
        for (id, &node_parent) in parent.iter().enumerate() {
            if id == 0 || parent[id - 1] != node_parent {
                blocks.begin(id as NodeId, node_parent);
            }
        }
        let shape = GrownShape {
            blocks,
            expanded: Some(Expanded::of(&first_child, &child_count)),
        };
        for id in 0..parent.len() as NodeId {
            let index = id as usize;
            assert_eq!(shape.parent(id), parent[index], "parent of {id}");
            let expected = match child_count[index] {
                0 => (0, 0),
                count => (first_child[index], count),
            };
            assert_eq!(shape.children(id), Some(expected), "children of {id}");
        }
        let expanded = shape.expanded.as_ref().expect("finished");
        assert_eq!(expanded.first_child, [1, 2, 5, 7]);
        let (firsts, counts) = expanded.columns(parent.len());
        assert_eq!(counts, child_count);
        assert_eq!(firsts, first_child);
    }

    #[test]
    fn the_bytes_not_zero_are_found_a_word_at_a_time() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..10_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // About half the bytes cleared, the others any value (128 and 1 among them).
            let keep = state.rotate_left(29);
            let bytes: [u8; 8] = std::array::from_fn(|k| match keep >> (3 * k) & 1 {
                0 => 0,
                _ => (state >> (8 * k)) as u8 | [1, 128][k % 2],
            });
            let expected = (0..8)
                .filter(|&k| bytes[k] != 0)
                .map(|k| 1 << k)
                .sum::<u64>();
            assert_eq!(
                nonzero_bytes(u64::from_le_bytes(bytes)),
                expected,
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn nodes_with_children_found_on_two_cores_are_those_found_on_one() {
        // Past the size split in two, and not a whole number of words in either half.
        let len = EXPANDED_ON_TWO_CORES_FROM + 3 * 64 + 5;
        let child_count: Vec<u8> = (0..len).map(|id| [0, 0, 3, 0, 1, 0, 7][id % 7]).collect();
        let first_child: Vec<NodeId> = (0..len as NodeId).map(|id| id / 3 + 1).collect();
        let expanded = Expanded::of(&first_child, &child_count);
        let (words, firsts, counts) = expanded_part(&first_child, &child_count);
        assert_eq!(expanded.marks, Marks::from_words(words));
        assert_eq!(
            (expanded.first_child, expanded.child_count),
            (firsts, counts)
        );
        let (firsts, counts) = Expanded::of(&first_child, &child_count).columns(len);
        assert_eq!(counts, child_count);
        let kept = |(&first, &count): (&NodeId, &u8)| if count > 0 { first } else { 0 };
        assert!(
            firsts.iter().eq(first_child
                .iter()
                .zip(&child_count)
                .map(kept)
                .collect::<Vec<_>>()
                .iter())
        );
    }
}
