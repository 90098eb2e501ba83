//! The app: a router over its views (the Player tab, the notebook, the Play view).
//! It owns the views and what they share — the trees, the settings, the autosave file —
//! asks the view shown to draw, and carries out the commands the views return after the
//! frame is drawn.

use crate::app::player::recording::Recording;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::commands::AppCommand;
use super::opening::{Opening, Preparing};
use super::options::{OptionsAction, OptionsPanel, Settings, View};
use super::startup::{self, Notice, Notices};
use crate::app::montecarlo::MonteCarloView;
use crate::app::notebook::view::{NotebookOpen, NotebookView};
use crate::app::play::PlayAction;
use crate::app::play::{PlayState, PlayView};
use crate::app::player::controls::Controls;
use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::Player;
use crate::app::player::tree_view::TreeView;
use crate::app::player::view::{OpenInPlayer, PlayerAction, PlayerMessage, PlayerView};
use crate::app::ui::colors;
use crate::app::ui::file_dialog::{self, AppUpload};
use crate::lang::Lang;
use crate::notebook::{self, LoadError, Notebook};
use crate::setup::GameSpec;
use crate::setup::SearchSetup;
use crate::tree::{NodeId, Tree, Trees};

/// How often a notebook with unsaved changes is written to the autosave file.
const AUTOSAVE_EVERY: Duration = Duration::from_secs(5);

/// The whole app: a router over its views. It owns the views and what they share (the
/// trees, the settings, the autosave file), asks the shown view to draw, and carries out
/// the commands the views return.
pub struct AbtutorApp {
    pub(super) settings: Settings,
    /// Trees built lately, shared by the player, the notebook and the Play view.
    pub(super) trees: Trees,
    /// Files of the previous run that could not be read, told once above every view.
    pub(super) notices: Notices,
    pub(super) options: OptionsPanel,
    pub(super) player_view: PlayerView,
    pub(super) notebook: NotebookView,
    /// The game against the search, kept while other views are shown.
    pub(super) play: PlayState,
    pub(super) play_view: PlayView,
    /// Primitive Monte Carlo and MCTS, recorded and replayed.
    pub(super) monte_carlo: MonteCarloView,
    /// Where unsaved notebook work is kept against a crash; `None` in tests.
    pub(super) autosave_path: Option<PathBuf>,
    pub(super) last_autosave: f64,
    /// A notebook found in the autosave file at start, offered for recovery.
    pub(super) recovered: Option<Notebook>,
    /// The window was asked to close while the notebook had unsaved changes.
    pub(super) close_requested: bool,
    pub(super) allow_close: bool,
    /// The remembered zoom was applied to the context.
    pub(super) zoom_restored: bool,
    /// The settings' search grows its tree: it is recorded off the UI thread once the
    /// window is up, the game's start shown meanwhile.
    pub(super) grow_when_shown: bool,
    /// The opening search, prepared on another core while the first frame is laid out.
    pub(super) preparing: Option<Preparing>,
}

impl AbtutorApp {
    /// Opens ready: the settings' search is recorded before the first paint.
    pub fn new(mut settings: Settings) -> AbtutorApp {
        // Settings saved without a limit for a game that needs one would show nothing.
        settings.search.fit_to_game();
        let opening = Opening::prepare(&settings.search);
        AbtutorApp::with_opening(settings, opening)
    }

    /// The app showing `opening`'s search.
    pub(super) fn with_opening(settings: Settings, mut opening: Opening) -> AbtutorApp {
        let player_view = opening.player_view(settings.speed);
        let play = PlayState::new(settings.play.game, settings.play.student);
        AbtutorApp {
            settings,
            trees: std::mem::take(&mut opening.trees),
            notices: Notices::default(),
            options: OptionsPanel,
            player_view,
            notebook: NotebookView::default(),
            play,
            play_view: PlayView,
            monte_carlo: MonteCarloView::default(),
            autosave_path: None,
            last_autosave: 0.0,
            recovered: None,
            close_requested: false,
            allow_close: false,
            zoom_restored: false,
            grow_when_shown: opening.grow_when_shown,
            preparing: None,
        }
    }

