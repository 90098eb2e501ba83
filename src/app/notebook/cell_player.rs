//! The player a cell embeds: a recorded search (run, exercise and check cells) or a
//! recorded Monte Carlo run — each the one player with its controls, keys and exports.

use crate::app::montecarlo::{MonteCarloPlayer, MonteCarloPlayerView};
use crate::app::player::view::PlayerView;
use crate::lang::Lang;

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
