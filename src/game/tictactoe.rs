//! Tic-tac-toe: o moves first; cells are numbered 3y + x and played y outer, x inner.

use super::{
    Evaluation, Game, GameName, GameView, IllegalMove, LastMove, Mark, MoveSyntaxError, Picture,
    PositionKey, Scoring, Side, SideNames, Spot, StartName, StoneStyle,
};

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

/// The base-3 key of each set of first-player cells (second-player cells count twice).
const KEY_OF_CELLS: [u32; 512] = {
    let mut table = [0; 512];
    let mut cells = 0;
    while cells < 512 {
        let mut cell = 0;
        while cell < CELLS {
            if cells >> cell & 1 == 1 {
                table[cells] += POWERS_OF_THREE[cell];
            }
            cell += 1;
        }
        cells += 1;
    }
    table
};

/// Whether each set of cells holds a line of three.
const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut cells = 0;
    while cells < 512 {
        let mut line = 0;
        while line < LINES.len() {
            if LINES[line] & !(cells as u16) == 0 {
                table[cells] = true;
            }
            line += 1;
        }
        cells += 1;
    }
    table
};

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

    fn key(&self) -> u32 {
        KEY_OF_CELLS[self.first as usize] + 2 * KEY_OF_CELLS[self.second as usize]
    }

    pub fn from_key(key: PositionKey) -> Board {
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

    /// The board mapped by one of the eight symmetries.
    fn image(&self, symmetry: &[usize; CELLS]) -> Board {
        let mut image = Board::default();
        for (cell, &target) in symmetry.iter().enumerate() {
            image.first |= (self.first >> cell & 1) << target;
            image.second |= (self.second >> cell & 1) << target;
        }
        image
    }
}

/// Tic-tac-toe on a 3×3 board.
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

impl TicTacToe {
    fn winner(position: &Board) -> Option<Side> {
        if HAS_LINE[position.first as usize] {
            Some(Side::First)
        } else if HAS_LINE[position.second as usize] {
            Some(Side::Second)
        } else {
            None
        }
    }
}

impl Game for TicTacToe {
    type Position = Board;

    fn initial(&self) -> Board {
        Board::default()
    }

    fn legal_moves(&self, position: &Board, moves: &mut Vec<u8>) {
        moves.clear();
        if TicTacToe::winner(position).is_some() {
            return;
        }
        let occupied = position.first | position.second;
        moves.extend((0..CELLS as u8).filter(|&cell| occupied >> cell & 1 == 0));
    }

    fn max_moves(&self) -> usize {
        9
    }

    fn play(&self, position: &Board, mv: u8) -> Board {
        let mut next = *position;
        match self.side_to_move(position) {
            Side::First => next.first |= 1 << mv,
            Side::Second => next.second |= 1 << mv,
        }
        next
    }

    fn side_to_move(&self, position: &Board) -> Side {
        if position.plies().is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn terminal_value(&self, position: &Board, scoring: Scoring) -> i16 {
        let plies = position.plies() as i16;
        match (TicTacToe::winner(position), scoring) {
            (None, _) => 0,
            (Some(Side::First), Scoring::Plain) => 1,
            (Some(Side::Second), Scoring::Plain) => -1,
            (Some(Side::First), Scoring::ShortestVictory) => (11 - plies) / 2,
            (Some(Side::Second), Scoring::ShortestVictory) => (plies - 10) / 2,
        }
    }

    fn evaluate(&self, position: &Board) -> i16 {
        // A line still open to a side holds none of the other side's marks.
        let open = |other: u16| LINES.iter().filter(|&&line| line & other == 0).count() as i16;
        open(position.second) - open(position.first)
    }

    fn horizon_terminal_value(&self, position: &Board) -> i16 {
        // A win must outweigh any evaluation (8 lines at most).
        match TicTacToe::winner(position) {
            Some(Side::First) => 100,
            Some(Side::Second) => -100,
            None => 0,
        }
    }

    fn key(&self, position: &Board) -> PositionKey {
        position.key() as PositionKey
    }

    fn canonical_key(&self, position: &Board) -> PositionKey {
        SYMMETRIES
            .iter()
            .map(|symmetry| position.image(symmetry).key())
            .min()
            .unwrap_or(0) as PositionKey
    }

    fn dense_key_bound(&self) -> Option<usize> {
        Some(3usize.pow(CELLS as u32))
    }
}

impl GameView for TicTacToe {
    fn spec_text(&self) -> String {
        "tictactoe".to_string()
    }

    fn name(&self) -> GameName {
        GameName::TicTacToe
    }

