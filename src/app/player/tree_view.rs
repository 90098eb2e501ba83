//! The animated tree: the shown part of the game tree at the current frame.

use std::collections::HashMap;

use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2, vec2};

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::Player;
use crate::app::player::tree_layout::{BOARD_SIZE, MIN_GAP, TreeLayout, centre_of};
pub use crate::app::player::tree_nodes::NodeLook;
use crate::app::player::tree_nodes::{draw_columns_and_edges, draw_node, node_tooltip_ui};
use crate::app::ui::board_painter::paint_picture;
use crate::app::ui::colors;
use crate::lang::Lang;
use crate::search::NodeState;
use crate::tr;
use crate::tree::{NodeId, Outcomes, Tree};

/// Points per tree unit at most: boards stay a sensible size on a small tree.
const MAX_SCALE: f32 = 60.0;

/// What a click on the tree asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TreeAction {
    Player(PlayerCommand),
    /// Make this node the search root and record.
    SearchFrom(NodeId),
}

/// What the nodes show: the values the search fixed, or where uniformly random play from
/// them leads (a complete tree only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NodeLabel {
    #[default]
    Value,
    FirstWins,
    SecondWins,
    Draws,
}

impl NodeLabel {
    pub const ALL: [NodeLabel; 4] = [
        NodeLabel::Value,
        NodeLabel::FirstWins,
        NodeLabel::SecondWins,
        NodeLabel::Draws,
    ];

    fn key(self) -> &'static str {
        match self {
            NodeLabel::Value => "value",
            NodeLabel::FirstWins => "first",
            NodeLabel::SecondWins => "second",
            NodeLabel::Draws => "draw",
        }
    }

    /// The node's chance under this label, and the colour a certain result takes.
    fn chance(self, outcomes: Outcomes) -> Option<(f32, Color32)> {
        match self {
            NodeLabel::Value => None,
            NodeLabel::FirstWins => Some((outcomes.first as f32, colors::first_wins())),
            NodeLabel::SecondWins => Some((outcomes.second as f32, colors::second_wins())),
            NodeLabel::Draws => Some((outcomes.draw as f32, colors::draws())),
        }
    }
}

/// Points per tree unit at least for nodes drawn as moves: a box 21 points high.
const MIN_MOVE_SCALE: f32 = 7.0;

/// A node drawn as its move: a box this many times as wide as it is high.
const MOVE_BOX_ASPECT: f32 = 1.2;

/// Random play's chances for one tree, known by the tree's address and size.
struct TreeChances {
    tree: (usize, usize),
    chances: std::sync::Arc<Vec<Outcomes>>,
}

/// The tree panel's own state: pan and zoom, and the layout of the current centre.
pub struct TreeView {
    /// What the nodes show.
    pub label: NodeLabel,
    /// How nodes are drawn; `None`: as suits the game ([`NodeLook::natural_for`]).
    pub look: Option<NodeLook>,
    /// Drawn for paper: nodes still to be worked out are left white, not shaded.
    pub paper: bool,
    /// Names written above nodes, as a question names the nodes it asks about.
    pub names: HashMap<NodeId, String>,
    /// Shown on a projector: nodes are as large in points as unzoomed.
    pub presenting: bool,
    /// Random play's chances at every node of the tree shown, worked out once per tree
    /// (keyed by the tree's address and size).
    chances: Option<TreeChances>,
    zoom: f32,
    pan: Vec2,
    layout: Option<TreeLayout>,
    /// The room (points) and the node look the layout was made for.
    laid_out_for: Vec2,
    laid_out_look: Option<NodeLook>,
    /// Where tree unit (0, 0) was drawn and how many points a unit took, last frame.
    last_transform: Option<(Pos2, f32)>,
    /// The node whose context menu is open.
    context_node: Option<NodeId>,
}

impl Default for TreeView {
    fn default() -> Self {
        TreeView {
            label: NodeLabel::Value,
            look: None,
            paper: false,
            names: HashMap::new(),
            presenting: false,
            chances: None,
            zoom: 1.0,
            pan: Vec2::ZERO,
            layout: None,
            laid_out_for: Vec2::ZERO,
            laid_out_look: None,
            last_transform: None,
            context_node: None,
        }
    }
}

