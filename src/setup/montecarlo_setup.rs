//! One Monte Carlo search as the app and the notebook name it: game, root, primitive Monte
//! Carlo or MCTS, how many runs, the exploration constant and the generator's seed.

use serde::{Deserialize, Serialize};

use super::GameSpec;
use crate::game::Scoring;
use crate::search::montecarlo::{DEFAULT_EXPLORATION, MonteCarloKind, MonteCarloTrace};
use crate::tree::{Outcomes, PathError};

/// The most playouts a move, or iterations, one recorded run takes (about 45 MB of trace).
pub const MAX_RECORDED_RUNS: u32 = 1_000_000;
/// The most one run takes unrecorded (the command line's figures): beyond, minutes of work.
pub const MAX_RUNS: u32 = 50_000_000;

/// Whether a run keeps every frame, which bounds it tighter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunsFor {
    Recorded,
    Plain,
}

/// The one rule for a count of playouts a move or iterations: from 1 to the bound of the
/// kind of run.
pub fn check_runs(runs: u32, kind: RunsFor) -> Result<u32, MonteCarloRefusal> {
    match kind {
        _ if runs == 0 => Err(MonteCarloRefusal::Zero),
        // About 45 bytes a frame, ten frames an iteration (measured on Kalah(6,4)).
        RunsFor::Recorded if runs > MAX_RECORDED_RUNS => Err(MonteCarloRefusal::TooMany {
            megabytes: runs as u64 * 450 / 1_000_000,
        }),
        RunsFor::Plain if runs > MAX_RUNS => Err(MonteCarloRefusal::TooManyRuns { max: MAX_RUNS }),
        _ => Ok(runs),
    }
}
/// The largest tree below the root whose exact values are worked out beside the estimate.
const MAX_EXACT_NODES: f64 = 2_000_000.0;

/// Primitive Monte Carlo or MCTS.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MonteCarloMethod {
    Pmc,
    #[default]
    Mcts,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MonteCarloSetup {
    #[serde(skip_serializing_if = "is_tic_tac_toe")]
    pub game: GameSpec,
    /// The root as moves from the start in the game's notation.
    pub root: String,
    pub method: MonteCarloMethod,
    /// Primitive Monte Carlo's playouts after each move.
    pub playouts: u32,
    /// MCTS's iterations.
    pub iterations: u32,
    /// MCTS's exploration constant C.
    pub exploration: f64,
    /// The pinned generator's seed.
    pub seed: u64,
}

fn is_tic_tac_toe(game: &GameSpec) -> bool {
    *game == GameSpec::TicTacToe
}

impl Default for MonteCarloSetup {
    fn default() -> Self {
        MonteCarloSetup {
            game: GameSpec::TicTacToe,
            root: String::new(),
            method: MonteCarloMethod::Mcts,
            playouts: 100,
            iterations: 1_000,
            exploration: DEFAULT_EXPLORATION,
            seed: 1,
        }
    }
}

/// A root move as the complete tree knows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExactMove {
    pub mv: u8,
    /// Its minimax value, first player's view.
    pub value: i16,
    /// Its chances under uniformly random play to the end.
    pub random_play: Outcomes,
}

/// Why a Monte Carlo search cannot run.
#[derive(Debug, PartialEq)]
pub enum MonteCarloRefusal {
    /// No playouts or iterations.
    Zero,
    /// More than [`MAX_RECORDED_RUNS`], with the trace's estimated size in megabytes.
    TooMany {
        megabytes: u64,
    },
    /// More than `max` in a run not recorded.
    TooManyRuns {
        max: u32,
    },
    /// C below 0 or not a number.
    BadExploration(f64),
    Root(PathError),
    /// The game is over at the root: no move to choose.
    GameOver,
}

impl MonteCarloSetup {
    pub fn kind(&self) -> MonteCarloKind {
        match self.method {
            MonteCarloMethod::Pmc => MonteCarloKind::Primitive {
                playouts: self.playouts,
            },
            MonteCarloMethod::Mcts => MonteCarloKind::TreeSearch {
                iterations: self.iterations,
                exploration: self.exploration,
            },
        }
    }

    /// The options' own faults, before any work.
    pub fn check(&self) -> Result<(), MonteCarloRefusal> {
        let runs = match self.method {
            MonteCarloMethod::Pmc => self.playouts,
            MonteCarloMethod::Mcts => self.iterations,
        };
        check_runs(runs, RunsFor::Recorded)?;
        if self.method == MonteCarloMethod::Mcts
            && !(self.exploration.is_finite() && self.exploration >= 0.0)
        {
            return Err(MonteCarloRefusal::BadExploration(self.exploration));
        }
        self.game
            .check_moves(&self.root)
            .map_err(MonteCarloRefusal::Root)
    }

    /// The search recorded frame by frame.
    pub fn record(&self) -> Result<MonteCarloTrace, MonteCarloRefusal> {
        self.check()?;
        self.game
            .record_monte_carlo(&self.root, self.kind(), self.seed)
            .map_err(MonteCarloRefusal::Root)?
            .ok_or(MonteCarloRefusal::GameOver)
    }

    /// Each root move's exact minimax value (first player's view) and its exact chances
    /// under random play, in natural order, where the tree below the root is small enough
    /// to build now.
    pub fn exact_values(&self) -> Option<Vec<ExactMove>> {
        if self.game.estimate_below(&self.root)? > MAX_EXACT_NODES {
            return None;
        }
        let (tree, root) = self.game.tree_for_root(&self.root).ok()?;
        let chances = tree.playout_probabilities();
        let values = tree
            .children(root)
            .filter_map(|child| {
                Some(ExactMove {
                    mv: tree.last_move(child)?,
                    value: tree.minimax_value(child, Scoring::Plain),
                    random_play: chances[child as usize],
                })
            })
            .collect();
        Some(values)
    }
}
