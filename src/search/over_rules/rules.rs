//! How a plain alpha-beta over the rules cuts and returns, read off a recorded search's
//! options, and its scores in the search's own wider terms.

use crate::search::{Mode, Score, SearchKind, TableKind};

/// Beyond every value a game gives.
pub(super) const NEG_INF: i16 = i16::MIN;
pub(super) const POS_INF: i16 = i16::MAX;

/// How a plain alpha-beta cuts and returns: its root's window, and whether it returns the
/// best score (fail-soft) and cuts only past the window, as a recorded search's [`Mode`]
/// says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaRules {
    pub root_window: (Score, Score),
    pub fail_soft: bool,
    pub cut_gt: bool,
    /// The transposition table, if any.
    pub table: TableKind,
    /// The score range with `init_ab`, else the infinities; and the game's own range (the
    /// infinities under a depth limit): what a bounds table takes a position it lacks as.
    pub score_range: (Score, Score),
    pub game_range: (Score, Score),
    /// The solver tutorial's win check and score bound (`Mode::win_check`, `score_bound`).
    pub win_check: bool,
    pub score_bound: bool,
    pub upper_bounds: bool,
    /// The solver's bisection: null-window passes at the root (`root_window`, when finite,
    /// is the score range they narrow), the table kept across them.
    pub bisect: bool,
}

impl Default for AlphaBetaRules {
    fn default() -> AlphaBetaRules {
        AlphaBetaRules {
            root_window: (Score::NEG_INF, Score::POS_INF),
            fail_soft: false,
            cut_gt: false,
            table: TableKind::Off,
            score_range: (Score::NEG_INF, Score::POS_INF),
            game_range: (Score::NEG_INF, Score::POS_INF),
            win_check: false,
            score_bound: false,
            upper_bounds: false,
            bisect: false,
        }
    }
}

impl AlphaBetaRules {
    /// The rules of `mode`, whose initial window (`init_ab`) is `score_range`, in a search
    /// `depth_limited` or not; `None` for a mode that is more than alpha-beta with a table
    /// or none (a window search, minimax, iterative deepening, best-first order or
    /// shortest victory).
    pub fn of(mode: &Mode, score_range: (i16, i16), depth_limited: bool) -> Option<AlphaBetaRules> {
        let bisect = mode.search == SearchKind::Bisect;
        let one_pass = Mode {
            search: SearchKind::AlphaBeta,
            ..*mode
        };
        if !(one_pass.is_plain_alpha_beta() && (bisect || mode.is_plain_alpha_beta())) {
            return None;
        }
        let (low, high) = score_range;
        let range = (Score::finite(low), Score::finite(high));
        let infinite = (Score::NEG_INF, Score::POS_INF);
        let score_range = if mode.init_ab { range } else { infinite };
        // As the recorder's root: the window asked for, else the score range.
        Some(AlphaBetaRules {
            root_window: mode.window.unwrap_or(score_range),
            fail_soft: mode.fail_soft,
            cut_gt: mode.cut_gt,
            table: mode.table,
            score_range,
            game_range: if depth_limited { infinite } else { range },
            win_check: mode.win_check,
            score_bound: mode.score_bound,
            upper_bounds: mode.upper_bounds,
            bisect,
        })
    }
}

/// A window or range in the search's terms.
pub(super) fn wide_pair((low, high): (Score, Score)) -> (i16, i16) {
    (wide(low), wide(high))
}

/// A score in the search's terms: the infinities beyond every value.
fn wide(score: Score) -> i16 {
    match score.value() {
        Some(value) => value,
        None if score == Score::NEG_INF => NEG_INF,
        None => POS_INF,
    }
}
