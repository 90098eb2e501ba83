//! A tree grown by the search holds only what the search touched, yet its recording is
//! the recording over the whole tree: the same frames, node for node, and — counted
//! below every cut — the same pruned and total counts; estimated above the horizon's
//! reach, close to them.

use abtutor::search::{self, ChildOrder, Frame, Landmarks, Mode, Score, TableKind, Trace};
use abtutor::setup::GameSpec;
use abtutor::tree::{BuildWatch, HiddenCounting, Tree};

/// Games, roots and depths whose trees build in a blink.
pub(super) const CASES: [(GameSpec, &str, u16); 9] = [
    (GameSpec::TicTacToe, "", 9),
    (GameSpec::TicTacToe, "11", 4),
    (GameSpec::Othello4, "", 7),
    (GameSpec::Othello6, "", 4),
    (GameSpec::Othello8, "d3", 4),
    (GameSpec::Kalah { pits: 3, seeds: 3 }, "", 12),
    (GameSpec::Kalah { pits: 6, seeds: 4 }, "3", 6),
    (
        GameSpec::ConnectFour {
            columns: 4,
            rows: 4,
        },
        "",
        7,
    ),
    (GameSpec::CONNECT_FOUR, "4,4", 5),
];

/// Every plain alpha-beta a search can grow its tree with: its orders, its root windows,
/// fail-soft, the cut past the window and every table.
fn modes() -> Vec<Mode> {
    vec![
        ordered(ChildOrder::Natural),
        ordered(ChildOrder::Evaluation),
        ordered(ChildOrder::EvaluationThenStore { plies: 2 }),
        ordered(ChildOrder::Center),
        Mode {
            init_ab: true,
            ..Mode::alpha_beta()
        },
        Mode {
            window: Some((Score::finite(-1), Score::finite(2))),
            ..ordered(ChildOrder::Evaluation)
        },
        Mode {
            fail_soft: true,
            ..ordered(ChildOrder::Evaluation)
        },
        Mode {
            cut_gt: true,
            fail_soft: true,
            init_ab: true,
            ..Mode::alpha_beta()
        },
        Mode {
            table: TableKind::Exact,
            ..ordered(ChildOrder::Evaluation)
        },
        Mode {
            table: TableKind::ExactSym,
            init_ab: true,
            ..Mode::alpha_beta()
        },
        Mode {
            table: TableKind::Bounds,
            ..ordered(ChildOrder::Evaluation)
        },
        Mode {
            table: TableKind::BoundsWidening,
            init_ab: true,
            ..Mode::alpha_beta()
        },
        Mode {
            table: TableKind::BoundsRange,
            cut_gt: true,
            ..ordered(ChildOrder::EvaluationThenStore { plies: 2 })
        },
    ]
}

pub(super) fn ordered(order: ChildOrder) -> Mode {
    Mode {
        order,
        ..Mode::alpha_beta()
    }
}

pub(super) fn grown(game: GameSpec, root: &str, plies: u16, mode: Mode, exact_plies: u16) -> Tree {
    grown_to(game, root, Some(plies), mode, exact_plies)
}

/// The tree `mode`'s alpha-beta grows, to `plies` or to the ends of games.
fn grown_to(game: GameSpec, root: &str, plies: Option<u16>, mode: Mode, exact_plies: u16) -> Tree {
    let counting = HiddenCounting {
        exact_plies,
        ..HiddenCounting::default()
    };
    let watch = &mut BuildWatch::default();
    let (tree, _) = game
        .grow(root, plies, mode, counting, &mut |_| {}, watch)
        .expect("a legal root")
        .expect("a plain alpha-beta");
    tree
}

fn record(tree: &Tree, mode: Mode) -> Trace {
    search::record(tree, tree.base(), mode)
}

