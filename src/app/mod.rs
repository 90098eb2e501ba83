//! The eframe app: options on top, the tree in the middle, the number line and counters on
//! the right, the controls below. Drawing collects commands; they are applied after.

mod colors;
mod controls;
mod counters;
mod job;
mod number_line;
mod options;
mod player;
mod tree_layout;
mod tree_view;

use std::process::ExitCode;
use std::sync::Arc;

pub use controls::{Controls, SHORTCUTS, keyboard_commands};
pub use counters::Counters;
pub use job::RecordingJob;
pub use number_line::{Case, NumberLine, case_of, header_text, legend_texts, status_background};
pub use options::{OptionsAction, OptionsPanel, Settings};
pub use player::{MAX_SPEED, MIN_SPEED, Player, PlayerCommand, RecordedSearch};
pub use tree_layout::{TreeLayout, centre_of, max_depth_for};
pub use tree_view::TreeView;

use crate::search;
use crate::tree::{NodeId, Tree};

/// The whole app. Settings persist; everything else is rebuilt at start.
pub struct AbtutorApp {
    settings: Settings,
    tree: Arc<Tree>,
    player: Player,
    job: Option<RecordingJob>,
    /// A message for the user (bad root, failed recording), shown until the next run.
    message: Option<String>,
    options: OptionsPanel,
    tree_view: TreeView,
    number_line: NumberLine,
    counters: Counters,
    controls: Controls,
    last_time: Option<f64>,
}

impl AbtutorApp {
    /// Opens ready: the settings' search is recorded before the first paint.
    pub fn new(settings: Settings) -> AbtutorApp {
        let tree = Arc::new(Tree::tic_tac_toe());
        let mut message = None;
        let root = tree
            .find_by_notation(&settings.root)
            .unwrap_or_else(|error| {
                message = Some(format!(
                    "Root moves '{}': {error}. Showing the empty board.",
                    settings.root
                ));
                tree.root()
            });
        let recorded = RecordedSearch::new(&tree, search::record(&tree, root, settings.mode));
        let player = Player::new(Arc::new(recorded), settings.speed);
        AbtutorApp {
            settings,
            tree,
            player,
            job: None,
            message,
            options: OptionsPanel,
            tree_view: TreeView::default(),
            number_line: NumberLine,
            counters: Counters,
            controls: Controls::default(),
            last_time: None,
        }
    }