impl TreeView {
    /// Unzoomed and centred, laid out afresh: a new search may come with a new tree.
    pub fn reset_view(&mut self) {
        self.zoom = 1.0;
        self.pan = Vec2::ZERO;
        self.layout = None;
    }

    /// A fresh view with this one's labels, zoom and pan: a picture framed as the window is.
    pub fn framed_alike(&self) -> TreeView {
        TreeView {
            label: self.label,
            look: self.look,
            names: self.names.clone(),
            zoom: self.zoom,
            pan: self.pan,
            ..TreeView::default()
        }
    }

    /// Where a node's board was drawn last frame, if it was.
    pub fn node_rect_in_ui(&self, node: NodeId) -> Option<Rect> {
        let (origin, scale) = self.last_transform?;
        let node_box = self
            .layout
            .as_ref()?
            .boxes
            .iter()
            .find(|b| b.node == node)?;
        let layout = self.layout.as_ref()?;
        let min = origin + vec2(node_box.x * scale, node_box.y * scale);
        let size = vec2(layout.board_width, BOARD_SIZE) * scale;
        Some(Rect::from_min_size(min, size))
    }
}

impl TreeView {
    /// Drag pans, Ctrl + wheel zooms, the wheel scrolls, a double click resets.
    fn navigate(&mut self, ui: &egui::Ui, response: &egui::Response) {
        if response.dragged() {
            self.pan += response.drag_delta();
        }
        if response.hovered() {
            let scroll = ui.input(|input| input.smooth_scroll_delta.y);
            if scroll != 0.0 && ui.input(|input| input.modifiers.command || input.modifiers.ctrl) {
                self.zoom = (self.zoom * (scroll / 200.0).exp()).clamp(0.3, 8.0);
            } else if scroll != 0.0 {
                self.pan.y += scroll;
            }
        }
        if response.double_clicked() {
            self.reset_view();
        }
    }

    /// A node's menu (right click): search from it, go to it, what nodes show.
    fn context_menu_ui(
        &mut self,
        response: &egui::Response,
        tree: &Tree,
        look: NodeLook,
        lang: Lang,
    ) -> Option<TreeAction> {
        let node = self.context_node?;
        let mut action = None;
        let menu = response.context_menu(|ui| {
            if ui.button(tr!(lang, "tree-search-from-here")).clicked() {
                action = Some(TreeAction::SearchFrom(node));
                ui.close();
            }
            if ui.button(tr!(lang, "tree-go-to-first-frame")).clicked() {
                action = Some(TreeAction::Player(PlayerCommand::SelectNode(node)));
                ui.close();
            }
            ui.separator();
            label_choice_ui(ui, &mut self.label, tree, lang);
            ui.separator();
            for choice in NodeLook::ALL {
                let text = tr!(lang, "tree-nodes-look", look = choice.key());
                if ui
                    .add(egui::Button::selectable(look == choice, text))
                    .clicked()
                {
                    self.look = Some(choice);
                    ui.close();
                }
            }
        });
        if menu.is_none() {
            self.context_node = None;
        }
        action
    }
}

impl Panel<Player> for TreeView {
    type Response = Option<TreeAction>;

