//! Searches beyond plain alpha-beta over a grown tree — scout, PVS, MTD(f), aspiration and
//! iterative deepening, with every table — are recorded over the tree their order's
//! alpha-beta grows, grown further wherever they go outside it: frame for frame, node for
//! node and count for count as over the built tree.

use std::sync::{Arc, atomic::AtomicBool};

use abtutor::search::{self, ChildOrder, Mode, SearchKind, TableKind, Trace};
use abtutor::setup::{GameSpec, SearchSetup};

use super::grown::{CASES, grown, ordered};

/// Scout, PVS, MTD(f) and aspiration are recorded over the tree alpha-beta grows: without a
/// table they never leave it (a narrower window enters no more than a wider one); where a
/// table takes them outside, the tree grows there. Either way the recording is the built
/// tree's, frame for frame.
#[test]
fn window_searches_over_alpha_beta_s_grown_tree_record_as_over_the_built_tree() {
    let kinds = [
        SearchKind::Scout,
        SearchKind::Pvs,
        SearchKind::Mtdf,
        SearchKind::Aspiration,
    ];
    let tables = [
        TableKind::Off,
        TableKind::Exact,
        TableKind::Bounds,
        TableKind::BoundsRange,
    ];
    let (mut searches, mut grown_further) = (0, 0);
    for (game, root, plies) in CASES {
        for order in [ChildOrder::Natural, ChildOrder::Evaluation] {
            let (built_tree, built_root) = game.tree_to_depth(root, Some(plies)).expect("fits");
            for kind in kinds {
                for table in tables {
                    let mode = Mode {
                        search: kind,
                        table,
                        ..ordered(order)
                    };
                    if mode.check(game.view().as_ref()).is_err() {
                        continue;
                    }
                    assert_eq!(mode.grower(), Some(ordered(order)));
                    let label =
                        format!("{game} {root:?} {plies} plies, {}, {table:?}", mode.label());
                    let grown_tree = grown(game, root, plies, ordered(order), u16::MAX);
                    let (grown_len, grown_root) = (grown_tree.len(), grown_tree.base());
                    let setup = SearchSetup::new(game, root, Some(plies), mode);
                    let never = AtomicBool::new(false);
                    let (grown_tree, trace) = setup
                        .record(
                            (Arc::new(grown_tree), grown_root),
                            &mut |_| {},
                            &mut |_| {},
                            &never,
                        )
                        .expect("recorded");
                    searches += 1;
                    if grown_tree.len() > grown_len {
                        assert_ne!(table, TableKind::Off, "{label}: no table stays inside");
                        grown_further += 1;
                    }
                    let built = search::record(&built_tree, built_root, mode);
                    assert_eq!(trace.len(), built.len(), "{label}");
                    for (index, (frame, other)) in
                        trace.frames().iter().zip(built.frames()).enumerate()
                    {
                        let at = || format!("frame {index}, {label}");
                        assert_eq!(
                            grown_tree.notation(frame.node),
                            built_tree.notation(other.node),
                            "{}",
                            at()
                        );
                        let calculated = |trace: &Trace| trace.counters_at(index).calculated;
                        assert_eq!(
                            (frame.status, frame.alpha, frame.beta, calculated(&trace)),
                            (other.status, other.alpha, other.beta, calculated(&built)),
                            "{}",
                            at()
                        );
                        assert_eq!(
                            (frame.child_score(), frame.returned(), frame.is_cut()),
                            (other.child_score(), other.returned(), other.is_cut()),
                            "{}",
                            at()
                        );
                    }
                    for index in 0..built.len() {
                        let real = trace.real_pruned_at(index).expect("a grown trace");
                        let at = || format!("pruned at frame {index}, {label}");
                        let pruned = built.counters_at(index).pruned;
                        assert_eq!(real.nodes, f64::from(pruned), "{}", at());
                    }
                    // Every node shows as it does in the built tree, at a few frames.
                    for frame_index in (0..trace.len()).step_by(trace.len() / 5 + 1) {
                        for node in 0..grown_tree.len() as u32 {
                            let moves = grown_tree.moves_to(node);
                            let other = built_tree.find_by_moves(&moves).expect("in the tree");
                            assert_eq!(
                                trace.node_state(&grown_tree, node, frame_index),
                                built.node_state(&built_tree, other, frame_index),
                                "{} at frame {frame_index}, {label}",
                                grown_tree.notation(node)
                            );
                        }
                    }
                    let (summary, other) = (trace.summary(), built.summary());
                    assert_eq!(
                        (summary.value, summary.visits, summary.calculated),
                        (other.value, other.visits, other.calculated),
                        "{label}"
                    );
                    let real = summary.real.as_ref().expect("a grown trace");
                    assert!(!real.estimated, "{label}");
                    assert_eq!(real.total, f64::from(other.total), "{label}");
                }
            }
        }
    }
    assert!(searches > 270, "{searches} searches");
    assert!(grown_further > 5, "{grown_further} trees grew further");
}

