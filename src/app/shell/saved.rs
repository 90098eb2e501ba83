//! Opening a recordings file in the player: the file dialog or a dropped file, each of its
//! searches recorded again on demand, the options following the search shown.

use std::path::PathBuf;

use super::app::AbtutorApp;
use super::commands::AppCommand;
use super::options::View;
use crate::app::player::saved::SavedSearches;
use crate::app::player::view::PlayerMessage;
use crate::app::ui::file_dialog::{self, AppUpload, Picked};
use crate::setup::{RECORDINGS_EXTENSION, is_recordings_path, read_recordings};
use crate::tr;

impl AbtutorApp {
    /// What a file dropped on the window asks: a recordings file opens, anything else is a
    /// student's trace to check.
    pub(super) fn command_for_dropped(path: PathBuf) -> AppCommand {
        if is_recordings_path(&path) {
            AppCommand::OpenRecordings(Some(path))
        } else {
            AppCommand::OpenStudentTrace(Some(path))
        }
    }

    /// Opens a recordings file (picked in a dialog when none is given): its first search is
    /// recorded again and shown; a file that is none is refused in the player's message.
    pub(super) fn open_recordings(&mut self, path: Option<PathBuf>, ctx: &egui::Context) {
        let kind = tr!(self.settings.lang, "saved-filter");
        let picked = match path {
            Some(path) => Picked::Path(path),
            None => file_dialog::pick(
                ctx,
                AppUpload::Recordings.id(),
                kind,
                &[RECORDINGS_EXTENSION],
            ),
        };
        let path = match picked {
            Picked::Path(path) => path,
            Picked::Later => return,
            Picked::Nothing => {
                self.player_view
                    .show_message(PlayerMessage::NoRecordingsFile);
                return;
            }
        };
        self.settings.view = View::Player;
        match read_recordings(&path) {
            Ok(searches) => {
                self.player_view
                    .open_saved(SavedSearches::new(path, searches));
                self.show_saved(0, ctx);
            }
            Err(error) => self
                .player_view
                .show_message(PlayerMessage::RecordingsRefused { path, error }),
        }
    }

    /// Records and shows the search at `index` of the recordings file open; the options
    /// follow it.
    pub(super) fn show_saved(&mut self, index: usize, ctx: &egui::Context) {
        let trees = (self.trees.clone(), self.settings.lang);
        if let Some(setup) = self.player_view.show_saved(index, trees, ctx) {
            self.settings.search = setup;
        }
    }
}
