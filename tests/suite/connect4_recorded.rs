//! The solver tutorial's ideas as options of the one recorder: the recorded search enters,
//! position by position, exactly the nodes the tutorial's solver explores, and finds its
//! score, in each part's configuration — over a tree built whole and over one it grows.

use std::sync::{Arc, atomic::AtomicBool};

use abtutor::game::ConnectFour;
use abtutor::search::{
    self, ChildOrder, Mode, Score, SearchKind, Solver, SolverIdeas, SolverStep, Status,
    StepFingerprint,
};
use abtutor::setup::{GameSpec, SavedSearch, SearchSetup};
use abtutor::tree::{BuildWatch, HiddenCounting};
use proptest::prelude::*;

const BENCHMARK: &str = include_str!("../../assets/connect4/end-easy-200.tsv");

/// The tutorial's parts as recorder modes, with the benchmark's column for each.
fn parts() -> Vec<(&'static str, Mode)> {
    let part_4 = Mode {
        win_check: true,
        score_bound: true,
        ..Mode::alpha_beta()
    };
    let part_5 = Mode {
        order: ChildOrder::Center,
        ..part_4
    };
    let part_7 = Mode {
        upper_bounds: true,
        ..part_5
    };
    vec![
        (
            "nodes_part3",
            Mode {
                win_check: true,
                ..Mode::minimax()
            },
        ),
        ("nodes_part4", part_4),
        ("nodes_part5", part_5),
        ("nodes_part7", part_7),
        (
            "nodes_part8",
            Mode {
                search: SearchKind::Bisect,
                ..part_7
            },
        ),
        (
            "nodes_part5_weak",
            Mode {
                window: search::parse_window("-1,1"),
                ..part_5
            },
        ),
    ]
}

/// The benchmark's moves as the command line's root (`4,4,5`).
fn root_of(moves: &str) -> String {
    let columns: Vec<String> = moves.chars().map(String::from).collect();
    columns.join(",")
}

/// The recorded search from `moves` over the tree the setup builds: visits, and the root's
/// value from the side to move's view.
fn recorded(moves: &str, mode: Mode) -> (u32, i16) {
    let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root_of(moves), None, mode);
    setup.check().expect("the options fit");
    let (tree, root) = setup.tree().expect("an end-game tree fits");
    let never = AtomicBool::new(false);
    let (_, trace) = setup
        .record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never)
        .expect("recorded");
    let summary = trace.summary();
    let value = summary.value.value().expect("a finite value");
    let mover = if moves.len().is_multiple_of(2) {
        value
    } else {
        -value
    };
    (summary.visits, mover)
}

#[test]
fn every_part_records_the_tutorials_nodes_and_score_on_200_end_game_positions() {
    let mut rows = BENCHMARK
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>());
    let header = rows.next().expect("a header");
    let column = |name: &str| header.iter().position(|&title| title == name).expect(name);
    let rows: Vec<Vec<&str>> = rows.collect();
    for (nodes_column, mode) in parts() {
        let weak = nodes_column.ends_with("weak");
        let score = column(if weak { "weak_score" } else { "score" });
        let nodes = column(nodes_column);
        let mut total = 0;
        for row in &rows {
            let (visits, value) = recorded(row[0], mode);
            let label = format!("{} in {}", row[0], mode.label());
            assert_eq!(visits.to_string(), row[nodes], "{label}");
            assert_eq!(value.to_string(), row[score], "{label}");
            total += visits;
        }
        assert!(total > 0);
    }
}

/// End-Easy positions taken back a dozen stones: too big to build whole here, tens of
/// thousands of nodes for the tutorial's part 4.
const DEEPER: [&str; 3] = [
    "652146735561557315663163",
    "6521467355615573156631",
    "225257625346224411156336",
];

