//! The recording search: DESIGN's frame model, one method per table family.

use super::frame::{BoundsFrame, Frame, Status};
use super::trace::{NOT_YET, Trace};
use super::{ChildOrder, Mode, Score, TableKind};
use crate::memory::prefer_huge_pages;
use crate::tree::{NodeId, Tree};

/// How often (in settled nodes) progress is reported.
const PROGRESS_STEP: u32 = 1 << 16;

pub(super) struct Recorder<'a> {
    pub(super) tree: &'a Tree,
    pub(super) mode: Mode,
    pub(super) frames: Vec<Frame>,
    pub(super) bounds_frames: Vec<BoundsFrame>,
    pub(super) started_at: Vec<u32>,
    pub(super) fixed_at: Vec<u32>,
    pub(super) pruned_at: Vec<u32>,
    pub(super) values: Vec<i8>,
    pub(super) calculated: u32,
    pub(super) pruned: u32,
    /// Exact modes: the value per key; bounds mode: the bound pair per key.
    pub(super) exact_table: Vec<Option<Score>>,
    pub(super) bounds_table: Vec<Option<(Score, Score)>>,
    /// Children in search order, as a stack shared by every level of the recursion.
    pub(super) order_stack: Vec<NodeId>,
    mark_stack: Vec<NodeId>,
    root_size: u32,
    next_progress: u32,
    progress: &'a mut dyn FnMut(f32),
}

impl<'a> Recorder<'a> {
    pub(super) fn run(
        tree: &'a Tree,
        root: NodeId,
        mode: Mode,
        progress: &'a mut dyn FnMut(f32),
    ) -> Trace {
        let table_size = match mode.table {
            TableKind::Off => 0,
            TableKind::Exact => tree.position_count(),
            _ => tree.class_count(),
        };
        // A node yields at most five frames (start, tt, end, and score + update as a child):
        // reserving that much address space once avoids copying while the trace grows.
        let frame_bound = 5 * tree.subtree_size(root) as usize;
        let bounds_bound = if mode.table.keeps_bounds() {
            frame_bound
        } else {
            0
        };
        let mut recorder = Recorder {
            tree,
            mode,
            frames: Vec::with_capacity(frame_bound),
            bounds_frames: Vec::with_capacity(bounds_bound),
            started_at: vec![NOT_YET; tree.len()],
            fixed_at: vec![NOT_YET; tree.len()],
            pruned_at: vec![NOT_YET; tree.len()],
            values: vec![0; tree.len()],
            calculated: 0,
            pruned: 0,
            exact_table: vec![
                None;
                if mode.table.keeps_bounds() {
                    0
                } else {
                    table_size
                }
            ],
            bounds_table: vec![
                None;
                if mode.table.keeps_bounds() {
                    table_size
                } else {
                    0
                }
            ],
            order_stack: Vec::with_capacity(128),
            mark_stack: Vec::with_capacity(128),
            root_size: tree.subtree_size(root),
            next_progress: PROGRESS_STEP,
            progress,
        };
        prefer_huge_pages(&recorder.frames);
        prefer_huge_pages(&recorder.bounds_frames);
        let (alpha, beta) = recorder.root_window();
        let value = if mode.table.keeps_bounds() {
            recorder.visit_with_bounds(root, alpha, beta)
        } else {
            recorder.visit(root, alpha, beta)
        };
        (recorder.progress)(1.0);
        Trace::new(recorder, root, value)
    }

    /// (L, U): the score range with `init_ab`, else (−∞, +∞).
    pub(super) fn root_window(&self) -> (Score, Score) {
        if self.mode.init_ab {
            let (low, high) = self.tree.score_range(self.mode.scoring());
            (Score::finite(low), Score::finite(high))
        } else {
            (Score::NEG_INF, Score::POS_INF)
        }
    }

    pub(super) fn terminal_value(&self, node: NodeId) -> Option<Score> {
        self.tree
            .terminal_value(node, self.mode.scoring())
            .map(Score::finite)
    }

    pub(super) fn table_key(&self, node: NodeId) -> usize {
        match self.mode.table {
            TableKind::Exact => self.tree.position_id(node) as usize,
            _ => self.tree.class_id(node) as usize,
        }
    }

    /// Appends a frame stamped with the running counters; returns its index.
    pub(super) fn push(&mut self, frame: Frame) -> u32 {
        let index = self.frames.len() as u32;
        self.frames.push(Frame {
            calculated: self.calculated,
            pruned: self.pruned,
            ..frame
        });
        index
    }

    /// The index the next frame will have.
    pub(super) fn next_index(&self) -> u32 {
        self.frames.len() as u32
    }