#[test]
fn a_grown_recording_is_the_built_recording_frame_by_frame() {
    for (game, root, plies) in CASES {
        for mode in modes() {
            if !mode.order.suits(game.view().as_ref()) {
                continue;
            }
            let label = format!("{game} after '{root}', {plies} plies, {}", mode.label());
            let (built_tree, built_root) = game.tree_to_depth(root, Some(plies)).expect("fits");
            let built = record(&built_tree, mode);
            // Counting every hidden subtree exactly, whatever its height.
            let grown_tree = grown(game, root, plies, mode, u16::MAX);
            let trace = record(&grown_tree, mode);
            assert!(grown_tree.is_grown(), "{label}");
            assert!(grown_tree.len() < built_tree.len(), "{label}: touched all");
            assert_eq!(
                grown_tree.notation(grown_tree.base()),
                built_tree.notation(built_root)
            );
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
                let real = trace.real_pruned_at(index).expect("a grown trace");
                let pruned = built.counters_at(index).pruned;
                assert_eq!(real.nodes, f64::from(pruned), "pruned, {}", at());
                assert!(!real.estimated, "{}", at());
                // The built search counts its cuts as the grown one does.
                assert_eq!(trace.cuts_at(index), built.cuts_at(index), "cuts, {}", at());
            }
            assert_eq!(trace.len(), built.len(), "frames, {label}");
            // The deepest node entered: the first, in frame order, of the greatest depth.
            let depth = |frame: &Frame| grown_tree.depth(frame.node);
            let deepest = trace.frames().iter().map(|frame| depth(&frame)).max();
            let first_deepest = trace
                .frames()
                .iter()
                .find(|frame| Some(depth(frame)) == deepest);
            let landmarks = Landmarks::find(&grown_tree, &trace);
            let found = first_deepest.map(|frame| frame.node);
            assert_eq!(landmarks.deepest_entered, found, "{label}");
            let (summary, other) = (trace.summary(), built.summary());
            assert_eq!(
                (
                    summary.value,
                    summary.visits,
                    summary.calculated,
                    summary.frames
                ),
                (other.value, other.visits, other.calculated, other.frames),
                "{label}"
            );
            // The search over the rules counts the same visits and frames.
            let over_rules = game
                .alpha_beta_over_rules_with_progress(root, Some(plies), mode, &mut |_| {})
                .expect("a legal root")
                .expect("a plain alpha-beta");
            assert_eq!(
                (over_rules.visits, over_rules.frames()),
                (u64::from(other.visits), other.frames as u64),
                "{label}"
            );
            let real = summary.real.as_ref().expect("a grown trace");
            assert_eq!(real.total, f64::from(other.total), "{label}");
            assert!(!real.estimated);
            assert_eq!(other.real, None);
        }
    }
}

/// Complete trees (no depth limit) that build in a blink: tic-tac-toe from the start and
/// after the centre, 4×4 Othello, a small Kalah and Connect Four near its end.
const COMPLETE_CASES: [(GameSpec, &str); 5] = [
    (GameSpec::TicTacToe, ""),
    (GameSpec::TicTacToe, "11,00"),
    (GameSpec::Othello4, ""),
    (GameSpec::Kalah { pits: 3, seeds: 2 }, ""),
    (
        GameSpec::ConnectFour {
            columns: 4,
            rows: 4,
        },
        "1,2,3,4,2,1,4,3",
    ),
];

#[test]
fn a_tree_grown_to_the_ends_of_games_records_as_the_complete_tree_frame_by_frame() {
    for (game, root) in COMPLETE_CASES {
        for mode in modes() {
            if !mode.order.suits(game.view().as_ref()) {
                continue;
            }
            let label = format!("{game} after '{root}', complete, {}", mode.label());
            let (built_tree, built_root) = game.tree_to_depth(root, None).expect("fits");
            assert_eq!(built_tree.depth_limit(), None);
            let built = search::record(&built_tree, built_root, mode);
            let grown_tree = grown_to(game, root, None, mode, 0);
            assert!(grown_tree.is_grown(), "{label}");
            assert_eq!(grown_tree.depth_limit(), None, "{label}");
            assert_eq!(
                grown_tree.notation(grown_tree.base()),
                built_tree.notation(built_root)
            );
            let trace = record(&grown_tree, mode);
            assert_eq!(trace.len(), built.len(), "frames, {label}");
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
                let real = trace.real_pruned_at(index).expect("a grown trace");
                let pruned = built.counters_at(index).pruned;
                assert_eq!(real.nodes, f64::from(pruned), "pruned, {}", at());
                assert!(!real.estimated, "{}", at());
                // The built search counts its cuts as the grown one does.
                assert_eq!(trace.cuts_at(index), built.cuts_at(index), "cuts, {}", at());
            }
            let (summary, other) = (trace.summary(), built.summary());
            assert_eq!(
                (
                    summary.value,
                    summary.visits,
                    summary.calculated,
                    summary.frames
                ),
                (other.value, other.visits, other.calculated, other.frames),
                "{label}"
            );
            let real = summary.real.as_ref().expect("a grown trace");
            assert_eq!(real.total, f64::from(other.total), "{label}");
            assert!(!real.estimated, "{label}");
        }
    }
}

