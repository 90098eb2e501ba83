//! The selected frame's position as a large board, with the moves that led there.

use egui::{Color32, Sense, vec2};

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::state::Player;
use crate::app::ui::board_painter::paint_picture;
use crate::game::Side;
use crate::tr;

/// Points a board is high in the panel.
const BOARD_HEIGHT: f32 = 120.0;
/// The narrowest the text beside the board may be; with less room it goes below.
const TEXT_MIN_WIDTH: f32 = 200.0;

#[derive(Default)]
pub struct BoardPanel;

impl BoardPanel {}

impl Panel<Player> for BoardPanel {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) {
        let (player, lang) = (context.recording, context.lang);
        let tree = player.tree();
        let node = player.trace().frames().at(player.frame_index()).node;
        let view = tree.view();
        let picture = view.picture(tree.position_key(node), tree.last_move_by(node));
        let size = vec2(BOARD_HEIGHT * picture.aspect(), BOARD_HEIGHT);
        // A wide board (standard Kalah) leaves too little room beside it for the text.
        let beside = ui.available_width() - size.x >= TEXT_MIN_WIDTH;
        let content = |ui: &mut egui::Ui| {
            let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
            paint_picture(ui.painter(), &picture, rect, &|color: Color32| color);
            ui.vertical(|ui| {
                ui.strong(crate::text::game_name(lang, view.name()));
                let moves = tree.notation(node);
                let moves = if moves.is_empty() {
                    crate::text::start_name(lang, view.start_name())
                } else {
                    moves
                };
                ui.label(tr!(lang, "board-moves", moves = moves));
                let names = view.side_names();
                let (first, second) = (names.key(Side::First), names.key(Side::Second));
                let to_move = if tree.is_max_node(node) {
                    tr!(lang, "board-first-to-move", side = first)
                } else {
                    tr!(lang, "board-second-to-move", side = second)
                };
                if tree.is_horizon(node) {
                    ui.label(to_move);
                    ui.colored_label(crate::app::ui::colors::blue(), tr!(lang, "board-horizon"));
                } else if tree.is_terminal(node) {
                    ui.label(tr!(lang, "board-game-over"));
                } else {
                    ui.label(to_move);
                }
            });
        };
        if beside {
            ui.horizontal(content);
        } else {
            ui.vertical(content);
        }
    }
}
