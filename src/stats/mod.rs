//! The figures of searches, as rows: `crate::text` prints them.

mod montecarlo;
mod solver_benchmark;

pub use montecarlo::{Choice, ChoiceSearch, choices};
pub use solver_benchmark::{
    BenchmarkSet, SAMPLE_POSITIONS, SolverBenchmarkRow, TutorialPart, solver_benchmark,
};

use serde::{Deserialize, Serialize};

use crate::search::{self, Mode, Score, Summary, Trace};
use crate::tree::{NodeId, Tree};

/// `abtutor stats --json`: the summary and the principal variation.
#[derive(Serialize)]
pub struct StatsJson<'a> {
    #[serde(flatten)]
    pub summary: &'a Summary,
    /// The expected line from the search root, in the game's notation.
    pub pv: Vec<String>,
    /// With `--playout-probabilities`: the root's chances under uniformly random play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playout_probabilities: Option<crate::tree::Outcomes>,
    /// With `--playouts N`: the rates of N random playouts from the root.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sampled_playouts: Option<SampledPlayouts>,
}

/// The results of random playouts from one node, as rates.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampledPlayouts {
    pub playouts: u32,
    pub seed: u64,
    #[serde(flatten)]
    pub rates: crate::tree::Outcomes,
}

/// Plays `count` uniformly random playouts from `root` with the pinned generator seeded
/// by `seed`, and counts how each ended.
pub fn sample_playouts(tree: &Tree, root: NodeId, count: u32, seed: u64) -> SampledPlayouts {
    use crate::tree::{PlayoutResult, SplitMix64};
    let mut generator = SplitMix64::new(seed);
    let mut tally = [0u32; 3];
    for _ in 0..count {
        let (_, result) = tree.random_playout(root, &mut generator);
        tally[match result {
            PlayoutResult::FirstWins => 0,
            PlayoutResult::SecondWins => 1,
            PlayoutResult::Draw => 2,
        }] += 1;
    }
    let rate = |wins: u32| f64::from(wins) / f64::from(count.max(1));
    SampledPlayouts {
        playouts: count,
        seed,
        rates: crate::tree::Outcomes {
            first: rate(tally[0]),
            second: rate(tally[1]),
            draw: rate(tally[2]),
        },
    }
}

/// The principal variation's moves, in the game's notation.
pub fn principal_variation(tree: &Tree, trace: &Trace) -> Vec<String> {
    let view = tree.view();
    trace
        .principal_variation(tree)
        .into_iter()
        .filter_map(|node| tree.last_move(node))
        .map(|mv| view.format_move(mv))
        .collect()
}

/// One row of the per-depth table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthRow {
    pub depth: usize,
    /// The moves to the root of this row (the first node of the depth, breadth first).
    pub root: String,
    pub calculated: u32,
    pub pruned: u32,
    pub total: u32,
    pub ratio: f64,
}

/// The reference's run over the first node (breadth first) of each depth as root, from the
/// tree's base to the last depth with inner nodes (0–8 in tic-tac-toe).
pub fn depth_table(tree: &Tree, mode: Mode) -> Vec<DepthRow> {
    (tree.depth(tree.base())..tree.max_depth())
        .map(|depth| {
            let root = tree.nodes_at_depth(depth).start;
            let summary = search::record(tree, root, mode).summary().clone();
            DepthRow {
                depth,
                root: tree.notation(root),
                calculated: summary.calculated,
                pruned: summary.pruned,
                total: summary.total,
                ratio: summary.ratio,
            }
        })
        .collect()
}

/// One mode's line of a comparison.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareRow {
    pub mode: String,
    pub minimax: bool,
    pub init_ab: bool,
    pub table: String,
    pub order: String,
    pub shortest_victory: bool,
    pub value: Score,
    pub sound: bool,
    pub calculated: u32,
    pub pruned: u32,
    pub total: u32,
    pub ratio: f64,
    pub frames: usize,
    /// Every entry of a node (older files have none: they count as 0).
    #[serde(default)]
    pub visits: u32,
    /// MTD(f) and aspiration: the root's passes (0 for one search).
    #[serde(default)]
    pub passes: usize,
    /// The whole mode, so that a view can name it in its language (`mode` is the English
    /// name files keep; older files have only that).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Mode>,
}

/// Runs each mode from `root` and lists the figures side by side.
pub fn compare(tree: &Tree, root: NodeId, modes: &[Mode]) -> Vec<CompareRow> {
    modes
        .iter()
        .map(|mode| {
            let summary = search::record(tree, root, *mode).summary().clone();
            CompareRow {
                mode: mode.label(),
                minimax: mode.minimax,
                init_ab: mode.init_ab,
                table: mode.table.name().to_string(),
                order: mode.order.name().to_string(),
                shortest_victory: mode.shortest_victory,
                value: summary.value,
                sound: summary.sound,
                calculated: summary.calculated,
                pruned: summary.pruned,
                total: summary.total,
                ratio: summary.ratio,
                frames: summary.frames,
                visits: summary.visits,
                passes: summary
                    .iterations
                    .iter()
                    .filter(|pass| pass.window.is_some())
                    .count(),
                options: Some(*mode),
            }
        })
        .collect()
}