#[test]
fn connect_four_4x4_grown_to_the_end_estimates_its_complete_tree_within_5_percent() {
    use abtutor::game::{ConnectFour, Game};
    let game = GameSpec::ConnectFour {
        columns: 4,
        rows: 4,
    };
    let rules = ConnectFour::new(4, 4);
    let exact = abtutor::tree::count_nodes(&rules, &rules.initial(), u64::MAX).expect("counted");
    assert!(exact > 100_000_000, "1.3 × 10^8 nodes: {exact}");
    let tree = grown_to(game, "", None, ordered(ChildOrder::Center), 0);
    let trace = record(&tree, ordered(ChildOrder::Center));
    let real = trace.summary().real.as_ref().expect("a grown trace");
    assert!(real.estimated, "too big to count node by node");
    let error = (real.total - exact as f64).abs() / exact as f64;
    assert!(error < 0.05, "{} against {exact}", real.total);
}

#[test]
fn a_grown_tree_tells_each_node_as_the_built_one_does() {
    use abtutor::game::Scoring;
    for (game, root, plies) in CASES {
        let (built_tree, _) = game.tree_to_depth(root, Some(plies)).expect("fits");
        let grown_tree = grown(game, root, plies, ordered(ChildOrder::Evaluation), 1);
        for node in 0..grown_tree.len() as u32 {
            let other = built_tree
                .find_by_moves(&grown_tree.moves_to(node))
                .expect("a touched node is in the whole tree");
            let label = format!("{game}: {}", grown_tree.notation(node));
            let parent = grown_tree
                .parent(node)
                .map(|parent| grown_tree.moves_to(parent));
            let other_parent = built_tree
                .parent(other)
                .map(|parent| built_tree.moves_to(parent));
            assert_eq!(parent, other_parent, "{label}");
            assert_eq!(grown_tree.depth(node), built_tree.depth(other), "{label}");
            assert_eq!(
                grown_tree.last_move(node),
                built_tree.last_move(other),
                "{label}"
            );
            let kind = |tree: &Tree, node| {
                let leaf_value = tree.terminal_value(node, Scoring::Plain);
                let static_value = tree.static_value(node, Scoring::Plain);
                (
                    tree.is_max_node(node),
                    tree.is_terminal(node),
                    tree.is_horizon(node),
                    leaf_value,
                    static_value,
                )
            };
            assert_eq!(kind(&grown_tree, node), kind(&built_tree, other), "{label}");
            // A node with children has all of them, in the same order.
            if grown_tree.has_children(node) {
                let moves = |tree: &Tree, node| {
                    let children = tree.children(node);
                    assert_eq!(children.len(), tree.child_count(node));
                    children
                        .map(|child| tree.last_move(child))
                        .collect::<Vec<_>>()
                };
                assert_eq!(
                    moves(&grown_tree, node),
                    moves(&built_tree, other),
                    "{label}"
                );
                for child in grown_tree.children(node) {
                    assert_eq!(grown_tree.parent(child), Some(node), "{label}");
                }
            } else {
                assert_eq!(grown_tree.child_count(node), 0, "{label}");
                assert!(grown_tree.children(node).is_empty(), "{label}");
            }
        }
    }
}

