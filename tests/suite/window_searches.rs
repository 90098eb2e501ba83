//! The series' later searches (articles 164–169): fail-soft alpha-beta, cuts on s > β, any
//! root window and the bounds table whose unstored positions stand for the score range.
//! The published counts from the empty board, and every call's window held to an
//! independent re-derivation of the series' code (`tests/data/series_searches.py`).

use std::path::Path;
use std::process::Command;

use abtutor::search::{self, Mode, Score, TableKind};
use abtutor::tree::Tree;

fn visits(mode: Mode) -> (u32, Score) {
    let tree = Tree::tic_tac_toe();
    let trace = search::record(&tree, tree.root(), mode);
    (trace.summary().visits, trace.summary().value)
}

fn fail_soft() -> Mode {
    Mode {
        fail_soft: true,
        ..Mode::alpha_beta()
    }
}

#[test]
fn the_series_counts_from_the_empty_board() {
    let range = Mode {
        table: TableKind::BoundsRange,
        ..fail_soft()
    };
    let cases = [
        ("fail-soft alpha-beta", fail_soft(), 18_297),
        ("with bounds-range", range, 1_054),
        (
            "with bounds-range and init_ab",
            Mode {
                init_ab: true,
                ..range
            },
            832,
        ),
        (
            "the bounds table of the animation",
            Mode {
                table: TableKind::Bounds,
                ..fail_soft()
            },
            1_069,
        ),
        (
            "a null window of width 0 with strict cuts",
            Mode {
                cut_gt: true,
                window: Some((Score::finite(0), Score::finite(0))),
                ..fail_soft()
            },
            94_978,
        ),
    ];
    for (name, mode, expected) in cases {
        let (count, value) = visits(mode);
        assert_eq!(count, expected, "{name}");
        assert_eq!(value, Score::finite(0), "{name}");
    }
}

#[test]
fn visits_count_every_entry_of_a_node() {
    // Without re-searches each node is entered at most once: visits are the start frames
    // and the exact tables' hits, which the calculated counter counts too.
    for table in TableKind::ALL {
        let tree = Tree::tic_tac_toe();
        let root = tree.find_by_notation("11").expect("a root");
        let trace = search::record(
            &tree,
            root,
            Mode {
                table,
                ..Mode::alpha_beta()
            },
        );
        assert_eq!(
            trace.summary().visits,
            trace.summary().calculated,
            "{table:?}"
        );
    }
}

const SERIES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/series_searches.py");

/// Runs the series' search with these switches and checks its trace with abtutor's options:
/// every call's window and value must be the recorder's.
fn series_agrees(dir: &Path, series: &[&str], options: &[&str]) {
    let out = dir.join("series.jsonl");
    let output = Command::new("python3")
        .arg(SERIES)
        .arg("--out")
        .arg(&out)
        .args(series)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    let mut args = vec!["check", "--json", "--leaf-values", "game"];
    args.extend(options);
    let path = out.display().to_string();
    args.push(&path);
    let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(&args)
        .output()
        .expect("abtutor runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(
        report[0]["verdict"], "correct",
        "{series:?} against {options:?}: {}",
        report[0]["first_difference"]
    );
}

#[test]
fn every_call_s_window_is_the_series_on_other_roots() {
    let dir = tempfile::tempdir().expect("a temp dir");
    for root in ["20", "11,00", "10,01,21", "00,22"] {
        for (series, options) in [
            (&["--tt"][..], &["--fail-soft", "--tt", "bounds-range"][..]),
            (
                &["--tt", "--init-ab"],
                &["--fail-soft", "--tt", "bounds-range", "--init-ab"],
            ),
            (&["--window=0,1"], &["--fail-soft", "--window", "0,1"]),
            (
                &["--tt", "--window=-1,0", "--cut-gt"],
                &[
                    "--fail-soft",
                    "--tt",
                    "bounds-range",
                    "--window",
                    "-1,0",
                    "--cut",
                    "gt",
                ],
            ),
        ] {
            let mut series = series.to_vec();
            series.extend(["--root", root]);
            let mut options = options.to_vec();
            options.extend(["--root", root]);
            series_agrees(dir.path(), &series, &options);
        }
    }
}

