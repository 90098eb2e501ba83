//! The solver of a game scored by how soon it is won (Connect Four), built one idea at a
//! time as the best-known solver tutorial builds it: negamax, the win check, alpha-beta
//! with the score bound, centre-first order, a table of upper bounds, null-window
//! bisection at the root (parts 3 to 8), losing moves skipped, moves ordered by threats,
//! a compact table and lower bounds in it (parts 9 to 12). Scores are the side to move's;
//! `nodes` counts every node entered. `solving` holds the tutorial's bounds the recorder's
//! solver mode shares.

mod ideas;
mod position;
pub(super) mod solving;
mod steps;
mod table;

pub use ideas::{PARTS, SolverIdeas};
pub use position::{BadPosition, position_of};
pub use steps::{NoSteps, SolveSteps, StepExtra, StepNode};
pub use table::TableSlots;

use super::ChildOrder;
use super::frame::Status;
use super::tables::slots::Bound;
use crate::game::{Scoring, Side, SolvableByLength};
use table::SolverTable;

/// What a solve found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The side to move's score (with `weak`, as the search returns it).
    pub score: i32,
    /// Every node entered, the root once a pass.
    pub nodes: u64,
}

/// A window wider than any score: the tutorial's (−∞, ∞).
const UNBOUNDED: i32 = 1 << 20;

/// The columns in the order searched: from the centre out when asked, as the player's
/// centre order takes them (4, 3, 5, 2, 6, 1, 7 on seven columns).
pub fn column_order(columns: u32, centre_first: bool) -> Vec<u8> {
    let mut order: Vec<u8> = (0..columns as u8).collect();
    if centre_first {
        let columns = (true, columns as usize);
        ChildOrder::Center.arrange(&mut order, columns, |_| 0, |_| false, |&mv| mv);
    }
    order
}

/// The most columns a board has: a node's children fit in an array.
const MAX_COLUMNS: usize = 8;

/// A node's children in the order searched, and how many there are.
type Ordered = ([u8; MAX_COLUMNS], usize);

/// A solver for one game and one set of ideas; its table lives as long as it does.
pub struct Solver<'game, G: SolvableByLength, S: SolveSteps = NoSteps> {
    game: &'game G,
    ideas: SolverIdeas,
    order: Vec<u8>,
    table: Option<SolverTable>,
    nodes: u64,
    /// The stones on the board at the root of the solve under way.
    root_played: u32,
    /// When the steps are told: the children of every node entered, summed over the last
    /// solve's passes, and over its largest pass alone.
    children: u64,
    largest_pass_children: u64,
    steps: S,
}