#[test]
fn a_grown_trace_shows_each_node_as_the_built_one_does() {
    let game = GameSpec::Kalah { pits: 4, seeds: 2 };
    let (built_tree, _) = game.tree_to_depth("", Some(8)).expect("fits");
    let mode = ordered(ChildOrder::Evaluation);
    let built = record(&built_tree, mode);
    let grown_tree = grown(game, "", 8, mode, 1);
    let trace = record(&grown_tree, mode);
    let step = (trace.len() / 40).max(1);
    for frame_index in (0..trace.len()).step_by(step) {
        for node in 0..grown_tree.len() as u32 {
            let other = built_tree
                .find_by_moves(&grown_tree.moves_to(node))
                .expect("a touched node is in the whole tree");
            assert_eq!(
                trace.node_state(&grown_tree, node, frame_index),
                built.node_state(&built_tree, other, frame_index),
                "{} at frame {frame_index}",
                grown_tree.notation(node)
            );
        }
    }
    // The children the search never entered are unexpanded, the others are not.
    let unexpanded = (0..grown_tree.len() as u32)
        .filter(|&node| grown_tree.is_unexpanded(node))
        .count();
    assert!(unexpanded > 0);
    assert!(
        (0..grown_tree.len() as u32)
            .filter(|&node| grown_tree.is_unexpanded(node))
            .all(|node| trace.started_at(node).is_none())
    );
}

#[test]
fn estimated_counts_fall_within_two_percent_of_the_exact_ones() {
    let cases = [
        (
            GameSpec::Kalah { pits: 6, seeds: 4 },
            "",
            9,
            ChildOrder::Evaluation,
        ),
        (GameSpec::Othello6, "", 7, ChildOrder::Natural),
        (GameSpec::Othello8, "", 6, ChildOrder::Evaluation),
    ];
    for (game, root, plies, order) in cases {
        let label = format!("{game}, {plies} plies");
        let mode = ordered(order);
        let exact = record(&grown(game, root, plies, mode, u16::MAX), mode);
        let estimated = record(&grown(game, root, plies, mode, 1), mode);
        let (exact, estimated) = (
            exact.summary().real.clone().expect("grown"),
            estimated.summary().real.clone().expect("grown"),
        );
        assert!(!exact.estimated && estimated.estimated, "{label}");
        let error = (estimated.total - exact.total).abs() / exact.total;
        assert!(
            error < 0.02,
            "{label}: {} against {} ({:.2}%)",
            estimated.total,
            exact.total,
            100.0 * error
        );
    }
}

mod command_line {
    use std::process::Command;

    fn abtutor(args: &[&str]) -> std::process::Output {
        Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .args(args)
            .output()
            .expect("the binary runs")
    }

    const DEEP: [&str; 6] = [
        "--game",
        "kalah:6,4",
        "--depth",
        "12",
        "--order",
        "evaluation",
    ];

    #[test]
    fn connect_four_4x4_is_solved_whole_by_a_tree_grown_to_the_ends_of_games() {
        let game = [
            "--game",
            "connect4:4,4",
            "--order",
            "center",
            "--tt",
            "bounds",
        ];
        let stats = abtutor(&[&["stats", "--json"][..], &game[..]].concat());
        assert!(stats.status.success(), "{stats:?}");
        let stats: serde_json::Value = serde_json::from_slice(&stats.stdout).expect("JSON");
        assert_eq!(stats["value"], 0, "a draw");
        assert_eq!(stats["estimated"], true);
        let last = (stats["frames"].as_u64().expect("frames") - 1).to_string();
        let frame = abtutor(&[&["frame", "--json", "--index", &last][..], &game[..]].concat());
        assert!(frame.status.success(), "{frame:?}");
        let frame: serde_json::Value = serde_json::from_slice(&frame.stdout).expect("JSON");
        assert_eq!(frame["status"], "end");
        assert_eq!(frame["value"], 0);
        assert_eq!(frame["calculated"], stats["calculated"]);
        assert_eq!(frame["estimated"], true);
    }

