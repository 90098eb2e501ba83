//! The tables a search consults beside the recorder's exact one: the bounds tables (a lower
//! and an upper bound a position) and the solver's table of upper bounds.

pub(super) mod bounds;
pub(super) mod upper_bounds;
