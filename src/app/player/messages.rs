//! The app's own errors phrased in the UI's language, where the window shows them; the
//! core's are phrased by `crate::text`.

use crate::app::player::job::JobError;
use crate::lang::Lang;
use crate::tr;

/// Why a recording gave no search, in `lang`.
pub fn job_error_text(error: &JobError, lang: Lang) -> String {
    match error {
        JobError::Tree(error) => crate::text::tree_error(lang, error),
        JobError::Check(error) => crate::text::check_error(lang, error),
        JobError::Stopped => tr!(lang, "player-recording-stopped"),
        JobError::NotDeepened => tr!(lang, "play-budget-alpha-beta-only"),
    }
}
