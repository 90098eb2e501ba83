//! How a recorded search keeps its per-node indices: a column of frame indices per kind
//! for the pass being recorded (and the last), its cuts, from which the frame that pruned
//! a node is found when asked for, and an earlier pass's nodes it entered.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::hashing::WordHasher;
use crate::memory::Region;
use crate::tree::{NodeId, Tree};

/// "This never happens in this trace."
pub(crate) const NOT_YET: u32 = u32::MAX;

/// Per node, the frame a search entered it and the frame it fixed its value, each stored
/// complemented ([`NOT_YET`] until set), side by side: a fresh column is all zeroes, whose
/// pages the kernel maps in only where a search writes, and a node's two indices share a
/// page, mapped in once.
#[derive(Default)]
pub(super) struct NodeFrames(Vec<[u32; 2]>);

impl NodeFrames {
    /// `len` nodes, none entered.
    pub(super) fn new(len: usize) -> NodeFrames {
        NodeFrames(vec![[0; 2]; len])
    }

    /// As [`NodeFrames::new`], its pages mapped in now in one call: for a search that
    /// enters every node, where faulting them in one by one would cost more.
    pub(super) fn mapped(len: usize) -> NodeFrames {
        let column = vec![[0; 2]; len];
        crate::memory::populate(&column);
        NodeFrames(column)
    }

    /// Where its column lies, for mapping its pages in ahead of the search.
    pub(super) fn region(&self) -> Region {
        Region::of(&self.0)
    }

    /// The node's start frame (or its single table-hit frame); [`NOT_YET`] past the end.
    pub(super) fn started_at(&self, node: NodeId) -> u32 {
        self.0
            .get(node as usize)
            .map_or(NOT_YET, |frames| !frames[0])
    }

    /// The frame the node's value was fixed; [`NOT_YET`] past the end.
    pub(super) fn fixed_at(&self, node: NodeId) -> u32 {
        self.0
            .get(node as usize)
            .map_or(NOT_YET, |frames| !frames[1])
    }

    pub(super) fn set_started_at(&mut self, node: NodeId, frame_index: u32) {
        self.0[node as usize][0] = !frame_index;
    }

    pub(super) fn set_fixed_at(&mut self, node: NodeId, frame_index: u32) {
        self.0[node as usize][1] = !frame_index;
    }

    /// Forgets every entry and value fixed at `frame` or later: those frames are dropped.
    pub(super) fn forget_from(&mut self, frame: u32) {
        for frames in &mut self.0 {
            for stored in frames.iter_mut() {
                if *stored != 0 && !*stored >= frame {
                    *stored = 0;
                }
            }
        }
    }

    /// The node as never entered.
    pub(super) fn clear(&mut self, node: NodeId) {
        self.0[node as usize] = [0; 2];
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.0.capacity() * size_of::<[u32; 2]>()
    }
}

/// A cut: the subtree of `node`, down to the search's last depth, counted pruned at
/// `frame_index` ([`NOT_YET`] once a re-search has lifted it).
#[derive(Clone, Copy)]
pub(super) struct Cut {
    pub(super) node: NodeId,
    pub(super) frame_index: u32,
}

/// A cut a re-search lifted: the child it had skipped, the frame that cut it and the frame
/// the search entered it again.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lift {
    pub(super) node: NodeId,
    pub(super) cut_frame: u32,
    pub(super) lift_frame: u32,
}

/// When each node was counted pruned in one search (or pass), kept as its cuts: recording
/// writes nothing per pruned node. A node is pruned from the frame of the standing cut
/// rooted at it or at an ancestor. The first time a node is asked about, the cuts are made
/// into whichever lookup takes less memory (see [`PrunedLookup`]).
pub(super) struct PrunedMarks {
    cuts: Vec<Cut>,
    last_depth: usize,
    lookup: std::sync::OnceLock<PrunedLookup>,
}

/// A standing cut's place in the cuts and its frame, by the node it is rooted at.
type CutRoots = HashMap<NodeId, (u32, u32), BuildHasherDefault<WordHasher>>;

/// How the frame that pruned a node is found.
enum PrunedLookup {
    /// Few cuts for the nodes: walk up the node's (at most a few dozen) ancestors to the
    /// cut rooted there. Tic-tac-toe's alpha-beta has a few thousand cuts in 549,946 nodes:
    /// filling a column over them all would cost the first frame shown milliseconds.
    Roots(CutRoots),
    /// Cuts of the order of the nodes (a deep grown tree, whose cut children are nodes of
    /// their own): a frame per node, each cut subtree filled a level at a time.
    Column(Vec<u32>),
}

/// A map entry takes about this many times a column entry's memory.
const MAP_ENTRY_WEIGHT: usize = 4;

impl PrunedLookup {
    fn roots(cuts: &[Cut]) -> PrunedLookup {
        let standing = cuts.iter().enumerate();
        PrunedLookup::Roots(
            standing
                .filter(|(_, cut)| cut.frame_index != NOT_YET)
                .map(|(place, cut)| (cut.node, (place as u32, cut.frame_index)))
                .collect(),
        )
    }

