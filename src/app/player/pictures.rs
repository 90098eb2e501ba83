//! Pictures of the player view: its panels drawn at one frame in a window-less pass.

use std::sync::Arc;

use egui::{Color32, Vec2};

use super::counters::Counters;
use super::number_line::NumberLine;
use super::recording::PlayerCommand;
use super::recording::{ExportSource, FramePictures, Recording};
use super::state::{Player, RecordedSearch};
use super::tree_view::TreeView;
use crate::app::picture::{Drawing, PictureRequest, ViewPart, draw_ui};
use crate::app::player::panel::{Panel, PanelContext};
use crate::search::Landmark;
use crate::tr;

/// A recorded search's frames, the tree framed as a tree view frames it.
struct SearchPictures {
    search: Arc<RecordedSearch>,
    tree_view: TreeView,
}

impl FramePictures for SearchPictures {
    fn draw(&self, frame_index: usize, request: &PictureRequest) -> Drawing {
        draw_frame(
            &self.search,
            frame_index,
            self.tree_view.framed_alike(),
            request,
        )
    }
}

/// What the export windows need of the player shown, its tree as `tree_view` frames it.
pub fn export_source(player: &Player, tree_view: &TreeView) -> ExportSource {
    let here = player.frame_index();
    let last = player.last_frame_index();
    let trace = player.trace();
    let node_frames = trace.first_frame_of_node(here).unwrap_or(here)
        ..=trace.last_frame_of_node(here).unwrap_or(here);
    let pictures = |tree_view| {
        Arc::new(SearchPictures {
            search: Arc::clone(player.search()),
            tree_view,
        })
    };
    ExportSource {
        frame_index: here,
        last_frame_index: last,
        node_frames: Some(node_frames),
        next_stop: (
            Landmark::Cut,
            player
                .search()
                .landmarks
                .next(Landmark::Cut, here)
                .unwrap_or(last),
        ),
        as_shown: pictures(tree_view.framed_alike()),
        fresh: pictures(TreeView::default()),
    }
}

/// Draws `frame_index` of `search` as `request` asks, the tree as `tree_view` frames it.
pub fn draw_frame(
    search: &Arc<RecordedSearch>,
    frame_index: usize,
    tree_view: TreeView,
    request: &PictureRequest,
) -> Drawing {
    let mut player = Player::new(Arc::clone(search), 1.0);
    // The counters' changes are since the frame before, as when stepping to this one.
    player.apply(PlayerCommand::SetFrame(frame_index.saturating_sub(1)));
    player.apply(PlayerCommand::SetFrame(frame_index));
    let mut panels = Panels {
        tree_view,
        number_line: NumberLine,
        counters: Counters,
    };
    draw_ui(request, |ui| panels.ui(ui, &player, request))
}

/// The panels a picture draws, as the player view draws them.
struct Panels {
    tree_view: TreeView,
    number_line: NumberLine,
    counters: Counters,
}

impl Panels {
    fn ui(&mut self, ui: &mut egui::Ui, player: &Player, request: &PictureRequest) {
        let lang = request.lang;
        let frame = egui::Frame::central_panel(ui.style()).fill(Color32::WHITE);
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            match request.part {
                ViewPart::Tree => {
                    let _ = self.tree_view.ui(ui, &PanelContext::new(player, lang));
                }
                ViewPart::NumberLine => {
                    self.number_line.ui(ui, &PanelContext::new(player, lang));
                    self.counters.ui(ui, &PanelContext::new(player, lang));
                }
                ViewPart::Player => {
                    ui.horizontal_top(|ui| {
                        let size = ui.available_size();
                        let tree_size = Vec2::new(size.x * 0.58, size.y);
                        ui.allocate_ui(tree_size, |ui| {
                            ui.set_min_size(tree_size);
                            let _ = self.tree_view.ui(ui, &PanelContext::new(player, lang));
                        });
                        ui.vertical(|ui| {
                            self.number_line.ui(ui, &PanelContext::new(player, lang));
                            ui.add_space(8.0);
                            self.counters.ui(ui, &PanelContext::new(player, lang));
                        });
                    });
                }
            }
            if request.frame_number {
                let text = tr!(lang, "picture-frame-number", frame = player.frame_index());
                let corner = ui.max_rect().right_top() + Vec2::new(-6.0, 4.0);
                ui.painter().text(
                    corner,
                    egui::Align2::RIGHT_TOP,
                    text,
                    egui::FontId::proportional(16.0),
                    Color32::from_gray(60),
                );
            }
        });
    }
}
