//! What a solve tells an observer of its steps, each the frame the recorder records for
//! the same search.

use super::UNBOUNDED;
use crate::search::Score;
use crate::search::frame::Status;
use crate::search::steps::StepFingerprint;

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
