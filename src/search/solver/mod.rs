//! The solver of a game scored by how soon it is won (Connect Four), built one idea at a
//! time as the best-known solver tutorial builds it: negamax, the win check, alpha-beta
//! with the score bound, centre-first order, a table of upper bounds and null-window
//! bisection at the root. Scores are the side to move's; `nodes` counts every node entered.
//! `solving` holds the tutorial's bounds the recorder's solver mode shares.

pub(super) mod solving;

use super::frame::Status;
use super::steps::StepFingerprint;
use super::upper_bounds::UpperBounds;
use super::{ChildOrder, Mode, Score, SearchKind};
use crate::game::{Scoring, Side, SolvableByLength};

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
}

impl SolverIdeas {
    /// The recorder's options for these ideas: the same search, frame by frame.
    pub fn mode(&self) -> Mode {
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
            window: self.weak.then_some((Score::finite(-1), Score::finite(1))),
            ..Mode::alpha_beta()
        }
    }
}

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

/// Why a line is not a position to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadPosition {
    Empty,
    /// The `at`-th move (from 1) is not a column's digit.
    NotAColumn {
        at: usize,
        text: char,
    },
    ColumnFull {
        at: usize,
        column: usize,
    },
    /// The move wins or fills the board: the position must be unfinished.
    EndsTheGame {
        at: usize,
        column: usize,
    },
}

/// The position a line of column digits (1 the leftmost) reaches, played from the start:
/// the benchmark's notation.
pub fn position_of<G: SolvableByLength>(game: &G, line: &str) -> Result<G::Position, BadPosition> {
    if line.is_empty() {
        return Err(BadPosition::Empty);
    }
    let mut position = game.initial();
    let mut moves = Vec::new();
    for (index, text) in line.chars().enumerate() {
        let at = index + 1;
        let column = text
            .to_digit(10)
            .map(|digit| digit as usize)
            .filter(|&digit| (1..=game.max_moves()).contains(&digit))
            .ok_or(BadPosition::NotAColumn { at, text })?;
        let mv = column as u8 - 1;
        game.legal_moves(&position, &mut moves);
        if !moves.contains(&mv) {
            return Err(BadPosition::ColumnFull { at, column });
        }
        position = game.play(&position, mv);
        // A move that makes four, or fills the board, ends the game.
        if game.is_over(&position, &mut moves) {
            return Err(BadPosition::EndsTheGame { at, column });
        }
    }
    Ok(position)
}

/// What a solve tells of its steps as it goes, each the frame the recorder records for the
/// same search: nothing (a plain solve), or a fingerprint of them ([`StepFingerprint`]).
/// Windows and scores come in the side to move's view, (−[`UNBOUNDED`], [`UNBOUNDED`]) the
/// whole window.
pub trait SolveSteps {
    /// Whether an observer takes the steps: a plain solve spends nothing naming its nodes.
    const OBSERVES: bool = true;
    fn step(&mut self, node: StepNode, status: Status, window: (i32, i32), extra: StepExtra);
}

/// The node a step is taken at.
#[derive(Clone, Copy, Debug)]
pub struct StepNode {
    /// Stones played.
    pub depth: u16,
    /// The column played last ([`crate::tree::NO_MOVE`] at the start).
    pub last_move: u8,
    /// Whether the first player is to move: scores are then the first player's already.
    pub first_to_move: bool,
}

/// What a step carries beside its window.
#[derive(Clone, Copy, Debug)]
pub enum StepExtra {
    None,
    /// A child's score, or the value a node returns (the side to move's).
    Score(i32),
    /// Whether an update closed the window.
    Cut(bool),
}

/// A plain solve: its steps are told to no one.
pub struct NoSteps;

impl SolveSteps for NoSteps {
    const OBSERVES: bool = false;
    #[inline(always)]
    fn step(&mut self, _: StepNode, _: Status, _: (i32, i32), _: StepExtra) {}
}

