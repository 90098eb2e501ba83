//! The bounds tables: a (lower, upper) bound pair per position, fail-soft; the series' final
//! form narrows the window with a found entry, its earlier form widened it.

use crate::search::frame::{BoundsFrame, Classification, Frame, Status};
use crate::search::recorder::Recorder;
use crate::search::window::Window;
use crate::search::{Score, TableKind};
use crate::tree::NodeId;

impl Recorder<'_> {
    /// Whether a value says only that the node is worth at most that (a fail low): at or
    /// below α, or, cutting on s > β, below it — a search then fixes values equal to α or
    /// β exactly.
    fn falls_low(&self, value: Score, alpha: Score) -> bool {
        if self.mode.cut_gt {
            value < alpha
        } else {
            value <= alpha
        }
    }

    /// Whether a value says only that the node is worth at least that (a fail high).
    fn falls_high(&self, value: Score, beta: Score) -> bool {
        if self.mode.cut_gt {
            value > beta
        } else {
            value >= beta
        }
    }

    fn push_with_bounds(&mut self, frame: Frame, bounds: BoundsFrame) -> u32 {
        self.recording.bounds_frames.push(bounds);
        self.push(frame)
    }

    pub(in crate::search) fn visit_with_bounds(
        &mut self,
        node: NodeId,
        alpha: Score,
        beta: Score,
    ) -> Score {
        self.enter(node, (alpha, beta));
        let (mut alpha, mut beta) = if self.mode.minimax {
            (Score::NEG_INF, Score::POS_INF)
        } else {
            (alpha, beta)
        };
        let (range_low, range_high) = self.score_range();
        let mut bounds = BoundsFrame {
            looked_up: (range_low, range_high),
            found: false,
            table_decided: false,
            best: None,
            classification: None,
            stored: None,
        };
        let start_index =
            self.push_with_bounds(Frame::new(node, Status::Start, alpha, beta), bounds);
        self.recording.node_frames.set_started_at(node, start_index);
        let (alpha_orig, beta_orig) = (alpha, beta);
        if let Some(value) = self.terminal_value(node) {
            let end_index = self.next_index();
            self.settle(node, value, end_index);
            bounds.best = Some(value);
            self.push_with_bounds(
                Frame::new(node, Status::End, alpha, beta).with_returned(value),
                bounds,
            );
            return value;
        }

        let key = self.table_key(node);
        let plies_left = self.plies_left(node);
        let entry = self.bounds_table[key];
        // An entry searched fewer plies deep than are left here is ignored (and replaced).
        let found = entry
            .filter(|&(_, _, depth)| depth >= plies_left)
            .map(|(lower, upper, _)| (lower, upper));
        let entry_depth = entry.map(|(_, _, depth)| depth);
        // The later form takes a position it has not stored as the game's score range, and
        // lets only a stored one decide or narrow.
        let absent = if self.mode.table == TableKind::BoundsRange {
            self.game_range()
        } else {
            (range_low, range_high)
        };
        let (lower, upper) = found.unwrap_or(absent);
        let may_decide = found.is_some() || self.mode.table != TableKind::BoundsRange;
        let decided = may_decide
            && (lower == upper
                || self.falls_low(upper, alpha_orig)
                || self.falls_high(lower, beta_orig));
        bounds.looked_up = (lower, upper);
        bounds.found = found.is_some();
        bounds.table_decided = decided;
        if decided {
            let value = if lower == upper || self.falls_high(lower, beta_orig) {
                lower
            } else {
                upper
            };
            let tt_index = self.next_index();
            for child in self.children_below(node) {
                self.prune_subtree(child, tt_index);
            }
            let tt_frame =
                self.with_entry_depth(Frame::new(node, Status::Tt, alpha, beta), entry_depth);
            self.push_with_bounds(tt_frame, bounds);
            let end_index = self.next_index();
            self.settle(node, value, end_index);
            bounds.best = Some(value);
            self.push_with_bounds(
                Frame::new(node, Status::End, alpha, beta).with_returned(value),
                bounds,
            );
            return value;
        }
        if self.mode.table == TableKind::BoundsWidening {
            // The earlier form took a found entry's bounds in, so it searched a wider window.
            if bounds.found {
                alpha = alpha.min(lower);
                beta = beta.max(upper);
            }
        } else if may_decide {
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        // The window the table left: the node is searched, and its value classified, with it.
        let (alpha_searched, beta_searched) = (alpha, beta);
        let tt_frame =
            self.with_entry_depth(Frame::new(node, Status::Tt, alpha, beta), entry_depth);
        self.push_with_bounds(tt_frame, bounds);

        let max_node = self.tree.is_max_node(node);
        let best = if max_node { range_low } else { range_high };
        let window = Window { alpha, beta, best };
        let best = self.search_children(node, window, Some(bounds)).best;

        let (classification, stored) = if self.falls_low(best, alpha_searched) {
            (Classification::FailLow, (lower, best))
        } else if !self.falls_high(best, beta_searched) {
            (Classification::Exact, (best, best))
        } else {
            (Classification::FailHigh, (best, upper))
        };
        // The earlier form calls exact any stored pair whose bounds meet.
        let classification = if self.mode.table == TableKind::BoundsWidening && stored.0 == stored.1
        {
            Classification::Exact
        } else {
            classification
        };
        self.bounds_table[key] = Some((stored.0, stored.1, plies_left));
        let end_index = self.next_index();
        self.settle(node, best, end_index);
        let end_bounds = BoundsFrame {
            best: Some(best),
            classification: Some(classification),
            stored: Some(stored),
            ..bounds
        };
        let end_frame =
            Frame::new(node, Status::End, alpha_searched, beta_searched).with_returned(best);
        self.push_with_bounds(end_frame, end_bounds);
        best
    }
}
