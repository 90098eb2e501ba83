//! A run cell whose tree is too big to build runs off the UI thread, as the player's search
//! does: it grows its tree with progress and a Cancel button in the cell, and its output
//! and player appear when it ends. Smaller searches run at once, as every other cell does.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use crate::app::notebook::cell_player::CellPlayer;
use crate::app::player::job::{JobError, RecordingJob};
use crate::app::player::messages::job_error_text;
use crate::app::player::state::RecordedSearch;
use crate::app::player::view::PlayerView;
use crate::lang::Lang;
use crate::notebook::{CellId, Editor, failure, run_output};
use crate::setup::SearchSetup;
use crate::tr;
use crate::tree::{MAX_TREE_NODES, Trees};

/// How often a running cell's progress is drawn again.
const PROGRESS_REPAINT: Duration = Duration::from_millis(100);

/// Random lines of play the estimate of a cell's tree samples.
const ESTIMATE_SAMPLES: u32 = 2_000;

/// Whether a run cell's search runs off the UI thread: it is plain alpha-beta whose tree
/// (to its depth limit, or to the ends of games) is too big to build, so that it grows its
/// own.
pub fn runs_apart(setup: &SearchSetup) -> bool {
    if !setup.grows() {
        return false;
    }
    let estimate = setup
        .game
        .estimate_to_depth(&setup.root, setup.depth, ESTIMATE_SAMPLES);
    estimate.is_some_and(|nodes| nodes > MAX_TREE_NODES as f64 && setup.grows_a_tree_of(nodes))
}

/// The run cell whose search is running, and what its output will be numbered.
pub struct RunningCell {
    pub id: CellId,
    pub execution_count: u32,
    pub frame: usize,
    setup: SearchSetup,
    job: RecordingJob,
}

impl RunningCell {
    pub fn start(
        trees: Trees,
        id: CellId,
        execution_count: u32,
        (setup, frame): (SearchSetup, usize),
    ) -> RunningCell {
        let job = RecordingJob::start(trees, setup.clone(), || {});
        RunningCell {
            id,
            execution_count,
            frame,
            setup,
            job,
        }
    }

    /// The search, or why there is none, once it has ended.
    pub fn finished(&self) -> Option<Result<RecordedSearch, JobError>> {
        self.job.take_result().transpose()
    }

    /// Progress and Cancel, under the cell: whether Cancel was clicked.
    pub fn ui(&self, ui: &mut egui::Ui, lang: Lang) -> bool {
        ui.ctx().request_repaint_after(PROGRESS_REPAINT);
        let mut cancel = false;
        ui.horizontal(|ui| {
            // First, so that it stays put while the progress beside it grows.
            cancel = ui.button(tr!(lang, "notebook-cancel-run")).clicked();
            match self.job.visible_progress() {
                Some(progress) => progress.ui(ui, lang),
                None => {
                    ui.add(egui::Spinner::new());
                }
            }
        });
        cancel
    }
}

/// Once the running cell's search has ended: its output and its player in the cell (the
/// cell may have been deleted meanwhile: then nothing).
pub fn take_finished(
    running: &mut Option<RunningCell>,
    editor: &mut Editor,
    players: &mut HashMap<CellId, CellPlayer>,
    lang: Lang,
) {
    let Some(result) = running.as_ref().and_then(RunningCell::finished) else {
        return;
    };
    let Some(cell) = running.take() else {
        return;
    };
    let Some(at) = editor
        .notebook
        .cells
        .iter()
        .position(|kept| kept.id == cell.id)
    else {
        return;
    };
    match result {
        Ok(search) => {
            let output = run_output(cell.execution_count, &cell.setup.mode, &search.trace, lang);
            editor.set_output(at, output);
            let player = PlayerView::in_cell(Arc::new(search), cell.frame);
            players.insert(cell.id, CellPlayer::from(player));
        }
        Err(error) => {
            let output = failure(cell.execution_count, job_error_text(&error, lang));
            editor.set_output(at, output);
            players.remove(&cell.id);
        }
    }
}
