//! A student's run laid over the recorded search's tree: where they entered, with which
//! window, and which nodes only one of the two visited.

use std::collections::{HashMap, HashSet};

use super::events::EventKind;
use super::{CheckReport, LoadedTrace};
use crate::search::Trace;
use crate::tree::{NodeId, Tree};

/// The student's run on the nodes of the tree the reference was recorded on.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// The window (first player's view) each node was entered with.
    pub windows: HashMap<NodeId, (f64, f64)>,
    /// Entered by the student, never visited by the search (it prunes them).
    pub extra: HashSet<NodeId>,
    /// Visited by the search, never entered by the student.
    pub skipped: HashSet<NodeId>,
}

/// One student's run, checked, with what the player shows of it.
#[derive(Clone, Debug, PartialEq)]
pub struct StudentRun {
    /// The trace's file name (or the cell's name for it).
    pub name: String,
    pub report: CheckReport,
    pub overlay: Overlay,
}

impl Overlay {
    /// Lays the loaded trace over `tree`, where `trace` was recorded from `root`.
    pub fn new(loaded: &LoadedTrace, tree: &Tree, root: NodeId, trace: &Trace) -> Overlay {
        let checked = &loaded.tree.0;
        let same_tree = std::ptr::eq(checked, tree);
        // Nodes of the check's tree found in this one by their moves (a deeper node of a
        // search that went past the depth limit is in no tree shown).
        let mut found: HashMap<NodeId, Option<NodeId>> = HashMap::new();
        let mut locate = |node: NodeId| -> Option<NodeId> {
            if same_tree {
                return Some(node);
            }
            *found
                .entry(node)
                .or_insert_with(|| tree.find_by_moves(&checked.moves_to(node)).ok())
        };
        let mut overlay = Overlay::default();
        let mut entered = HashSet::new();
        for event in loaded.trace.events.iter() {
            if !matches!(event.kind, EventKind::Start | EventKind::Tt) {
                continue;
            }
            let Some(node) = locate(event.node) else {
                continue;
            };
            entered.insert(node);
            if event.kind == EventKind::Start {
                overlay
                    .windows
                    .entry(node)
                    .or_insert((event.alpha, event.beta));
            }
            if trace.started_at(node).is_none() {
                overlay.extra.insert(node);
            }
        }
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            if trace.started_at(node).is_none() {
                continue;
            }
            if !entered.contains(&node) {
                overlay.skipped.insert(node);
            }
            stack.extend(tree.children(node));
        }
        overlay
    }
}
