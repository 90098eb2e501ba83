//! Othello on an N×N board (4, 6 or the standard 8), as bitboards: black (the first player) moves first; a
//! full board ends the game; a player with no legal move passes, and when the other cannot
//! move either the game ends and the empty squares go to the winner. Squares are named a1 … (columns a–, rows 1–; a1 = x 0, y 0), tried y outer, x inner.

use std::sync::OnceLock;

mod view;

use super::{Game, IllegalMove, Mark, PASS, PositionKey, Scoring, Side};

/// The eight directions as (dx, dy).
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The eight directions, those that raise a square's bit index first.
const RAY_DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];
const RISING_DIRECTIONS: usize = 4;

/// Per symmetry, per byte of the board: the image of each of the 256 sets of its squares.
type ImageTables = Vec<Vec<[u64; 256]>>;

/// An Othello position: one bit per square (bit y·N + x) for each colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Discs {
    pub black: u64,
    pub white: u64,
    pub black_to_move: bool,
    /// The last move was a pass: if this side cannot move either, the game is over.
    pub passed: bool,
}

/// Othello on an N×N board (N even, 4 ≤ N ≤ 8 so that a colour fits 64 bits).
#[derive(Clone, Copy, Debug)]
pub struct Othello {
    size: u32,
    full: u64,
    /// Squares not in the first / last column: a shift across the edge lands outside them.
    not_first_column: u64,
    not_last_column: u64,
    /// The positional evaluation's weight per square, when that evaluation is chosen.
    weights: Option<[i16; 64]>,
}

/// The four centre squares of the 8×8 board (d4, e4, d5, e5): never empty, so their white
/// bits follow from the black ones and the key keeps its two flags there.
const CENTRE_8: u64 = 1 << 27 | 1 << 28 | 1 << 35 | 1 << 36;
const PASSED_BIT_8: u32 = 27;
const BLACK_TO_MOVE_BIT_8: u32 = 28;

/// Positional weights: a corner is safe for good, the squares that give it away are bad.
const CORNER: i16 = 10;
const NEXT_TO_CORNER_ON_EDGE: i16 = -2;
const DIAGONAL_TO_CORNER: i16 = -5;
const OTHER_EDGE: i16 = 2;
const INSIDE: i16 = 1;

impl Othello {
    /// Othello whose horizon leaves are valued by corner and edge weights.
    pub fn positional(size: u32) -> Othello {
        let mut weights = [0; 64];
        let last = size - 1;
        for y in 0..size {
            for x in 0..size {
                let on_edge = |v: u32| v == 0 || v == last;
                let near_edge = |v: u32| v == 1 || v == last - 1;
                let centre = |v: u32| v * 2 + 1 == size - 1 || v * 2 + 1 == size + 1;
                weights[(y * size + x) as usize] = match (on_edge(x), on_edge(y)) {
                    (true, true) => CORNER,
                    (true, false) if near_edge(y) => NEXT_TO_CORNER_ON_EDGE,
                    (false, true) if near_edge(x) => NEXT_TO_CORNER_ON_EDGE,
                    (true, _) | (_, true) => OTHER_EDGE,
                    // On 4×4 the squares diagonal to the corners are the centre.
                    _ if near_edge(x) && near_edge(y) && !(centre(x) && centre(y)) => {
                        DIAGONAL_TO_CORNER
                    }
                    _ => INSIDE,
                };
            }
        }
        Othello {
            weights: Some(weights),
            ..Othello::new(size)
        }
    }

    fn weight_sum(&self, discs: u64) -> i32 {
        let weights = self.weights.unwrap_or([1; 64]);
        (0..self.squares())
            .filter(|&square| discs >> square & 1 == 1)
            .map(|square| weights[square] as i32)
            .sum()
    }

    pub fn new(size: u32) -> Othello {
        let even_from_4_to_8 = size.is_multiple_of(2) && (4..=8).contains(&size);
        assert!(even_from_4_to_8, "board sizes 4, 6 and 8");
        let full = u64::MAX >> (64 - size * size);
        let column = |x: u32| (0..size).fold(0u64, |bits, y| bits | 1 << (y * size + x));
        Othello {
            size,
            full,
            not_first_column: full & !column(0),
            not_last_column: full & !column(size - 1),
            weights: None,
        }
    }

    fn squares(&self) -> usize {
        (self.size * self.size) as usize
    }

    /// Every disc moved one square in a direction; discs leaving the board vanish.
    fn shift(&self, bits: u64, (dx, dy): (i32, i32)) -> u64 {
        let amount = dy * self.size as i32 + dx;
        let moved = if amount >= 0 {
            bits << amount
        } else {
            bits >> -amount
        };
        let kept = match dx {
            1 => self.not_first_column,
            -1 => self.not_last_column,
            _ => self.full,
        };
        moved & kept & self.full
    }

