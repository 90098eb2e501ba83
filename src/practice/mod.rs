//! Exercises: a student predicts what a search does, the recorded search marks each answer
//! and names the frame that decides it. No UI types.

mod order;

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

pub use order::{OrderResult, check_order, parse_order, reorder_children};

/// Why an exercise could not be marked; the app phrases it in the notebook's language.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PracticeError {
    #[error("node '{0}' is not in this tree")]
    NodeNotInTree(String),
    #[error("the search never enters node '{0}': ask about a node it visits")]
    NodeNotVisited(String),
    #[error("an order exercise needs a textbook tree")]
    NotTextbook,
    #[error("'{0}' is not a child")]
    NotAChild(String),
    #[error("there is no child {0}")]
    NoSuchChild(String),
    /// The order does not name each child once; `example` is the natural order.
    #[error("give each of the {count} children once, e.g. {example}")]
    NotEachChildOnce { count: usize, example: String },
    /// A move the game's notation does not read.
    #[error("{0}")]
    Move(crate::game::MoveSyntaxError),
    /// A textbook tree that does not parse.
    #[error("{0}")]
    Textbook(crate::game::TextbookError),
    /// A root the game refused, or a tree too big to hold.
    #[error("{0}")]
    Tree(crate::tree::TreeError),
    /// A caller's mistake: order exercises are marked by [`check_order`].
    #[error("an order exercise is marked by check_order")]
    OrderNotChecked,
}

use crate::search::{Score, Trace};
use crate::tree::{NodeId, Tree};

/// What the student is asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuestionKind {
    /// The value the search gives every inner node.
    #[default]
    Values,
    /// The branches the search never visits.
    Cuts,
    /// α and β on entry to one node.
    Windows,
    /// The order of the root's children that prunes most.
    Order,
}

impl QuestionKind {
    pub const ALL: [QuestionKind; 4] = [
        QuestionKind::Values,
        QuestionKind::Cuts,
        QuestionKind::Windows,
        QuestionKind::Order,
    ];
}

/// A student's answers, as typed: kept even when they do not parse, so nothing is lost.
/// Nodes are named by their moves below the exercise's root ("" is the root, "2,1" its
/// second child's first child).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Answers {
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub cuts: BTreeSet<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<(String, String)>,
    /// The root's children as moves, in the order the student would search them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<String>,
}

impl Answers {
    pub fn is_empty(&self) -> bool {
        *self == Answers::default()
    }

    /// Whether nothing has been written or marked: blank fields count as unanswered.
    pub fn is_unanswered(&self) -> bool {
        let blank = |text: &String| text.trim().is_empty();
        self.values.values().all(blank)
            && self.cuts.is_empty()
            && self
                .window
                .as_ref()
                .is_none_or(|(low, high)| blank(low) && blank(high))
            && self.order.iter().all(blank)
    }
}

/// How one answer fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    Wrong,
    /// Not answered (or, for cuts, a cut branch left unmarked).
    Missing,
}

/// What one answer is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    Value,
    Cut,
    Alpha,
    Beta,
}

/// The marking of one node's answer, with the frame that explains it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeMark {
    pub node: NodeId,
    /// The node's moves below the exercise's root.
    pub path: String,
    /// What the answer is about, as the exercise cell's table heads it.
    pub what: &'static str,
    /// What the answer is about, for phrasing.
    pub subject: Subject,
    pub verdict: Verdict,
    pub expected: String,
    pub given: String,
    /// The frame of the recorded search that decides this answer.
    pub frame: usize,
}

/// Every mark of one exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marking {
    pub marks: Vec<NodeMark>,
}

impl Marking {
    pub fn right(&self) -> usize {
        self.count(Verdict::Right)
    }

    pub fn count(&self, verdict: Verdict) -> usize {
        self.marks
            .iter()
            .filter(|mark| mark.verdict == verdict)
            .count()
    }

    pub fn total(&self) -> usize {
        self.marks.len()
    }

    pub fn mark_of(&self, node: NodeId) -> Option<&NodeMark> {
        self.marks.iter().find(|mark| mark.node == node)
    }
}

/// A node's moves below `root`, in the game's notation.
pub fn path_below(tree: &Tree, root: NodeId, node: NodeId) -> String {
    let moves = tree.moves_to(node);
    let below = &moves[tree.depth(root).min(moves.len())..];
    let view = tree.view();
    let texts: Vec<String> = below.iter().map(|&mv| view.format_move(mv)).collect();
    texts.join(",")
}

/// The node `path` names below `root`, if the tree holds it.
pub fn node_at(tree: &Tree, root: NodeId, path: &str) -> Option<NodeId> {
    let mut node = root;
    for text in path
        .split(',')
        .map(str::trim)
        .filter(|text| !text.is_empty())
    {
        let mv = tree.view().parse_move(text).ok()?;
        node = tree
            .children(node)
            .find(|&child| tree.last_move(child) == Some(mv))?;
    }
    Some(node)
}

/// The nodes below `root` (itself first), depth first in natural order.
pub fn subtree(tree: &Tree, root: NodeId) -> Vec<NodeId> {
    let mut nodes = Vec::new();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        nodes.push(node);
        stack.extend(tree.children(node).rev());
    }
    nodes
}

