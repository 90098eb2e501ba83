//! Where uniformly random play leads: for every node, the chances that a game played on
//! from it with every legal move equally likely ends in a first-player win, a second-player
//! win or a draw — computed over the tree, not sampled.

use serde::Serialize;

use crate::game::Scoring;
use crate::tree::{NodeId, Tree};

/// The three chances of a random playout's result; they add up to 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Outcomes {
    pub first: f64,
    pub second: f64,
    pub draw: f64,
}

impl Tree {
    /// The chances at every node whose subtree reaches finished games only (no depth limit):
    /// a finished game is certain, a node takes the mean of its children's chances.
    pub fn playout_probabilities(&self) -> Vec<Outcomes> {
        let mut chances = vec![Outcomes::default(); self.len()];
        // Children come after their parent in the arena: one pass from the end settles all.
        for node in (0..self.len() as NodeId).rev() {
            let children = self.children(node);
            chances[node as usize] = if children.is_empty() {
                let value = self.terminal_value(node, Scoring::Plain).unwrap_or(0);
                Outcomes {
                    first: f64::from(u8::from(value > 0)),
                    second: f64::from(u8::from(value < 0)),
                    draw: f64::from(u8::from(value == 0)),
                }
            } else {
                let share = 1.0 / children.len() as f64;
                children.fold(Outcomes::default(), |sum, child| {
                    let child = chances[child as usize];
                    Outcomes {
                        first: sum.first + share * child.first,
                        second: sum.second + share * child.second,
                        draw: sum.draw + share * child.draw,
                    }
                })
            };
        }
        chances
    }
}
