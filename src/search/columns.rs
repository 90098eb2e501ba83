//! A frame index per node, for the node indices of a recorded search.

use std::ops::Range;

use crate::tree::NodeId;

/// "This never happens in this trace."
pub(crate) const NOT_YET: u32 = u32::MAX;

/// A frame index per node, [`NOT_YET`] until set. Each index is stored complemented, so
/// that a fresh column is all zeroes: the kernel then maps its pages in only where a
/// search writes, and a search that touches a few nodes of a big tree pays for those.
#[derive(Default)]
pub(super) struct FrameColumn(Vec<u32>);

impl FrameColumn {
    /// `len` nodes, none set.
    pub(super) fn new(len: usize) -> FrameColumn {
        FrameColumn(vec![0; len])
    }

    /// As [`FrameColumn::new`], its pages mapped in now in one call: for a search that
    /// sets every node, where faulting them in one by one would cost more.
    pub(super) fn mapped(len: usize) -> FrameColumn {
        let column = vec![0; len];
        crate::memory::populate(&column);
        FrameColumn(column)
    }

    /// The node's frame index; [`NOT_YET`] when unset or past the column's end.
    pub(super) fn get(&self, node: NodeId) -> u32 {
        self.0.get(node as usize).map_or(NOT_YET, |&stored| !stored)
    }

    pub(super) fn set(&mut self, node: NodeId, frame_index: u32) {
        self.0[node as usize] = !frame_index;
    }

    /// Sets a run of consecutive nodes at once.
    pub(super) fn fill(&mut self, nodes: Range<NodeId>, frame_index: u32) {
        self.0[nodes.start as usize..nodes.end as usize].fill(!frame_index);
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.0.capacity() * size_of::<u32>()
    }
}

/// A run of consecutive nodes counted pruned at one frame: one level of a cut subtree.
pub(super) struct PrunedRun {
    pub(super) nodes: Range<NodeId>,
    pub(super) frame_index: u32,
}

/// When each node was counted pruned in one search (or pass). A search that never enters a
/// node twice keeps only its cuts, as runs; the column is made from them the first time
/// it is asked for, so that recording writes nothing per pruned node. A search that does
/// (scout, PVS) writes the column as it goes, lifting marks on a re-search.
pub(super) struct PrunedMarks {
    runs: Vec<PrunedRun>,
    len: usize,
    column: std::sync::OnceLock<FrameColumn>,
}

impl PrunedMarks {
    /// From what a search recorded: the column it wrote, else its runs over `len` nodes.
    pub(super) fn new(written: FrameColumn, runs: Vec<PrunedRun>, len: usize) -> PrunedMarks {
        let column = std::sync::OnceLock::new();
        if runs.is_empty() {
            let _ = column.set(written);
        }
        PrunedMarks { runs, len, column }
    }

    /// The frame index per node, made now if it was not yet.
    pub(super) fn column(&self) -> &FrameColumn {
        self.column.get_or_init(|| {
            let mut column = FrameColumn::mapped(self.len);
            for run in &self.runs {
                column.fill(run.nodes.clone(), run.frame_index);
            }
            column
        })
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.runs.capacity() * size_of::<PrunedRun>()
            + self.column.get().map_or(0, FrameColumn::bytes)
    }
}

impl Default for PrunedMarks {
    fn default() -> Self {
        PrunedMarks::new(FrameColumn::default(), Vec::new(), 0)
    }
}
