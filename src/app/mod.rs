//! The eframe app: options on top, the tree in the middle, the number line and counters on
//! the right, the controls below. Drawing collects commands; they are applied after.

mod board_painter;
mod board_panel;
mod cell_player;
mod colors;
mod controls;
mod counters;
mod exercise_cell;
mod fonts;
mod job;
mod lessons;
mod markdown;
mod notebook_cells;
mod notebook_view;
mod number_line;
mod options;
mod play;
mod player;
mod player_view;
mod startup;
mod tree_editor;
mod tree_layout;
mod tree_view;

use std::process::ExitCode;
use std::sync::Arc;

pub use controls::{Controls, keyboard_commands, shortcuts};
pub use counters::Counters;
pub use fonts::{font_definitions, install as install_fonts};
pub use job::RecordingJob;
pub use lessons::{LESSONS, load as load_lesson, titles as lesson_titles};
pub use markdown::{Block, parse as parse_markdown};
pub use notebook_view::NotebookView;
pub use notebook_view::OpenInPlayer;
pub use number_line::{Case, NumberLine, case_of, header_text, legend_texts, status_background};
pub use options::{OptionsAction, OptionsPanel, Settings, View};
pub use play::{
    PlayAction, PlayCommand, PlayMessage, PlaySettings, PlayState, PlayView, PlayedMove, Position,
    SearchedMove, StudentPlays,
};
pub use player::{MAX_SPEED, MIN_SPEED, Player, PlayerCommand, RecordedSearch};
pub use startup::Notices;
pub use tree_layout::{TreeLayout, centre_of, max_depth_for};
pub use tree_view::{TreeAction, TreeView};

use std::path::PathBuf;
use std::time::Duration;

use crate::game::GameSpec;
use crate::lang::Lang;
use crate::notebook::{self, LoadError, Notebook};
use crate::search;
use crate::tree::{NodeId, Tree, Trees};

/// How much larger everything is in the presentation mode (F11).
pub const PRESENTATION_ZOOM: f32 = 1.5;
/// The range of the remembered zoom.
const MIN_ZOOM: f32 = 0.5;
const MAX_ZOOM: f32 = 3.0;

/// How often a notebook with unsaved changes is written to the autosave file.
const AUTOSAVE_EVERY: Duration = Duration::from_secs(5);

/// The whole app. Settings persist; everything else is rebuilt at start.
pub struct AbtutorApp {
    settings: Settings,
    /// Trees built lately, shared by the player and the notebook.
    trees: Trees,
    player: Player,
    job: Option<RecordingJob>,
    /// A message for the user (bad root, failed recording), shown until the next run.
    message: Option<String>,
    /// Files of the previous run that could not be read, told once above either view.
    notices: Notices,
    options: OptionsPanel,
    tree_view: TreeView,
    board_panel: board_panel::BoardPanel,
    number_line: NumberLine,
    counters: Counters,
    controls: Controls,
    notebook: NotebookView,
    /// The game against the search, kept while other views are shown.
    play: PlayState,
    play_view: PlayView,
    /// Where unsaved notebook work is kept against a crash; `None` in tests.
    autosave_path: Option<PathBuf>,
    last_autosave: f64,
    /// A notebook found in the autosave file at start, offered for recovery.
    recovered: Option<Notebook>,
    /// The window was asked to close while the notebook had unsaved changes.
    close_requested: bool,
    allow_close: bool,
    /// Set while drawing; the export runs after the frame's commands.
    export_requested: std::cell::Cell<bool>,
    last_time: Option<f64>,
    /// The remembered zoom was applied to the context.
    zoom_restored: bool,
}

