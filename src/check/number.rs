//! Numbers in a student's trace: integers, decimals and the infinities, however written.

use std::borrow::Cow;

/// A window bound or a value: finite, or ±∞ written `"inf"`, `"-inf"` or Python's bare
/// `Infinity` / `-Infinity`.
pub(super) fn number(value: &serde_json::Value) -> Option<f64> {
    match value {
        serde_json::Value::Number(number) => number.as_f64().filter(|value| value.is_finite()),
        serde_json::Value::String(text) => match text.trim() {
            "inf" | "+inf" | "Infinity" | "+Infinity" | "∞" => Some(f64::INFINITY),
            "-inf" | "-Infinity" | "−∞" | "-∞" => Some(f64::NEG_INFINITY),
            other => other.parse::<f64>().ok().filter(|value| value.is_finite()),
        },
        _ => None,
    }
}

/// The line with Python's bare `Infinity` / `-Infinity` (not valid JSON) quoted, so that a
/// JSON reader takes it; text inside strings is left alone.
pub(super) fn quote_bare_infinities(line: &str) -> Cow<'_, str> {
    if !line.contains("Infinity") {
        return Cow::Borrowed(line);
    }
    let mut quoted = String::with_capacity(line.len() + 8);
    let mut in_string = false;
    let mut escaped = false;
    let mut rest = line;
    while let Some(character) = rest.chars().next() {
        if in_string {
            in_string = escaped || character != '"';
            escaped = !escaped && character == '\\';
        } else if character == '"' {
            in_string = true;
        } else if let Some(tail) = rest.strip_prefix("-Infinity") {
            quoted.push_str("\"-inf\"");
            rest = tail;
            continue;
        } else if let Some(tail) = rest.strip_prefix("Infinity") {
            quoted.push_str("\"inf\"");
            rest = tail;
            continue;
        }
        quoted.push(character);
        rest = &rest[character.len_utf8()..];
    }
    Cow::Owned(quoted)
}

/// Whether two values are the same number (decimals read back from text may differ in the
/// last bit).
pub(super) fn same(left: f64, right: f64) -> bool {
    left == right
        || left.is_finite()
            && right.is_finite()
            && (left - right).abs() <= 1e-9 * left.abs().max(right.abs()).max(1.0)
}

/// A value in a report: written as an integer when it is one, ±∞ as `"inf"` / `"-inf"`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Number(pub f64);

impl serde::Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Number(value) = *self;
        if value == f64::INFINITY {
            serializer.serialize_str("inf")
        } else if value == f64::NEG_INFINITY {
            serializer.serialize_str("-inf")
        } else if value.is_nan() {
            serializer.serialize_none()
        } else if value.fract() == 0.0 && value.abs() < 9.0e15 {
            serializer.serialize_i64(value as i64)
        } else {
            serializer.serialize_f64(value)
        }
    }
}

/// How people read it: −∞, ∞, or the number without a needless decimal point, a huge one
/// in powers of ten, negatives with the minus sign (−) that −∞ has.
impl std::fmt::Display for Number {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Number(value) = *self;
        let sign = if value < 0.0 { "−" } else { "" };
        let size = value.abs();
        if size == f64::INFINITY {
            write!(formatter, "{sign}∞")
        } else if size >= 1.0e15 {
            write!(formatter, "{sign}{size:e}")
        } else if size.fract() == 0.0 {
            write!(formatter, "{sign}{}", size as i64)
        } else {
            write!(formatter, "{sign}{size}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_infinities_outside_strings_are_quoted() {
        let line = r#"{"alpha": -Infinity, "beta": Infinity, "note": "Infinity"}"#;
        let quoted = quote_bare_infinities(line);
        let value: serde_json::Value = serde_json::from_str(&quoted).unwrap();
        assert_eq!(number(&value["alpha"]), Some(f64::NEG_INFINITY));
        assert_eq!(number(&value["beta"]), Some(f64::INFINITY));
        assert_eq!(value["note"], "Infinity");
    }

    #[test]
    fn people_read_one_minus_sign_and_huge_numbers_in_powers_of_ten() {
        let shown: Vec<String> = [-1.0, -0.5, 2.0, f64::NEG_INFINITY, 1e308, -1.5e20]
            .into_iter()
            .map(|value| Number(value).to_string())
            .collect();
        assert_eq!(shown, ["−1", "−0.5", "2", "−∞", "1e308", "−1.5e20"]);
    }

    #[test]
    fn numbers_are_integers_decimals_or_infinities() {
        let value: serde_json::Value =
            serde_json::from_str(r#"[1, -0.5, "inf", "-inf", "x", null]"#).unwrap();
        let read: Vec<Option<f64>> = value.as_array().unwrap().iter().map(number).collect();
        assert_eq!(
            read,
            [
                Some(1.0),
                Some(-0.5),
                Some(f64::INFINITY),
                Some(f64::NEG_INFINITY),
                None,
                None
            ]
        );
    }
}
