//! The tables a search consults: the exact tables, where a node's value is looked up and
//! stored (`exact`), the bounds tables (a lower and an upper bound a position: `bounds`)
//! and the solver's table of upper bounds (`upper_bounds`).

pub(super) mod bounds;
pub(super) mod exact;
pub(super) mod upper_bounds;