    fn side_names(&self) -> SideNames {
        SideNames::Marks
    }

    fn evaluation_name(&self) -> Evaluation {
        Evaluation::OpenLines
    }

    fn evaluated_range(&self) -> (i16, i16) {
        (-100, 100)
    }

    fn start_name(&self) -> StartName {
        StartName::EmptyBoard
    }

    fn score_range(&self, scoring: Scoring) -> (i16, i16) {
        match scoring {
            Scoring::Plain => (-1, 1),
            Scoring::ShortestVictory => (-2, 3),
        }
    }

    fn scores_by_length(&self) -> bool {
        true
    }

    fn has_symmetry(&self) -> bool {
        true
    }

    fn format_move(&self, mv: u8) -> String {
        format!("{}{}", mv % 3, mv / 3)
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError> {
        let digits: Vec<char> = text.trim().chars().collect();
        let [x, y] = digits[..] else {
            let text = text.to_string();
            return Err(MoveSyntaxError::NotTwoDigits { text });
        };
        let coordinate = |digit: char, axis: char| match digit.to_digit(10) {
            Some(value) if value < 3 => Ok(value as u8),
            Some(value) => Err(MoveSyntaxError::CoordinateOffBoard {
                text: text.to_string(),
                axis,
                value,
            }),
            None => Err(MoveSyntaxError::NotADigit {
                text: text.to_string(),
                digit,
            }),
        };
        Ok(3 * coordinate(y, 'y')? + coordinate(x, 'x')?)
    }

    fn notation_example(&self) -> &'static str {
        "00,10,20"
    }

    fn board_text(&self, key: PositionKey) -> String {
        let board = Board::from_key(key);
        (0..CELLS)
            .map(|cell| match board.mark(cell) {
                Mark::Empty => '.',
                Mark::First => 'o',
                Mark::Second => 'x',
            })
            .collect()
    }

    fn board_lines(&self, key: PositionKey) -> Vec<String> {
        let text: Vec<char> = self.board_text(key).chars().collect();
        text.chunks(3)
            .map(|row| {
                row.iter()
                    .map(char::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    fn canonical_key_of(&self, key: PositionKey) -> PositionKey {
        self.canonical_key(&Board::from_key(key))
    }

    fn why_illegal(&self, key: PositionKey, mv: u8) -> IllegalMove {
        let board = Board::from_key(key);
        if (mv as usize) < CELLS && (board.first | board.second) >> mv & 1 == 1 {
            IllegalMove::CellTaken
        } else {
            IllegalMove::CellOffBoard { cell: mv }
        }
    }

    fn picture(&self, key: PositionKey, last_move: Option<LastMove>) -> Picture {
        let board = Board::from_key(key);
        Picture::Grid {
            columns: 3,
            rows: 3,
            cells: (0..CELLS).map(|cell| board.mark(cell)).collect(),
            style: StoneStyle::Symbols,
            last: last_move.map(|last| last.mv as usize),
            passed: false,
            to_move: None,
            // The reference draws tic-tac-toe's boards without them.
            winning_lines: Vec::new(),
        }
    }

    fn move_at(&self, _key: PositionKey, spot: Spot) -> Option<u8> {
        match spot {
            Spot::Cell(cell) if cell < CELLS => Some(cell as u8),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortest_victory_values_follow_the_move_count() {
        let game = TicTacToe;
        let value =
            |first, second| game.terminal_value(&Board { first, second }, Scoring::ShortestVictory);
        // o's top row after 5 moves and after 9; x's top row after 6 and after 8.
        assert_eq!(value(0b000_000_111, 0b000_011_000), 3);
        assert_eq!(value(0b010_100_111, 0b101_011_000), 1);
        assert_eq!(value(0b100_011_000, 0b000_000_111), -2);
        assert_eq!(value(0b101_011_000, 0b010_000_111), -1);
    }

    #[test]
    fn symmetric_boards_share_a_canonical_key() {
        let game = TicTacToe;
        let corner = |cell| game.play(&Board::default(), cell);
        let keys: Vec<PositionKey> = [0, 2, 6, 8]
            .map(|cell| game.canonical_key(&corner(cell)))
            .to_vec();
        assert!(keys.iter().all(|&key| key == keys[0]));
        assert_ne!(game.canonical_key(&corner(1)), keys[0]);
    }

    #[test]
    fn keys_read_back_as_boards() {
        let board = Board {
            first: 0b100_010_001,
            second: 0b000_100_010,
        };
        assert_eq!(Board::from_key(TicTacToe.key(&board)), board);
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