    /// The squares where `own` may play against `opponent`.
    fn move_squares(&self, own: u64, opponent: u64) -> u64 {
        let empty = self.full & !(own | opponent);
        let mut squares = 0;
        for direction in DIRECTIONS {
            let mut run = self.shift(own, direction) & opponent;
            for _ in 0..self.size - 3 {
                run |= self.shift(run, direction) & opponent;
            }
            squares |= self.shift(run, direction) & empty;
        }
        squares
    }

    /// The opponent discs a disc on `square` turns over: along each ray, the opponent's
    /// discs before the first square that is not theirs, when that square is `own`'s.
    fn flips(&self, own: u64, opponent: u64, square: u8) -> u64 {
        let rays = &self.rays()[square as usize];
        let mut flips = 0;
        for (direction, &ray) in rays.iter().enumerate() {
            let stops = ray & !opponent;
            if stops == 0 {
                continue;
            }
            // A ray runs up the bit indices in the first half of the directions.
            let (stop, between) = if direction < RISING_DIRECTIONS {
                let stop = stops & stops.wrapping_neg();
                (stop, ray & (stop - 1))
            } else {
                let stop = 1u64 << (63 - stops.leading_zeros());
                (stop, ray & !(stop | (stop - 1)))
            };
            if stop & own != 0 {
                flips |= between;
            }
        }
        flips
    }

    /// Per square, per direction (rising ones first): the squares from it to the edge of
    /// the board, itself excluded; built once per board size.
    fn rays(&self) -> &'static [[u64; 8]] {
        static BY_SIZE: [OnceLock<Vec<[u64; 8]>>; 3] = [const { OnceLock::new() }; 3];
        BY_SIZE[self.size_index()].get_or_init(|| {
            (0..self.squares())
                .map(|square| {
                    RAY_DIRECTIONS.map(|direction| {
                        let mut ray = 0;
                        let mut next = self.shift(1 << square, direction);
                        while next != 0 {
                            ray |= next;
                            next = self.shift(next, direction);
                        }
                        ray
                    })
                })
                .collect()
        })
    }

    /// 0, 1, 2 for the boards 4×4, 6×6, 8×8: where per-size tables are kept.
    fn size_index(&self) -> usize {
        (self.size / 2 - 2) as usize
    }

    fn own_and_opponent(position: &Discs) -> (u64, u64) {
        if position.black_to_move {
            (position.black, position.white)
        } else {
            (position.white, position.black)
        }
    }

    fn mark(position: &Discs, square: usize) -> Mark {
        if position.black >> square & 1 == 1 {
            Mark::First
        } else if position.white >> square & 1 == 1 {
            Mark::Second
        } else {
            Mark::Empty
        }
    }

    fn discs_of(&self, key: PositionKey) -> Discs {
        let (black, high) = (key as u64, (key >> 64) as u64);
        if self.size == 8 {
            return Discs {
                black,
                white: high & !CENTRE_8 | CENTRE_8 & !black,
                black_to_move: high >> BLACK_TO_MOVE_BIT_8 & 1 == 1,
                passed: high >> PASSED_BIT_8 & 1 == 1,
            };
        }
        Discs {
            black,
            white: high & ((1 << 62) - 1),
            black_to_move: key >> 127 & 1 == 1,
            passed: key >> 126 & 1 == 1,
        }
    }

    /// The square at (x, y) after one of the eight symmetries of the board.
    fn image_square(&self, symmetry: usize, square: u32) -> u32 {
        let last = self.size - 1;
        let (mut x, mut y) = (square % self.size, square / self.size);
        if symmetry & 4 != 0 {
            (x, y) = (y, x);
        }
        if symmetry & 1 != 0 {
            x = last - x;
        }
        if symmetry & 2 != 0 {
            y = last - y;
        }
        y * self.size + x
    }

    /// The discs mapped by one of the eight symmetries, a byte of squares at a time.
    fn image(&self, symmetry: usize, bits: u64) -> u64 {
        let tables = &self.image_tables()[symmetry];
        tables.iter().enumerate().fold(0, |image, (chunk, table)| {
            image | table[(bits >> (8 * chunk) & 0xFF) as usize]
        })
    }

    /// For each symmetry and each byte of the board, the image of every set of its squares;
    /// built once per board size.
    fn image_tables(&self) -> &'static ImageTables {
        static BY_SIZE: [OnceLock<ImageTables>; 3] = [const { OnceLock::new() }; 3];
        BY_SIZE[self.size_index()].get_or_init(|| {
            let squares = self.size * self.size;
            (0..8)
                .map(|symmetry| {
                    (0..squares.div_ceil(8))
                        .map(|chunk| {
                            let mut table = [0u64; 256];
                            for (byte, image) in table.iter_mut().enumerate() {
                                for bit in 0..8 {
                                    let square = 8 * chunk + bit;
                                    if byte >> bit & 1 == 1 && square < squares {
                                        *image |= 1 << self.image_square(symmetry, square);
                                    }
                                }
                            }
                            table
                        })
                        .collect()
                })
                .collect()
        })
    }

    fn why_illegal_here(&self, position: &Discs, mv: u8) -> IllegalMove {
        let (own, opponent) = Othello::own_and_opponent(position);
        if mv == PASS {
            IllegalMove::PassWhileMovesExist
        } else if self.move_squares(own, opponent) == 0 {
            IllegalMove::PassOnly
        } else if mv as usize >= self.squares() {
            IllegalMove::SquareOffBoard
        } else if (position.black | position.white) >> mv & 1 == 1 {
            IllegalMove::SquareTaken
        } else {
            IllegalMove::TurnsNothing {
                square: self.square_name(mv),
            }
        }
    }

    fn square_name(&self, square: u8) -> String {
        let (x, y) = (square as u32 % self.size, square as u32 / self.size);
        format!("{}{}", (b'a' + x as u8) as char, y + 1)
    }
}