    /// As [`AbtutorApp::new`], the settings' search prepared on another core meanwhile: the
    /// first frame lays out what does not show it (the tabs, the options) before waiting
    /// for it, so that the window opens sooner. Until that frame its search is a stand-in:
    /// scripts and tests that read the app before drawing it use [`AbtutorApp::new`].
    pub fn opening(mut settings: Settings) -> AbtutorApp {
        settings.search.fit_to_game();
        let Some(preparing) = Preparing::start(settings.search.clone()) else {
            return AbtutorApp::new(settings);
        };
        let stand_in = Opening::stand_in(settings.search.game);
        let mut app = AbtutorApp::with_opening(settings, stand_in);
        app.preparing = Some(preparing);
        app
    }

    /// Shows the opening search once it is prepared (see [`Self::show_first_opening`] and
    /// [`Self::finish_opening`]), and starts growing it when it is too big to build.
    fn open_search_when_ready(&mut self, ctx: &egui::Context) {
        let frame = ctx.cumulative_frame_nr();
        let preparing = self.preparing.as_ref();
        let shown_first =
            preparing.map(|preparing| preparing.shown_first.as_ref().map(|(_, at)| *at));
        match shown_first {
            // The first frame (all its passes): the search over the tree it grew, if that
            // came first.
            Some(None) => self.show_first_opening(frame),
            Some(Some(first_frame)) if first_frame == frame => {}
            _ => self.finish_opening(),
        }
        // The complete tree's search replaces it at the next frame.
        if self.preparing.is_some() {
            ctx.request_repaint();
        }
        if std::mem::take(&mut self.grow_when_shown) {
            self.run_search(ctx);
        }
    }

    /// Shows the first opening search to come, waiting for it if need be: over the tree
    /// the search grew, where that came first, else over the complete tree.
    fn show_first_opening(&mut self, frame: u64) {
        let Some(preparing) = &mut self.preparing else {
            return;
        };
        if preparing.shown_first.is_some() {
            return;
        }
        // Should its thread have failed, the search is prepared here instead.
        let opening = preparing.next();
        let mut opening = opening.unwrap_or_else(|| Opening::prepare(&self.settings.search));
        match opening.first_of_two {
            true => preparing.shown_first = Some((Arc::clone(&opening.recorded), frame)),
            false => self.preparing = None,
        }
        self.trees = std::mem::take(&mut opening.trees);
        self.grow_when_shown = opening.grow_when_shown;
        self.player_view = opening.player_view(self.settings.speed);
    }

    /// Shows the opening search over its complete tree once it is prepared, waiting for
    /// it if need be, at the frame the search over the grown tree showed; nothing when it
    /// is shown already.
    pub(super) fn finish_opening(&mut self) {
        self.show_first_opening(0);
        let Some(mut preparing) = self.preparing.take() else {
            return;
        };
        let complete = preparing.next();
        let (Some((shown, _)), Some(mut complete)) = (preparing.shown_first, complete) else {
            return;
        };
        // A tree too big to build leaves the search over the grown one: it is the search.
        let still_shown = Arc::ptr_eq(self.player_view.player.search(), &shown);
        if complete.grow_when_shown || !still_shown || self.player_view.is_recording() {
            return;
        }
        self.trees = std::mem::take(&mut complete.trees);
        let mut player_view = complete.player_view(self.settings.speed);
        player_view.player.continue_from(&self.player_view.player);
        self.player_view = player_view;
    }

    /// Starts from the settings in `storage` and the autosave file in `folder`; what cannot
    /// be read is set aside in `folder`, the defaults are used and the user is told once.
    pub fn from_storage(
        storage: Option<&dyn eframe::Storage>,
        folder: Option<PathBuf>,
    ) -> AbtutorApp {
        AbtutorApp::from_storage_opening(storage, folder, AbtutorApp::new)
    }