impl AbtutorApp {
    /// Opens ready: the settings' search is recorded before the first paint.
    pub fn new(mut settings: Settings) -> AbtutorApp {
        // Settings saved without a limit for a game that needs one would show nothing.
        options::limit_depth_for(settings.game, &mut settings.depth);
        let mut trees = Trees::default();
        let mut message = None;
        let (tree, root) = trees
            .get_to_depth(settings.game, &settings.root, settings.depth)
            .or_else(|error| {
                message = Some(format!(
                    "{} '{}': {error}. Showing the start of the game.",
                    settings.game, settings.root
                ));
                trees.get(settings.game, "")
            })
            .or_else(|_| trees.get(GameSpec::TicTacToe, ""))
            .expect("the tic-tac-toe tree always fits");
        let trace = search::record(&tree, root, settings.mode);
        let recorded = RecordedSearch::new(tree, trace);
        let player = Player::new(Arc::new(recorded), settings.speed);
        let play = PlayState::new(settings.play.game, settings.play.student);
        AbtutorApp {
            settings,
            trees,
            player,
            job: None,
            message,
            notices: Notices::default(),
            options: OptionsPanel,
            tree_view: TreeView::default(),
            board_panel: board_panel::BoardPanel,
            number_line: NumberLine,
            counters: Counters,
            controls: Controls::default(),
            notebook: NotebookView::default(),
            play,
            play_view: PlayView,
            autosave_path: None,
            last_autosave: 0.0,
            recovered: None,
            close_requested: false,
            allow_close: false,
            export_requested: std::cell::Cell::new(false),
            last_time: None,
            zoom_restored: false,
        }
    }

    /// Restores the settings saved by the previous run, and any autosaved notebook.
    pub fn from_creation_context(creation: &eframe::CreationContext<'_>) -> AbtutorApp {
        // Projected in a classroom: dark text on light backgrounds reads best.
        creation.egui_ctx.set_theme(egui::Theme::Light);
        install_fonts(&creation.egui_ctx);
        AbtutorApp::from_storage(creation.storage, eframe::storage_dir("abtutor"))
    }

    /// Starts from the settings in `storage` and the autosave file in `folder`; what cannot
    /// be read is set aside in `folder`, the defaults are used and the user is told once.
    pub fn from_storage(
        storage: Option<&dyn eframe::Storage>,
        folder: Option<PathBuf>,
    ) -> AbtutorApp {
        let (settings, notice) = startup::read_settings(storage, folder.as_deref());
        let mut app = AbtutorApp::new(settings);
        app.notices.items.extend(notice);
        if let Some(folder) = folder {
            app.use_autosave_file(folder.join("autosave.json"));
        }
        app
    }

