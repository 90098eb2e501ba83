//! The compact player embedded in a run cell: tree, number line, counters and controls.

use std::sync::Arc;

use super::controls::Controls;
use super::counters::Counters;
use super::exercise_cell::AnswerSheet;
use super::number_line::NumberLine;
use super::player::{Player, RecordedSearch};
use super::tree_view::{TreeAction, TreeView};
use crate::lang::Lang;

pub struct CellPlayer {
    pub player: Player,
    tree_view: TreeView,
    number_line: NumberLine,
    counters: Counters,
    controls: Controls,
    /// An exercise's rows and marks, when the player serves an exercise cell.
    pub sheet: Option<AnswerSheet>,
}

impl CellPlayer {
    pub fn new(search: Arc<RecordedSearch>, frame_index: usize) -> CellPlayer {
        let mut player = Player::new(search, 20.0);
        player.apply(super::PlayerCommand::SetFrame(
            frame_index.min(player.last_frame_index()),
        ));
        CellPlayer {
            player,
            tree_view: TreeView::default(),
            number_line: NumberLine,
            counters: Counters,
            controls: Controls::default(),
            sheet: None,
        }
    }

    /// The tree alone, as the search is about to start: the question before it is answered.
    pub fn question_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let tree = Arc::clone(&self.player.search().tree);
        let at_start = Player::new(Arc::clone(self.player.search()), 1.0);
        let width = ui.available_width();
        ui.allocate_ui(egui::vec2(width, 280.0), |ui| {
            ui.set_min_size(egui::vec2(width, 280.0));
            // Answers are typed in the rows above; clicks on the picture change nothing.
            let _ = self.tree_view.ui(ui, tree.as_ref(), &at_start, lang);
        });
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let mut commands = Vec::new();
        let tree = Arc::clone(&self.player.search().tree);
        let tree = tree.as_ref();
        ui.horizontal_top(|ui| {
            let width = ui.available_width();
            ui.allocate_ui(egui::vec2(width * 0.45, 320.0), |ui| {
                ui.set_min_size(egui::vec2(width * 0.45, 320.0));
                // A cell's root is set in its options; only moves within the trace apply here.
                if let Some(TreeAction::Player(command)) =
                    self.tree_view.ui(ui, tree, &self.player, lang)
                {
                    commands.push(command);
                }
            });
            ui.vertical(|ui| {
                self.number_line.ui(ui, tree, &self.player, lang);
                self.counters.ui(ui, &self.player, lang);
            });
        });
        commands.extend(self.controls.ui(ui, &self.player, lang));
        if self.player.is_playing() {
            let elapsed = ui.input(|input| input.stable_dt as f64);
            commands.push(super::PlayerCommand::Tick(elapsed));
            ui.ctx().request_repaint();
        }
        for command in commands {
            self.player.apply(command);
        }
    }
}
