//! Frames worth jumping to: cuts, table hits, changes of the root's best value, the starts
//! of iterative deepening's iterations, and the first wrong value an exact table stored;
//! and the deepest node the search entered.

use std::ops::Range;

use crate::search::{Frame, Score, SolverStep, Status, TableKind, Trace};
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

/// From this many frames on the frames are read in parts at once, one a core.
const READ_IN_PARTS_FROM: usize = 1 << 22;

/// The landmarks among some of a trace's frames.
#[derive(Default)]
struct FoundIn {
    cuts: Vec<u32>,
    table_hits: Vec<u32>,
    root_changes: Vec<u32>,
    first_wrong_store: Option<usize>,
    /// The first node of the greatest depth, and that depth.
    deepest: Option<(usize, NodeId)>,
}

impl Landmarks {
    pub fn find(tree: &Tree, trace: &Trace) -> Landmarks {
        let parts = match trace.len() >= READ_IN_PARTS_FROM {
            true => std::thread::available_parallelism().map_or(1, |cores| cores.get().min(4)),
            false => 1,
        };
        Landmarks::find_in_parts(tree, trace, parts)
    }

    /// As [`Landmarks::find`], the frames read in `parts` parts at once.
    fn find_in_parts(tree: &Tree, trace: &Trace, parts: usize) -> Landmarks {
        let frames = trace.len();
        let part = frames.div_ceil(parts.max(1)).max(1);
        let ranges: Vec<Range<usize>> = (0..frames)
            .step_by(part)
            .map(|start| start..(start + part).min(frames))
            .collect();
        let found: Vec<FoundIn> = match ranges.len() {
            0 | 1 => vec![found_in(tree, trace, 0..frames)],
            _ => std::thread::scope(|scope| {
                let reading: Vec<_> = (ranges.into_iter())
                    .map(|range| scope.spawn(move || found_in(tree, trace, range)))
                    .collect();
                let joined = reading.into_iter().map(|part| part.join());
                joined
                    .map(|part| part.unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
                    .collect()
            }),
        };
        let mut landmarks = Landmarks {
            iterations: (trace.iteration_starts().into_iter())
                .map(|start| start as u32)
                .collect(),
            re_searches: trace.re_search_starts().to_vec(),
            ..Landmarks::default()
        };
        let mut deepest: Option<(usize, NodeId)> = None;
        for part in found {
            landmarks.cuts.extend(part.cuts);
            landmarks.table_hits.extend(part.table_hits);
            landmarks.root_changes.extend(part.root_changes);
            landmarks.first_wrong_store = landmarks.first_wrong_store.or(part.first_wrong_store);
            if let Some((depth, node)) = part.deepest
                && deepest.is_none_or(|(most, _)| depth > most)
            {
                deepest = Some((depth, node));
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

/// The landmarks among the frames in `range`.
fn found_in(tree: &Tree, trace: &Trace, range: Range<usize>) -> FoundIn {
    let mut found = FoundIn::default();
    let mode = trace.mode();
    let root = trace.root();
    let root_is_max = tree.is_max_node(root);
    let running_value = |index: usize, frame: &Frame| -> Score {
        if let Some(bounds) = trace.bounds_frame(index) {
            return bounds.best.unwrap_or(Score::NEG_INF);
        }
        if root_is_max { frame.alpha } else { frame.beta }
    };
    // Iterations search shallower trees than the one minimax values are known for.
    let stores_exact =
        !mode.iterative && matches!(mode.table, TableKind::Exact | TableKind::ExactSym);
    // The frame before each, read once: the part's first one's is its last before it.
    let mut before = range
        .start
        .checked_sub(1)
        .map(|index| trace.frames().at(index));
    let frames = trace.frames().iter_from(range.start);
    for (index, frame) in range.zip(frames) {
        // A node's first frame is its start or its table hit.
        if matches!(frame.status, Status::Start | Status::Tt) {
            let depth = tree.depth(frame.node);
            if found.deepest.is_none_or(|(most, _)| depth > most) {
                found.deepest = Some((depth, frame.node));
            }
        }
        match frame.status {
            Status::Update => {
                if frame.is_cut() {
                    found.cuts.push(index as u32);
                }
                let changed = |before: &Frame| {
                    running_value(index, &frame) != running_value(index - 1, before)
                };
                if frame.node == root && before.as_ref().is_some_and(changed) {
                    found.root_changes.push(index as u32);
                }
            }
            Status::Tt => {
                // The score bound's frames consult no table.
                let hit = trace.bounds_frame(index).is_none_or(|bounds| bounds.found)
                    && trace
                        .solver_step(index)
                        .is_none_or(SolverStep::is_the_tables);
                if hit {
                    found.table_hits.push(index as u32);
                }
            }
            Status::End if stores_exact && found.first_wrong_store.is_none() => {
                let exact = tree.minimax_value(frame.node, mode.scoring());
                if trace.value(frame.node) != Some(exact) {
                    found.first_wrong_store = Some(index);
                }
            }
            _ => {}
        }
        before = Some(frame);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Mode, record};

    #[test]
    fn frames_read_in_parts_give_the_landmarks_read_at_once() {
        let tree = Tree::tic_tac_toe();
        let modes = [
            Mode::alpha_beta(),
            Mode {
                table: TableKind::Exact,
                ..Mode::alpha_beta()
            },
            Mode {
                table: TableKind::Bounds,
                ..Mode::alpha_beta()
            },
        ];
        for mode in modes {
            let trace = record(&tree, tree.base(), mode);
            let at_once = Landmarks::find_in_parts(&tree, &trace, 1);
            assert!(!at_once.cuts.is_empty() && at_once.deepest_entered.is_some());
            for parts in [2, 3, 7] {
                let in_parts = Landmarks::find_in_parts(&tree, &trace, parts);
                assert_eq!(in_parts, at_once, "{} in {parts} parts", mode.label());
            }
        }
    }
}
