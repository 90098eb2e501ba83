//! A recordings file open in the player: which of its searches is shown, whether recording
//! it again gave the very frames saved, and the buttons to the others.

use std::path::{Path, PathBuf};

use crate::app::ui::colors;
use crate::lang::Lang;
use crate::search::Trace;
use crate::setup::{RecordingsError, SavedSearch, SearchSetup};
use crate::tr;
use crate::tree::Tree;

/// The searches of a recordings file, one of them chosen.
pub struct SavedSearches {
    path: PathBuf,
    searches: Vec<SavedSearch>,
    current: usize,
    /// Whether the chosen search, recorded again, is the one saved; `None` while it records.
    same: Option<bool>,
}

impl SavedSearches {
    /// The searches read from `path` (never empty: reading refuses an empty file).
    pub fn new(path: PathBuf, searches: Vec<SavedSearch>) -> SavedSearches {
        SavedSearches {
            path,
            searches,
            current: 0,
            same: None,
        }
    }

    /// Chooses the search at `index`: its options, to record.
    pub(super) fn select(&mut self, index: usize) -> Option<SearchSetup> {
        let search = self.searches.get(index)?;
        self.current = index;
        self.same = None;
        Some(search.setup.clone())
    }

    /// The chosen search was recorded again as `trace`, over `tree`.
    pub(super) fn recorded(&mut self, trace: &Trace, tree: &Tree) {
        self.same = Some(self.searches[self.current].is_recorded_by(trace, tree));
    }

    /// Which search is shown and how it compares with the file; the buttons to the others:
    /// the search asked for, if one was.
    pub(super) fn ui(&self, ui: &mut egui::Ui, lang: Lang) -> Option<usize> {
        let mut asked = None;
        ui.add_space(8.0);
        ui.heading(tr!(lang, "saved-heading"));
        let file = file_name(&self.path);
        let shown = tr!(
            lang,
            "saved-shown",
            number = self.current + 1,
            count = self.searches.len(),
            file = file
        );
        ui.label(shown);
        let saved = &self.searches[self.current];
        match self.same {
            None => ui.weak(tr!(lang, "saved-recording")),
            Some(true) => ui.label(tr!(lang, "saved-same", frames = saved.frames)),
            Some(false) => ui.colored_label(colors::red(), tr!(lang, "saved-differs")),
        };
        ui.horizontal(|ui| {
            let previous = ui.add_enabled(
                self.current > 0,
                egui::Button::new(tr!(lang, "saved-previous")),
            );
            if previous.clicked() {
                asked = Some(self.current - 1);
            }
            let last = self.searches.len() - 1;
            let next = ui.add_enabled(
                self.current < last,
                egui::Button::new(tr!(lang, "saved-next")),
            );
            if next.clicked() {
                asked = Some(self.current + 1);
            }
        });
        asked
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

/// Why a recordings file was not opened, in `lang`.
pub(super) fn refusal_text(path: &Path, error: &RecordingsError, lang: Lang) -> String {
    let path = path.display().to_string();
    match error {
        RecordingsError::Unreadable(error) => {
            tr!(
                lang,
                "saved-unreadable",
                path = path,
                error = error.to_string()
            )
        }
        RecordingsError::NotRecordings => tr!(lang, "saved-not-recordings", path = path),
        RecordingsError::Newer { version } => {
            tr!(lang, "saved-newer", path = path, version = *version)
        }
        RecordingsError::BadLine { line, detail } => tr!(
            lang,
            "saved-bad-line",
            path = path,
            line = *line,
            detail = detail.as_str()
        ),
        RecordingsError::Empty => tr!(lang, "saved-empty", path = path),
    }
}
