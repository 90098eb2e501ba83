//! Draws a game's [`Picture`] into a rectangle of any size: grids of marks or discs, and
//! Kalah's two rows of pits between the stores.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, pos2, vec2};

use crate::app::ui::colors;
use crate::game::{Mark, Picture, Pits, Side, Spot, StoneStyle};

/// Paints `picture` filling `rect`; `shade` dims every colour for pruned or pending nodes.
pub fn paint_picture(
    painter: &Painter,
    picture: &Picture,
    rect: Rect,
    shade: &dyn Fn(Color32) -> Color32,
) {
    match picture {
        Picture::Grid {
            columns,
            rows,
            cells,
            style,
            last,
            passed,
            to_move,
            winning_lines,
        } => {
            paint_grid(
                painter,
                rect,
                (*columns, *rows),
                cells,
                *style,
                *last,
                shade,
            );
            if *passed {
                // A band across the board's foot, so that the label stays legible.
                let band = Rect::from_min_max(
                    pos2(rect.left(), rect.bottom() - rect.height() * 0.3),
                    rect.max,
                );
                painter.rect_filled(band, 0.0, shade(Color32::from_white_alpha(220)));
                painter.text(
                    band.center(),
                    Align2::CENTER_CENTER,
                    "pass",
                    FontId::proportional((band.height() * 0.8).max(5.0)),
                    shade(colors::red()),
                );
            }
            let cell = rect.width() / *columns as f32;
            for &(first, last) in winning_lines {
                let ends = [first, last].map(|index| grid_cell_centre(rect, cell, *columns, index));
                let stroke = Stroke::new((cell * 0.12).max(1.5), shade(colors::INK));
                painter.line_segment(ends, stroke);
            }
            if let Some(side) = to_move {
                paint_turn(painter, rect, stone_colour(*style, *side), shade);
            }
        }
        Picture::Pits { pits, to_move } => {
            paint_pits(painter, rect, pits, shade);
            if let Some(side) = to_move {
                paint_turn(painter, rect, stone_colour(StoneStyle::Discs, *side), shade);
            }
        }
        Picture::TreeNode { side, leaf_value } => {
            paint_tree_node(painter, rect, *side, *leaf_value, shade)
        }
    }
}

/// The spots of `picture` drawn in `rect` that a player can point at, with their
/// rectangles: every cell of a grid, every pit (not the stores).
pub fn spots(picture: &Picture, rect: Rect) -> Vec<(Spot, Rect)> {
    match picture {
        Picture::Grid { columns, rows, .. } => {
            let cell = rect.width() / *columns as f32;
            (0..columns * rows)
                .map(|index| {
                    let centre = grid_cell_centre(rect, cell, *columns, index);
                    (
                        Spot::Cell(index),
                        Rect::from_center_size(centre, vec2(cell, cell)),
                    )
                })
                .collect()
        }
        Picture::Pits { pits, .. } => {
            let layout = PitLayout::new(rect, pits.first.len());
            [Side::First, Side::Second]
                .into_iter()
                .flat_map(|side| (0..pits.first.len()).map(move |index| (side, index)))
                .map(|(side, index)| {
                    let pit = Rect::from_center_size(layout.pit_centre(side, index), layout.pit);
                    (Spot::Pit(side, index), pit)
                })
                .collect()
        }
        Picture::TreeNode { .. } => Vec::new(),
    }
}

/// The spot of `picture` drawn in `rect` under `pos`, if any.
pub fn spot_at(picture: &Picture, rect: Rect, pos: Pos2) -> Option<Spot> {
    spots(picture, rect)
        .into_iter()
        .find(|(_, spot_rect)| spot_rect.contains(pos))
        .map(|(spot, _)| spot)
}

fn grid_cell_centre(rect: Rect, cell: f32, columns: usize, index: usize) -> Pos2 {
    rect.min
        + vec2(
            cell * ((index % columns) as f32 + 0.5),
            cell * ((index / columns) as f32 + 0.5),
        )
}

/// Where Kalah's pits and stores lie in a rectangle: a column per pit between the stores,
/// the first player's pits along the bottom row.
struct PitLayout {
    rect: Rect,
    count: usize,
    column: f32,
    row: f32,
    pit: egui::Vec2,
    store: egui::Vec2,
}

