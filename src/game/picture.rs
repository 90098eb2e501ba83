//! What a position looks like, as data: the app draws it at any size, tests read it.

use super::{Mark, Side};

/// The move that led to a position, and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub side: Side,
    pub mv: u8,
}

/// How a grid game draws its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneStyle {
    /// ○ for the first player, × for the second.
    Symbols,
    /// Black discs for the first player, white for the second.
    Discs,
    /// Stones dropped into an upright board: red for the first player, yellow for the second.
    Drops,
}

/// A Kalah board: each side's pits in sowing order, and the stores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pits {
    pub first: Vec<u8>,
    pub second: Vec<u8>,
    pub first_store: u8,
    pub second_store: u8,
    /// The pit last sown from: its side and index (0 = pit 1).
    pub last: Option<(Side, usize)>,
}

/// A place on a picture that a player can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A cell of a grid, row-major, row 0 on top.
    Cell(usize),
    /// A pit: its side and index (0 = pit 1).
    Pit(Side, usize),
}

/// A position to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picture {
    Grid {
        columns: usize,
        rows: usize,
        /// Row-major, row 0 on top.
        cells: Vec<Mark>,
        style: StoneStyle,
        /// The cell last played, drawn in red.
        last: Option<usize>,
        /// The last move was a pass.
        passed: bool,
        /// Shown when the side to move is not plain from the board.
        to_move: Option<Side>,
        /// The lines that won the game, each from its first cell to its last, drawn through.
        winning_lines: Vec<(usize, usize)>,
    },
    Pits {
        pits: Pits,
        to_move: Option<Side>,
    },
    /// A node of a textbook tree: △ for a max node, ▽ for a min node, a leaf's number.
    TreeNode {
        side: Side,
        leaf_value: Option<i16>,
    },
}

/// The most squares, and pits a side, a board keeps readable at a tree node's size.
const READABLE_SQUARES: usize = 16;
const READABLE_PITS: usize = 4;

impl Picture {
    /// The side to move and the picture without its own turn marker, for a view that says
    /// whose turn it is beside the board rather than on it.
    pub fn take_turn(mut self) -> (Option<Side>, Picture) {
        let turn = match &mut self {
            Picture::Grid { to_move, .. } | Picture::Pits { to_move, .. } => to_move.take(),
            Picture::TreeNode { .. } => None,
        };
        (turn, self)
    }

    /// Whether the board stays readable drawn as small as a tree's node (a 4×4 board, a
    /// few pits); a 6×6 board or six pits a side become stripes there.
    pub fn is_readable_small(&self) -> bool {
        match self {
            Picture::Grid { columns, rows, .. } => columns * rows <= READABLE_SQUARES,
            Picture::Pits { pits, .. } => pits.first.len() <= READABLE_PITS,
            Picture::TreeNode { .. } => true,
        }
    }

    /// Width over height of the drawing.
    pub fn aspect(&self) -> f32 {
        match self {
            Picture::Grid { columns, rows, .. } => *columns as f32 / *rows as f32,
            // Two rows of pits with a store at each end.
            Picture::Pits { pits, .. } => (pits.first.len() + 2) as f32 / 2.0,
            Picture::TreeNode { .. } => 1.0,
        }
    }
}