impl Game for Othello {
    type Position = Discs;

    fn initial(&self) -> Discs {
        let centre = self.size / 2;
        let square = |x: u32, y: u32| 1u64 << (y * self.size + x);
        Discs {
            black: square(centre, centre - 1) | square(centre - 1, centre),
            white: square(centre - 1, centre - 1) | square(centre, centre),
            black_to_move: true,
            passed: false,
        }
    }

    fn legal_moves(&self, position: &Discs, moves: &mut Vec<u8>) {
        moves.clear();
        let (own, opponent) = Othello::own_and_opponent(position);
        if (own | opponent) == self.full {
            return;
        }
        let mut squares = self.move_squares(own, opponent);
        if squares == 0 {
            // The pass is a node of its own; a second pass in a row ends the game.
            if !position.passed {
                moves.push(PASS);
            }
            return;
        }
        while squares != 0 {
            moves.push(squares.trailing_zeros() as u8);
            squares &= squares - 1;
        }
    }

    fn max_moves(&self) -> usize {
        // A square each, or the pass.
        self.squares()
    }

    fn play(&self, position: &Discs, mv: u8) -> Discs {
        let mut next = Discs {
            black_to_move: !position.black_to_move,
            passed: mv == PASS,
            ..*position
        };
        if mv == PASS {
            return next;
        }
        let (own, opponent) = Othello::own_and_opponent(position);
        let flips = self.flips(own, opponent, mv);
        let (own, opponent) = (own | flips | 1 << mv, opponent & !flips);
        if position.black_to_move {
            (next.black, next.white) = (own, opponent);
        } else {
            (next.white, next.black) = (own, opponent);
        }
        next
    }

    fn side_to_move(&self, position: &Discs) -> Side {
        if position.black_to_move {
            Side::First
        } else {
            Side::Second
        }
    }

    fn terminal_value(&self, position: &Discs, _scoring: Scoring) -> i16 {
        let black = position.black.count_ones() as i16;
        let white = position.white.count_ones() as i16;
        let empty = self.squares() as i16 - black - white;
        // The empty squares go to the winner.
        match black.cmp(&white) {
            std::cmp::Ordering::Greater => black - white + empty,
            std::cmp::Ordering::Less => black - white - empty,
            std::cmp::Ordering::Equal => 0,
        }
    }

    fn evaluate(&self, position: &Discs) -> i16 {
        if self.weights.is_some() {
            return (self.weight_sum(position.black) - self.weight_sum(position.white)) as i16;
        }
        position.black.count_ones() as i16 - position.white.count_ones() as i16
    }

    fn key(&self, position: &Discs) -> PositionKey {
        if self.size == 8 {
            // A colour takes all 64 bits: the flags sit on white's centre bits, which are
            // known from black's.
            let high = position.white & !CENTRE_8
                | (position.passed as u64) << PASSED_BIT_8
                | (position.black_to_move as u64) << BLACK_TO_MOVE_BIT_8;
            return position.black as PositionKey | (high as PositionKey) << 64;
        }
        position.black as PositionKey
            | (position.white as PositionKey) << 64
            | (position.passed as PositionKey) << 126
            | (position.black_to_move as PositionKey) << 127
    }

