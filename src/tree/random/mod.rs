//! The one pinned generator (SplitMix64) and the uniformly random playout it drives, so
//! that a seed gives the same playouts on every machine; and the exact chances of random
//! play from every node (`playouts`).

pub(super) mod playouts;

use super::{NodeId, Tree};
use crate::game::Scoring;

/// SplitMix64: the state starts at the seed; each draw adds 0x9E3779B97F4A7C15 (wrapping)
/// and mixes the new state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// How a game played to its end finished, for the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayoutResult {
    FirstWins,
    SecondWins,
    Draw,
}

impl Tree {
    /// Plays from `node` to the end of the game, every move the (draw mod k)-th of the k
    /// children in natural order — one draw a move, a lone move (a pass) too. The nodes
    /// played through and the result.
    pub fn random_playout(
        &self,
        node: NodeId,
        generator: &mut SplitMix64,
    ) -> (Vec<NodeId>, PlayoutResult) {
        let mut line = Vec::new();
        let mut current = node;
        loop {
            let children = self.children(current);
            if children.is_empty() {
                break;
            }
            let count = children.len() as u64;
            current = children.start + (generator.next_u64() % count) as NodeId;
            line.push(current);
        }
        let value = self.terminal_value(current, Scoring::Plain).unwrap_or(0);
        let result = match value.signum() {
            1 => PlayoutResult::FirstWins,
            -1 => PlayoutResult::SecondWins,
            _ => PlayoutResult::Draw,
        };
        (line, result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_gives_splitmix64_s_published_sequence() {
        // The reference implementation's first outputs from seed 0.
        let mut generator = SplitMix64::new(0);
        let outputs: Vec<u64> = (0..3).map(|_| generator.next_u64()).collect();
        assert_eq!(
            outputs,
            [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F
            ]
        );
    }
}