    /// Keeps unsaved notebook work in `path`; a notebook already there is offered back, and
    /// one that cannot be opened is set aside rather than written over.
    pub fn use_autosave_file(&mut self, path: PathBuf) {
        match notebook::load(&path) {
            Ok(found) => self.recovered = Some(found),
            Err(LoadError::Read { source, .. })
                if source.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                let kept = startup::set_aside(&path);
                let notice = startup::autosave_notice(&error, &kept, self.settings.lang);
                self.notices.items.push(notice);
                if kept.is_err() {
                    return;
                }
            }
        }
        self.autosave_path = Some(path);
    }

    /// What the user is told once at start: files of the previous run that could not be read.
    pub fn notices(&self) -> &[String] {
        &self.notices.items
    }

    /// The tree of the shown search.
    pub fn tree(&self) -> &Tree {
        self.player.tree()
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

    pub fn notebook(&self) -> &NotebookView {
        &self.notebook
    }

    pub fn notebook_mut(&mut self) -> &mut NotebookView {
        &mut self.notebook
    }

    pub fn play(&self) -> &PlayState {
        &self.play
    }

    pub fn play_mut(&mut self) -> &mut PlayState {
        &mut self.play
    }

    /// Blocks until the search to move in the Play view has played (for scripts and tests).
    pub fn finish_play_search(&mut self) {
        self.play.finish_search(&self.settings.play);
    }

    pub fn recovered(&self) -> Option<&Notebook> {
        self.recovered.as_ref()
    }

    pub fn apply(&mut self, command: PlayerCommand) {
        self.player.apply(command);
        if let PlayerCommand::SetSpeed(_) = command {
            self.settings.speed = self.player.speed();
        }
    }

    /// Starts recording the settings' search, replacing one in progress.
    pub fn run_search(&mut self, ctx: &egui::Context) {
        let game = self.settings.game;
        if let Err(error) = game.check_moves(&self.settings.root) {
            let label = self.settings.lang.pick("Root moves", "ルートの着手");
            self.message = Some(format!("{label} '{}': {error}", self.settings.root.trim()));
            return;
        }
        if self.settings.mode.shortest_victory && !game.view().scores_by_length() {
            self.settings.mode.shortest_victory = false;
        }
        self.message = None;
        let ctx = ctx.clone();
        self.job = Some(RecordingJob::start(
            self.trees.clone(),
            game,
            self.settings.root.clone(),
            self.settings.depth,
            self.settings.mode,
            move || ctx.request_repaint(),
        ));
    }

    /// Searches from a node of the shown tree.
    pub fn run_from_node(&mut self, ctx: &egui::Context, node: NodeId) {
        self.settings.game = self.tree().spec();
        self.settings.root = self.tree().notation(node);
        self.run_search(ctx);
    }

    /// Stops the recording in progress, if any; the search shown stays.
    pub fn cancel_recording(&mut self) {
        // Letting go of the job stops it.
        self.job = None;
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
        self.trees.keep(Arc::clone(&search.tree));
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

    /// Writes the notebook to the autosave file when it has unsaved changes.
    fn autosave(&mut self, now: f64) {
        let Some(path) = &self.autosave_path else {
            return;
        };
        if self.notebook.is_dirty() && now - self.last_autosave >= AUTOSAVE_EVERY.as_secs_f64() {
            self.last_autosave = now;
            if let Err(error) = notebook::save(&self.notebook.editor.notebook, path) {
                self.message = Some(format!("autosave failed: {error}"));
            }
        }
    }

    /// The whole window's contents.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.zoom_ui(&ctx);
        self.poll_job();
        let now = ctx.input(|input| input.time);
        self.autosave(now);
        self.close_guard(&ctx);
        let lang = self.settings.lang;
        egui::Panel::top("views").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.strong("abtutor");
                ui.separator();
                ui.selectable_value(
                    &mut self.settings.view,
                    View::Notebook,
                    lang.pick("Notebook", "ノートブック"),
                );
                ui.selectable_value(
                    &mut self.settings.view,
                    View::Player,
                    lang.pick("Player", "プレイヤー"),
                );
                ui.selectable_value(
                    &mut self.settings.view,
                    View::Play,
                    lang.pick("Play", "対局"),
                );
                ui.separator();
                ui.selectable_value(&mut self.settings.lang, Lang::En, "English");
                ui.selectable_value(&mut self.settings.lang, Lang::Ja, "日本語");
            });
            self.notices.ui(ui, lang);
        });
        match self.settings.view {
            View::Player => self.player_view_ui(ui, &ctx, now),
            View::Notebook => self.notebook_view_ui(ui, lang),
            View::Play => self.play_view_ui(ui, &ctx, lang),
        }
        self.last_time = Some(now);
        if self.job.is_some() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
    }

    fn notebook_view_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(recovered) = &self.recovered {
                let mut answer = None;
                ui.horizontal_wrapped(|ui| {
                    ui.colored_label(
                        egui::Color32::from_rgb(200, 120, 0),
                        match lang {
                            Lang::En => format!(
                                "Unsaved work from the last session was kept: \"{}\".",
                                recovered.title
                            ),
                            Lang::Ja => format!(
                                "前回のセッションの未保存の作業が残っています: 「{}」",
                                recovered.title
                            ),
                        },
                    );
                    if ui.button(lang.pick("Restore it", "復元する")).clicked() {
                        answer = Some(true);
                    }
                    if ui.button(lang.pick("Dismiss", "破棄する")).clicked() {
                        answer = Some(false);
                    }
                });
                match answer {
                    Some(true) => {
                        if let Some(notebook) = self.recovered.take() {
                            self.notebook.recover(notebook, lang);
                        }
                    }
                    Some(false) => self.recovered = None,
                    None => {}
                }
            }
            if let Some(open) =
                self.notebook
                    .ui(ui, &mut self.trees, lang, &mut self.settings.recent)
            {
                self.open_in_player(open);
            }
        });
    }

    fn play_view_ui(&mut self, ui: &mut egui::Ui, ctx: &egui::Context, lang: Lang) {
        let action = self
            .play_view
            .ui(ui, &mut self.play, &mut self.settings.play, lang);
        match action {
            Some(PlayAction::Open(open)) => self.open_in_player(open),
            Some(PlayAction::Record {
                game,
                root,
                depth,
                mode,
            }) => {
                self.settings.game = game;
                self.settings.root = root;
                self.settings.depth = depth;
                self.settings.mode = mode;
                self.run_search(ctx);
                self.settings.view = View::Player;
            }
            None => {}
        }
    }

    /// Shows a search recorded elsewhere (a notebook cell, a move of the Play view) in the
    /// player, with its game, root, depth and mode as the player's options.
    pub fn open_in_player(&mut self, open: OpenInPlayer) {
        self.job = None;
        self.message = None;
        self.settings.game = open.search.tree.spec();
        self.settings.depth = open.search.tree.depth_limit().map(|plies| plies as u16);
        self.settings.mode = open.mode;
        self.settings.root = open.root;
        self.player = Player::new(open.search, self.settings.speed);
        self.player.apply(PlayerCommand::SetFrame(open.frame_index));
        self.tree_view.reset_view();
        self.settings.view = View::Player;
    }

    /// Ctrl + / Ctrl − / Ctrl 0 zoom the whole UI (egui's own keys; remembered here), F11
    /// toggles the presentation mode: full screen, everything larger.
    fn zoom_ui(&mut self, ctx: &egui::Context) {
        let presentation = |presenting: bool| if presenting { PRESENTATION_ZOOM } else { 1.0 };
        if !self.zoom_restored {
            self.zoom_restored = true;
            let zoom = if self.settings.zoom.is_finite() {
                self.settings.zoom.clamp(MIN_ZOOM, MAX_ZOOM)
            } else {
                1.0
            };
            ctx.set_zoom_factor(zoom * presentation(self.settings.presenting));
        }
        if ctx.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::F11)) {
            self.settings.presenting = !self.settings.presenting;
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.settings.presenting));
            ctx.set_zoom_factor(self.settings.zoom * presentation(self.settings.presenting));
        }
        let zoom = ctx.zoom_factor() / presentation(self.settings.presenting);
        self.settings.zoom = zoom.clamp(MIN_ZOOM, MAX_ZOOM);
    }

    /// Holds a close request while the notebook has unsaved changes, and asks.
    fn close_guard(&mut self, ctx: &egui::Context) {
        if ctx.input(|input| input.viewport().close_requested())
            && self.notebook.is_dirty()
            && !self.allow_close
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.close_requested = true;
        }
        if !self.close_requested {
            return;
        }
        let lang = self.settings.lang;
        egui::Window::new(lang.pick("Quit abtutor?", "abtutor を終了しますか?"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(lang.pick(
                    "The notebook has unsaved changes. They are kept in the autosave file and offered back at the next start.",
                    "ノートブックに未保存の変更があります。変更は自動保存ファイルに残り、次の起動時に復元できます。",
                ));
                ui.horizontal(|ui| {
                    if ui.button(lang.pick("Quit", "終了")).clicked() {
                        self.allow_close = true;
                        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                    }
                    if ui.button(lang.pick("Keep working", "作業を続ける")).clicked() {
                        self.close_requested = false;
                    }
                });
            });
    }
}

impl eframe::App for AbtutorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        let Some(path) = &self.autosave_path else {
            return;
        };
        // Clean work needs no recovery; unsaved work is written now, not 5 s later.
        let result = if self.notebook.is_dirty() {
            notebook::save(&self.notebook.editor.notebook, path)
        } else if path.exists() && self.recovered.is_none() {
            std::fs::remove_file(path)
        } else {
            Ok(())
        };
        if let Err(error) = result {
            eprintln!("warning: autosave: {error}");
        }
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
