//! The player a cell embeds: a recorded search (run, exercise and check cells) or a
//! recorded Monte Carlo run — each the one player with its controls, keys and exports.

use std::sync::Arc;

use crate::app::montecarlo::{MonteCarloPlayer, MonteCarloPlayerView, MonteCarloRun};
use crate::app::player::state::RecordedSearch;
use crate::app::player::view::PlayerView;
use crate::check::StudentRun;
use crate::lang::Lang;
use crate::notebook::{CellKind, CellSearch};

// One a cell, a few in a notebook: their sizes do not matter.
#[allow(clippy::large_enum_variant)]
pub enum CellPlayer {
    Search(PlayerView),
    MonteCarlo(MonteCarloPlayerView),
}

impl From<PlayerView> for CellPlayer {
    fn from(view: PlayerView) -> CellPlayer {
        CellPlayer::Search(view)
    }
}

impl CellPlayer {
    /// The player a cell of `kind` shows after a run that gave `search` (and, for a check
    /// cell, the student's run laid over it); a Monte Carlo cell records its run for it,
    /// where the run fits a recording and the cell did not fail. `None`: no player.
    pub fn of_run(
        kind: &CellKind,
        search: Option<CellSearch>,
        student: Option<StudentRun>,
        failed: bool,
    ) -> Option<CellPlayer> {
        match (search, kind) {
            (Some((tree, trace)), CellKind::Check { .. } | CellKind::Code { .. }) => {
                // A program's cell opens where it first parts from the search.
                let frame = match (kind, &student) {
                    (CellKind::Code { .. }, Some(student)) => student
                        .report
                        .first_difference
                        .as_ref()
                        .and_then(|first| first.frame)
                        .map_or(0, |frame| {
                            (frame as usize).min(trace.len().saturating_sub(1))
                        }),
                    _ => 0,
                };
                let search = RecordedSearch::new(tree, trace);
                let search = match student {
                    Some(student) => search.with_student(student),
                    None => search,
                };
                Some(CellPlayer::from(PlayerView::in_cell(
                    Arc::new(search),
                    frame,
                )))
            }
            (Some((tree, trace)), CellKind::Run { frame, .. }) => {
                let search = Arc::new(RecordedSearch::new(tree, trace));
                Some(CellPlayer::from(PlayerView::in_cell(search, *frame)))
            }
            (Some((tree, trace)), CellKind::Exercise { .. }) => {
                let search = Arc::new(RecordedSearch::new(tree, trace));
                Some(CellPlayer::from(PlayerView::in_cell(search, 0)))
            }
            (None, CellKind::MonteCarlo { setup, .. }) if !failed => {
                let run = MonteCarloRun::record(setup.clone()).ok()?;
                Some(CellPlayer::MonteCarlo(MonteCarloPlayerView::in_cell(
                    Arc::new(run),
                )))
            }
            _ => None,
        }
    }

    pub fn search(&self) -> Option<&PlayerView> {
        match self {
            CellPlayer::Search(view) => Some(view),
            CellPlayer::MonteCarlo(_) => None,
        }
    }

    pub fn search_mut(&mut self) -> Option<&mut PlayerView> {
        match self {
            CellPlayer::Search(view) => Some(view),
            CellPlayer::MonteCarlo(_) => None,
        }
    }

    pub fn monte_carlo(&self) -> Option<&MonteCarloPlayer> {
        match self {
            CellPlayer::Search(_) => None,
            CellPlayer::MonteCarlo(view) => Some(&view.player),
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        match self {
            // A cell's player asks the app for nothing.
            CellPlayer::Search(view) => {
                let _ = view.ui(ui, lang);
            }
            CellPlayer::MonteCarlo(view) => view.ui(ui, lang),
        }
    }
}
