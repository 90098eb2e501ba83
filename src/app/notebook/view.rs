//! The notebook: a toolbar, then the cells one under another, Jupyter style.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::montecarlo::MonteCarloPlayer;
use crate::app::notebook::cell_player::CellPlayer;
use crate::app::notebook::cells::{CellAction, cell_ui, new_cell_kinds};
use crate::app::notebook::code_runs::CodeRuns;
use crate::app::notebook::deep_cell::{RunningCell, runs_apart, take_finished};
use crate::app::notebook::lessons::OpenLesson;
use crate::app::notebook::notice::Notice;
use crate::app::player::state::{Player, RecordedSearch};
use crate::app::player::view::{OpenInPlayer, PlayerView};
use crate::lang::Lang;
use crate::notebook::{self, CellId, CellKind, EditCommand, Editor, Notebook};
use crate::setup::MonteCarloSetup;
use crate::tr;
use crate::tree::Trees;

mod code_consent;
mod toolbar;

use code_consent::{AskedRun, CodeConsent};

/// What a cell asks the app to show in another view.
pub enum NotebookOpen {
    Player(OpenInPlayer),
    /// A Monte Carlo cell's search, to record and show in the Monte Carlo view.
    MonteCarlo(MonteCarloSetup),
}

/// Something that would drop unsaved changes, waiting for the user's answer.
#[derive(Clone, Debug, PartialEq)]
enum Replacement {
    New,
    Open(PathBuf),
    Lesson(usize),
    Notebook(Notebook),
}

/// The notebook view's state; the notebook itself is in `editor`.
pub struct NotebookView {
    pub editor: Editor,
    pub path: Option<PathBuf>,
    pub selected: Option<CellId>,
    /// The text cell being edited, with its draft.
    pub editing: Option<(CellId, String)>,
    players: HashMap<CellId, CellPlayer>,
    /// Exercise cells whose question could not be searched (Check says why).
    unsearchable: std::collections::HashSet<CellId>,
    /// A compare cell's log-scale choice; `None` until the user picks (automatic then).
    log_scale: HashMap<CellId, Option<bool>>,
    pub message: Option<Notice>,
    path_text: String,
    pending: Option<Replacement>,
    /// A run cell whose search too big to build is growing off the UI thread.
    running: Option<RunningCell>,
    /// Code cells whose programs are running, each off the UI thread.
    code_runs: CodeRuns,
    /// The bundled lesson open, if the notebook is one.
    lesson: Option<OpenLesson>,
    /// The next frame shows the notebook from its top (a notebook just opened).
    to_top: bool,
    /// Whether the code cells may run: asked first when the notebook came from a file.
    consent: CodeConsent,
}

impl Default for NotebookView {
    fn default() -> Self {
        NotebookView::new(Notebook::default(), None)
    }
}

impl NotebookView {
    pub fn new(notebook: Notebook, path: Option<PathBuf>) -> NotebookView {
        let consent = CodeConsent::new(path.is_some());
        NotebookView {
            editor: Editor::new(notebook),
            path_text: path
                .as_ref()
                .map(|path| path.display().to_string())
                .unwrap_or_default(),
            path,
            selected: None,
            editing: None,
            players: HashMap::new(),
            unsearchable: Default::default(),
            log_scale: HashMap::new(),
            message: None,
            pending: None,
            running: None,
            code_runs: CodeRuns::default(),
            lesson: None,
            to_top: true,
            consent,
        }
    }

    fn has_code_cells(&self) -> bool {
        self.editor
            .notebook
            .cells
            .iter()
            .any(|cell| matches!(cell.kind, CellKind::Code { .. }))
    }

    /// Kills every program the cells are running (the app is closing).
    pub fn stop_programs(&mut self) {
        self.code_runs.stop_all();
    }

    /// Whether the cell's program is running.
    pub fn is_running_code(&self, at: usize) -> bool {
        self.editor
            .notebook
            .cells
            .get(at)
            .is_some_and(|cell| self.code_runs.is_running(cell.id))
    }

    /// Hands the output of every program that ended to its cell.
    fn take_finished_code(&mut self) {
        for (id, (output, search, student)) in self.code_runs.take_finished() {
            if let Some(at) = self.editor.position(id) {
                let failed = output.error;
                let kind = self.editor.notebook.cells[at].kind.clone();
                self.editor.set_output(at, output);
                match CellPlayer::of_run(&kind, search, student, failed) {
                    Some(player) => self.players.insert(id, player),
                    None => self.players.remove(&id),
                };
            }
        }
    }

    /// Whether there is work to lose: a bundled lesson whose cells are as it came (outputs
    /// aside) has none.
    pub fn is_dirty(&self) -> bool {
        self.editor.is_dirty() && !self.is_pristine_lesson()
    }

