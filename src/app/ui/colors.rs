//! The reference's named colours, and a colour-blind-safe palette (Okabe and Ito's) that
//! can stand in for those that carry meaning: the α/β markers and the number line's
//! regions, the values' backgrounds, random play's rates and a student's marks.

use std::cell::Cell;

use egui::Color32;
use serde::{Deserialize, Serialize};

/// The colours that carry meaning.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    /// The reference's colours.
    #[default]
    Reference,
    /// Told apart under deuteranopia, protanopia and tritanopia: blue against orange,
    /// lightness where hue alone would not do.
    ColourBlind,
}

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Reference, Palette::ColourBlind];

    /// The name on the command line and in files.
    pub fn key(self) -> &'static str {
        match self {
            Palette::Reference => "reference",
            Palette::ColourBlind => "colour-blind",
        }
    }
}

thread_local! {
    /// The palette the UI thread paints with.
    static PALETTE: Cell<Palette> = const { Cell::new(Palette::Reference) };
}

/// Paints with `palette` on this thread from now on.
pub fn use_palette(palette: Palette) {
    PALETTE.with(|current| current.set(palette));
}

pub fn palette() -> Palette {
    PALETTE.with(Cell::get)
}

/// The reference's colour, or its colour-blind-safe stand-in.
fn pick(reference: Color32, colour_blind: Color32) -> Color32 {
    match palette() {
        Palette::Reference => reference,
        Palette::ColourBlind => colour_blind,
    }
}

/// α's marker, the node shown, the last move: vermillion.
pub fn red() -> Color32 {
    pick(RED, Color32::from_rgb(213, 94, 0))
}

/// β's marker, a horizon leaf: blue.
pub fn blue() -> Color32 {
    pick(BLUE, Color32::from_rgb(0, 114, 178))
}

/// The child's score, the table's range: bluish green, darker than the vermillion.
pub fn green() -> Color32 {
    pick(GREEN, Color32::from_rgb(0, 158, 115))
}

/// Yellow: a draw in Monte Carlo's tallies, Connect Four's second player.
pub fn yellow() -> Color32 {
    pick(YELLOW, Color32::from_rgb(240, 228, 66))
}

/// A student's extra node: orange; a skipped one: reddish purple.
pub fn student_extra() -> Color32 {
    pick(STUDENT_EXTRA, Color32::from_rgb(230, 159, 0))
}

pub fn student_skipped() -> Color32 {
    pick(STUDENT_SKIPPED, Color32::from_rgb(204, 121, 167))
}

/// Random play's certain first-player win, second-player win and draw.
pub fn first_wins() -> Color32 {
    pick(FIRST_WINS, Color32::from_rgb(0, 114, 178))
}

pub fn second_wins() -> Color32 {
    pick(SECOND_WINS, Color32::from_rgb(230, 159, 0))
}

pub fn draws() -> Color32 {
    pick(DRAWS, Color32::from_rgb(150, 150, 150))
}

pub const LIGHT_CYAN: Color32 = Color32::from_rgb(224, 255, 255);
pub const LAVENDER_BLUSH: Color32 = Color32::from_rgb(255, 240, 245);
pub const LIGHT_YELLOW: Color32 = Color32::from_rgb(255, 255, 224);
pub const WHITE_SMOKE: Color32 = Color32::from_rgb(245, 245, 245);
pub const AQUA: Color32 = Color32::from_rgb(0, 255, 255);
pub const YELLOW: Color32 = Color32::from_rgb(255, 255, 0);
pub const LIGHT_GRAY: Color32 = Color32::from_rgb(211, 211, 211);
pub const GREEN: Color32 = Color32::from_rgb(0, 150, 0);
pub const RED: Color32 = Color32::from_rgb(220, 0, 0);
pub const BLUE: Color32 = Color32::from_rgb(0, 0, 220);
/// A warning that what is shown is no longer what was asked: amber.
pub const STALE: Color32 = Color32::from_rgb(190, 110, 0);
pub const INK: Color32 = Color32::from_rgb(20, 20, 20);
pub const GREY: Color32 = Color32::from_rgb(128, 128, 128);
/// An Othello board's felt.
pub const BOARD_GREEN: Color32 = Color32::from_rgb(70, 150, 90);
/// A Kalah board and its pits.
/// Connect Four's upright board, and its empty holes.
pub const BOARD_BLUE: Color32 = Color32::from_rgb(40, 90, 190);
pub const HOLE: Color32 = Color32::from_rgb(235, 240, 250);
pub const WOOD: Color32 = Color32::from_rgb(205, 170, 125);
pub const PIT: Color32 = Color32::from_rgb(240, 225, 200);

