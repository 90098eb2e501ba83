//! How big a tree may grow, and what watches a long build: shared by the builders of
//! complete trees and of trees to a horizon.

use std::sync::atomic::{AtomicBool, Ordering};

/// A game's full tree is used whenever it has at most this many nodes, so that any node of
/// it can become the search root without a rebuild.
pub const FULL_TREE_PREFERRED: usize = 4_000_000;
/// The most nodes a tree may have: with a minimax trace that is a few gigabytes.
pub const MAX_TREE_NODES: usize = 40_000_000;
/// The largest complete tree (estimated) that plain alpha-beta grows to the ends of games
/// instead of refusing: Connect Four 5×4 (about 3.8 × 10^11 nodes) is solved in a second;
/// a whole game of Kalah(6,4) or 6×6 Othello would never end.
pub const MAX_COMPLETE_GROWTH: f64 = 1e12;
/// The same for a search with the solver tutorial's bounds (the score bound, the table of
/// upper bounds, the bisection), which enter a tiny share of the tree: Connect Four 16
/// stones in (about 10^15 nodes) takes about 600,000 nodes; a search that outgrows what a
/// tree may hold stops there with a message.
pub const MAX_SOLVING_GROWTH: f64 = 1e18;
/// Bytes a node costs with a recorded minimax search (tree, indices, about four frames).
pub(super) const BYTES_PER_NODE_RECORDED: usize = 110;

/// What a long build tells of its progress, and the flag that stops it.
#[derive(Default)]
pub struct BuildWatch<'a> {
    progress: Option<&'a mut dyn FnMut(f32)>,
    cancel: Option<&'a AtomicBool>,
}

impl<'a> BuildWatch<'a> {
    /// `progress` hears the share built (0 to 1, estimated); setting `cancel` stops the build.
    pub fn new(progress: &'a mut dyn FnMut(f32), cancel: &'a AtomicBool) -> BuildWatch<'a> {
        BuildWatch {
            progress: Some(progress),
            cancel: Some(cancel),
        }
    }

    pub(super) fn report(&mut self, share: f32) {
        if let Some(progress) = &mut self.progress {
            progress(share.min(1.0));
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel
            .is_some_and(|cancel| cancel.load(Ordering::Relaxed))
    }

    /// The flag that stops the work watched (one never set when there is none).
    pub fn cancel_flag(&self) -> &'a AtomicBool {
        static NEVER: AtomicBool = AtomicBool::new(false);
        self.cancel.unwrap_or(&NEVER)
    }
}

/// How many nodes (or positions) a build makes between looks at its watch.
pub(super) const WATCH_INTERVAL: usize = 1 << 16;

/// The most memory a grown tree and its recorded search may take.
pub const MAX_GROWN_BYTES: u64 = 16 << 30;
/// The largest grown tree that keeps a column of subtree sizes once a search cuts at an
/// expanded node (4 bytes a node); a bigger one walks the subtree each time.
pub(super) const MAX_GROWN_SUBTREE_COLUMN: usize = 50_000_000;

/// The most nodes a search may grow: a grown node takes about 40 bytes with the recorder's
/// indices, and brings about two frames of 20 bytes, so that many fit [`MAX_GROWN_BYTES`]
/// (the 20-ply Kalah search: 103.7 million nodes, 8.5 GB).
pub const MAX_GROWN_NODES: usize = 200_000_000;
