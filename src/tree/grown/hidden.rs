//! What a grown tree knows of the real tree beyond its arena: below each unexpanded node,
//! the nodes counted or estimated, and the rules that find its positions' keys again.

use crate::game::{Game, GameView, PositionKey};
use crate::tree::build::refusal;
use crate::tree::limits::grown_gigabytes;
use crate::tree::narrow::ByteColumn;
use crate::tree::strata::stratum_of;
use crate::tree::{NodeId, Tree, TreeError, TreeSize};

/// How the nodes below unexpanded nodes are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenCounting {
    /// Unexpanded nodes at most this many plies above the horizon are counted exactly;
    /// higher ones take the mean of a sample of their kind (same plies left).
    pub exact_plies: u16,
    /// Whether the real tree below unexpanded nodes is counted (or estimated) at all.
    pub real: bool,
}

impl HiddenCounting {
    /// Nothing counted below unexpanded nodes: for a search kept only by its frames'
    /// fingerprint, whose real counts no one reads.
    pub const NONE: HiddenCounting = HiddenCounting {
        exact_plies: 0,
        real: false,
    };
}

impl Default for HiddenCounting {
    fn default() -> HiddenCounting {
        HiddenCounting {
            exact_plies: 1,
            real: true,
        }
    }
}

/// The nodes below a node of a grown tree, in the real tree (the node included).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct HiddenNodes {
    pub nodes: f64,
    /// Whether `nodes` is an estimate.
    pub estimated: bool,
}

/// What a grown tree knows of the real tree beyond its arena.
pub(in crate::tree) struct Hidden {
    /// Per node: its real subtree's nodes when counted, else estimated.
    pub(in crate::tree) nodes: HiddenCounts,
    /// Per stratum (plies left above the horizon): the estimated mean subtree of an
    /// unexpanded node.
    pub(in crate::tree) mean_by_plies: Vec<f64>,
    /// Per stratum, the estimated mean subtree of its unexpanded nodes down to each number
    /// of plies (0 to the stratum's): what an earlier iteration, whose horizon lies higher,
    /// estimates them by. Empty for a stratum that had none.
    pub(in crate::tree) means_to: Vec<Vec<f64>>,
    /// The depth (from the game's start) of the horizon, or of the strata's end in a
    /// complete tree.
    pub(in crate::tree) horizon_depth: usize,
    /// How it counted: a tree grown further counts the same way.
    pub(in crate::tree) counting: HiddenCounting,
    /// The root's minimax value, where the growing search found it.
    pub(in crate::tree) root_value: Option<i16>,
    /// Where the search outgrew the nodes it may grow and stopped: that limit.
    pub(in crate::tree) outgrown: Option<usize>,
    /// The room its caller made while it grew, until taken.
    pub(in crate::tree) room: std::sync::Mutex<Option<Box<dyn std::any::Any + Send>>>,
    /// The game's rules, which find the positions' keys the tree does not keep.
    pub(in crate::tree) replay: Box<dyn Replay>,
}

/// Finds a grown tree's keys by playing its moves: it keeps none (16 bytes a node).
pub(in crate::tree) trait Replay: Send + Sync {
    /// The key of the position `moves` reach from the game's start.
    fn key_of(&self, moves: &[u8]) -> PositionKey;
    /// Every node's key, in id order.
    fn all_keys(&self, tree: &Tree) -> Vec<PositionKey>;
}

impl<G: Game> Replay for G {
    fn key_of(&self, moves: &[u8]) -> PositionKey {
        self.key(&played(self, self.initial(), moves))
    }

    fn all_keys(&self, tree: &Tree) -> Vec<PositionKey> {
        // A node's parent comes before it: its position is known by then.
        let mut positions: Vec<G::Position> = Vec::with_capacity(tree.len());
        for id in 0..tree.len() as NodeId {
            let position = match tree.parent(id) {
                Some(parent) => {
                    let mv = tree.last_move(id).unwrap_or_default();
                    self.play(&positions[parent as usize], mv)
                }
                None => self.initial(),
            };
            positions.push(position);
        }
        positions
            .iter()
            .map(|position| self.key(position))
            .collect()
    }
}

/// The position `moves` reach from `from`.
pub(in crate::tree) fn played<G: Game>(game: &G, from: G::Position, moves: &[u8]) -> G::Position {
    let play = |position: G::Position, &mv: &u8| game.play(&position, mv);
    moves.iter().fold(from, play)
}

/// Per node of a grown tree, its real subtree's nodes, counted or left to an estimate. Most
/// are one (a leaf) or a few (a node a ply above the horizon): a byte each, the rare bigger
/// count in a map. A count is kept plus one, 0 standing for an estimate.
#[derive(Default)]
pub(in crate::tree) struct HiddenCounts(ByteColumn);

impl HiddenCounts {
    /// `len` nodes of one node each.
    pub(in crate::tree) fn ones(len: usize) -> HiddenCounts {
        let mut counts = ByteColumn::with_capacity(len);
        counts.resize(len, 2);
        HiddenCounts(counts)
    }

    /// Appends a node of one node.
    pub(in crate::tree) fn push_one(&mut self) {
        self.0.push(2);
    }

    /// The node's count, `None` when it is left to an estimate.
    #[inline]
    pub(in crate::tree) fn get(&self, node: NodeId) -> Option<u32> {
        self.0.get(node).checked_sub(1)
    }

    /// Sets the node's count (`None`: estimated).
    #[inline]
    pub(in crate::tree) fn set(&mut self, node: NodeId, count: Option<u32>) {
        self.0
            .set(node, count.map_or(0, |count| count.saturating_add(1)));
    }