/// Reads a typed bound: a whole number, or ±∞ written `inf`, `-inf`, `∞`, `-∞`.
pub fn parse_bound(text: &str) -> Option<Score> {
    let text = text.trim().replace('−', "-").to_lowercase();
    match text.as_str() {
        "inf" | "+inf" | "∞" | "+∞" => Some(Score::POS_INF),
        "-inf" | "-∞" => Some(Score::NEG_INF),
        _ => {
            let value: i16 = text.parse().ok()?;
            (value.abs() <= Score::MAX_FINITE).then(|| Score::finite(value))
        }
    }
}

/// The inner nodes whose value the search fixes: the ones a values exercise asks for.
pub fn value_nodes(tree: &Tree, trace: &Trace) -> Vec<NodeId> {
    subtree(tree, trace.root())
        .into_iter()
        .filter(|&node| {
            tree.has_children(node) && trace.fixed_at(node).is_some() && !tree.is_horizon(node)
        })
        .collect()
}

/// The branches the search never visits: pruned nodes whose parent it did visit.
pub fn cut_nodes(tree: &Tree, trace: &Trace) -> Vec<NodeId> {
    subtree(tree, trace.root())
        .into_iter()
        .filter(|&node| {
            trace.pruned_at(tree, node).is_some()
                && tree
                    .parent(node)
                    .is_some_and(|parent| trace.pruned_at(tree, parent).is_none())
        })
        .collect()
}

/// The node a windows exercise asks about when none is named: the root's last child that
/// the search enters, whose window the earlier children have shaped.
pub fn default_window_node(tree: &Tree, trace: &Trace) -> NodeId {
    let root = trace.root();
    tree.children(root)
        .rev()
        .find(|&child| trace.started_at(child).is_some())
        .unwrap_or(root)
}

/// The node a windows exercise asks about: the one named, else the default.
pub fn asked_window_node(tree: &Tree, trace: &Trace, named: &str) -> Option<NodeId> {
    if named.trim().is_empty() {
        Some(default_window_node(tree, trace))
    } else {
        node_at(tree, trace.root(), named)
    }
}

/// Marks a values, cuts or windows exercise against the recorded search; `window_node`
/// names the node of a windows exercise (empty: [`default_window_node`]).
pub fn check(
    tree: &Tree,
    trace: &Trace,
    kind: QuestionKind,
    window_node: &str,
    answers: &Answers,
) -> Result<Marking, PracticeError> {
    let root = trace.root();
    let mut marks = Vec::new();
    match kind {
        QuestionKind::Values => {
            for node in value_nodes(tree, trace) {
                let path = path_below(tree, root, node);
                let expected = trace.value(node).unwrap_or(0);
                let given = answers.values.get(&path).cloned().unwrap_or_default();
                let verdict = match parse_bound(&given) {
                    _ if given.trim().is_empty() => Verdict::Missing,
                    Some(value) if value == Score::finite(expected) => Verdict::Right,
                    _ => Verdict::Wrong,
                };
                marks.push(NodeMark {
                    node,
                    path,
                    what: "value",
                    subject: Subject::Value,
                    verdict,
                    expected: expected.to_string(),
                    given,
                    frame: trace.fixed_at(node).unwrap_or(0),
                });
            }
        }
        QuestionKind::Cuts => {
            let cut = cut_nodes(tree, trace);
            for &node in &cut {
                let path = path_below(tree, root, node);
                let marked = answers.cuts.contains(&path);
                marks.push(NodeMark {
                    node,
                    what: "cut",
                    subject: Subject::Cut,
                    verdict: if marked {
                        Verdict::Right
                    } else {
                        Verdict::Missing
                    },
                    expected: "cut".into(),
                    given: if marked { "cut" } else { "" }.into(),
                    frame: trace.pruned_at(tree, node).unwrap_or(0),
                    path,
                });
            }
            for path in &answers.cuts {
                let node = node_at(tree, root, path);
                if node.is_some_and(|node| cut.contains(&node)) {
                    continue;
                }
                let node = node.unwrap_or(root);
                marks.push(NodeMark {
                    node,
                    path: path.clone(),
                    what: "cut",
                    subject: Subject::Cut,
                    verdict: Verdict::Wrong,
                    expected: "visited".into(),
                    given: "cut".into(),
                    // The frame where the search enters the branch shows it is visited.
                    frame: trace
                        .started_at(node)
                        .or(trace.pruned_at(tree, node))
                        .unwrap_or(0),
                });
            }
        }
        QuestionKind::Windows => {
            let node = asked_window_node(tree, trace, window_node)
                .ok_or_else(|| PracticeError::NodeNotInTree(window_node.to_string()))?;
            let Some(start) = trace.started_at(node) else {
                return Err(PracticeError::NodeNotVisited(path_below(tree, root, node)));
            };
            let frame = trace.frames().at(start);
            let (given_alpha, given_beta) = answers.window.clone().unwrap_or_default();
            let path = path_below(tree, root, node);
            for (what, subject, expected, given) in [
                ("α", Subject::Alpha, frame.alpha, given_alpha),
                ("β", Subject::Beta, frame.beta, given_beta),
            ] {
                let verdict = match parse_bound(&given) {
                    _ if given.trim().is_empty() => Verdict::Missing,
                    Some(bound) if bound == expected => Verdict::Right,
                    _ => Verdict::Wrong,
                };
                marks.push(NodeMark {
                    node,
                    path: path.clone(),
                    what,
                    subject,
                    verdict,
                    expected: expected.to_string(),
                    given,
                    frame: start,
                });
            }
        }
        QuestionKind::Order => {
            return Err(PracticeError::OrderNotChecked);
        }
    }
    Ok(Marking { marks })
}