#[test]
fn deeper_positions_grow_their_tree_and_enter_the_solvers_nodes_in_each_part() {
    let game = ConnectFour::standard();
    for moves in DEEPER {
        let position = search::position_of(&game, moves).expect("a legal position");
        for (nodes_column, mode) in parts().into_iter().skip(1) {
            let ideas = SolverIdeas {
                win_check: true,
                score_bound: true,
                centre_order: mode.order == ChildOrder::Center,
                upper_table: mode.upper_bounds,
                bisect: mode.search == SearchKind::Bisect,
                weak: nodes_column.ends_with("weak"),
                ..SolverIdeas::default()
            };
            let solved = Solver::new(&game, ideas).solve(&position);
            let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root_of(moves), None, mode);
            let (tree, root) = setup
                .grow(&mut |_| {}, &mut BuildWatch::default())
                .expect("grown");
            assert!(tree.is_grown());
            let never = AtomicBool::new(false);
            let mut rounds = 1;
            let (_, trace) = setup
                .record(
                    (Arc::new(tree), root),
                    &mut |_| {},
                    &mut |round| rounds = round,
                    &never,
                )
                .expect("recorded");
            // The tree grows as the search searches, the bisection's passes too: one round.
            assert_eq!(rounds, 1, "{moves} in {}", mode.label());
            let value = trace.summary().value.value().expect("finite");
            let mover = if moves.len().is_multiple_of(2) {
                value
            } else {
                -value
            };
            let label = format!("{moves} in {}", mode.label());
            assert_eq!(u64::from(trace.summary().visits), solved.nodes, "{label}");
            assert_eq!(i32::from(mover), solved.score, "{label}");
        }
    }
}

#[test]
fn a_grown_tree_records_each_part_frame_for_frame_as_the_built_one() {
    let moves = "7422341735647741166133573473242566";
    // Minimax (part 3) grows no tree: it enters every node.
    for (_, mode) in parts().into_iter().skip(1) {
        let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root_of(moves), None, mode);
        let (built_tree, built_root) = setup.tree().expect("fits");
        let built = search::record(&built_tree, built_root, mode);
        let counting = HiddenCounting {
            exact_plies: 0,
            ..HiddenCounting::default()
        };
        let watch = &mut BuildWatch::default();
        let (grown_tree, grown_root) = GameSpec::CONNECT_FOUR
            .grow(&root_of(moves), None, mode, counting, &mut |_| {}, watch)
            .expect("a legal root")
            .expect("a grower");
        let never = AtomicBool::new(false);
        let (grown_tree, trace) = setup
            .record(
                (Arc::new(grown_tree), grown_root),
                &mut |_| {},
                &mut |_| {},
                &never,
            )
            .expect("recorded");
        let label = mode.label();
        assert_eq!(trace.len(), built.len(), "{label}");
        for (index, (frame, other)) in trace.frames().iter().zip(built.frames()).enumerate() {
            assert_eq!(
                (
                    grown_tree.notation(frame.node),
                    frame.status,
                    frame.alpha,
                    frame.beta
                ),
                (
                    built_tree.notation(other.node),
                    other.status,
                    other.alpha,
                    other.beta
                ),
                "frame {index}, {label}"
            );
            assert_eq!(
                trace.counters_at(index).calculated,
                built.counters_at(index).calculated,
                "frame {index}, {label}"
            );
        }
        assert_eq!(trace.summary().visits, built.summary().visits);
    }
}

/// The ideas of a part, as the solver and `solve` take them.
fn ideas_of(nodes_column: &str, mode: Mode) -> SolverIdeas {
    SolverIdeas {
        minimax: mode.minimax,
        win_check: true,
        score_bound: mode.score_bound,
        centre_order: mode.order == ChildOrder::Center,
        upper_table: mode.upper_bounds,
        bisect: mode.search == SearchKind::Bisect,
        weak: nodes_column.ends_with("weak"),
        ..SolverIdeas::default()
    }
}

/// The search `solve --record` saves for `moves`, taken by the solver as it solves, and the
/// one the player's recorder makes (over a tree built whole where it fits, else grown).
fn solved_and_recorded(moves: &str, nodes_column: &str, mode: Mode) -> (SavedSearch, SavedSearch) {
    let game = ConnectFour::standard();
    let ideas = ideas_of(nodes_column, mode);
    assert_eq!(ideas.mode(42), mode);
    let solved = SavedSearch::solved(&game, GameSpec::CONNECT_FOUR, moves, ideas)
        .expect("a tree that fits")
        .expect("a search that surely fits");
    let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root_of(moves), None, mode);
    let watch = &mut BuildWatch::default();
    let (tree, root) = setup
        .or_grown_counting(setup.tree(), HiddenCounting::NONE, &mut |_| {}, watch)
        .expect("a tree");
    let never = AtomicBool::new(false);
    let (tree, trace) = setup
        .record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never)
        .expect("recorded");
    (solved, SavedSearch::of(setup, &trace, &tree))
}

