//! Scores with the two infinities the window starts from, in two bytes: wide enough for
//! evaluations that weigh squares or pieces.

use std::fmt;

/// A finite game value or ±∞.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i16);

impl Score {
    pub const NEG_INF: Score = Score(-i16::MAX);
    pub const POS_INF: Score = Score(i16::MAX);
    /// The largest finite value.
    pub const MAX_FINITE: i16 = i16::MAX - 1;
    /// Marks "no score" inside a frame, and the value of an outgrown search (its root was
    /// never settled): shown as "—", written as `null`.
    pub(crate) const NONE: Score = Score(i16::MIN);

    pub fn finite(value: i16) -> Score {
        let finite = value.abs() <= Score::MAX_FINITE;
        debug_assert!(finite, "game values stay well inside the infinities");
        Score(value)
    }

    /// The finite value, or `None` for ±∞.
    pub fn value(self) -> Option<i16> {
        self.is_finite().then_some(self.0)
    }

    /// The score's bytes for fingerprints: one byte within ±126 and for the infinities and
    /// "no score" (as when scores were one byte, so older fingerprints still match), two
    /// more beyond.
    pub(crate) fn fingerprint(self, take: &mut impl FnMut(&[u8])) {
        const ONE_BYTE: i16 = 126;
        match self {
            Score::NEG_INF => take(&[0x81]),
            Score::POS_INF => take(&[0x7f]),
            Score::NONE => take(&[0x80]),
            Score(value) if value.abs() <= ONE_BYTE => take(&[value as u8]),
            Score(value) => {
                take(&[0x80]);
                take(&value.to_le_bytes());
            }
        }
    }

    /// The score's two bytes, for fingerprints that take a word at a time.
    pub(crate) fn bits(self) -> u16 {
        self.0 as u16
    }

    /// The score whose two bytes [`Score::bits`] gave.
    pub(crate) fn from_bits(bits: u16) -> Score {
        Score(bits as i16)
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
            Score::NONE => "—".to_string(),
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
            .parse::<i16>()
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
            Score::NONE => write!(formatter, "none"),
            Score(value) => write!(formatter, "{value}"),
        }
    }
}

impl serde::Serialize for Score {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.value() {
            // An outgrown search's root, never settled.
            _ if *self == Score::NONE => serializer.serialize_none(),
            Some(value) => serializer.serialize_i16(value),
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
            Number(i16),
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
