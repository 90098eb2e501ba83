//! The Monte Carlo player's panels: the header saying what the frame does, the grown tree
//! along the frame's path, the board, and the bounds the selection weighs.

use egui::{Color32, CornerRadius, Pos2, Rect, Sense, Stroke, StrokeKind, pos2, vec2};

use super::player::MonteCarloPlayer;
use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::ui::board_painter::paint_picture;
use crate::app::ui::colors;
use crate::game::{LastMove, Side};
use crate::lang::Lang;
use crate::search::montecarlo::{MonteCarloKind, MonteCarloTrace, Phase, Tally};
use crate::tr;

const NODE_SIZE: egui::Vec2 = vec2(104.0, 38.0);
const COLUMN_GAP: f32 = 34.0;
const ROW_GAP: f32 = 6.0;
/// The most children one column draws; the rest are counted.
const MAX_ROWS: usize = 40;
const BOARD_HEIGHT: f32 = 110.0;

/// A node's moves from the root in the game's notation, or the root's name.
pub fn node_name(player: &MonteCarloPlayer, node: u32, lang: Lang) -> String {
    let trace = player.trace();
    let view = &player.run().view;
    if trace.parent(node).is_none() {
        return tr!(lang, "mc-root");
    }
    trace.notation(node, view.as_ref())
}

/// How a finished game's value reads: who won, or a draw.
pub fn result_text(player: &MonteCarloPlayer, value: i16, lang: Lang) -> String {
    let names = player.run().view.side_names();
    match value.signum() {
        1 => tr!(lang, "mc-result-wins", side = names.key(Side::First)),
        -1 => tr!(lang, "mc-result-wins", side = names.key(Side::Second)),
        _ => tr!(lang, "mc-result-draw"),
    }
}

/// The background of a phase, as the number line colours a status.
pub fn phase_color(phase: Phase) -> Color32 {
    match phase {
        Phase::Select => Color32::from_rgb(255, 255, 224),
        Phase::Expand => Color32::from_rgb(224, 255, 255),
        Phase::Playout => Color32::from_rgb(240, 255, 240),
        Phase::BackUp => Color32::from_rgb(255, 240, 245),
    }
}

/// The line saying what the frame shown does, on its phase's colour.
pub struct RunHeader;

impl Panel<MonteCarloPlayer> for RunHeader {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, MonteCarloPlayer>) {
        let (player, lang) = (context.recording, context.lang);
        let phase = player.trace().frame(player.frame_index()).phase;
        egui::Frame::new()
            .fill(phase_color(phase))
            .inner_margin(6.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.colored_label(Color32::BLACK, header_text(player, lang));
            });
    }
}

/// One line saying what the frame shown does.
pub fn header_text(player: &MonteCarloPlayer, lang: Lang) -> String {
    let trace = player.trace();
    let index = player.frame_index();
    let frame = trace.frame(index);
    let node = node_name(player, frame.node, lang);
    let iteration = frame.iteration as usize + 1;
    let count = trace.iteration_count();
    let playout = || {
        let record = trace.playout(frame.iteration as usize);
        let moves = record.map_or(String::new(), |record| {
            let view = &player.run().view;
            let moves: Vec<String> = record
                .moves
                .iter()
                .map(|&mv| view.format_move(mv))
                .collect();
            if moves.is_empty() {
                tr!(lang, "mc-no-moves")
            } else {
                moves.join(" ")
            }
        });
        let result = record.map_or(String::new(), |record| {
            result_text(player, record.value, lang)
        });
        (moves, result)
    };
    match (trace.kind(), frame.phase) {
        (MonteCarloKind::Primitive { playouts }, _) => {
            let (moves, result) = playout();
            let number = frame.iteration % playouts.max(1) + 1;
            tr!(
                lang,
                "mc-header-pmc",
                number = number,
                playouts = playouts,
                node = node,
                moves = moves,
                result = result
            )
        }
        (_, phase @ (Phase::Select | Phase::Expand)) => {
            let id = if phase == Phase::Select {
                "mc-header-select"
            } else {
                "mc-header-expand"
            };
            tr!(lang, id, iteration = iteration, count = count, node = node)
        }
        (_, Phase::Playout) => {
            let (moves, result) = playout();
            tr!(
                lang,
                "mc-header-playout",
                iteration = iteration,
                count = count,
                node = node,
                moves = moves,
                result = result
            )
        }
        (_, Phase::BackUp) => {
            let result = trace
                .playout(frame.iteration as usize)
                .map_or(String::new(), |record| {
                    result_text(player, record.value, lang)
                });
            tr!(
                lang,
                "mc-header-back-up",
                iteration = iteration,
                count = count,
                result = result,
                nodes = trace.path(frame.node).len()
            )
        }
    }
}