#[test]
fn the_solver_takes_the_recorders_steps_in_every_part_on_200_positions_and_deeper_ones() {
    let positions = BENCHMARK
        .lines()
        .skip(1)
        .map(|line| line.split('\t').next().expect("moves"));
    let positions: Vec<&str> = positions.chain(DEEPER).collect();
    for (nodes_column, mode) in parts() {
        for &moves in &positions {
            // Minimax enters every node: the deeper positions are too big for it.
            if mode.minimax && DEEPER.contains(&moves) {
                continue;
            }
            let (solved, recorded) = solved_and_recorded(moves, nodes_column, mode);
            assert_eq!(solved, recorded, "{moves} in {}", mode.label());
        }
    }
}

/// The search `solve --record` saves on a board of `columns` × `rows` from `moves`, taken
/// by the solver, and the one the player records; `None` when the moves end the game.
fn small_board_searches(
    (columns, rows): (u8, u8),
    moves: &str,
    nodes_column: &str,
    mode: Mode,
) -> Option<(SavedSearch, SavedSearch)> {
    let spec = GameSpec::ConnectFour { columns, rows };
    let game = ConnectFour::new(columns, rows);
    search::position_of(&game, moves).ok()?;
    let ideas = ideas_of(nodes_column, mode);
    let solved = SavedSearch::solved(&game, spec, moves, ideas)
        .expect("a tree that fits")
        .expect("a search that surely fits");
    let setup = SearchSetup::new(spec, root_of(moves), None, mode);
    let watch = &mut BuildWatch::default();
    let (tree, root) = setup
        .or_grown_counting(setup.tree(), HiddenCounting::NONE, &mut |_| {}, watch)
        .expect("a tree");
    let never = AtomicBool::new(false);
    let (tree, trace) = setup
        .record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never)
        .expect("recorded");
    Some((solved, SavedSearch::of(setup, &trace, &tree)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn on_small_boards_the_solver_takes_the_recorders_steps(
        board in prop::sample::select(vec![(4u8, 4u8), (5, 4), (4, 5)]),
        columns in prop::collection::vec(0u8..5, 5..11),
        part in 0usize..6,
    ) {
        let (nodes_column, mode) = parts()[part];
        // Minimax enters every node: only from deeper positions.
        prop_assume!(!mode.minimax || columns.len() >= 9);
        let moves: String = columns
            .iter()
            .map(|&column| char::from(b'1' + column % board.0))
            .collect();
        let searches = small_board_searches(board, &moves, nodes_column, mode);
        prop_assume!(searches.is_some());
        let (solved, recorded) = searches.expect("a position");
        prop_assert_eq!(solved, recorded, "{:?} {} in {}", board, moves, mode.label());
    }
}

/// A frame's step: status, node (depth, move), window and score.
type Step = (Status, (u16, u8), (Score, Score), Score);

/// The steps' fingerprint changes with any step's node, window or score, and with a step
/// left out; the solver's and the recorder's agree on part 8's first benchmark position.
#[test]
fn a_step_changed_anywhere_changes_the_fingerprint() {
    let moves = "2252576253462244111563365343671351441";
    let (nodes_column, mode) = parts()[4];
    let (solved, recorded) = solved_and_recorded(moves, nodes_column, mode);
    assert_eq!(solved, recorded);
    let fingerprint = |steps: &[Step]| {
        let mut fingerprint = StepFingerprint::default();
        for &(status, node, window, extra) in steps {
            fingerprint.take(status, node, window, extra);
        }
        fingerprint.value()
    };
    let one = Score::finite(1);
    let steps = [
        (
            Status::Start,
            (36, 0),
            (Score::NEG_INF, Score::POS_INF),
            Score::NEG_INF,
        ),
        (Status::Score, (36, 0), (Score::NEG_INF, one), one),
        (Status::End, (36, 0), (one, Score::POS_INF), one),
    ];
    let base = fingerprint(&steps);
    for index in 0..steps.len() {
        let mut changed = steps;
        changed[index].1.1 = 1;
        assert_ne!(fingerprint(&changed), base);
        let mut changed = steps;
        changed[index].1.0 += 1;
        assert_ne!(fingerprint(&changed), base);
        let mut changed = steps;
        changed[index].2.0 = Score::finite(0);
        assert_ne!(fingerprint(&changed), base);
        let mut changed = steps;
        changed[index].3 = Score::finite(2);
        assert_ne!(fingerprint(&changed), base);
    }
    assert_ne!(fingerprint(&steps[..2]), base);
}

#[test]
fn each_idea_has_its_own_frame() {
    // An End-Easy position where the table of upper bounds saves 7 of 47 nodes.
    let moves = "3324524346452572767551333257727114";
    let steps = |mode: Mode| {
        let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root_of(moves), None, mode);
        let (tree, root) = setup.tree().expect("fits");
        let trace = search::record(&tree, root, mode);
        let mut steps: Vec<SolverStep> = (0..trace.len())
            .filter_map(|index| trace.solver_step(index))
            .collect();
        steps.sort_by_key(|step| step.name());
        steps.dedup();
        // A win is a score frame, a bound a table frame.
        for index in 0..trace.len() {
            let expected = match trace.solver_step(index) {
                Some(SolverStep::WinFound) => Status::Score,
                Some(_) => Status::Tt,
                None => continue,
            };
            assert_eq!(trace.frames().at(index).status, expected);
        }
        steps
    };
    assert_eq!(steps(Mode::alpha_beta()), vec![]);
    let modes: Vec<Mode> = parts().into_iter().map(|(_, mode)| mode).collect();
    let (part_4, part_7) = (modes[1], modes[3]);
    assert_eq!(
        steps(part_4),
        vec![SolverStep::ScoreBound, SolverStep::WinFound]
    );
    assert_eq!(
        steps(part_7),
        vec![
            SolverStep::ScoreBound,
            SolverStep::TableBound,
            SolverStep::WinFound
        ]
    );
}

