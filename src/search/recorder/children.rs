//! The loop over a node's children, shared by both table families: every child with the
//! node's window (alpha-beta), or scout's probe with a null window and its re-search; and
//! the bookkeeping of a node searched more than once in a pass.

use crate::search::columns::Lift;
use crate::search::cuts::NOT_YET;
use crate::search::frame::{BoundsFrame, Frame, Status};
use crate::search::mode::SearchKind;
use crate::search::recorder::Recorder;
use crate::search::score::Score;
use crate::search::window::Window;
use crate::tree::NodeId;

impl Recorder<'_> {
    /// Searches the children of `node` with the window; the window and best score after.
    /// `bounds` is the table's side of the frames, for the bounds tables.
    pub(in crate::search) fn search_children(
        &mut self,
        node: NodeId,
        mut window: Window,
        bounds: Option<BoundsFrame>,
    ) -> Window {
        let max_node = self.tree.is_max_node(node);
        let (start, end) = self.push_children(node);
        let mut best_child = None;
        for position in start..end {
            if self.cancelled {
                break;
            }
            let child = self.order_stack[position];
            let before = window.best;
            let cut = if self.mode.search.searches_again() && position > start {
                self.probe_child(node, max_node, child, &mut window, bounds, (position, end))
            } else {
                let score = self.visit_child(child, window.alpha, window.beta);
                self.take_score(node, max_node, score, &mut window, bounds, (position, end))
            };
            // The first child, then any child whose score beats the best so far.
            if best_child.is_none() || window.best != before {
                best_child = Some(child);
            }
            if cut {
                break;
            }
        }
        self.order_stack.truncate(start);
        if let Some(child) = best_child {
            self.remember_best_child(node, child);
        }
        window
    }

    fn visit_child(&mut self, child: NodeId, alpha: Score, beta: Score) -> Score {
        if self.mode.table.keeps_bounds() {
            self.visit_with_bounds(child, alpha, beta)
        } else {
            self.visit(child, alpha, beta)
        }
    }

    #[inline(always)]
    fn push_step(&mut self, frame: Frame, bounds: Option<BoundsFrame>, best: Score) -> u32 {
        match bounds {
            Some(bounds) => {
                self.recording.bounds_frames.push(BoundsFrame {
                    best: Some(best),
                    ..bounds
                });
                self.push(frame)
            }
            None => self.push(frame),
        }
    }

    /// A child's score comes back: the score frame, the window moved, the cut tested, the
    /// update frame. Whether the later children are cut.
    #[inline(always)]
    fn take_score(
        &mut self,
        node: NodeId,
        max_node: bool,
        score: Score,
        window: &mut Window,
        bounds: Option<BoundsFrame>,
        (position, end): (usize, usize),
    ) -> bool {
        let score_frame =
            Frame::new(node, Status::Score, window.alpha, window.beta).with_child_score(score);
        self.push_step(score_frame, bounds, window.best);
        let cut = if max_node {
            window.best = window.best.max(score);
            window.alpha = window.alpha.max(window.best);
            self.reaches(window.best, window.beta, true)
        } else {
            window.best = window.best.min(score);
            window.beta = window.beta.min(window.best);
            self.reaches(window.best, window.alpha, false)
        };
        self.finish_step(node, window, bounds, cut, (position, end));
        cut
    }

    /// The update frame, the later children pruned at it on a cut.
    #[inline(always)]
    fn finish_step(
        &mut self,
        node: NodeId,
        window: &Window,
        bounds: Option<BoundsFrame>,
        cut: bool,
        (position, end): (usize, usize),
    ) {
        if cut {
            let update_index = self.next_index();
            self.prune_later_children(position, end, update_index);
        }
        let update = Frame::new(node, Status::Update, window.alpha, window.beta).with_cut(cut);
        self.push_step(update, bounds, window.best);
    }

    /// Scout: the child probed with a null window at the node's own edge — (α, α+1) at a max
    /// node, (β−1, β) at a min node; a probe that fails high inside the window is searched
    /// again with the window, and a probe that fails low moves nothing.
    fn probe_child(
        &mut self,
        node: NodeId,
        max_node: bool,
        child: NodeId,
        window: &mut Window,
        bounds: Option<BoundsFrame>,
        (position, end): (usize, usize),
    ) -> bool {
        let (low, high) = if max_node {
            (window.alpha, window.alpha.plus_one())
        } else {
            (window.beta.minus_one(), window.beta)
        };
        let probe_start = self.next_index();
        self.recording.probe_frames.push(probe_start);
        let cuts_before_probe = self.recording.cuts.len();
        let probe = self.visit_child(child, low, high);
        let score_frame =
            Frame::new(node, Status::Score, window.alpha, window.beta).with_child_score(probe);
        self.push_step(score_frame, bounds, window.best);
        let (cut, inside) = if max_node {
            window.best = window.best.max(probe);
            let cut = self.reaches(window.best, window.beta, true);
            (cut, window.best > window.alpha)
        } else {
            window.best = window.best.min(probe);
            let cut = self.reaches(window.best, window.alpha, false);
            (cut, window.best < window.beta)
        };
        self.finish_step(node, window, bounds, cut, (position, end));
        if cut || !inside {
            return cut;
        }
        let re_search_start = self.next_index();
        self.recording.re_search_frames.push(re_search_start);
        if self.open_re_searches == 0 {
            // The probe's cuts, made outside any re-search, are the ones this one may lift.
            self.stand_cuts_since(cuts_before_probe);
        }
        self.open_re_searches += 1;
        let score = self.visit_child(child, window.alpha, window.beta);
        self.open_re_searches -= 1;
        self.take_score(node, max_node, score, window, bounds, (position, end))
    }

    /// Files the cuts from `first` on that still stand by their roots, for lifting.
    fn stand_cuts_since(&mut self, first: usize) {
        let cuts = self.recording.cuts.iter_from(first);
        let standing = cuts.zip(first as u32..);
        let standing = standing.filter(|(cut, _)| cut.frame_index != NOT_YET);
        let by_root = standing.map(|(cut, index)| (cut.node, index));
        self.recording.standing_cuts.extend(by_root);
    }

    /// A node entered again in the same pass (a re-search) is no longer counted pruned: the
    /// cut that skipped it is lifted (nothing below it was entered since).
    pub(in crate::search) fn enter_again(&mut self, node: NodeId) {
        if self.open_re_searches == 0 {
            return;
        }
        let Some(cut_index) = self.recording.standing_cuts.remove(&node) else {
            return;
        };
        let lift_frame = self.next_index();
        let cut_frame = self.recording.cuts.lift(cut_index);
        self.recording.lifts.push(Lift {
            node,
            cut_frame,
            lift_frame,
        });
        self.recording.pruned -= self.subtree_size_within_horizon(node);
    }
}