impl<'game, G: SolvableByLength> Solver<'game, G> {
    pub fn new(game: &'game G, ideas: SolverIdeas) -> Solver<'game, G> {
        Solver::with_observer(game, ideas, NoSteps)
    }
}

impl<'game, G: SolvableByLength, S: SolveSteps> Solver<'game, G, S> {
    /// A solver that tells `steps` every step of its searches.
    pub fn with_observer(game: &'game G, ideas: SolverIdeas, steps: S) -> Solver<'game, G, S> {
        let columns = game.max_moves() as u32;
        // A key holds a bit a cell and a sentinel a column.
        let key_bits = game.cells() + columns;
        Solver {
            game,
            ideas,
            // Threats break their ties towards the centre.
            order: column_order(columns, ideas.centre_order || ideas.threat_order),
            table: ideas
                .upper_table
                .then(|| SolverTable::new(ideas.table_slots, key_bits)),
            nodes: 0,
            root_played: 0,
            children: 0,
            largest_pass_children: 0,
            steps,
        }
    }

    /// What was told of the steps so far.
    pub fn steps(&self) -> &S {
        &self.steps
    }

    /// When the steps are told (else 0), the children of the nodes the last solve entered,
    /// summed over all its passes and over its largest pass: a tree grown as it searches
    /// holds no more below its root than the first, and no fewer than the second (a pass
    /// enters a node once, and a node's children are its own).
    pub fn children_entered_below(&self) -> (u64, u64) {
        (self.children, self.largest_pass_children)
    }

    /// Solves `position` (unfinished) with an empty table.
    pub fn solve(&mut self, position: &G::Position) -> Solved {
        self.solve_after(position, crate::tree::NO_MOVE)
    }

    /// As [`Solver::solve`], the position reached by playing `last_move` (as its steps name
    /// the root).
    pub fn solve_after(&mut self, position: &G::Position, last_move: u8) -> Solved {
        if let Some(table) = &mut self.table {
            table.clear();
        }
        self.nodes = 0;
        (self.children, self.largest_pass_children) = (0, 0);
        let cells = self.game.cells();
        self.root_played = self.game.moves_played(position);
        let score = if self.ideas.bisect {
            self.bisect(position, last_move)
        } else {
            let window = self
                .ideas
                .root_window(cells)
                .unwrap_or((-UNBOUNDED, UNBOUNDED));
            self.pass(position, last_move, window)
        };
        // Skipping losing moves, a node is sure its mover cannot win at once: the root is
        // asked before the search, and a win there enters no node (the steps show the
        // root taking it, as the recorder records it).
        if self.ideas.skip_losing && self.game.has_winning_move(position) {
            self.nodes = 0;
        }
        Solved {
            score,
            nodes: self.nodes,
        }
    }

    /// Null windows narrowing [min, max] to the score; the table is kept across them.
    fn bisect(&mut self, position: &G::Position, last_move: u8) -> i32 {
        let (cells, played) = (self.game.cells(), self.game.moves_played(position));
        // Scores are the side to move's: its window is the first player's.
        let window = self.ideas.weak.then_some((-1, 1));
        let range = solving::bisection_range(window, true, (cells, played));
        solving::bisect(range, |probe| {
            Some(self.pass(position, last_move, (probe, probe + 1)))
        })
    }

    /// One search from the root with the window.
    fn pass(&mut self, position: &G::Position, last_move: u8, (alpha, beta): (i32, i32)) -> i32 {
        let before = self.children;
        let score = self.negamax(position, last_move, alpha, beta);
        let pass_children = self.children - before;
        self.largest_pass_children = self.largest_pass_children.max(pass_children);
        score
    }

    fn negamax(
        &mut self,
        position: &G::Position,
        last_move: u8,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        let game = self.game;
        let node = StepNode {
            depth: game.moves_played(position) as u16,
            last_move,
            first_to_move: S::OBSERVES && game.side_to_move(position) == Side::First,
        };
        if self.ideas.minimax {
            return self.minimax(position, node);
        }
        let playable = match self.start(position, node, (alpha, beta)) {
            Ok((playable, window)) => {
                (alpha, beta) = window;
                playable
            }
            Err(value) => return value,
        };
        // The position's key, found once: looked up now, stored at the end.
        let key = self.table.as_ref().map(|_| game.table_key(position));
        if let Err(value) = self.narrow(position, node, key, (&mut alpha, &mut beta)) {
            return value;
        }
        let (columns, count) = self.ordered(position, playable);
        if let (Some(table), true) = (&self.table, key.is_some()) {
            // Every child's slot is asked for at once, in the order searched: their misses
            // overlap, and each child finds its entry at hand.
            for &column in &columns[..count] {
                table.prefetch(game.table_key(&game.play(position, column)));
            }
        }
        for &column in &columns[..count] {
            let child = game.play(position, column);
            let score = -self.negamax(&child, column, -beta, -alpha);
            self.steps
                .step(node, Status::Score, (alpha, beta), StepExtra::Score(score));
            if score >= beta {
                // The window closes on the score: (score, β) after it.
                let window = (score, beta);
                self.steps
                    .step(node, Status::Update, window, StepExtra::Cut(true));
                if let (Some(key), true) = (key, self.ideas.lower_bounds) {
                    self.store(key, Bound::Lower(score));
                }
                return self.end(node, window, score);
            }
            alpha = alpha.max(score);
            self.steps
                .step(node, Status::Update, (alpha, beta), StepExtra::Cut(false));
        }
        if let Some(key) = key {
            self.store(key, Bound::Upper(alpha));
        }
        self.end(node, (alpha, beta), alpha)
    }

    fn store(&mut self, key: u64, bound: Bound) {
        if let Some(table) = &mut self.table {
            table.put(key, bound);
        }
    }

    /// A node entered: its start step; its value when it needs no child (a finished game,
    /// a move that wins at once with the win check; with losing moves skipped, no move
    /// that does not lose, a draw, or a window closed by the lowest score left), else the
    /// columns to search and its window.
    #[inline(always)]
    fn start(
        &mut self,
        position: &G::Position,
        node: StepNode,
        (mut alpha, beta): (i32, i32),
    ) -> Result<(u32, (i32, i32)), i32> {
        let game = self.game;
        let (cells, played) = (game.cells(), game.moves_played(position));
        self.steps
            .step(node, Status::Start, (alpha, beta), StepExtra::None);
        let playable = match self.ideas.win_check || self.ideas.skip_losing {
            // A parent that looked for a winning move, or skipped losing ones, never
            // enters a won position.
            true => game.playable_unless_won(position),
            false => game.playable(position),
        };
        if S::OBSERVES {
            // A tree grown by the search gives an entered node all its children.
            self.children += u64::from(playable.count_ones());
        }
        if playable == 0 {
            // Entered only without the win check: the last move made four, or filled the board.
            let value = -(game.terminal_value(position, Scoring::Plain) as i32).abs();
            return Err(self.end(node, (value, beta), value));
        }
        // Skipping losing moves, only the root looks for a win at once.
        let win_check =
            self.ideas.win_check || self.ideas.skip_losing && played == self.root_played;
        if win_check && game.has_winning_move(position) {
            return Err(self.fixed(node, beta, solving::win_score(cells, played)));
        }
        if !self.ideas.skip_losing {
            return Ok((playable, (alpha, beta)));
        }
        let safe = game.non_losing_moves(position);
        if safe == 0 {
            return Err(self.fixed(node, beta, solving::loss_score(cells, played)));
        }
        if played + 2 >= cells {
            // Neither side can win with the two moves left.
            return Err(self.fixed(node, beta, 0));
        }
        let lowest = solving::worst_score_left(cells, played);
        if alpha < lowest {
            alpha = lowest;
            self.steps
                .step(node, Status::Tt, (alpha, beta), StepExtra::None);
            if alpha >= beta {
                return Err(self.end(node, (alpha, beta), alpha));
            }
        }
        Ok((safe, (alpha, beta)))
    }

    /// A node's value known without a child: a score step and its end.
    fn fixed(&mut self, node: StepNode, beta: i32, value: i32) -> i32 {
        let window = (value, beta);
        self.steps
            .step(node, Status::Score, window, StepExtra::Score(value));
        self.end(node, window, value)
    }

    /// The score bound and the table before any child: each may narrow the window, and a
    /// window closed ends the node with its value (`Err`).
    #[inline(always)]
    fn narrow(
        &mut self,
        position: &G::Position,
        node: StepNode,
        key: Option<u64>,
        (alpha, beta): (&mut i32, &mut i32),
    ) -> Result<(), i32> {
        let (cells, played) = (self.game.cells(), self.game.moves_played(position));
        let score_bound = self
            .ideas
            .score_bound
            .then(|| solving::best_score_left(cells, played));
        let stored = match (&self.table, key) {
            (Some(table), Some(key)) => table.get(key),
            _ => None,
        };
        if !self.ideas.lower_bounds {
            // The table's bound replaces the score bound.
            let top = match stored {
                Some(Bound::Upper(bound)) => Some(bound),
                _ => score_bound,
            };
            return match top {
                Some(top) => self.lower_beta(node, (alpha, beta), top),
                None => Ok(()),
            };
        }
        if let Some(top) = score_bound {
            self.lower_beta(node, (alpha, beta), top)?;
        }
        match stored {
            Some(Bound::Upper(top)) => self.lower_beta(node, (alpha, beta), top),
            Some(Bound::Lower(bottom)) if *alpha < bottom => {
                *alpha = bottom;
                self.steps
                    .step(node, Status::Tt, (*alpha, *beta), StepExtra::None);
                match *alpha >= *beta {
                    true => Err(self.end(node, (*alpha, *beta), *alpha)),
                    false => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }

    /// β cut to `top` when above it; a window it closes ends the node at β.
    #[inline(always)]
    fn lower_beta(
        &mut self,
        node: StepNode,
        (alpha, beta): (&mut i32, &mut i32),
        top: i32,
    ) -> Result<(), i32> {
        if *beta <= top {
            return Ok(());
        }
        *beta = top;
        self.steps
            .step(node, Status::Tt, (*alpha, *beta), StepExtra::None);
        match *alpha >= *beta {
            true => Err(self.end(node, (*alpha, *beta), *beta)),
            false => Ok(()),
        }
    }

    /// The columns of `playable` in the order searched: the column order, or with threats
    /// the most threatening first, ties to the most central (an insertion sort fed in
    /// reverse column order, taken from its top).
    #[inline(always)]
    fn ordered(&self, position: &G::Position, playable: u32) -> Ordered {
        let mut columns = [0; MAX_COLUMNS];
        let mut count = 0;
        let playable_columns = self
            .order
            .iter()
            .copied()
            .filter(|&column| playable & (1 << column) != 0);
        if !self.ideas.threat_order {
            for column in playable_columns {
                columns[count] = column;
                count += 1;
            }
            return (columns, count);
        }
        let mut threats = [0; MAX_COLUMNS];
        for column in playable_columns.rev() {
            let score = self.game.threats_after(position, column);
            let mut at = count;
            while at > 0 && threats[at - 1] > score {
                (threats[at], columns[at]) = (threats[at - 1], columns[at - 1]);
                at -= 1;
            }
            (threats[at], columns[at]) = (score, column);
            count += 1;
        }
        columns[..count].reverse();
        (columns, count)
    }

    /// Minimax: every child searched with the whole window, nothing cut.
    fn minimax(&mut self, position: &G::Position, node: StepNode) -> i32 {
        let window = |best: i32| (best, UNBOUNDED);
        let mut best = -UNBOUNDED;
        let playable = match self.start(position, node, window(best)) {
            Ok((playable, _)) => playable,
            Err(value) => return value,
        };
        let (columns, count) = self.ordered(position, playable);
        for &column in &columns[..count] {
            let child = self.game.play(position, column);
            let score = -self.negamax(&child, column, -UNBOUNDED, UNBOUNDED);
            self.steps
                .step(node, Status::Score, window(best), StepExtra::Score(score));
            best = best.max(score);
            self.steps
                .step(node, Status::Update, window(best), StepExtra::Cut(false));
        }
        self.end(node, window(best), best)
    }

    /// The node's end: its value returned.
    #[inline]
    fn end(&mut self, node: StepNode, window: (i32, i32), value: i32) -> i32 {
        self.steps
            .step(node, Status::End, window, StepExtra::Score(value));
        value
    }
}

#[cfg(test)]
mod tests;
