//! The order exercise: the student orders a node's children; the search, run on the tree
//! with the children in that order, counts the nodes it calculates, against every order.

use super::PracticeError;
use crate::game::{GameView, TextbookNode};
use crate::search::{self, ChildOrder, Mode, Status, Trace};
use crate::setup::GameSpec;
use crate::tree::{NodeId, Tree};

/// How the student's order fared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderResult {
    /// The textbook tree with the children in the student's order.
    pub reordered: GameSpec,
    /// The exercise's root in that tree, as moves from the start.
    pub root_moves: String,
    /// The mode searched: the exercise's, in natural order on the reordered tree.
    pub search_mode: Mode,
    pub calculated: u32,
    /// The fewest nodes any order of these children calculates.
    pub fewest: u32,
    /// An order that reaches the fewest, as the children's moves.
    pub best_order: Vec<String>,
    /// The frame of the student's search where its first cut at the root happens (else the
    /// root's end frame): the frame that shows what the order gained.
    pub frame: usize,
}

impl OrderResult {
    pub fn is_right(&self) -> bool {
        self.calculated == self.fewest
    }
}

/// Rewrites a textbook tree with the children of the node at `root_moves` in `order`
/// (their moves in the current numbering, 1 = leftmost).
pub fn reorder_children(
    spec: GameSpec,
    root_moves: &str,
    order: &[u8],
) -> Result<GameSpec, PracticeError> {
    let GameSpec::Textbook(id) = spec else {
        return Err(PracticeError::NotTextbook);
    };
    let tree = id.tree();
    let nodes = tree.nodes();
    let mut node = 0usize;
    for text in root_moves
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        let index: usize = text
            .parse()
            .map_err(|_| PracticeError::NotAChild(text.to_string()))?;
        node = *nodes[node]
            .children
            .get(index.wrapping_sub(1))
            .ok_or_else(|| PracticeError::NoSuchChild(text.to_string()))? as usize;
    }
    let children = &nodes[node].children;
    let mut sorted = order.to_vec();
    sorted.sort_unstable();
    if sorted != (0..children.len() as u8).collect::<Vec<u8>>() {
        return Err(PracticeError::NotEachChildOnce {
            count: children.len(),
            example: (1..=children.len())
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(","),
        });
    }
    let permuted: Vec<u16> = order.iter().map(|&mv| children[mv as usize]).collect();
    let text = write_with(nodes, 0, node, &permuted);
    GameSpec::textbook(&text).map_err(PracticeError::Textbook)
}

fn write_with(nodes: &[TextbookNode], at: usize, reordered: usize, permuted: &[u16]) -> String {
    if let Some(value) = nodes[at].value {
        return value.to_string();
    }
    let children: &[u16] = if at == reordered {
        permuted
    } else {
        &nodes[at].children
    };
    let parts: Vec<String> = children
        .iter()
        .map(|&child| write_with(nodes, child as usize, reordered, permuted))
        .collect();
    format!("({})", parts.join(","))
}

/// Runs the search on the tree with the root's children in `order` and on every other
/// order; `mode`'s child order is replaced by the physical one.
pub fn check_order(
    spec: GameSpec,
    root_moves: &str,
    mode: Mode,
    order: &[u8],
) -> Result<OrderResult, PracticeError> {
    let mode = Mode {
        order: ChildOrder::Natural,
        ..mode
    };
    let search_with = |order: &[u8]| -> Result<(GameSpec, Tree, NodeId, Trace), PracticeError> {
        let reordered = reorder_children(spec, root_moves, order)?;
        let (tree, root) = reordered
            .tree_for_root(root_moves)
            .map_err(PracticeError::Tree)?;
        let trace = search::record(&tree, root, mode);
        Ok((reordered, tree, root, trace))
    };
    let (reordered, tree, root, trace) = search_with(order)?;
    let mut fewest = u32::MAX;
    let mut best_order = Vec::new();
    let mut candidate: Vec<u8> = (0..order.len() as u8).collect();
    loop {
        // The student's own order is already searched.
        let calculated = if candidate == order {
            trace.summary().calculated
        } else {
            search_with(&candidate)?.3.summary().calculated
        };
        if calculated < fewest {
            fewest = calculated;
            best_order = candidate.clone();
        }
        if !next_permutation(&mut candidate) {
            break;
        }
    }
    let root_cut = (trace.started_at(root).unwrap_or(0)..trace.len()).find(|&index| {
        let frame = trace.frames().at(index);
        frame.node == root && (frame.is_cut() || frame.status == Status::End)
    });
    let view = tree.view();
    Ok(OrderResult {
        reordered,
        root_moves: root_moves.to_string(),
        search_mode: mode,
        calculated: trace.summary().calculated,
        fewest,
        best_order: best_order.iter().map(|&mv| view.format_move(mv)).collect(),
        frame: root_cut.unwrap_or(0),
    })
}

/// Reads the student's order as typed (commas kept, blanks ignored) into moves.
pub fn parse_order(view: &dyn GameView, typed: &[String]) -> Result<Vec<u8>, PracticeError> {
    typed
        .iter()
        .map(|text| text.trim())
        .filter(|text| !text.is_empty())
        .map(|text| view.parse_move(text).map_err(PracticeError::Move))
        .collect()
}

/// Steps to the next permutation in lexicographic order; false after the last.
fn next_permutation(items: &mut [u8]) -> bool {
    let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] < items[i]) else {
        return false;
    };
    let swap_with = (pivot..items.len())
        .rev()
        .find(|&i| items[i] > items[pivot - 1])
        .unwrap_or(pivot);
    items.swap(pivot - 1, swap_with);
    items[pivot..].reverse();
    true
}