    /// As [`Self::from_storage`], the app made from the settings by `open`.
    pub(super) fn from_storage_opening(
        storage: Option<&dyn eframe::Storage>,
        folder: Option<PathBuf>,
        open: fn(Settings) -> AbtutorApp,
    ) -> AbtutorApp {
        let (settings, notice) = startup::read_settings(storage, folder.as_deref());
        let mut app = open(settings);
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
                let notice = Notice::AutosaveUnreadable { error, kept };
                let kept_aside = !matches!(notice, Notice::AutosaveUnreadable { kept: Err(_), .. });
                self.notices.items.push(notice);
                if !kept_aside {
                    return;
                }
            }
        }
        self.autosave_path = Some(path);
    }

    /// What the user is told once at start, in the UI's language: files of the previous run
    /// that could not be read.
    pub fn notices(&self) -> Vec<String> {
        let lang = self.settings.lang;
        self.notices
            .items
            .iter()
            .map(|notice| notice.text(lang))
            .collect()
    }

    /// The tree of the shown search.
    pub fn tree(&self) -> &Tree {
        self.player_view.player.tree()
    }

    pub fn player(&self) -> &Player {
        &self.player_view.player
    }

    pub fn player_view(&self) -> &PlayerView {
        &self.player_view
    }

    /// Blocks until the picture being exported is written.
    pub fn wait_for_export(&mut self) {
        self.player_view.wait_for_export();
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// What the player tells the user beside the search shown, in the UI's language.
    pub fn message(&self) -> Option<String> {
        let message = self.player_view.message()?;
        Some(message.text(self.settings.lang))
    }

    pub fn is_recording(&self) -> bool {
        self.player_view.is_recording()
    }

    pub fn controls(&self) -> &Controls {
        self.player_view.controls()
    }

    pub fn tree_view(&self) -> &TreeView {
        self.player_view.tree_view()
    }

    pub fn notebook(&self) -> &NotebookView {
        &self.notebook
    }

    pub fn notebook_mut(&mut self) -> &mut NotebookView {
        &mut self.notebook
    }

    pub fn monte_carlo(&self) -> &MonteCarloView {
        &self.monte_carlo
    }

    pub fn monte_carlo_mut(&mut self) -> &mut MonteCarloView {
        &mut self.monte_carlo
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
        self.player_view.player.apply(command);
        self.settings.speed = self.player_view.player.speed();
    }

    /// Starts recording the settings' search, replacing one in progress.
    pub fn run_search(&mut self, ctx: &egui::Context) {
        let game = self.settings.search.game;
        if let Err(error) = game.check_moves(&self.settings.search.root) {
            let root = self.settings.search.root.clone();
            self.player_view
                .show_message(PlayerMessage::RootRefused { root, error });
            return;
        }
        self.settings.search.fit_options();
        self.player_view
            .record(self.trees.clone(), self.settings.search.clone(), ctx);
    }

    /// Searches from a node of the shown tree.
    pub fn run_from_node(&mut self, ctx: &egui::Context, node: NodeId) {
        self.settings.search.game = GameSpec::of(self.tree().view());
        self.settings.search.root = self.tree().notation(node);
        self.run_search(ctx);
    }

    /// Stops the recording in progress, if any; the search shown stays.
    pub fn cancel_recording(&mut self) {
        self.player_view.cancel_recording();
    }

    /// Blocks until a recording in progress is shown (for scripts and tests).
    pub fn wait_for_recording(&mut self) {
        if let Some(tree) = self.player_view.wait_for_recording() {
            self.trees.keep(tree);
            self.follow_student_search();
        }
    }

    fn poll_recording(&mut self) {
        if let Some(tree) = self.player_view.poll_recording() {
            self.trees.keep(tree);
            self.follow_student_search();
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
                self.player_view
                    .show_message(PlayerMessage::AutosaveFailed(error));
            }
        }
    }

    /// The whole window's contents: the tabs, then the view shown; the commands the views
    /// gave are carried out after.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // The Player tab waits for the opening search only once its options are laid out.
        if self.preparing.is_none() || self.settings.view != View::Player {
            self.open_search_when_ready(&ctx);
        }
        colors::use_palette(self.settings.palette);
        super::chrome::zoom_ui(&ctx, &mut self.settings, &mut self.zoom_restored);
        self.poll_recording();
        let now = ctx.input(|input| input.time);
        self.autosave(now);
        let mut commands = Vec::new();
        self.close_guard(&ctx, &mut commands);
        // A file dropped on the window: a recordings file to open, else a student's trace
        // (in a browser, once it has been read).
        let dropped = ctx.input(|input| input.raw.dropped_files.first().cloned());
        if let Some(file) = dropped {
            #[cfg(target_arch = "wasm32")]
            file_dialog::upload_dropped(&ctx, AppUpload::Dropped.id(), file);
            #[cfg(not(target_arch = "wasm32"))]
            commands.push(Self::command_for_dropped(file.path().to_path_buf()));
        }
        commands.extend(uploaded_commands());
        let lang = self.settings.lang;
        egui::Panel::top("views").show(ui, |ui| {
            super::chrome::tabs_ui(ui, &mut self.settings);
            self.notices.ui(ui, lang);
        });
        match self.settings.view {
            View::Player => self.player_tab_ui(ui, lang, &mut commands),
            View::Notebook => self.notebook_tab_ui(ui, lang, &mut commands),
            View::Play => self.play_tab_ui(ui, lang, &mut commands),
            View::MonteCarlo => {
                self.monte_carlo
                    .ui(ui, &mut self.settings.monte_carlo, lang);
            }
        }
        for command in commands {
            self.execute(command, &ctx);
        }
        if self.player_view.is_recording() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        if let Some(preparing) = &mut self.preparing
            && preparing.shown_first.is_some()
        {
            preparing.first_frame_drawn();
        }
    }

    fn player_tab_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<AppCommand>) {
        egui::Panel::top("options").show(ui, |ui| {
            ui.add_space(4.0);
            let recording = self.player_view.is_recording();
            // On a projector the options are set already: the search shown is said below.
            let options = if self.settings.presenting {
                None
            } else {
                self.options.ui(ui, &mut self.settings, recording)
            };
            match options {
                Some(OptionsAction::Run) => commands.push(AppCommand::RunSearch),
                Some(OptionsAction::RunFromSelected) => commands.push(AppCommand::RunFromSelected),
                None => {}
            }
            self.open_search_when_ready(ui.ctx());
            if let Some(action) = self.player_view.status_ui(ui, lang, &self.settings.search) {
                commands.push(player_command(action));
            }
            ui.add_space(2.0);
        });
        self.player_view.tree_view_mut().look = self.settings.tree_look;
        self.player_view.presenting = self.settings.presenting;
        let actions = self.player_view.ui(ui, lang);
        self.settings.speed = self.player_view.player.speed();
        self.settings.tree_look = self.player_view.tree_view().look;
        commands.extend(actions.into_iter().map(player_command));
    }

    fn notebook_tab_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<AppCommand>) {
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(recovered) = &self.recovered {
                commands.extend(super::chrome::recovered_ui(ui, recovered, lang));
            }
            self.notebook.follow_language(lang);
            match self.notebook.ui(
                ui,
                &mut self.trees,
                lang,
                (&mut self.settings.recent, &mut self.settings.python),
            ) {
                Some(NotebookOpen::Player(open)) => commands.push(AppCommand::OpenInPlayer(open)),
                Some(NotebookOpen::MonteCarlo(setup)) => {
                    commands.push(AppCommand::OpenInMonteCarlo(setup));
                }
                None => {}
            }
        });
    }

    fn play_tab_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<AppCommand>) {
        let action = self
            .play_view
            .ui(ui, &mut self.play, &mut self.settings.play, lang);
        commands.extend(action.map(|action| match action {
            PlayAction::Open(open) => AppCommand::OpenInPlayer(open),
            PlayAction::Record {
                game,
                root,
                depth,
                mode,
            } => AppCommand::Record(SearchSetup::new(game, root, depth, mode)),
        }));
    }

    fn execute(&mut self, command: AppCommand, ctx: &egui::Context) {
        // Commands act on the opening search over its complete tree.
        self.finish_opening();
        self.open_search_when_ready(ctx);
        match command {
            AppCommand::RunSearch => self.run_search(ctx),
            AppCommand::RunFrom(node) => self.run_from_node(ctx, node),
            AppCommand::RunFromSelected => {
                let player = &self.player_view.player;
                let node = player.trace().frames().at(player.frame_index()).node;
                self.run_from_node(ctx, node);
            }
            AppCommand::CancelRecording => self.cancel_recording(),
            AppCommand::ExportTrace => self.export_trace(),
            AppCommand::OpenInPlayer(open) => self.open_in_player(open),
            AppCommand::OpenInMonteCarlo(setup) => {
                self.settings.monte_carlo = setup.clone();
                self.monte_carlo.run(setup);
                self.settings.view = View::MonteCarlo;
            }
            AppCommand::Record(setup) => {
                self.settings.search = setup;
                self.run_search(ctx);
                self.settings.view = View::Player;
            }
            AppCommand::OpenStudentTrace(path) => self.open_student_trace(path, ctx),
            AppCommand::OpenRecordings(path) => self.open_recordings(path, ctx),
            AppCommand::ShowSaved(index) => self.show_saved(index, ctx),
            AppCommand::RestoreRecovered => {
                if let Some(notebook) = self.recovered.take() {
                    self.notebook.recover(notebook, self.settings.lang);
                }
            }
            AppCommand::DismissRecovered => self.recovered = None,
            AppCommand::Quit => {
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            AppCommand::KeepWorking => self.close_requested = false,
        }
    }

    /// Writes the shown trace as JSON where the user picks.
    fn export_trace(&mut self) {
        let Some(path) = file_dialog::FileDialog::new()
            .add_filter("JSON", &["json"])
            .set_file_name("trace.json")
            .save_file()
        else {
            self.player_view.show_message(PlayerMessage::NoExportFile);
            return;
        };
        let player = &self.player_view.player;
        // A trace too big for the folder's free space is refused before a byte is written.
        if let Err(room) = crate::export::trace_json_size(player.tree(), player.trace(), &path) {
            let text =
                crate::text::trace_no_space(self.settings.lang, &path, room.bytes, room.free);
            let error = std::io::Error::new(std::io::ErrorKind::StorageFull, text);
            self.player_view
                .show_message(PlayerMessage::ExportFailed { path, error });
            return;
        }
        let message = match crate::export::write_trace_json(player.tree(), player.trace(), &path) {
            Ok(()) => PlayerMessage::Exported(path),
            Err(error) => PlayerMessage::ExportFailed { path, error },
        };
        self.player_view.show_message(message);
    }

    /// Shows a search recorded elsewhere (a notebook cell, a move of the Play view) in the
    /// player, with its game, root, depth and mode as the player's options.
    pub fn open_in_player(&mut self, open: OpenInPlayer) {
        self.settings.search.game = GameSpec::of(open.search.tree.view());
        self.settings.search.depth = open.search.tree.depth_limit().map(|plies| plies as u16);
        self.settings.search.mode = open.mode;
        self.settings.search.root = open.root;
        self.player_view.show(open.search);
        self.player_view
            .set_shown_setup(Some(self.settings.search.clone()));
        self.player_view
            .player
            .apply(PlayerCommand::SetFrame(open.frame_index));
        self.settings.view = View::Player;
    }

    /// Holds a close request while the notebook has unsaved changes, and asks.
    fn close_guard(&mut self, ctx: &egui::Context, commands: &mut Vec<AppCommand>) {
        if ctx.input(|input| input.viewport().close_requested())
            && self.notebook.is_dirty()
            && !self.allow_close
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.close_requested = true;
        }
        if self.close_requested {
            commands.extend(super::chrome::quit_dialog(ctx, self.settings.lang));
        }
    }
}