    fn canonical_key(&self, position: &Discs) -> PositionKey {
        (0..8)
            .map(|symmetry| {
                self.key(&Discs {
                    black: self.image(symmetry, position.black),
                    white: self.image(symmetry, position.white),
                    ..*position
                })
            })
            .min()
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameView;

    #[test]
    fn positional_weights_favour_corners_and_shun_their_neighbours() {
        let game = Othello::positional(6);
        let weights = game.weights.unwrap();
        let row = |y: usize| weights[y * 6..y * 6 + 6].to_vec();
        assert_eq!(row(0), [10, -2, 2, 2, -2, 10]);
        assert_eq!(row(1), [-2, -5, 1, 1, -5, -2]);
        assert_eq!(row(2), [2, 1, 1, 1, 1, 2]);
        assert_eq!(game.evaluated_range(), (-104, 104));
        let small = Othello::positional(4).weights.unwrap();
        assert_eq!(small[..8], [10, -2, -2, 10, -2, 1, 1, -2]);
        // The start is symmetric: the evaluation is even.
        assert_eq!(game.evaluate(&game.initial()), 0);
    }

    #[test]
    fn black_has_four_opening_moves() {
        let game = Othello::new(4);
        let mut moves = Vec::new();
        game.legal_moves(&game.initial(), &mut moves);
        let names: Vec<String> = moves.iter().map(|&mv| game.format_move(mv)).collect();
        assert_eq!(names, ["b1", "a2", "d3", "c4"]);
    }

    #[test]
    fn a_move_turns_the_line_over() {
        let game = Othello::new(4);
        let after = game.play(&game.initial(), game.parse_move("b1").unwrap());
        assert_eq!(after.black.count_ones(), 4);
        assert_eq!(after.white.count_ones(), 1);
        assert!(!after.black_to_move);
    }

    #[test]
    fn keys_read_back_and_symmetric_openings_agree() {
        let game = Othello::new(4);
        let start = game.initial();
        assert_eq!(game.discs_of(game.key(&start)), start);
        let mut moves = Vec::new();
        game.legal_moves(&start, &mut moves);
        let canonical: Vec<PositionKey> = moves
            .iter()
            .map(|&mv| game.canonical_key(&game.play(&start, mv)))
            .collect();
        assert!(canonical.iter().all(|&key| key == canonical[0]));
    }

    #[test]
    fn notation_round_trips_and_refuses_bad_squares() {
        let game = Othello::new(4);
        assert_eq!(game.parse_move("c2"), Ok(6));
        assert_eq!(game.format_move(6), "c2");
        assert_eq!(game.parse_move("pass"), Ok(PASS));
        assert!(game.parse_move("e1").is_err());
        assert!(game.parse_move("a5").is_err());
        assert!(game.parse_move("zz").is_err());
    }

    /// Leaves `plies` moves below `position`, a finished game counting as a leaf.
    fn perft(game: &Othello, position: &Discs, plies: u32) -> u64 {
        if plies == 0 {
            return 1;
        }
        let mut moves = Vec::new();
        game.legal_moves(position, &mut moves);
        moves
            .iter()
            .map(|&mv| perft(game, &game.play(position, mv), plies - 1))
            .sum()
    }

    #[test]
    fn standard_othello_gives_the_known_perft_counts_through_depth_9() {
        let game = Othello::new(8);
        let known = [1, 4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288];
        let counted: Vec<u64> = (0..known.len() as u32)
            .map(|plies| perft(&game, &game.initial(), plies))
            .collect();
        assert_eq!(counted, known);
    }

    #[test]
    fn standard_keys_read_back_with_both_flags_and_full_colours() {
        let game = Othello::new(8);
        let start = game.initial();
        assert_eq!(game.board_text(game.key(&start)).len(), 64);
        let every = [
            start,
            Discs {
                black: !CENTRE_8 | 1 << 27,
                white: CENTRE_8 & !(1 << 27),
                black_to_move: false,
                passed: true,
            },
            Discs {
                black: 1 << 63 | 1 << 36,
                white: 1 | 1 << 27 | 1 << 28 | 1 << 35,
                black_to_move: true,
                passed: false,
            },
        ];
        for position in every {
            assert_eq!(game.discs_of(game.key(&position)), position);
        }
        let names: Vec<String> = {
            let mut moves = Vec::new();
            game.legal_moves(&start, &mut moves);
            moves.iter().map(|&mv| game.format_move(mv)).collect()
        };
        assert_eq!(names, ["d3", "c4", "f5", "e6"]);
        assert_eq!(game.parse_move("h8"), Ok(63));
        assert!(game.parse_move("i1").is_err());
    }
}
