//! Connect Four on bitboards: stones drop into columns; four in a row in any direction wins,
//! sooner scoring more (the solver tutorial's score), and a full board is a draw.
//!
//! Each column takes `rows + 1` bits, bottom first, the extra bit a sentinel so that shifts
//! never carry from one column into the next.

mod view;

use super::{Game, Mark, PositionKey, Scoring, Side, SolvableByLength};

/// Board sizes the bitboards hold: a column's bits and its sentinel, for every column, in 64.
pub const CONNECT_FOUR_COLUMNS: std::ops::RangeInclusive<u8> = 4..=8;
pub const CONNECT_FOUR_ROWS: std::ops::RangeInclusive<u8> = 4..=7;

/// What a horizon leaf's win is lifted by, so that any evaluation stays below every win.
const HORIZON_WIN: i16 = 100;
/// The evaluation's bound: open lines never reach a win's lifted score.
const EVALUATION_BOUND: i32 = HORIZON_WIN as i32 - 1;

/// Connect Four on `columns` × `rows`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    columns: u32,
    rows: u32,
    /// The bottom cell of every column.
    bottom: u64,
    /// Every cell of the board (no sentinel).
    board: u64,
    /// Every line of four cells, as masks: the static evaluation counts them.
    lines: Vec<u64>,
    /// Where one multiplication gathers a bit a column (`rows + 1` apart) into consecutive
    /// bits: the multiplier and how far up it puts them.
    column_gather: Option<(u64, u32)>,
}

/// A multiplier that moves the bit of column `c` (at `c × height`) to bit `shift + c`, and
/// that shift, where no two of its partial products meet, so that no carry spoils the
/// result: checked on every set of columns. `None` where they would meet.
fn column_gather(columns: u32, height: u32) -> Option<(u64, u32)> {
    let step = height - 1;
    let shift = step * (columns - 1);
    let multiplier = (0..columns).fold(0u64, |bits, column| bits | 1 << (shift - step * column));
    let all = (1u64 << columns) - 1;
    let gathers = (0..=all).all(|set| {
        let spread = (0..columns)
            .filter(|column| set >> column & 1 == 1)
            .fold(0u64, |bits, column| bits | 1 << (column * height));
        (spread.wrapping_mul(multiplier) >> shift) & all == set
    });
    gathers.then_some((multiplier, shift))
}

/// A position: the side to move's stones, every stone, and how many were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stones {
    mover: u64,
    occupied: u64,
    played: u8,
}

impl ConnectFour {
    /// The board `columns` × `rows`; sizes outside the bitboards' reach are refused by
    /// `setup::GameSpec` before they get here.
    pub fn new(columns: u8, rows: u8) -> ConnectFour {
        let (columns, rows) = (columns as u32, rows as u32);
        assert!(columns * (rows + 1) <= 64, "the board must fit in 64 bits");
        let height = rows + 1;
        let mut bottom = 0;
        let mut board = 0;
        for column in 0..columns {
            bottom |= 1 << (column * height);
            board |= ((1u64 << rows) - 1) << (column * height);
        }
        let mut game = ConnectFour {
            columns,
            rows,
            bottom,
            board,
            lines: Vec::new(),
            column_gather: column_gather(columns, height),
        };
        game.lines = game.lines_of_four();
        game
    }

    /// The standard 7 × 6 board.
    pub fn standard() -> ConnectFour {
        ConnectFour::new(7, 6)
    }

    fn bit(&self, column: u32, row: u32) -> u64 {
        1 << (column * (self.rows + 1) + row)
    }

    fn column_cells(&self, column: u32) -> u64 {
        ((1u64 << self.rows) - 1) << (column * (self.rows + 1))
    }

    fn top_cell(&self, column: u32) -> u64 {
        self.bit(column, self.rows - 1)
    }

