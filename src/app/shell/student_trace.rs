//! Opening a student's trace from the app: the file dialog or a dropped file, the check off
//! the UI thread, and the options following the search the trace names.

use std::path::PathBuf;

use super::app::AbtutorApp;
use super::options::View;
use crate::app::player::view::PlayerMessage;
use crate::app::ui::file_dialog::{self, AppUpload, Picked, TRACE_EXTENSIONS, trace_kind};
use crate::check::{CheckRequest, TraceSource};
use crate::setup::GameSpec;

impl AbtutorApp {
    /// A student's trace names its own game, root and depth: the options show them.
    pub(super) fn follow_student_search(&mut self) {
        let search = self.player_view.player.search();
        if search.student.is_none() {
            return;
        }
        let tree = &search.tree;
        self.settings.search.game = GameSpec::of(tree.view());
        self.settings.search.depth = tree.depth_limit().map(|plies| plies as u16);
        self.settings.search.root = tree.notation(search.trace.root());
        self.settings.search.mode = search.trace.mode();
    }

    /// Checks a student's trace against the player's mode, picking the file if none given.
    pub(super) fn open_student_trace(&mut self, path: Option<PathBuf>, ctx: &egui::Context) {
        let picked = match path {
            Some(path) => Picked::Path(path),
            None => file_dialog::pick(
                ctx,
                AppUpload::StudentTrace.id(),
                trace_kind(),
                TRACE_EXTENSIONS,
            ),
        };
        let path = match picked {
            Picked::Path(path) => path,
            Picked::Later => return,
            Picked::Nothing => {
                self.player_view.show_message(PlayerMessage::NoTraceFile);
                return;
            }
        };
        let mut mode = self.settings.search.mode;
        mode.iterative = false;
        let request = CheckRequest {
            mode,
            ..Default::default()
        };
        self.player_view
            .check(self.trees.clone(), TraceSource::File(path), request, ctx);
        self.settings.view = View::Player;
    }
}
