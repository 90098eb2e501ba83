//! How Connect Four is named, shown and written: its board, columns and stones.

use super::{ConnectFour, HORIZON_WIN};
use crate::game::{
    Evaluation, Game, GameName, GameView, IllegalMove, LastMove, Mark, MoveSyntaxError, Numbered,
    Picture, PositionKey, PositionNote, Scoring, SideNames, SolvableByLength, SolverFacts, Spot,
    StartName, StoneStyle,
};

impl GameView for ConnectFour {
    fn spec_text(&self) -> String {
        if (self.columns, self.rows) == (7, 6) {
            "connect4".to_string()
        } else {
            format!("connect4:{},{}", self.columns, self.rows)
        }
    }

    fn name(&self) -> GameName {
        GameName::ConnectFour {
            columns: self.columns,
            rows: self.rows,
        }
    }

    fn side_names(&self) -> SideNames {
        SideNames::Turns
    }

    fn start_name(&self) -> StartName {
        StartName::EmptyBoard
    }

    fn score_range(&self, _scoring: Scoring) -> (i16, i16) {
        // The first player wins on its 4th stone at the soonest, the second on its 4th too.
        (-self.win_score(7), self.win_score(6))
    }

    fn evaluation_name(&self) -> Evaluation {
        Evaluation::OpenFours
    }

    fn evaluated_range(&self) -> (i16, i16) {
        let (low, high) = self.score_range(Scoring::Plain);
        (low - HORIZON_WIN, high + HORIZON_WIN)
    }

    fn has_symmetry(&self) -> bool {
        true
    }

    fn columns(&self) -> Option<usize> {
        Some(self.columns as usize)
    }

    fn cells(&self) -> Option<u32> {
        Some(SolvableByLength::cells(self))
    }

    fn solver_facts(&self, key: PositionKey) -> Option<SolverFacts> {
        let stones = self.stones_of(key);
        let playable = self.playable_unless_won(&stones);
        let mut threats = [0; 8];
        for (column, threat) in threats.iter_mut().enumerate().take(self.columns as usize) {
            if playable >> column & 1 == 1 {
                *threat = self.threats_after(&stones, column as u8) as u8;
            }
        }
        Some(SolverFacts {
            table_key: self.table_key(&stones),
            non_losing_moves: self.non_losing_moves(&stones),
            threats,
        })
    }

    fn format_move(&self, mv: u8) -> String {
        (mv + 1).to_string()
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError> {
        crate::game::parse_numbered_move(text, self.columns as usize, Numbered::Column)
    }

    fn notation_example(&self) -> &'static str {
        "4,4,5"
    }

    fn board_text(&self, key: PositionKey) -> String {
        self.board_lines_only(key).join("/")
    }

    fn board_lines(&self, key: PositionKey) -> Vec<String> {
        let mut lines: Vec<String> = self
            .board_lines_only(key)
            .iter()
            .map(|row| row.chars().map(|cell| format!(" {cell}")).collect())
            .collect();
        lines.push(
            (1..=self.columns)
                .map(|column| format!(" {column}"))
                .collect(),
        );
        lines
    }

    fn position_note(&self, key: PositionKey) -> Option<PositionNote> {
        let stones = self.stones_of(key);
        Some(if self.is_finished(&stones) {
            PositionNote::GameOver
        } else {
            PositionNote::ToMove(SideNames::Turns, self.side_to_move(&stones))
        })
    }

    fn canonical_key_of(&self, key: PositionKey) -> PositionKey {
        self.canonical_key(&self.stones_of(key))
    }

    fn why_illegal(&self, _key: PositionKey, mv: u8) -> IllegalMove {
        let (column, columns) = (mv as usize + 1, self.columns as usize);
        if mv as u32 >= self.columns {
            IllegalMove::NoSuchColumn { column, columns }
        } else {
            IllegalMove::ColumnFull { column }
        }
    }

    fn picture(&self, key: PositionKey, last_move: Option<LastMove>) -> Picture {
        let stones = self.stones_of(key);
        let mut cells = Vec::with_capacity((self.columns * self.rows) as usize);
        for row in (0..self.rows).rev() {
            for column in 0..self.columns {
                cells.push(self.mark_at(&stones, column, row));
            }
        }
        // The last stone of the column last played is its top stone.
        let last = last_move.and_then(|last| {
            let column = last.mv as u32;
            let height = (stones.occupied & self.column_cells(column)).count_ones();
            (column < self.columns && height > 0)
                .then(|| ((self.rows - height) * self.columns + column) as usize)
        });
        Picture::Grid {
            columns: self.columns as usize,
            rows: self.rows as usize,
            cells,
            style: StoneStyle::Drops,
            last,
            passed: false,
            to_move: (!self.is_finished(&stones)).then(|| self.side_to_move(&stones)),
            winning_lines: self.winning_lines(&stones),
        }
    }

    fn move_at(&self, _key: PositionKey, spot: Spot) -> Option<u8> {
        // Any cell of a column drops a stone into that column.
        match spot {
            Spot::Cell(cell) => Some((cell % self.columns as usize) as u8),
            Spot::Pit(..) => None,
        }
    }
}

impl ConnectFour {
    /// The board's rows, top first: `x` the first player's stones, `o` the second's.
    fn board_lines_only(&self, key: PositionKey) -> Vec<String> {
        let stones = self.stones_of(key);
        (0..self.rows)
            .rev()
            .map(|row| {
                (0..self.columns)
                    .map(|column| match self.mark_at(&stones, column, row) {
                        Mark::Empty => '.',
                        Mark::First => 'x',
                        Mark::Second => 'o',
                    })
                    .collect()
            })
            .collect()
    }
}