impl PitLayout {
    fn new(rect: Rect, count: usize) -> PitLayout {
        let column = rect.width() / (count + 2) as f32;
        let row = rect.height() / 2.0;
        PitLayout {
            rect,
            count,
            column,
            row,
            pit: vec2(column * 0.85, row * 0.8),
            store: vec2(column * 0.8, rect.height() * 0.9),
        }
    }

    fn pit_centre(&self, side: Side, index: usize) -> Pos2 {
        let Self {
            rect, column, row, ..
        } = self;
        match side {
            Side::First => pos2(
                rect.left() + column * (index as f32 + 1.5),
                rect.top() + row * 1.5,
            ),
            // The second player sows right to left along the top row.
            Side::Second => pos2(
                rect.left() + column * ((self.count - index) as f32 + 0.5),
                rect.top() + row * 0.5,
            ),
        }
    }

    fn store_centre(&self, side: Side) -> Pos2 {
        let x = match side {
            Side::First => self.rect.right() - self.column * 0.5,
            Side::Second => self.rect.left() + self.column * 0.5,
        };
        pos2(x, self.rect.center().y)
    }
}

/// A textbook's node: △ a max node, ▽ a min node, a leaf its number in a box.
fn paint_tree_node(
    painter: &Painter,
    rect: Rect,
    side: Side,
    leaf_value: Option<i16>,
    shade: &dyn Fn(Color32) -> Color32,
) {
    let stroke = Stroke::new((rect.width() * 0.05).max(0.8), shade(colors::INK));
    if let Some(value) = leaf_value {
        painter.rect_stroke(
            rect.shrink(rect.width() * 0.12),
            0.0,
            stroke,
            egui::StrokeKind::Middle,
        );
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            crate::lang::signed(value),
            FontId::proportional((rect.height() * 0.42).max(5.0)),
            shade(colors::INK),
        );
        return;
    }
    let inner = rect.shrink(rect.width() * 0.14);
    let points = match side {
        Side::First => vec![
            inner.center_top(),
            inner.right_bottom(),
            inner.left_bottom(),
        ],
        Side::Second => vec![inner.left_top(), inner.right_top(), inner.center_bottom()],
    };
    painter.add(egui::Shape::convex_polygon(
        points,
        Color32::TRANSPARENT,
        stroke,
    ));
}

fn paint_grid(
    painter: &Painter,
    rect: Rect,
    (columns, rows): (usize, usize),
    cells: &[Mark],
    style: StoneStyle,
    last: Option<usize>,
    shade: &dyn Fn(Color32) -> Color32,
) {
    let cell = rect.width() / columns as f32;
    if style == StoneStyle::Drops {
        paint_drops(painter, rect, columns, cells, last, shade);
        return;
    }
    if style == StoneStyle::Discs {
        painter.rect_filled(rect, 0.0, shade(colors::BOARD_GREEN));
    }
    let thin = Stroke::new((cell * 0.04).max(0.5), shade(colors::INK));
    for column in 1..columns {
        let x = rect.left() + cell * column as f32;
        painter.line_segment([pos2(x, rect.top()), pos2(x, rect.bottom())], thin);
    }
    for row in 1..rows {
        let y = rect.top() + cell * row as f32;
        painter.line_segment([pos2(rect.left(), y), pos2(rect.right(), y)], thin);
    }
    for (index, &mark) in cells.iter().enumerate() {
        let centre = grid_cell_centre(rect, cell, columns, index);
        let is_last = last == Some(index);
        let ink = shade(if is_last { colors::red() } else { colors::INK });
        match (style, mark) {
            (_, Mark::Empty) => {}
            (StoneStyle::Symbols, Mark::First) => {
                let stroke = Stroke::new((cell * 0.1).max(0.8), ink);
                painter.circle_stroke(centre, cell * 0.3, stroke);
            }
            (StoneStyle::Symbols, Mark::Second) => {
                let stroke = Stroke::new((cell * 0.1).max(0.8), ink);
                let arm = cell * 0.28;
                painter.line_segment([centre + vec2(-arm, -arm), centre + vec2(arm, arm)], stroke);
                painter.line_segment([centre + vec2(-arm, arm), centre + vec2(arm, -arm)], stroke);
            }
            (StoneStyle::Discs | StoneStyle::Drops, mark) => {
                let fill = if mark == Mark::First {
                    colors::INK
                } else {
                    Color32::WHITE
                };
                let rim = if is_last {
                    Stroke::new((cell * 0.12).max(1.0), shade(colors::red()))
                } else {
                    Stroke::new((cell * 0.04).max(0.5), shade(colors::INK))
                };
                painter.circle(centre, cell * 0.38, shade(fill), rim);
            }
        }
    }
}