/// "n 12 · 0.583": a node's visits and mean.
fn figures(tally: Tally) -> String {
    format!(
        "n {} · {:.3}",
        crate::numbers::count(tally.visits),
        tally.mean()
    )
}

/// The grown tree along the frame's path: one column per depth, each the children of the
/// path's node before it, the path's nodes shaded, the frame's node framed in red and a
/// node joining at this frame in green. A click on a node asks for the frame it joined.
pub struct GrownTree;

impl Panel<MonteCarloPlayer> for GrownTree {
    type Response = Option<PlayerCommand>;

    fn ui(
        &mut self,
        ui: &mut egui::Ui,
        context: &PanelContext<'_, MonteCarloPlayer>,
    ) -> Self::Response {
        let (player, lang) = (context.recording, context.lang);
        let trace = player.trace();
        let index = player.frame_index();
        let frame = trace.frame(index);
        let path = trace.path(frame.node);
        let view = &player.run().view;
        let mut columns: Vec<Vec<u32>> = vec![vec![0]];
        for &node in &path {
            let children: Vec<u32> = trace.children_at(node, index).collect();
            if children.is_empty() {
                break;
            }
            columns.push(children);
        }
        let rows = columns
            .iter()
            .map(|column| column.len().min(MAX_ROWS + 1))
            .max()
            .unwrap_or(1);
        let size = vec2(
            columns.len() as f32 * (NODE_SIZE.x + COLUMN_GAP),
            rows as f32 * (NODE_SIZE.y + ROW_GAP),
        );
        let mut command = None;
        egui::ScrollArea::both()
            .id_salt("monte_carlo_tree")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let (rect, response) = ui.allocate_exact_size(size, Sense::click());
                let label = tr!(lang, "mc-tree");
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::accesskit::Role::Canvas, true, label.clone())
                });
                let response = response.on_hover_text(tr!(lang, "mc-tree"));
                let clicked_at = response
                    .clicked()
                    .then(|| response.interact_pointer_pos())
                    .flatten();
                let painter = ui.painter_at(rect);
                let place = |column: usize, row: usize| {
                    Rect::from_min_size(
                        rect.min
                            + vec2(
                                column as f32 * (NODE_SIZE.x + COLUMN_GAP),
                                row as f32 * (NODE_SIZE.y + ROW_GAP),
                            ),
                        NODE_SIZE,
                    )
                };
                let text_color = ui.visuals().text_color();
                let mut parent_box = place(0, 0);
                for (column, nodes) in columns.iter().enumerate() {
                    let mut next_parent = parent_box;
                    for (row, &node) in nodes.iter().take(MAX_ROWS).enumerate() {
                        let node_box = place(column, row);
                        if clicked_at.is_some_and(|pointer| node_box.contains(pointer)) {
                            command = Some(PlayerCommand::SetFrame(trace.created_at(node)));
                        }
                        if column > 0 {
                            painter.line_segment(
                                [parent_box.right_center(), node_box.left_center()],
                                Stroke::new(1.0, Color32::GRAY),
                            );
                        }
                        let on_path = path.get(column) == Some(&node);
                        if on_path {
                            next_parent = node_box;
                        }
                        let fill = if on_path {
                            colors::yellow()
                        } else {
                            Color32::WHITE
                        };
                        painter.rect_filled(node_box, CornerRadius::same(3), fill);
                        let outline = if node == frame.node {
                            Stroke::new(2.5, colors::red())
                        } else if trace.created_at(node) == index && column > 0 {
                            Stroke::new(2.5, colors::green())
                        } else {
                            Stroke::new(1.0, Color32::DARK_GRAY)
                        };
                        painter.rect_stroke(
                            node_box,
                            CornerRadius::same(3),
                            outline,
                            StrokeKind::Inside,
                        );
                        let name = match trace.last_move(node) {
                            Some(mv) => view.format_move(mv),
                            None => tr!(lang, "mc-root"),
                        };
                        painter.text(
                            node_box.center_top() + vec2(0.0, 3.0),
                            egui::Align2::CENTER_TOP,
                            name,
                            egui::FontId::proportional(13.0),
                            Color32::BLACK,
                        );
                        painter.text(
                            node_box.center_bottom() - vec2(0.0, 3.0),
                            egui::Align2::CENTER_BOTTOM,
                            figures(trace.tally(node, index)),
                            egui::FontId::monospace(11.0),
                            Color32::BLACK,
                        );
                    }
                    if nodes.len() > MAX_ROWS {
                        let below = place(column, MAX_ROWS);
                        painter.text(
                            below.center(),
                            egui::Align2::CENTER_CENTER,
                            tr!(lang, "mc-more-children", count = nodes.len() - MAX_ROWS),
                            egui::FontId::proportional(12.0),
                            text_color,
                        );
                    }
                    parent_box = next_parent;
                }
            });
        command
    }
}

