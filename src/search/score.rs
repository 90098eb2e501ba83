//! Scores with the two infinities the window starts from, in one byte.

use std::fmt;

/// A finite game value or ±∞.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i8);

impl Score {
    pub const NEG_INF: Score = Score(-127);
    pub const POS_INF: Score = Score(127);
    /// The largest finite value: a won game under a depth limit scores 100.
    pub const MAX_FINITE: i8 = 126;
    /// Marks "no score" inside a frame; never handed out.
    pub(crate) const NONE: Score = Score(i8::MIN);

    pub fn finite(value: i8) -> Score {
        let finite = value.abs() <= Score::MAX_FINITE;
        debug_assert!(finite, "game values stay well inside the infinities");
        Score(value)
    }

    /// The finite value, or `None` for ±∞.
    pub fn value(self) -> Option<i8> {
        self.is_finite().then_some(self.0)
    }

    /// The score as one byte, for fingerprints.
    pub(crate) fn byte(self) -> u8 {
        self.0 as u8
    }

    pub fn is_finite(self) -> bool {
        self != Score::NEG_INF && self != Score::POS_INF
    }

    /// One more, ±∞ staying ±∞ (the upper edge of a null window above it).
    pub fn plus_one(self) -> Score {
        match self.value() {
            Some(value) if value < Score::MAX_FINITE => Score(value + 1),
            _ => self,
        }
    }

    /// One less, ±∞ staying ±∞.
    pub fn minus_one(self) -> Score {
        match self.value() {
            Some(value) if value > -Score::MAX_FINITE => Score(value - 1),
            _ => self,
        }
    }

    /// The number as the number line places it, with ±∞ as ±inf.
    pub fn as_f64(self) -> f64 {
        match self {
            Score::NEG_INF => f64::NEG_INFINITY,
            Score::POS_INF => f64::INFINITY,
            Score(value) => value as f64,
        }
    }

    /// How people read it: −∞, ∞ or the number.
    pub fn symbol(self) -> String {
        match self {
            Score::NEG_INF => "−∞".to_string(),
            Score::POS_INF => "∞".to_string(),
            Score(value) => crate::lang::signed(value),
        }
    }

    pub(crate) fn option(self) -> Option<Score> {
        (self != Score::NONE).then_some(self)
    }
}

/// A window written `LO,HI`, each a whole number, `inf` or `-inf`, with LO ≤ HI.
pub fn parse_window(text: &str) -> Option<(Score, Score)> {
    let score = |part: &str| match part.trim() {
        "inf" | "+inf" => Some(Score::POS_INF),
        "-inf" => Some(Score::NEG_INF),
        number => number
            .parse::<i8>()
            .ok()
            .filter(|value| value.abs() <= Score::MAX_FINITE)
            .map(Score::finite),
    };
    let (low, high) = text.split_once(',')?;
    let (low, high) = (score(low)?, score(high)?);
    (low <= high).then_some((low, high))
}

/// The machine-readable form: `-inf`, `inf` or the number.
impl fmt::Display for Score {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::NEG_INF => write!(formatter, "-inf"),
            Score::POS_INF => write!(formatter, "inf"),
            Score(value) => write!(formatter, "{value}"),
        }
    }
}

impl serde::Serialize for Score {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.value() {
            Some(value) => serializer.serialize_i8(value),
            None => serializer.serialize_str(&self.to_string()),
        }
    }
}

/// A written score that is neither a small number nor an infinity.
#[derive(Debug, thiserror::Error)]
#[error("a score is a small number, \"inf\" or \"-inf\"")]
struct NotAScore;

impl<'de> serde::Deserialize<'de> for Score {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Score, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(i8),
            Text(String),
        }
        match Written::deserialize(deserializer)? {
            Written::Number(value) if value.abs() <= Score::MAX_FINITE => Ok(Score(value)),
            Written::Text(text) if text == "inf" => Ok(Score::POS_INF),
            Written::Text(text) if text == "-inf" => Ok(Score::NEG_INF),
            _ => Err(serde::de::Error::custom(NotAScore)),
        }
    }
}
