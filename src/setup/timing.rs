//! The searches a browser's speed is measured on, timed the same way on the desktop: the
//! page's test hook and the `browser_cases` benchmark call these.

use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::{GameSpec, SearchSetup};
use crate::search::{ChildOrder, Mode};
use crate::tree::Trees;

/// A search timed in both places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimedCase {
    /// Alpha-beta on tic-tac-toe's complete tree (built before the clock starts).
    TicTacToe,
    /// Kalah(6,4) from the start, 12 plies, evaluation order: grown and recorded.
    Kalah12,
}

impl TimedCase {
    pub const ALL: [TimedCase; 2] = [TimedCase::TicTacToe, TimedCase::Kalah12];

    /// Its name in the hook and the benchmark's output.
    pub fn name(self) -> &'static str {
        match self {
            TimedCase::TicTacToe => "tictactoe",
            TimedCase::Kalah12 => "kalah12",
        }
    }

    pub fn from_name(name: &str) -> Option<TimedCase> {
        TimedCase::ALL.into_iter().find(|case| case.name() == name)
    }

    /// The search's setup, as the player's options would say it.
    pub fn setup(self) -> SearchSetup {
        let mut setup = SearchSetup::default();
        match self {
            TimedCase::TicTacToe => setup.mode = Mode::alpha_beta(),
            TimedCase::Kalah12 => {
                setup.game = GameSpec::Kalah { pits: 6, seeds: 4 };
                setup.depth = Some(12);
                setup.mode = Mode {
                    order: ChildOrder::Evaluation,
                    ..Mode::alpha_beta()
                };
            }
        }
        setup
    }

    /// Records the search as the player does; its frames and the milliseconds it took.
    pub fn run(self) -> Option<(usize, f64)> {
        let setup = self.setup();
        let mut trees = Trees::default();
        let never = AtomicBool::new(false);
        let mut quiet = |_: f32| {};
        let mut watch = crate::tree::BuildWatch::new(&mut quiet, &never);
        let mut build = || {
            let built = trees.get_watched(setup.game, &setup.root, setup.depth, &mut watch);
            setup.or_grown(built, &mut |_| {}, &mut watch).ok()
        };
        // A complete tree is built before the clock starts; a grown one is part of the search.
        let (built, started) = match self {
            TimedCase::TicTacToe => (build()?, Instant::now()),
            TimedCase::Kalah12 => {
                let started = Instant::now();
                (build()?, started)
            }
        };
        let (_, trace) = setup.record(built, &mut |_| {}, &mut |_| {}, &never).ok()?;
        Some((trace.len(), started.elapsed().as_secs_f64() * 1000.0))
    }
}
