//! The two languages of the tutor.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Ja,
}

impl Lang {
    /// Picks the text for this language.
    pub fn pick<'a>(self, english: &'a str, japanese: &'a str) -> &'a str {
        match self {
            Lang::En => english,
            Lang::Ja => japanese,
        }
    }
}