    fn column(cuts: &[Cut], tree: &Tree, last_depth: usize) -> PrunedLookup {
        let mut column = vec![NOT_YET; tree.nodes_through_depth(last_depth)];
        // Later cuts write over earlier ones, as they were made.
        for cut in cuts.iter().filter(|cut| cut.frame_index != NOT_YET) {
            for level in tree.subtree_levels(cut.node, last_depth) {
                column[level.start as usize..level.end as usize].fill(cut.frame_index);
            }
        }
        PrunedLookup::Column(column)
    }

    fn at(&self, tree: &Tree, node: NodeId) -> u32 {
        match self {
            PrunedLookup::Roots(roots) => {
                std::iter::successors(Some(node), |&above| tree.parent(above))
                    .filter_map(|above| roots.get(&above).copied())
                    .max_by_key(|&(place, _)| place)
                    .map_or(NOT_YET, |(_, frame_index)| frame_index)
            }
            PrunedLookup::Column(column) => column.get(node as usize).copied().unwrap_or(NOT_YET),
        }
    }

    fn bytes(&self) -> usize {
        match self {
            PrunedLookup::Roots(roots) => roots.capacity() * size_of::<(NodeId, (u32, u32))>(),
            PrunedLookup::Column(column) => column.capacity() * size_of::<u32>(),
        }
    }
}

impl PrunedMarks {
    /// The cuts of a search that went down to `last_depth`.
    pub(super) fn new(cuts: Vec<Cut>, last_depth: usize) -> PrunedMarks {
        PrunedMarks {
            cuts,
            last_depth,
            lookup: std::sync::OnceLock::new(),
        }
    }

    /// The frame that pruned `node` ([`NOT_YET`] if none did); `tree` is the searched tree.
    /// Where cuts are nested, the later one counts, as it overwrote the earlier.
    pub(super) fn at(&self, tree: &Tree, node: NodeId) -> u32 {
        if self.cuts.is_empty() || tree.depth(node) > self.last_depth {
            return NOT_YET;
        }
        let lookup = self.lookup.get_or_init(|| {
            let nodes = tree.nodes_through_depth(self.last_depth);
            match self.cuts.len().saturating_mul(MAP_ENTRY_WEIGHT) <= nodes {
                true => PrunedLookup::roots(&self.cuts),
                false => PrunedLookup::column(&self.cuts, tree, self.last_depth),
            }
        });
        lookup.at(tree, node)
    }

    /// The cuts, in order.
    pub(super) fn cuts(&self) -> &[Cut] {
        &self.cuts
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        let lookup = self.lookup.get().map_or(0, PrunedLookup::bytes);
        self.cuts.capacity() * size_of::<Cut>() + lookup
    }
}

impl Default for PrunedMarks {
    fn default() -> Self {
        PrunedMarks::new(Vec::new(), 0)
    }
}

/// What a pass set for a node it entered: its first frame, the frame its value was fixed
/// (or [`NOT_YET`]) and that value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entered {
    pub(super) started_at: u32,
    pub(super) fixed_at: u32,
    pub(super) value: i16,
}

impl Entered {
    /// A node the pass never entered.
    pub(super) const NEVER: Entered = Entered {
        started_at: NOT_YET,
        fixed_at: NOT_YET,
        value: 0,
    };
}

/// An earlier pass's (or iteration's) indices, for the nodes it entered only: a pass enters
/// a few thousand of a tree's hundreds of thousands of nodes. Looked up by hashing, O(1).
pub(super) type EnteredNodes = HashMap<NodeId, Entered, BuildHasherDefault<WordHasher>>;

/// Scout and PVS: the cuts that stand, by the node they are rooted at (a re-search lifts
/// one), as indices into the pass's cuts.
pub(super) type StandingCuts = HashMap<NodeId, u32, BuildHasherDefault<WordHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// Nested, lifted and repeated cuts alike: the walk up a node's ancestors finds
        /// the frame the column holds, for every node of the tree.
        #[test]
        fn a_nodes_cut_found_through_its_ancestors_is_the_one_a_whole_column_held(
            picks in proptest::collection::vec((0.0..1.0f64, 0..40u32, 0..8u8), 0..12),
            last_depth in 1..10usize,
        ) {
            let tree = Tree::tic_tac_toe();
            // Cuts near the top nest the later ones; a frame of 0 stands for a lifted cut.
            let cuts: Vec<Cut> = picks
                .iter()
                .map(|&(place, frame, level)| {
                    let level = tree.nodes_at_depth(usize::from(level));
                    let node = level.start + (place * level.len() as f64) as NodeId;
                    let frame_index = if frame == 0 { NOT_YET } else { frame };
                    Cut { node, frame_index }
                })
                .collect();
            let column = PrunedLookup::column(&cuts, &tree, last_depth);
            let roots = PrunedLookup::roots(&cuts);
            let marks = PrunedMarks::new(cuts, last_depth);
            for node in 0..tree.len() as NodeId {
                let expected = column.at(&tree, node);
                let found = match tree.depth(node) > last_depth {
                    true => NOT_YET,
                    false => roots.at(&tree, node),
                };
                prop_assert_eq!(found, expected, "node {}", node);
                prop_assert_eq!(marks.at(&tree, node), expected, "node {}", node);
            }
        }
    }
}
