//! The solver tutorial's parts 9 to 12 as modes of the one recorder: the player records,
//! step for step, the search `solve --part N` counts (losing moves skipped, the threat
//! order, the tutorial's own tables, lower bounds), over a tree built whole or grown.

use std::sync::{Arc, atomic::AtomicBool};

use abtutor::game::ConnectFour;
use abtutor::search::{self, SolverIdeas, SolverStep, Status};
use abtutor::setup::{GameSpec, SavedSearch, SearchSetup};
use abtutor::tree::{BuildWatch, HiddenCounting, Tree};
use proptest::prelude::*;

const POSITIONS: &str = include_str!("../../assets/connect4/parts9-12-first100.tsv");

/// The moves as the player's root: column digits joined by commas.
fn root_of(moves: &str) -> String {
    moves
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join(",")
}

/// The search `solve --part part --record` saves for `moves` on `spec` (taken by the
/// solver as it solves), the one the player records, and the recorded trace's tree and
/// trace; `None` where the moves end the game or the solver's tree would not fit.
fn solved_and_recorded(
    spec: GameSpec,
    game: &ConnectFour,
    moves: &str,
    part: u8,
) -> Option<(SavedSearch, SavedSearch, Arc<Tree>, search::Trace)> {
    search::position_of(game, moves).ok()?;
    let ideas = SolverIdeas::part(part).expect("a part");
    let solved = SavedSearch::solved(game, spec, moves, ideas).ok()??;
    let cells = spec_cells(spec);
    let setup = SearchSetup::new(spec, root_of(moves), None, ideas.mode(cells));
    let watch = &mut BuildWatch::default();
    let (tree, root) = setup
        .or_grown_counting(setup.tree(), HiddenCounting::NONE, &mut |_| {}, watch)
        .expect("a tree");
    let never = AtomicBool::new(false);
    let (tree, trace) = setup
        .record((Arc::new(tree), root), &mut |_| {}, &mut |_| {}, &never)
        .expect("recorded");
    let recorded = SavedSearch::of(setup, &trace, &tree);
    Some((solved, recorded, tree, trace))
}

fn spec_cells(spec: GameSpec) -> u32 {
    spec.view().cells().expect("a board")
}

#[test]
fn the_recorder_takes_the_solvers_steps_on_the_tutorials_end_easy_positions() {
    let rows: Vec<Vec<&str>> = POSITIONS
        .lines()
        .skip(1)
        .map(|line| line.split('\t').collect())
        .filter(|row: &Vec<&str>| row[0] == "End-Easy")
        .take(40)
        .collect();
    let game = ConnectFour::standard();
    for part in 9..=12u8 {
        let nodes_column = 3 + usize::from(part - 9);
        for row in &rows {
            let (solved, recorded, ..) =
                solved_and_recorded(GameSpec::CONNECT_FOUR, &game, row[1], part).expect("a search");
            assert_eq!(solved, recorded, "{} at part {part}", row[1]);
            // A root that wins at once is entered by the recorder, counted by none.
            let nodes: u32 = row[nodes_column].parse().expect("a count");
            assert_eq!(recorded.visits, nodes.max(1), "{} at part {part}", row[1]);
        }
    }
}