    fn is_pristine_lesson(&self) -> bool {
        (self.lesson.as_ref()).is_some_and(|lesson| lesson.is_pristine(&self.editor.notebook))
    }

    /// Opens bundled lesson `index` in `lang`.
    fn open_lesson(&mut self, index: usize, lang: Lang) {
        match OpenLesson::load(index, lang) {
            Ok((notebook, lesson)) => {
                *self = NotebookView::new(notebook, None);
                self.lesson = Some(lesson);
            }
            Err(error) => self.message = Some(Notice::Lesson(error)),
        }
    }

    /// A bundled lesson open, and not changed by the user, follows the language of the UI:
    /// its translation replaces it, each cell keeping its output and its player.
    pub fn follow_language(&mut self, lang: Lang) {
        let Some(lesson) = &self.lesson else {
            return;
        };
        if lesson.lang() == lang || !self.is_pristine_lesson() {
            return;
        }
        if let Some((translated, lesson)) = lesson.translated(&self.editor.notebook, lang) {
            // Cells keep their ids (their positions), so their players stay with them.
            self.editor = Editor::new(translated);
            self.editing = None;
            self.lesson = Some(lesson);
        }
    }

    /// Replaces the open notebook, asking first when that would lose changes.
    fn replace(&mut self, replacement: Replacement, lang: Lang) {
        if self.is_dirty() {
            self.pending = Some(replacement);
        } else {
            self.carry_out(replacement, lang);
        }
    }

    fn carry_out(&mut self, replacement: Replacement, lang: Lang) {
        match replacement {
            Replacement::New => {
                let title = tr!(lang, "notebook-untitled");
                *self = NotebookView::new(Notebook::new(title, lang), None);
            }
            Replacement::Notebook(notebook) => {
                *self = NotebookView::new(notebook, None);
                // Recovered work may hold a file's code cells: asked as for the file.
                self.consent = CodeConsent::new(true);
                self.editor.mark_dirty();
            }
            Replacement::Lesson(index) => self.open_lesson(index, lang),
            Replacement::Open(path) => self.open(&path),
        }
    }

    /// Opens a file; a bad file leaves the open notebook as it was and says why.
    pub fn open(&mut self, path: &Path) {
        match notebook::load(path) {
            Ok(notebook) => *self = NotebookView::new(notebook, Some(path.to_path_buf())),
            Err(error) => self.message = Some(Notice::Load(error)),
        }
    }

    /// Saves to `path` atomically; returns whether it worked.
    pub fn save_to(&mut self, path: &Path) -> bool {
        match notebook::save(&self.editor.notebook, path) {
            Ok(()) => {
                self.editor.mark_saved();
                self.path = Some(path.to_path_buf());
                self.path_text = path.display().to_string();
                self.message = None;
                true
            }
            Err(error) => {
                self.message = Some(Notice::SaveFailed {
                    path: path.to_path_buf(),
                    error: error.to_string(),
                });
                false
            }
        }
    }

    /// Saves a table as CSV where the user says, next to the notebook's file when no dialog.
    fn export_csv(&mut self, text: &str) {
        let fallback = self.path.as_ref().map(|path| path.with_extension("csv"));
        let chosen = crate::app::ui::file_dialog::FileDialog::new()
            .add_filter("CSV", &["csv"])
            .set_file_name("table.csv")
            .save_file();
        let Some(path) = chosen.or(fallback) else {
            self.message = Some(Notice::NoExportDialog);
            return;
        };
        self.message = Some(match crate::io::write_atomically(&path, text.as_bytes()) {
            Ok(()) => Notice::Exported(path),
            Err(error) => Notice::ExportFailed {
                path,
                error: error.to_string(),
            },
        });
    }

    /// Runs the cell at `at`, numbering the run.
    pub fn run_cell(&mut self, trees: &mut Trees, at: usize, lang: Lang) {
        let Some(cell) = self.editor.notebook.cells.get(at) else {
            return;
        };
        let (id, kind) = (cell.id, cell.kind.clone());
        if !kind.is_executable() {
            return;
        }
        let count = self.editor.next_execution_count();
        if let CellKind::Code { search, source } = &kind {
            if self.waits_for_consent(AskedRun::Cell(at)) {
                return;
            }
            self.code_runs
                .start(trees, (id, count), (search, source), lang);
            return;
        }
        if let CellKind::Run { search, frame } = &kind
            && runs_apart(search)
        {
            // A newer run replaces the one in progress, which stops.
            let setup = (search.clone(), *frame);
            self.running = Some(RunningCell::start(trees.clone(), id, count, setup));
            return;
        }
        // Check cells read files beside the notebook (or the current folder, unsaved).
        let allowed = notebook::Allowed {
            code: None,
            files: Some(notebook::notebook_folder(self.path.as_deref())),
        };
        let Some((output, search, student)) =
            notebook::execute_cell(trees, &kind, (count, &allowed), lang)
        else {
            return;
        };
        let failed = output.error;
        self.editor.set_output(at, output);
        // An exercise keeps the player the student has been looking at.
        if matches!(kind, CellKind::Exercise { .. })
            && search.is_some()
            && self.players.contains_key(&id)
        {
            return;
        }
        match CellPlayer::of_run(&kind, search, student, failed) {
            Some(player) => self.players.insert(id, player),
            None => self.players.remove(&id),
        };
    }

