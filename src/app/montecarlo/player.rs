//! The Monte Carlo player's state: a recorded run and the frame shown. Changed only through
//! [`MonteCarloCommand`]s; knows nothing of egui.

use std::sync::Arc;

use super::super::cursor::FrameCursor;
use crate::game::GameView;
use crate::search::montecarlo::MonteCarloTrace;
use crate::setup::MonteCarloSetup;

/// A recorded Monte Carlo run, with what it is held against.
pub struct MonteCarloRun {
    pub setup: MonteCarloSetup,
    pub trace: MonteCarloTrace,
    pub view: Arc<dyn GameView>,
    /// Each root move's exact minimax value (first player's view), where the tree fits.
    pub exact: Option<Vec<(u8, i8)>>,
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

    /// A root move's exact value as a mean would read it (a win 1, a draw ½, a loss 0, for
    /// the side to move at the root), where known.
    pub fn exact_mean(&self, mv: u8) -> Option<f64> {
        let side = self.trace.side_to_move(0);
        let value = self.exact.as_ref()?.iter().find(|(each, _)| *each == mv)?.1;
        let signed = match side {
            crate::game::Side::First => value.signum(),
            crate::game::Side::Second => -value.signum(),
        };
        Some((signed as f64 + 1.0) / 2.0)
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
            MonteCarloCommand::NextIteration => trace.iteration_start(iteration + 1),
            MonteCarloCommand::PreviousIteration => {
                let start = trace.iteration_start(iteration)?;
                if here > start {
                    Some(start)
                } else {
                    trace.iteration_start(iteration.checked_sub(1)?)
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
