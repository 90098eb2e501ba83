//! Frames worth jumping to: cuts, table hits, changes of the root's best value, the starts
//! of iterative deepening's iterations, and the first wrong value an exact table stored;
//! and the deepest node the search entered.

use super::{Score, SolverStep, Status, TableKind, Trace};
use crate::tree::{NodeId, Tree};

/// Kinds of frames the player can jump between.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Landmark {
    Cut,
    TableHit,
    RootChange,
    Iteration,
    /// Scout and PVS: a child searched again after its probe failed high.
    ReSearch,
}

/// The landmark frames of one trace, each list ascending.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Landmarks {
    pub cuts: Vec<u32>,
    pub table_hits: Vec<u32>,
    pub root_changes: Vec<u32>,
    pub iterations: Vec<u32>,
    pub re_searches: Vec<u32>,
    /// The first end frame whose stored table value differs from the exact value.
    pub first_wrong_store: Option<usize>,
    /// The first node of the greatest depth that the frames show.
    pub deepest_entered: Option<NodeId>,
}

impl Landmarks {
    pub fn find(tree: &Tree, trace: &Trace) -> Landmarks {
        let mut landmarks = Landmarks::default();
        let mode = trace.mode();
        let root = trace.root();
        let root_is_max = tree.is_max_node(root);
        let running_value = |index: usize| -> Score {
            if let Some(bounds) = trace.bounds_frame(index) {
                return bounds.best.unwrap_or(Score::NEG_INF);
            }
            let frame = trace.frames().at(index);
            if root_is_max { frame.alpha } else { frame.beta }
        };
        // Iterations search shallower trees than the one minimax values are known for.
        let stores_exact =
            !mode.iterative && matches!(mode.table, TableKind::Exact | TableKind::ExactSym);
        landmarks.iterations = trace
            .iteration_starts()
            .into_iter()
            .map(|start| start as u32)
            .collect();
        landmarks.re_searches = trace.re_search_starts().to_vec();
        let mut deepest: Option<(usize, NodeId)> = None;
        for (index, frame) in trace.frames().iter().enumerate() {
            // A node's first frame is its start or its table hit.
            if matches!(frame.status, Status::Start | Status::Tt) {
                let depth = tree.depth(frame.node);
                if deepest.is_none_or(|(most, _)| depth > most) {
                    deepest = Some((depth, frame.node));
                }
            }
            match frame.status {
                Status::Update => {
                    if frame.is_cut() {
                        landmarks.cuts.push(index as u32);
                    }
                    if frame.node == root && running_value(index) != running_value(index - 1) {
                        landmarks.root_changes.push(index as u32);
                    }
                }
                Status::Tt => {
                    // The score bound's frames consult no table.
                    let found = trace.bounds_frame(index).is_none_or(|bounds| bounds.found)
                        && trace.solver_step(index) != Some(SolverStep::ScoreBound);
                    if found {
                        landmarks.table_hits.push(index as u32);
                    }
                }
                Status::End if stores_exact && landmarks.first_wrong_store.is_none() => {
                    let exact = tree.minimax_value(frame.node, mode.scoring());
                    if trace.value(frame.node) != Some(exact) {
                        landmarks.first_wrong_store = Some(index);
                    }
                }
                _ => {}
            }
        }
        landmarks.deepest_entered = deepest.map(|(_, node)| node);
        landmarks
    }

    pub fn frames_of(&self, kind: Landmark) -> &[u32] {
        match kind {
            Landmark::Cut => &self.cuts,
            Landmark::TableHit => &self.table_hits,
            Landmark::RootChange => &self.root_changes,
            Landmark::Iteration => &self.iterations,
            Landmark::ReSearch => &self.re_searches,
        }
    }

    /// The first landmark of this kind after `frame_index`.
    pub fn next(&self, kind: Landmark, frame_index: usize) -> Option<usize> {
        let frames = self.frames_of(kind);
        let position = frames.partition_point(|&frame| frame as usize <= frame_index);
        frames.get(position).map(|&frame| frame as usize)
    }

    /// The last landmark of this kind before `frame_index`.
    pub fn previous(&self, kind: Landmark, frame_index: usize) -> Option<usize> {
        let frames = self.frames_of(kind);
        let position = frames.partition_point(|&frame| (frame as usize) < frame_index);
        position
            .checked_sub(1)
            .map(|position| frames[position] as usize)
    }
}