    #[test]
    fn pvs_is_recorded_over_the_tree_alpha_beta_grows_and_further_where_its_table_goes() {
        let deep = [
            "--game",
            "kalah:6,4",
            "--depth",
            "11",
            "--order",
            "evaluation",
        ];
        let pvs = [&deep[..], &["--search", "pvs", "--json"]].concat();
        let output = abtutor(&[&["stats"][..], &pvs[..]].concat());
        assert!(output.status.success(), "{output:?}");
        let stats: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(
            (stats["value"].as_i64(), stats["sound"].as_bool()),
            (Some(5), Some(true))
        );
        assert!(stats["real"]["estimated"].as_bool().expect("grown"));
        // An exact table takes PVS outside alpha-beta's tree: the tree grows there. Stored
        // under null windows, its values are not exact, and the figures say so.
        let exact = [&deep[..], &["--search", "pvs", "--tt", "exact", "--json"]].concat();
        let output = abtutor(&[&["stats"][..], &exact[..]].concat());
        assert!(output.status.success(), "{output:?}");
        let stats: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(
            (
                stats["value"].as_i64(),
                stats["minimax_value"].as_i64(),
                stats["sound"].as_bool()
            ),
            (Some(4), Some(5), Some(false))
        );
        assert_eq!(stats["visits"].as_u64(), Some(39_710));
    }

    #[test]
    fn frame_and_trace_grow_a_tree_too_big_to_build() {
        let last = (4 * 144_114 - 3).to_string();
        let mut args = vec!["frame", "--index", last.as_str(), "--json"];
        args.extend(DEEP);
        let output = abtutor(&args);
        assert!(output.status.success(), "{output:?}");
        let frame: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
        assert_eq!(frame["status"], "end");
        assert_eq!(frame["moves"], "");
        assert_eq!(frame["value"], 6);
        assert_eq!(frame["calculated"], 144_114);
        assert_eq!(frame["estimated"], true);
        assert!(frame["pruned"].as_f64().expect("a count") > 1e8);
        // The first frame has pruned nothing: nothing estimated, and no flag.
        let mut args = vec!["frame", "--index", "0", "--json"];
        args.extend(DEEP);
        let first: serde_json::Value =
            serde_json::from_slice(&abtutor(&args).stdout).expect("JSON");
        assert_eq!(
            (first["pruned"].as_f64(), first.get("estimated")),
            (Some(0.0), None)
        );

        let folder = tempfile::tempdir().expect("a folder");
        let out = folder.path().join("deep.json");
        let out_text = out.display().to_string();
        let mut args = vec!["trace", "--out", out_text.as_str()];
        args.extend(DEEP);
        let output = abtutor(&args);
        assert!(output.status.success(), "{output:?}");
        // Its size is said before it is written, within 2% of what it comes to.
        let said = String::from_utf8_lossy(&output.stderr);
        let megabytes: f64 = said
            .split("about ")
            .nth(1)
            .and_then(|rest| rest.trim().strip_suffix(" MB"))
            .and_then(|number| number.parse().ok())
            .unwrap_or_else(|| panic!("the size said: {said}"));
        let written = std::fs::metadata(&out).expect("written").len() as f64 / 1e6;
        assert!(
            (megabytes - written).abs() < 0.02 * written,
            "{said} / {written} MB"
        );
        let file: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&out).expect("written")).expect("JSON");
        assert_eq!(file["summary"]["visits"], 144_114);
        assert_eq!(file["summary"]["real"]["estimated"], true);
        assert_eq!(
            file["frames"].as_array().map(Vec::len),
            Some(4 * 144_114 - 2)
        );
    }

    #[test]
    fn what_cannot_grow_is_still_refused_with_the_tree_estimate() {
        let mut args = vec!["frame", "--index", "0", "--minimax"];
        args.extend(DEEP);
        let output = abtutor(&args);
        assert_eq!(output.status.code(), Some(2));
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains("too many to hold"), "{error}");
    }
}

