//! How the tree view draws its parts: a node's box (its board or move, its value or
//! chance, its state), the shaded depth columns and the edges, and a node's hover card.

use egui::{Color32, Pos2, Rect, Stroke, pos2, vec2};

use crate::app::player::state::Player;
use crate::app::player::tree_layout::TreeLayout;
use crate::app::ui::board_painter::paint_picture;
use crate::app::ui::colors::{self, darken, value_background};
use crate::lang::Lang;
use crate::search::NodeState;
use crate::tr;
use crate::tree::{NodeId, Tree};

const PRUNED_DARKNESS: f32 = 0.8;
const PENDING_DARKNESS: f32 = 0.5;

/// What a node's box shows, painted in its rectangle through the state's shading.
pub(super) type NodeContent<'a> = dyn Fn(&egui::Painter, Rect, &dyn Fn(Color32) -> Color32) + 'a;

/// How a node is drawn: its board, or the move that led to it (boards too wide to read at
/// a node's size: 6×6 Othello, six pits a side), its board shown on hover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NodeLook {
    Boards,
    Moves,
}

impl NodeLook {
    pub const ALL: [NodeLook; 2] = [NodeLook::Boards, NodeLook::Moves];

    /// Boards where they stay readable at a node's size, else moves.
    pub fn natural_for(tree: &Tree) -> NodeLook {
        let base = tree.base();
        let picture = tree
            .view()
            .picture(tree.position_key(base), tree.last_move_by(base));
        if picture.is_readable_small() {
            NodeLook::Boards
        } else {
            NodeLook::Moves
        }
    }

    pub(super) fn key(self) -> &'static str {
        match self {
            NodeLook::Boards => "boards",
            NodeLook::Moves => "moves",
        }
    }
}

pub(super) fn node_tooltip_ui(
    ui: &mut egui::Ui,
    tree: &Tree,
    player: &Player,
    node: NodeId,
    lang: Lang,
) {
    let trace = player.trace();
    let moves = tree.notation(node);
    let moves = if moves.is_empty() {
        format!(
            "({})",
            crate::text::start_name(lang, tree.view().start_name())
        )
    } else {
        moves
    };
    ui.label(tr!(lang, "tree-moves", moves = moves));
    let kind = if tree.is_max_node(node) { "max" } else { "min" };
    ui.label(tr!(
        lang,
        "tree-depth-and-kind",
        depth = tree.depth(node),
        kind = kind
    ));
    if tree.is_horizon(node) {
        ui.colored_label(
            colors::blue(),
            tr!(
                lang,
                "tree-horizon-leaf",
                evaluation = crate::text::evaluation_name(lang, tree.view().evaluation_name())
            ),
        );
    }
    let unexpanded = tree.is_unexpanded(node);
    if let Some(hidden) = unexpanded.then(|| tree.hidden_nodes(node)).flatten() {
        let nodes = crate::text::real_count(hidden);
        ui.label(tr!(lang, "tree-unexpanded", nodes = nodes));
    }
    match trace.node_state(tree, node, player.frame_index()) {
        NodeState::Calculated(value) => {
            ui.label(tr!(lang, "tree-value", value = crate::lang::signed(value)))
        }
        NodeState::Pruned => ui.label(tr!(lang, "tree-pruned")),
        NodeState::Pending => ui.label(tr!(lang, "tree-not-yet-calculated")),
        NodeState::Outside => ui.label(tr!(lang, "tree-outside-search")),
    };
    let here = player.frame_index();
    match (
        trace.started_at_in(node, here),
        trace.fixed_at_in(node, here),
        trace.pruned_at_in(tree, node, here),
    ) {
        (Some(first), Some(last), _) => {
            ui.label(tr!(lang, "tree-frames", first = first, last = last))
        }
        (_, _, Some(pruned)) => ui.label(tr!(lang, "tree-pruned-at", frame = pruned)),
        _ => ui.label(tr!(lang, "tree-never-visited")),
    };
    ui.weak(tr!(lang, "tree-click-hint"));
}

/// The shaded depth columns behind the tree, and its edges.
pub(super) fn draw_columns_and_edges(
    painter: &egui::Painter,
    layout: &TreeLayout,
    rect: Rect,
    ui_from_tree: &dyn Fn(f32, f32) -> Pos2,
    scale: f32,
) {
    // Alternate depth columns are shaded, as in the reference.
    for depth in (1..=layout.max_depth - layout.first_depth).step_by(2) {
        let left = ui_from_tree(layout.column_width * depth as f32 - 1.0, -1.0);
        let right = ui_from_tree(
            layout.column_width * (depth + 1) as f32 - 1.0,
            layout.height,
        );
        painter.rect_filled(
            Rect::from_min_max(pos2(left.x, rect.top()), pos2(right.x, rect.bottom())),
            0.0,
            colors::WHITE_SMOKE,
        );
    }
    let line_stroke = Stroke::new((scale * 0.08).max(1.0), colors::INK);
    for [from, to] in &layout.lines {
        painter.line_segment(
            [ui_from_tree(from.0, from.1), ui_from_tree(to.0, to.1)],
            line_stroke,
        );
    }
}

