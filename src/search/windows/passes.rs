//! Searches in passes: MTD(f)'s null windows converging on the value, and aspiration's
//! window around a guess opened where a result falls out. Each pass is recorded like an
//! iteration: its frames, its counters and its node states, with its window.

use crate::search::mode::SearchKind;
use crate::search::recorder::{PROGRESS_STEP, Recorder};
use crate::search::score::Score;
use crate::tree::NodeId;

/// A search whose passes never meet (an unsound table can do that) stops here.
const MAX_PASSES: usize = 64;

impl Recorder<'_> {
    /// Searches the root in passes `plies` deep; `first` is tried first at the root,
    /// `previous` is the previous iteration's value (aspiration's guess). The last pass's
    /// value.
    pub(in crate::search) fn search_in_passes(
        &mut self,
        root: NodeId,
        plies: usize,
        first: Option<NodeId>,
        previous: Option<Score>,
    ) -> Score {
        match self.mode.search {
            SearchKind::Aspiration => self.aspiration(root, plies, first, previous),
            SearchKind::Bisect => self.bisect(root, plies),
            _ => self.mtdf(root, plies, first),
        }
    }

    pub(in crate::search) fn pass(
        &mut self,
        root: NodeId,
        plies: usize,
        first: Option<NodeId>,
        window: (Score, Score),
    ) -> Score {
        self.begin_iteration();
        self.root_size = self.progress_size(root);
        self.next_progress = PROGRESS_STEP;
        let value = self.search_root_with(root, first, window);
        let best_move = self.best_root_child(root);
        self.finish_iteration(plies, value, best_move, Some(window));
        value
    }

    /// MTD(f): the window (β−1, β) with β = f+1 when the lower bound is f, else f; a result
    /// at or above β raises the lower bound, else lowers the upper; until they meet.
    fn mtdf(&mut self, root: NodeId, plies: usize, first: Option<NodeId>) -> Score {
        let (mut lower, mut upper) = self.score_range();
        let mut guess = Score::finite(self.mode.guess.unwrap_or(0));
        for _ in 0..MAX_PASSES {
            if lower == upper || self.cancelled {
                break;
            }
            let beta = if lower == guess {
                guess.plus_one()
            } else {
                guess
            };
            guess = self.pass(root, plies, first, (beta.minus_one(), beta));
            if guess >= beta {
                lower = guess;
            } else {
                upper = guess;
            }
        }
        guess
    }

    /// Aspiration: (G−D, G+D) around the guess; a result at or past an edge is searched
    /// again with that side opened to ±∞.
    fn aspiration(
        &mut self,
        root: NodeId,
        plies: usize,
        first: Option<NodeId>,
        previous: Option<Score>,
    ) -> Score {
        let guess = previous
            .filter(|value| value.is_finite())
            .or(self
                .mode
                .guess
                .map(|guess| Score::finite(guess.clamp(-Score::MAX_FINITE, Score::MAX_FINITE))))
            .unwrap_or(Score::finite(0));
        let delta = i32::from(self.mode.delta.unwrap_or(1));
        let shifted = |by: i32| {
            let value = i32::from(guess.value().unwrap_or(0)) + by;
            let largest = i32::from(Score::MAX_FINITE);
            Score::finite(value.clamp(-largest, largest) as i16)
        };
        let mut window = (shifted(-delta), shifted(delta));
        let mut value = Score::NONE;
        for _ in 0..3 {
            if self.cancelled {
                break;
            }
            value = self.pass(root, plies, first, window);
            if value <= window.0 && window.0 != Score::NEG_INF {
                window.0 = Score::NEG_INF;
            } else if value >= window.1 && window.1 != Score::POS_INF {
                window.1 = Score::POS_INF;
            } else {
                break;
            }
        }
        value
    }
}