    fn lines_of_four(&self) -> Vec<u64> {
        let mut lines = Vec::new();
        let (columns, rows) = (self.columns as i32, self.rows as i32);
        for column in 0..columns {
            for row in 0..rows {
                for (step_column, step_row) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let (last_column, last_row) = (column + 3 * step_column, row + 3 * step_row);
                    if !(0..columns).contains(&last_column) || !(0..rows).contains(&last_row) {
                        continue;
                    }
                    lines.push((0..4).fold(0, |line, step| {
                        line | self.bit(
                            (column + step * step_column) as u32,
                            (row + step * step_row) as u32,
                        )
                    }));
                }
            }
        }
        lines
    }

    /// Whether `stones` hold four in a row.
    fn has_four(&self, stones: u64) -> bool {
        let height = self.rows + 1;
        // Vertical, horizontal and the two diagonals: a shift by one cell along each.
        [1, height, height - 1, height + 1]
            .into_iter()
            .any(|shift| {
                let pairs = stones & (stones >> shift);
                pairs & (pairs >> (2 * shift)) != 0
            })
    }

    /// The cells of the board where one more of `stones` would make four in a row.
    fn completing_cells(&self, stones: u64) -> u64 {
        let height = self.rows + 1;
        // Vertical: three below.
        let mut cells = (stones << 1) & (stones << 2) & (stones << 3);
        // Horizontal and the two diagonals: three on one side, or two and one around.
        for shift in [height, height - 1, height + 1] {
            let pairs_below = (stones << shift) & (stones << (2 * shift));
            cells |= pairs_below & (stones << (3 * shift));
            cells |= pairs_below & (stones >> shift);
            let pairs_above = (stones >> shift) & (stones >> (2 * shift));
            cells |= pairs_above & (stones >> (3 * shift));
            cells |= pairs_above & (stones << shift);
        }
        cells & self.board
    }

    /// The columns (as bits, bit `c` for column `c`) of cells at most one a column.
    fn columns_of(&self, cells: u64) -> u32 {
        (0..self.columns)
            .filter(|&column| cells & self.column_cells(column) != 0)
            .fold(0, |bits, column| bits | 1 << column)
    }

    fn can_play(&self, stones: &Stones, column: u32) -> bool {
        stones.occupied & self.top_cell(column) == 0
    }

    /// The cell a stone dropped into `column` lands on.
    fn landing_cell(&self, stones: &Stones, column: u32) -> u64 {
        (stones.occupied + (self.bottom & self.column_cells(column))) & self.column_cells(column)
    }

    /// Whether the side that just moved made four.
    fn last_move_won(&self, stones: &Stones) -> bool {
        self.has_four(stones.mover ^ stones.occupied)
    }

    fn is_finished(&self, stones: &Stones) -> bool {
        stones.occupied == self.board || self.last_move_won(stones)
    }

    /// The tutorial's score of a win made with the move after `played` stones.
    fn win_score(&self, played: u32) -> i16 {
        ((self.columns * self.rows + 1 - played) / 2) as i16
    }

    fn first_players_stones(stones: &Stones) -> u64 {
        if stones.played.is_multiple_of(2) {
            stones.mover
        } else {
            stones.mover ^ stones.occupied
        }
    }

    fn stones_of(&self, key: PositionKey) -> Stones {
        let occupied = (key >> 64) as u64;
        let first = key as u64;
        let played = occupied.count_ones() as u8;
        let mover = if played.is_multiple_of(2) {
            first
        } else {
            first ^ occupied
        };
        Stones {
            mover,
            occupied,
            played,
        }
    }

    fn mirrored(&self, bits: u64) -> u64 {
        let height = self.rows + 1;
        (0..self.columns).fold(0, |mirror, column| {
            let cells = (bits >> (column * height)) & ((1 << height) - 1);
            mirror | cells << ((self.columns - 1 - column) * height)
        })
    }

    fn mark_at(&self, stones: &Stones, column: u32, row: u32) -> Mark {
        let bit = self.bit(column, row);
        if stones.occupied & bit == 0 {
            Mark::Empty
        } else if ConnectFour::first_players_stones(stones) & bit != 0 {
            Mark::First
        } else {
            Mark::Second
        }
    }

    /// Open lines weighted by the stones in them (a three is a threat), first player's view.
    fn open_lines(&self, stones: &Stones) -> i32 {
        let first = ConnectFour::first_players_stones(stones);
        let second = first ^ stones.occupied;
        const WEIGHTS: [i32; 4] = [0, 1, 3, 9];
        self.lines
            .iter()
            .map(|&line| {
                let (mine, theirs) = ((first & line).count_ones(), (second & line).count_ones());
                match (mine, theirs) {
                    (0, 0) => 0,
                    (mine, 0) => WEIGHTS[mine.min(3) as usize],
                    (0, theirs) => -WEIGHTS[theirs.min(3) as usize],
                    _ => 0,
                }
            })
            .sum()
    }

    /// The lines of four the last mover holds, as the picture's cells at their two ends.
    fn winning_lines(&self, stones: &Stones) -> Vec<(usize, usize)> {
        let winner = stones.mover ^ stones.occupied;
        let cell_of = |bit: u32| {
            let (column, row) = (bit / (self.rows + 1), bit % (self.rows + 1));
            ((self.rows - 1 - row) * self.columns + column) as usize
        };
        self.lines
            .iter()
            .filter(|&&line| winner & line == line)
            .map(|&line| {
                let last_bit = 63 - line.leading_zeros();
                (cell_of(line.trailing_zeros()), cell_of(last_bit))
            })
            .collect()
    }

    fn key_of(&self, stones: &Stones) -> PositionKey {
        ((stones.occupied as PositionKey) << 64) | ConnectFour::first_players_stones(stones) as u128
    }
}

