//! One player of a recorded search — tree, number line, counters, board, controls and the
//! recording in progress — drawn in the full window (the Player tab) or compact (a notebook
//! cell). Drawing collects player commands, applied once at the end of the frame; what only
//! the app can do comes back as actions.

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::Recording;
use std::sync::Arc;

use crate::app::player::board_panel::BoardPanel;
use crate::app::player::controls::{Controls, keyboard_commands, shortcuts};
use crate::app::player::counters::Counters;
use crate::app::player::export_panel::ExportPanel;
use crate::app::player::job::{JobError, RecordingJob};
pub use crate::app::player::messages::PlayerMessage;
use crate::app::player::number_line::NumberLine;
use crate::app::player::path_bar::PathBar;
use crate::app::player::recording::PlayerCommand;
use crate::app::player::saved::SavedSearches;
use crate::app::player::state::{Player, RecordedSearch};
use crate::app::player::student_panel::StudentPanel;
use crate::app::player::tree_view::{TreeAction, TreeView};
use crate::app::ui::colors;
use crate::check::{CheckRequest, TraceSource};
use crate::lang::Lang;
use crate::search::Mode;
use crate::setup::SearchSetup;
use crate::tr;
use crate::tree::{NodeId, Tree, Trees};

/// What needs the app: show a run cell's search in the full player.
pub struct OpenInPlayer {
    pub search: Arc<RecordedSearch>,
    pub mode: Mode,
    pub root: String,
    pub frame_index: usize,
}

/// The speed a cell's player starts at, in frames per second.
pub const CELL_SPEED: f64 = 20.0;

/// How the player is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerLayout {
    /// The Player tab: panels around the tree, the keyboard shortcuts, the search's summary.
    Window,
    /// A notebook cell: the tree beside the number line and counters, the controls below.
    Cell,
    /// An exercise not yet checked: the tree alone, as the search is about to start.
    Question,
}

/// What the player asks of the app, carried out after the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerAction {
    /// Search again from this node of the shown tree.
    SearchFrom(NodeId),
    /// Write the shown trace to a file the user picks.
    ExportTrace,
    /// Stop the recording in progress, keeping the search shown.
    CancelRecording,
    /// Check a student's trace the user picks.
    OpenStudentTrace,
    /// Show the search without the student's run.
    CloseStudentTrace,
    /// Open a file of recorded searches the user picks.
    OpenRecordings,
    /// Record and show this search of the open recordings file.
    ShowSaved(usize),
}

/// A player of one recorded search, with the recording that will replace it.
pub struct PlayerView {
    pub player: Player,
    pub layout: PlayerLayout,
    /// Shown on a projector (the presentation mode): the tree takes most of the width and
    /// the counters come right under the number line.
    pub presenting: bool,
    job: Option<RecordingJob>,
    message: Option<PlayerMessage>,
    tree_view: TreeView,
    board_panel: BoardPanel,
    number_line: NumberLine,
    counters: Counters,
    controls: Controls,
    student_panel: StudentPanel,
    export_panel: ExportPanel,
    path_bar: PathBar,
    /// The recordings file open, its search shown or being recorded.
    saved: Option<SavedSearches>,
    /// The options of the search shown, when it was recorded from options.
    shown_setup: Option<SearchSetup>,
    /// The options of the search being recorded.
    recording_setup: Option<SearchSetup>,
}

/// What a search shown says of itself above the player: a depth limit no line reaches.
fn note_of(search: &RecordedSearch) -> Option<PlayerMessage> {
    let (depth, longest) = search.depth_never_reached?;
    Some(PlayerMessage::DepthNeverReached { depth, longest })
}

impl PlayerView {
    /// A compact player for a notebook cell, open at `frame_index`.
    pub fn in_cell(search: Arc<RecordedSearch>, frame_index: usize) -> PlayerView {
        let mut view = PlayerView::with_layout(search, CELL_SPEED, PlayerLayout::Cell);
        let frame_index = frame_index.min(view.player.last_frame_index());
        view.player.apply(PlayerCommand::SetFrame(frame_index));
        view
    }

