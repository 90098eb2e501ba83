//! The colour-blind-safe palette: every pair of colours that must be told apart stays
//! apart when deuteranopia, protanopia and tritanopia are simulated (Machado, Oliveira and
//! Fernandes 2009, full severity, in linear RGB; distance CIE76 ΔE in Lab), where the
//! reference's colours do not; and the choice in the app.

use abtutor::app::colors::{self, Palette};
use abtutor::app::{AbtutorApp, Settings};
use egui::Color32;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::{app_harness, strict_snapshot};

type Matrix = [[f64; 3]; 3];

const DEUTERANOPIA: Matrix = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const PROTANOPIA: Matrix = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const TRITANOPIA: Matrix = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

fn linear(channel: u8) -> f64 {
    let c = channel as f64 / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// CIE Lab of a linear RGB colour (D65).
fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    [
        116.0 * f(y) - 16.0,
        500.0 * (f(x) - f(y)),
        200.0 * (f(y) - f(z)),
    ]
}

/// How far apart two colours look to a viewer whose vision `matrix` simulates.
fn distance(a: Color32, b: Color32, matrix: Option<&Matrix>) -> f64 {
    let seen = |color: Color32| {
        let rgb = [linear(color.r()), linear(color.g()), linear(color.b())];
        let simulated = matrix.map_or(rgb, |m| {
            [0, 1, 2].map(|row| {
                (0..3)
                    .map(|k| m[row][k] * rgb[k])
                    .sum::<f64>()
                    .clamp(0.0, 1.0)
            })
        });
        lab(simulated)
    };
    let (a, b) = (seen(a), seen(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// The pairs that carry meaning, in the palette in use on this thread.
fn pairs() -> Vec<(&'static str, Color32, Color32)> {
    let light_gray = Color32::from_rgb(211, 211, 211);
    vec![
        ("α and β markers", colors::red(), colors::blue()),
        ("α marker and score", colors::red(), colors::green()),
        ("β marker and score", colors::blue(), colors::green()),
        ("cut and update regions", colors::aqua(), colors::yellow()),
        ("cut region and no update", colors::aqua(), light_gray),
        ("update region and no update", colors::yellow(), light_gray),
        (
            "first ahead and second ahead",
            colors::value_background(1),
            colors::value_background(-1),
        ),
        (
            "first ahead and even",
            colors::value_background(1),
            colors::value_background(0),
        ),
        (
            "second ahead and even",
            colors::value_background(-1),
            colors::value_background(0),
        ),
        (
            "student's extra and skipped",
            colors::student_extra(),
            colors::student_skipped(),
        ),
        (
            "first wins and second wins",
            colors::first_wins(),
            colors::second_wins(),
        ),
        (
            "first wins and draws",
            colors::first_wins(),
            colors::draws(),
        ),
        (
            "second wins and draws",
            colors::second_wins(),
            colors::draws(),
        ),
    ]
}

/// Colours this far apart (ΔE) are told apart at a glance on a node or a marker.
const APART: f64 = 15.0;

#[test]
fn the_colour_blind_palette_keeps_every_pair_apart_under_simulated_colour_blindness() {
    colors::use_palette(Palette::ColourBlind);
    for (name, a, b) in pairs() {
        for (vision, matrix) in [
            ("deuteranopia", &DEUTERANOPIA),
            ("protanopia", &PROTANOPIA),
            ("tritanopia", &TRITANOPIA),
        ] {
            let apart = distance(a, b, Some(matrix));
            assert!(apart >= APART, "{name} under {vision}: ΔE {apart:.1}");
        }
    }
    // The reference's colours are the ones a red-green colour-blind viewer confuses.
    colors::use_palette(Palette::Reference);
    let confused: Vec<&str> = pairs()
        .into_iter()
        .filter(|(_, a, b)| distance(*a, *b, Some(&DEUTERANOPIA)) < APART)
        .map(|(name, _, _)| name)
        .collect();
    assert!(
        confused.contains(&"first ahead and second ahead"),
        "{confused:?}"
    );
    assert!(confused.contains(&"α marker and score"), "{confused:?}");
    // And the default stays the reference's.
    assert_eq!(Settings::default().palette, Palette::Reference);
    assert_eq!(
        colors::value_background(1),
        Color32::from_rgb(224, 255, 255)
    );
}

fn harness() -> Harness<'static, AbtutorApp> {
    app_harness(Settings::default(), (1400.0, 900.0))
}

#[test]
fn the_palette_is_chosen_beside_the_language_and_repaints_the_player() {
    let mut harness = harness();
    harness
        .state_mut()
        .apply(abtutor::app::PlayerCommand::SetFrame(3273));
    harness.run();
    harness.get_by_label("Colour-blind safe").click();
    harness.run();
    assert_eq!(harness.state().settings().palette, Palette::ColourBlind);
    strict_snapshot(&mut harness, "player_colour_blind_palette");
    harness.get_by_label("Colour-blind safe").click();
    harness.run();
    assert_eq!(harness.state().settings().palette, Palette::Reference);
}