    /// Restores the settings saved by the previous run.
    pub fn from_creation_context(creation: &eframe::CreationContext<'_>) -> AbtutorApp {
        let settings = creation
            .storage
            .and_then(|storage| eframe::get_value::<Settings>(storage, eframe::APP_KEY))
            .unwrap_or_default();
        // Projected in a classroom: dark text on light backgrounds reads best.
        creation.egui_ctx.set_theme(egui::Theme::Light);
        AbtutorApp::new(settings)
    }

    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn player(&self) -> &Player {
        &self.player
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    pub fn is_recording(&self) -> bool {
        self.job.is_some()
    }

    pub fn controls(&self) -> &Controls {
        &self.controls
    }

    pub fn tree_view(&self) -> &TreeView {
        &self.tree_view
    }

    pub fn apply(&mut self, command: PlayerCommand) {
        self.player.apply(command);
        if let PlayerCommand::SetSpeed(_) = command {
            self.settings.speed = self.player.speed();
        }
    }

    /// Starts recording the settings' search, replacing one in progress.
    pub fn run_search(&mut self, ctx: &egui::Context) {
        let root = match self.tree.find_by_notation(&self.settings.root) {
            Ok(root) => root,
            Err(error) => {
                self.message = Some(format!(
                    "Root moves '{}': {error}",
                    self.settings.root.trim()
                ));
                return;
            }
        };
        self.message = None;
        let ctx = ctx.clone();
        self.job = Some(RecordingJob::start(
            Arc::clone(&self.tree),
            root,
            self.settings.mode,
            move || ctx.request_repaint(),
        ));
    }

    /// Searches from the node of the current frame.
    pub fn run_from_node(&mut self, ctx: &egui::Context, node: NodeId) {
        self.settings.root = self.tree.notation(node);
        self.run_search(ctx);
    }

    /// Blocks until a recording in progress is shown (for scripts and tests).
    pub fn wait_for_recording(&mut self) {
        if let Some(job) = self.job.take() {
            match job.wait() {
                Ok(search) => self.show_search(search),
                Err(error) => self.message = Some(error),
            }
        }
    }

    fn show_search(&mut self, search: RecordedSearch) {
        self.player = Player::new(Arc::new(search), self.settings.speed);
        self.tree_view.reset_view();
    }

    fn poll_job(&mut self) {
        let Some(job) = &self.job else { return };
        match job.poll() {
            Ok(Some(search)) => {
                self.job = None;
                self.show_search(search);
            }
            Ok(None) => {}
            Err(error) => {
                self.job = None;
                self.message = Some(error);
            }
        }
    }

    /// The whole window's contents.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.poll_job();
        let mut commands = keyboard_commands(&ctx);
        let now = ctx.input(|input| input.time);
        if self.player.is_playing() {
            let elapsed = self.last_time.map_or(0.0, |last| now - last);
            commands.push(PlayerCommand::Tick(elapsed));
            ctx.request_repaint();
        }
        self.last_time = Some(now);

        let mut options_action = None;
        egui::Panel::top("options").show(ui, |ui| {
            ui.add_space(4.0);
            options_action = self.options.ui(ui, &mut self.settings, self.job.is_some());
            self.status_ui(ui);
            ui.add_space(2.0);
        });
        egui::Panel::bottom("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(self.controls.ui(ui, &self.player));
            ui.add_space(4.0);
        });
        egui::Panel::right("explanation")
            .default_size(560.0)
            .min_size(420.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.number_line.ui(ui, &self.tree, &self.player);
                    ui.add_space(8.0);
                    ui.heading("Counters");
                    self.counters.ui(ui, &self.player);
                    ui.add_space(8.0);
                    self.summary_ui(ui, &mut commands);
                    ui.add_space(8.0);
                    ui.collapsing("Keyboard shortcuts", |ui| {
                        egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                            for (keys, action) in SHORTCUTS {
                                ui.monospace(keys);
                                ui.label(action);
                                ui.end_row();
                            }
                        });
                    });
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(command) = self.tree_view.ui(ui, &self.tree, &self.player) {
                commands.push(command);
            }
        });

        for command in commands {
            self.apply(command);
        }
        match options_action {
            Some(OptionsAction::Run) => self.run_search(&ctx),
            Some(OptionsAction::RunFromSelected) => {
                let node = self.player.trace().frames()[self.player.frame_index()].node;
                self.run_from_node(&ctx, node);
            }
            None => {}
        }
        if self.job.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    fn status_ui(&self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            let trace = self.player.trace();
            let root = self.tree.notation(trace.root());
            ui.label(format!(
                "Showing: {} from {}",
                trace.mode().label(),
                if root.is_empty() {
                    "the empty board".to_string()
                } else {
                    root
                }
            ));
            if let Some(job) = &self.job {
                ui.spinner();
                match job.visible_progress() {
                    Some(share) => {
                        ui.add(
                            egui::ProgressBar::new(share)
                                .desired_width(160.0)
                                .show_percentage(),
                        );
                    }
                    None => {
                        ui.label("recording…");
                    }
                }
            }
            if let Some(message) = &self.message {
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
        });
    }

    fn summary_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<PlayerCommand>) {
        let search = self.player.search();
        let summary = search.trace.summary();
        ui.heading("This search");
        ui.label(format!(
            "root value {} (minimax {}), {} frames, ratio {:.1}%",
            summary.value.symbol(),
            summary.minimax_value.symbol(),
            summary.frames,
            summary.ratio
        ));
        if summary.sound {
            return;
        }
        ui.colored_label(
            colors::RED,
            format!(
                "Unsound: the root value {} differs from minimax ({}). Alpha-beta with an exact table \
                 stores values found under a narrowed window as if they were exact.",
                summary.value.symbol(),
                summary.minimax_value.symbol()
            ),
        );
        let Some(frame_index) = search.landmarks.first_wrong_store else {
            return;
        };
        let node = search.trace.frames()[frame_index].node;
        let stored = search.trace.value(node).unwrap_or_default();
        let exact = self.tree.minimax_value(node, search.trace.mode().scoring());
        let moves = self.tree.notation(node);
        ui.label(format!(
            "The first wrong value entered the table at frame {frame_index}: node {moves} stored {stored}, its exact value is {exact}."
        ));
        if ui.button(format!("Go to frame {frame_index}")).clicked() {
            commands.push(PlayerCommand::SetFrame(frame_index));
        }
    }
}

impl eframe::App for AbtutorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }
}

/// Opens the window; returns when it closes.
pub fn run_native() -> ExitCode {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("abtutor")
            .with_inner_size([1400.0, 860.0])
            .with_min_inner_size([900.0, 600.0]),
        persist_window: true,
        ..Default::default()
    };
    let result = eframe::run_native(
        "abtutor",
        options,
        Box::new(|creation| Ok(Box::new(AbtutorApp::from_creation_context(creation)))),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: could not open the window: {error}");
            ExitCode::FAILURE
        }
    }
}