/// The frame's node as a board; at a playout or back-up, where the playout ended too.
pub struct RunBoard;

impl Panel<MonteCarloPlayer> for RunBoard {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, MonteCarloPlayer>) {
        let (player, lang) = (context.recording, context.lang);
        let trace = player.trace();
        let frame = trace.frame(player.frame_index());
        let view = &player.run().view;
        let last_move = |node: u32| {
            let parent = trace.parent(node)?;
            Some(LastMove {
                side: trace.side_to_move(parent),
                mv: trace.last_move(node)?,
            })
        };
        let mut boards = vec![(
            node_name(player, frame.node, lang),
            view.picture(trace.key(frame.node), last_move(frame.node)),
        )];
        if matches!(frame.phase, Phase::Playout | Phase::BackUp)
            && let Some(record) = trace.playout(frame.iteration as usize)
        {
            boards.push((
                tr!(
                    lang,
                    "mc-playout-end",
                    result = result_text(player, record.value, lang)
                ),
                view.picture(record.end, None),
            ));
        }
        ui.horizontal_wrapped(|ui| {
            for (caption, picture) in boards {
                ui.vertical(|ui| {
                    let size = vec2(BOARD_HEIGHT * picture.aspect(), BOARD_HEIGHT);
                    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                    paint_picture(ui.painter(), &picture, rect, &|color: Color32| color);
                    ui.label(caption);
                });
            }
        });
    }
}

/// The node the selection weighs children at: the parent of a selected node, else the
/// root.
fn weighed_parent(trace: &MonteCarloTrace, index: usize) -> u32 {
    let frame = trace.frame(index);
    match frame.phase {
        Phase::Select => trace.parent(frame.node).unwrap_or(0),
        _ => 0,
    }
}

/// In the number line's place: MCTS's upper confidence bounds at the node being selected
/// from (mean, then the exploration bonus; the child taken marked), or primitive Monte
/// Carlo's running wins, draws and losses for each move.
pub struct SelectionBounds;

