//! Kalah(P, S): P pits a side, S seeds in each. A move sows one of the mover's pits
//! counter-clockwise, skipping the opponent's store; ending in the mover's own store gives
//! another move; ending in an empty pit of the mover's own captures it and the pit opposite
//! when that holds seeds. When one side's pits are all empty the game ends and each side
//! keeps what is left on its side. Moves are the mover's pits 1…P in sowing order.

use super::{
    Evaluation, Game, GameName, GameView, IllegalMove, LastMove, MoveSyntaxError, Numbered,
    Picture, Pits, PositionKey, PositionNote, Scoring, Side, SideNames, Spot,
};

/// Room for the largest Kalah: six pits a side and two stores.
const MAX_HOLES: usize = 14;
/// Bits a hole takes in a key: enough for every seed of the largest Kalah.
const KEY_BITS: u32 = 7;

/// A Kalah position. Holes in sowing order: the first player's pits 0…P−1, its store P,
/// the second player's pits P+1…2P, its store 2P+1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub holes: [u8; MAX_HOLES],
    pub first_to_move: bool,
}

/// Kalah with a given number of pits a side and seeds a pit.
#[derive(Clone, Copy, Debug)]
pub struct Kalah {
    pits: usize,
    seeds: u8,
}

impl Kalah {
    pub fn new(pits: u8, seeds: u8) -> Kalah {
        Kalah {
            pits: pits as usize,
            seeds,
        }
    }

    fn holes(&self) -> usize {
        2 * self.pits + 2
    }

    fn store(&self, side: Side) -> usize {
        match side {
            Side::First => self.pits,
            Side::Second => 2 * self.pits + 1,
        }
    }

    /// The hole of the mover's pit `index` (0 = pit 1).
    fn pit_hole(&self, side: Side, index: usize) -> usize {
        match side {
            Side::First => index,
            Side::Second => self.pits + 1 + index,
        }
    }

    fn side_pits<'a>(&self, board: &'a Board, side: Side) -> &'a [u8] {
        let start = self.pit_hole(side, 0);
        &board.holes[start..start + self.pits]
    }

    fn no_seeds_on_a_side(&self, board: &Board) -> bool {
        [Side::First, Side::Second]
            .into_iter()
            .any(|side| self.side_pits(board, side).iter().all(|&seeds| seeds == 0))
    }

    fn side(board: &Board) -> Side {
        if board.first_to_move {
            Side::First
        } else {
            Side::Second
        }
    }

    fn board_of(&self, key: PositionKey) -> Board {
        let mut holes = [0; MAX_HOLES];
        for (hole, seeds) in holes.iter_mut().enumerate().take(self.holes()) {
            *seeds = (key >> (KEY_BITS * hole as u32) & ((1 << KEY_BITS) - 1)) as u8;
        }
        Board {
            holes,
            first_to_move: key >> 127 == 1,
        }
    }
}

impl Game for Kalah {
    type Position = Board;

    fn initial(&self) -> Board {
        let mut holes = [0; MAX_HOLES];
        for side in [Side::First, Side::Second] {
            for index in 0..self.pits {
                holes[self.pit_hole(side, index)] = self.seeds;
            }
        }
        Board {
            holes,
            first_to_move: true,
        }
    }

    fn legal_moves(&self, board: &Board, moves: &mut Vec<u8>) {
        moves.clear();
        if self.no_seeds_on_a_side(board) {
            return;
        }
        let pits = self.side_pits(board, Kalah::side(board));
        moves.extend((0..self.pits as u8).filter(|&index| pits[index as usize] > 0));
    }

    fn max_moves(&self) -> usize {
        self.pits
    }

