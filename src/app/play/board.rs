//! The board of the game being played, large and clickable: a click on a cell or a pit is
//! the move at that spot; moves the picture has no spot for (a pass, a tree's children)
//! are buttons below it.

use egui::{Color32, Rect, Sense, Stroke, vec2};

use super::position::Position;
use super::state::PlayCommand;
use crate::app::ui::board_painter::{paint_picture, spot_at, spots, turn_colour};
use crate::app::ui::colors;
use crate::game::PASS;
use crate::lang::Lang;
use crate::tr;

/// The largest height the board takes, in points.
const MAX_BOARD_HEIGHT: f32 = 460.0;
/// The smallest, so that a narrow window still shows a board one can click.
const MIN_BOARD_HEIGHT: f32 = 160.0;
/// The outline of a spot where the student may move, and its fill under the pointer.
const LEGAL_OUTLINE: Color32 = Color32::from_rgb(60, 120, 220);
const HOVERED_FILL: Color32 = Color32::from_rgba_premultiplied(12, 24, 44, 44);
/// Room around the picture, as a share of its height.
const MARGIN: f32 = 0.08;

/// Draws the position; returns the move asked for by a click or a button.
pub fn board_ui(
    ui: &mut egui::Ui,
    position: &Position,
    students_turn: bool,
    lang: Lang,
) -> Option<PlayCommand> {
    // Whose turn it is is said above the board, not drawn over its corner.
    let (turn, picture) = position.picture().take_turn();
    if let Some(side) = turn {
        ui.horizontal(|ui| {
            let (disc, _) = ui.allocate_exact_size(vec2(16.0, 16.0), Sense::hover());
            ui.painter().circle(
                disc.center(),
                7.0,
                turn_colour(&picture, side),
                Stroke::new(1.0, colors::GREY),
            );
            ui.label(tr!(lang, "play-to-move"));
        });
    }
    let height = (ui.available_height() - 60.0).clamp(MIN_BOARD_HEIGHT, MAX_BOARD_HEIGHT);
    let width = (height * picture.aspect()).min(ui.available_width());
    let size = vec2(width, width / picture.aspect());
    let (outer, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::accesskit::Role::Canvas, true, tr!(lang, "play-board"))
    });
    let rect = outer.shrink(outer.height() * MARGIN);
    let painter = ui.painter_at(outer);
    paint_picture(&painter, &picture, rect, &|color: Color32| color);
    let view = position.view();
    let key = position.key();
    let legal = position.legal_moves();
    // A move pointed at from several spots (any cell of a column) is outlined as one.
    let mut on_board: Vec<(u8, Rect)> = Vec::new();
    for (spot, spot_rect) in spots(&picture, rect) {
        let Some(mv) = view.move_at(key, spot) else {
            continue;
        };
        match on_board.iter_mut().find(|(on, _)| *on == mv) {
            Some((_, outline)) => *outline = outline.union(spot_rect),
            None => on_board.push((mv, spot_rect)),
        }
    }
    if students_turn {
        let hovered = response.hover_pos();
        for (_, spot_rect) in on_board.iter().filter(|(mv, _)| legal.contains(mv)) {
            let spot_rect = spot_rect.shrink(spot_rect.width().min(spot_rect.height()) * 0.08);
            let is_hovered = hovered.is_some_and(|pos| spot_rect.contains(pos));
            let (width, fill) = if is_hovered {
                (3.0, HOVERED_FILL)
            } else {
                (1.5, Color32::TRANSPARENT)
            };
            let corner = spot_rect.width().min(spot_rect.height()) * 0.2;
            let stroke = Stroke::new(width, LEGAL_OUTLINE);
            painter.rect(spot_rect, corner, fill, stroke, egui::StrokeKind::Inside);
            if is_hovered {
                ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
            }
        }
    }
    let mut command = None;
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
        && let Some(spot) = spot_at(&picture, rect, pos)
    {
        command = Some(PlayCommand::PlayAt(spot));
    }
    // Moves with no spot on the picture: a pass, a textbook tree's children.
    let elsewhere: Vec<u8> = legal
        .iter()
        .copied()
        .filter(|mv| !on_board.iter().any(|(on, _)| on == mv))
        .collect();
    if !elsewhere.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for mv in elsewhere {
                let label = if mv == PASS {
                    tr!(lang, "play-pass")
                } else {
                    tr!(lang, "play-play-move", notation = view.format_move(mv))
                };
                let button = egui::Button::new(egui::RichText::new(label).size(18.0));
                if ui.add_enabled(students_turn, button).clicked() {
                    command = Some(PlayCommand::Play(mv));
                }
            }
        });
    }
    command
}
