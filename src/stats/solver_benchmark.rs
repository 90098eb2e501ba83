//! The Connect Four solver tutorial's benchmark, run in the app: each part's ideas over a
//! sample of its End-Easy positions shipped with abtutor (the first 200 of its 1,000, with
//! the tutorial's own scores and node counts), the mean nodes beside the tutorial's.

use serde::{Deserialize, Serialize};

use crate::game::ConnectFour;
use crate::search::{Solver, SolverIdeas, position_of};

/// The sample: moves, score, weak score and the tutorial's nodes at each part.
const SAMPLE: &str = include_str!("../../assets/connect4/end-easy-200.tsv");

/// The positions the sample holds.
pub const SAMPLE_POSITIONS: usize = 200;

/// A part of the tutorial that adds one idea, as its benchmark table lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorialPart {
    /// Negamax with the win check.
    Three,
    /// Alpha-beta with the score bound.
    Four,
    /// Columns from the centre out.
    Five,
    /// A table of upper bounds.
    Seven,
    /// Null-window bisection at the root.
    Eight,
}

impl TutorialPart {
    pub const ALL: [TutorialPart; 5] = [
        TutorialPart::Three,
        TutorialPart::Four,
        TutorialPart::Five,
        TutorialPart::Seven,
        TutorialPart::Eight,
    ];

    pub fn number(self) -> u8 {
        match self {
            TutorialPart::Three => 3,
            TutorialPart::Four => 4,
            TutorialPart::Five => 5,
            TutorialPart::Seven => 7,
            TutorialPart::Eight => 8,
        }
    }

    /// Every idea up to this part.
    pub fn ideas(self) -> SolverIdeas {
        let number = self.number();
        SolverIdeas {
            minimax: number == 3,
            win_check: true,
            score_bound: number >= 4,
            centre_order: number >= 5,
            upper_table: number >= 7,
            bisect: number >= 8,
            ..SolverIdeas::default()
        }
    }

    /// The mean nodes the tutorial publishes for this part over all 1,000 End-Easy
    /// positions (its own table).
    pub fn published_mean(self) -> f64 {
        match self {
            TutorialPart::Three => 11_024.0,
            TutorialPart::Four => 283.6,
            TutorialPart::Five => 139.7,
            TutorialPart::Seven => 92.84,
            TutorialPart::Eight => 131.6,
        }
    }

    /// The sample's column of the tutorial's node counts at this part.
    fn nodes_column(self) -> String {
        format!("nodes_part{}", self.number())
    }
}

/// One part's figures over the sample.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolverBenchmarkRow {
    pub part: u8,
    pub positions: usize,
    /// The mean nodes our solver explored.
    pub mean_nodes: f64,
    /// The mean of the tutorial's node counts over the same positions.
    pub tutorial_mean_nodes: f64,
    /// The tutorial's published mean over all 1,000 positions.
    pub published_mean_nodes: f64,
    /// The positions whose score equals the tutorial's.
    pub scores_right: usize,
}

/// One line of the sample.
struct SamplePosition<'a> {
    moves: &'a str,
    score: i32,
    nodes: Vec<u64>,
}

/// The sample's first `count` positions, with the tutorial's nodes in the order of
/// [`TutorialPart::ALL`].
fn sample(count: usize) -> Vec<SamplePosition<'static>> {
    let mut lines = SAMPLE
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>());
    let header = lines.next().unwrap_or_default();
    let column = |name: &str| header.iter().position(|&title| title == name);
    let score = column("score");
    let nodes: Vec<Option<usize>> = TutorialPart::ALL
        .iter()
        .map(|part| column(&part.nodes_column()))
        .collect();
    lines
        .take(count)
        .filter_map(|fields| {
            Some(SamplePosition {
                moves: fields.first()?,
                score: fields.get(score?)?.parse().ok()?,
                nodes: nodes
                    .iter()
                    .map(|&at| fields.get(at?)?.parse().ok())
                    .collect::<Option<Vec<u64>>>()?,
            })
        })
        .collect()
}

/// Solves the sample's first `count` positions (at most [`SAMPLE_POSITIONS`]) with each
/// part's ideas: a row a part.
pub fn solver_benchmark(count: usize) -> Vec<SolverBenchmarkRow> {
    let game = ConnectFour::new(7, 6);
    let positions = sample(count.clamp(1, SAMPLE_POSITIONS));
    let solved: Vec<_> = positions
        .iter()
        .filter_map(|sampled| Some((sampled, position_of(&game, sampled.moves).ok()?)))
        .collect();
    let count = solved.len().max(1) as f64;
    TutorialPart::ALL
        .iter()
        .enumerate()
        .map(|(index, &part)| {
            let mut solver = Solver::new(&game, part.ideas());
            let mut nodes = 0;
            let mut scores_right = 0;
            for (sampled, position) in &solved {
                let found = solver.solve(position);
                nodes += found.nodes;
                scores_right += usize::from(found.score == sampled.score);
            }
            let tutorial: u64 = solved.iter().map(|(sampled, _)| sampled.nodes[index]).sum();
            SolverBenchmarkRow {
                part: part.number(),
                positions: solved.len(),
                mean_nodes: nodes as f64 / count,
                tutorial_mean_nodes: tutorial as f64 / count,
                published_mean_nodes: part.published_mean(),
                scores_right,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_twenty_positions_explore_what_the_tutorial_explored() {
        let rows = solver_benchmark(20);
        assert_eq!(rows.len(), 5);
        for row in rows {
            assert_eq!(row.positions, 20);
            assert_eq!(row.scores_right, 20, "part {}", row.part);
            assert_eq!(row.mean_nodes, row.tutorial_mean_nodes, "part {}", row.part);
        }
    }
}