impl Game for ConnectFour {
    type Position = Stones;

    fn initial(&self) -> Stones {
        Stones {
            mover: 0,
            occupied: 0,
            played: 0,
        }
    }

    fn legal_moves(&self, stones: &Stones, moves: &mut Vec<u8>) {
        moves.clear();
        if self.is_finished(stones) {
            return;
        }
        moves.extend(
            (0..self.columns)
                .filter(|&column| self.can_play(stones, column))
                .map(|column| column as u8),
        );
    }

    fn play(&self, stones: &Stones, mv: u8) -> Stones {
        // Adding the column's bottom cell carries up to the first empty cell of that column.
        let bottom_cell = 1 << (u32::from(mv) * (self.rows + 1));
        Stones {
            mover: stones.mover ^ stones.occupied,
            occupied: stones.occupied | (stones.occupied + bottom_cell),
            played: stones.played + 1,
        }
    }

    fn max_moves(&self) -> usize {
        self.columns as usize
    }

    fn is_over(&self, stones: &Stones, _moves: &mut Vec<u8>) -> bool {
        self.is_finished(stones)
    }

    fn side_to_move(&self, stones: &Stones) -> Side {
        if stones.played.is_multiple_of(2) {
            Side::First
        } else {
            Side::Second
        }
    }

    fn terminal_value(&self, stones: &Stones, _scoring: Scoring) -> i16 {
        if !self.last_move_won(stones) {
            return 0;
        }
        let score = self.win_score(stones.played as u32 - 1);
        match self.side_to_move(stones) {
            // The second player is to move: the first made the four.
            Side::Second => score,
            Side::First => -score,
        }
    }

    fn evaluate(&self, stones: &Stones) -> i16 {
        self.open_lines(stones)
            .clamp(-EVALUATION_BOUND, EVALUATION_BOUND) as i16
    }

    fn cells_and_played(&self, stones: &Stones) -> Option<(u32, u32)> {
        Some((SolvableByLength::cells(self), self.moves_played(stones)))
    }

    fn horizon_terminal_value(&self, stones: &Stones) -> i16 {
        let value = self.terminal_value(stones, Scoring::Plain);
        value.signum() * HORIZON_WIN + value
    }

    fn key(&self, stones: &Stones) -> PositionKey {
        self.key_of(stones)
    }

    fn canonical_key(&self, stones: &Stones) -> PositionKey {
        let mirror = Stones {
            mover: self.mirrored(stones.mover),
            occupied: self.mirrored(stones.occupied),
            played: stones.played,
        };
        self.key_of(stones).min(self.key_of(&mirror))
    }
}

impl SolvableByLength for ConnectFour {
    fn cells(&self) -> u32 {
        self.columns * self.rows
    }

    fn moves_played(&self, stones: &Stones) -> u32 {
        stones.played as u32
    }

    fn playable(&self, stones: &Stones) -> u32 {
        match self.last_move_won(stones) {
            true => 0,
            false => self.playable_unless_won(stones),
        }
    }

    fn playable_unless_won(&self, stones: &Stones) -> u32 {
        if stones.occupied == self.board {
            return 0;
        }
        // A column is open while its top cell is empty.
        match self.column_gather {
            Some((multiplier, shift)) => {
                let open_tops = (!stones.occupied >> (self.rows - 1)) & self.bottom;
                let columns = (1u64 << self.columns) - 1;
                ((open_tops.wrapping_mul(multiplier) >> shift) & columns) as u32
            }
            None => (0..self.columns)
                .filter(|&column| self.can_play(stones, column))
                .fold(0, |bits, column| bits | 1 << column),
        }
    }

