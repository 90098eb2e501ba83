//! A node's window while its children are searched.

use crate::search::score::Score;

/// α, β and the best score so far.
#[derive(Clone, Copy)]
pub(in crate::search) struct Window {
    pub alpha: Score,
    pub beta: Score,
    pub best: Score,
}