/// Iterative deepening is recorded over the tree its order's alpha-beta grows, grown
/// further where an iteration's first move or a table takes it outside: frame for frame,
/// node for node as over the built tree, and in its last iteration with the same real
/// counts (the earlier ones, whose horizons lie higher, estimate theirs).
#[test]
fn iterative_deepening_over_a_grown_tree_records_as_over_the_built_tree() {
    let iterative = |search, table, order| Mode {
        search,
        table,
        iterative: true,
        ..ordered(order)
    };
    let modes = [
        iterative(SearchKind::AlphaBeta, TableKind::Off, ChildOrder::Natural),
        iterative(
            SearchKind::AlphaBeta,
            TableKind::Exact,
            ChildOrder::Evaluation,
        ),
        iterative(SearchKind::Pvs, TableKind::Off, ChildOrder::Evaluation),
        iterative(SearchKind::Pvs, TableKind::Bounds, ChildOrder::Natural),
        iterative(
            SearchKind::Mtdf,
            TableKind::BoundsRange,
            ChildOrder::Evaluation,
        ),
    ];
    for (game, root, plies) in CASES {
        for mode in modes {
            if mode.check(game.view().as_ref()).is_err() {
                continue;
            }
            let label = format!("{game} {root:?} {plies} plies, {}", mode.label());
            let grower = mode.grower().expect("iterative deepening grows");
            let grown_tree = grown(game, root, plies, grower, u16::MAX);
            let grown_root = grown_tree.base();
            let setup = SearchSetup::new(game, root, Some(plies), mode);
            let never = AtomicBool::new(false);
            let (grown_tree, trace) = setup
                .record(
                    (Arc::new(grown_tree), grown_root),
                    &mut |_| {},
                    &mut |_| {},
                    &never,
                )
                .expect("recorded");
            let (built_tree, built_root) = game.tree_to_depth(root, Some(plies)).expect("fits");
            let built = search::record(&built_tree, built_root, mode);
            assert_eq!(trace.len(), built.len(), "{label}");
            for (index, (frame, other)) in trace.frames().iter().zip(built.frames()).enumerate() {
                let at = || format!("frame {index}, {label}");
                assert_eq!(
                    grown_tree.notation(frame.node),
                    built_tree.notation(other.node),
                    "{}",
                    at()
                );
                let calculated = |trace: &Trace| trace.counters_at(index).calculated;
                assert_eq!(
                    (frame.status, frame.alpha, frame.beta, calculated(&trace)),
                    (other.status, other.alpha, other.beta, calculated(&built)),
                    "{}",
                    at()
                );
                assert_eq!(
                    (frame.child_score(), frame.returned(), frame.is_cut()),
                    (other.child_score(), other.returned(), other.is_cut()),
                    "{}",
                    at()
                );
            }
            for frame_index in (0..trace.len()).step_by(trace.len() / 4 + 1) {
                for node in 0..grown_tree.len() as u32 {
                    let moves = grown_tree.moves_to(node);
                    let other = built_tree.find_by_moves(&moves).expect("in the tree");
                    assert_eq!(
                        trace.node_state(&grown_tree, node, frame_index),
                        built.node_state(&built_tree, other, frame_index),
                        "{} at frame {frame_index}, {label}",
                        grown_tree.notation(node)
                    );
                }
            }
            let (summary, other) = (trace.summary(), built.summary());
            assert_eq!(
                (summary.value, summary.visits, summary.calculated),
                (other.value, other.visits, other.calculated),
                "{label}"
            );
            let depths = |summary: &search::Summary| -> Vec<_> {
                (summary.iterations.iter())
                    .map(|iteration| (iteration.depth, iteration.value, iteration.calculated))
                    .collect()
            };
            assert_eq!(depths(summary), depths(other), "{label}");
            let last = other.iterations.last().expect("iterations");
            let last_first_frame = other.frames - last.frames as usize;
            for index in last_first_frame..built.len() {
                let real = trace.real_pruned_at(index).expect("a grown trace");
                assert_eq!(
                    real.nodes,
                    f64::from(built.counters_at(index).pruned),
                    "frame {index}, {label}"
                );
            }
            let real = summary.real.as_ref().expect("a grown trace");
            assert_eq!(real.total, f64::from(other.total), "{label}");
        }
    }
}

/// An earlier iteration's horizon lies above the grown tree's: below its cut children the
/// real tree is estimated per depth and plies left, within 5% of the exact counts.
#[test]
fn iterative_deepening_s_earlier_iterations_estimate_their_pruned_nodes_within_5_percent() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let mode = Mode {
        iterative: true,
        ..ordered(ChildOrder::Evaluation)
    };
    let (built_tree, built_root) = game.tree_to_depth("", Some(8)).expect("fits");
    let built = search::record(&built_tree, built_root, mode);
    let grown_tree = grown(game, "", 8, ordered(ChildOrder::Evaluation), 1);
    let root = grown_tree.base();
    let setup = SearchSetup::new(game, "", Some(8), mode);
    let never = AtomicBool::new(false);
    let (_, trace) = setup
        .record(
            (Arc::new(grown_tree), root),
            &mut |_| {},
            &mut |_| {},
            &never,
        )
        .expect("recorded");
    let pairs = trace
        .summary()
        .iterations
        .iter()
        .zip(&built.summary().iterations);
    let mut estimated = 0;
    for (iteration, exact) in pairs {
        let real = iteration.real_pruned.expect("a grown trace");
        let exact = f64::from(exact.pruned);
        let error = (real.nodes - exact).abs() / exact.max(1.0);
        assert!(
            error < 0.05,
            "depth {}: {} against {exact}",
            iteration.depth,
            real.nodes
        );
        estimated += usize::from(real.estimated);
    }
    assert!(estimated >= 4, "{estimated} iterations estimated");
}
