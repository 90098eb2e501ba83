//! A game's name as the command line, the settings and the notebook files write it: the
//! text a `GameSpec` reads from and writes as.

use std::fmt;
use std::str::FromStr;

use super::game_spec::{GameSpec, MAX_KALAH_PITS, MAX_KALAH_SEEDS};
use crate::game::{CONNECT_FOUR_COLUMNS, CONNECT_FOUR_ROWS, TEXTBOOK_PREFIX, TextbookError};

impl fmt::Display for GameSpec {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSpec::TicTacToe => write!(formatter, "tictactoe"),
            GameSpec::Othello4 => write!(formatter, "othello4"),
            GameSpec::Othello6 => write!(formatter, "othello6"),
            GameSpec::Othello8 => write!(formatter, "othello8"),
            GameSpec::OthelloPositional { size } => write!(formatter, "othello{size}:positional"),
            GameSpec::Kalah { pits, seeds } => write!(formatter, "kalah:{pits},{seeds}"),
            GameSpec::ConnectFour {
                columns: 7,
                rows: 6,
            } => write!(formatter, "connect4"),
            GameSpec::ConnectFour { columns, rows } => {
                write!(formatter, "connect4:{columns},{rows}")
            }
            GameSpec::Textbook(id) => write!(formatter, "{TEXTBOOK_PREFIX}{}", id.tree().text()),
        }
    }
}

/// Why a game's name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameSpecError {
    #[error("unknown game '{text}'")]
    UnknownGame { text: String },
    /// Kalah named without its two numbers.
    #[error("'{text}': not kalah:P,S")]
    KalahShape { text: String },
    /// Kalah's pits a side out of 1 to `max`.
    #[error("'{text}': pits '{number}' not from 1 to {max}")]
    KalahPits {
        text: String,
        number: String,
        max: u8,
    },
    /// Kalah's seeds a pit out of 1 to `max`.
    #[error("'{text}': seeds '{number}' not from 1 to {max}")]
    KalahSeeds {
        text: String,
        number: String,
        max: u8,
    },
    /// Connect Four's board not written as connect4:W,H, or a size the bitboards cannot hold.
    #[error("'{text}': not connect4:W,H with W from 4 to 8 and H from 4 to 7, W × (H + 1) ≤ 64")]
    ConnectFourSize { text: String },
    /// A textbook tree's text that does not parse.
    #[error("tree: {0}")]
    Textbook(TextbookError),
}

impl FromStr for GameSpec {
    type Err = GameSpecError;

    fn from_str(text: &str) -> Result<GameSpec, GameSpecError> {
        let text = text.trim();
        match text {
            "tictactoe" | "tic-tac-toe" => return Ok(GameSpec::TicTacToe),
            "othello4" => return Ok(GameSpec::Othello4),
            "othello6" => return Ok(GameSpec::Othello6),
            "othello8" | "othello" => return Ok(GameSpec::Othello8),
            "othello4:positional" => return Ok(GameSpec::OthelloPositional { size: 4 }),
            "othello6:positional" => return Ok(GameSpec::OthelloPositional { size: 6 }),
            "othello8:positional" | "othello:positional" => {
                return Ok(GameSpec::OthelloPositional { size: 8 });
            }
            "connect4" | "connect-four" => return Ok(GameSpec::CONNECT_FOUR),
            _ => {}
        }
        if let Some(size) = text.strip_prefix("connect4:") {
            return connect_four_size(size).ok_or_else(|| GameSpecError::ConnectFourSize {
                text: text.to_string(),
            });
        }
        if let Some(tree) = text.strip_prefix(TEXTBOOK_PREFIX) {
            return GameSpec::textbook(tree).map_err(GameSpecError::Textbook);
        }
        let Some(size) = text.strip_prefix("kalah:") else {
            return Err(GameSpecError::UnknownGame {
                text: text.to_string(),
            });
        };
        let numbers: Vec<&str> = size.split(',').map(str::trim).collect();
        let [pits, seeds] = numbers[..] else {
            return Err(GameSpecError::KalahShape {
                text: text.to_string(),
            });
        };
        let in_range = |number: &str, max: u8| {
            number
                .parse::<u8>()
                .ok()
                .filter(|value| (1..=max).contains(value))
        };
        let Some(pits) = in_range(pits, MAX_KALAH_PITS) else {
            return Err(GameSpecError::KalahPits {
                text: text.to_string(),
                number: pits.to_string(),
                max: MAX_KALAH_PITS,
            });
        };
        let Some(seeds) = in_range(seeds, MAX_KALAH_SEEDS) else {
            return Err(GameSpecError::KalahSeeds {
                text: text.to_string(),
                number: seeds.to_string(),
                max: MAX_KALAH_SEEDS,
            });
        };
        Ok(GameSpec::Kalah { pits, seeds })
    }
}

/// The board `W,H` when the bitboards hold it.
fn connect_four_size(size: &str) -> Option<GameSpec> {
    let (columns, rows) = size.split_once(',')?;
    let columns: u8 = columns.trim().parse().ok()?;
    let rows: u8 = rows.trim().parse().ok()?;
    let fits = CONNECT_FOUR_COLUMNS.contains(&columns)
        && CONNECT_FOUR_ROWS.contains(&rows)
        && columns as u32 * (rows as u32 + 1) <= 64;
    fits.then_some(GameSpec::ConnectFour { columns, rows })
}

impl serde::Serialize for GameSpec {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for GameSpec {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameSpec, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
