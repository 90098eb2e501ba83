//! Where `GameSpec` used to live: it is now `crate::setup::GameSpec`, above the games and
//! the trees. This file goes once every caller names the new path.

pub use crate::setup::GameSpec;
