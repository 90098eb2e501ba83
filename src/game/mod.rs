//! The rules of two-player, perfect-information games, as the tree, the search and the
//! player see them: positions behind exact keys, moves as small indices, pictures as data.
//!
//! A game is one module here: its rules (`Game`, generic and fast for the tree builder),
//! its face (`GameView`, object-safe, for everything else) and one line in `setup::GameSpec`.

mod connect4;
mod kalah;
mod names;
mod othello;
mod picture;
mod refusal;
mod textbook;
mod tictactoe;

pub use connect4::{CONNECT_FOUR_COLUMNS, CONNECT_FOUR_ROWS, ConnectFour, Stones};
pub use kalah::Kalah;
pub use names::{Evaluation, GameName, PositionNote, SideNames, StartName};
pub use othello::Othello;
pub use picture::{LastMove, Picture, Pits, Spot, StoneStyle};
pub use refusal::{IllegalMove, MoveSyntaxError, Numbered};
pub use textbook::{
    TEXTBOOK_PREFIX, Textbook, TextbookError, TextbookGame, TextbookId, TextbookNode,
    TextbookProblem, random_tree,
};
pub use tictactoe::TicTacToe;

/// Reads a move written as a number from 1 to `count` (Kalah's pits, a textbook tree's
/// children).
pub(crate) fn parse_numbered_move(
    text: &str,
    count: usize,
    numbered: Numbered,
) -> Result<u8, MoveSyntaxError> {
    match text.trim().parse::<usize>() {
        Ok(number) if (1..=count).contains(&number) => Ok(number as u8 - 1),
        _ => Err(MoveSyntaxError::NotNumbered {
            text: text.trim().to_string(),
            numbered,
            count,
        }),
    }
}

/// The side to move: the first player maximises, the second minimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// What a cell of a grid board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Empty,
    First,
    Second,
}

/// How finished games are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum Scoring {
    /// The game's own value (a win is +1 / −1 in tic-tac-toe).
    #[default]
    Plain,
    /// A quicker win scores more, a slower loss scores less (tic-tac-toe only).
    ShortestVictory,
}

/// The move code of a pass (a player with no legal move hands the turn over).
pub const PASS: u8 = 254;

/// An exact position key: equal keys, equal positions (side to move included).
pub type PositionKey = u128;

/// The rules, for building trees quickly: generic, so that positions stay plain values.
pub trait Game: Clone + Send + Sync + 'static {
    type Position: Copy + Send + Sync;

    fn initial(&self) -> Self::Position;
    /// Legal moves in the game's natural order; empty exactly when the game is over.
    fn legal_moves(&self, position: &Self::Position, moves: &mut Vec<u8>);
    fn play(&self, position: &Self::Position, mv: u8) -> Self::Position;
    /// The most legal moves any position can have: what memory bounds are worked out from.
    fn max_moves(&self) -> usize;
    /// Whether the game is over: no legal move. A game may say so without listing them.
    fn is_over(&self, position: &Self::Position, moves: &mut Vec<u8>) -> bool {
        self.legal_moves(position, moves);
        moves.is_empty()
    }
    fn side_to_move(&self, position: &Self::Position) -> Side;
    /// The value of a finished game (first player's view). It depends on the position
    /// alone, so that values are computed once per distinct position.
    fn terminal_value(&self, position: &Self::Position, scoring: Scoring) -> i16;
    /// The static evaluation of a position whose game goes on (first player's view), for
    /// leaves at a depth limit.
    fn evaluate(&self, position: &Self::Position) -> i16;
    /// A finished game's value under a depth limit: by default its usual value.
    fn horizon_terminal_value(&self, position: &Self::Position) -> i16 {
        self.terminal_value(position, Scoring::Plain)
    }
    /// In a game scored by how soon it is won: the cells of the board and the stones
    /// played, from which the solver's bounds follow (`search::solving`). `None` elsewhere.
    fn cells_and_played(&self, _position: &Self::Position) -> Option<(u32, u32)> {
        None
    }
    fn key(&self, position: &Self::Position) -> PositionKey;
    /// The smallest key among the position's symmetric images (the key itself without any).
    fn canonical_key(&self, position: &Self::Position) -> PositionKey;
    /// Keys all below this bound, when it is small: positions are then indexed directly.
    fn dense_key_bound(&self) -> Option<usize> {
        None
    }
}

