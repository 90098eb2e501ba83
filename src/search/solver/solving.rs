//! The solver tutorial's bounds for a game scored by how soon it is won, from the side to
//! move's view: a win made with the move after `played` stones on a board of `cells`
//! scores (cells + 1 − played) / 2. Divisions truncate toward zero, as the tutorial's do.
//! The recorder's side of them: the win check, the bound frames, the table of upper
//! bounds and the bisection's passes.

use crate::game::SolverFacts;
use crate::search::frame::{Frame, SolverStep, Status};
use crate::search::recorder::Recorder;
use crate::search::score::Score;
use crate::search::tables::slots::Bound;
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
        if let Some(value) = self.win_at_once(node) {
            return Some(self.fix_at(node, (alpha, beta), value, SolverStep::WinFound));
        }
        let facts = self.solver_facts(node);
        // The children's order asks for them next: kept, not found again.
        self.node_facts = facts.map(|facts| (node, facts));
        let mut safe = None;
        if let (true, Some(facts)) = (self.mode.skip_losing, facts) {
            if let Err(value) = self.skip_losing(node, facts.non_losing_moves, (alpha, beta)) {
                return Some(value);
            }
            safe = Some(facts.non_losing_moves);
        }
        let fixed = if self.uses_solver_entries() {
            self.narrow_by_entry(node, facts.map(|facts| facts.table_key), (alpha, beta))
        } else {
            match self.bound_at(node, key) {
                Some((bound, step)) => self.narrow_top(node, (alpha, beta), bound, step),
                None => Ok(()),
            }
        };
        match fixed {
            Err(value) => Some(value),
            Ok(()) => {
                // Only the node's own children search these moves.
                self.safe_moves = safe;
                None
            }
        }
    }

    /// A value fixed before any child (a win at once, no move left that does not lose, a
    /// draw): the window's side moved to it, a score frame, every child pruned.
    fn fix_at(
        &mut self,
        node: NodeId,
        (alpha, beta): (&mut Score, &mut Score),
        value: Score,
        step: SolverStep,
    ) -> Score {
        if self.tree.is_max_node(node) {
            *alpha = value;
        } else {
            *beta = value;
        }
        let frame = Frame::new(node, Status::Score, *alpha, *beta).with_child_score(value);
        self.fix_unentered(node, frame, step);
        value
    }

    /// Losing moves skipped, before the bounds: no move left that does not lose, or two
    /// moves from the end, fixes the node (`Err`); else the window's bottom rises to the
    /// worst score left (a bound frame; closed, the node returns it).
    fn skip_losing(
        &mut self,
        node: NodeId,
        non_losing_moves: u32,
        (alpha, beta): (&mut Score, &mut Score),
    ) -> Result<(), Score> {
        let cells = self.tree.view().cells().unwrap_or_default();
        let played = self.tree.depth(node) as u32;
        let sign = if self.tree.is_max_node(node) { 1 } else { -1 };
        let first_players = |value: i32| Score::finite((sign * value) as i16);
        if non_losing_moves == 0 {
            let lost = first_players(loss_score(cells, played));
            return Err(self.fix_at(node, (alpha, beta), lost, SolverStep::NoSafeMove));
        }
        if played + 2 >= cells {
            return Err(self.fix_at(node, (alpha, beta), Score::finite(0), SolverStep::Draw));
        }
        let lowest = first_players(worst_score_left(cells, played));
        self.narrow_bottom(node, (alpha, beta), lowest, SolverStep::LowerBound)
    }

    /// The solver tutorial's own tables, or lower bounds kept: with lower bounds, the score
    /// bound first, then the table's bound of either kind; else the table's upper bound in
    /// place of the score bound.
    fn narrow_by_entry(
        &mut self,
        node: NodeId,
        table_key: Option<u64>,
        (alpha, beta): (&mut Score, &mut Score),
    ) -> Result<(), Score> {
        let sign = if self.tree.is_max_node(node) { 1 } else { -1 };
        let first_players = |value: i32| Score::finite((sign * value) as i16);
        let stored = table_key.and_then(|key| self.solver_entry(key));
        let score_bound = self.score_bound_at(node).map(first_players);
        if !self.mode.lower_bounds {
            return match (stored, score_bound) {
                (Some(Bound::Upper(top)), _) => self.narrow_top(
                    node,
                    (alpha, beta),
                    first_players(top),
                    SolverStep::TableBound,
                ),
                (_, Some(top)) => self.narrow_top(node, (alpha, beta), top, SolverStep::ScoreBound),
                _ => Ok(()),
            };
        }
        if let Some(top) = score_bound {
            self.narrow_top(node, (alpha, beta), top, SolverStep::ScoreBound)?;
        }
        match stored {
            Some(Bound::Upper(top)) => self.narrow_top(
                node,
                (alpha, beta),
                first_players(top),
                SolverStep::TableBound,
            ),
            Some(Bound::Lower(bottom)) => self.narrow_bottom(
                node,
                (alpha, beta),
                first_players(bottom),
                SolverStep::TableLowerBound,
            ),
            None => Ok(()),
        }
    }

    /// The side to move's window top cut to `bound` (first player's view) when it is
    /// above it: a bound frame; a window closed fixes the node at the bound (`Err`).
    fn narrow_top(
        &mut self,
        node: NodeId,
        (alpha, beta): (&mut Score, &mut Score),
        bound: Score,
        step: SolverStep,
    ) -> Result<(), Score> {
        let max_node = self.tree.is_max_node(node);
        let narrows = if max_node {
            *beta > bound
        } else {
            *alpha < bound
        };
        if !narrows {
            return Ok(());
        }
        if max_node {
            *beta = bound;
        } else {
            *alpha = bound;
        }
        self.bound_frame(node, (*alpha, *beta), bound, step)
    }

    /// The side to move's window bottom raised to `bound` (first player's view) when it is
    /// below it, as [`Recorder::narrow_top`].
    fn narrow_bottom(
        &mut self,
        node: NodeId,
        (alpha, beta): (&mut Score, &mut Score),
        bound: Score,
        step: SolverStep,
    ) -> Result<(), Score> {
        let max_node = self.tree.is_max_node(node);
        let narrows = if max_node {
            *alpha < bound
        } else {
            *beta > bound
        };
        if !narrows {
            return Ok(());
        }
        if max_node {
            *alpha = bound;
        } else {
            *beta = bound;
        }
        self.bound_frame(node, (*alpha, *beta), bound, step)
    }

    /// The frame of a bound that narrowed the window; closed, the node is fixed at it.
    fn bound_frame(
        &mut self,
        node: NodeId,
        (alpha, beta): (Score, Score),
        bound: Score,
        step: SolverStep,
    ) -> Result<(), Score> {
        let frame = Frame::new(node, Status::Tt, alpha, beta);
        if alpha < beta {
            self.push_solver_step(frame, step);
            return Ok(());
        }
        self.fix_unentered(node, frame, step);
        Err(bound)
    }

    /// What the later ideas ask of the node's position, when they are on.
    fn solver_facts(&self, node: NodeId) -> Option<SolverFacts> {
        if let Some((_, facts)) = self.node_facts.filter(|&(known, _)| known == node) {
            return Some(facts);
        }
        let wanted = self.mode.skip_losing || self.mode.threat_order || self.uses_solver_entries();
        wanted
            .then(|| self.tree.view().solver_facts(self.tree.position_key(node)))
            .flatten()
    }

    /// Whether the solver's table is the tutorial's own, or keeps lower bounds.
    fn uses_solver_entries(&self) -> bool {
        self.mode.upper_bounds && (self.mode.lower_bounds || !self.mode.table_slots.is_unbounded())
    }

    /// The slot of a table key: the key itself where nothing is forgotten.
    fn slot_of(&self, table_key: u64) -> u64 {
        self.mode
            .table_slots
            .slot_count()
            .map_or(table_key, |slots| table_key % slots)
    }

    fn solver_entry(&self, table_key: u64) -> Option<Bound> {
        let &(stored_key, bound) = self.solver_entries.get(&self.slot_of(table_key))?;
        (stored_key == table_key).then_some(bound)
    }

    /// The score bound's top for the side to move, when it is on.
    fn score_bound_at(&self, node: NodeId) -> Option<i32> {
        let cells = self.tree.view().cells().filter(|_| self.mode.score_bound)?;
        Some(best_score_left(cells, self.tree.depth(node) as u32))
    }

    /// Keeps only the children (pushed from `start`) whose moves do not lose at
    /// once; the others are never entered: pruned at the next frame.
    pub(in crate::search) fn skip_losing_children(&mut self, start: usize, safe: u32) {
        let frame_index = self.next_index();
        let mut kept = start;
        for position in start..self.order_stack.len() {
            let child = self.order_stack[position];
            let mv = self.tree.last_move(child).unwrap_or_default();
            if safe >> mv & 1 == 1 {
                self.order_stack[kept] = child;
                kept += 1;
            } else {
                self.prune_subtree(child, frame_index);
            }
        }
        self.order_stack.truncate(kept);
    }

    /// Threats first: the children of `node` (pushed from `start`), most threats first,
    /// ties kept in the order's.
    pub(in crate::search) fn order_by_threats(&mut self, node: NodeId, start: usize) {
        let Some(facts) = self.solver_facts(node) else {
            return;
        };
        let tree = self.tree;
        let threats = |child: &NodeId| {
            let mv = tree.last_move(*child).unwrap_or_default() as usize;
            std::cmp::Reverse(facts.threats.get(mv).copied().unwrap_or_default())
        };
        self.order_stack[start..].sort_by_key(threats);
    }

    /// The score of a move that wins at once (first player's view), with the win check on.
    fn win_at_once(&self, node: NodeId) -> Option<Score> {
        // Skipping losing moves, only the root looks for a win at once.
        let at_root = self.tree.depth(node) == self.root_depth;
        if !(self.mode.win_check || self.mode.skip_losing && at_root) {
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

    /// The table of upper bounds keeps the value of a node that ended without a cut; with
    /// lower bounds, a cut's value as a lower bound.
    pub(in crate::search) fn store_upper_bound(
        &mut self,
        (node, key): (NodeId, Option<usize>),
        value: Score,
        cut: bool,
    ) {
        if self.uses_solver_entries() {
            let Some(facts) = self.solver_facts(node) else {
                return;
            };
            let sign = if self.tree.is_max_node(node) { 1 } else { -1 };
            let value = sign * i32::from(value.value().unwrap_or_default());
            let bound = match (cut, self.mode.lower_bounds) {
                (false, _) => Bound::Upper(value),
                (true, true) => Bound::Lower(value),
                (true, false) => return,
            };
            let slot = self.slot_of(facts.table_key);
            self.solver_entries.insert(slot, (facts.table_key, bound));
            return;
        }
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
