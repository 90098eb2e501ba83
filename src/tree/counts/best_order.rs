//! How many nodes alpha-beta must enter at the least: Knuth's estimator walked over the
//! minimal tree of Knuth and Moore (every search in the best order possible enters it),
//! so that a search that could never end is refused before it starts.

use crate::game::Game;
use crate::tree::build::next_random;

/// What a node of the minimal tree must show about its value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MustShow {
    /// Its exact value: every child, the first the same kind.
    Exact,
    /// A bound one child gives (a cut): only the first child.
    OneRefutation,
    /// A bound every child must give: every child.
    EveryChild,
}

impl MustShow {
    /// What the `index`-th child (0: the first) of a node of this kind must show, the side
    /// to move `changing` or not between them.
    fn of_child(self, index: usize, changing: bool) -> MustShow {
        // The same side's bound needs the same proof; the other side's needs the opposite.
        let turned = |kind| match (kind, changing) {
            (MustShow::OneRefutation, true) => MustShow::EveryChild,
            (MustShow::EveryChild, true) => MustShow::OneRefutation,
            (kind, _) => kind,
        };
        match self {
            MustShow::Exact if index == 0 => MustShow::Exact,
            // A later child of an exact node must show it is no better than the first.
            MustShow::Exact => turned(MustShow::EveryChild),
            kind => turned(kind),
        }
    }
}

/// Random lines of play the estimate of the best order averages over.
const BEST_ORDER_LINES: u32 = 1024;

/// Knuth's estimate of the nodes below `position` (itself included) that alpha-beta in the
/// best order possible enters, down to `plies` plies (none: to the ends of games), with no
/// table (its first move taken as each cut's refutation): roughly the least any order
/// enters, so a search estimated far past what can be held or waited for is refused at once.
pub fn estimate_best_order_visits<G: Game>(
    game: &G,
    position: &G::Position,
    plies: Option<u16>,
) -> f64 {
    let mut state = BEST_ORDER_SEED;
    let mut moves = Vec::new();
    let mut total = 0.0;
    for _ in 0..BEST_ORDER_LINES {
        let (mut here, mut kind, mut left) = (*position, MustShow::Exact, plies);
        let (mut width, mut sum) = (1.0f64, 1.0f64);
        loop {
            game.legal_moves(&here, &mut moves);
            if moves.is_empty() || left == Some(0) {
                break;
            }
            let index = match kind {
                MustShow::OneRefutation => 0,
                _ => {
                    width *= moves.len() as f64;
                    (next_random(&mut state) % moves.len() as u64) as usize
                }
            };
            sum += width;
            let child = game.play(&here, moves[index]);
            let changing = game.side_to_move(&child) != game.side_to_move(&here);
            kind = kind.of_child(index, changing);
            here = child;
            left = left.map(|plies| plies - 1);
        }
        total += sum;
    }
    total / f64::from(BEST_ORDER_LINES)
}

/// Where the lines start: the same lines every time, so a refusal is reproducible.
const BEST_ORDER_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Kalah, TicTacToe};

    /// The minimal tree of a uniform tree of width b and depth d has
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves (Knuth and Moore).
    #[test]
    fn tic_tac_toe_in_the_best_order_enters_far_fewer_nodes_than_its_tree() {
        let game = TicTacToe;
        let start = game.initial();
        let best = estimate_best_order_visits(&game, &start, None);
        // 549,946 nodes in the tree; alpha-beta in the natural order enters 18,297.
        assert!((1_000.0..18_297.0).contains(&best), "{best}");
        let one_ply = estimate_best_order_visits(&game, &start, Some(1));
        assert_eq!(one_ply, 10.0);
        // Two plies: 1 + 9 + 8 first replies + one reply to each of the 8 other moves.
        let two_plies = estimate_best_order_visits(&game, &start, Some(2));
        assert!((20.0..32.0).contains(&two_plies), "{two_plies}");
    }

    #[test]
    fn kalah_at_twenty_plies_is_near_what_evaluation_order_enters_far_below_its_tree() {
        let game = Kalah::new(6, 4);
        let best = estimate_best_order_visits(&game, &game.initial(), Some(20));
        // Evaluation order enters 52,150,756 nodes of a tree of about 10^14.
        assert!((1e7..1e8).contains(&best), "{best}");
    }
}
