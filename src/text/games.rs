//! Games' names and the rules' refusals, in the user's language.

use crate::game::{
    Evaluation, GameName, GameView, IllegalMove, MoveSyntaxError, Numbered, PositionKey,
    PositionNote, Side, SideNames, StartName,
};
use crate::lang::Lang;
use crate::tr;

/// A game's name, e.g. "Kalah(3,2)".
pub fn game_name(lang: Lang, name: GameName) -> String {
    match name {
        GameName::TicTacToe => tr!(lang, "game-name-tic-tac-toe"),
        GameName::Othello { size } => tr!(lang, "game-name-othello", size = size),
        GameName::OthelloPositional { size } => {
            tr!(lang, "game-name-othello-positional", size = size)
        }
        GameName::Kalah { pits, seeds } => {
            tr!(lang, "game-name-kalah", pits = pits, seeds = seeds)
        }
        GameName::ConnectFour { columns, rows } => {
            tr!(
                lang,
                "game-name-connect-four-sized",
                columns = columns,
                rows = rows
            )
        }
        GameName::Textbook => tr!(lang, "game-name-textbook"),
    }
}

/// A side's name in a game that calls its sides `names` ("black", say).
pub fn side_name(lang: Lang, names: SideNames, side: Side) -> String {
    tr!(lang, "game-side", side = names.key(side))
}

/// The name of a game's initial position ("the empty board", say).
pub fn start_name(lang: Lang, name: StartName) -> String {
    match name {
        StartName::StartingPosition => tr!(lang, "game-start-position"),
        StartName::EmptyBoard => tr!(lang, "game-start-empty-board"),
        StartName::Root => tr!(lang, "game-start-root"),
    }
}

/// What a game's static evaluation counts.
pub fn evaluation_name(lang: Lang, evaluation: Evaluation) -> String {
    let id = match evaluation {
        Evaluation::OpenLines => "game-evaluation-open-lines",
        Evaluation::DiscDifference => "game-evaluation-disc-difference",
        Evaluation::PositionalWeights => "game-evaluation-positional-weights",
        Evaluation::StoreDifference => "game-evaluation-store-difference",
        Evaluation::OpenFours => "game-evaluation-open-fours",
        Evaluation::LeavesOnly => "game-evaluation-leaves-only",
    };
    tr!(lang, id)
}

/// What the terminal prints under a board ("black to move", say).
pub fn position_note(lang: Lang, note: PositionNote) -> String {
    match note {
        PositionNote::GameOver => tr!(lang, "game-over"),
        PositionNote::ToMove(names, side) => tr!(lang, "game-to-move", side = names.key(side)),
        PositionNote::Leaf => tr!(lang, "game-leaf"),
        PositionNote::InnerNode(side) => {
            tr!(lang, "game-inner-node", side = SideNames::MaxMin.key(side))
        }
    }
}

/// The position as the terminal prints it: the board, then whose move it is.
pub fn board_lines(lang: Lang, view: &dyn GameView, key: PositionKey) -> Vec<String> {
    let mut lines = view.board_lines(key);
    lines.extend(
        view.position_note(key)
            .map(|note| position_note(lang, note)),
    );
    lines
}

/// Why the rules refuse a move.
pub fn illegal_move(lang: Lang, illegal: &IllegalMove) -> String {
    match illegal {
        IllegalMove::CellTaken => tr!(lang, "game-illegal-cell-taken"),
        IllegalMove::CellOffBoard { cell } => {
            tr!(lang, "game-illegal-cell-off-board", cell = *cell)
        }
        IllegalMove::NoSuchPit { pit, pits } => {
            tr!(lang, "game-illegal-no-such-pit", pit = *pit, pits = *pits)
        }
        IllegalMove::EmptyPit { pit } => tr!(lang, "game-illegal-empty-pit", pit = *pit),
        IllegalMove::NoSuchColumn { column, columns } => tr!(
            lang,
            "game-illegal-no-such-column",
            column = *column,
            columns = *columns
        ),
        IllegalMove::ColumnFull { column } => {
            tr!(lang, "game-illegal-column-full", column = *column)
        }
        IllegalMove::PassWhileMovesExist => tr!(lang, "game-illegal-pass-while-moves-exist"),
        IllegalMove::PassOnly => tr!(lang, "game-illegal-pass-only"),
        IllegalMove::SquareOffBoard => tr!(lang, "game-illegal-square-off-board"),
        IllegalMove::SquareTaken => tr!(lang, "game-illegal-square-taken"),
        IllegalMove::TurnsNothing { square } => {
            tr!(lang, "game-illegal-turns-nothing", square = square)
        }
        IllegalMove::NoSuchChild { children, child } => tr!(
            lang,
            "game-illegal-no-such-child",
            children = *children,
            child = *child
        ),
    }
}

