//! A recorded search: every frame, and per node the frames that change its state, so that
//! the state of any node at any frame is O(1).

use serde::Serialize;

use super::frame::{BoundsFrame, Frame, Status};
use super::recorder::Recorder;
use super::{Mode, Score};
use crate::tree::{NodeId, Tree};

/// "This never happens in this trace."
pub(crate) const NOT_YET: u32 = u32::MAX;

/// The figures of one search.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// The root value the search returned.
    pub value: Score,
    /// The root value plain minimax gives.
    pub minimax_value: Score,
    /// Whether the two agree.
    pub sound: bool,
    pub calculated: u32,
    pub pruned: u32,
    pub total: u32,
    /// calculated / total, in percent.
    pub ratio: f64,
    pub frames: usize,
}

/// What a node looks like at one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// Not below the search root: the search never concerns it.
    Outside,
    /// The search will reach it later (or is inside it now).
    Pending,
    /// Its value is fixed.
    Calculated(i8),
    /// The search will never visit it.
    Pruned,
}

/// One recorded search.
pub struct Trace {
    mode: Mode,
    root: NodeId,
    frames: Vec<Frame>,
    /// Bounds mode only: the table's side of each frame.
    bounds_frames: Vec<BoundsFrame>,
    started_at: Vec<u32>,
    fixed_at: Vec<u32>,
    pruned_at: Vec<u32>,
    values: Vec<i8>,
    summary: Summary,
}

impl Trace {
    pub(super) fn new(mut recorder: Recorder<'_>, root: NodeId, value: Score) -> Trace {
        recorder.frames.shrink_to_fit();
        recorder.bounds_frames.shrink_to_fit();
        let minimax_value =
            Score::finite(recorder.tree.minimax_value(root, recorder.mode.scoring()));
        let total = recorder.calculated + recorder.pruned;
        let summary = Summary {
            value,
            minimax_value,
            sound: value == minimax_value,
            calculated: recorder.calculated,
            pruned: recorder.pruned,
            total,
            ratio: 100.0 * recorder.calculated as f64 / total.max(1) as f64,
            frames: recorder.frames.len(),
        };
        Trace {
            mode: recorder.mode,
            root,
            frames: recorder.frames,
            bounds_frames: recorder.bounds_frames,
            started_at: recorder.started_at,
            fixed_at: recorder.fixed_at,
            pruned_at: recorder.pruned_at,
            values: recorder.values,
            summary,
        }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn root(&self) -> NodeId {
        self.root
    }

    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    pub fn len(&self) -> usize {
        self.frames.len()
    }

    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    pub fn frame(&self, frame_index: usize) -> Option<&Frame> {
        self.frames.get(frame_index)
    }

    /// The table's side of a frame, in bounds mode.
    pub fn bounds_frame(&self, frame_index: usize) -> Option<&BoundsFrame> {
        self.bounds_frames.get(frame_index)
    }

    /// Bytes held by the frames and the per-node indices.
    pub fn memory_bytes(&self) -> usize {
        self.frames.capacity() * size_of::<Frame>()
            + self.bounds_frames.capacity() * size_of::<BoundsFrame>()
            + (self.started_at.capacity() + self.fixed_at.capacity() + self.pruned_at.capacity())
                * size_of::<u32>()
            + self.values.capacity()
    }

    /// The frame at which the node's value was fixed.
    pub fn fixed_at(&self, node: NodeId) -> Option<usize> {
        index(self.fixed_at[node as usize])
    }

    /// The frame at which the node was counted pruned.
    pub fn pruned_at(&self, node: NodeId) -> Option<usize> {
        index(self.pruned_at[node as usize])
    }

    /// The node's first frame (its start, or its single table-hit frame).
    pub fn started_at(&self, node: NodeId) -> Option<usize> {
        index(self.started_at[node as usize])
    }

    /// The value this search fixed for the node, once fixed.
    pub fn value(&self, node: NodeId) -> Option<i8> {
        self.fixed_at(node).map(|_| self.values[node as usize])
    }

    /// The line both sides are expected to play: from the root, each time the first child
    /// searched whose value is its parent's, down to a leaf or a node the search cut short.
    pub fn principal_variation(&self, tree: &Tree) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut node = self.root;
        while let Some(value) = self.value(node) {
            let next = tree
                .children(node)
                .filter(|&child| self.value(child) == Some(value))
                .min_by_key(|&child| self.fixed_at[child as usize]);
            let Some(child) = next else { break };
            line.push(child);
            node = child;
        }
        line
    }

    /// The node's state at `frame_index`, from two stored indices.
    pub fn node_state(&self, tree: &Tree, node: NodeId, frame_index: usize) -> NodeState {
        let frame_index = frame_index as u32;
        if self.pruned_at[node as usize] <= frame_index {
            NodeState::Pruned
        } else if self.fixed_at[node as usize] <= frame_index {
            NodeState::Calculated(self.values[node as usize])
        } else if self.started_at[node as usize] != NOT_YET
            || self.pruned_at[node as usize] != NOT_YET
            || is_ancestor_or_self(tree, self.root, node)
        {
            NodeState::Pending
        } else {
            NodeState::Outside
        }
    }

    /// The next frame of the same node after `frame_index`, if any.
    pub fn next_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        let node = self.frames.get(frame_index)?.node;
        let next = self.frames.get(frame_index + 1)?;
        if next.node == node {
            return Some(frame_index + 1);
        }
        // A child's frames follow; the node's next frame comes right after the child's value.
        let after_child = self.fixed_at(next.node)? + 1;
        (self.frames.get(after_child)?.node == node).then_some(after_child)
    }

    /// The previous frame of the same node before `frame_index`, if any.
    pub fn previous_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        let node = self.frames.get(frame_index)?.node;
        let previous_index = frame_index.checked_sub(1)?;
        let previous = self.frames[previous_index];
        if previous.node == node {
            return Some(previous_index);
        }
        let before_child = self.started_at(previous.node)?.checked_sub(1)?;
        (self.frames[before_child].node == node).then_some(before_child)
    }

    /// The first frame of the node shown at `frame_index`.
    pub fn first_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        self.started_at(self.frames.get(frame_index)?.node)
    }

    /// The last frame of the node shown at `frame_index`.
    pub fn last_frame_of_node(&self, frame_index: usize) -> Option<usize> {
        self.fixed_at(self.frames.get(frame_index)?.node)
    }

    /// The status of a frame, for matching.
    pub fn status(&self, frame_index: usize) -> Option<Status> {
        self.frames.get(frame_index).map(|frame| frame.status)
    }
}

fn index(stored: u32) -> Option<usize> {
    (stored != NOT_YET).then_some(stored as usize)
}

/// Whether `node` lies in the subtree of `root`.
fn is_ancestor_or_self(tree: &Tree, root: NodeId, node: NodeId) -> bool {
    let mut current = node;
    while tree.depth(current) > tree.depth(root) {
        let Some(parent) = tree.parent(current) else {
            return false;
        };
        current = parent;
    }
    current == root
}