impl Panel<MonteCarloPlayer> for SelectionBounds {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, MonteCarloPlayer>) {
        let (player, lang) = (context.recording, context.lang);
        let trace = player.trace();
        let index = player.frame_index();
        let view = &player.run().view;
        let row_height = 20.0;
        let label_width = 48.0;
        match trace.kind() {
            MonteCarloKind::TreeSearch { .. } => {
                let parent = weighed_parent(trace, index);
                ui.strong(tr!(
                    lang,
                    "mc-bounds-heading",
                    node = node_name(player, parent, lang)
                ));
                let bars = trace.ucb_bars(parent, index);
                if bars.is_empty() || bars.iter().any(|bar| !bar.bonus.is_finite()) {
                    ui.label(tr!(lang, "mc-bounds-none"));
                    return;
                }
                let widest = bars
                    .iter()
                    .map(|bar| bar.mean + bar.bonus)
                    .fold(1.0f64, f64::max);
                let width = ui.available_width().max(200.0);
                let (rect, _) = ui.allocate_exact_size(
                    vec2(width, bars.len() as f32 * row_height),
                    Sense::hover(),
                );
                let painter = ui.painter_at(rect);
                let text_width = 150.0;
                let bar_width = (width - label_width - text_width).max(40.0);
                let scale = bar_width as f64 / widest;
                for (row, bar) in bars.iter().enumerate() {
                    let top = rect.min.y + row as f32 * row_height;
                    let left = rect.min.x + label_width;
                    let name = trace.last_move(bar.node).map(|mv| view.format_move(mv));
                    painter.text(
                        pos2(rect.min.x, top + row_height / 2.0),
                        egui::Align2::LEFT_CENTER,
                        name.unwrap_or_default(),
                        egui::FontId::proportional(13.0),
                        ui.visuals().text_color(),
                    );
                    let mean_end = left + (bar.mean * scale) as f32;
                    let bound_end = left + ((bar.mean + bar.bonus) * scale) as f32;
                    let band = |from: f32, to: f32| {
                        Rect::from_min_max(pos2(from, top + 3.0), pos2(to, top + row_height - 3.0))
                    };
                    painter.rect_filled(band(left, mean_end), 0.0, colors::blue());
                    painter.rect_filled(
                        band(mean_end, bound_end),
                        0.0,
                        colors::blue().gamma_multiply(0.35),
                    );
                    if bar.chosen {
                        painter.rect_stroke(
                            band(left, bound_end),
                            0.0,
                            Stroke::new(2.0, colors::red()),
                            StrokeKind::Outside,
                        );
                    }
                    painter.text(
                        pos2(left + bar_width + 6.0, top + row_height / 2.0),
                        egui::Align2::LEFT_CENTER,
                        format!(
                            "{:.3} + {:.3} = {:.3}{}",
                            bar.mean,
                            bar.bonus,
                            bar.mean + bar.bonus,
                            if bar.chosen { " ←" } else { "" }
                        ),
                        egui::FontId::monospace(11.0),
                        ui.visuals().text_color(),
                    );
                }
                ui.small(tr!(lang, "mc-bounds-legend"));
            }
            MonteCarloKind::Primitive { .. } => {
                let side = view.side_names().key(trace.side_to_move(0));
                ui.strong(tr!(lang, "mc-rates-heading", side = side));
                let children: Vec<u32> = trace.children_at(0, index).collect();
                let width = ui.available_width().max(200.0);
                let (rect, _) = ui.allocate_exact_size(
                    vec2(width, children.len().max(1) as f32 * row_height),
                    Sense::hover(),
                );
                let painter = ui.painter_at(rect);
                let text_width = 110.0;
                let bar_width = (width - label_width - text_width).max(40.0);
                for (row, &child) in children.iter().enumerate() {
                    let tally = trace.tally(child, index);
                    let top = rect.min.y + row as f32 * row_height;
                    let left = rect.min.x + label_width;
                    painter.text(
                        pos2(rect.min.x, top + row_height / 2.0),
                        egui::Align2::LEFT_CENTER,
                        trace
                            .last_move(child)
                            .map(|mv| view.format_move(mv))
                            .unwrap_or_default(),
                        egui::FontId::proportional(13.0),
                        ui.visuals().text_color(),
                    );
                    let total = tally.visits.max(1) as f32;
                    let mut from = left;
                    for (count, color) in [
                        (tally.wins, colors::green()),
                        (tally.draws, colors::yellow()),
                        (tally.losses(), colors::red()),
                    ] {
                        let to = from + bar_width * count as f32 / total;
                        painter.rect_filled(
                            Rect::from_min_max(
                                Pos2::new(from, top + 3.0),
                                Pos2::new(to, top + row_height - 3.0),
                            ),
                            0.0,
                            color,
                        );
                        from = to;
                    }
                    painter.text(
                        pos2(left + bar_width + 6.0, top + row_height / 2.0),
                        egui::Align2::LEFT_CENTER,
                        [tally.wins, tally.draws, tally.losses()]
                            .map(crate::numbers::count)
                            .join(" / "),
                        egui::FontId::monospace(11.0),
                        ui.visuals().text_color(),
                    );
                }
                ui.small(tr!(lang, "mc-rates-legend"));
            }
        }
    }
}
