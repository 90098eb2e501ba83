//! A node's window while its children are searched.

use super::score::Score;

/// α, β and the best score so far.
#[derive(Clone, Copy)]
pub(super) struct Window {
    pub alpha: Score,
    pub beta: Score,
    pub best: Score,
}