    pub fn with_layout(search: Arc<RecordedSearch>, speed: f64, layout: PlayerLayout) -> Self {
        PlayerView {
            message: note_of(&search),
            player: Player::new(search, speed),
            layout,
            presenting: false,
            job: None,
            tree_view: TreeView::default(),
            path_bar: PathBar::default(),
            saved: None,
            board_panel: BoardPanel,
            number_line: NumberLine,
            counters: Counters,
            controls: Controls::default(),
            student_panel: StudentPanel,
            export_panel: ExportPanel::default(),
            shown_setup: None,
            recording_setup: None,
        }
    }

    /// Says which options the search shown was recorded with (none: not from options).
    pub fn set_shown_setup(&mut self, setup: Option<SearchSetup>) {
        self.shown_setup = setup;
    }

    pub fn shown_setup(&self) -> Option<&SearchSetup> {
        self.shown_setup.as_ref()
    }

    pub fn export_panel(&self) -> &ExportPanel {
        &self.export_panel
    }

    /// Blocks until the picture being written is written.
    pub fn wait_for_export(&mut self) {
        self.export_panel.wait();
    }

    pub fn controls(&self) -> &Controls {
        &self.controls
    }

    pub fn tree_view(&self) -> &TreeView {
        &self.tree_view
    }

    pub fn tree_view_mut(&mut self) -> &mut TreeView {
        &mut self.tree_view
    }

    pub fn message(&self) -> Option<&PlayerMessage> {
        self.message.as_ref()
    }

    /// Tells the user `message` beside the search shown, until the next recording.
    pub fn show_message(&mut self, message: PlayerMessage) {
        self.message = Some(message);
    }

    pub fn is_recording(&self) -> bool {
        self.job.is_some()
    }

    /// Shows `search` from its first frame, the recording in progress (if any) let go.
    pub fn show(&mut self, search: Arc<RecordedSearch>) {
        let speed = self.player.speed();
        self.job = None;
        self.shown_setup = None;
        self.message = note_of(&search);
        self.player = Player::new(search, speed);
        self.tree_view.reset_view();
    }

    /// Starts recording a search, replacing one in progress; the search shown stays until
    /// it is ready.
    pub fn record(&mut self, trees: Trees, setup: SearchSetup, ctx: &egui::Context) {
        // A search of the user's own: the recordings file is put away.
        self.saved = None;
        self.start_recording(trees, setup, ctx);
    }

    /// Starts recording a search, replacing one in progress.
    fn start_recording(&mut self, trees: Trees, setup: SearchSetup, ctx: &egui::Context) {
        self.message = None;
        self.recording_setup = Some(setup.clone());
        let ctx = ctx.clone();
        self.job = Some(RecordingJob::start_keeping_outgrown(
            trees,
            setup,
            move || ctx.request_repaint(),
        ));
    }

    /// Opens the searches of a recordings file, to show with [`Self::show_saved`].
    pub fn open_saved(&mut self, saved: SavedSearches) {
        self.saved = Some(saved);
    }

    /// Records the search at `index` of the recordings file open; its options, for the app
    /// to show.
    pub fn show_saved(
        &mut self,
        index: usize,
        (trees, lang): (Trees, Lang),
        ctx: &egui::Context,
    ) -> Option<SearchSetup> {
        let setup = self.saved.as_mut()?.select(index)?;
        // A file from elsewhere may hold options that do not fit: said, not recorded.
        let refused = match (setup.check(), setup.mode.misfit()) {
            (Err(conflict), _) => Some(crate::text::mode_conflict(lang, &conflict)),
            (_, Some(misfit)) => Some(crate::text::option_misfit(lang, misfit)),
            _ => None,
        };
        if let Some(reason) = refused {
            self.message = Some(PlayerMessage::SavedSearchRefused(reason));
            return None;
        }
        self.start_recording(trees, setup.clone(), ctx);
        Some(setup)
    }