    /// The player embedded in the cell at `at`, when it has one.
    pub fn cell_player(&self, at: usize) -> Option<&Player> {
        let id = self.editor.notebook.cells.get(at)?.id;
        let view = self.players.get(&id)?.search()?;
        Some(&view.player)
    }

    /// The player view embedded in the cell at `at`, when it has one: what its tree shows.
    pub fn cell_player_view(&self, at: usize) -> Option<&PlayerView> {
        let id = self.editor.notebook.cells.get(at)?.id;
        self.players.get(&id)?.search()
    }

    /// The Monte Carlo run embedded in the cell at `at`, when it has one.
    pub fn cell_monte_carlo(&self, at: usize) -> Option<&MonteCarloPlayer> {
        let id = self.editor.notebook.cells.get(at)?.id;
        self.players.get(&id)?.monte_carlo()
    }

    /// Runs every cell; an exercise nobody has answered is only said to be unanswered.
    pub fn run_all(&mut self, trees: &mut Trees, lang: Lang) {
        if self.has_code_cells() && self.waits_for_consent(AskedRun::All) {
            return;
        }
        self.run_all_cells(trees, lang, true);
    }

    /// Runs every cell, the code cells only when `code`.
    fn run_all_cells(&mut self, trees: &mut Trees, lang: Lang, code: bool) {
        for at in 0..self.editor.len() {
            let kind = &self.editor.notebook.cells[at].kind;
            if !code && matches!(kind, CellKind::Code { .. }) {
                continue;
            }
            if notebook::unanswered_exercise(kind) {
                let count = self.editor.next_execution_count();
                self.editor
                    .set_output(at, notebook::unanswered_output(count, lang));
                continue;
            }
            self.run_cell(trees, at, lang);
        }
        self.prepare_exercises(trees);
    }

    pub fn apply(&mut self, command: EditCommand) {
        if let EditCommand::Replace { at, kind } = &command
            && let Some(cell) = self.editor.notebook.cells.get(*at)
            && !notebook::same_search(&cell.kind, kind)
        {
            self.players.remove(&cell.id);
            self.unsearchable.remove(&cell.id);
        }
        self.editor.apply(command);
    }

    /// Gives every exercise cell its question's search, so the question can be drawn and
    /// answered before the first check.
    fn prepare_exercises(&mut self, trees: &mut Trees) {
        for cell in &self.editor.notebook.cells {
            if matches!(cell.kind, CellKind::Exercise { .. })
                && !self.players.contains_key(&cell.id)
                && !self.unsearchable.contains(&cell.id)
            {
                match notebook::exercise_search(trees, &cell.kind) {
                    Some(Ok((tree, trace))) => {
                        let search = Arc::new(RecordedSearch::new(tree, trace));
                        let view = PlayerView::in_cell(search, 0);
                        self.players.insert(cell.id, CellPlayer::from(view));
                    }
                    _ => {
                        self.unsearchable.insert(cell.id);
                    }
                }
            }
        }
    }

