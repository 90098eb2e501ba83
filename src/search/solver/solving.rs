//! The solver tutorial's bounds for a game scored by how soon it is won, from the side to
//! move's view: a win made with the move after `played` stones on a board of `cells`
//! scores (cells + 1 − played) / 2. Divisions truncate toward zero, as the tutorial's do.
//! The recorder's side of them: the win check, the bound frames, the table of upper
//! bounds and the bisection's passes.

use crate::search::frame::{Frame, SolverStep, Status};
use crate::search::recorder::Recorder;
use crate::search::score::Score;
use crate::tree::NodeId;

/// The score of a win made with the next move.
pub fn win_score(cells: u32, played: u32) -> i32 {
    (cells as i32 + 1 - played as i32) / 2
}

/// The best score still possible when the next move does not win: a win with the move
/// after (the score bound).
pub fn best_score_left(cells: u32, played: u32) -> i32 {
    (cells as i32 - 1 - played as i32) / 2
}

/// The score of a loss to the opponent's next move.
pub fn loss_score(cells: u32, played: u32) -> i32 {
    -(cells as i32 - played as i32) / 2
}

/// The worst score still possible when the opponent cannot win with its next move: a loss
/// to its move after.
pub fn worst_score_left(cells: u32, played: u32) -> i32 {
    -(cells as i32 - 2 - played as i32) / 2
}

/// The bisection's first range: the worst and the best score the position can have.
pub fn score_range(cells: u32, played: u32) -> (i32, i32) {
    (loss_score(cells, played), win_score(cells, played))
}

/// The bisection's range for the side to move: the root window asked (first player's view,
/// both ends finite), as `--weak`'s (−1, 1), else the position's whole score range.
pub fn bisection_range(
    window: Option<(i32, i32)>,
    first_to_move: bool,
    (cells, played): (u32, u32),
) -> (i32, i32) {
    match window {
        Some((low, high)) if first_to_move => (low, high),
        Some((low, high)) => (-high, -low),
        None => score_range(cells, played),
    }
}

/// The null window (probe, probe + 1) of the side to move, in the first player's view.
pub fn null_window(probe: i32, first_to_move: bool) -> (i32, i32) {
    match first_to_move {
        true => (probe, probe + 1),
        false => (-probe - 1, -probe),
    }
}

/// The bisection: null-window searches narrowing `range`, the side to move's [min, max],
/// until it closes; `search` gives the result of the null window above `probe`, in the side
/// to move's view (`None` once stopped). The score found.
pub fn bisect(range: (i32, i32), mut search: impl FnMut(i32) -> Option<i32>) -> i32 {
    let (mut min, mut max) = range;
    while min < max {
        let probe = next_probe(min, max);
        let Some(result) = search(probe) else {
            break;
        };
        if result <= probe {
            max = result;
        } else {
            min = result;
        }
    }
    min
}

/// The bisection's next probe in [min, max): the middle, moved towards zero where half of
/// the nearer end lies closer to it (small scores are the common ones).
fn next_probe(min: i32, max: i32) -> i32 {
    let middle = min + (max - min) / 2;
    if middle <= 0 && min / 2 < middle {
        min / 2
    } else if middle >= 0 && max / 2 > middle {
        max / 2
    } else {
        middle
    }
}