    /// Starts checking a student's trace; the search it should be is then recorded and
    /// shown with the student's run over it. The search shown stays until then.
    pub fn check(
        &mut self,
        trees: Trees,
        source: TraceSource,
        request: CheckRequest,
        ctx: &egui::Context,
    ) {
        self.message = None;
        self.saved = None;
        self.recording_setup = None;
        let ctx = ctx.clone();
        self.job = Some(RecordingJob::check(trees, source, request, move || {
            ctx.request_repaint()
        }));
    }

    /// Stops the recording in progress, if any; the search shown stays.
    pub fn cancel_recording(&mut self) {
        // Letting go of the job stops it.
        self.job = None;
        self.recording_setup = None;
    }

    /// Shows the recording once it is ready; returns its tree, for the app to keep.
    pub fn poll_recording(&mut self) -> Option<Arc<Tree>> {
        let result = self.job.as_ref()?.take_result();
        self.finish_recording(result.transpose()?)
    }

    /// Blocks until the recording in progress is shown; returns its tree, as
    /// [`Self::poll_recording`].
    pub fn wait_for_recording(&mut self) -> Option<Arc<Tree>> {
        let job = self.job.take()?;
        self.finish_recording(job.wait_result())
    }

    fn finish_recording(&mut self, result: Result<RecordedSearch, JobError>) -> Option<Arc<Tree>> {
        self.job = None;
        match result {
            Ok(search) => {
                if let Some(saved) = &mut self.saved {
                    saved.recorded(&search.trace, &search.tree);
                }
                let tree = Arc::clone(&search.tree);
                let outgrown = search.trace.summary().outgrown;
                let frames = search.trace.summary().frames;
                self.show(Arc::new(search));
                self.shown_setup = self.recording_setup.take();
                if let Some(limit) = tree.outgrown_limit().filter(|_| outgrown) {
                    self.message = Some(PlayerMessage::Outgrown { limit, frames });
                }
                Some(tree)
            }
            Err(error) => {
                self.message = Some(PlayerMessage::RecordingFailed(error));
                None
            }
        }
    }

    /// Draws the player in its layout; applies the player commands of this frame and
    /// returns what the app must do.
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Vec<PlayerAction> {
        let mut commands = Vec::new();
        let mut actions = Vec::new();
        match self.layout {
            PlayerLayout::Window => self.window_ui(ui, lang, &mut commands, &mut actions),
            PlayerLayout::Cell => self.cell_ui(ui, lang, &mut commands),
            PlayerLayout::Question => self.question_ui(ui, lang),
        }
        if self.player.is_playing() {
            let elapsed = ui.input(|input| input.stable_dt as f64);
            commands.push(PlayerCommand::Tick(elapsed));
            ui.ctx().request_repaint();
        }
        if actions.contains(&PlayerAction::ExportTrace) {
            commands.push(PlayerCommand::Pause);
        }
        for command in commands {
            self.player.apply(command);
        }
        actions
    }

    /// The search shown and the recording in progress, for the top of the Player tab.
    /// `options` are the options set now: when they differ from the search shown's, the
    /// player says so until it is searched again.
    pub fn status_ui(
        &self,
        ui: &mut egui::Ui,
        lang: Lang,
        options: &SearchSetup,
    ) -> Option<PlayerAction> {
        let mut action = None;
        ui.horizontal_wrapped(|ui| {
            let tree = self.player.tree();
            let trace = self.player.trace();
            let mut root = tree.notation(trace.root());
            if root.is_empty() {
                root = crate::text::start_name(lang, tree.view().start_name());
            }
            let depth = match &self.shown_setup {
                Some(setup) => setup.depth,
                None => tree.depth_limit().map(|plies| plies as u16),
            };
            let showing = crate::text::showing_text(lang, &trace.mode(), &root, depth);
            ui.label(showing);
            if self.job.is_none()
                && self
                    .shown_setup
                    .as_ref()
                    .is_some_and(|shown| shown != options)
            {
                ui.colored_label(colors::STALE, tr!(lang, "player-options-changed"));
            }
            if let Some(job) = &self.job {
                ui.spinner();
                // Before the progress, so that it stays put while the progress grows.
                if ui
                    .button(tr!(lang, "player-cancel-recording"))
                    .on_hover_text(lang.attribute("player-cancel-recording", "hover", &[]))
                    .clicked()
                {
                    action = Some(PlayerAction::CancelRecording);
                }
                match job.visible_progress() {
                    Some(progress) => progress.ui(ui, lang),
                    None => {
                        ui.label(tr!(lang, "player-recording"));
                    }
                }
            }
            match &self.message {
                Some(message) if message.is_note() => {
                    ui.label(message.text(lang));
                }
                Some(message) => {
                    ui.colored_label(ui.visuals().error_fg_color, message.text(lang));
                }
                None => {}
            }
        });
        action
    }