/// The recorder's start and end frames as a trace writes them: (event, moves, numbers).
fn recorded_calls(root: &str, mode: Mode) -> Vec<(String, String, String)> {
    let tree = Tree::tic_tac_toe();
    let root = tree.find_by_notation(root).expect("a root");
    let trace = search::record(&tree, root, mode);
    let number = |score: Score| match score.value() {
        Some(value) => value.to_string(),
        None => score.to_string(),
    };
    trace
        .frames()
        .iter()
        .filter_map(|frame| {
            let moves = abtutor::check::moves_from(&tree, root, frame.node);
            match frame.status {
                search::Status::Start => Some((
                    "start".to_string(),
                    moves,
                    format!("{} {}", number(frame.alpha), number(frame.beta)),
                )),
                search::Status::End => Some((
                    "end".to_string(),
                    moves,
                    number(frame.returned().expect("an end has a value")),
                )),
                _ => None,
            }
        })
        .collect()
}

/// The series' calls, read back from its trace.
fn series_calls(dir: &Path, switches: &[&str]) -> Vec<(String, String, String)> {
    let out = dir.join("series.jsonl");
    let output = Command::new("python3")
        .arg(SERIES)
        .arg("--out")
        .arg(&out)
        .args(switches)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    let number = |value: &serde_json::Value| match value {
        serde_json::Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    std::fs::read_to_string(out)
        .expect("the trace")
        .lines()
        .skip(1)
        .map(|line| {
            let event: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let kind = event["event"].as_str().unwrap_or_default().to_string();
            let numbers = if kind == "start" {
                format!("{} {}", number(&event["alpha"]), number(&event["beta"]))
            } else {
                number(&event["value"])
            };
            (
                kind,
                event["moves"].as_str().unwrap_or_default().to_string(),
                numbers,
            )
        })
        .collect()
}

#[test]
fn scout_and_mtdf_make_the_series_calls_window_by_window() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let scout = Mode {
        search: search::SearchKind::Scout,
        ..Mode::alpha_beta()
    };
    let mtdf = Mode {
        search: search::SearchKind::Mtdf,
        ..Mode::alpha_beta()
    };
    let range = |mode: Mode| Mode {
        table: TableKind::BoundsRange,
        ..mode
    };
    for root in ["", "20", "11,00", "10,01,21"] {
        let with_root = |switches: &[&'static str]| {
            let mut all: Vec<&str> = switches.to_vec();
            all.extend(["--root", root]);
            all
        };
        for (switches, mode) in [
            (with_root(&["--search", "scout"]), scout),
            (with_root(&["--search", "scout", "--tt"]), range(scout)),
            (with_root(&["--search", "mtdf"]), mtdf),
            (with_root(&["--search", "mtdf", "--tt"]), range(mtdf)),
            (
                with_root(&["--search", "mtdf", "--tt", "--guess", "1"]),
                Mode {
                    guess: Some(1),
                    ..range(mtdf)
                },
            ),
        ] {
            let expected = series_calls(dir.path(), &switches);
            let recorded = recorded_calls(root, mode);
            assert_eq!(expected.len(), recorded.len(), "{switches:?}");
            if let Some(at) = (0..expected.len()).find(|&at| expected[at] != recorded[at]) {
                panic!(
                    "{switches:?}: call {at}: the series {:?}, abtutor {:?}",
                    expected[at], recorded[at]
                );
            }
        }
    }
}

