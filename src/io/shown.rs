//! Text that came from a student's program or a file name, made safe to show: control
//! characters escaped (a terminal would obey them), CSV cells that a spreadsheet would take
//! for a formula quoted.

use std::borrow::Cow;

/// Whether the character would act on a terminal rather than be shown: C0 and C1 controls
/// and DEL.
fn is_control(character: char) -> bool {
    character.is_control()
}

/// `text` with its control characters written as `\u{1b}`; newlines and tabs are kept when
/// `keep_lines` (a program's output, a traceback), escaped otherwise (a file name, a line
/// of a verdict).
pub fn control_escaped(text: &str, keep_lines: bool) -> Cow<'_, str> {
    let escaped = |character: char| {
        is_control(character) && !(keep_lines && matches!(character, '\n' | '\t'))
    };
    if !text.chars().any(escaped) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for character in text.chars() {
        if escaped(character) {
            shown.push_str(&format!("\\u{{{:x}}}", u32::from(character)));
        } else {
            shown.push(character);
        }
    }
    Cow::Owned(shown)
}

/// One CSV cell: controls escaped, a text that a spreadsheet would run as a formula
/// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) led by `'`, numbers kept
/// as numbers, and quoted where it holds a comma, a quote or a newline.
pub fn csv_field(text: &str) -> String {
    let is_number = text.parse::<f64>().is_ok() && text.chars().any(|c| c.is_ascii_digit());
    let formula = !is_number && text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let mut cell = String::new();
    if formula {
        cell.push('\'');
    }
    cell.push_str(&control_escaped(text, false));
    if cell.contains([',', '"', '\n']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_are_shown_not_obeyed() {
        let forged = "\u{1b}[2J\u{1b}[32mbob.py: correct\n";
        assert_eq!(
            control_escaped(forged, false),
            "\\u{1b}[2J\\u{1b}[32mbob.py: correct\\u{a}"
        );
        assert_eq!(control_escaped("a\tb\nc\u{7}", true), "a\tb\nc\\u{7}");
        assert!(matches!(control_escaped("plain", false), Cow::Borrowed(_)));
    }

    #[test]
    fn formulas_are_quoted_and_numbers_kept() {
        assert_eq!(
            csv_field("=HYPERLINK(\"x\").py"),
            "\"'=HYPERLINK(\"\"x\"\").py\""
        );
        assert_eq!(csv_field("-3"), "-3");
        assert_eq!(csv_field("-cmd"), "'-cmd");
        assert_eq!(csv_field("@sum"), "'@sum");
        assert_eq!(csv_field("alpha-beta, init_ab"), "\"alpha-beta, init_ab\"");
        assert_eq!(csv_field("say \"hi\", ok"), "\"say \"\"hi\"\", ok\"");
        assert_eq!(csv_field("12.5"), "12.5");
    }
}
