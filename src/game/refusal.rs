//! Why the rules refuse a move, or a move's notation, as data: the text layer says it in
//! the user's language.

/// Why a move cannot be played in a position where the game goes on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// Tic-tac-toe: the cell holds a mark.
    #[error("that cell is already taken")]
    CellTaken,
    /// Tic-tac-toe: a cell number past the board's nine.
    #[error("cell {cell} is off the board (0 to 8)")]
    CellOffBoard { cell: u8 },
    /// Kalah: a pit number past the side's pits (both 1-based).
    #[error("there is no pit {pit} (pits 1 to {pits})")]
    NoSuchPit { pit: usize, pits: usize },
    /// Kalah: the pit holds no seed (1-based).
    #[error("pit {pit} is empty")]
    EmptyPit { pit: usize },
    /// Connect Four: a column number past the board's columns (both 1-based).
    #[error("there is no column {column} (columns 1 to {columns})")]
    NoSuchColumn { column: usize, columns: usize },
    /// Connect Four: the column is full (1-based).
    #[error("column {column} is full")]
    ColumnFull { column: usize },
    /// Othello: a pass while a move exists.
    #[error("a pass is allowed only when no move exists")]
    PassWhileMovesExist,
    /// Othello: no move exists, so the only move is a pass.
    #[error("no move exists here: the only move is pass")]
    PassOnly,
    #[error("that square is off the board")]
    SquareOffBoard,
    #[error("that square is already taken")]
    SquareTaken,
    /// Othello: the square, in the game's notation, turns no disc over.
    #[error("{square} turns no disc over, so it is not a move")]
    TurnsNothing { square: String },
    /// A textbook tree: the node has fewer children than the child's number (1-based).
    #[error("this node has {children} children: there is no child {child}")]
    NoSuchChild { children: usize, child: usize },
}

/// What a numbered move numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbered {
    /// Kalah's pits, 1 to the pits a side.
    Pit,
    /// A textbook node's children, 1 (the leftmost) to the most a node may have.
    Child,
    /// Connect Four's columns, 1 (the leftmost) to the board's width.
    Column,
}

/// Why a text is not a move in the game's notation; `text` is the text as typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveSyntaxError {
    /// Kalah or a textbook tree: not a number from 1 to `count`.
    #[error("'{text}' is not a move: a number from 1 to {count}")]
    NotNumbered {
        text: String,
        numbered: Numbered,
        count: usize,
    },
    /// Tic-tac-toe: not two characters.
    #[error("'{text}' is not a move: write two digits xy, each 0 to 2 (e.g. 20 = x 2, y 0)")]
    NotTwoDigits { text: String },
    /// Tic-tac-toe: one of the two characters is not a digit.
    #[error("'{text}' is not a move: '{digit}' is not a digit")]
    NotADigit { text: String, digit: char },
    /// Tic-tac-toe: a coordinate (`axis` is 'x' or 'y') past 2.
    #[error("'{text}': {axis} = {value} is off the board (0 to 2)")]
    CoordinateOffBoard {
        text: String,
        axis: char,
        value: u32,
    },
    /// Othello: neither a square nor `pass`; columns a to `last_column`, rows 1 to `size`.
    #[error("'{text}' is not a move: a square such as c2, or pass")]
    NotASquare {
        text: String,
        last_column: char,
        size: u32,
    },
    /// Othello: a square past the board's columns or rows.
    #[error("'{text}' is off the board (columns a–{last_column}, rows 1–{size})")]
    SquareOffBoard {
        text: String,
        last_column: char,
        size: u32,
    },
}