#[test]
fn each_new_idea_has_its_own_frame() {
    let game = ConnectFour::standard();
    let rows = POSITIONS
        .lines()
        .skip(1)
        .map(|line| line.split('\t').nth(1).expect("moves"));
    let mut seen = Vec::new();
    for moves in rows.take(60) {
        let Some((.., trace)) = solved_and_recorded(GameSpec::CONNECT_FOUR, &game, moves, 12)
        else {
            continue;
        };
        for index in 0..trace.len() {
            if let Some(step) = trace.solver_step(index) {
                if !seen.contains(&step) {
                    seen.push(step);
                }
                let status = trace.frame(index).expect("a frame").status;
                let expected = match step.fixes_value() {
                    true => Status::Score,
                    false => Status::Tt,
                };
                assert_eq!(status, expected, "{moves}: {step:?}");
            }
        }
    }
    for step in [
        SolverStep::LowerBound,
        SolverStep::ScoreBound,
        SolverStep::TableBound,
        SolverStep::NoSafeMove,
    ] {
        assert!(seen.contains(&step), "{step:?} in {seen:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn on_small_boards_the_recorder_takes_the_solvers_steps_in_the_last_parts(
        board in prop::sample::select(vec![(4u8, 4u8), (5, 4), (4, 5)]),
        columns in prop::collection::vec(0u8..5, 4..11),
        part in 9u8..=12,
    ) {
        let spec = GameSpec::ConnectFour { columns: board.0, rows: board.1 };
        let game = ConnectFour::new(board.0, board.1);
        let moves: String = columns
            .iter()
            .map(|&column| char::from(b'1' + column % board.0))
            .collect();
        let searches = solved_and_recorded(spec, &game, &moves, part);
        prop_assume!(searches.is_some());
        let (solved, recorded, ..) = searches.expect("a position");
        prop_assert_eq!(solved, recorded, "{:?} {} at part {}", board, moves, part);
    }
}

#[test]
fn middle_game_positions_grow_their_tree_and_record_the_solvers_steps() {
    let game = ConnectFour::standard();
    let rows: Vec<Vec<&str>> = POSITIONS
        .lines()
        .skip(1)
        .map(|line| line.split('\t').collect())
        .filter(|row: &Vec<&str>| row[0] == "Middle-Easy")
        .take(6)
        .collect();
    let mut grown = 0;
    for part in [9u8, 12] {
        let nodes_column = 3 + usize::from(part - 9);
        for row in &rows {
            let (solved, recorded, tree, _) =
                solved_and_recorded(GameSpec::CONNECT_FOUR, &game, row[1], part).expect("a search");
            grown += usize::from(tree.is_grown());
            assert_eq!(solved, recorded, "{} at part {part}", row[1]);
            let nodes: u32 = row[nodes_column].parse().expect("a count");
            assert_eq!(recorded.visits, nodes.max(1), "{} at part {part}", row[1]);
        }
    }
    // Most of them too big to build whole.
    assert!(grown >= 6, "{grown} grown");
}

#[test]
fn lesson_21_runs_parts_9_and_12_on_its_position_with_the_nodes_it_quotes() {
    let lesson: serde_json::Value =
        serde_json::from_str(include_str!("../../assets/lessons/en/21_connect_four.json"))
            .expect("a notebook");
    let cells = lesson["cells"].as_array().expect("cells");
    let runs: Vec<&serde_json::Value> = cells
        .iter()
        .filter(|cell| cell["type"] == "run" && cell["mode"]["skip_losing"] == true)
        .collect();
    assert_eq!(runs.len(), 2);
    let text = cells
        .iter()
        .filter_map(|cell| cell["source"].as_str())
        .find(|text| text.starts_with("## Parts 9 to 12"))
        .expect("the parts' text");
    for run in runs {
        let mode: search::Mode = serde_json::from_value(run["mode"].clone()).expect("a mode");
        let root = run["root"].as_str().expect("a root");
        let setup = SearchSetup::new(GameSpec::CONNECT_FOUR, root, None, mode);
        let (tree, node) = setup.tree().expect("a tree");
        let trace = search::record(&tree, node, mode);
        let visits = trace.summary().visits;
        assert!(text.contains(&format!("enters {visits} nodes")), "{visits}");
        // What `solve` counts for the same part.
        let moves: String = root.split(',').collect();
        let game = ConnectFour::standard();
        let position = search::position_of(&game, &moves).expect("a position");
        let part = if mode.lower_bounds { 12 } else { 9 };
        let ideas = SolverIdeas::part(part).expect("a part");
        let solved = search::Solver::new(&game, ideas).solve(&position);
        assert_eq!(u64::from(visits), solved.nodes);
    }
}
