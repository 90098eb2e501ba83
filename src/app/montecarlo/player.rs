//! The Monte Carlo player's state: a recorded run and the frame shown. Changed only through
//! [`MonteCarloCommand`]s; knows nothing of egui.

use std::sync::Arc;

use crate::app::player::cursor::FrameCursor;
use crate::game::{GameView, Side};
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
        Ok(MonteCarloRun {
            view: setup.game.view(),
            exact: setup.exact_values(),
            setup,
            trace,
        })
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

/// Everything the user can ask of the Monte Carlo player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MonteCarloCommand {
    SetFrame(usize),
    Step(i64),
    First,
    Last,
    TogglePlay,
    SetSpeed(f64),
    /// The first frame of the next / previous iteration.
    NextIteration,
    PreviousIteration,
    /// The first frame of a 1-based iteration.
    GoToIteration(usize),
    /// Time passed while playing, in seconds.
    Tick(f64),
}

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

    /// Which frame is shown, and how it plays.
    pub fn cursor(&self) -> &FrameCursor {
        &self.cursor
    }

    pub fn frame_index(&self) -> usize {
        self.cursor.frame_index()
    }

    /// The 0-based iteration of the frame shown.
    pub fn iteration(&self) -> usize {
        self.trace().frame(self.frame_index()).iteration as usize
    }

    /// Where the command would move the cursor, or `None` when it cannot apply here.
    pub fn target(&self, command: MonteCarloCommand) -> Option<usize> {
        let trace = self.trace();
        let here = self.frame_index();
        let last = self.cursor.last_frame_index();
        let iteration = self.iteration();
        let target = match command {
            MonteCarloCommand::SetFrame(index) => Some(index),
            MonteCarloCommand::Step(delta) => {
                let index = here as i64 + delta;
                (0..=last as i64).contains(&index).then_some(index as usize)
            }
            MonteCarloCommand::First => Some(0),
            MonteCarloCommand::Last => Some(last),
            MonteCarloCommand::NextIteration => trace.iteration_start(self.next_step(iteration)),
            MonteCarloCommand::PreviousIteration => {
                let iteration = self.step_start(iteration);
                let start = trace.iteration_start(iteration)?;
                if here > start {
                    Some(start)
                } else {
                    let before = self.step_start(iteration.checked_sub(1)?);
                    trace.iteration_start(before)
                }
            }
            MonteCarloCommand::GoToIteration(number) => {
                trace.iteration_start(number.checked_sub(1)?)
            }
            MonteCarloCommand::TogglePlay
            | MonteCarloCommand::SetSpeed(_)
            | MonteCarloCommand::Tick(_) => None,
        };
        target.filter(|&index| index <= last)
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

    /// Whether the command would do anything now (buttons are disabled otherwise).
    pub fn can(&self, command: MonteCarloCommand) -> bool {
        match command {
            MonteCarloCommand::TogglePlay => self.cursor.can_toggle_play(),
            MonteCarloCommand::SetSpeed(_) | MonteCarloCommand::Tick(_) => true,
            _ => self
                .target(command)
                .is_some_and(|index| index != self.frame_index()),
        }
    }

    pub fn apply(&mut self, command: MonteCarloCommand) {
        match command {
            MonteCarloCommand::TogglePlay => self.cursor.toggle_play(),
            MonteCarloCommand::SetSpeed(speed) => self.cursor.set_speed(speed),
            MonteCarloCommand::Tick(seconds) => self.cursor.tick(seconds),
            _ => {
                if let Some(index) = self.target(command) {
                    self.cursor.jump(index);
                }
            }
        }
    }
}
