//! The shape of the full tic-tac-toe tree: its size per depth, its positions and their
//! classes under symmetry, and the move notation that names its nodes.

use std::collections::HashSet;
use std::sync::OnceLock;

use abtutor::game::{IllegalMove, MoveSyntaxError};
use abtutor::lang::Lang;
use abtutor::text;
use abtutor::tree::{NodeId, PathError, Tree};

// Only the board rule is used here.
#[allow(dead_code)]
use crate::reference;

fn tree() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(Tree::tic_tac_toe)
}

#[test]
fn the_tree_has_the_reference_size_per_depth() {
    let tree = tree();
    assert_eq!(tree.len(), 549_946);
    assert_eq!(tree.subtree_size(tree.root()), 549_946);
    let per_depth: Vec<usize> = (0..=tree.max_depth())
        .map(|depth| tree.nodes_at_depth(depth).len())
        .collect();
    assert_eq!(
        per_depth,
        [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
    );
    assert_eq!(tree.nodes_at_depth(10), 0..0);
}

#[test]
fn the_tree_has_5478_positions_and_765_up_to_symmetry() {
    let tree = tree();
    let nodes = || 0..tree.len() as NodeId;
    let keys: HashSet<u128> = nodes().map(|id| tree.position_key(id)).collect();
    assert_eq!(keys.len(), 5_478);
    let classes: HashSet<u32> = nodes().map(|id| tree.class_id(id)).collect();
    assert_eq!(classes.len(), 765);
    assert_eq!(tree.class_count(), 765);
    assert_eq!(tree.position_count(), 5_478);
}

#[test]
fn notation_round_trips_through_find_by_notation_for_every_node() {
    let tree = tree();
    for id in 0..tree.len() as NodeId {
        let notation = tree.notation(id);
        assert_eq!(tree.find_by_notation(&notation), Ok(id), "'{notation}'");
        assert_eq!(tree.find_by_moves(&tree.moves_to(id)), Ok(id));
    }
    assert_eq!(tree.find_by_notation("  "), Ok(tree.root()));
    assert_eq!(tree.notation(tree.root()), "");
    assert_eq!(
        tree.find_by_notation(" 20 , 01 "),
        tree.find_by_notation("20,01")
    );
}

#[test]
fn find_by_notation_rejects_occupied_cells_finished_games_and_garbage() {
    let tree = tree();
    let occupied = PathError::Illegal {
        number: 3,
        mv: "11".to_string(),
        reason: IllegalMove::CellTaken,
    };
    assert_eq!(tree.find_by_notation("11,00,11"), Err(occupied.clone()));
    assert_eq!(
        text::path_error(Lang::En, &occupied),
        "move 3 (11): that cell is already taken"
    );
    // o completes the top row (y = 0) on move 5; a sixth move comes too late.
    let over = PathError::GameOver {
        number: 6,
        mv: "22".to_string(),
    };
    assert_eq!(tree.find_by_notation("00,01,10,11,20,22"), Err(over));
    let off_board = tree.find_by_moves(&[4, 9]);
    assert!(
        matches!(
            &off_board,
            Err(PathError::Illegal {
                number: 2,
                reason: IllegalMove::CellOffBoard { cell: 9 },
                ..
            })
        ),
        "{off_board:?}"
    );
    for (garbage, number) in [
        ("zz", 1),
        ("00,30", 2),
        ("00,1", 2),
        ("00;10", 1),
        ("00,,10", 2),
    ] {
        let result = tree.find_by_notation(garbage);
        assert!(
            matches!(result, Err(PathError::BadMove { number: n, .. }) if n == number),
            "'{garbage}' gave {result:?}"
        );
    }
}

#[test]
fn a_move_not_in_the_notation_is_said_as_before() {
    let tree = tree();
    let Err(error) = tree.find_by_notation("00,30") else {
        panic!("30 is off the board");
    };
    assert_eq!(
        error,
        PathError::BadMove {
            number: 2,
            mv: "30".to_string(),
            reason: MoveSyntaxError::CoordinateOffBoard {
                text: "30".to_string(),
                axis: 'x',
                value: 3,
            },
        }
    );
    assert_eq!(
        text::path_error(Lang::En, &error),
        "move 2 (30): '30': x = 3 is off the board (0 to 2)"
    );
    let Err(error) = tree.find_by_notation("zz") else {
        panic!("zz is no move");
    };
    assert_eq!(
        text::path_error(Lang::En, &error),
        "move 1 (zz): 'zz' is not a move: 'z' is not a digit"
    );
}

/// Random play's chances, worked out here from the boards (each legal move equally likely),
/// apart from the tree: (first player wins, second wins, draw).
fn random_play(board: &mut [char; 9], turn: char) -> (f64, f64, f64) {
    match reference::three_in_a_row(&board.iter().collect::<String>()) {
        Some('o') => return (1.0, 0.0, 0.0),
        Some(_) => return (0.0, 1.0, 0.0),
        None => {}
    }
    let empty: Vec<usize> = (0..9).filter(|&cell| board[cell] == '.').collect();
    if empty.is_empty() {
        return (0.0, 0.0, 1.0);
    }
    let next = if turn == 'o' { 'x' } else { 'o' };
    let mut sum = (0.0, 0.0, 0.0);
    for &cell in &empty {
        board[cell] = turn;
        let (first, second, draw) = random_play(board, next);
        board[cell] = '.';
        sum = (sum.0 + first, sum.1 + second, sum.2 + draw);
    }
    let count = empty.len() as f64;
    (sum.0 / count, sum.1 / count, sum.2 / count)
}

#[test]
fn random_play_chances_are_worked_out_over_the_tree() {
    let tree = Tree::tic_tac_toe();
    let chances = tree.playout_probabilities();
    let root = chances[tree.root() as usize];
    let expected = random_play(&mut ['.'; 9], 'o');
    for (got, want) in [
        (root.first, expected.0),
        (root.second, expected.1),
        (root.draw, expected.2),
    ] {
        assert!((got - want).abs() < 1e-12, "{root:?} against {expected:?}");
    }
    // Every node's three chances add up to one.
    for outcome in &chances {
        assert!((outcome.first + outcome.second + outcome.draw - 1.0).abs() < 1e-9);
    }
}