impl Recorder<'_> {
    /// Whether this search keeps each position's best child for the next iteration: PVS
    /// with iterative deepening, as the series' does.
    pub(in crate::search) fn remembers_best_children(&self) -> bool {
        self.mode.search == SearchKind::Pvs && self.mode.iterative
    }

    /// A new iteration: the last one's best children are tried first, and, as in the
    /// series, its bounds start from an empty table.
    pub(in crate::search) fn begin_pvs_iteration(&mut self) {
        let classes = self.tree.class_count();
        let fresh = vec![NO_CHILD; classes];
        self.previous_best_children = std::mem::replace(&mut self.best_children, fresh);
        for entry in &mut self.bounds_table {
            *entry = None;
        }
        for entry in &mut self.exact_table {
            *entry = None;
        }
    }

    fn remember_best_child(&mut self, node: NodeId, child: NodeId) {
        if !self.remembers_best_children() {
            return;
        }
        let class = self.tree.class_id(node) as usize;
        self.best_children[class] = self.tree.class_id(child);
    }

    /// Swaps the child the previous iteration found best here with the first child.
    pub(in crate::search) fn try_best_child_first(&mut self, node: NodeId, start: usize) {
        if !self.remembers_best_children() {
            return;
        }
        let Some(&best) = self
            .previous_best_children
            .get(self.tree.class_id(node) as usize)
        else {
            return;
        };
        if best == NO_CHILD {
            return;
        }
        let tree = self.tree;
        if let Some(offset) = self.order_stack[start..]
            .iter()
            .position(|&child| tree.class_id(child) == best)
        {
            self.order_stack.swap(start, start + offset);
        }
    }
}

/// No best child remembered for a position.
const NO_CHILD: u32 = u32::MAX;
