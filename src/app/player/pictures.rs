//! Pictures of the player view: its panels drawn at one frame in a window-less pass.

use std::sync::Arc;

use super::counters::Counters;
use super::number_line::NumberLine;
use super::recording::PlayerCommand;
use super::recording::{ExportSource, FramePictures, Recording};
use super::state::{Player, RecordedSearch};
use super::tree_view::TreeView;
use crate::app::picture::{Drawing, PictureRequest, ViewPart, draw_frame_parts};
use crate::app::player::panel::{Panel, PanelContext};
use crate::search::Landmark;

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
    let (mut tree_view, mut number_line, mut counters) = (tree_view, NumberLine, Counters);
    let context = PanelContext::new(&player, request.lang);
    let tree = |ui: &mut egui::Ui| {
        let _ = tree_view.ui(ui, &context);
    };
    let side = |ui: &mut egui::Ui| {
        number_line.ui(ui, &context);
        // Beside the tree the counters keep a gap below the number line, as in the window.
        if request.part == ViewPart::Player {
            ui.add_space(8.0);
        }
        counters.ui(ui, &context);
    };
    draw_frame_parts(request, frame_index, tree, side)
}
