//! What the notebook view tells the user: a file that could not be read or written, an
//! export done, phrased in the UI's language when shown.

use std::path::PathBuf;

use crate::lang::Lang;
use crate::notebook::{self, LoadError};
use crate::tr;

/// What the notebook view tells the user, phrased in the UI's language when shown.
#[derive(Debug)]
pub enum Notice {
    Load(LoadError),
    /// A lesson that could not be loaded, already phrased.
    Lesson(String),
    SaveFailed {
        path: PathBuf,
        error: String,
    },
    NoExportDialog,
    Exported(PathBuf),
    ExportFailed {
        path: PathBuf,
        error: String,
    },
    NoFileToOpen,
    NoFileToSave,
}

impl Notice {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::Load(error) => notebook::load_error_text(error, lang),
            Notice::Lesson(text) => text.clone(),
            Notice::SaveFailed { path, error } => {
                tr!(
                    lang,
                    "notebook-save-failed",
                    path = path.display().to_string(),
                    error = error
                )
            }
            Notice::NoExportDialog => tr!(lang, "notebook-export-no-dialog"),
            Notice::Exported(path) => {
                tr!(lang, "notebook-exported", path = path.display().to_string())
            }
            Notice::ExportFailed { path, error } => {
                tr!(
                    lang,
                    "notebook-export-failed",
                    path = path.display().to_string(),
                    error = error
                )
            }
            Notice::NoFileToOpen => tr!(lang, "notebook-open-no-file"),
            Notice::NoFileToSave => tr!(lang, "notebook-save-no-file"),
        }
    }
}