    /// The column of small counts, for reserving and mapping its room.
    pub(in crate::tree) fn column_mut(&mut self) -> &mut Vec<u8> {
        self.0.column_mut()
    }

    pub(in crate::tree) fn shrink_to_fit(&mut self) {
        self.0.shrink_to_fit();
    }

    fn bytes(&self) -> usize {
        self.0.bytes()
    }
}

impl Hidden {
    pub(in crate::tree) fn replay(&self) -> &dyn Replay {
        self.replay.as_ref()
    }

    pub(in crate::tree) fn root_value(&self) -> Option<i16> {
        self.root_value
    }

    pub(in crate::tree) fn outgrown(&self) -> Option<usize> {
        self.outgrown
    }

    pub(in crate::tree) fn take_buffer(&self) -> Option<Box<dyn std::any::Any + Send>> {
        self.room.lock().ok()?.take()
    }

    pub(in crate::tree) fn counts_real(&self) -> bool {
        self.counting.real
    }

    pub(in crate::tree) fn bytes(&self) -> usize {
        let levels: usize = self.means_to.iter().map(Vec::capacity).sum();
        let means = self.mean_by_plies.capacity() + levels;
        self.nodes.bytes() + means * size_of::<f64>()
    }

    /// The mean real subtree of an unexpanded node at `depth` down to `plies_left` plies
    /// below it (an estimate; 1 where no node of its kind was seen).
    pub(in crate::tree) fn mean_to(&self, depth: usize, plies_left: usize) -> f64 {
        let stratum = stratum_of(self.horizon_depth, depth);
        let levels = self.means_to.get(stratum).map_or(&[][..], Vec::as_slice);
        levels.get(plies_left).copied().unwrap_or(1.0)
    }

    /// The depth of the horizon (of the strata's end in a complete tree).
    pub(in crate::tree) fn horizon_depth(&self) -> usize {
        self.horizon_depth
    }

    pub(in crate::tree) fn nodes(&self, tree: &Tree, id: NodeId) -> HiddenNodes {
        match self.nodes.get(id) {
            None => {
                let stratum = stratum_of(self.horizon_depth, tree.depth(id));
                HiddenNodes {
                    nodes: self.mean_by_plies.get(stratum).copied().unwrap_or(1.0),
                    estimated: true,
                }
            }
            Some(counted) => HiddenNodes {
                nodes: f64::from(counted),
                estimated: false,
            },
        }
    }
}

/// What a grown tree says of the search that grew it.
impl Tree {
    /// Whether a search grew this tree: it holds only the nodes that search touched.
    pub fn is_grown(&self) -> bool {
        self.grown.is_some()
    }

    /// Whether a grown tree knows the real tree below its unexpanded nodes (counted or
    /// estimated): one grown with [`HiddenCounting::NONE`] does not.
    pub fn knows_real_counts(&self) -> bool {
        self.grown
            .as_ref()
            .is_some_and(|hidden| hidden.counts_real())
    }

    /// A grown tree's root's minimax value, where the search that grew it found it.
    pub fn grown_root_value(&self) -> Option<i16> {
        self.grown.as_ref()?.root_value()
    }

    /// Where the search that grew this tree outgrew the nodes it may grow and stopped:
    /// that limit. Only the search's frames up to the first node it lacks are its own.
    pub fn outgrown_limit(&self) -> Option<usize> {
        self.grown.as_ref()?.outgrown()
    }

    /// The room the caller of the search that grew this tree made meanwhile
    /// ([`crate::tree::GrowingTree::reserve_buffer`]), handed over once.
    pub fn take_recording_buffer(&self) -> Option<Box<dyn std::any::Any + Send>> {
        self.grown.as_ref()?.take_buffer()
    }

    /// The refusal of the search that grew this tree, where it outgrew its limit.
    pub fn outgrown_refusal(&self) -> Option<TreeError> {
        let limit = self.outgrown_limit()?;
        Some(outgrown_refusal(self, limit))
    }
}

/// The refusal of a search that outgrew the `limit` on the nodes `tree` may grow.
pub(in crate::tree) fn outgrown_refusal(tree: &Tree, limit: usize) -> TreeError {
    grown_past_limit(tree.view(), &tree.moves_to(tree.base), limit)
}

/// The refusal of a search from the root `moves` reach (in `view`'s game) whose tree grows
/// past the `limit` on the nodes it may grow: what growing it would end with.
pub fn grown_past_limit(view: &dyn GameView, moves: &[u8], limit: usize) -> TreeError {
    grown_refusal(view, moves, limit, TreeSize::GrownPastLimit)
}

/// The refusal of a search from the root `moves` reach that may grow `limit` nodes, for
/// being of `size`.
pub(in crate::tree) fn grown_refusal(
    view: &dyn GameView,
    moves: &[u8],
    limit: usize,
    size: TreeSize,
) -> TreeError {
    refusal(view, moves, (limit, grown_gigabytes(limit)), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_counts_read_back_small_big_and_estimated_alike() {
        let mut counts = HiddenCounts::ones(3);
        counts.push_one();
        let written = [
            (0, Some(7)),
            (1, None),
            (2, Some(254)),
            (3, Some(4_000_000_000)),
        ];
        for (node, count) in written {
            counts.set(node, count);
        }
        for (node, count) in written {
            assert_eq!(counts.get(node), count);
        }
        // Big counts written over leave the map.
        assert_eq!(counts.0.wide_len(), 2);
        counts.set(3, Some(2));
        counts.set(2, None);
        assert_eq!((counts.get(2), counts.get(3)), (None, Some(2)));
        assert_eq!(counts.0.wide_len(), 0);
    }
}
