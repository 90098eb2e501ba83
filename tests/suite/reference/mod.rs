//! Tic-tac-toe's minimax worked out here from the boards of the leaves, apart from the
//! tree's own table and the search: the independent figure the invariants compare with.

use std::sync::OnceLock;

use abtutor::game::Scoring;
use abtutor::tree::{NodeId, Tree};

/// Who has three in a row on a board written row by row (`o`, `x`, `.`), if anyone.
pub fn three_in_a_row(board: &str) -> Option<char> {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    let cells: Vec<char> = board.chars().collect();
    LINES
        .iter()
        .map(|line| line.map(|cell| cells[cell]))
        .find(|marks| marks[0] != '.' && marks[0] == marks[1] && marks[1] == marks[2])
        .map(|marks| marks[0])
}

/// A finished game's value worked out from its board, as DESIGN states the rule: o wins +1,
/// x wins −1, a draw 0; with shortest victory o wins (11 − moves)/2, x wins (moves − 10)/2.
fn leaf_value(board: &str, scoring: Scoring) -> i16 {
    let moves = board.chars().filter(|&cell| cell != '.').count() as i16;
    match (three_in_a_row(board), scoring) {
        (None, _) => 0,
        (Some('o'), Scoring::Plain) => 1,
        (Some(_), Scoring::Plain) => -1,
        (Some('o'), Scoring::ShortestVictory) => (11 - moves) / 2,
        (Some(_), Scoring::ShortestVictory) => (moves - 10) / 2,
    }
}

/// Every node's minimax value, worked out here from the boards of the leaves up, apart from
/// the tree's own table (ids are breadth-first: a child's id is above its parent's).
pub fn naive_minimax(tree: &Tree, scoring: Scoring) -> &'static [i16] {
    static VALUES: [OnceLock<Vec<i16>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match scoring {
        Scoring::Plain => 0,
        Scoring::ShortestVictory => 1,
    };
    VALUES[slot].get_or_init(|| {
        let mut values = vec![0i16; tree.len()];
        for node in (0..tree.len() as NodeId).rev() {
            let children = tree.children(node);
            values[node as usize] = if children.is_empty() {
                leaf_value(&tree.board_text(node), scoring)
            } else {
                let scores = children.map(|child| values[child as usize]);
                let best = if tree.is_max_node(node) {
                    scores.max()
                } else {
                    scores.min()
                };
                best.expect("a node with children")
            };
        }
        values
    })
}