    fn has_winning_move(&self, stones: &Stones) -> bool {
        // The cells a stone lands on this move, and those that would make four: all at once.
        let landing = (stones.occupied + self.bottom) & self.board;
        landing & self.completing_cells(stones.mover) & !stones.occupied != 0
    }

    fn wins_with(&self, stones: &Stones, mv: u8) -> bool {
        self.has_four(stones.mover | self.landing_cell(stones, mv as u32))
    }

    fn table_key(&self, stones: &Stones) -> u64 {
        // Unique: the stones added to the occupied cells mark each column's height.
        stones.mover + stones.occupied
    }

    fn non_losing_moves(&self, stones: &Stones) -> u32 {
        let landing = (stones.occupied + self.bottom) & self.board;
        let opponent = stones.mover ^ stones.occupied;
        let threats = self.completing_cells(opponent) & !stones.occupied;
        let forced = landing & threats;
        let candidates = match forced {
            0 => landing,
            // Two cells to block at once: every move loses.
            _ if forced & (forced - 1) != 0 => return 0,
            _ => forced,
        };
        // Nor a stone right below a cell where the opponent would make four.
        self.columns_of(candidates & !(threats >> 1))
    }

    fn threats_after(&self, stones: &Stones, mv: u8) -> u32 {
        let landing = self.landing_cell(stones, u32::from(mv));
        // The cells empty before the move, as the tutorial counts them.
        (self.completing_cells(stones.mover | landing) & !stones.occupied).count_ones()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameView, IllegalMove, LastMove, Picture};

    fn after(game: &ConnectFour, columns: &str) -> Stones {
        columns.bytes().fold(game.initial(), |stones, digit| {
            game.play(&stones, digit - b'1')
        })
    }

    /// Positions of random games on every board size, each unfinished and with no win at
    /// once for the side to move.
    fn quiet_positions() -> Vec<(ConnectFour, Stones)> {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut positions = Vec::new();
        for (columns, rows) in [(4, 4), (5, 4), (7, 6), (8, 7)] {
            let game = ConnectFour::new(columns, rows);
            for _ in 0..300 {
                let mut stones = game.initial();
                loop {
                    if game.has_winning_move(&stones) || game.playable(&stones) == 0 {
                        break;
                    }
                    positions.push((game.clone(), stones));
                    let playable = game.playable(&stones);
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let pick = (seed % u64::from(playable.count_ones())) as usize;
                    let column = (0..8).filter(|c| playable >> c & 1 == 1).nth(pick).unwrap();
                    stones = game.play(&stones, column);
                }
            }
        }
        positions
    }

    #[test]
    fn a_non_losing_move_leaves_the_opponent_no_win_at_once() {
        for (game, stones) in quiet_positions() {
            let safe = (0..game.columns as u8)
                .filter(|&column| game.playable(&stones) >> column & 1 == 1)
                .filter(|&column| !game.has_winning_move(&game.play(&stones, column)))
                .fold(0, |bits, column| bits | 1 << column);
            assert_eq!(game.non_losing_moves(&stones), safe, "{stones:?}");
        }
    }

    #[test]
    fn a_moves_threats_are_the_empty_cells_that_would_then_make_four() {
        for (game, stones) in quiet_positions().into_iter().step_by(7) {
            for column in (0..game.columns as u8).filter(|&c| game.playable(&stones) >> c & 1 == 1)
            {
                let after = game.play(&stones, column);
                let mover = after.mover ^ after.occupied;
                let threats = (0..game.columns)
                    .flat_map(|c| (0..game.rows).map(move |r| (c, r)))
                    .map(|(c, r)| game.bit(c, r))
                    .filter(|&cell| stones.occupied & cell == 0)
                    .filter(|&cell| game.has_four(mover | cell))
                    .count() as u32;
                assert_eq!(
                    game.threats_after(&stones, column),
                    threats,
                    "{stones:?} {column}"
                );
            }
        }
    }

