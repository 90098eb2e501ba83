//! The exact tables (`exact`, `exact-sym`) and no table at all: the reference's model,
//! fail-hard. A hit stands for a node only when its entry was searched as deep as is left.

use crate::search::frame::{Frame, Status};
use crate::search::recorder::Recorder;
use crate::search::window::Window;
use crate::search::{Score, TableKind};
use crate::tree::NodeId;

impl Recorder<'_> {
    /// The reference's model: `off`, `exact` and `exact-sym` tables, fail-hard.
    pub(in crate::search) fn visit(
        &mut self,
        node: NodeId,
        mut alpha: Score,
        mut beta: Score,
    ) -> Score {
        self.enter(node, (alpha, beta));
        if self.mode.minimax {
            (alpha, beta) = (Score::NEG_INF, Score::POS_INF);
        }
        let max_node = self.tree.is_max_node(node);
        let has_table = self.mode.table != TableKind::Off || self.mode.upper_bounds;
        let key = has_table.then(|| self.table_key(node));
        let plies_left = self.plies_left(node);
        // The table of upper bounds is read once the node has started (`before_children`).
        let entry = key
            .filter(|_| self.mode.table.hit_is_a_visit())
            .and_then(|key| self.exact_table[key]);
        // An entry searched fewer plies deep than are left here cannot stand for this node.
        let shallow_entry = entry.filter(|&(_, depth)| depth < plies_left);
        if let Some((value, depth)) = entry.filter(|&(_, depth)| depth >= plies_left) {
            if max_node {
                alpha = value
            } else {
                beta = value
            }
            let frame_index = self.next_index();
            self.settle(node, value, frame_index);
            self.recording.node_frames.set_started_at(node, frame_index);
            for child in self.children_below(node) {
                self.prune_subtree(child, frame_index);
            }
            let frame = Frame::new(node, Status::Tt, alpha, beta);
            self.push(self.with_entry_depth(frame, Some(depth)));
            return value;
        }
        let start = Frame::new(node, Status::Start, alpha, beta);
        let start = self.with_entry_depth(start, shallow_entry.map(|(_, depth)| depth));
        let start_index = self.push(start);
        self.recording.node_frames.set_started_at(node, start_index);
        let mut best = if max_node {
            Score::NEG_INF
        } else {
            Score::POS_INF
        };
        // A value the solver's ideas fixed before any child.
        let mut fixed = None;
        if let Some(value) = self.terminal_value(node) {
            if max_node {
                alpha = value
            } else {
                beta = value
            }
            best = value;
        } else if let Some(value) = self.before_children(node, key, (&mut alpha, &mut beta)) {
            fixed = Some(value);
        } else {
            let window = Window { alpha, beta, best };
            let after = self.search_children(node, window, None);
            (alpha, beta, best) = (after.alpha, after.beta, after.best);
            let stored = if max_node { alpha } else { beta };
            self.store_upper_bound((node, key), stored, alpha >= beta);
        }
        let value = fixed.unwrap_or(match (self.mode.returns_best(), max_node) {
            (true, _) => best,
            (false, true) => alpha,
            (false, false) => beta,
        });
        let end_index = self.next_index();
        self.settle(node, value, end_index);
        self.push(Frame::new(node, Status::End, alpha, beta).with_returned(value));
        if let Some(key) = key.filter(|_| !self.mode.upper_bounds) {
            self.exact_table[key] = Some((value, plies_left));
        }
        value
    }
}