#[test]
fn a_notebook_run_cell_grows_a_search_too_big_to_build() {
    use abtutor::lang::Lang;
    use abtutor::notebook::{self, Cell, CellKind, Editor, Notebook};
    use abtutor::setup::SearchSetup;
    use abtutor::tree::Trees;

    let setup = SearchSetup::new(
        GameSpec::Kalah { pits: 6, seeds: 4 },
        "",
        Some(12),
        Mode {
            order: ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
    );
    let notebook = Notebook {
        title: "Deep".to_string(),
        lang: Lang::En,
        cells: vec![Cell::new(CellKind::Run {
            search: setup,
            frame: 0,
        })],
    };
    let mut editor = Editor::new(notebook);
    notebook::execute_all(
        &mut Trees::default(),
        &mut editor,
        &notebook::Allowed::default(),
        Lang::En,
    );
    let output = editor.notebook.cells[0].output.clone().expect("it ran");
    assert!(!output.error, "{}", output.text);
    let lines: Vec<&str> = output.text.lines().collect();
    assert_eq!(lines[1], "calculated nodes 144,114");
    assert!(lines[2].starts_with("pruned nodes ≈ "), "{}", output.text);
    assert!(lines[3].starts_with("total ≈ "), "{}", output.text);
    assert!(output.text.contains("root value 6"), "{}", output.text);
}

#[test]
fn a_search_that_outgrows_memory_says_it_counted_its_own_nodes() {
    use abtutor::lang::Lang;
    use abtutor::tree::{MAX_GROWN_NODES, TreeError, TreeSize};
    let error = TreeError::TooBig {
        game: GameSpec::Kalah { pits: 6, seeds: 4 }.view().name(),
        root_moves: String::new(),
        limit: MAX_GROWN_NODES,
        gigabytes: 16,
        size: TreeSize::GrownPastLimit,
    };
    let text = abtutor::text::tree_error(Lang::En, &error);
    assert!(
        text.contains("over 200,000,000 nodes touched by its search alone"),
        "{text}"
    );
    assert!(text.contains("choose a root deeper"), "{text}");
}

#[test]
fn the_branches_cut_are_counted_exactly_at_every_frame() {
    let mode = ordered(ChildOrder::Evaluation);
    let grown_tree = grown(GameSpec::Kalah { pits: 4, seeds: 2 }, "", 8, mode, 1);
    let trace = record(&grown_tree, mode);
    let summary = trace.summary().real.clone().expect("a grown tree");
    let (cuts, children_cut) = assert_cuts_counted_as_their_subtrees_show(&grown_tree, &trace);
    assert_eq!((summary.cuts, summary.children_cut), (cuts, children_cut));
    let middle = trace.len() / 2;
    assert_eq!(trace.real_cuts_at(middle), Some(trace.cuts_at(middle)));
}

#[test]
fn each_iteration_counts_its_own_branches_cut() {
    let mode = Mode {
        iterative: true,
        ..ordered(ChildOrder::Evaluation)
    };
    let game = GameSpec::Kalah { pits: 4, seeds: 2 };
    let (tree, root) = game.tree_to_depth("", Some(9)).expect("fits");
    let trace = search::record(&tree, root, mode);
    assert!(trace.iteration_starts().len() > 3, "iterations");
    assert_cuts_counted_as_their_subtrees_show(&tree, &trace);
}

/// Counted independently in the last pass's pruned subtrees, the frames that cut and the
/// children they cut are those the trace counts, in its last pass's middle and at its end;
/// those at the end.
fn assert_cuts_counted_as_their_subtrees_show(tree: &Tree, trace: &Trace) -> (u32, u64) {
    // Independently: the roots of pruned subtrees (pruned, their parent not), by frame.
    let mut cut_by_frame: std::collections::BTreeMap<usize, u64> = Default::default();
    for node in 0..tree.len() as u32 {
        let Some(frame) = trace.pruned_at(tree, node) else {
            continue;
        };
        let parent_pruned = tree
            .parent(node)
            .is_some_and(|parent| trace.pruned_at(tree, parent).is_some());
        if !parent_pruned {
            *cut_by_frame.entry(frame).or_default() += 1;
        }
    }
    assert!(cut_by_frame.len() > 100, "a search that cuts");
    let last_pass = trace.iteration_starts().last().copied().unwrap_or(0);
    let middle = (last_pass + trace.len()) / 2;
    for frame_index in [middle, trace.len() - 1] {
        let before: Vec<u64> = cut_by_frame
            .range(..=frame_index)
            .map(|(_, &count)| count)
            .collect();
        let expected = (before.len() as u32, before.iter().sum::<u64>());
        assert_eq!(
            trace.cuts_at(frame_index),
            expected,
            "at frame {frame_index}"
        );
    }
    trace.cuts_at(trace.len() - 1)
}

/// A grown tree keeps no keys: it finds them by playing the moves, one node at a time or
/// all at once for a table, and they are the built tree's.
#[test]
fn a_grown_tree_finds_its_positions_keys_as_the_built_tree_holds_them() {
    for (game, root, plies) in CASES {
        let mode = ordered(ChildOrder::Evaluation);
        if !mode.order.suits(game.view().as_ref()) {
            continue;
        }
        let (built_tree, _) = game.tree_to_depth(root, Some(plies)).expect("fits");
        let grown_tree = grown(game, root, plies, mode, 1);
        let mut ids = std::collections::HashMap::new();
        for node in 0..grown_tree.len() as u32 {
            let other = built_tree
                .find_by_moves(&grown_tree.moves_to(node))
                .expect("in the tree");
            let key = grown_tree.position_key(node);
            assert_eq!(key, built_tree.position_key(other), "{game} {root:?}");
            // Equal positions, equal ids: the table's view of the same keys.
            let id = grown_tree.position_id(node);
            assert_eq!(*ids.entry(key).or_insert(id), id, "{game} {root:?}");
        }
        assert_eq!(ids.len(), grown_tree.position_count(), "{game} {root:?}");
    }
}

/// A tree to a horizon estimated well past what a tree may hold is refused at once, with
/// its estimate, instead of being built until the count runs over: a search that grows
/// its own then starts at once (Kalah(6,4) 12 plies deep: about 3.9 × 10^8 nodes).
#[test]
fn a_tree_far_past_the_limit_is_refused_with_its_estimate_before_any_build() {
    use abtutor::tree::{TreeError, TreeSize};
    let kalah = GameSpec::Kalah { pits: 6, seeds: 4 };
    let refused = kalah.tree_to_depth("", Some(12)).err().expect("too big");
    let TreeError::TooBig {
        size: TreeSize::Estimated { nodes, .. },
        ..
    } = refused
    else {
        panic!("refused without its estimate: {refused:?}");
    };
    assert!(nodes > 8e7, "{nodes}");
    // One ply less is built whole as before.
    let (tree, _) = kalah.tree_to_depth("", Some(10)).expect("fits");
    assert!(!tree.is_grown());
}

#[test]
fn a_search_kept_by_its_fingerprint_counts_nothing_below_its_cuts_and_records_the_same_frames() {
    use abtutor::setup::SearchSetup;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let mode = Mode {
        order: ChildOrder::Evaluation,
        table: TableKind::Bounds,
        ..Mode::alpha_beta()
    };
    let setup = SearchSetup::new(GameSpec::Kalah { pits: 4, seeds: 2 }, "", Some(8), mode);
    let never = AtomicBool::new(false);
    let recorded = |counting: HiddenCounting| {
        let watch = &mut BuildWatch::default();
        let grown = setup.grow_counting(counting, &mut |_| {}, watch);
        let (tree, root) = grown.expect("a tree that grows");
        let (tree, trace) =
            (setup.record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never))
                .expect("recorded");
        (tree.knows_real_counts(), trace)
    };
    let (counted, full) = recorded(HiddenCounting::default());
    let (nothing_counted, fingerprinted) = recorded(HiddenCounting::NONE);
    assert!(counted && full.summary().real.is_some());
    assert!(!nothing_counted && fingerprinted.summary().real.is_none());
    assert_eq!(fingerprinted.digest(), full.digest());
    assert_eq!(fingerprinted.frames(), full.frames());
    assert_eq!(fingerprinted.counts(), full.counts());
    let figures = |trace: &Trace| {
        let summary = trace.summary();
        (
            summary.value,
            summary.visits,
            summary.calculated,
            summary.pruned,
        )
    };
    assert_eq!(figures(&fingerprinted), figures(&full));
}
