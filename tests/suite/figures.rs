//! Every figure of the reference, from the real search over the full tree.

use abtutor::search::{self, ChildOrder, Classification, Mode, Score, Status, TableKind};
use abtutor::tree::Tree;
use std::sync::OnceLock;

fn tree() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(Tree::tic_tac_toe)
}

struct Expected {
    mode: Mode,
    calculated: u32,
    pruned: u32,
    frames: Option<usize>,
    value: i16,
    sound: bool,
}

fn expected_figures() -> Vec<Expected> {
    let minimax = Mode::minimax();
    let alpha_beta = Mode::alpha_beta();
    let row = |mode, calculated, pruned, frames, value, sound| Expected {
        mode,
        calculated,
        pruned,
        frames,
        value,
        sound,
    };
    vec![
        row(minimax, 549_946, 0, Some(2_199_782), 0, true),
        row(alpha_beta, 18_297, 531_649, Some(73_186), 0, true),
        row(
            Mode {
                init_ab: true,
                ..alpha_beta
            },
            16_811,
            533_135,
            Some(67_242),
            0,
            true,
        ),
        row(
            Mode {
                table: TableKind::Exact,
                ..minimax
            },
            16_168,
            533_778,
            Some(53_980),
            0,
            true,
        ),
        row(
            Mode {
                table: TableKind::ExactSym,
                ..minimax
            },
            2_271,
            547_675,
            Some(7_576),
            0,
            true,
        ),
        row(
            Mode {
                table: TableKind::ExactSym,
                ..alpha_beta
            },
            999,
            548_947,
            None,
            1,
            false,
        ),
        row(
            Mode {
                table: TableKind::Bounds,
                ..alpha_beta
            },
            1_069,
            548_877,
            None,
            0,
            true,
        ),
        row(
            Mode {
                table: TableKind::Bounds,
                init_ab: true,
                ..alpha_beta
            },
            832,
            549_114,
            None,
            0,
            true,
        ),
        row(
            Mode {
                table: TableKind::BoundsWidening,
                ..alpha_beta
            },
            1_173,
            548_773,
            Some(5_607),
            0,
            true,
        ),
        row(
            Mode {
                order: ChildOrder::BestFirst,
                ..alpha_beta
            },
            2_312,
            547_634,
            None,
            0,
            true,
        ),
        row(
            Mode {
                shortest_victory: true,
                ..alpha_beta
            },
            20_866,
            529_080,
            None,
            0,
            true,
        ),
    ]
}

#[test]
fn reference_table_from_the_empty_board() {
    let tree = tree();
    for expected in expected_figures() {
        let trace = search::record(tree, tree.root(), expected.mode);
        let summary = trace.summary();
        let label = expected.mode.label();
        assert_eq!(
            summary.calculated, expected.calculated,
            "calculated, {label}"
        );
        assert_eq!(summary.pruned, expected.pruned, "pruned, {label}");
        assert_eq!(summary.total, 549_946, "total, {label}");
        if let Some(frames) = expected.frames {
            assert_eq!(summary.frames, frames, "frames, {label}");
        }
        assert_eq!(
            summary.value,
            Score::finite(expected.value),
            "value, {label}"
        );
        assert_eq!(summary.sound, expected.sound, "sound, {label}");
        let last = trace.counters_at(trace.len() - 1);
        assert_eq!(
            (last.calculated, last.pruned),
            (summary.calculated, summary.pruned)
        );
    }
}

#[test]
fn ratios_print_as_the_reference_does() {
    let tree = tree();
    let ratios: Vec<String> = Mode::reference_modes()
        .into_iter()
        .map(|mode| {
            format!(
                "{:.1}",
                search::record(tree, tree.root(), mode).summary().ratio
            )
        })
        .collect();
    assert_eq!(
        ratios,
        [
            "100.0", "3.3", "3.1", "2.9", "0.4", "0.2", "0.2", "0.2", "0.4", "3.8"
        ]
    );
}