/// What a colour stands for on the player's screen: the frame's status behind the number
/// line, the number line's three cases (its bands and the legend beside them), and a
/// node's value. One table gives them all, so that no colour says two things on one screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meaning {
    /// A child's score arrived (the score frame).
    StatusScore,
    /// The window moved, or was kept (the update frame).
    StatusUpdate,
    /// The table answered (the tt frame).
    StatusTable,
    /// The node's value is fixed (the end frame).
    StatusEnd,
    /// A score here cuts the later children.
    CaseCut,
    /// A score here moves the window.
    CaseUpdate,
    /// A score here changes nothing.
    CaseNoUpdate,
    /// A node whose value has the first player ahead.
    FirstAhead,
    /// The second player ahead.
    SecondAhead,
    /// Even.
    Even,
}

impl Meaning {
    pub const ALL: [Meaning; 10] = [
        Meaning::StatusScore,
        Meaning::StatusUpdate,
        Meaning::StatusTable,
        Meaning::StatusEnd,
        Meaning::CaseCut,
        Meaning::CaseUpdate,
        Meaning::CaseNoUpdate,
        Meaning::FirstAhead,
        Meaning::SecondAhead,
        Meaning::Even,
    ];

    /// The colour in `palette`. The cases and the values keep the reference's colours; the
    /// statuses, which the reference paints in the values' and the cases' tints, get tints
    /// of their own.
    pub fn colour_in(self, palette: Palette) -> Color32 {
        let rgb = |r, g, b| Color32::from_rgb(r, g, b);
        match (palette, self) {
            (Palette::Reference, Meaning::StatusScore) => rgb(228, 238, 255),
            (Palette::Reference, Meaning::StatusUpdate) => rgb(255, 226, 190),
            (Palette::Reference, Meaning::StatusTable) => rgb(222, 240, 200),
            (Palette::Reference, Meaning::StatusEnd) => rgb(236, 222, 250),
            (Palette::Reference, Meaning::CaseCut) => AQUA,
            (Palette::Reference, Meaning::CaseUpdate) => YELLOW,
            (Palette::Reference, Meaning::FirstAhead) => LIGHT_CYAN,
            (Palette::Reference, Meaning::SecondAhead) => LAVENDER_BLUSH,
            (Palette::Reference, Meaning::Even) => LIGHT_YELLOW,
            (Palette::ColourBlind, Meaning::StatusScore) => rgb(210, 240, 222),
            (Palette::ColourBlind, Meaning::StatusUpdate) => rgb(255, 238, 190),
            (Palette::ColourBlind, Meaning::StatusTable) => rgb(228, 220, 250),
            (Palette::ColourBlind, Meaning::StatusEnd) => rgb(252, 218, 226),
            (Palette::ColourBlind, Meaning::CaseCut) => rgb(86, 180, 233),
            (Palette::ColourBlind, Meaning::CaseUpdate) => rgb(240, 228, 66),
            // Pale blue, pale orange and white: apart in hue and in lightness.
            (Palette::ColourBlind, Meaning::FirstAhead) => rgb(190, 222, 245),
            (Palette::ColourBlind, Meaning::SecondAhead) => rgb(250, 214, 170),
            (Palette::ColourBlind, Meaning::Even) => rgb(250, 250, 250),
            (_, Meaning::CaseNoUpdate) => LIGHT_GRAY,
        }
    }

    /// The colour in the palette the UI thread paints with.
    pub fn colour(self) -> Color32 {
        self.colour_in(palette())
    }
}

/// The background of a node with a known value: first player ahead, second ahead, even.
pub fn value_background(value: i16) -> Color32 {
    match value.signum() {
        1 => Meaning::FirstAhead.colour(),
        -1 => Meaning::SecondAhead.colour(),
        _ => Meaning::Even.colour(),
    }
}

/// Mixes `color` toward black by `darkness` (0 to 1).
pub fn darken(color: Color32, darkness: f32) -> Color32 {
    let keep = 1.0 - darkness;
    let channel = |value: u8| (value as f32 * keep).round() as u8;
    Color32::from_rgb(channel(color.r()), channel(color.g()), channel(color.b()))
}
/// A node a student's run entered that the search prunes.
pub const STUDENT_EXTRA: Color32 = Color32::from_rgb(230, 120, 0);
/// A node the search visits that a student's run skipped.
pub const STUDENT_SKIPPED: Color32 = Color32::from_rgb(140, 40, 200);
/// Random play's chances: the colour of a certain first-player win, second-player win, draw.
pub const FIRST_WINS: Color32 = Color32::from_rgb(80, 180, 255);
pub const SECOND_WINS: Color32 = Color32::from_rgb(255, 120, 150);
pub const DRAWS: Color32 = Color32::from_rgb(240, 210, 60);