    fn window_ui(
        &mut self,
        ui: &mut egui::Ui,
        lang: Lang,
        commands: &mut Vec<PlayerCommand>,
        actions: &mut Vec<PlayerAction>,
    ) {
        let Self {
            player,
            tree_view,
            board_panel,
            number_line,
            counters,
            controls,
            student_panel,
            export_panel,
            path_bar,
            saved,
            presenting,
            ..
        } = self;
        let presenting = *presenting;
        controls.compact = presenting;
        tree_view.presenting = presenting;
        commands.extend(keyboard_commands(ui.ctx()));
        let source = || super::pictures::export_source(player, tree_view);
        export_panel.ui(ui.ctx(), source, lang);
        egui::Panel::bottom("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(controls.ui(ui, &PanelContext::new(player as &dyn Recording, lang)));
            ui.add_space(4.0);
        });
        // On a projector the tree gets the room: the explanation keeps under half the width.
        let explanation = if presenting {
            let width = (ui.available_width() * 0.45).max(300.0);
            egui::Panel::right("explanation-presenting").exact_size(width)
        } else {
            egui::Panel::right("explanation")
                .default_size(560.0)
                .min_size(420.0)
        };
        explanation.show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if player.search().student.is_some() {
                    commands.extend(student_panel.ui(ui, &PanelContext::new(player, lang)));
                    if ui.button(tr!(lang, "student-close")).clicked() {
                        actions.push(PlayerAction::CloseStudentTrace);
                    }
                    ui.add_space(8.0);
                }
                number_line.ui(ui, &PanelContext::new(player, lang));
                ui.add_space(8.0);
                // The counters stay in view on a projector: before the board.
                if !presenting {
                    board_panel.ui(ui, &PanelContext::new(player, lang));
                    ui.add_space(8.0);
                }
                // On a projector the rows say what they count: the heading gives way.
                if !presenting {
                    ui.heading(tr!(lang, "player-counters-heading"));
                }
                counters.ui(ui, &PanelContext::new(player, lang));
                ui.add_space(8.0);
                if presenting {
                    board_panel.ui(ui, &PanelContext::new(player, lang));
                    ui.add_space(8.0);
                }
                summary_ui(ui, player, lang, commands, actions);
                if let Some(index) = saved.as_ref().and_then(|saved| saved.ui(ui, lang)) {
                    actions.push(PlayerAction::ShowSaved(index));
                }
                let source = || super::pictures::export_source(player, tree_view);
                export_panel.buttons_ui(ui, source, lang);
                ui.add_space(8.0);
                ui.collapsing(tr!(lang, "player-shortcuts-heading"), |ui| {
                    egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                        for (keys, action) in shortcuts(lang) {
                            ui.monospace(keys);
                            ui.label(action);
                            ui.end_row();
                        }
                    });
                });
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            commands.extend(path_bar.ui(ui, &PanelContext::new(player, lang)));
            match tree_view.ui(ui, &PanelContext::new(player, lang)) {
                Some(TreeAction::Player(command)) => commands.push(command),
                Some(TreeAction::SearchFrom(node)) => actions.push(PlayerAction::SearchFrom(node)),
                None => {}
            }
        });
    }

    fn cell_ui(&mut self, ui: &mut egui::Ui, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        let Self {
            player,
            tree_view,
            number_line,
            counters,
            controls,
            student_panel,
            ..
        } = self;
        if player.search().student.is_some() {
            commands.extend(student_panel.ui(ui, &PanelContext::new(player, lang)));
        }
        ui.horizontal_top(|ui| {
            let width = ui.available_width();
            ui.allocate_ui(egui::vec2(width * 0.45, 320.0), |ui| {
                ui.set_min_size(egui::vec2(width * 0.45, 320.0));
                // A cell's root is set in its options; only moves within the trace apply here.
                if let Some(TreeAction::Player(command)) =
                    tree_view.ui(ui, &PanelContext::new(player, lang))
                {
                    commands.push(command);
                }
            });
            ui.vertical(|ui| {
                number_line.ui(ui, &PanelContext::new(player, lang));
                counters.ui(ui, &PanelContext::new(player, lang));
            });
        });
        commands.extend(controls.ui(ui, &PanelContext::new(player as &dyn Recording, lang)));
    }

    fn question_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let at_start = Player::new(Arc::clone(self.player.search()), 1.0);
        let width = ui.available_width();
        ui.allocate_ui(egui::vec2(width, 280.0), |ui| {
            ui.set_min_size(egui::vec2(width, 280.0));
            // Answers are typed in the rows above; clicks on the picture change nothing.
            let _ = self.tree_view.ui(ui, &PanelContext::new(&at_start, lang));
        });
    }
}