/// Seed 002's run over the first node of each depth: (calculated, pruned).
#[test]
fn per_depth_table_matches_both_reference_runs() {
    let tree = tree();
    let with_table = [
        (2271, 547675),
        (1820, 57885),
        (1056, 7176),
        (250, 1099),
        (124, 110),
        (34, 7),
        (7, 1),
        (1, 0),
        (2, 0),
    ];
    let alpha_beta = [
        (18297, 531649),
        (2338, 57367),
        (749, 7483),
        (336, 1013),
        (65, 169),
        (32, 9),
        (6, 2),
        (1, 0),
        (2, 0),
    ];
    let table_mode = Mode {
        table: TableKind::ExactSym,
        ..Mode::minimax()
    };
    for (mode, expected) in [(table_mode, with_table), (Mode::alpha_beta(), alpha_beta)] {
        for (depth, &(calculated, pruned)) in expected.iter().enumerate() {
            let root = tree.nodes_at_depth(depth).start;
            let summary = search::record(tree, root, mode).summary().clone();
            assert_eq!(
                (summary.calculated, summary.pruned),
                (calculated, pruned),
                "depth {depth}, {}",
                mode.label()
            );
            assert_eq!(summary.total, tree.subtree_size(root));
        }
    }
}

#[test]
fn frame_1676_fixes_the_value_of_00_10_20_and_32690_reuses_it() {
    let tree = tree();
    let trace = search::record(
        tree,
        tree.root(),
        Mode {
            table: TableKind::Exact,
            ..Mode::minimax()
        },
    );
    let first = tree.find_by_notation("00,10,20").unwrap();
    let second = tree.find_by_notation("20,10,00").unwrap();
    assert_eq!(tree.position_id(first), tree.position_id(second));
    let frame = trace.frame(1676).unwrap();
    assert_eq!((frame.node, frame.status), (first, Status::End));
    let hit = trace.frame(32690).unwrap();
    assert_eq!((hit.node, hit.status), (second, Status::Tt));
    let (now, before) = (trace.counters_at(32690), trace.counters_at(32689));
    assert_eq!(now.pruned - before.pruned, 1348);
    assert_eq!(now.calculated - before.calculated, 1);
}

#[test]
fn frame_7485_is_a_symmetric_table_hit_pruning_59704() {
    let tree = tree();
    let trace = search::record(
        tree,
        tree.root(),
        Mode {
            table: TableKind::ExactSym,
            ..Mode::minimax()
        },
    );
    let hit = trace.frame(7485).unwrap();
    assert_eq!(
        (hit.node, hit.status),
        (tree.find_by_notation("20").unwrap(), Status::Tt)
    );
    let pruned = |index| trace.counters_at(index).pruned;
    assert_eq!(pruned(7485) - pruned(7484), 59704);
}

#[test]
fn best_first_swaps_only_the_first_best_child_to_the_front() {
    let tree = tree();
    let mode = Mode {
        order: ChildOrder::BestFirst,
        ..Mode::alpha_beta()
    };
    let trace = search::record(tree, tree.root(), mode);
    let frame = trace.frame(73).unwrap();
    assert_eq!(
        (tree.board_text(frame.node).as_str(), frame.status),
        ("oox.xo...", Status::Start)
    );
}

#[test]
fn frame_3273_fails_low_against_the_window_the_table_narrowed() {
    let tree = tree();
    let mode = Mode {
        table: TableKind::Bounds,
        ..Mode::alpha_beta()
    };
    let trace = search::record(tree, tree.root(), mode);
    let frame = trace.frame(3273).unwrap();
    assert_eq!(
        (tree.board_text(frame.node).as_str(), frame.status),
        ("oox.....x", Status::End)
    );
    assert_eq!(
        (frame.alpha, frame.beta),
        (Score::finite(-1), Score::finite(0))
    );
    let bounds = trace.bounds_frame(3273).unwrap();
    assert_eq!(bounds.best, Some(Score::finite(-1)));
    assert_eq!(bounds.classification, Some(Classification::FailLow));
    let entered = trace.frame(trace.started_at(frame.node).unwrap()).unwrap();
    assert_eq!(
        (entered.alpha, entered.beta),
        (Score::NEG_INF, Score::finite(0))
    );
}