    pub(super) fn settle(&mut self, node: NodeId, value: Score, frame_index: u32) {
        self.calculated += 1;
        self.fixed_at[node as usize] = frame_index;
        self.values[node as usize] = value.value().unwrap_or(0);
        if self.calculated + self.pruned >= self.next_progress {
            self.next_progress += PROGRESS_STEP;
            (self.progress)((self.calculated + self.pruned) as f32 / self.root_size as f32);
        }
    }

    /// Counts the whole subtree of `node` as pruned at `frame_index`.
    pub(super) fn prune_subtree(&mut self, node: NodeId, frame_index: u32) {
        self.mark_stack.push(node);
        while let Some(id) = self.mark_stack.pop() {
            self.pruned_at[id as usize] = frame_index;
            self.mark_stack.extend(self.tree.children(id));
        }
        self.pruned += self.tree.subtree_size(node);
    }

    /// Prunes the subtrees of the children after position `cut_at` of the ordered list.
    pub(super) fn prune_later_children(&mut self, cut_at: usize, end: usize, frame_index: u32) {
        for position in cut_at + 1..end {
            let child = self.order_stack[position];
            self.prune_subtree(child, frame_index);
        }
    }

    /// Pushes the children of `node` in search order; returns their range in the stack.
    pub(super) fn push_children(&mut self, node: NodeId) -> (usize, usize) {
        let start = self.order_stack.len();
        let children = self.tree.children(node);
        match self.mode.order {
            ChildOrder::Natural => self.order_stack.extend(children),
            ChildOrder::BestFirst => {
                let (tree, scoring) = (self.tree, self.mode.scoring());
                let best = tree.minimax_value(node, scoring);
                self.order_stack.extend(children);
                let first_best = self.order_stack[start..]
                    .iter()
                    .position(|&child| tree.minimax_value(child, scoring) == best);
                if let Some(offset) = first_best {
                    self.order_stack.swap(start, start + offset);
                }
            }
            ChildOrder::StoreFirst => self.order_stack.extend(children.rev()),
            ChildOrder::Evaluation => {
                let (tree, scoring) = (self.tree, self.mode.scoring());
                let max_node = tree.is_max_node(node);
                self.order_stack.extend(children);
                // A stable sort keeps ties in natural order.
                self.order_stack[start..].sort_by_key(|&child| {
                    let value = tree.static_value(child, scoring) as i16;
                    if max_node { -value } else { value }
                });
            }
        }
        (start, self.order_stack.len())
    }

    /// The reference's model: `off`, `exact` and `exact-sym` tables, fail-hard.
    fn visit(&mut self, node: NodeId, mut alpha: Score, mut beta: Score) -> Score {
        if self.mode.minimax {
            (alpha, beta) = (Score::NEG_INF, Score::POS_INF);
        }
        let max_node = self.tree.is_max_node(node);
        let key = (self.mode.table != TableKind::Off).then(|| self.table_key(node));
        if let Some(value) = key.and_then(|key| self.exact_table[key]) {
            if max_node {
                alpha = value
            } else {
                beta = value
            }
            let frame_index = self.next_index();
            self.settle(node, value, frame_index);
            self.started_at[node as usize] = frame_index;
            for child in self.tree.children(node) {
                self.prune_subtree(child, frame_index);
            }
            self.push(Frame::new(node, Status::Tt, alpha, beta));
            return value;
        }
        self.started_at[node as usize] = self.push(Frame::new(node, Status::Start, alpha, beta));
        if let Some(value) = self.terminal_value(node) {
            if max_node {
                alpha = value
            } else {
                beta = value
            }
        } else {
            let (start, end) = self.push_children(node);
            for position in start..end {
                let child = self.order_stack[position];
                let score = self.visit(child, alpha, beta);
                self.push(Frame::new(node, Status::Score, alpha, beta).with_child_score(score));
                let cut = if max_node {
                    alpha = alpha.max(score);
                    score >= beta
                } else {
                    beta = beta.min(score);
                    score <= alpha
                };
                if cut {
                    let update_index = self.next_index();
                    self.prune_later_children(position, end, update_index);
                }
                self.push(Frame::new(node, Status::Update, alpha, beta).with_cut(cut));
                if cut {
                    break;
                }
            }
            self.order_stack.truncate(start);
        }
        let value = if max_node { alpha } else { beta };
        let end_index = self.next_index();
        self.settle(node, value, end_index);
        self.push(Frame::new(node, Status::End, alpha, beta));
        if let Some(key) = key {
            self.exact_table[key] = Some(value);
        }
        value
    }
}
