//! What a recording over a grown tree does where it enters a node the tree left
//! unexpanded: it stops there, or goes on with a stand-in value to find every such node,
//! so that the tree can grow there before the search is recorded again.

use crate::search::score::Score;
use crate::tree::NodeId;

/// What values a node a grown tree left unexpanded: given the node, the window it was
/// entered with and the plies left to the search's horizon (none: to the ends of games).
pub type StandIn<'a> = dyn FnMut(NodeId, (Score, Score), Option<u16>) -> Option<Score> + 'a;

/// What a recording does where it enters a node a grown tree left unexpanded.
pub(in crate::search) enum AtUnexpanded<'a> {
    Stop,
    /// Stop, and keep the frames before it: the search outgrew its tree there.
    Truncate,
    /// Go on, the node valued by the stand-in (given the node, the window it was entered
    /// with and the plies left to the search's horizon) where it has a value.
    GoOn(&'a mut StandIn<'a>),
}

/// Why a recording gave no trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    Cancelled,
    /// Recorded over a grown tree, the search entered these nodes (in order, the first
    /// where it left the tree), which the tree left unexpanded (a table or a narrower window
    /// took it there), each with the window it was entered with: its frames would not be
    /// the real search's until the tree grows there.
    Unexpanded(Vec<(NodeId, (Score, Score))>),
}
