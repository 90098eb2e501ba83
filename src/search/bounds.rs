//! The bounds tables: a (lower, upper) bound pair per position, fail-soft; the series' final
//! form narrows the window with a found entry, its earlier form widened it.

use super::frame::{BoundsFrame, Classification, Frame, Status};
use super::recorder::Recorder;
use super::{Score, TableKind};
use crate::tree::NodeId;

impl Recorder<'_> {
    fn push_with_bounds(&mut self, frame: Frame, bounds: BoundsFrame) -> u32 {
        self.recording.bounds_frames.push(bounds);
        self.push(frame)
    }

    pub(super) fn visit_with_bounds(&mut self, node: NodeId, alpha: Score, beta: Score) -> Score {
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
        self.recording.started_at[node as usize] = start_index;
        let (alpha_orig, beta_orig) = (alpha, beta);
        if let Some(value) = self.terminal_value(node) {
            let end_index = self.next_index();
            self.settle(node, value, end_index);
            bounds.best = Some(value);
            self.push_with_bounds(Frame::new(node, Status::End, alpha, beta), bounds);
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
        let decided = may_decide && (lower == upper || upper <= alpha_orig || lower >= beta_orig);
        bounds.looked_up = (lower, upper);
        bounds.found = found.is_some();
        bounds.table_decided = decided;
        if decided {
            let value = if lower == upper || lower >= beta_orig {
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
            self.push_with_bounds(Frame::new(node, Status::End, alpha, beta), bounds);
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
        let mut best = if max_node { range_low } else { range_high };
        let (start, end) = self.push_children(node);
        for position in start..end {
            if self.cancelled {
                break;
            }
            let child = self.order_stack[position];
            let score = self.visit_with_bounds(child, alpha, beta);
            let score_frame = Frame::new(node, Status::Score, alpha, beta).with_child_score(score);
            self.push_with_bounds(
                score_frame,
                BoundsFrame {
                    best: Some(best),
                    ..bounds
                },
            );
            let cut = if max_node {
                best = best.max(score);
                alpha = alpha.max(best);
                self.reaches(best, beta, true)
            } else {
                best = best.min(score);
                beta = beta.min(best);
                self.reaches(best, alpha, false)
            };
            if cut {
                let update_index = self.next_index();
                self.prune_later_children(position, end, update_index);
            }
            let update_frame = Frame::new(node, Status::Update, alpha, beta).with_cut(cut);
            self.push_with_bounds(
                update_frame,
                BoundsFrame {
                    best: Some(best),
                    ..bounds
                },
            );
            if cut {
                break;
            }
        }
        self.order_stack.truncate(start);

        let (classification, stored) = if best <= alpha_searched {
            (Classification::FailLow, (lower, best))
        } else if best < beta_searched {
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
        let end_frame = Frame::new(node, Status::End, alpha_searched, beta_searched);
        self.push_with_bounds(end_frame, end_bounds);
        best
    }
}
