//! Below a horizon: table entries carry the depth they were searched to, and iterative
//! deepening records every iteration in one trace.

use abtutor::game::Scoring;
use abtutor::search::{self, ChildOrder, Mode, NodeState, Status, TableKind};
use abtutor::setup::GameSpec;
use abtutor::tree::{NodeId, Tree};

fn tree(game: GameSpec, root: &str, depth: u16) -> (Tree, NodeId) {
    game.tree_to_depth(root, Some(depth)).unwrap()
}

const KALAH: GameSpec = GameSpec::Kalah { pits: 6, seeds: 4 };

fn iterative(table: TableKind, order: ChildOrder) -> Mode {
    Mode {
        table,
        order,
        iterative: true,
        ..Mode::alpha_beta()
    }
}

#[test]
fn a_table_entry_stands_for_a_node_only_when_searched_at_least_as_deep() {
    for (game, depth) in [(KALAH, 8), (GameSpec::Kalah { pits: 4, seeds: 3 }, 9)] {
        let (tree, root) = tree(game, "", depth);
        for mode in [
            Mode {
                table: TableKind::Exact,
                ..Mode::minimax()
            },
            Mode {
                table: TableKind::Bounds,
                ..Mode::alpha_beta()
            },
            iterative(TableKind::Bounds, ChildOrder::Natural),
        ] {
            let trace = search::record(&tree, root, mode);
            let (mut used, mut too_shallow) = (0, 0);
            for (index, frame) in trace.frames().iter().enumerate() {
                let Some(entry_depth) = frame.table_entry_depth() else {
                    continue;
                };
                let plies_left = trace.plies_left(&tree, frame.node, index).unwrap();
                match frame.status {
                    // A tt frame whose entry decided, or whose bounds narrowed the window.
                    Status::Tt if mode.table == TableKind::Exact => {
                        assert!(entry_depth as usize >= plies_left);
                        used += 1;
                    }
                    Status::Tt => {
                        let bounds = trace.bounds_frame(index).unwrap();
                        assert_eq!(bounds.found, entry_depth as usize >= plies_left);
                        if bounds.found {
                            used += 1;
                        } else {
                            too_shallow += 1;
                        }
                    }
                    Status::Start => {
                        assert!((entry_depth as usize) < plies_left, "{}", mode.label());
                        too_shallow += 1;
                    }
                    _ => unreachable!("only tt and start frames carry an entry's depth"),
                }
            }
            if game == KALAH {
                // Extra turns bring positions back at other depths: both cases occur.
                assert!(used > 0 && too_shallow > 0, "{game} {}", mode.label());
            }
        }
    }
}

#[test]
fn without_a_horizon_table_frames_carry_no_depth() {
    let tree = Tree::tic_tac_toe();
    let mode = Mode {
        table: TableKind::Bounds,
        ..Mode::alpha_beta()
    };
    let trace = search::record(&tree, tree.root(), mode);
    assert!(
        trace
            .frames()
            .iter()
            .all(|frame| frame.table_entry_depth().is_none())
    );
    assert_eq!(trace.plies_left(&tree, tree.root(), 0), None);
}

