//! The colour-blind-safe palette: every pair of colours that must be told apart stays
//! apart when deuteranopia, protanopia and tritanopia are simulated (Machado, Oliveira and
//! Fernandes 2009, full severity, in linear RGB; distance CIE76 ΔE in Lab), where the
//! reference's colours do not; and the choice in the app.

use abtutor::app::colors::{self, Meaning, Palette};
use abtutor::app::status_background;
use abtutor::app::{AbtutorApp, Settings};
use abtutor::search::{self, Mode, Status, TableKind};
use abtutor::setup::SearchSetup;
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
        (
            "cut and update regions",
            Meaning::CaseCut.colour(),
            Meaning::CaseUpdate.colour(),
        ),
        (
            "cut region and no update",
            Meaning::CaseCut.colour(),
            light_gray,
        ),
        (
            "update region and no update",
            Meaning::CaseUpdate.colour(),
            light_gray,
        ),
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

/// Backgrounds this far apart (ΔE) are not taken for one another on one screen.
const DISTINCT: f64 = 10.0;

/// The meaning of each colour behind or beside the number line at one frame: the status
/// behind it (none at a start frame, which keeps the white of the page), the three cases in
/// the legend and on the bands, and the three values' backgrounds in the tree beside it.
fn meanings_at(status: Status) -> Vec<(String, Color32)> {
    let mut shown = vec![
        ("cut".to_string(), Meaning::CaseCut.colour()),
        ("update".to_string(), Meaning::CaseUpdate.colour()),
        ("no update".to_string(), Meaning::CaseNoUpdate.colour()),
        ("first ahead".to_string(), colors::value_background(1)),
        ("second ahead".to_string(), colors::value_background(-1)),
    ];
    if colors::value_background(0) != Color32::WHITE && palette_has_tinted_even() {
        shown.push(("even".to_string(), colors::value_background(0)));
    }
    if status != Status::Start {
        shown.push((format!("{status:?} status"), status_background(status)));
    }
    shown
}

/// The colour-blind palette's even is the page's near-white: it is no tint to confuse.
fn palette_has_tinted_even() -> bool {
    colors::palette() == Palette::Reference
}

#[test]
fn no_colour_stands_for_two_things_at_any_frame_in_either_palette() {
    let modes = [
        Mode::alpha_beta(),
        Mode::minimax(),
        Mode {
            table: TableKind::Bounds,
            ..Mode::alpha_beta()
        },
    ];
    for palette in Palette::ALL {
        colors::use_palette(palette);
        for mode in modes {
            let setup = SearchSetup {
                mode,
                ..SearchSetup::default()
            };
            let (tree, root) = setup.tree().unwrap();
            let trace = search::record(&tree, root, mode);
            let mut checked = std::collections::HashSet::new();
            for frame_index in 0..trace.len() {
                let frame = trace.frame(frame_index).unwrap();
                if !checked.insert(frame.status) {
                    continue;
                }
                let shown = meanings_at(frame.status);
                for (at, (first, first_colour)) in shown.iter().enumerate() {
                    for (second, second_colour) in &shown[at + 1..] {
                        let apart = distance(*first_colour, *second_colour, None);
                        assert!(
                            apart >= DISTINCT,
                            "{palette:?}, {mode:?}, frame {frame_index}: {first} and {second} \
                             are ΔE {apart:.1} apart"
                        );
                    }
                }
            }
        }
    }
    colors::use_palette(Palette::Reference);
}

#[test]
fn the_update_frame_is_not_painted_in_the_cut_case_colour() {
    // Tic-tac-toe alpha-beta's frame 10 is an α update step.
    let setup = SearchSetup::default();
    let (tree, root) = setup.tree().unwrap();
    let trace = search::record(&tree, root, Mode::alpha_beta());
    assert_eq!(trace.frame(10).unwrap().status, Status::Update);
    for palette in Palette::ALL {
        colors::use_palette(palette);
        let background = status_background(Status::Update);
        assert!(distance(background, Meaning::CaseCut.colour(), None) >= DISTINCT);
        assert!(distance(background, colors::value_background(1), None) >= DISTINCT);
    }
    colors::use_palette(Palette::Reference);
}
