//! A recorded Monte Carlo search holds exactly the run `stats` reports, and every frame
//! shows a state consistent with the phases before it.

use abtutor::search::montecarlo::{
    DEFAULT_EXPLORATION, MonteCarloKind, MonteCarloTrace, Phase, Tally,
};
use abtutor::setup::GameSpec;

fn games() -> [(GameSpec, &'static str); 4] {
    [
        (GameSpec::TicTacToe, ""),
        (GameSpec::TicTacToe, "11,00"),
        (GameSpec::Kalah { pits: 6, seeds: 4 }, ""),
        (GameSpec::Othello4, ""),
    ]
}

fn record(game: GameSpec, root: &str, kind: MonteCarloKind, seed: u64) -> MonteCarloTrace {
    game.record_monte_carlo(root, kind, seed)
        .expect("a legal root")
        .expect("the game goes on")
}

#[test]
fn a_recorded_mcts_ends_where_the_plain_run_ends() {
    for (game, root) in games() {
        for (iterations, exploration, seed) in [(500, DEFAULT_EXPLORATION, 1), (321, 0.5, 99)] {
            let plain = game
                .monte_carlo_tree_search(root, iterations, exploration, seed)
                .expect("a legal root")
                .expect("the game goes on");
            let kind = MonteCarloKind::TreeSearch {
                iterations,
                exploration,
            };
            let trace = record(game, root, kind, seed);
            let last = trace.len() - 1;
            assert_eq!(trace.iteration_count(), iterations as usize);
            assert_eq!(trace.node_count(), plain.nodes, "{game} {root}");
            assert_eq!(trace.nodes_at(last), plain.nodes);
            let children: Vec<u32> = trace.children(0).collect();
            assert_eq!(children.len(), plain.children.len());
            for (&child, expected) in children.iter().zip(&plain.children) {
                let tally = trace.tally(child, last);
                assert_eq!(trace.last_move(child), Some(expected.mv));
                assert_eq!(tally.visits, expected.visits);
                assert_eq!(tally.mean().to_bits(), expected.mean.to_bits());
            }
            assert_eq!(trace.tally(0, last).visits, iterations);
            assert_eq!(trace.chosen_at(last), Some(children[plain.chosen]));
            assert_eq!(trace.playouts_at(last), iterations);
        }
    }
}

#[test]
fn a_recorded_primitive_monte_carlo_ends_where_the_plain_run_ends() {
    for (game, root) in games() {
        let plain = game
            .primitive_monte_carlo(root, 40, 5)
            .expect("a legal root")
            .expect("the game goes on");
        let trace = record(game, root, MonteCarloKind::Primitive { playouts: 40 }, 5);
        assert_eq!(trace.len(), 40 * plain.moves.len(), "one frame a playout");
        let last = trace.len() - 1;
        let children: Vec<u32> = trace.children(0).collect();
        for (&child, expected) in children.iter().zip(&plain.moves) {
            let tally = trace.tally(child, last);
            assert_eq!(
                (tally.wins, tally.draws, tally.losses()),
                (expected.wins, expected.draws, expected.losses)
            );
        }
        assert_eq!(trace.chosen_at(last), Some(children[plain.chosen]));
        // While the second move plays out, the first is complete and the third untouched.
        let second_move_frame = 40 + 7;
        assert_eq!(trace.frame(second_move_frame).node, children[1]);
        assert_eq!(trace.tally(children[0], second_move_frame).visits, 40);
        assert_eq!(trace.tally(children[1], second_move_frame).visits, 8);
        assert_eq!(trace.nodes_at(second_move_frame), 3);
    }
}

#[test]
fn every_iteration_selects_the_highest_bound_then_expands_plays_out_and_backs_up() {
    for (game, root) in games() {
        let kind = MonteCarloKind::TreeSearch {
            iterations: 300,
            exploration: DEFAULT_EXPLORATION,
        };
        let trace = record(game, root, kind, 3);
        for iteration in 0..trace.iteration_count() {
            let start = trace.iteration_start(iteration).expect("an iteration");
            let end = trace.iteration_end(iteration).expect("an iteration");
            let phases: Vec<Phase> = (start..=end)
                .map(|index| trace.frame(index).phase)
                .collect();
            let selects = phases.iter().take_while(|&&phase| phase == Phase::Select);
            let rest = &phases[selects.count()..];
            assert!(
                rest == [Phase::Expand, Phase::Playout, Phase::BackUp]
                    || rest == [Phase::Playout, Phase::BackUp],
                "iteration {iteration}: {phases:?}"
            );
            let mut parent = 0;
            for index in start..=end {
                let frame = trace.frame(index);
                assert_eq!(frame.iteration as usize, iteration);
                match frame.phase {
                    Phase::Select => {
                        assert_eq!(trace.parent(frame.node), Some(parent));
                        let bars = trace.ucb_bars(parent, index);
                        let chosen: Vec<u32> = bars
                            .iter()
                            .filter(|bar| bar.chosen)
                            .map(|bar| bar.node)
                            .collect();
                        assert_eq!(chosen, [frame.node], "iteration {iteration}");
                        parent = frame.node;
                    }
                    Phase::Expand => {
                        assert_eq!(trace.parent(frame.node), Some(parent));
                        assert_eq!(trace.created_at(frame.node), index);
                        assert_eq!(trace.tally(frame.node, index), Tally::default());
                    }
                    Phase::Playout | Phase::BackUp => {}
                }
            }
            // The back-up adds one visit to every node on the path, and nothing elsewhere.
            let leaf = trace.frame(end).node;
            let path = trace.path(leaf);
            for &node in &path {
                let before = trace.tally(node, end - 1).visits;
                assert_eq!(trace.tally(node, end).visits, before + 1);
            }
            let playout = trace.playout(iteration).expect("a playout");
            assert!((-64..=64).contains(&playout.value));
        }
    }
}

#[test]
fn stepping_back_shows_the_tree_as_it_was() {
    let kind = MonteCarloKind::TreeSearch {
        iterations: 50,
        exploration: DEFAULT_EXPLORATION,
    };
    let trace = record(GameSpec::TicTacToe, "", kind, 1);
    // Tic-tac-toe's root has 9 moves: the first 9 iterations each expand one.
    for iteration in 0..9 {
        let start = trace.iteration_start(iteration).expect("an iteration");
        assert_eq!(trace.frame(start).phase, Phase::Expand);
        assert_eq!(trace.nodes_at(start), iteration + 2);
        if iteration > 0 {
            assert_eq!(trace.nodes_at(start - 1), iteration + 1);
        }
        assert_eq!(trace.tally(0, start).visits, iteration as u32);
    }
    let tenth = trace.iteration_start(9).expect("an iteration");
    assert_eq!(trace.frame(tenth).phase, Phase::Select);
    assert_eq!(trace.ucb_bars(0, tenth).len(), 9);
}
