//! How big a tree may grow, and what watches a long build: shared by the builders of
//! complete trees and of trees to a horizon.

use std::sync::atomic::{AtomicBool, Ordering};

/// A game's full tree is used whenever it has at most this many nodes, so that any node of
/// it can become the search root without a rebuild.
pub const FULL_TREE_PREFERRED: usize = 4_000_000;
/// The most nodes a tree may have: with a minimax trace that is a few gigabytes.
#[cfg(not(target_arch = "wasm32"))]
pub const MAX_TREE_NODES: usize = 40_000_000;
/// In a browser, what fits in three quarters of its memory budget with a minimax trace.
#[cfg(target_arch = "wasm32")]
pub const MAX_TREE_NODES: usize =
    (crate::memory::WEB_MEMORY_BUDGET / 4 * 3 / BYTES_PER_NODE_RECORDED as u64) as usize;
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
pub(in crate::tree) const BYTES_PER_NODE_RECORDED: usize = 110;

/// What a long build tells of its progress, and the flag that stops it.
#[derive(Default)]
pub struct BuildWatch<'a> {
    progress: Option<&'a mut dyn FnMut(f32)>,
    cancel: Option<&'a AtomicBool>,
    /// Whether a search that outgrows what it may grow hands over what it grew.
    keeps_outgrown: bool,
}

impl<'a> BuildWatch<'a> {
    /// `progress` is called with the share built (0 to 1, estimated); setting `cancel` stops the build.
    pub fn new(progress: &'a mut dyn FnMut(f32), cancel: &'a AtomicBool) -> BuildWatch<'a> {
        BuildWatch {
            progress: Some(progress),
            cancel: Some(cancel),
            keeps_outgrown: false,
        }
    }

    /// A search that outgrows what it may grow stops there and hands over the tree it grew,
    /// flagged ([`crate::tree::Tree::outgrown_limit`]), instead of refusing it.
    pub fn keeping_outgrown(mut self) -> BuildWatch<'a> {
        self.keeps_outgrown = true;
        self
    }

    pub(in crate::tree) fn keeps_outgrown(&self) -> bool {
        self.keeps_outgrown
    }

    pub(in crate::tree) fn report(&mut self, share: f32) {
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
pub(in crate::tree) const WATCH_INTERVAL: usize = 1 << 16;

/// The largest grown tree that keeps a column of subtree sizes once a search cuts at an
/// expanded node (4 bytes a node); a bigger one walks the subtree each time.
pub(in crate::tree) const MAX_GROWN_SUBTREE_COLUMN: usize = 50_000_000;

/// The most nodes a search may grow anywhere: about 16 GB with their recording.
pub const MAX_GROWN_NODES: usize = 200_000_000;

/// Bytes a grown node costs at the peak, all in: the tree, the recorder's indices and its
/// frames (the 20-ply Kalah search: 7.8 GB for 103.7 million nodes, 75 a node; searched
/// again, as PVS searches, a node costs more).
pub(in crate::tree) const BYTES_PER_GROWN_NODE: u64 = 82;

/// How many times the nodes a grown tree may hold a search must be estimated to enter in
/// the best order possible to be refused before it starts: the estimate is rough, and a
/// table can enter fewer.
pub(in crate::tree) const BEST_ORDER_MARGIN: usize = 4;

/// The share of the memory available when a search begins that it may fill.
const AVAILABLE_SHARE: (u64, u64) = (3, 4);

/// The fewest nodes a search may grow however little memory seems free.
const MIN_GROWN_NODES: usize = 1 << 20;

/// The most nodes a search may grow on this machine now: [`MAX_GROWN_NODES`], or fewer
/// where they and their recording would not fit in three quarters of the memory available,
/// so that a search too big for the machine stops with a message, never killed for memory.
/// `ABTUTOR_MAX_GROWN_NODES` lowers it further (a shared machine, a class's demonstration).
pub fn grown_node_limit() -> usize {
    let asked = asked_grown_node_limit().ok().flatten();
    let machine = node_limit_for(crate::memory::available_bytes());
    asked.map_or(machine, |asked| asked.min(machine))
}

/// The variable that lowers the most nodes a search may grow.
pub const GROWN_NODE_LIMIT_VARIABLE: &str = "ABTUTOR_MAX_GROWN_NODES";

/// The fewest nodes [`GROWN_NODE_LIMIT_VARIABLE`] may ask for.
pub const MIN_ASKED_GROWN_NODES: usize = 1_000;

/// The limit [`GROWN_NODE_LIMIT_VARIABLE`] asks for, if set; its text where that is not a
/// number of nodes from [`MIN_ASKED_GROWN_NODES`] up.
pub fn asked_grown_node_limit() -> Result<Option<usize>, String> {
    let Some(text) = std::env::var_os(GROWN_NODE_LIMIT_VARIABLE) else {
        return Ok(None);
    };
    let text = text.to_string_lossy();
    match text.trim().replace('_', "").parse::<usize>() {
        Ok(nodes) if nodes >= MIN_ASKED_GROWN_NODES => Ok(Some(nodes)),
        _ => Err(text.into_owned()),
    }
}

/// [`grown_node_limit`] with `available` bytes free (`None`: not known).
fn node_limit_for(available: Option<u64>) -> usize {
    let (numerator, denominator) = AVAILABLE_SHARE;
    let by_memory = available
        .map(|bytes| bytes / denominator * numerator / BYTES_PER_GROWN_NODE)
        .map_or(MAX_GROWN_NODES, |nodes| {
            nodes.min(MAX_GROWN_NODES as u64) as usize
        });
    by_memory.clamp(MIN_GROWN_NODES, MAX_GROWN_NODES)
}

/// The gigabytes `nodes` grown nodes take with their recording, rounded up.
pub(in crate::tree) fn grown_gigabytes(nodes: usize) -> usize {
    (nodes as u64 * BYTES_PER_GROWN_NODE).div_ceil(1 << 30) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_machine_with_less_memory_grows_smaller_trees() {
        const GIB: u64 = 1 << 30;
        assert_eq!(node_limit_for(None), MAX_GROWN_NODES);
        assert_eq!(node_limit_for(Some(64 * GIB)), MAX_GROWN_NODES);
        // 8 GB free: 6 GB for the search, at 82 bytes a node.
        assert_eq!(node_limit_for(Some(8 * GIB)), (6 * GIB / 82) as usize);
        assert_eq!(node_limit_for(Some(0)), MIN_GROWN_NODES);
        assert!(grown_gigabytes(node_limit_for(Some(8 * GIB))) <= 6);
        assert_eq!(grown_gigabytes(MAX_GROWN_NODES), 16);
    }
}