    /// Draws the tree; a click on a node asks the player to go to it.
    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) -> Self::Response {
        let (player, lang) = (context.recording, context.lang);
        let tree = player.tree();
        let trace = player.trace();
        let student = player.search().student.as_deref();
        let frame_index = player.frame_index();
        let selected = trace.frames().at(frame_index).node;
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        let rect = response.rect;
        let margin = 8.0;
        let room = rect.size() - Vec2::splat(2.0 * margin);
        self.update_chances(tree);
        let look = self.look.unwrap_or_else(|| NodeLook::natural_for(tree));
        if self.laid_out_look != Some(look) {
            self.layout = None;
            self.laid_out_look = Some(look);
        }
        let chances = self
            .chances
            .as_ref()
            .filter(|_| self.label != NodeLabel::Value)
            .map(|known| std::sync::Arc::clone(&known.chances));
        let chances = chances.as_deref().map(Vec::as_slice);
        let layout = match self.layout.take() {
            Some(layout)
                if layout.centre == centre_of(tree, selected) && self.laid_out_for == room =>
            {
                layout
            }
            _ => fill_layout(tree, selected, room, look),
        };
        self.laid_out_for = room;
        painter.rect_filled(rect, 0.0, Color32::WHITE);

        self.navigate(ui, &response);

        let fit = fit_scale(&layout, room);
        // Moves stay large enough to read: a tall tree then overflows, centred on the node
        // shown, and scrolls.
        let readable = match look {
            NodeLook::Moves => fit.max(MIN_MOVE_SCALE),
            NodeLook::Boards => fit,
        };
        // On a projector nodes keep the size they have unzoomed, in points, so they grow
        // with the zoom; the tree then overflows and follows the node shown.
        let readable = if self.presenting {
            readable.max(fit_scale(&layout, room * ui.ctx().zoom_factor()))
        } else {
            readable
        };
        let scale = readable * self.zoom;
        let mut origin = rect.min + vec2(margin, margin + scale) + self.pan;
        // An overflowing tree is centred on the node shown, or its nearest drawn ancestor.
        let shown = || {
            std::iter::successors(Some(selected), |&node| tree.parent(node))
                .find_map(|node| layout.boxes.iter().find(|node_box| node_box.node == node))
        };
        if readable > fit
            && let Some(shown) = shown()
        {
            let middle = shown.y + BOARD_SIZE / 2.0;
            origin.y = rect.center().y - middle * scale + self.pan.y;
            if layout.width * scale > rect.width() - 2.0 * margin {
                let centre = shown.x + layout.board_width / 2.0;
                origin.x = rect.center().x - centre * scale + self.pan.x;
            }
        }
        self.last_transform = Some((origin, scale));
        let ui_from_tree = |x: f32, y: f32| origin + vec2(x * scale, y * scale);
        let painter = painter.with_clip_rect(rect);

        draw_columns_and_edges(&painter, &layout, rect, &ui_from_tree, scale);
        let mut hovered_node = None;
        let pointer = response.hover_pos();
        // The win check's frame: the move that wins at once, taken without entering it.
        let winning = trace.winning_child(tree, frame_index);
        for node_box in &layout.boxes {
            let min = ui_from_tree(node_box.x, node_box.y);
            let board_size = vec2(layout.board_width, BOARD_SIZE) * scale;
            let board_rect = Rect::from_min_size(min, board_size);
            let state = match trace.node_state(tree, node_box.node, frame_index) {
                // On paper a node still to be worked out is a white box to write in.
                NodeState::Pending if self.paper => NodeState::Outside,
                state => state,
            };
            let chance = chances
                .and_then(|chances| chances.get(node_box.node as usize))
                .and_then(|&outcomes| self.label.chance(outcomes));
            draw_node(
                &painter,
                tree,
                node_box.node,
                board_rect,
                (state, chance),
                (node_box.node == selected, look),
            );
            let marks = NodeMarks {
                name: self.names.get(&node_box.node).map(String::as_str),
                winning: winning == Some(node_box.node),
                re_searched: trace.re_searched_by(node_box.node, frame_index),
                student: student.and_then(|student| {
                    crate::app::player::student_panel::node_mark(&student.overlay, node_box.node)
                }),
            };
            marks.draw(&painter, board_rect);
            if pointer.is_some_and(|pointer| board_rect.contains(pointer)) {
                hovered_node = Some(node_box.node);
            }
        }
        self.layout = Some(layout);

        if response.secondary_clicked() {
            self.context_node = hovered_node;
        }
        let mut action = self.context_menu_ui(&response, tree, look, lang);
        let Some(node) = hovered_node else {
            return action;
        };
        let response = response.on_hover_ui_at_pointer(|ui| {
            if look == NodeLook::Moves {
                // The board the move led to, which the node itself does not draw.
                let picture = tree
                    .view()
                    .picture(tree.position_key(node), tree.last_move_by(node));
                let height = 90.0;
                let (rect, _) =
                    ui.allocate_exact_size(vec2(height * picture.aspect(), height), Sense::hover());
                paint_picture(ui.painter(), &picture, rect, &|color| color);
            }
            node_tooltip_ui(ui, tree, player, node, lang);
        });
        if response.clicked() {
            action = Some(TreeAction::Player(PlayerCommand::SelectNode(node)));
        }
        action
    }
}