/// Why a text is not a move in the game's notation.
pub fn move_syntax_error(lang: Lang, error: &MoveSyntaxError) -> String {
    match error {
        MoveSyntaxError::NotNumbered {
            text,
            numbered: Numbered::Pit,
            count,
        } => tr!(lang, "game-move-not-a-pit", text = text, count = *count),
        MoveSyntaxError::NotNumbered {
            text,
            numbered: Numbered::Child,
            count,
        } => tr!(lang, "game-move-not-a-child", text = text, count = *count),
        MoveSyntaxError::NotNumbered {
            text,
            numbered: Numbered::Column,
            count,
        } => tr!(lang, "game-move-not-a-column", text = text, count = *count),
        MoveSyntaxError::NotTwoDigits { text } => {
            tr!(lang, "game-move-not-two-digits", text = text)
        }
        MoveSyntaxError::NotADigit { text, digit } => tr!(
            lang,
            "game-move-not-a-digit",
            text = text,
            digit = digit.to_string()
        ),
        MoveSyntaxError::CoordinateOffBoard { text, axis, value } => tr!(
            lang,
            "game-move-coordinate-off-board",
            text = text,
            axis = axis.to_string(),
            value = *value
        ),
        MoveSyntaxError::NotASquare {
            text,
            last_column,
            size,
        } => tr!(
            lang,
            "game-move-not-a-square",
            text = text,
            last = last_column.to_string(),
            size = *size
        ),
        MoveSyntaxError::SquareOffBoard {
            text,
            last_column,
            size,
        } => tr!(
            lang,
            "game-move-square-off-board",
            text = text,
            last = last_column.to_string(),
            size = *size
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_read_in_english_as_the_rules_print_them() {
        let refusals = [
            IllegalMove::CellTaken,
            IllegalMove::CellOffBoard { cell: 9 },
            IllegalMove::NoSuchPit { pit: 4, pits: 3 },
            IllegalMove::EmptyPit { pit: 2 },
            IllegalMove::PassWhileMovesExist,
            IllegalMove::PassOnly,
            IllegalMove::SquareOffBoard,
            IllegalMove::SquareTaken,
            IllegalMove::TurnsNothing {
                square: "a1".to_string(),
            },
            IllegalMove::NoSuchChild {
                children: 2,
                child: 3,
            },
        ];
        for refusal in refusals {
            assert_eq!(illegal_move(Lang::En, &refusal), refusal.to_string());
            assert_ne!(illegal_move(Lang::Ja, &refusal), refusal.to_string());
        }
        let japanese = illegal_move(Lang::Ja, &IllegalMove::EmptyPit { pit: 2 });
        assert_eq!(japanese, "2 番の穴は空です");
    }

    #[test]
    fn names_and_notes_are_said_in_each_language() {
        let kalah = GameName::Kalah { pits: 3, seeds: 2 };
        assert_eq!(game_name(Lang::En, kalah), "Kalah(3,2)");
        assert_eq!(game_name(Lang::Ja, kalah), "カラハ(3,2)");
        let positional = GameName::OthelloPositional { size: 6 };
        assert_eq!(game_name(Lang::En, positional), "6×6 Othello, positional");
        assert_eq!(
            side_name(Lang::En, SideNames::Colours, Side::Second),
            "white"
        );
        assert_eq!(side_name(Lang::Ja, SideNames::Colours, Side::Second), "白");
        let to_move = PositionNote::ToMove(SideNames::Turns, Side::First);
        assert_eq!(position_note(Lang::En, to_move), "first player to move");
        let inner = PositionNote::InnerNode(Side::Second);
        assert_eq!(position_note(Lang::En, inner), "min node");
        assert_eq!(start_name(Lang::Ja, StartName::Root), "ルートノード");
        let syntax = MoveSyntaxError::NotNumbered {
            text: "9".to_string(),
            numbered: Numbered::Pit,
            count: 3,
        };
        assert_eq!(
            move_syntax_error(Lang::En, &syntax),
            "'9' is not a move: write a pit number from 1 to 3"
        );
    }
}