/// The reference's debug print in English, and in Japanese with the glossary's terms.
#[test]
fn the_summary_prints_as_the_reference_does_and_in_the_glossary_s_japanese() {
    use abtutor::lang::Lang;
    use abtutor::text;
    let tree = tree();
    let mode = Mode::alpha_beta();
    let summary = search::record(tree, tree.root(), mode).summary().clone();
    let english = text::summary_text(&mode, &summary, Lang::En, text::Print::Reference);
    let lines: Vec<&str> = english.lines().collect();
    assert_eq!(
        lines[..8],
        [
            "computed by minimax False",
            "calculated nodes 18297",
            "pruned nodes 531649",
            "total 549946",
            "ratio 3.3%",
            "root value 0",
            "minimax value 0",
            "sound True",
        ]
    );
    assert_eq!(lines[8], format!("frames {}", summary.frames));
    let japanese = text::summary_text(&mode, &summary, Lang::Ja, text::Print::Reference);
    for line in ["計算したノードの数 18297", "枝狩りしたノードの数 531649"] {
        assert!(japanese.contains(line), "{japanese}");
    }
    assert!(japanese.contains("ルートノードの評価値 0"), "{japanese}");
    // The same figures as people read them: separators, and words for yes and no.
    let people = text::summary_text(&mode, &summary, Lang::En, text::Print::People);
    let lines: Vec<&str> = people.lines().collect();
    assert_eq!(
        lines[..8],
        [
            "not computed by minimax",
            "calculated nodes 18,297",
            "pruned nodes 531,649",
            "total 549,946",
            "ratio 3.3%",
            "root value 0",
            "minimax value 0",
            "sound: the root value is minimax's",
        ]
    );
    let people = text::summary_text(&mode, &summary, Lang::Ja, text::Print::People);
    assert!(people.contains("計算したノードの数 18,297"), "{people}");
    assert!(
        !people.contains("True") && !people.contains("False"),
        "{people}"
    );
    let iterative = Mode {
        iterative: true,
        ..Mode::alpha_beta()
    };
    let deepened = search::record(tree, tree.root(), iterative)
        .summary()
        .clone();
    let first = &deepened.iterations[0];
    let english = text::summary_text(&iterative, &deepened, Lang::En, text::Print::Reference);
    let expected = format!(
        "iteration depth {}: root value {}, calculated {}, pruned {}",
        first.depth, first.value, first.calculated, first.pruned
    );
    assert!(english.contains(&expected), "{english}");
    let japanese = text::summary_text(&iterative, &deepened, Lang::Ja, text::Print::Reference);
    let expected = format!(
        "反復 深さ {}: ルートノードの評価値 {}, 計算したノードの数 {}, 枝狩りしたノードの数 {}",
        first.depth, first.value, first.calculated, first.pruned
    );
    assert!(japanese.contains(&expected), "{japanese}");
}

/// The comparison's header in both languages, and the table notes.
#[test]
fn the_comparison_and_the_notes_say_each_term_one_way() {
    use abtutor::lang::Lang;
    use abtutor::text;
    let tree = tree();
    let rows = abtutor::stats::compare(tree, tree.root(), &[Mode::alpha_beta()]);
    let english = text::compare_text(&rows, Lang::En, text::Print::Reference);
    let header: Vec<&str> = english.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(
        header,
        [
            "mode",
            "value",
            "sound",
            "calculated",
            "pruned",
            "total",
            "ratio",
            "frames",
            "visits"
        ]
    );
    let (header, _) = text::compare_cells(&rows, Lang::Ja, text::Print::Reference);
    assert_eq!(
        header,
        [
            "モード",
            "評価値",
            "正しいか",
            "計算したノードの数",
            "枝狩りしたノードの数",
            "合計",
            "割合",
            "フレーム数",
            "訪問回数"
        ]
    );
    assert_eq!(
        text::table_depth_note(3, 2, Lang::En),
        "table entry searched 3 plies deep, 2 left here: deep enough, used"
    );
    assert_eq!(
        text::table_depth_note(1, 2, Lang::En),
        "table entry searched 1 plies deep, 2 left here: too shallow, searched again"
    );
    assert_eq!(
        text::iteration_note(2, 4, 2, Lang::En),
        "iteration 2 of 4: searching 2 plies deep"
    );
}
