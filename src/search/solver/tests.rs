//! The solver against plain negamax, the tutorial's parts and its bounds.

use std::collections::HashMap;

use super::*;
use crate::game::{ConnectFour, Game, Stones};

#[test]
fn the_centre_order_is_the_tutorials() {
    assert_eq!(column_order(7, true), vec![3, 2, 4, 1, 5, 0, 6]);
    assert_eq!(column_order(4, true), vec![2, 1, 3, 0]);
    assert_eq!(column_order(4, false), vec![0, 1, 2, 3]);
}

#[test]
fn a_move_that_wins_at_once_is_scored_without_entering_it() {
    let game = ConnectFour::standard();
    let position = "121212"
        .bytes()
        .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'));
    let ideas = SolverIdeas {
        win_check: true,
        score_bound: true,
        ..SolverIdeas::default()
    };
    let solved = Solver::new(&game, ideas).solve(&position);
    assert_eq!(
        solved,
        Solved {
            score: 18,
            nodes: 1
        }
    );
}

#[test]
fn the_score_bound_closes_a_window_that_cannot_be_reached() {
    let game = ConnectFour::standard();
    // 41 stones: no win is left for the mover's reply, so (0, 1) closes at once.
    let moves = "71255763773133525731261364622167124446454";
    let position = moves
        .bytes()
        .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'));
    let ideas = SolverIdeas {
        win_check: true,
        score_bound: true,
        bisect: true,
        ..SolverIdeas::default()
    };
    assert_eq!(
        Solver::new(&game, ideas).solve(&position),
        Solved { score: 0, nodes: 1 }
    );
}

/// Every combination of the ideas that take a window: the win check or losing moves
/// skipped (or neither), the score bound, each order, each table, the bisection and
/// the board's root window.
fn every_combination() -> Vec<SolverIdeas> {
    let mut all = Vec::new();
    let tables = [
        (false, TableSlots::Unbounded, false),
        (true, TableSlots::Unbounded, false),
        (true, TableSlots::Unbounded, true),
        (true, TableSlots::WholeKey, false),
        (true, TableSlots::WholeKey, true),
        (true, TableSlots::Compact, false),
        (true, TableSlots::Compact, true),
    ];
    for (win_check, skip_losing) in [(false, false), (true, false), (false, true)] {
        // The score bound holds only where the mover is known not to win at once.
        for score_bound in [false, win_check || skip_losing] {
            for (centre_order, threat_order) in [(false, false), (true, false), (false, true)] {
                for (upper_table, table_slots, lower_bounds) in tables {
                    for (bisect, board_window) in [(false, false), (false, true), (true, false)] {
                        all.push(SolverIdeas {
                            win_check,
                            skip_losing,
                            score_bound,
                            centre_order,
                            threat_order,
                            upper_table,
                            table_slots,
                            lower_bounds,
                            bisect,
                            board_window,
                            ..SolverIdeas::default()
                        });
                    }
                }
            }
        }
    }
    all
}

/// Plain negamax, each position's value kept once found: the exact score.
fn exact_score(game: &ConnectFour, position: &Stones, known: &mut HashMap<u64, i32>) -> i32 {
    let key = game.table_key(position);
    if let Some(&score) = known.get(&key) {
        return score;
    }
    let playable = game.playable(position);
    let score = match playable {
        0 => -(game.terminal_value(position, Scoring::Plain) as i32).abs(),
        _ => (0..8)
            .filter(|column| playable >> column & 1 == 1)
            .map(|column| -exact_score(game, &game.play(position, column), known))
            .max()
            .unwrap_or(0),
    };
    known.insert(key, score);
    score
}

#[test]
fn every_idea_and_every_combination_agree_with_plain_negamax_on_small_boards() {
    let boards = [
        (ConnectFour::new(4, 4), &["", "23", "1234", "1111"][..]),
        (
            ConnectFour::new(5, 4),
            &["3344", "123451", "33332", "515152"][..],
        ),
    ];
    let combinations = every_combination();
    for (game, roots) in boards {
        let mut known = HashMap::new();
        let positions: Vec<Stones> = roots
            .iter()
            .map(|root| position_of(&game, root).unwrap_or_else(|_| game.initial()))
            .collect();
        let scores: Vec<i32> = positions
            .iter()
            .map(|position| exact_score(&game, position, &mut known))
            .collect();
        for ideas in &combinations {
            let mut solver = Solver::new(&game, *ideas);
            let weak = SolverIdeas {
                weak: true,
                ..*ideas
            };
            let mut weak_solver = Solver::new(&game, weak);
            for ((root, position), &score) in roots.iter().zip(&positions).zip(&scores) {
                let solved = solver.solve(position);
                assert_eq!(solved.score, score, "root {root:?}, {ideas:?}");
                let weakly = weak_solver.solve(position).score;
                assert_eq!(weakly.signum(), score.signum(), "root {root:?}, {weak:?}");
            }
        }
    }
}

#[test]
fn the_parts_are_the_tutorials_configurations() {
    assert_eq!(SolverIdeas::part(2), None);
    assert_eq!(SolverIdeas::part(13), None);
    assert_eq!(SolverIdeas::part(6), SolverIdeas::part(5));
    let part_12 = SolverIdeas::part(12).expect("a part");
    assert!(part_12.skip_losing && part_12.threat_order && part_12.lower_bounds);
    assert!(!part_12.win_check && part_12.bisect);
    assert_eq!(part_12.table_slots, TableSlots::Compact);
    let part_9 = SolverIdeas::part(9).expect("a part");
    assert_eq!(part_9.table_slots, TableSlots::WholeKey);
    assert!(!part_9.threat_order && part_9.centre_order);
    assert_eq!(
        SolverIdeas::part(4).expect("a part").root_window(42),
        Some((-21, 21))
    );
}

#[test]
fn skipping_losing_moves_a_root_that_wins_at_once_enters_no_node() {
    let game = ConnectFour::standard();
    let position = position_of(&game, "121212").expect("a position");
    let ideas = SolverIdeas::part(12).expect("a part");
    let solved = Solver::new(&game, ideas).solve(&position);
    assert_eq!(
        solved,
        Solved {
            score: 18,
            nodes: 0
        }
    );
}