#[test]
fn each_iteration_gives_the_value_of_a_search_to_its_depth() {
    for (game, root_moves, depth) in [
        (KALAH, "", 6),
        (GameSpec::Othello6, "", 5),
        (GameSpec::TicTacToe, "11", 5),
    ] {
        let (tree, root) = tree(game, root_moves, depth);
        for table in [TableKind::Off, TableKind::Bounds] {
            let trace = search::record(&tree, root, iterative(table, ChildOrder::Natural));
            let iterations = &trace.summary().iterations;
            assert_eq!(iterations.len(), depth as usize);
            for (number, iteration) in iterations.iter().enumerate() {
                let plies = number + 1;
                assert_eq!(iteration.depth, plies);
                let (shallow, shallow_root) = self::tree(game, root_moves, plies as u16);
                let expected = shallow.minimax_value(shallow_root, Scoring::Plain);
                assert_eq!(iteration.value.value(), Some(expected), "{game} {plies}");
                assert_eq!(
                    iteration.calculated + iteration.pruned,
                    shallow.subtree_size(shallow_root),
                    "every node above the iteration's horizon is counted once"
                );
            }
            // Each iteration's figures against its own stretch of frames: a node is calculated
            // exactly when its end frame is recorded (no exact table here).
            let starts = trace.iteration_starts();
            assert_eq!(starts[0], 0);
            let ends = starts.iter().skip(1).copied().chain([trace.len()]);
            let mut ends_in_all = 0;
            for ((iteration, &start), end) in iterations.iter().zip(&starts).zip(ends) {
                let frames = &trace.frames().to_vec()[start..end];
                let ends_here = frames
                    .iter()
                    .filter(|frame| frame.status == Status::End)
                    .count() as u32;
                assert_eq!(
                    iteration.calculated, ends_here,
                    "{game} {}",
                    iteration.depth
                );
                assert_eq!(iteration.frames as usize, frames.len());
                ends_in_all += ends_here;
            }
            let summary = trace.summary();
            assert_eq!(summary.calculated, ends_in_all, "{game}");
            assert_eq!(summary.total, tree.subtree_size(root));
        }
    }
}

/// Kalah(6,4) to 6 plies, one iteration a ply: each iteration's calculated nodes and value,
/// found once and pinned. The first iteration is a plain 1-ply search; the others differ
/// from a plain search to their depth by trying the previous best move first.
#[test]
fn iterative_deepening_on_kalah_gives_its_pinned_figures() {
    let (tree, root) = tree(KALAH, "", 6);
    for table in [TableKind::Off, TableKind::Bounds] {
        let trace = search::record(&tree, root, iterative(table, ChildOrder::Natural));
        let summary = trace.summary();
        let figures: Vec<(u32, Option<i16>)> = summary
            .iterations
            .iter()
            .map(|iteration| (iteration.calculated, iteration.value.value()))
            .collect();
        let pinned = [
            (7, Some(1)),
            (17, Some(2)),
            (71, Some(1)),
            (253, Some(1)),
            (468, Some(2)),
            (1_335, Some(3)),
        ];
        assert_eq!(figures, pinned, "{}", table.name());
        assert_eq!(summary.calculated, 2_151, "{}", table.name());
        let frames = if table == TableKind::Off {
            8_592
        } else {
            9_435
        };
        assert_eq!(summary.frames, frames, "{}", table.name());
    }
    let (one_ply, one_root) = self::tree(KALAH, "", 1);
    let plain = search::record(&one_ply, one_root, Mode::alpha_beta());
    assert_eq!(plain.summary().calculated, 7);
}

#[test]
fn the_first_iteration_is_a_one_ply_search() {
    let (tree, root) = tree(KALAH, "", 6);
    let trace = search::record(&tree, root, iterative(TableKind::Off, ChildOrder::Natural));
    let (one_ply, one_root) = self::tree(KALAH, "", 1);
    let plain = search::record(&one_ply, one_root, Mode::alpha_beta());
    let first = &trace.summary().iterations[0];
    assert_eq!(first.frames as usize, plain.len());
    assert_eq!(first.calculated, plain.summary().calculated);
    for (ours, theirs) in trace.frames().iter().zip(plain.frames()) {
        assert_eq!(
            (ours.status, ours.alpha, ours.beta),
            (theirs.status, theirs.alpha, theirs.beta)
        );
        assert_eq!(tree.moves_to(ours.node), one_ply.moves_to(theirs.node));
    }
}

