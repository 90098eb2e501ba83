//! A recorded Monte Carlo run in the one player: the controls bar, keys and export
//! windows every recording has, around the run's own panels — in the Monte Carlo tab or
//! in a notebook cell.

use std::sync::Arc;

use super::panels::{GrownTree, RunBoard, RunHeader, SelectionBounds};
use super::pictures::export_source;
use super::player::{MonteCarloPlayer, MonteCarloRun};
use super::plot::{ConvergencePlot, RunCounters};
use crate::app::player::controls::{Controls, keyboard_commands};
use crate::app::player::export_panel::ExportPanel;
use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::recording::Recording;
use crate::app::player::view::CELL_SPEED;
use crate::lang::Lang;
use crate::search::montecarlo::MonteCarloKind;
use crate::tr;

/// Where the player is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MonteCarloLayout {
    /// The Monte Carlo tab: controls below, bounds and plots at the side.
    Window,
    /// A notebook cell: the tree beside the bounds and counters, the controls below.
    Cell,
}

pub struct MonteCarloPlayerView {
    pub player: MonteCarloPlayer,
    layout: MonteCarloLayout,
    controls: Controls,
    export_panel: ExportPanel,
    /// The go-to-iteration box, and what was wrong with what it held.
    iteration_text: String,
    iteration_error: Option<String>,
}

impl MonteCarloPlayerView {
    pub fn new(run: Arc<MonteCarloRun>, speed: f64, layout: MonteCarloLayout) -> Self {
        MonteCarloPlayerView {
            player: MonteCarloPlayer::new(run, speed),
            layout,
            controls: Controls::default(),
            export_panel: ExportPanel::default(),
            iteration_text: String::new(),
            iteration_error: None,
        }
    }

    /// A notebook cell's player, at the first frame.
    pub fn in_cell(run: Arc<MonteCarloRun>) -> Self {
        MonteCarloPlayerView::new(run, CELL_SPEED, MonteCarloLayout::Cell)
    }

    pub fn export_panel(&self) -> &ExportPanel {
        &self.export_panel
    }

    /// Blocks until the export in progress is written (tests).
    pub fn wait_for_export(&mut self) {
        self.export_panel.wait();
    }

    /// Draws the player in its layout and applies the commands of this frame.
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let mut commands = Vec::new();
        match self.layout {
            MonteCarloLayout::Window => self.window_ui(ui, lang, &mut commands),
            MonteCarloLayout::Cell => self.cell_ui(ui, lang, &mut commands),
        }
        if self.player.cursor().is_playing() {
            let seconds = ui.input(|input| input.stable_dt) as f64;
            commands.push(PlayerCommand::Tick(seconds));
            ui.ctx().request_repaint();
        }
        for command in commands {
            self.player.apply(command);
        }
    }

    fn window_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        // Keys are read before any widget: a focused slider or number box would take the
        // arrows for itself, as the player does not let it.
        commands.extend(keyboard_commands(ui.ctx()));
        self.export_panel
            .ui(ui.ctx(), || export_source(&self.player), lang);
        egui::Panel::bottom("monte_carlo_controls").show(ui, |ui| {
            ui.add_space(4.0);
            self.controls_ui(ui, lang, commands);
            ui.add_space(4.0);
        });
        let Self {
            player,
            export_panel,
            ..
        } = self;
        egui::Panel::right("monte_carlo_side")
            .resizable(true)
            .default_size(420.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("monte_carlo_side")
                    .show(ui, |ui| {
                        SelectionBounds.ui(ui, &PanelContext::new(player, lang));
                        ui.separator();
                        RunCounters.ui(ui, &PanelContext::new(player, lang));
                        export_panel.buttons_ui(ui, || export_source(player), lang);
                        ui.separator();
                        ConvergencePlot.ui(ui, &PanelContext::new(player, lang));
                    });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            RunHeader.ui(ui, &PanelContext::new(player, lang));
            RunBoard.ui(ui, &PanelContext::new(player, lang));
            ui.separator();
            commands.extend(GrownTree.ui(ui, &PanelContext::new(player, lang)));
        });
    }

    fn cell_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        let player = &self.player;
        RunHeader.ui(ui, &PanelContext::new(player, lang));
        ui.horizontal_top(|ui| {
            let width = ui.available_width();
            let size = egui::vec2(width * 0.55, 340.0);
            let layout = egui::Layout::top_down(egui::Align::Min);
            ui.allocate_ui_with_layout(size, layout, |ui| {
                ui.set_min_size(size);
                RunBoard.ui(ui, &PanelContext::new(player, lang));
                commands.extend(GrownTree.ui(ui, &PanelContext::new(player, lang)));
            });
            ui.vertical(|ui| {
                SelectionBounds.ui(ui, &PanelContext::new(player, lang));
                RunCounters.ui(ui, &PanelContext::new(player, lang));
            });
        });
        self.controls_ui(ui, lang, commands);
    }

    /// The one controls bar, and the go-to-iteration box beside it.
    fn controls_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        let context = PanelContext::new(&self.player as &dyn Recording, lang);
        commands.extend(self.controls.ui(ui, &context));
        let primitive = matches!(self.player.trace().kind(), MonteCarloKind::Primitive { .. });
        ui.horizontal(|ui| {
            let go_to = if primitive {
                "mc-go-to-playout"
            } else {
                "mc-go-to-iteration"
            };
            let label = ui.label(tr!(lang, go_to));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.iteration_text).desired_width(70.0))
                .labelled_by(label.id);
            let entered =
                field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            let go = ui.button(tr!(lang, "mc-go-to-iteration-go")).clicked();
            if entered || go {
                let text = self.iteration_text.trim();
                match text
                    .parse::<usize>()
                    .ok()
                    .and_then(|number| self.player.iteration_start(number))
                {
                    Some(frame_index) => {
                        self.iteration_error = None;
                        commands.push(PlayerCommand::SetFrame(frame_index));
                    }
                    None => {
                        self.iteration_error = Some(tr!(
                            lang,
                            "mc-no-such-iteration",
                            text = text,
                            count = self.player.trace().iteration_count()
                        ));
                    }
                }
            }
            if let Some(error) = self.iteration_error.as_deref() {
                ui.colored_label(crate::app::ui::colors::red(), error);
            }
        });
    }
}
