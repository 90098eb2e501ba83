//! Samples of a grown tree's unexpanded nodes, grouped by their plies left (their
//! stratum), from which the real tree below the ones not counted is estimated.

use crate::game::Game;
use crate::tree::random::SplitMix64;
use crate::tree::{estimate_levels_sampled, estimate_nodes_sampled};

/// A node's stratum: its plies left above the horizon (0 for a node past a complete
/// tree's last stratum).
pub(in crate::tree) fn stratum_of(horizon_depth: usize, depth: usize) -> usize {
    horizon_depth.saturating_sub(depth)
}

/// Positions of unexpanded nodes sampled per plies left, and how many there were.
pub(in crate::tree) struct Strata<P> {
    samples: Vec<Vec<P>>,
    seen: Vec<u64>,
    random: SplitMix64,
    /// Whether the strata are of a complete tree: a sample is played to the game's end.
    complete: bool,
}

/// Unexpanded nodes sampled per plies left to estimate their mean subtree.
const SAMPLED_NODES: usize = 512;
/// In a complete tree, whose subtrees vary far more within a depth: more of both.
const SAMPLED_NODES_COMPLETE: usize = 4096;
const LINES_PER_SAMPLE_COMPLETE: u32 = 32;
/// Knuth's lines of play per sampled node.
const LINES_PER_SAMPLE: u32 = 8;

/// The seed of the counted strata's generator.
pub(in crate::tree) const COUNTED_SEED: u64 = 0xC0_47ED;

impl<P: Copy> Strata<P> {
    pub(in crate::tree) fn new(plies: usize, complete: bool) -> Strata<P> {
        Strata::with_seed(plies, complete, 0x5EED_0F9A_0E00)
    }

    pub(in crate::tree) fn with_seed(plies: usize, complete: bool, seed: u64) -> Strata<P> {
        Strata {
            samples: vec![Vec::new(); plies + 1],
            seen: vec![0; plies + 1],
            random: SplitMix64::new(seed),
            complete,
        }
    }

    /// Keeps a uniform sample of each stratum (reservoir sampling).
    pub(in crate::tree) fn offer(&mut self, plies_left: usize, position: P) {
        self.seen[plies_left] += 1;
        let sample = &mut self.samples[plies_left];
        let kept = if self.complete {
            SAMPLED_NODES_COMPLETE
        } else {
            SAMPLED_NODES
        };
        if sample.len() < kept {
            sample.push(position);
            return;
        }
        let slot = self.random.next_u64() % self.seen[plies_left];
        if let Some(kept) = sample.get_mut(slot as usize) {
            *kept = position;
        }
    }

    /// Per stratum, the mean of Knuth's estimate of its sampled nodes' subtrees down to
    /// each number of plies up to the stratum's (empty where nothing was sampled).
    pub(in crate::tree) fn level_means<G: Game<Position = P>>(&self, game: &G) -> Vec<Vec<f64>> {
        let plies_left = 0..self.samples.len();
        plies_left
            .zip(&self.samples)
            .map(|(plies_left, sample)| {
                let mut sums = vec![0.0; if sample.is_empty() { 0 } else { plies_left + 1 }];
                for position in sample {
                    let plies = plies_left as u16;
                    let levels = estimate_levels_sampled(game, position, plies, LINES_PER_SAMPLE);
                    for (sum, level) in sums.iter_mut().zip(levels) {
                        *sum += level;
                    }
                }
                sums.iter().map(|sum| sum / sample.len() as f64).collect()
            })
            .collect()
    }

    /// Per stratum of a complete tree, the mean of Knuth's estimate of its sampled nodes'
    /// subtrees, played to the games' ends (0 where nothing was sampled).
    pub(in crate::tree) fn complete_means<G: Game<Position = P>>(&self, game: &G) -> Vec<f64> {
        let lines = LINES_PER_SAMPLE_COMPLETE;
        (self.samples.iter())
            .map(|sample| {
                let estimates = sample
                    .iter()
                    .map(|position| estimate_nodes_sampled(game, position, None, lines));
                estimates.sum::<f64>() / sample.len().max(1) as f64
            })
            .collect()
    }
}
