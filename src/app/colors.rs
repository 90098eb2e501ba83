//! The reference's named colours.

use egui::Color32;

pub const LIGHT_CYAN: Color32 = Color32::from_rgb(224, 255, 255);
pub const LAVENDER_BLUSH: Color32 = Color32::from_rgb(255, 240, 245);
pub const LIGHT_YELLOW: Color32 = Color32::from_rgb(255, 255, 224);
pub const HONEYDEW: Color32 = Color32::from_rgb(240, 255, 240);
pub const WHITE_SMOKE: Color32 = Color32::from_rgb(245, 245, 245);
pub const AQUA: Color32 = Color32::from_rgb(0, 255, 255);
pub const YELLOW: Color32 = Color32::from_rgb(255, 255, 0);
pub const LIGHT_GRAY: Color32 = Color32::from_rgb(211, 211, 211);
pub const GREEN: Color32 = Color32::from_rgb(0, 150, 0);
pub const RED: Color32 = Color32::from_rgb(220, 0, 0);
pub const BLUE: Color32 = Color32::from_rgb(0, 0, 220);
pub const INK: Color32 = Color32::from_rgb(20, 20, 20);
pub const GREY: Color32 = Color32::from_rgb(128, 128, 128);
/// An Othello board's felt.
pub const BOARD_GREEN: Color32 = Color32::from_rgb(70, 150, 90);
/// A Kalah board and its pits.
pub const WOOD: Color32 = Color32::from_rgb(205, 170, 125);
pub const PIT: Color32 = Color32::from_rgb(240, 225, 200);

/// The background of a node with a known value: first player ahead, second ahead, even.
pub fn value_background(value: i8) -> Color32 {
    match value.signum() {
        1 => LIGHT_CYAN,
        -1 => LAVENDER_BLUSH,
        _ => LIGHT_YELLOW,
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
