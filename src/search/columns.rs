//! How a recorded search keeps its per-node indices: a column of frame indices per kind
//! for the pass being recorded (and the last), its cuts, from which the frames that pruned
//! each node are made when first asked for, and an earlier pass's nodes it entered.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::ops::Range;

use crate::hashing::WordHasher;
use crate::memory::Region;
use crate::tree::{NodeId, Tree};

/// "This never happens in this trace."
pub(crate) const NOT_YET: u32 = u32::MAX;

/// A frame index per node, [`NOT_YET`] until set (stored complemented, as in
/// [`NodeFrames`]).
#[derive(Default)]
pub(super) struct FrameColumn(Vec<u32>);

impl FrameColumn {
    /// `len` nodes, none set, their pages mapped in now in one call: the column is about to
    /// be written all over.
    pub(super) fn mapped(len: usize) -> FrameColumn {
        let column = vec![0; len];
        crate::memory::populate(&column);
        FrameColumn(column)
    }

    /// The node's frame index; [`NOT_YET`] when unset or past the column's end.
    pub(super) fn get(&self, node: NodeId) -> u32 {
        self.0.get(node as usize).map_or(NOT_YET, |&stored| !stored)
    }

    /// Sets a run of consecutive nodes at once.
    pub(super) fn fill(&mut self, nodes: Range<NodeId>, frame_index: u32) {
        self.0[nodes.start as usize..nodes.end as usize].fill(!frame_index);
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.0.capacity() * size_of::<u32>()
    }
}

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
/// writes nothing per pruned node. The column per node is made from them, a level of each
/// cut subtree (a run of ids) at a time, the first time it is asked for.
pub(super) struct PrunedMarks {
    cuts: Vec<Cut>,
    last_depth: usize,
    column: std::sync::OnceLock<FrameColumn>,
}

impl PrunedMarks {
    /// The cuts of a search that went down to `last_depth`.
    pub(super) fn new(cuts: Vec<Cut>, last_depth: usize) -> PrunedMarks {
        PrunedMarks {
            cuts,
            last_depth,
            column: std::sync::OnceLock::new(),
        }
    }

    /// The frame index per node, made now if it was not yet; `tree` is the searched tree.
    pub(super) fn column(&self, tree: &Tree) -> &FrameColumn {
        self.column.get_or_init(|| {
            if self.cuts.is_empty() {
                return FrameColumn::default();
            }
            let mut column = FrameColumn::mapped(tree.nodes_through_depth(self.last_depth));
            for cut in self.cuts.iter().filter(|cut| cut.frame_index != NOT_YET) {
                for level in tree.subtree_levels(cut.node, self.last_depth) {
                    column.fill(level, cut.frame_index);
                }
            }
            column
        })
    }

    /// The cuts, in order.
    pub(super) fn cuts(&self) -> &[Cut] {
        &self.cuts
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.cuts.capacity() * size_of::<Cut>() + self.column.get().map_or(0, FrameColumn::bytes)
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