    #[test]
    fn the_open_columns_gathered_at_once_are_those_whose_top_cell_is_empty() {
        for columns in 4..=8u8 {
            for rows in 4..=7u8 {
                if u32::from(columns) * (u32::from(rows) + 1) > 64 {
                    continue;
                }
                let game = ConnectFour::new(columns, rows);
                // Fill columns one stone at a time in a fixed scramble, board after board.
                let mut stones = game.initial();
                for step in 0..u32::from(columns) * u32::from(rows) {
                    let expected = (0..game.columns)
                        .filter(|&column| game.can_play(&stones, column))
                        .fold(0, |bits, column| bits | 1 << column);
                    let size = format!("{columns}×{rows}");
                    assert_eq!(game.playable_unless_won(&stones), expected, "{size}");
                    let open: Vec<u32> = (0..game.columns)
                        .filter(|&column| expected >> column & 1 == 1)
                        .collect();
                    let column = open[(step as usize * 5 + 3) % open.len()];
                    stones = game.play(&stones, column as u8);
                }
                assert_eq!(game.playable_unless_won(&stones), 0, "a full board");
            }
        }
        assert!(ConnectFour::standard().column_gather.is_some());
    }

    #[test]
    fn four_in_a_row_ends_the_game_in_every_direction() {
        let game = ConnectFour::standard();
        // Vertical, horizontal, and both diagonals, each made by the first player.
        for moves in ["1212121", "1122334", "12233434474", "76655454414"] {
            let stones = after(&game, moves);
            assert!(game.is_over(&stones, &mut Vec::new()), "{moves}");
            let score = game.win_score(moves.len() as u32 - 1);
            assert_eq!(
                game.terminal_value(&stones, Scoring::Plain),
                score,
                "{moves}"
            );
        }
        let unfinished = after(&game, "121212");
        assert!(!game.is_over(&unfinished, &mut Vec::new()));
    }

    #[test]
    fn a_win_scores_twenty_two_less_the_winners_stones_on_the_standard_board() {
        let game = ConnectFour::standard();
        // The first player's four stones: 22 − 4 = 18.
        assert_eq!(
            game.terminal_value(&after(&game, "1212121"), Scoring::Plain),
            18
        );
        // The second player wins with its fourth stone: −(22 − 4).
        let second = after(&game, "12324212");
        assert_eq!(game.terminal_value(&second, Scoring::Plain), -18);
    }

    #[test]
    fn a_full_column_is_no_move_and_keys_read_back() {
        let game = ConnectFour::new(4, 4);
        let stones = after(&game, "1111");
        let mut moves = Vec::new();
        game.legal_moves(&stones, &mut moves);
        assert_eq!(moves, vec![1, 2, 3]);
        assert_eq!(game.stones_of(game.key(&stones)), stones);
        assert_eq!(
            game.why_illegal(game.key(&stones), 0),
            IllegalMove::ColumnFull { column: 1 }
        );
    }

    #[test]
    fn a_mirror_image_has_the_same_canonical_key() {
        let game = ConnectFour::standard();
        let (left, right) = (after(&game, "1123"), after(&game, "7765"));
        assert_ne!(game.key(&left), game.key(&right));
        assert_eq!(game.canonical_key(&left), game.canonical_key(&right));
    }

    #[test]
    fn any_evaluation_stays_below_every_win_at_the_horizon() {
        let game = ConnectFour::standard();
        let stones = after(&game, "445566");
        let evaluation = game.evaluate(&stones) as i32;
        assert!(evaluation.abs() <= EVALUATION_BOUND);
        let latest_win = game.horizon_terminal_value(&after(&game, "1212121"));
        assert!(latest_win as i32 > EVALUATION_BOUND);
    }

    #[test]
    fn the_picture_drops_stones_to_the_bottom_and_marks_the_last() {
        let game = ConnectFour::new(4, 4);
        let stones = after(&game, "22");
        let last = LastMove {
            side: Side::Second,
            mv: 1,
        };
        let Picture::Grid { cells, last, .. } = game.picture(game.key(&stones), Some(last)) else {
            panic!("a grid");
        };
        assert_eq!(cells[13], Mark::First);
        assert_eq!(cells[9], Mark::Second);
        assert_eq!(last, Some(9));
    }

    #[test]
    fn the_picture_draws_the_winning_four_through() {
        let game = ConnectFour::new(4, 4);
        // The first player's bottom row: cells 12 to 15 of the picture.
        let won = after(&game, "1122334");
        let Picture::Grid { winning_lines, .. } = game.picture(game.key(&won), None) else {
            panic!("a grid");
        };
        assert_eq!(winning_lines, vec![(12, 15)]);
        let unfinished = after(&game, "112233");
        let Picture::Grid { winning_lines, .. } = game.picture(game.key(&unfinished), None) else {
            panic!("a grid");
        };
        assert!(winning_lines.is_empty());
    }
}