#[test]
fn the_solvers_ideas_are_refused_where_they_mean_nothing() {
    let win_check = Mode {
        win_check: true,
        ..Mode::alpha_beta()
    };
    let bound = Mode {
        score_bound: true,
        ..Mode::alpha_beta()
    };
    // Tic-tac-toe's wins do not say how soon they came.
    assert!(
        SearchSetup::new(GameSpec::TicTacToe, "", None, win_check)
            .check()
            .is_err()
    );
    // The score bound solves to the end: no depth limit.
    let limited = SearchSetup::new(GameSpec::CONNECT_FOUR, "4", Some(6), bound);
    assert!(limited.check().is_err());
    // The win check works at any depth.
    let limited = SearchSetup::new(GameSpec::CONNECT_FOUR, "4", Some(6), win_check);
    assert!(limited.check().is_ok());
    let minimax_bound = Mode {
        minimax: true,
        ..bound
    };
    assert!(minimax_bound.misfit().is_some());
    let fail_soft_upper = Mode {
        upper_bounds: true,
        fail_soft: true,
        ..Mode::alpha_beta()
    };
    assert!(fail_soft_upper.misfit().is_some());
}

#[test]
fn the_weak_bisection_enters_the_solvers_nodes_on_50_end_game_positions() {
    let game = ConnectFour::standard();
    let ideas = SolverIdeas {
        win_check: true,
        score_bound: true,
        centre_order: true,
        upper_table: true,
        bisect: true,
        weak: true,
        ..SolverIdeas::default()
    };
    let mut solver = Solver::new(&game, ideas);
    for line in BENCHMARK.lines().skip(1).take(50) {
        let moves = line.split('\t').next().expect("moves");
        let position = search::position_of(&game, moves).expect("a legal position");
        let solved = solver.solve(&position);
        let (visits, value) = recorded(moves, ideas.mode(42));
        assert_eq!(u64::from(visits), solved.nodes, "{moves}");
        assert_eq!(i32::from(value), solved.score, "{moves}");
    }
}
