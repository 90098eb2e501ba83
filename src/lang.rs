//! The languages of the tutor and their message catalogues: one Fluent file a language
//! (`assets/i18n/<code>.ftl`), where every user-facing text lives under an id with named
//! placeholders, so that each language keeps its own word order.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A whole number as people read it: a negative one with the minus sign (−) that −∞ has,
/// not a hyphen. Files and machine output keep ASCII.
pub fn signed(value: impl Into<i64>) -> String {
    let value = value.into();
    if value < 0 {
        format!("−{}", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

/// Declares the languages: a new language is one line here and one catalogue file.
macro_rules! languages {
    ($($variant:ident $code:literal $name:literal,)+) => {
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum Lang {
            #[default]
            $($variant,)+
        }

        impl Lang {
            /// Every language, in the order the language menu lists them.
            pub const ALL: &'static [Lang] = &[$(Lang::$variant,)+];

            /// The language's code, as the catalogue file, `--lang` and saved files name it.
            pub fn code(self) -> &'static str {
                match self {
                    $(Lang::$variant => $code,)+
                }
            }

            /// The language's own name for itself, as the language menu shows it.
            pub fn native_name(self) -> &'static str {
                match self {
                    $(Lang::$variant => $name,)+
                }
            }

            /// The catalogue's Fluent source.
            pub fn catalogue_source(self) -> &'static str {
                match self {
                    $(Lang::$variant => include_str!(concat!("../assets/i18n/", $code, ".ftl")),)+
                }
            }
        }
    };
}

languages! {
    En "en" "English",
    Ja "ja" "日本語",
}

impl Lang {
    /// Picks the text for this language (being replaced by catalogue messages).
    pub fn pick<'a>(self, english: &'a str, japanese: &'a str) -> &'a str {
        match self {
            Lang::En => english,
            _ => japanese,
        }
    }

    /// The language named by its code (`en`, `ja`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.iter().copied().find(|lang| lang.code() == code)
    }

    /// The message `id` without arguments.
    pub fn text(self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its placeholders filled. A message missing from this language's
    /// catalogue falls back to English, and one missing from every catalogue shows its id
    /// (the catalogue test keeps both from happening).
    pub fn format(self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.to_fluent());
        }
        let args = (!args.is_empty()).then_some(&fluent_args);
        for lang in [self, Lang::En] {
            if let Some(text) = format_in(lang, id, None, args) {
                return text;
            }
        }
        id.to_string()
    }

    /// The attribute `.attribute` of message `id` (a hover text beside its label, say).
    pub fn attribute(self, id: &str, attribute: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.to_fluent());
        }
        let args = (!args.is_empty()).then_some(&fluent_args);
        for lang in [self, Lang::En] {
            if let Some(text) = format_in(lang, id, Some(attribute), args) {
                return text;
            }
        }
        format!("{id}.{attribute}")
    }
}

/// A placeholder's value: text, or a number Fluent can pick a plural form by.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl Arg {
    fn to_fluent(&self) -> FluentValue<'static> {
        match self {
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Number(number) => FluentValue::from(*number),
        }
    }
}

macro_rules! number_args {
    ($($number:ty),+) => {
        $(impl From<$number> for Arg {
            fn from(number: $number) -> Self {
                Arg::Number(number as f64)
            }
        })+
    };
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}

/// `tr!(lang, "message-id")` or `tr!(lang, "message-id", frame = 12, node = name)`: the
/// message in the language, its placeholders filled by name.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $crate::lang::Lang::text($lang, $id)
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::Lang::format(
            $lang,
            $id,
            &[$((stringify!($name), $crate::lang::Arg::from($value))),+],
        )
    };
}

/// The catalogue of `Lang::ALL[index]`, parsed when first asked: a run in one language
/// never parses the others.
fn bundle_at(index: usize) -> &'static FluentBundle<FluentResource> {
    type Bundles = [OnceLock<FluentBundle<FluentResource>>; Lang::ALL.len()];
    static BUNDLES: Bundles = [const { OnceLock::new() }; Lang::ALL.len()];
    BUNDLES[index].get_or_init(|| bundle(Lang::ALL[index]))
}

/// The catalogue of one language. A catalogue that fails to parse keeps the messages that
/// did (the catalogue test fails on any error).
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(lang.catalogue_source().to_string())
        .unwrap_or_else(|(partial, _errors)| partial);
    let language = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![language]);
    // Unicode isolation marks around placeables would show as boxes in egui's text.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(whole_number_grouped));
    let _overridden = bundle.add_resource(resource);
    bundle
}

/// A whole number in a message is written with thousands separators; any other value as
/// Fluent writes it.
fn whole_number_grouped<M>(value: &FluentValue, _memoizer: &M) -> Option<String> {
    match value {
        FluentValue::Number(number)
            if number.value.fract() == 0.0
                && number.value.abs() < 1.0e15
                && number.options.minimum_fraction_digits.is_none() =>
        {
            Some(crate::numbers::count(number.value as i128))
        }
        _ => None,
    }
}

fn format_in(
    lang: Lang,
    id: &str,
    attribute: Option<&str>,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let index = Lang::ALL.iter().position(|each| *each == lang)?;
    let bundle = bundle_at(index);
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}