    fn play(&self, board: &Board, mv: u8) -> Board {
        let mover = Kalah::side(board);
        let own_store = self.store(mover);
        let skipped = self.store(mover.other());
        let mut next = *board;
        let mut hole = self.pit_hole(mover, mv as usize);
        let mut seeds = std::mem::take(&mut next.holes[hole]);
        let holes = self.holes();
        while seeds > 0 {
            // A comparison, not a remainder: this loop is most of building a Kalah tree.
            hole += 1;
            if hole == holes {
                hole = 0;
            }
            if hole != skipped {
                next.holes[hole] += 1;
                seeds -= 1;
            }
        }
        let own_pits = self.pit_hole(mover, 0)..self.pit_hole(mover, 0) + self.pits;
        // Pits face each other across the board: hole k lies opposite hole 2P − k.
        let opposite = 2 * self.pits - hole.min(2 * self.pits);
        if own_pits.contains(&hole) && next.holes[hole] == 1 && next.holes[opposite] > 0 {
            next.holes[own_store] += 1 + std::mem::take(&mut next.holes[opposite]);
            next.holes[hole] = 0;
        }
        if self.no_seeds_on_a_side(&next) {
            for side in [Side::First, Side::Second] {
                let start = self.pit_hole(side, 0);
                let left: u8 = next.holes[start..start + self.pits].iter().sum();
                next.holes[start..start + self.pits].fill(0);
                next.holes[self.store(side)] += left;
            }
        }
        next.first_to_move = if hole == own_store {
            board.first_to_move
        } else {
            !board.first_to_move
        };
        next
    }

    fn is_over(&self, board: &Board, _moves: &mut Vec<u8>) -> bool {
        self.no_seeds_on_a_side(board)
    }

    fn side_to_move(&self, board: &Board) -> Side {
        Kalah::side(board)
    }

    fn terminal_value(&self, board: &Board, _scoring: Scoring) -> i16 {
        board.holes[self.store(Side::First)] as i16 - board.holes[self.store(Side::Second)] as i16
    }

    fn evaluate(&self, board: &Board) -> i16 {
        // The seeds already in the stores.
        board.holes[self.store(Side::First)] as i16 - board.holes[self.store(Side::Second)] as i16
    }

    fn key(&self, board: &Board) -> PositionKey {
        let holes = board.holes[..self.holes()].iter().enumerate();
        holes.fold(
            (board.first_to_move as PositionKey) << 127,
            |key, (hole, &seeds)| key | (seeds as PositionKey) << (KEY_BITS * hole as u32),
        )
    }

    fn canonical_key(&self, board: &Board) -> PositionKey {
        self.key(board)
    }
}

impl GameView for Kalah {
    fn spec_text(&self) -> String {
        format!("kalah:{},{}", self.pits, self.seeds)
    }

    fn name(&self) -> GameName {
        GameName::Kalah {
            pits: self.pits,
            seeds: self.seeds,
        }
    }

    fn side_names(&self) -> SideNames {
        SideNames::Turns
    }

    fn evaluation_name(&self) -> Evaluation {
        Evaluation::StoreDifference
    }

    fn has_stores(&self) -> bool {
        true
    }

    fn score_range(&self, _scoring: Scoring) -> (i16, i16) {
        let all = (2 * self.pits) as i16 * self.seeds as i16;
        (-all, all)
    }

    fn has_symmetry(&self) -> bool {
        false
    }

    fn format_move(&self, mv: u8) -> String {
        (mv + 1).to_string()
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError> {
        super::parse_numbered_move(text, self.pits, Numbered::Pit)
    }

    fn notation_example(&self) -> &'static str {
        "3,1,2"
    }

    fn board_text(&self, key: PositionKey) -> String {
        let board = self.board_of(key);
        let list = |side| {
            let seeds: Vec<String> = self
                .side_pits(&board, side)
                .iter()
                .map(u8::to_string)
                .collect();
            seeds.join(",")
        };
        format!(
            "{}|{}|{}|{}",
            list(Side::First),
            board.holes[self.store(Side::First)],
            list(Side::Second),
            board.holes[self.store(Side::Second)]
        )
    }

    fn board_lines(&self, key: PositionKey) -> Vec<String> {
        let board = self.board_of(key);
        let row = |side| {
            let mut seeds: Vec<String> = self
                .side_pits(&board, side)
                .iter()
                .map(|seeds| format!("{seeds:>2}"))
                .collect();
            // The second player's pits run right to left across the top.
            if side == Side::Second {
                seeds.reverse();
            }
            format!("     {}", seeds.join("  "))
        };
        let width = 4 * self.pits + 2;
        vec![
            row(Side::Second),
            format!(
                "{:>2} {:width$} {:>2}",
                board.holes[self.store(Side::Second)],
                "",
                board.holes[self.store(Side::First)]
            ),
            row(Side::First),
        ]
    }

