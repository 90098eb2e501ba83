//! The Connect Four solver tutorial's benchmark, run in the app: each part's configuration
//! over a sample of its test positions shipped with abtutor, the mean nodes beside the
//! tutorial's. End-Easy: its first 200 positions (of 1,000) for parts 3 to 8, its first
//! 100 for parts 9 to 12; Middle-Easy: its first 100, parts 9 to 12 (the earlier parts
//! take far longer there).

use serde::{Deserialize, Serialize};

use crate::game::ConnectFour;
use crate::search::{Solver, SolverIdeas, position_of};

/// Parts 3 to 8: moves, score, weak score and the tutorial's nodes at each part.
const FIRST_PARTS: &str = include_str!("../../assets/connect4/end-easy-200.tsv");
/// Parts 9 to 12: set, moves, score and the tutorial's nodes at each part, with its own
/// tables.
const LAST_PARTS: &str = include_str!("../../assets/connect4/parts9-12-first100.tsv");

/// The most positions a sample has.
pub const SAMPLE_POSITIONS: usize = 200;

/// One of the tutorial's sets of test positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BenchmarkSet {
    /// Near the end of a game (Test_L3_R1).
    #[default]
    EndEasy,
    /// In the middle of a game (Test_L2_R1).
    MiddleEasy,
}

impl BenchmarkSet {
    pub const ALL: [BenchmarkSet; 2] = [BenchmarkSet::EndEasy, BenchmarkSet::MiddleEasy];

    /// The set's name in the tutorial (and in the sample's first column).
    pub fn name(self) -> &'static str {
        match self {
            BenchmarkSet::EndEasy => "End-Easy",
            BenchmarkSet::MiddleEasy => "Middle-Easy",
        }
    }

    /// The parts measured on this set.
    pub fn parts(self) -> &'static [TutorialPart] {
        match self {
            BenchmarkSet::EndEasy => &TutorialPart::ALL,
            BenchmarkSet::MiddleEasy => &TutorialPart::ALL[5..],
        }
    }

    pub fn is_end_easy(&self) -> bool {
        *self == BenchmarkSet::EndEasy
    }
}

/// A part of the tutorial that adds one idea, as its benchmark table lists them (part 6
/// changes only the board's code).
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
    /// Losing moves skipped.
    Nine,
    /// Moves ordered by threats.
    Ten,
    /// The compact table.
    Eleven,
    /// Lower bounds in the table too.
    Twelve,
}

impl TutorialPart {
    pub const ALL: [TutorialPart; 9] = [
        TutorialPart::Three,
        TutorialPart::Four,
        TutorialPart::Five,
        TutorialPart::Seven,
        TutorialPart::Eight,
        TutorialPart::Nine,
        TutorialPart::Ten,
        TutorialPart::Eleven,
        TutorialPart::Twelve,
    ];

    pub fn number(self) -> u8 {
        match self {
            TutorialPart::Three => 3,
            TutorialPart::Four => 4,
            TutorialPart::Five => 5,
            TutorialPart::Seven => 7,
            TutorialPart::Eight => 8,
            TutorialPart::Nine => 9,
            TutorialPart::Ten => 10,
            TutorialPart::Eleven => 11,
            TutorialPart::Twelve => 12,
        }
    }

    /// The tutorial's configuration at this part: every idea up to it, its root window
    /// and search, its own table.
    pub fn ideas(self) -> SolverIdeas {
        SolverIdeas::part(self.number()).unwrap_or_default()
    }