/// A game scored by how soon it is won, from the side to move (Connect Four): what a
/// solver asks of it beyond the rules. A win made by the move after `n` stones scores
/// (cells + 1 − n) / 2, a loss the negation, a full board 0.
pub trait SolvableByLength: Game {
    /// The cells of the board: the most stones a game can have.
    fn cells(&self) -> u32;
    fn moves_played(&self, position: &Self::Position) -> u32;
    /// Whether the side to move wins at once by playing `mv`, a legal move.
    fn wins_with(&self, position: &Self::Position, mv: u8) -> bool;
    /// The legal moves as bits, bit `mv` for the move `mv` (none once the game is over).
    fn playable(&self, position: &Self::Position) -> u32;
    /// As [`SolvableByLength::playable`] in a position the last move did not win (a solver
    /// with the win check never enters one), without looking for its four.
    fn playable_unless_won(&self, position: &Self::Position) -> u32 {
        self.playable(position)
    }
    /// Whether some legal move wins at once (the position unfinished).
    fn has_winning_move(&self, position: &Self::Position) -> bool;
    /// A key unique to the position among positions of this game, for a solver's table.
    fn table_key(&self, position: &Self::Position) -> u64;
    /// The moves, as bits, after which the opponent cannot win at once (the position
    /// unfinished, the side to move unable to win at once): none when the opponent
    /// threatens two cells, only the blocking move when it threatens one.
    fn non_losing_moves(&self, position: &Self::Position) -> u32;
    /// How many empty cells would make four for the side to move after it plays `mv`.
    fn threats_after(&self, position: &Self::Position, mv: u8) -> u32;
}

/// What the solver tutorial's later ideas ask of a position, for a recorder that knows it by
/// its key: its key in the solver's table, the moves that do not lose at once, and each
/// move's threats (as [`SolvableByLength`] gives them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverFacts {
    pub table_key: u64,
    pub non_losing_moves: u32,
    /// Per move (by its number), the threats after it; 0 for a move not legal.
    pub threats: [u8; 8],
}

/// What everything but the tree builder needs to know of a game, with no generic types.
pub trait GameView: Send + Sync {
    /// The game as the command line names it (`kalah:3,2`), which `setup::GameSpec` reads.
    fn spec_text(&self) -> String;
    /// The game's name as people say it, e.g. Kalah(3,2).
    fn name(&self) -> GameName;
    /// How the game calls its two sides (black and white, say).
    fn side_names(&self) -> SideNames;
    /// The initial position's name (the empty board, say).
    fn start_name(&self) -> StartName {
        StartName::StartingPosition
    }
    /// The lowest and highest value a finished game can have.
    fn score_range(&self, scoring: Scoring) -> (i16, i16);
    /// The static evaluation, as the UI and the lessons name it.
    fn evaluation_name(&self) -> Evaluation;
    /// The lowest and highest value a leaf can have under a depth limit.
    fn evaluated_range(&self) -> (i16, i16) {
        self.score_range(Scoring::Plain)
    }
    /// Whether `Scoring::ShortestVictory` means anything for this game.
    fn scores_by_length(&self) -> bool {
        false
    }
    /// Whether some positions have symmetric images (so `exact-sym` differs from `exact`).
    fn has_symmetry(&self) -> bool;
    /// Whether moves are pits sown towards a store (so `store-first` order means something).
    fn has_stores(&self) -> bool {
        false
    }
    /// The columns across the board when moves are columns (so `center` order means
    /// something), numbered from 0 as the moves are.
    fn columns(&self) -> Option<usize> {
        None
    }
    /// In a game scored by how soon it is won: the cells of the board, the most moves a
    /// game has (a node's depth from the start is the moves played). `None` elsewhere.
    fn cells(&self) -> Option<u32> {
        None
    }
    /// In a game a solver solves: what its later ideas ask of the position `key` (see
    /// [`SolverFacts`]). `None` elsewhere.
    fn solver_facts(&self, _key: PositionKey) -> Option<SolverFacts> {
        None
    }
    /// A move as the command line writes it.
    fn format_move(&self, mv: u8) -> String;
    /// A move from the command line's notation.
    fn parse_move(&self, text: &str) -> Result<u8, MoveSyntaxError>;
    /// An example of a move list, for hints.
    fn notation_example(&self) -> &'static str;
    /// The position as one line of text (the JSON `board`).
    fn board_text(&self, key: PositionKey) -> String;
    /// The position's board as a few lines of text, for the terminal.
    fn board_lines(&self, key: PositionKey) -> Vec<String>;
    /// What the terminal prints under the board (whose move it is); `None` for nothing.
    fn position_note(&self, _key: PositionKey) -> Option<PositionNote> {
        None
    }
    /// The smallest key among the symmetric images of the position with this key.
    fn canonical_key_of(&self, key: PositionKey) -> PositionKey;
    /// Why `mv` cannot be played in the position with this key (one not over, where `mv`
    /// is not among the legal moves).
    fn why_illegal(&self, key: PositionKey, mv: u8) -> IllegalMove;
    /// What to draw for the position.
    fn picture(&self, key: PositionKey, last_move: Option<LastMove>) -> Picture;
    /// The move a player makes by pointing at `spot` of the position's picture, legal or
    /// not; `None` where pointing there means no move (the opponent's pit, a tree node).
    fn move_at(&self, _key: PositionKey, _spot: Spot) -> Option<u8> {
        None
    }
    /// What each side holds when the game is over (discs, seeds in the store), first
    /// player first; `None` where the value alone tells the result.
    fn final_counts(&self, _key: PositionKey) -> Option<(u8, u8)> {
        None
    }
    /// Whether a finished game has a winner (a textbook tree only ends at a number).
    fn names_a_winner(&self) -> bool {
        true
    }
}
