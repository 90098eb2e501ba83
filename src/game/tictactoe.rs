//! Tic-tac-toe: o moves first; cells are numbered 3y + x and played y outer, x inner.

use super::{BoardView, Game, Mark, Outcome, Scoring, Side};

const CELLS: usize = 9;
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const POWERS_OF_THREE: [u32; CELLS] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/// The eight symmetries of the square as cell permutations: image cell of each cell.
const SYMMETRIES: [[usize; CELLS]; 8] = {
    let mut table = [[0; CELLS]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut cell = 0;
        while cell < CELLS {
            let (mut x, mut y) = (cell % 3, cell / 3);
            if symmetry & 4 != 0 {
                (x, y) = (y, x);
            }
            if symmetry & 1 != 0 {
                x = 2 - x;
            }
            if symmetry & 2 != 0 {
                y = 2 - y;
            }
            table[symmetry][cell] = 3 * y + x;
            cell += 1;
        }
        symmetry += 1;
    }
    table
};

/// A tic-tac-toe position as two bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Board {
    pub first: u16,
    pub second: u16,
}

impl Board {
    pub fn plies(&self) -> u8 {
        (self.first | self.second).count_ones() as u8
    }

    fn mark(&self, cell: usize) -> Mark {
        if self.first >> cell & 1 == 1 {
            Mark::First
        } else if self.second >> cell & 1 == 1 {
            Mark::Second
        } else {
            Mark::Empty
        }
    }

    fn key_of(marks: impl Fn(usize) -> Mark) -> u32 {
        (0..CELLS)
            .map(|cell| match marks(cell) {
                Mark::Empty => 0,
                Mark::First => POWERS_OF_THREE[cell],
                Mark::Second => 2 * POWERS_OF_THREE[cell],
            })
            .sum()
    }

    pub fn from_key(key: u32) -> Board {
        let mut board = Board::default();
        let mut rest = key;
        for cell in 0..CELLS {
            match rest % 3 {
                1 => board.first |= 1 << cell,
                2 => board.second |= 1 << cell,
                _ => {}
            }
            rest /= 3;
        }
        board
    }
}

/// Tic-tac-toe on a 3×3 board.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

fn has_line(bits: u16) -> bool {
    LINES.iter().any(|&line| line & !bits == 0)
}

impl Game for TicTacToe {
    type Position = Board;

    fn initial(&self) -> Board {
        Board::default()
    }

    fn legal_moves(&self, position: &Board, moves: &mut Vec<u8>) {
        moves.clear();
        if self.outcome(position).is_some() {
            return;
        }
        let occupied = position.first | position.second;
        moves.extend((0..CELLS as u8).filter(|&cell| occupied >> cell & 1 == 0));
    }

    fn play(&self, position: &Board, mv: u8) -> Board {
        let mut next = *position;
        match self.side_to_move(position) {
            Side::First => next.first |= 1 << mv,
            Side::Second => next.second |= 1 << mv,
        }
        next
    }

    fn outcome(&self, position: &Board) -> Option<Outcome> {
        if has_line(position.first) {
            Some(Outcome::Win(Side::First))
        } else if has_line(position.second) {
            Some(Outcome::Win(Side::Second))
        } else if position.plies() as usize == CELLS {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn side_to_move(&self, position: &Board) -> Side {
        if position.plies().is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn key(&self, position: &Board) -> u32 {
        Board::key_of(|cell| position.mark(cell))
    }

    fn canonical_key(&self, position: &Board) -> u32 {
        SYMMETRIES
            .iter()
            .map(|image| {
                // The symmetric board has at image[cell] what this board has at cell.
                let mut marks = [Mark::Empty; CELLS];
                for (cell, &target) in image.iter().enumerate() {
                    marks[target] = position.mark(cell);
                }
                Board::key_of(|cell| marks[cell])
            })
            .min()
            .unwrap_or(0)
    }

    fn terminal_value(&self, outcome: Outcome, plies: u8, scoring: Scoring) -> i8 {
        let plies = plies as i8;
        match (outcome, scoring) {
            (Outcome::Draw, _) => 0,
            (Outcome::Win(Side::First), Scoring::Plain) => 1,
            (Outcome::Win(Side::Second), Scoring::Plain) => -1,
            (Outcome::Win(Side::First), Scoring::ShortestVictory) => (11 - plies) / 2,
            (Outcome::Win(Side::Second), Scoring::ShortestVictory) => (plies - 10) / 2,
        }
    }
}

impl BoardView for TicTacToe {
    fn name(&self) -> &'static str {
        "tic-tac-toe"
    }

    fn columns(&self) -> usize {
        3
    }

    fn rows(&self) -> usize {
        3
    }

    fn key_space(&self) -> usize {
        3usize.pow(CELLS as u32)
    }

    fn cell(&self, key: u32, index: usize) -> Mark {
        Board::from_key(key).mark(index)
    }

    fn score_range(&self, scoring: Scoring) -> (i8, i8) {
        match scoring {
            Scoring::Plain => (-1, 1),
            Scoring::ShortestVictory => (-2, 3),
        }
    }

    fn format_move(&self, mv: u8) -> String {
        format!("{}{}", mv % 3, mv / 3)
    }

    fn parse_move(&self, text: &str) -> Result<u8, String> {
        let digits: Vec<char> = text.trim().chars().collect();
        let [x, y] = digits[..] else {
            return Err(format!(
                "'{text}' is not a move: write two digits xy, each 0 to 2 (e.g. 20 = x 2, y 0)"
            ));
        };
        let coordinate = |digit: char, axis: &str| match digit.to_digit(10) {
            Some(value) if value < 3 => Ok(value as u8),
            Some(value) => Err(format!(
                "'{text}': {axis} = {value} is off the board (0 to 2)"
            )),
            None => Err(format!("'{text}' is not a move: '{digit}' is not a digit")),
        };
        Ok(3 * coordinate(y, "y")? + coordinate(x, "x")?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortest_victory_values_follow_the_move_count() {
        let game = TicTacToe;
        let first_win = Outcome::Win(Side::First);
        let second_win = Outcome::Win(Side::Second);
        assert_eq!(
            game.terminal_value(first_win, 5, Scoring::ShortestVictory),
            3
        );
        assert_eq!(
            game.terminal_value(first_win, 9, Scoring::ShortestVictory),
            1
        );
        assert_eq!(
            game.terminal_value(second_win, 6, Scoring::ShortestVictory),
            -2
        );
        assert_eq!(
            game.terminal_value(second_win, 8, Scoring::ShortestVictory),
            -1
        );
    }

    #[test]
    fn symmetric_boards_share_a_canonical_key() {
        let game = TicTacToe;
        let corner = |cell| game.play(&Board::default(), cell);
        let keys: Vec<u32> = [0, 2, 6, 8]
            .map(|cell| game.canonical_key(&corner(cell)))
            .to_vec();
        assert!(keys.iter().all(|&key| key == keys[0]));
        assert_ne!(game.canonical_key(&corner(1)), keys[0]);
    }

    #[test]
    fn moves_parse_as_x_then_y() {
        let game = TicTacToe;
        assert_eq!(game.parse_move("20"), Ok(2));
        assert_eq!(game.parse_move("02"), Ok(6));
        assert!(game.parse_move("30").is_err());
        assert!(game.parse_move("a").is_err());
        assert_eq!(game.format_move(5), "21");
    }
}