/// One node as its board (last move in red), or as the move that led to it, on the
/// value's colour.
pub(super) fn draw_node(
    painter: &egui::Painter,
    tree: &Tree,
    node: NodeId,
    rect: Rect,
    (state, chance): (NodeState, Option<(f32, Color32)>),
    (selected, look): (bool, NodeLook),
) {
    let paint_move = |painter: &egui::Painter, rect: Rect, shade: &dyn Fn(Color32) -> Color32| {
        let text = match tree.last_move(node) {
            Some(mv) => tree.view().format_move(mv),
            None => "·".to_string(),
        };
        let size = (rect.height() * 0.42).clamp(7.0, 40.0);
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(size),
            shade(colors::INK),
        );
    };
    let paint_board = |painter: &egui::Painter, rect: Rect, shade: &dyn Fn(Color32) -> Color32| {
        let picture = tree
            .view()
            .picture(tree.position_key(node), tree.last_move_by(node));
        // A board drawn on the value's colour: inset so that the colour shows around it.
        let inset = match picture {
            crate::game::Picture::Grid {
                style: crate::game::StoneStyle::Symbols,
                ..
            } => 0.0,
            _ => rect.height() * 0.06,
        };
        paint_picture(painter, &picture, rect.shrink(inset), shade);
    };
    let content: &NodeContent<'_> = match look {
        NodeLook::Boards => &paint_board,
        NodeLook::Moves => &paint_move,
    };
    draw_board_with(
        painter,
        tree,
        node,
        rect,
        (state, chance),
        selected,
        content,
    );
}

/// A node's box: its background by value or chance, darkened by state, what `content`
/// paints on it, its frame and its value or chance above.
fn draw_board_with(
    painter: &egui::Painter,
    tree: &Tree,
    node: NodeId,
    rect: Rect,
    (state, chance): (NodeState, Option<(f32, Color32)>),
    selected: bool,
    content: &NodeContent<'_>,
) {
    let (background, darkness, value) = match state {
        NodeState::Calculated(value) => (value_background(value), 0.0, Some(value)),
        NodeState::Pruned => (Color32::WHITE, PRUNED_DARKNESS, None),
        NodeState::Pending => (Color32::WHITE, PENDING_DARKNESS, None),
        NodeState::Outside => (Color32::WHITE, 0.0, None),
    };
    // Random play's chance replaces the value: the colour deepens with it.
    let background = match chance {
        Some((share, color)) => Color32::WHITE.lerp_to_gamma(color, share),
        None => background,
    };
    let shade = |color: Color32| darken(color, darkness);
    painter.rect_filled(rect, 0.0, shade(background));
    content(painter, rect, &shade);
    let cell = rect.height() / 3.0;
    // A horizon leaf (its game goes on, the search stops) has a blue dashed frame, and its
    // value is an evaluation: "≈ v" in blue.
    let horizon = tree.is_horizon(node);
    let frame_stroke = if selected {
        Stroke::new((cell * 0.18).max(2.0), colors::red())
    } else if horizon {
        Stroke::new((cell * 0.08).max(1.2), shade(colors::blue()))
    } else {
        Stroke::new((cell * 0.05).max(0.8), shade(colors::INK))
    };
    if horizon && !selected {
        let outline = rect.expand(frame_stroke.width / 2.0);
        let corners = [
            outline.left_top(),
            outline.right_top(),
            outline.right_bottom(),
            outline.left_bottom(),
            outline.left_top(),
        ];
        let dash = (cell * 0.3).max(3.0);
        painter.extend(egui::Shape::dashed_line(
            &corners,
            frame_stroke,
            dash,
            dash * 0.6,
        ));
    } else {
        painter.rect_stroke(rect, 0.0, frame_stroke, egui::StrokeKind::Outside);
    }
    // A grown tree's node the search never entered: its subtree was never grown (⋮ below).
    if tree.is_unexpanded(node) {
        let radius = (cell * 0.06).max(0.8);
        for step in 1..=3 {
            let centre = rect.center_bottom() + vec2(0.0, step as f32 * radius * 3.5);
            painter.circle_filled(centre, radius, shade(colors::INK));
        }
    }
    if let Some((share, _)) = chance {
        let size = (rect.height() / 3.0).clamp(7.0, 18.0);
        painter.text(
            Pos2::new(rect.left(), rect.top() - 1.0),
            egui::Align2::LEFT_BOTTOM,
            format!("{:.0}%", share * 100.0),
            egui::FontId::proportional(size),
            colors::INK,
        );
        return;
    }
    if let Some(value) = value {
        let size = (rect.height() / 3.0).clamp(7.0, 18.0);
        let (text, color) = if horizon {
            (format!("≈{}", crate::lang::signed(value)), colors::blue())
        } else {
            (crate::lang::signed(value), colors::INK)
        };
        painter.text(
            Pos2::new(rect.left(), rect.top() - 1.0),
            egui::Align2::LEFT_BOTTOM,
            text,
            egui::FontId::proportional(size),
            color,
        );
    }
}