/// The app's command for what the player asked.
fn player_command(action: PlayerAction) -> AppCommand {
    match action {
        PlayerAction::SearchFrom(node) => AppCommand::RunFrom(node),
        PlayerAction::ExportTrace => AppCommand::ExportTrace,
        PlayerAction::CancelRecording => AppCommand::CancelRecording,
        PlayerAction::OpenStudentTrace => AppCommand::OpenStudentTrace(None),
        PlayerAction::CloseStudentTrace => AppCommand::RunSearch,
        PlayerAction::OpenRecordings => AppCommand::OpenRecordings(None),
        PlayerAction::ShowSaved(index) => AppCommand::ShowSaved(index),
    }
}

/// The files uploaded since the last frame, for what asked for them (a browser's uploads
/// come a few frames after the click).
fn uploaded_commands() -> impl Iterator<Item = AppCommand> {
    let recordings = file_dialog::take_upload(AppUpload::Recordings.id());
    let trace = file_dialog::take_upload(AppUpload::StudentTrace.id());
    let dropped = file_dialog::take_upload(AppUpload::Dropped.id());
    let recordings = recordings.map(|path| AppCommand::OpenRecordings(Some(path)));
    let trace = trace.map(|path| AppCommand::OpenStudentTrace(Some(path)));
    let dropped = dropped.map(AbtutorApp::command_for_dropped);
    recordings.into_iter().chain(trace).chain(dropped)
}
