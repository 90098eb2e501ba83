//! The Monte Carlo player's state: a recorded run and the frame shown. Changed only through
//! the one player's commands; knows nothing of egui.

use std::sync::Arc;

use crate::app::player::cursor::FrameCursor;
use crate::app::player::recording::PlayerCommand;
use crate::app::player::recording::Recording;
use crate::game::{GameView, Side};
use crate::search::Landmark;
use crate::search::montecarlo::{MonteCarloKind, MonteCarloTrace};
use crate::setup::{ExactMove, MonteCarloSetup};

/// A recorded Monte Carlo run, with what it is held against.
pub struct MonteCarloRun {
    pub setup: MonteCarloSetup,
    pub trace: MonteCarloTrace,
    pub view: Arc<dyn GameView>,
    /// Each root move's exact value and random-play chances, where the tree fits.
    pub exact: Option<Vec<ExactMove>>,
}

impl MonteCarloRun {
    /// Records the run the setup names, and works out the exact values where it can.
    pub fn record(
        setup: MonteCarloSetup,
    ) -> Result<MonteCarloRun, crate::setup::MonteCarloRefusal> {
        let trace = setup.record()?;
        let mut run = MonteCarloRun::of_trace(setup, trace);
        run.exact = run.setup.exact_values();
        Ok(run)
    }

    /// A run recorded already, without the exact values (pictures do not draw them).
    pub fn of_trace(setup: MonteCarloSetup, trace: MonteCarloTrace) -> MonteCarloRun {
        MonteCarloRun {
            view: setup.game.view(),
            exact: None,
            setup,
            trace,
        }
    }

    /// What a root move's estimate is held against, on its scale, for the side to move at
    /// the root: MCTS's mean against the exact value (a win 1, a draw ½, a loss 0),
    /// primitive Monte Carlo's win rate against the exact chance of a win under random
    /// play. `None` where the tree is not solved.
    pub fn reference(&self, mv: u8) -> Option<f64> {
        let side = self.trace.side_to_move(0);
        let exact = self.exact.as_ref()?.iter().find(|exact| exact.mv == mv)?;
        Some(match (self.trace.kind(), side) {
            (MonteCarloKind::Primitive { .. }, Side::First) => exact.random_play.first,
            (MonteCarloKind::Primitive { .. }, Side::Second) => exact.random_play.second,
            (MonteCarloKind::TreeSearch { .. }, Side::First) => {
                (exact.value.signum() as f64 + 1.0) / 2.0
            }
            (MonteCarloKind::TreeSearch { .. }, Side::Second) => {
                (-exact.value.signum() as f64 + 1.0) / 2.0
            }
        })
    }
}

/// A recorded run on its cursor. Its iterations (primitive Monte Carlo: a root move's
/// playouts) are its landmarks; it has no nodes entered and left.
pub struct MonteCarloPlayer {
    run: Arc<MonteCarloRun>,
    cursor: FrameCursor,
}

impl MonteCarloPlayer {
    pub fn new(run: Arc<MonteCarloRun>, speed: f64) -> MonteCarloPlayer {
        let cursor = FrameCursor::new(run.trace.len(), speed);
        MonteCarloPlayer { run, cursor }
    }

    pub fn run(&self) -> &Arc<MonteCarloRun> {
        &self.run
    }

    pub fn trace(&self) -> &MonteCarloTrace {
        &self.run.trace
    }

    pub fn frame_index(&self) -> usize {
        self.cursor.frame_index()
    }

    /// The 0-based iteration of the frame shown.
    pub fn iteration(&self) -> usize {
        self.trace().frame(self.frame_index()).iteration as usize
    }

    /// The first frame of a 1-based iteration (primitive Monte Carlo: playout).
    pub fn iteration_start(&self, number: usize) -> Option<usize> {
        self.trace().iteration_start(number.checked_sub(1)?)
    }

    /// Primitive Monte Carlo moves a root move's playouts at a time, MCTS an iteration.
    fn stride(&self) -> usize {
        match self.trace().kind() {
            MonteCarloKind::Primitive { playouts } => playouts.max(1) as usize,
            MonteCarloKind::TreeSearch { .. } => 1,
        }
    }

    /// The first iteration (or playout) of the step `iteration` is in.
    fn step_start(&self, iteration: usize) -> usize {
        iteration - iteration % self.stride()
    }

    /// The first iteration (or playout) of the next step.
    fn next_step(&self, iteration: usize) -> usize {
        self.step_start(iteration) + self.stride()
    }
}

impl Recording for MonteCarloPlayer {
    fn cursor(&self) -> &FrameCursor {
        &self.cursor
    }

    fn cursor_mut(&mut self) -> &mut FrameCursor {
        &mut self.cursor
    }

    fn has_node_frames(&self) -> bool {
        false
    }

    fn jumps(&self) -> Vec<(Landmark, &'static str)> {
        let key = match self.trace().kind() {
            MonteCarloKind::Primitive { .. } => "move",
            MonteCarloKind::TreeSearch { .. } => "iteration",
        };
        vec![(Landmark::Iteration, key)]
    }

    fn own_target(&self, command: PlayerCommand) -> Option<usize> {
        let trace = self.trace();
        let here = self.frame_index();
        let iteration = self.iteration();
        match command {
            PlayerCommand::Next(Landmark::Iteration) => {
                trace.iteration_start(self.next_step(iteration))
            }
            PlayerCommand::Previous(Landmark::Iteration) => {
                let iteration = self.step_start(iteration);
                let start = trace.iteration_start(iteration)?;
                if here > start {
                    Some(start)
                } else {
                    let before = self.step_start(iteration.checked_sub(1)?);
                    trace.iteration_start(before)
                }
            }
            _ => None,
        }
    }
}
