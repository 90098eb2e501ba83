//! Pictures of a Monte Carlo run: its panels drawn at one frame in a window-less pass, for
//! the export windows, `abtutor render` and notebook figures.

use std::sync::Arc;

use super::panels::{GrownTree, RunBoard, RunHeader, SelectionBounds};
use super::player::{MonteCarloPlayer, MonteCarloRun};
use super::plot::RunCounters;
use crate::app::picture::{Drawing, PictureRequest, ViewPart, draw_frame_parts};
use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::recording::{ExportSource, FramePictures, Recording};
use crate::lang::Lang;
use crate::search::Landmark;
use crate::tr;

/// Draws `frame_index` of `run` as `request` asks: the tree part is the board and the
/// grown tree, the number line's place the bounds the selection weighs and the counters.
pub fn draw_run_frame(
    run: &Arc<MonteCarloRun>,
    frame_index: usize,
    request: &PictureRequest,
) -> Drawing {
    let mut player = MonteCarloPlayer::new(Arc::clone(run), 1.0);
    player.apply(PlayerCommand::SetFrame(frame_index));
    let lang = request.lang;
    let context = PanelContext::new(&player, lang);
    let tree = |ui: &mut egui::Ui| {
        RunHeader.ui(ui, &context);
        RunBoard.ui(ui, &context);
        let _ = GrownTree.ui(ui, &context);
    };
    let bounds = |ui: &mut egui::Ui| {
        SelectionBounds.ui(ui, &context);
        ui.add_space(8.0);
        RunCounters.ui(ui, &context);
    };
    draw_frame_parts(request, frame_index, tree, bounds)
}

/// A run's frames.
struct RunPictures(Arc<MonteCarloRun>);

impl FramePictures for RunPictures {
    fn draw(&self, frame_index: usize, request: &PictureRequest) -> Drawing {
        draw_run_frame(&self.0, frame_index, request)
    }

    fn part_label(&self, part: ViewPart, lang: Lang) -> String {
        match part {
            ViewPart::Player => tr!(lang, "picture-part-mc-player"),
            ViewPart::Tree => tr!(lang, "picture-part-mc-tree"),
            ViewPart::NumberLine => tr!(lang, "picture-part-bounds"),
        }
    }
}

/// What the export windows need of the run shown: a range ends at the next iteration.
pub fn export_source(player: &MonteCarloPlayer) -> ExportSource {
    let pictures: Arc<dyn FramePictures> = Arc::new(RunPictures(Arc::clone(player.run())));
    let cursor = player.cursor();
    ExportSource {
        frame_index: cursor.frame_index(),
        last_frame_index: cursor.last_frame_index(),
        node_frames: None,
        next_stop: (
            Landmark::Iteration,
            player
                .target(PlayerCommand::Next(Landmark::Iteration))
                .unwrap_or(cursor.last_frame_index()),
        ),
        as_shown: Arc::clone(&pictures),
        fresh: pictures,
    }
}