impl Recorder<'_> {
    /// The win check and the bounds, at a node just started that is no leaf: a win found
    /// fixes the node (a win frame); a bound below the window's top cuts it (a bound frame,
    /// or a table frame when the table's), and a window it closes fixes the node at it.
    /// The children are pruned at the frame that fixes it. The value fixed, if one was.
    pub(in crate::search) fn before_children(
        &mut self,
        node: NodeId,
        key: Option<usize>,
        (alpha, beta): (&mut Score, &mut Score),
    ) -> Option<Score> {
        let max_node = self.tree.is_max_node(node);
        if let Some(value) = self.win_at_once(node) {
            if max_node {
                *alpha = value;
            } else {
                *beta = value;
            }
            let frame = Frame::new(node, Status::Score, *alpha, *beta).with_child_score(value);
            self.fix_unentered(node, frame, SolverStep::WinFound);
            return Some(value);
        }
        let (bound, step) = self.bound_at(node, key)?;
        let narrows = if max_node {
            *beta > bound
        } else {
            *alpha < bound
        };
        if !narrows {
            return None;
        }
        if max_node {
            *beta = bound;
        } else {
            *alpha = bound;
        }
        let frame = Frame::new(node, Status::Tt, *alpha, *beta);
        if *alpha < *beta {
            self.push_solver_step(frame, step);
            return None;
        }
        self.fix_unentered(node, frame, step);
        Some(bound)
    }

    /// The score of a move that wins at once (first player's view), with the win check on.
    fn win_at_once(&self, node: NodeId) -> Option<Score> {
        if !self.mode.win_check {
            return None;
        }
        let scoring = self.mode.scoring();
        let child = self.tree.winning_child(node, scoring)?;
        self.tree.terminal_value(child, scoring).map(Score::finite)
    }

    /// The top of the side to move's window (first player's view): the table's bound of
    /// the position, else the score bound; with the step that takes it.
    fn bound_at(&self, node: NodeId, key: Option<usize>) -> Option<(Score, SolverStep)> {
        let stored = key
            .filter(|_| self.mode.upper_bounds)
            .and_then(|key| self.exact_table[key]);
        if let Some((bound, _)) = stored {
            return Some((bound, SolverStep::TableBound));
        }
        let cells = self.tree.view().cells().filter(|_| self.mode.score_bound)?;
        let top = best_score_left(cells, self.tree.depth(node) as u32);
        let bound = if self.tree.is_max_node(node) {
            top
        } else {
            -top
        };
        Some((Score::finite(bound as i16), SolverStep::ScoreBound))
    }

    /// Records `frame`, which fixes the node without entering a child: every child is
    /// pruned at it.
    fn fix_unentered(&mut self, node: NodeId, frame: Frame, step: SolverStep) {
        // The frame's counters count the children it prunes.
        let frame_index = self.next_index();
        for child in self.children_below(node) {
            self.prune_subtree(child, frame_index);
        }
        self.push_solver_step(frame, step);
    }

    /// Records a frame of the solver's ideas; its index.
    fn push_solver_step(&mut self, frame: Frame, step: SolverStep) -> u32 {
        let frame_index = self.push(frame);
        self.recording.solver_steps.push((frame_index, step));
        frame_index
    }

    /// The table of upper bounds keeps the value of a node that ended without a cut.
    pub(in crate::search) fn store_upper_bound(
        &mut self,
        key: Option<usize>,
        value: Score,
        cut: bool,
    ) {
        if let Some(key) = key.filter(|_| self.mode.upper_bounds && !cut) {
            self.exact_table[key] = Some((value, u8::MAX));
        }
    }

    /// The bisection: null windows at the root narrowing the side to move's score range
    /// [min, max] (the root window when one is asked, as `--weak`'s (−1, 1)) until it
    /// closes, each pass a recorded iteration with the table kept; the root's value.
    pub(in crate::search) fn bisect(&mut self, root: NodeId, plies: usize) -> Score {
        let first_to_move = self.tree.is_max_node(root);
        let sign = if first_to_move { 1 } else { -1 };
        let window = self
            .mode
            .window
            .and_then(|(low, high)| Some((i32::from(low.value()?), i32::from(high.value()?))));
        let cells = self.tree.view().cells().unwrap_or_default();
        let played = self.tree.depth(root) as u32;
        let range = bisection_range(window, first_to_move, (cells, played));
        let score = bisect(range, |probe| {
            if self.cancelled {
                return None;
            }
            let (low, high) = null_window(probe, first_to_move);
            let window = (Score::finite(low as i16), Score::finite(high as i16));
            let value = self.pass(root, plies, None, window).value().unwrap_or(0);
            Some(sign * i32::from(value))
        });
        Score::finite((sign * score) as i16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_boards_bounds_are_the_tutorials() {
        // 7×6 after 4 stones: a win now scores 19, one later at most 18.
        assert_eq!(win_score(42, 4), 19);
        assert_eq!(best_score_left(42, 4), 18);
        assert_eq!(score_range(42, 0), (-21, 21));
        // −41 / 2 truncates to −20, as C's division does.
        assert_eq!(next_probe(-41, 3), -20);
        assert_eq!(next_probe(-1, 1), 0);
        assert_eq!(next_probe(2, 10), 6);
    }
}