    fn insert_at(&self) -> usize {
        self.selected
            .and_then(|id| self.editor.position(id))
            .map_or(self.editor.len(), |at| at + 1)
    }

    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        trees: &mut Trees,
        lang: Lang,
        (recent, python): (&mut Vec<PathBuf>, &mut String),
    ) -> Option<NotebookOpen> {
        self.toolbar_ui(ui, trees, lang, recent);
        let shown = self.has_code_cells();
        self.code_runs.settings_ui(ui, lang, python, shown);
        self.confirm_ui(ui, lang);
        self.consent_ui(ui, trees, lang);
        take_finished(&mut self.running, &mut self.editor, &mut self.players, lang);
        self.take_finished_code();
        self.prepare_exercises(trees);
        let mut actions = Vec::new();
        let mut scroll = egui::ScrollArea::vertical().auto_shrink([false, false]);
        if std::mem::take(&mut self.to_top) {
            scroll = scroll.vertical_scroll_offset(0.0);
        }
        scroll.show(ui, |ui| {
            for at in 0..self.editor.len() {
                let cell = &self.editor.notebook.cells[at];
                let id = cell.id;
                let selected = self.selected == Some(id);
                let editing = self
                    .editing
                    .as_mut()
                    .filter(|(editing, _)| *editing == id)
                    .map(|(_, draft)| draft);
                let log_scale = self.log_scale.entry(id).or_default();
                let player = self.players.get_mut(&id);
                let running = self.running.as_ref().filter(|running| running.id == id);
                let mut cancel = false;
                ui.push_id(id, |ui| {
                    if let Some(action) =
                        cell_ui(ui, lang, at, cell, selected, editing, player, log_scale)
                    {
                        actions.push((at, id, action));
                    }
                    if let Some(running) = running {
                        cancel = running.ui(ui, lang);
                    }
                    self.code_runs.ui(ui, lang, id);
                });
                if cancel {
                    // Dropping the job stops its thread; the cell keeps what it showed.
                    self.running = None;
                }
                ui.add_space(6.0);
            }
            let at = self.insert_at();
            self.add_row_ui(ui, lang, at);
        });
        let mut open_in_player = None;
        for (at, id, action) in actions {
            match action {
                CellAction::Select => self.selected = Some(id),
                CellAction::ExportCsv(text) => self.export_csv(&text),
                CellAction::StartEditing(source) => {
                    self.selected = Some(id);
                    self.editing = Some((id, source));
                }
                CellAction::FinishEditing => {
                    if let Some((_, draft)) = self.editing.take() {
                        self.apply(EditCommand::Replace {
                            at,
                            kind: CellKind::Text { source: draft },
                        });
                    }
                }
                CellAction::Edit(command) => self.apply(*command),
                CellAction::Run => self.run_cell(trees, at, lang),
                CellAction::RunAndAdvance => {
                    self.run_cell(trees, at, lang);
                    self.selected = self.editor.notebook.cells.get(at + 1).map(|cell| cell.id);
                }
                CellAction::OpenInPlayer => {
                    let kind = &self.editor.notebook.cells[at].kind;
                    if let Some(view) = self.players.get(&id).and_then(CellPlayer::search) {
                        let search = view.player.search();
                        // The search's options: the cell's, or for a check cell its mode
                        // and the root the trace named.
                        let (mode, root) = match kind {
                            CellKind::Run { search, .. }
                            | CellKind::Exercise { search, .. }
                            | CellKind::Code { search, .. } => (search.mode, search.root.clone()),
                            CellKind::Check { mode, .. } => {
                                (*mode, search.tree.notation(search.trace.root()))
                            }
                            _ => continue,
                        };
                        open_in_player = Some(NotebookOpen::Player(OpenInPlayer {
                            search: Arc::clone(search),
                            mode,
                            root,
                            frame_index: view.player.frame_index(),
                        }));
                    }
                }
                CellAction::OpenInMonteCarlo => {
                    if let CellKind::MonteCarlo { setup, .. } = &self.editor.notebook.cells[at].kind
                    {
                        open_in_player = Some(NotebookOpen::MonteCarlo(setup.clone()));
                    }
                }
            }
        }
        open_in_player
    }

    fn add_row_ui(&mut self, ui: &mut egui::Ui, lang: Lang, at: usize) {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "notebook-add-cell"));
            let kinds = new_cell_kinds(lang);
            for (text, kind) in kinds {
                if ui.button(text).clicked() {
                    let is_text = matches!(kind, CellKind::Text { .. });
                    self.apply(EditCommand::Insert { at, kind });
                    let id = self.editor.notebook.cells[at].id;
                    self.selected = Some(id);
                    if is_text {
                        self.editing = Some((id, String::new()));
                    }
                }
            }
        });
    }

    /// Writes the notebook's exercises as a printable PDF (with the key after them when
    /// `answers`), and says how it went.
    pub fn print_sheet(&mut self, path: &Path, answers: bool, lang: Lang) {
        let notebook = &self.editor.notebook;
        self.message = Some(
            match crate::app::notebook::sheet::write_sheet(notebook, lang, answers, path) {
                Ok(_) => Notice::Exported(path.to_path_buf()),
                Err(error) => Notice::ExportFailed {
                    path: path.to_path_buf(),
                    error: error.text(lang),
                },
            },
        );
    }

    /// Offers a notebook recovered from autosave in place of the open one.
    pub fn recover(&mut self, notebook: Notebook, lang: Lang) {
        self.replace(Replacement::Notebook(notebook), lang);
    }

    /// Whether the question before running the notebook's code is on screen.
    pub fn is_asking_consent(&self) -> bool {
        self.consent.is_asking()
    }
}

/// Puts `path` first in the recent list, at most eight long.
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|known| known != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(8);
}