#[test]
fn each_iteration_tries_the_previous_best_move_first() {
    let (tree, root) = tree(KALAH, "", 6);
    for order in [ChildOrder::Natural, ChildOrder::Evaluation] {
        let trace = search::record(&tree, root, iterative(TableKind::Off, order));
        let starts = trace.iteration_starts();
        assert_eq!(starts.len(), 6);
        for (number, &start) in starts.iter().enumerate().skip(1) {
            let iteration = trace.iteration_at(start).unwrap();
            assert_eq!((iteration.number, iteration.count), (number + 1, 6));
            let previous_end = start - 1;
            // The child whose value the root took first in the previous iteration.
            let root_value = match trace.node_state(&tree, root, previous_end) {
                NodeState::Calculated(value) => value,
                other => panic!("the root is settled at an iteration's end: {other:?}"),
            };
            let best = tree
                .children(root)
                .filter(|&child| {
                    trace.node_state(&tree, child, previous_end)
                        == NodeState::Calculated(root_value)
                })
                .min_by_key(|&child| trace.fixed_at_in(child, previous_end))
                .unwrap();
            assert_eq!(iteration.first_move, Some(best));
            assert_eq!(trace.frames().at(start).node, root);
            assert_eq!(trace.frames().at(start + 1).node, best, "{}", order.name());
        }
    }
}

#[test]
fn node_states_follow_the_iteration_of_the_frame() {
    let (tree, root) = tree(KALAH, "", 4);
    let trace = search::record(&tree, root, iterative(TableKind::Off, ChildOrder::Natural));
    let starts = trace.iteration_starts();
    let deep_leaf = tree.nodes_at_depth(4).next().unwrap();
    // In the first iteration a node four plies down is beyond the horizon; in the last it is
    // a leaf the search settles or prunes.
    assert_eq!(
        trace.node_state(&tree, deep_leaf, starts[0] + 3),
        NodeState::Outside
    );
    assert_ne!(
        trace.node_state(&tree, deep_leaf, trace.len() - 1),
        NodeState::Outside
    );
    // A child of the root is fixed again in every iteration, at a later frame each time.
    let child = tree.children(root).next().unwrap();
    let fixed: Vec<usize> = starts
        .iter()
        .filter_map(|&start| trace.fixed_at_in(child, start))
        .collect();
    assert!(fixed.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(fixed.len(), 4);
    // Stepping through a node's own frames stays inside its iteration.
    let last_start = *starts.last().unwrap();
    assert_eq!(trace.first_frame_of_node(last_start), Some(last_start));
    assert_eq!(trace.previous_frame_of_node(last_start), None);
}

#[test]
fn a_cancelled_recording_gives_nothing() {
    use std::sync::atomic::AtomicBool;
    let (tree, root) = tree(KALAH, "", 7);
    let mut reports = 0;
    let cancel = AtomicBool::new(true);
    let mode = Mode::minimax();
    let cancelled = search::record_within(&tree, root, mode, &mut |_| reports += 1, &cancel).ok();
    assert!(cancelled.is_none());
    // Cancelling is noticed at the first progress report.
    assert_eq!(reports, 1);
    let cancel = AtomicBool::new(false);
    let finished = search::record_within(&tree, root, mode, &mut |_| {}, &cancel).unwrap();
    assert_eq!(
        finished.summary(),
        search::record(&tree, root, mode).summary()
    );
}

#[test]
fn a_depth_limit_past_the_end_of_every_game_searches_as_no_limit() {
    let game = GameSpec::Kalah { pits: 3, seeds: 2 };
    let (limited, limited_root) = tree(game, "", 1_000);
    let (whole, whole_root) = game.tree_below("").unwrap();
    assert_eq!(limited.len(), whole.len());
    for table in [TableKind::Exact, TableKind::Bounds] {
        for mode in [Mode::minimax(), Mode::alpha_beta()] {
            let mode = Mode { table, ..mode };
            let far_trace = search::record(&limited, limited_root, mode);
            let none = search::record(&whole, whole_root, mode);
            // What the player says of an exact table's hit agrees with its use.
            for (index, frame) in far_trace.frames().iter().enumerate() {
                if let (Status::Tt, Some(entry)) = (frame.status, frame.table_entry_depth())
                    && table == TableKind::Exact
                {
                    let left = far_trace.plies_left(&limited, frame.node, index).unwrap();
                    assert!(entry as usize >= left, "frame {index}: {entry} < {left}");
                }
            }
            let (far, none) = (far_trace.summary(), none.summary());
            assert_eq!(
                (far.value, far.calculated, far.pruned),
                (none.value, none.calculated, none.pruned),
                "{}",
                mode.label()
            );
        }
    }
}
