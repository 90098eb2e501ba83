//! How the recorder enters a node, and what it does where a grown tree left the node
//! unexpanded (see `reaching`).

use crate::search::reaching::{AtUnexpanded, Stopped};
use crate::search::recorder::Recorder;
use crate::search::score::Score;
use crate::tree::NodeId;

impl Recorder<'_> {
    /// Why the search stopped before its end (or ended with frames that are not the real
    /// search's).
    pub(in crate::search) fn stopped(&mut self) -> Stopped {
        match self.unexpanded.is_empty() {
            true => Stopped::Cancelled,
            false => Stopped::Unexpanded(std::mem::take(&mut self.unexpanded)),
        }
    }

    /// The search enters `node`. A node a grown tree left unexpanded is noted (and stops
    /// the search, when asked): the tree never grew there, so what follows would not be the
    /// real search.
    pub(in crate::search) fn enter(&mut self, node: NodeId, window: (Score, Score)) {
        // A node at an earlier iteration's horizon is a leaf of that iteration.
        let leaf_here = self.horizon_inside_tree && self.plies_left(node) == 0;
        if self.tree.is_unexpanded(node) && !leaf_here {
            self.unexpanded.push((node, window));
            match &mut self.at_unexpanded {
                AtUnexpanded::Stop => self.cancelled = true,
                AtUnexpanded::Truncate => {
                    // Only the frames before its first are the real search's.
                    if self.unexpanded.len() == 1 {
                        self.outgrown_at = Some(self.next_index());
                    }
                    self.cancelled = true;
                }
                AtUnexpanded::GoOn(stand_in) => {
                    let depth = self.tree.depth(node);
                    let plies = (self.horizon).map(|horizon| horizon.saturating_sub(depth) as u16);
                    let value = stand_in(node, window, plies);
                    self.stand_in_value = value.map(|value| (node, value));
                }
            }
        }
        self.enter_again(node);
    }
}
