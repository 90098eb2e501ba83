//! Exact node counts of the tree below a position: each position (with its plies left)
//! counted once, since positions repeat all over a game tree.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::game::{Game, PositionKey};
use crate::hashing::WordHasher;

/// The most subtrees remembered; past that, subtrees are counted again each time met.
const MAX_REMEMBERED: usize = 1 << 21;

/// Room for the positions of a small game's tree (tic-tac-toe has 5,478) before growing.
const FIRST_CAPACITY: usize = 1 << 13;

/// Below this many plies left a subtree is counted again each time: remembering it costs
/// more than its count.
const FEWEST_PLIES_REMEMBERED: u16 = 3;

/// Counts the nodes below positions of one game, remembering each subtree counted.
pub struct SubtreeCounter<G: Game> {
    game: G,
    /// Per position and plies left (`u16::MAX`: to the ends of games), its subtree's nodes.
    counted: HashMap<(PositionKey, u16), u64, BuildHasherDefault<WordHasher>>,
    /// A game whose keys are few: per key, its subtree's nodes to the ends of games (0:
    /// not counted yet), found without hashing.
    counted_whole: Vec<u64>,
    /// Move lists, one per level of the recursion.
    moves: Vec<Vec<u8>>,
}

impl<G: Game> SubtreeCounter<G> {
    pub fn new(game: G) -> SubtreeCounter<G> {
        let counted_whole = vec![0; game.dense_key_bound().unwrap_or(0)];
        SubtreeCounter {
            game,
            counted: HashMap::with_capacity_and_hasher(FIRST_CAPACITY, Default::default()),
            counted_whole,
            moves: Vec::new(),
        }
    }

    /// The nodes of the tree below `position` down to `plies` plies (none: to the ends of
    /// games; a node at the horizon is one, whatever follows it), itself included, or
    /// `None` when they are more than `limit`.
    pub fn count(&mut self, position: &G::Position, plies: Option<u16>, limit: u64) -> Option<u64> {
        self.count_at(position, plies, limit, 0)
    }

    fn count_at(
        &mut self,
        position: &G::Position,
        plies: Option<u16>,
        limit: u64,
        level: usize,
    ) -> Option<u64> {
        if limit == 0 {
            return None;
        }
        if plies == Some(0) {
            return Some(1);
        }
        let remembered = plies.is_none_or(|plies| plies >= FEWEST_PLIES_REMEMBERED);
        let key = remembered.then(|| (self.game.key(position), plies.unwrap_or(u16::MAX)));
        if let Some(&count) = key.and_then(|key| self.remembered(key)) {
            return (count <= limit).then_some(count);
        }
        if self.moves.len() <= level {
            self.moves.resize(level + 1, Vec::new());
        }
        let mut moves = std::mem::take(&mut self.moves[level]);
        self.game.legal_moves(position, &mut moves);
        let mut count = Some(1u64);
        if plies == Some(1) {
            // Its children stand at the horizon: one each, none played.
            count = Some(1 + moves.len() as u64);
        } else {
            let below = plies.map(|plies| plies - 1);
            for &mv in &moves {
                let child = self.game.play(position, mv);
                let so_far = count.unwrap_or(limit);
                let child_count = self.count_at(&child, below, limit - so_far, level + 1);
                count = count.zip(child_count).map(|(here, child)| here + child);
                if count.is_none() {
                    break;
                }
            }
        }
        self.moves[level] = moves;
        let count = count.filter(|&count| count <= limit)?;
        if let Some(key) = key {
            self.remember(key, count);
        }
        Some(count)
    }

    /// The whole game's slot for a key, where the game's keys are few.
    fn whole_slot(&self, (key, plies): (PositionKey, u16)) -> Option<usize> {
        let slot = usize::try_from(key).ok()?;
        (plies == u16::MAX && slot < self.counted_whole.len()).then_some(slot)
    }

    fn remembered(&self, key: (PositionKey, u16)) -> Option<&u64> {
        match self.whole_slot(key) {
            Some(slot) => Some(&self.counted_whole[slot]).filter(|&&count| count > 0),
            None => self.counted.get(&key),
        }
    }

    fn remember(&mut self, key: (PositionKey, u16), count: u64) {
        match self.whole_slot(key) {
            Some(slot) => self.counted_whole[slot] = count,
            None if self.counted.len() < MAX_REMEMBERED => {
                self.counted.insert(key, count);
            }
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TicTacToe;

    #[test]
    fn tic_tac_toe_counts_as_its_known_tree() {
        let mut counter = SubtreeCounter::new(TicTacToe);
        let start = TicTacToe.initial();
        assert_eq!(counter.count(&start, None, u64::MAX), Some(549_946));
        // Again, from what it remembers.
        assert_eq!(counter.count(&start, None, u64::MAX), Some(549_946));
        assert_eq!(counter.count(&start, None, 549_945), None);
        // 1 + 9 + 9·8 + 9·8·7 nodes down to three plies.
        assert_eq!(counter.count(&start, Some(3), u64::MAX), Some(586));
        assert_eq!(counter.count(&start, Some(0), u64::MAX), Some(1));
    }
}
