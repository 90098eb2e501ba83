//! What the games call things, as values: the text layer names them in the user's
//! language.

use super::Side;

/// A game's name, e.g. Kalah with 3 pits a side and 2 seeds a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameName {
    TicTacToe,
    /// Othello on a `size`×`size` board.
    Othello {
        size: u32,
    },
    /// Othello whose horizon leaves are valued by corner and edge weights.
    OthelloPositional {
        size: u32,
    },
    Kalah {
        pits: usize,
        seeds: u8,
    },
    /// Connect Four on `columns` × `rows`.
    ConnectFour {
        columns: u32,
        rows: u32,
    },
    Textbook,
}

/// How a game calls its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideNames {
    /// o and x (tic-tac-toe).
    Marks,
    /// Black and white (Othello).
    Colours,
    /// The first and the second player (Kalah).
    Turns,
    /// Max and min (a textbook tree).
    MaxMin,
}

impl SideNames {
    /// The side's name as a key the catalogues select on: `o`, `black`, `first`, `max`, ….
    pub fn key(self, side: Side) -> &'static str {
        let (first, second) = match self {
            SideNames::Marks => ("o", "x"),
            SideNames::Colours => ("black", "white"),
            SideNames::Turns => ("first", "second"),
            SideNames::MaxMin => ("max", "min"),
        };
        match side {
            Side::First => first,
            Side::Second => second,
        }
    }
}

/// A game's initial position, as a lesson or a run names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartName {
    /// Any game's initial position.
    StartingPosition,
    /// Tic-tac-toe's.
    EmptyBoard,
    /// A textbook tree's.
    Root,
}

/// A game's static evaluation, the value of a horizon leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// Tic-tac-toe: lines still open to o, less those open to x.
    OpenLines,
    /// Othello: black's discs less white's.
    DiscDifference,
    /// Othello: the weights of black's squares less white's.
    PositionalWeights,
    /// Kalah: the first player's store less the second's.
    StoreDifference,
    /// Connect Four: lines of four still open to the first player less those open to the
    /// second, weighted by their stones (a three counts most).
    OpenFours,
    /// A textbook tree: numbers at its leaves only, 0 at a depth limit.
    LeavesOnly,
}

/// What the terminal prints under a position's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionNote {
    GameOver,
    /// The side to move, named by the game's [`SideNames`].
    ToMove(SideNames, Side),
    /// A textbook tree's node: a leaf, or an inner node of the side to move.
    Leaf,
    InnerNode(Side),
}