/// What is drawn around a node beside its board: its name, the win check's move, a second
/// entry (a probe then a re-search), and the student's mark.
struct NodeMarks<'a> {
    name: Option<&'a str>,
    winning: bool,
    re_searched: bool,
    student: Option<Color32>,
}

impl NodeMarks<'_> {
    fn draw(&self, painter: &egui::Painter, board_rect: Rect) {
        if let Some(name) = self.name {
            let size = (board_rect.height() * 0.3).clamp(9.0, 18.0);
            painter.text(
                board_rect.left_top() + vec2(0.0, -1.0),
                egui::Align2::LEFT_BOTTOM,
                name,
                egui::FontId::proportional(size),
                colors::INK,
            );
        }
        if self.winning {
            let width = (board_rect.height() * 0.1).max(2.0);
            painter.rect_stroke(
                board_rect.expand(width),
                0.0,
                Stroke::new(width, colors::GREEN),
                egui::StrokeKind::Outside,
            );
        }
        if self.re_searched {
            // Entered twice: a probe, then a re-search.
            let size = (board_rect.height() / 3.0).clamp(7.0, 16.0);
            painter.text(
                board_rect.right_top() + vec2(2.0, -1.0),
                egui::Align2::LEFT_BOTTOM,
                "2×",
                egui::FontId::proportional(size),
                colors::red(),
            );
        }
        if let Some(color) = self.student {
            let width = (board_rect.height() * 0.12).max(2.0);
            painter.rect_stroke(
                board_rect.expand(width * 1.5),
                0.0,
                Stroke::new(width, color),
                egui::StrokeKind::Outside,
            );
        }
    }
}

/// Points per tree unit that show the whole layout in `room`.
fn fit_scale(layout: &TreeLayout, room: Vec2) -> f32 {
    (room.x / layout.width)
        .min(room.y / (layout.height + 1.0))
        .clamp(3.0, MAX_SCALE)
}

/// The layout around `selected` filling `room`: when the height limits the boards' size,
/// the columns spread out so that the tree spans the width too.
fn fill_layout(tree: &Tree, selected: NodeId, room: Vec2, look: NodeLook) -> TreeLayout {
    let aspect = match look {
        NodeLook::Boards => board_aspect(tree),
        NodeLook::Moves => MOVE_BOX_ASPECT,
    };
    let layout = TreeLayout::around(tree, selected, aspect, MIN_GAP);
    let scale = fit_scale(&layout, room);
    let columns = layout.width / layout.column_width;
    let wanted_gap = room.x / scale / columns - layout.board_width;
    if wanted_gap <= MIN_GAP + 0.25 {
        return layout;
    }
    let gap = wanted_gap.min(4.0 * layout.board_width);
    TreeLayout::around(tree, selected, aspect, gap)
}

/// A board's width over its height for the tree's game.
fn board_aspect(tree: &Tree) -> f32 {
    let base = tree.base();
    tree.view()
        .picture(tree.position_key(base), tree.last_move_by(base))
        .aspect()
}

/// The node-label choice: the search's values, or random play's chances where the tree is
/// complete (a depth limit stops play before the game ends).
fn label_choice_ui(ui: &mut egui::Ui, label: &mut NodeLabel, tree: &Tree, lang: Lang) {
    let complete = tree.depth_limit().is_none();
    for choice in NodeLabel::ALL {
        let text = tr!(lang, "tree-nodes-show", label = choice.key());
        let enabled = complete || choice == NodeLabel::Value;
        let response = ui.add_enabled(enabled, egui::Button::selectable(*label == choice, text));
        if response.clicked() {
            *label = choice;
            ui.close();
        }
        if !enabled {
            response.on_disabled_hover_text(tr!(lang, "tree-chances-need-complete-tree"));
        }
    }
}

impl TreeView {
    /// Works random play's chances out for a new tree, when they are shown.
    fn update_chances(&mut self, tree: &Tree) {
        if self.label == NodeLabel::Value {
            return;
        }
        if tree.depth_limit().is_some() {
            self.label = NodeLabel::Value;
            return;
        }
        let key = (tree as *const Tree as usize, tree.len());
        if self.chances.as_ref().is_none_or(|known| known.tree != key) {
            self.chances = Some(TreeChances {
                tree: key,
                chances: std::sync::Arc::new(tree.playout_probabilities()),
            });
        }
    }
}
