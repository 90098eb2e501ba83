//! Numbers as people read them, written one way wherever a person reads one (the app, the
//! notebooks, the command line's human output, the pictures and sheets): thousands
//! separators, the minus sign of −∞, percentages without exponents, powers of ten with
//! superscripts. Machine formats (JSON, CSV, traces, the solver's protocol) keep Rust's own.
//! Both languages write numbers alike; the catalogues' numbers come through [`count`] too.

/// The minus sign people read: the one −∞ has, not a hyphen.
const MINUS: char = '−';

/// A whole number of any integer type.
pub trait Whole {
    fn whole(self) -> i128;
}

macro_rules! wholes {
    ($($integer:ty),+) => {
        $(impl Whole for $integer {
            fn whole(self) -> i128 {
                self as i128
            }
        })+
    };
}
wholes!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, i128);

/// A whole number with thousands separators: "549,946", "−1,234", "12".
pub fn count(value: impl Whole) -> String {
    let value = value.whole();
    let digits = value.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if value < 0 {
        grouped.push(MINUS);
    }
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// A whole number's change, always signed: "+1,024", "−3", "+0".
pub fn change(change: impl Whole) -> String {
    let change = change.whole();
    let sign = if change < 0 { "" } else { "+" };
    format!("{sign}{}", count(change))
}

/// A percentage's digits, without the sign "%": one decimal from 1 % up ("60.0"), two
/// significant digits below it ("0.0037"), "0.0" for nothing.
pub fn percent_digits(percent: f64) -> String {
    let size = percent.abs();
    let text = if !percent.is_finite() {
        return "—".to_string();
    } else if size >= 1.0 || size == 0.0 {
        format!("{size:.1}")
    } else {
        let decimals = (1 - size.log10().floor() as i32).max(1) as usize;
        format!("{size:.decimals$}")
    };
    if percent < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("{MINUS}{text}")
    } else {
        text
    }
}

/// A percentage: "60.0%", "0.0037%".
pub fn percent(percent: f64) -> String {
    format!("{}%", percent_digits(percent))
}

/// The part `part` is of `whole`, as a percentage ("0.0%" of nothing).
pub fn share(part: f64, whole: f64) -> String {
    if whole == 0.0 {
        percent(0.0)
    } else {
        percent(100.0 * part / whole)
    }
}

/// A percentage's change, always signed: "+40.0%", "−0.50%", "+0.0%".
pub fn percent_change(change: f64) -> String {
    let digits = percent_digits(change);
    if digits.starts_with(MINUS) {
        format!("{digits}%")
    } else {
        format!("+{digits}%")
    }
}

/// A large count as people read it: "4.5 × 10¹²", or the whole number with separators
/// below a million.
pub fn large_count(value: f64) -> String {
    if value.is_nan() {
        return "—".to_string();
    }
    if value.is_infinite() {
        return if value < 0.0 { "−∞" } else { "∞" }.to_string();
    }
    if value.abs() < 1.0e6 {
        return count(value.round() as i128);
    }
    let exponent = value.abs().log10().floor();
    let mantissa = value / 10f64.powf(exponent);
    // Rounding may carry the mantissa to 10.0.
    let (mantissa, exponent) = if mantissa.abs() >= 9.95 {
        (mantissa / 10.0, exponent + 1.0)
    } else {
        (mantissa, exponent)
    };
    format!(
        "{} × 10{}",
        format!("{mantissa:.1}").replace('-', &MINUS.to_string()),
        superscript(exponent as i64)
    )
}

/// An exponent in superscript digits: "¹²", "⁻³".
pub fn superscript(exponent: i64) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut text = String::new();
    if exponent < 0 {
        text.push('⁻');
    }
    for digit in exponent.unsigned_abs().to_string().bytes() {
        text.push(DIGITS[usize::from(digit - b'0')]);
    }
    text
}

/// The smallest 1, 2 or 5 × 10ⁿ at or above `value`: where a chart's axis ends.
pub fn nice_ceiling(value: f64) -> f64 {
    if !value.is_finite() || value <= 0.0 {
        return 1.0;
    }
    let power = 10f64.powf(value.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|step| step * power)
        .find(|&end| end >= value * (1.0 - 1e-12))
        .unwrap_or(10.0 * power)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_three() {
        assert_eq!(count(549_946), "549,946");
        assert_eq!(count(999), "999");
        assert_eq!(count(1_000), "1,000");
        assert_eq!(count(-1_234_567), "−1,234,567");
        assert_eq!(count(0), "0");
        assert_eq!(change(1_024), "+1,024");
        assert_eq!(change(-3), "−3");
        assert_eq!(change(0), "+0");
    }

    #[test]
    fn percentages_keep_two_significant_digits_below_one_and_never_an_exponent() {
        assert_eq!(percent(60.0), "60.0%");
        assert_eq!(percent(100.0), "100.0%");
        assert_eq!(percent(0.0037), "0.0037%");
        assert_eq!(percent(6.51e-5), "0.000065%");
        assert_eq!(percent(0.5), "0.50%");
        assert_eq!(percent(0.0), "0.0%");
        assert_eq!(percent(1.0), "1.0%");
        assert_eq!(percent_change(40.0), "+40.0%");
        assert_eq!(percent_change(-0.5), "−0.50%");
        assert_eq!(percent_change(0.0), "+0.0%");
        assert_eq!(share(3.0, 5.0), "60.0%");
        assert_eq!(share(1.0, 0.0), "0.0%");
        for value in [1e-9, 3.3e-7, 0.09, 0.999, 12.34, 99.99] {
            assert!(!percent(value).contains('e'), "{}", percent(value));
        }
    }

    #[test]
    fn large_counts_are_powers_of_ten_in_superscript() {
        assert_eq!(large_count(4.5e12), "4.5 × 10¹²");
        assert_eq!(large_count(9.96e13), "1.0 × 10¹⁴");
        assert_eq!(large_count(549_946.0), "549,946");
        assert_eq!(superscript(-3), "⁻³");
    }

    #[test]
    fn axes_end_at_one_two_or_five_times_a_power_of_ten() {
        assert_eq!(nice_ceiling(130.0), 200.0);
        assert_eq!(nice_ceiling(100.0), 100.0);
        assert_eq!(nice_ceiling(41.0), 50.0);
        assert_eq!(nice_ceiling(0.7), 1.0);
        assert_eq!(nice_ceiling(1.5), 2.0);
        assert_eq!(nice_ceiling(0.0), 1.0);
    }
}
