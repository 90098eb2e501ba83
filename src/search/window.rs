//! A node's window while its children are searched.

use super::score::Score;

/// α, β and the best score so far.
#[derive(Clone, Copy)]
pub(super) struct Window {
    pub alpha: Score,
    pub beta: Score,
    pub best: Score,
}

/// What the solver's ideas did at a node before its children: nothing, a win found, or a
/// window cut to a bound (and maybe closed by it).
pub(super) enum BeforeChildren {
    Search,
    /// The node's value, fixed without entering a child.
    Fixed(Score),
}
