//! Python source in colour: keywords, names the language gives, strings, numbers and
//! comments, one line at a time (a string spanning lines is coloured to its line's end).

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId};

const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

const BUILTINS: [&str; 14] = [
    "print", "range", "len", "max", "min", "abs", "sorted", "list", "dict", "set", "tuple", "int",
    "float", "str",
];

/// What a piece of source is, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Plain,
    Keyword,
    Builtin,
    Text,
    Number,
    Comment,
}

fn colour(token: Token, dark: bool) -> Color32 {
    match (token, dark) {
        (Token::Plain, true) => Color32::from_gray(220),
        (Token::Plain, false) => Color32::from_gray(30),
        (Token::Keyword, true) => Color32::from_rgb(200, 140, 240),
        (Token::Keyword, false) => Color32::from_rgb(130, 30, 170),
        (Token::Builtin, true) => Color32::from_rgb(110, 190, 240),
        (Token::Builtin, false) => Color32::from_rgb(20, 90, 170),
        (Token::Text, true) => Color32::from_rgb(210, 170, 110),
        (Token::Text, false) => Color32::from_rgb(160, 70, 20),
        (Token::Number, true) => Color32::from_rgb(150, 210, 150),
        (Token::Number, false) => Color32::from_rgb(20, 120, 60),
        (Token::Comment, true) => Color32::from_gray(130),
        (Token::Comment, false) => Color32::from_gray(120),
    }
}

/// The pieces of one line and what each is.
fn tokens(line: &str) -> Vec<(Token, &str)> {
    let mut pieces = Vec::new();
    let bytes = line.as_bytes();
    let mut at = 0;
    while at < line.len() {
        let start = at;
        let byte = bytes[at];
        let token = if byte == b'#' {
            at = line.len();
            Token::Comment
        } else if byte == b'"' || byte == b'\'' {
            at += 1;
            while at < line.len() && bytes[at] != byte {
                at += if bytes[at] == b'\\' { 2 } else { 1 };
            }
            at = (at + 1).min(line.len());
            Token::Text
        } else if byte.is_ascii_digit() {
            while at < line.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'.') {
                at += 1;
            }
            Token::Number
        } else if byte.is_ascii_alphabetic() || byte == b'_' {
            while at < line.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
                at += 1;
            }
            let word = &line[start..at];
            if KEYWORDS.contains(&word) {
                Token::Keyword
            } else if BUILTINS.contains(&word) {
                Token::Builtin
            } else {
                Token::Plain
            }
        } else {
            at += line[at..].chars().next().map_or(1, char::len_utf8);
            Token::Plain
        };
        // A backslash can step into a character or past the line's end: the piece ends on
        // the next character boundary.
        at = at.min(line.len());
        while !line.is_char_boundary(at) {
            at += 1;
        }
        pieces.push((token, &line[start..at]));
    }
    pieces
}

/// The source laid out in colour, the line `marked` (counted from 1) on its fill.
pub fn highlighted(
    source: &str,
    font: &FontId,
    dark: bool,
    marked: Option<(u32, Color32)>,
) -> LayoutJob {
    let mut job = LayoutJob::default();
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let background = match marked {
            Some((number, fill)) if number as usize == index + 1 => fill,
            _ => Color32::TRANSPARENT,
        };
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        for (token, text) in tokens(body) {
            job.append(
                text,
                0.0,
                TextFormat {
                    font_id: font.clone(),
                    color: colour(token, dark),
                    background,
                    ..Default::default()
                },
            );
        }
        if !newline.is_empty() {
            job.append(
                newline,
                0.0,
                TextFormat {
                    font_id: font.clone(),
                    ..Default::default()
                },
            );
        }
    }
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_cut_into_its_kinds_and_loses_nothing() {
        let line = "    if value >= beta:  # cut 'here' \u{3b2}";
        let pieces = tokens(line);
        assert_eq!(
            pieces.iter().map(|(_, text)| *text).collect::<String>(),
            line
        );
        assert!(pieces.contains(&(Token::Keyword, "if")));
        assert!(pieces.contains(&(Token::Comment, "# cut 'here' \u{3b2}")));
        let call = tokens("print(\"α\", 12)");
        assert_eq!(call[0], (Token::Builtin, "print"));
        assert!(call.contains(&(Token::Text, "\"α\"")));
        assert!(call.contains(&(Token::Number, "12")));
        let open = tokens("x = 'abc\\");
        assert_eq!(
            open.iter().map(|(_, text)| *text).collect::<String>(),
            "x = 'abc\\"
        );
    }
}