#[test]
fn the_series_counts_of_scout_mtdf_and_pvs() {
    let with = |search, table| Mode {
        search,
        table,
        ..Mode::alpha_beta()
    };
    use search::SearchKind::{Mtdf, Scout};
    assert_eq!(visits(with(Scout, TableKind::Off)).0, 18_016);
    assert_eq!(visits(with(Scout, TableKind::BoundsRange)).0, 966);
    assert_eq!(visits(with(Mtdf, TableKind::Off)).0, 17_125);
    assert_eq!(visits(with(Mtdf, TableKind::BoundsRange)).0, 877);
    let tree = Tree::tic_tac_toe();
    let trace = search::record(&tree, tree.root(), with(Mtdf, TableKind::Off));
    assert_eq!(trace.summary().iterations.len(), 2, "two passes");
    // PVS to depth 9 with the bounds table: a depth-limited tree, scout's control flow.
    let (nine, root) = abtutor::setup::GameSpec::TicTacToe
        .tree_to_depth("", Some(9))
        .expect("a tree");
    let pvs = search::record(
        &nine,
        root,
        with(search::SearchKind::Pvs, TableKind::Bounds),
    );
    assert_eq!(pvs.summary().visits, 996);
    assert_eq!(pvs.summary().value, Score::finite(0));
}

#[test]
fn pvs_with_iterative_deepening_tries_each_position_s_previous_best_move_first() {
    let pvs = |iterative| Mode {
        search: search::SearchKind::Pvs,
        table: TableKind::Bounds,
        iterative,
        ..Mode::alpha_beta()
    };
    let kalah = abtutor::setup::GameSpec::Kalah { pits: 6, seeds: 4 };
    let (tree, root) = kalah.tree_to_depth("", Some(8)).expect("a tree");
    let alone = search::record(&tree, root, pvs(false));
    let deepened = search::record(&tree, root, pvs(true));
    assert_eq!(alone.summary().visits, 25_300);
    assert_eq!(deepened.summary().visits, 5_186);
    assert!(alone.summary().sound && deepened.summary().sound);
    // Sound from other roots and depths of tic-tac-toe too.
    for (root, depth) in [("", 4), ("11", 5), ("00,11", 3), ("20,11,02", 6)] {
        let (tree, node) = abtutor::setup::GameSpec::TicTacToe
            .tree_to_depth(root, Some(depth))
            .expect("a tree");
        let summary = search::record(&tree, node, pvs(true)).summary().clone();
        assert!(summary.sound, "{root} to {depth}: {summary:?}");
    }
}

/// At the end of a search every node below the root is fixed or pruned, never both, and
/// the last frame counts them: probes, re-searches and passes leave no node twice counted.
#[test]
fn every_node_ends_fixed_or_pruned_once_in_the_window_searches() {
    use abtutor::search::SearchKind;
    use abtutor::tree::NodeId;
    let tree = Tree::tic_tac_toe();
    let roots = (0..=4).map(|depth| {
        let level = tree.nodes_at_depth(depth);
        level.start + level.len() as NodeId / 3
    });
    for root in roots {
        for search in SearchKind::ALL {
            for table in [TableKind::Off, TableKind::Bounds, TableKind::BoundsRange] {
                let mode = Mode {
                    search,
                    table,
                    ..fail_soft()
                };
                let trace = search::record(&tree, root, mode);
                let last = trace.counters_at(trace.len() - 1);
                let (mut fixed, mut pruned) = (0, 0);
                let mut stack = vec![root];
                while let Some(node) = stack.pop() {
                    match (trace.fixed_at(node), trace.pruned_at(&tree, node)) {
                        (Some(_), None) => fixed += 1,
                        (None, Some(_)) => pruned += 1,
                        marks => panic!("node {node}: {marks:?}, {}", mode.label()),
                    }
                    stack.extend(tree.children(node));
                }
                let label = mode.label();
                assert_eq!((last.calculated, last.pruned), (fixed, pruned), "{label}");
                assert_eq!(fixed + pruned, tree.subtree_size(root), "{label}");
            }
        }
    }
}