impl SolveSteps for StepFingerprint {
    #[inline]
    fn step(
        &mut self,
        node: StepNode,
        status: Status,
        (alpha, beta): (i32, i32),
        extra: StepExtra,
    ) {
        // The recorder's frames are the first player's: a second player's window turns round.
        let sign = if node.first_to_move { 1 } else { -1 };
        let window = match node.first_to_move {
            true => (score_of(alpha), score_of(beta)),
            false => (score_of(-beta), score_of(-alpha)),
        };
        let extra = match extra {
            StepExtra::None | StepExtra::Cut(false) => Score::NONE,
            StepExtra::Cut(true) => Score::POS_INF,
            StepExtra::Score(value) => score_of(sign * value),
        };
        self.take(status, (node.depth, node.last_move), window, extra);
    }
}

/// A side to move's score as a frame keeps it, the whole window's ends as ±∞.
fn score_of(value: i32) -> Score {
    match value {
        UNBOUNDED.. => Score::POS_INF,
        ..=NEG_UNBOUNDED => Score::NEG_INF,
        _ => Score::finite(value as i16),
    }
}

const NEG_UNBOUNDED: i32 = -UNBOUNDED;

/// A solver for one game and one set of ideas; its table lives as long as it does.
pub struct Solver<'game, G: SolvableByLength, S: SolveSteps = NoSteps> {
    game: &'game G,
    ideas: SolverIdeas,
    order: Vec<u8>,
    table: UpperBounds,
    nodes: u64,
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
        Solver {
            game,
            ideas,
            order: column_order(columns, ideas.centre_order),
            table: UpperBounds::default(),
            nodes: 0,
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
        self.table.clear();
        self.nodes = 0;
        (self.children, self.largest_pass_children) = (0, 0);
        let score = if self.ideas.bisect {
            self.bisect(position, last_move)
        } else if self.ideas.weak {
            self.pass(position, last_move, (-1, 1))
        } else {
            self.pass(position, last_move, (-UNBOUNDED, UNBOUNDED))
        };
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
        let (cells, played) = (game.cells(), game.moves_played(position));
        let node = StepNode {
            depth: played as u16,
            last_move,
            first_to_move: S::OBSERVES && game.side_to_move(position) == Side::First,
        };
        if self.ideas.minimax {
            return self.minimax(position, node);
        }
        let playable = match self.start(position, node, (alpha, beta)) {
            Ok(playable) => playable,
            Err(value) => return value,
        };
        // The position's key, found once: looked up now, stored at the end.
        let key = self.ideas.upper_table.then(|| game.table_key(position));
        if self.ideas.score_bound || self.ideas.upper_table {
            let mut top = if self.ideas.score_bound {
                solving::best_score_left(cells, played)
            } else {
                UNBOUNDED
            };
            if let Some(bound) = key.and_then(|key| self.table.get(key)) {
                top = bound as i32;
            }
            if beta > top {
                beta = top;
                self.steps
                    .step(node, Status::Tt, (alpha, beta), StepExtra::None);
                if alpha >= beta {
                    return self.end(node, (alpha, beta), beta);
                }
            }
        }
        if key.is_some() {
            // Every child's slot is asked for at once, in the order searched: their misses
            // overlap, and each child finds its entry at hand.
            for &column in &self.order {
                if playable & (1 << column) != 0 {
                    self.table
                        .prefetch(game.table_key(&game.play(position, column)));
                }
            }
        }
        for index in 0..self.order.len() {
            let column = self.order[index];
            if playable & (1 << column) == 0 {
                continue;
            }
            let child = game.play(position, column);
            let score = -self.negamax(&child, column, -beta, -alpha);
            self.steps
                .step(node, Status::Score, (alpha, beta), StepExtra::Score(score));
            if score >= beta {
                // The window closes on the score: (score, β) after it.
                let window = (score, beta);
                self.steps
                    .step(node, Status::Update, window, StepExtra::Cut(true));
                return self.end(node, window, score);
            }
            alpha = alpha.max(score);
            self.steps
                .step(node, Status::Update, (alpha, beta), StepExtra::Cut(false));
        }
        if let Some(key) = key {
            self.table.insert(key, alpha as i16);
        }
        self.end(node, (alpha, beta), alpha)
    }

    /// A node entered: its start step; its value when it needs no child (a finished game,
    /// or with the win check a move that wins at once), else its playable columns.
    #[inline(always)]
    fn start(
        &mut self,
        position: &G::Position,
        node: StepNode,
        (alpha, beta): (i32, i32),
    ) -> Result<u32, i32> {
        let game = self.game;
        self.steps
            .step(node, Status::Start, (alpha, beta), StepExtra::None);
        let playable = match self.ideas.win_check {
            // A parent that looked for a winning move never enters a won position.
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
        if self.ideas.win_check && game.has_winning_move(position) {
            let value = solving::win_score(game.cells(), game.moves_played(position));
            let window = (value, beta);
            self.steps
                .step(node, Status::Score, window, StepExtra::Score(value));
            return Err(self.end(node, window, value));
        }
        Ok(playable)
    }

    /// Minimax: every child searched with the whole window, nothing cut.
    fn minimax(&mut self, position: &G::Position, node: StepNode) -> i32 {
        let window = |best: i32| (best, UNBOUNDED);
        let mut best = -UNBOUNDED;
        let playable = match self.start(position, node, window(best)) {
            Ok(playable) => playable,
            Err(value) => return value,
        };
        for index in 0..self.order.len() {
            let column = self.order[index];
            if playable & (1 << column) != 0 {
                let child = self.game.play(position, column);
                let score = -self.negamax(&child, column, -UNBOUNDED, UNBOUNDED);
                self.steps
                    .step(node, Status::Score, window(best), StepExtra::Score(score));
                best = best.max(score);
                self.steps
                    .step(node, Status::Update, window(best), StepExtra::Cut(false));
            }
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
mod tests {
    use super::*;
    use crate::game::{ConnectFour, Game};

    #[test]
    fn the_centre_order_is_the_tutorials() {
        assert_eq!(column_order(7, true), vec![3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(column_order(4, true), vec![2, 1, 3, 0]);
        assert_eq!(column_order(4, false), vec![0, 1, 2, 3]);
    }

    #[test]
    fn a_move_that_wins_at_once_is_scored_without_entering_it() {
        let game = ConnectFour::standard();
        let position = "121212"
            .bytes()
            .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'));
        let ideas = SolverIdeas {
            win_check: true,
            score_bound: true,
            ..SolverIdeas::default()
        };
        let solved = Solver::new(&game, ideas).solve(&position);
        assert_eq!(
            solved,
            Solved {
                score: 18,
                nodes: 1
            }
        );
    }

    #[test]
    fn the_score_bound_closes_a_window_that_cannot_be_reached() {
        let game = ConnectFour::standard();
        // 41 stones: no win is left for the mover's reply, so (0, 1) closes at once.
        let moves = "71255763773133525731261364622167124446454";
        let position = moves
            .bytes()
            .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'));
        let ideas = SolverIdeas {
            win_check: true,
            score_bound: true,
            bisect: true,
            ..SolverIdeas::default()
        };
        assert_eq!(
            Solver::new(&game, ideas).solve(&position),
            Solved { score: 0, nodes: 1 }
        );
    }

    #[test]
    fn every_idea_agrees_with_plain_negamax_on_a_small_board() {
        let game = ConnectFour::new(4, 4);
        let roots = ["", "2", "23", "1234", "2233"];
        let parts = [
            SolverIdeas {
                win_check: true,
                score_bound: true,
                ..SolverIdeas::default()
            },
            SolverIdeas {
                win_check: true,
                score_bound: true,
                centre_order: true,
                upper_table: true,
                ..SolverIdeas::default()
            },
            SolverIdeas {
                win_check: true,
                score_bound: true,
                centre_order: true,
                upper_table: true,
                bisect: true,
                ..SolverIdeas::default()
            },
        ];
        for root in roots {
            let position = root
                .bytes()
                .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'));
            let plain = Solver::new(
                &game,
                SolverIdeas {
                    minimax: true,
                    ..SolverIdeas::default()
                },
            )
            .solve(&position);
            for ideas in parts {
                let solved = Solver::new(&game, ideas).solve(&position);
                assert_eq!(solved.score, plain.score, "root {root:?}, {ideas:?}");
                assert!(solved.nodes < plain.nodes, "root {root:?}, {ideas:?}");
            }
        }
    }
}