/// The shown search's root value, frames and ratio, and, for an unsound search, where its
/// first wrong value entered the table.
fn summary_ui(
    ui: &mut egui::Ui,
    player: &Player,
    lang: Lang,
    commands: &mut Vec<PlayerCommand>,
    actions: &mut Vec<PlayerAction>,
) {
    let search = player.search();
    let summary = search.trace.summary();
    ui.heading(tr!(lang, "player-summary-heading"));
    if summary.outgrown {
        ui.label(tr!(
            lang,
            "player-summary-outgrown",
            frames = summary.frames
        ));
    }
    ui.label(tr!(
        lang,
        "player-summary",
        value = summary.value.symbol(),
        minimax = summary.minimax_value.symbol(),
        frames = summary.frames,
        ratio = match &summary.real {
            Some(real) if real.estimated =>
                format!("≈ {}", crate::numbers::percent_digits(real.ratio)),
            Some(real) => crate::numbers::percent_digits(real.ratio),
            None => crate::numbers::percent_digits(summary.ratio),
        }
    ));
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!(lang, "player-export-trace"))
            .on_hover_text(lang.attribute("player-export-trace", "hover", &[]))
            .clicked()
        {
            actions.push(PlayerAction::ExportTrace);
        }
        if ui
            .button(tr!(lang, "student-open"))
            .on_hover_text(lang.attribute("student-open", "hover", &[]))
            .clicked()
        {
            actions.push(PlayerAction::OpenStudentTrace);
        }
        if ui
            .button(tr!(lang, "saved-open"))
            .on_hover_text(lang.attribute("saved-open", "hover", &[]))
            .clicked()
        {
            actions.push(PlayerAction::OpenRecordings);
        }
    });
    if summary.sound {
        return;
    }
    ui.colored_label(
        colors::red(),
        tr!(
            lang,
            "player-unsound",
            value = summary.value.symbol(),
            minimax = summary.minimax_value.symbol()
        ),
    );
    let Some(frame_index) = search.landmarks.first_wrong_store else {
        return;
    };
    let node = search.trace.frames().at(frame_index).node;
    let stored = search.trace.value(node).unwrap_or_default();
    let exact = search
        .tree
        .minimax_value(node, search.trace.mode().scoring());
    ui.label(tr!(
        lang,
        "player-first-wrong-store",
        frame = frame_index,
        node = search.tree.notation(node),
        stored = stored.to_string(),
        exact = exact.to_string()
    ));
    if ui
        .button(tr!(lang, "player-go-to-wrong-store", frame = frame_index))
        .clicked()
    {
        commands.push(PlayerCommand::SetFrame(frame_index));
    }
}
