//! Monte Carlo searches of a game, as the command line, the app and the notebook name it.

use super::GameSpec;
use super::game_spec::with_rules;
use crate::game::{ConnectFour, Kalah, Othello, TextbookGame, TicTacToe};
use crate::search::montecarlo::{
    self, MonteCarloKind, MonteCarloRecorder, MonteCarloTrace, PrimitiveMonteCarlo, Ticks,
    TreeSearch,
};
use crate::tree::{PathError, SplitMix64, position_after};

impl GameSpec {
    /// Primitive Monte Carlo from the position `root_moves` reaches: `playouts` random
    /// playouts after each move, from the pinned generator seeded with `seed`. `None`
    /// when the game is over there.
    pub fn primitive_monte_carlo(
        self,
        root_moves: &str,
        playouts: u32,
        seed: u64,
    ) -> Result<Option<PrimitiveMonteCarlo>, PathError> {
        self.primitive_monte_carlo_ticking(root_moves, playouts, seed, &mut || {})
    }

    /// As [`GameSpec::primitive_monte_carlo`], calling `tick` after each playout.
    pub fn primitive_monte_carlo_ticking(
        self,
        root_moves: &str,
        playouts: u32,
        seed: u64,
        tick: &mut dyn FnMut(),
    ) -> Result<Option<PrimitiveMonteCarlo>, PathError> {
        let view = self.view();
        let mut generator = SplitMix64::new(seed);
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves)?;
            Ok(montecarlo::primitive_monte_carlo(
                &rules,
                root,
                playouts,
                &mut generator,
                &mut Ticks(tick),
            ))
        })
    }

    /// Monte Carlo tree search (UCT) from the position `root_moves` reaches. `None` when
    /// the game is over there.
    pub fn monte_carlo_tree_search(
        self,
        root_moves: &str,
        iterations: u32,
        exploration: f64,
        seed: u64,
    ) -> Result<Option<TreeSearch>, PathError> {
        self.monte_carlo_tree_search_ticking(root_moves, iterations, exploration, seed, &mut || {})
    }

    /// As [`GameSpec::monte_carlo_tree_search`], calling `tick` after each iteration.
    pub fn monte_carlo_tree_search_ticking(
        self,
        root_moves: &str,
        iterations: u32,
        exploration: f64,
        seed: u64,
        tick: &mut dyn FnMut(),
    ) -> Result<Option<TreeSearch>, PathError> {
        let view = self.view();
        let mut generator = SplitMix64::new(seed);
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves)?;
            Ok(montecarlo::monte_carlo_tree_search(
                &rules,
                root,
                iterations,
                exploration,
                &mut generator,
                &mut Ticks(tick),
            ))
        })
    }

    /// The most memory MCTS's tree can take after `iterations` iterations in this game.
    pub fn mcts_bytes_upper_bound(self, iterations: u32) -> u64 {
        with_rules!(self, rules => montecarlo::uct_bytes_upper_bound(&rules, iterations))
    }

    /// A Monte Carlo search from the position `root_moves` reaches, recorded frame by
    /// frame. `None` when the game is over there.
    pub fn record_monte_carlo(
        self,
        root_moves: &str,
        kind: MonteCarloKind,
        seed: u64,
    ) -> Result<Option<MonteCarloTrace>, PathError> {
        let view = self.view();
        let mut generator = SplitMix64::new(seed);
        let mut recorder = MonteCarloRecorder::new(kind, seed);
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves)?;
            let ran = match kind {
                MonteCarloKind::Primitive { playouts } => montecarlo::primitive_monte_carlo(
                    &rules,
                    root,
                    playouts,
                    &mut generator,
                    &mut recorder,
                )
                .is_some(),
                MonteCarloKind::TreeSearch {
                    iterations,
                    exploration,
                } => montecarlo::monte_carlo_tree_search(
                    &rules,
                    root,
                    iterations,
                    exploration,
                    &mut generator,
                    &mut recorder,
                )
                .is_some(),
            };
            Ok(ran.then(|| recorder.finish()))
        })
    }
}
