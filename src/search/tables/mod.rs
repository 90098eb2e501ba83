//! The tables a search consults: the exact tables, where a node's value is looked up and
//! stored (`exact`), the bounds tables (a lower and an upper bound a position: `bounds`)
//! the solver's table of upper bounds that never forgets (`upper_bounds`) and the solver
//! tutorial's own tables, which do (`slots`).

pub(super) mod bounds;
pub(super) mod exact;
pub(super) mod slots;
pub(super) mod upper_bounds;
