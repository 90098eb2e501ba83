//! Which of the tutorial's ideas a solve uses, one by one or as the tutorial has them at
//! each of its parts.

use super::TableSlots;
use crate::search::{ChildOrder, Mode, Score, SearchKind};

/// Which of the tutorial's ideas a solve uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolverIdeas {
    /// Plain negamax: no window, nothing cut.
    pub minimax: bool,
    /// A node first looks for a move that wins at once and takes its score unentered.
    pub win_check: bool,
    /// The window's top is cut to the best score still possible; a closed window returns.
    pub score_bound: bool,
    /// Columns from the centre out instead of left to right.
    pub centre_order: bool,
    /// A node that ends without a cut stores its value as an upper bound of its position.
    pub upper_table: bool,
    /// Null-window searches bisecting the score range at the root.
    pub bisect: bool,
    /// Only win, draw or loss: the root window (−1, 1).
    pub weak: bool,
    /// Part 9: only moves that do not hand the opponent a win at once are searched; a node
    /// with none is lost, two moves from the end it is a draw, and its window's bottom is
    /// raised to the worst score left. The root alone looks for a win at once.
    pub skip_losing: bool,
    /// Part 10: the moves making the most cells where their mover would complete four
    /// first, ties to the most central column.
    pub threat_order: bool,
    /// Where the table keeps its entries.
    pub table_slots: TableSlots,
    /// Part 12: a cut stores the score that cut as a lower bound of the position, which
    /// a later entry raises its window's bottom to.
    pub lower_bounds: bool,
    /// The root window (−cells / 2, cells / 2) of the tutorial's parts 4 to 7, instead of
    /// (−∞, ∞).
    pub board_window: bool,
}

/// The tutorial's parts a `--part` names.
pub const PARTS: std::ops::RangeInclusive<u8> = 3..=12;

impl SolverIdeas {
    /// The tutorial's configuration at its part `part` (in [`PARTS`]; 6 changes only the
    /// board's code, so it is 5): its ideas, root window and search, and its own tables.
    pub fn part(part: u8) -> Option<SolverIdeas> {
        if !PARTS.contains(&part) {
            return None;
        }
        let table_slots = match part {
            11.. => TableSlots::Compact,
            _ => TableSlots::WholeKey,
        };
        Some(SolverIdeas {
            minimax: part == 3,
            win_check: part <= 8,
            score_bound: part >= 4,
            centre_order: part >= 5,
            upper_table: part >= 7,
            bisect: part >= 8,
            weak: false,
            skip_losing: part >= 9,
            threat_order: part >= 10,
            table_slots,
            lower_bounds: part >= 12,
            board_window: (4..=7).contains(&part),
        })
    }

    /// The root window of a single search, the side to move's: (−1, 1) when weak, the
    /// board's with `board_window`, else none (−∞, ∞).
    pub fn root_window(&self, cells: u32) -> Option<(i32, i32)> {
        let half = cells as i32 / 2;
        match (self.weak, self.board_window) {
            (true, _) => Some((-1, 1)),
            (false, true) => Some((-half, half)),
            (false, false) => None,
        }
    }

    /// The recorder's options for these ideas on a board of `cells`: the same search,
    /// frame by frame.
    pub fn mode(&self, cells: u32) -> Mode {
        let window = self
            .root_window(cells)
            .map(|(low, high)| (Score::finite(low as i16), Score::finite(high as i16)));
        Mode {
            minimax: self.minimax,
            win_check: self.win_check,
            score_bound: self.score_bound,
            order: if self.centre_order {
                ChildOrder::Center
            } else {
                ChildOrder::Natural
            },
            upper_bounds: self.upper_table,
            search: if self.bisect {
                SearchKind::Bisect
            } else {
                SearchKind::AlphaBeta
            },
            // The bisection's range: (−1, 1) when weak, else the position's own.
            window: if self.bisect {
                self.weak.then_some((Score::finite(-1), Score::finite(1)))
            } else {
                window
            },
            skip_losing: self.skip_losing,
            threat_order: self.threat_order,
            lower_bounds: self.lower_bounds,
            table_slots: self.table_slots,
            ..Mode::alpha_beta()
        }
    }
}
