//! How Othello is named, shown and written: its boards, squares and counts.

use super::Othello;
use crate::game::{
    Evaluation, Game, GameName, GameView, IllegalMove, LastMove, Mark, MoveSyntaxError, PASS,
    Picture, PositionKey, PositionNote, Scoring, Side, SideNames, Spot, StoneStyle,
};

impl GameView for Othello {
    fn spec_text(&self) -> String {
        match self.weights {
            Some(_) => format!("othello{}:positional", self.size),
            None => format!("othello{}", self.size),
        }
    }

    fn name(&self) -> GameName {
        let size = self.size;
        if self.weights.is_some() {
            GameName::OthelloPositional { size }
        } else {
            GameName::Othello { size }
        }
    }

    fn side_names(&self) -> SideNames {
        SideNames::Colours
    }

    fn evaluation_name(&self) -> Evaluation {
        if self.weights.is_some() {
            Evaluation::PositionalWeights
        } else {
            Evaluation::DiscDifference
        }
    }

    fn evaluated_range(&self) -> (i16, i16) {
        let squares = self.squares() as i32;
        let weights = self.weights.map_or(squares, |weights| {
            weights.iter().map(|weight| weight.abs() as i32).sum()
        });
        let bound = weights.max(squares) as i16;
        (-bound, bound)
    }

    fn score_range(&self, _scoring: Scoring) -> (i16, i16) {
        let squares = self.squares() as i16;
        (-squares, squares)
    }

    fn has_symmetry(&self) -> bool {
        true
    }

    fn format_move(&self, mv: u8) -> String {
        if mv == PASS {
            "pass".to_string()
        } else {
            self.square_name(mv)
        }
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("pass") {
            return Ok(PASS);
        }
        let (last_column, size) = ((b'a' + self.size as u8 - 1) as char, self.size);
        let mut characters = text.chars();
        let (Some(column), Ok(row)) = (characters.next(), characters.as_str().parse::<u32>())
        else {
            let text = text.to_string();
            return Err(MoveSyntaxError::NotASquare {
                text,
                last_column,
                size,
            });
        };
        let x = (column.to_ascii_lowercase() as u32).wrapping_sub('a' as u32);
        if x >= self.size || !(1..=self.size).contains(&row) {
            let text = text.to_string();
            return Err(MoveSyntaxError::SquareOffBoard {
                text,
                last_column,
                size,
            });
        }
        Ok(((row - 1) * self.size + x) as u8)
    }

    fn notation_example(&self) -> &'static str {
        match self.size {
            4 => "c4,b4,a4",
            6 => "c2,b2,a2",
            _ => "d3,c3,c4",
        }
    }

    fn board_text(&self, key: PositionKey) -> String {
        let position = self.discs_of(key);
        (0..self.squares())
            .map(|square| match Othello::mark(&position, square) {
                Mark::Empty => '.',
                Mark::First => 'b',
                Mark::Second => 'w',
            })
            .collect()
    }

    fn board_lines(&self, key: PositionKey) -> Vec<String> {
        let text: Vec<char> = self.board_text(key).chars().collect();
        let mut lines: Vec<String> = text
            .chunks(self.size as usize)
            .enumerate()
            .map(|(row, squares)| {
                let squares: Vec<String> = squares.iter().map(char::to_string).collect();
                format!("{} {}", row + 1, squares.join(" "))
            })
            .collect();
        let columns: Vec<String> = (0..self.size)
            .map(|x| ((b'a' + x as u8) as char).to_string())
            .collect();
        lines.insert(0, format!("  {}", columns.join(" ")));
        lines
    }

    fn position_note(&self, key: PositionKey) -> Option<PositionNote> {
        let position = self.discs_of(key);
        let mut moves = Vec::new();
        self.legal_moves(&position, &mut moves);
        Some(match position.black_to_move {
            _ if moves.is_empty() => PositionNote::GameOver,
            true => PositionNote::ToMove(SideNames::Colours, Side::First),
            false => PositionNote::ToMove(SideNames::Colours, Side::Second),
        })
    }

    fn canonical_key_of(&self, key: PositionKey) -> PositionKey {
        self.canonical_key(&self.discs_of(key))
    }

    fn why_illegal(&self, key: PositionKey, mv: u8) -> IllegalMove {
        self.why_illegal_here(&self.discs_of(key), mv)
    }

    fn picture(&self, key: PositionKey, last_move: Option<LastMove>) -> Picture {
        let position = self.discs_of(key);
        let passed = last_move.is_some_and(|last| last.mv == PASS);
        Picture::Grid {
            columns: self.size as usize,
            rows: self.size as usize,
            cells: (0..self.squares())
                .map(|square| Othello::mark(&position, square))
                .collect(),
            style: StoneStyle::Discs,
            last: last_move
                .filter(|last| last.mv != PASS)
                .map(|last| last.mv as usize),
            passed,
            to_move: Some(self.side_to_move(&position)),
            winning_lines: Vec::new(),
        }
    }

    fn move_at(&self, _key: PositionKey, spot: Spot) -> Option<u8> {
        match spot {
            Spot::Cell(square) if square < self.squares() => Some(square as u8),
            _ => None,
        }
    }

    fn final_counts(&self, key: PositionKey) -> Option<(u8, u8)> {
        let position = self.discs_of(key);
        Some((
            position.black.count_ones() as u8,
            position.white.count_ones() as u8,
        ))
    }
}
