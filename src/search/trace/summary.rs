//! The figures of a recorded search, as the counters, `stats` and the exports give them.

use serde::Serialize;

use crate::search::real_counts::RealSummary;
use crate::search::score::Score;
use crate::tree::HiddenNodes;

/// The figures of one search.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// The root value the search returned.
    pub value: Score,
    /// The root value plain minimax gives.
    pub minimax_value: Score,
    /// Whether the two agree.
    pub sound: bool,
    pub calculated: u32,
    pub pruned: u32,
    /// Every entry of a node, as the series' `count` counts them.
    pub visits: u32,
    pub total: u32,
    /// calculated / total, in percent.
    pub ratio: f64,
    pub frames: usize,
    /// Iterative deepening: each iteration's figures (calculated above sums them).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub iterations: Vec<IterationSummary>,
    /// A search over a grown tree: the real tree's counts (pruned and total above count
    /// the nodes of the grown tree, each cut child once).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub real: Option<RealSummary>,
    /// The search outgrew the nodes it may grow: these are its figures at the frame where
    /// it stopped (no value: the root was never settled).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub outgrown: bool,
}

/// The figures of one iteration of iterative deepening.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IterationSummary {
    /// Plies below the root searched.
    pub depth: usize,
    pub value: Score,
    pub calculated: u32,
    pub pruned: u32,
    pub frames: u32,
    /// A pass of MTD(f) or aspiration: the root's window.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<(Score, Score)>,
    /// A search over a grown tree: the real tree's pruned nodes at the iteration's end
    /// (pruned above counts the grown tree's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub real_pruned: Option<HiddenNodes>,
}
