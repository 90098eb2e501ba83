//! Narrow windows: a node's window while its children are searched, searches in passes
//! (MTD(f), aspiration) and the iterations of iterative deepening between them.

pub(super) mod iterations;
pub(super) mod passes;
pub(super) mod window;