    /// The mean nodes the tutorial publishes for this part over all 1,000 positions of
    /// `set` (its own tables).
    pub fn published_mean(self, set: BenchmarkSet) -> f64 {
        match (set, self) {
            (BenchmarkSet::EndEasy, TutorialPart::Three) => 11_024.0,
            (BenchmarkSet::EndEasy, TutorialPart::Four) => 283.6,
            (BenchmarkSet::EndEasy, TutorialPart::Five) => 139.7,
            (BenchmarkSet::EndEasy, TutorialPart::Seven) => 92.84,
            (BenchmarkSet::EndEasy, TutorialPart::Eight) => 131.6,
            (BenchmarkSet::EndEasy, TutorialPart::Nine) => 70.71,
            (BenchmarkSet::EndEasy, TutorialPart::Ten | TutorialPart::Eleven) => 54.93,
            (BenchmarkSet::EndEasy, TutorialPart::Twelve) => 51.28,
            (BenchmarkSet::MiddleEasy, TutorialPart::Nine) => 4_135.0,
            (BenchmarkSet::MiddleEasy, TutorialPart::Ten) => 517.2,
            (BenchmarkSet::MiddleEasy, TutorialPart::Eleven) => 517.4,
            (BenchmarkSet::MiddleEasy, TutorialPart::Twelve) => 449.6,
            // Not measured on the middle set: the benchmark lists none of them there.
            (BenchmarkSet::MiddleEasy, _) => f64::NAN,
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

/// One position of a sample, with the tutorial's score and nodes.
struct SamplePosition<'a> {
    moves: &'a str,
    score: i32,
    nodes: u64,
}

/// The first `count` positions of `set` that the tutorial measured at `part`.
fn sample(set: BenchmarkSet, part: TutorialPart, count: usize) -> Vec<SamplePosition<'static>> {
    let first_parts = part.number() <= 8;
    let text = if first_parts { FIRST_PARTS } else { LAST_PARTS };
    let mut lines = text
        .lines()
        .map(|line| line.split('\t').collect::<Vec<_>>());
    let header = lines.next().unwrap_or_default();
    let column = |name: &str| header.iter().position(|&title| title == name);
    let (set_column, moves) = (column("set"), column("moves"));
    let (score, nodes) = (column("score"), column(&part.nodes_column()));
    lines
        .filter(|fields| match set_column {
            Some(at) => fields.get(at) == Some(&set.name()),
            None => set.is_end_easy(),
        })
        .filter_map(|fields| {
            Some(SamplePosition {
                moves: fields.get(moves?)?,
                score: fields.get(score?)?.parse().ok()?,
                nodes: fields.get(nodes?)?.parse().ok()?,
            })
        })
        .take(count)
        .collect()
}

/// Solves the first `count` positions of `set` (as many as its sample holds, at most
/// [`SAMPLE_POSITIONS`]) in each part's configuration: a row a part.
pub fn solver_benchmark(set: BenchmarkSet, count: usize) -> Vec<SolverBenchmarkRow> {
    let game = ConnectFour::new(7, 6);
    let count = count.clamp(1, SAMPLE_POSITIONS);
    set.parts()
        .iter()
        .map(|&part| {
            let positions = sample(set, part, count);
            let solved: Vec<_> = positions
                .iter()
                .filter_map(|sampled| Some((sampled, position_of(&game, sampled.moves).ok()?)))
                .collect();
            let mut solver = Solver::new(&game, part.ideas());
            let mut nodes = 0;
            let mut scores_right = 0;
            for (sampled, position) in &solved {
                let found = solver.solve(position);
                nodes += found.nodes;
                scores_right += usize::from(found.score == sampled.score);
            }
            let tutorial: u64 = solved.iter().map(|(sampled, _)| sampled.nodes).sum();
            let measured = solved.len().max(1) as f64;
            SolverBenchmarkRow {
                part: part.number(),
                positions: solved.len(),
                mean_nodes: nodes as f64 / measured,
                tutorial_mean_nodes: tutorial as f64 / measured,
                published_mean_nodes: part.published_mean(set),
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
        for set in BenchmarkSet::ALL {
            let rows = solver_benchmark(set, 20);
            assert_eq!(rows.len(), set.parts().len());
            for row in rows {
                assert_eq!(row.positions, 20);
                assert_eq!(row.scores_right, 20, "{set:?} part {}", row.part);
                assert_eq!(row.mean_nodes, row.tutorial_mean_nodes, "part {}", row.part);
                assert!(row.published_mean_nodes.is_finite());
            }
        }
    }

    #[test]
    fn the_last_parts_sample_holds_a_hundred_positions_a_set() {
        let rows = solver_benchmark(BenchmarkSet::MiddleEasy, SAMPLE_POSITIONS);
        assert!(rows.iter().all(|row| row.positions == 100));
        let parts: Vec<u8> = rows.iter().map(|row| row.part).collect();
        assert_eq!(parts, [9, 10, 11, 12]);
    }
}