/// An upright board of holes: each stone fills its hole; the last one has a dark ring.
fn paint_drops(
    painter: &Painter,
    rect: Rect,
    columns: usize,
    cells: &[Mark],
    last: Option<usize>,
    shade: &dyn Fn(Color32) -> Color32,
) {
    let cell = rect.width() / columns as f32;
    painter.rect_filled(rect, cell * 0.15, shade(colors::BOARD_BLUE));
    let rim = Stroke::new((cell * 0.03).max(0.5), shade(colors::INK));
    for (index, &mark) in cells.iter().enumerate() {
        let centre = grid_cell_centre(rect, cell, columns, index);
        let fill = match mark {
            Mark::Empty => colors::HOLE,
            Mark::First => stone_colour(StoneStyle::Drops, Side::First),
            Mark::Second => stone_colour(StoneStyle::Drops, Side::Second),
        };
        painter.circle(centre, cell * 0.4, shade(fill), rim);
        if last == Some(index) {
            let ring = Stroke::new((cell * 0.08).max(1.0), shade(colors::INK));
            painter.circle_stroke(centre, cell * 0.2, ring);
        }
    }
}

/// The colour of a side's stone in a board of this style.
fn stone_colour(style: StoneStyle, side: Side) -> Color32 {
    match (style, side) {
        (StoneStyle::Drops, Side::First) => colors::red(),
        (StoneStyle::Drops, Side::Second) => colors::yellow(),
        (_, Side::First) => colors::INK,
        (_, Side::Second) => Color32::WHITE,
    }
}

/// The colour of `side`'s stones in `picture`: the turn marker's fill.
pub fn turn_colour(picture: &Picture, side: Side) -> Color32 {
    match picture {
        Picture::Grid { style, .. } => stone_colour(*style, side),
        _ => stone_colour(StoneStyle::Discs, side),
    }
}

/// A small disc on the top-right corner: whose turn it is, where the board does not say.
fn paint_turn(painter: &Painter, rect: Rect, fill: Color32, shade: &dyn Fn(Color32) -> Color32) {
    let radius = (rect.height() * 0.07).max(1.5);
    let centre = rect.right_top();
    painter.circle(
        centre,
        radius,
        shade(fill),
        Stroke::new(1.0, shade(colors::GREY)),
    );
}

fn paint_pits(painter: &Painter, rect: Rect, pits: &Pits, shade: &dyn Fn(Color32) -> Color32) {
    painter.rect_filled(rect, rect.height() * 0.1, shade(colors::WOOD));
    let layout = PitLayout::new(rect, pits.first.len());
    let row = layout.row;
    let font = FontId::proportional((row * 0.45).max(5.0));
    let ink = shade(colors::INK);
    let hole = |centre: Pos2, size: egui::Vec2, seeds: u8, highlighted: bool| {
        let hole_rect = Rect::from_center_size(centre, size);
        let stroke = if highlighted {
            Stroke::new((row * 0.08).max(1.0), shade(colors::red()))
        } else {
            Stroke::new((row * 0.03).max(0.5), ink)
        };
        painter.rect(
            hole_rect,
            size.min_elem() * 0.45,
            shade(colors::PIT),
            stroke,
            egui::StrokeKind::Inside,
        );
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            seeds.to_string(),
            font.clone(),
            ink,
        );
    };
    for (side, seeds_of_pits, store) in [
        (Side::First, &pits.first, pits.first_store),
        (Side::Second, &pits.second, pits.second_store),
    ] {
        for (index, &seeds) in seeds_of_pits.iter().enumerate() {
            let centre = layout.pit_centre(side, index);
            hole(centre, layout.pit, seeds, pits.last == Some((side, index)));
        }
        hole(layout.store_centre(side), layout.store, store, false);
    }
}