    fn position_note(&self, key: PositionKey) -> Option<PositionNote> {
        let board = self.board_of(key);
        Some(if self.no_seeds_on_a_side(&board) {
            PositionNote::GameOver
        } else {
            PositionNote::ToMove(SideNames::Turns, Kalah::side(&board))
        })
    }

    fn canonical_key_of(&self, key: PositionKey) -> PositionKey {
        key
    }

    fn why_illegal(&self, _key: PositionKey, mv: u8) -> IllegalMove {
        let (pit, pits) = (mv as usize + 1, self.pits);
        if mv as usize >= pits {
            IllegalMove::NoSuchPit { pit, pits }
        } else {
            IllegalMove::EmptyPit { pit }
        }
    }

    fn picture(&self, key: PositionKey, last_move: Option<LastMove>) -> Picture {
        let board = self.board_of(key);
        Picture::Pits {
            pits: Pits {
                first: self.side_pits(&board, Side::First).to_vec(),
                second: self.side_pits(&board, Side::Second).to_vec(),
                first_store: board.holes[self.store(Side::First)],
                second_store: board.holes[self.store(Side::Second)],
                last: last_move.map(|last| (last.side, last.mv as usize)),
            },
            to_move: (!self.no_seeds_on_a_side(&board)).then(|| Kalah::side(&board)),
        }
    }

    fn move_at(&self, key: PositionKey, spot: Spot) -> Option<u8> {
        // Only the mover's own pits are moves.
        match spot {
            Spot::Pit(side, index) if side == Kalah::side(&self.board_of(key)) => Some(index as u8),
            _ => None,
        }
    }

    fn final_counts(&self, key: PositionKey) -> Option<(u8, u8)> {
        let board = self.board_of(key);
        Some((
            board.holes[self.store(Side::First)],
            board.holes[self.store(Side::Second)],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(game: &Kalah, first: &[u8], stores: (u8, u8), second: &[u8]) -> Board {
        let mut holes = [0; MAX_HOLES];
        holes[..game.pits].copy_from_slice(first);
        holes[game.pits] = stores.0;
        holes[game.pits + 1..2 * game.pits + 1].copy_from_slice(second);
        holes[2 * game.pits + 1] = stores.1;
        Board {
            holes,
            first_to_move: true,
        }
    }

    #[test]
    fn ending_in_the_own_store_moves_again() {
        let game = Kalah::new(3, 2);
        // Pit 2 holds two seeds: one into pit 3, the last into the store.
        let next = game.play(&game.initial(), 1);
        assert!(next.first_to_move);
        assert_eq!(game.board_text(game.key(&next)), "2,0,3|1|2,2,2|0");
    }

    #[test]
    fn sowing_skips_the_opponent_store() {
        let game = Kalah::new(2, 1);
        let start = board(&game, &[1, 4], (0, 0), &[1, 1]);
        let next = game.play(&start, 1);
        // 4 seeds: own store, the two opponent pits, (not their store), pit 1.
        assert_eq!(game.board_text(game.key(&next)), "2,0|1|2,2|0");
        assert!(!next.first_to_move);
    }

    #[test]
    fn the_last_seed_in_an_empty_own_pit_captures_across() {
        let game = Kalah::new(3, 2);
        let start = board(&game, &[1, 0, 2], (0, 0), &[2, 3, 2]);
        // Pit 1's seed lands in the empty pit 2, opposite the second player's pit 2 (3 seeds).
        let next = game.play(&start, 0);
        assert_eq!(game.board_text(game.key(&next)), "0,0,2|4|2,0,2|0");
    }

    #[test]
    fn an_empty_side_ends_the_game_and_each_keeps_its_seeds() {
        let game = Kalah::new(2, 1);
        let start = board(&game, &[0, 1], (3, 1), &[2, 1]);
        let next = game.play(&start, 1);
        let mut moves = vec![0];
        game.legal_moves(&next, &mut moves);
        assert!(moves.is_empty());
        assert_eq!(game.board_text(game.key(&next)), "0,0|4|0,0|4");
        assert_eq!(game.terminal_value(&next, Scoring::Plain), 0);
    }

    #[test]
    fn pits_are_numbered_from_one() {
        let game = Kalah::new(3, 2);
        assert_eq!(game.parse_move("3"), Ok(2));
        assert_eq!(game.format_move(0), "1");
        assert!(game.parse_move("0").is_err());
        assert!(game.parse_move("4").is_err());
    }
}
