//! The path above the tree: the moves from the search root to the node of the frame shown,
//! each a button that goes to that ancestor, and jumps to the principal variation's end,
//! to the deepest node the search entered, and back to where the last jump left.

use std::sync::Arc;

use super::player::{Player, PlayerCommand, RecordedSearch};
use crate::lang::Lang;
use crate::search::Trace;
use crate::tr;
use crate::tree::{NodeId, Tree};

/// The path bar's state: where the last jump came from, and the deepest node of the
/// search shown (found once per search).
#[derive(Default)]
pub struct PathBar {
    back_to: Option<usize>,
    deepest: Option<(SearchKey, NodeId)>,
}

/// Which search a found node belongs to: its address, frames and root.
type SearchKey = (usize, usize, NodeId);

impl PathBar {
    pub fn ui(&mut self, ui: &mut egui::Ui, player: &Player, lang: Lang) -> Vec<PlayerCommand> {
        let mut commands = Vec::new();
        let (tree, trace) = (player.tree(), player.trace());
        let Some(frame) = trace.frames().get(player.frame_index()) else {
            return commands;
        };
        let deepest = self.deepest_node(player.search());
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "path-heading"));
            for node in path_from_root(tree, trace.root(), frame.node) {
                let text = match tree.last_move(node) {
                    Some(mv) if node != trace.root() => tree.view().format_move(mv),
                    _ => tr!(lang, "path-root"),
                };
                let selected = node == frame.node;
                if ui.selectable_label(selected, text).clicked() && !selected {
                    commands.push(PlayerCommand::SelectNode(node));
                }
            }
            ui.separator();
            let line = trace.principal_variation(tree);
            let pv_end = ui
                .add_enabled(
                    line.last().is_some(),
                    egui::Button::new(tr!(lang, "path-pv")),
                )
                .on_hover_text(lang.attribute("path-pv", "hover", &[]));
            if pv_end.clicked()
                && let Some(&end) = line.last()
            {
                commands.push(PlayerCommand::SelectNode(end));
            }
            let deepest_button = ui
                .add_enabled(
                    deepest.is_some(),
                    egui::Button::new(tr!(lang, "path-deepest")),
                )
                .on_hover_text(lang.attribute("path-deepest", "hover", &[]));
            if deepest_button.clicked()
                && let Some(node) = deepest
            {
                commands.push(PlayerCommand::SelectNode(node));
            }
            let back = ui.add_enabled(
                self.back_to.is_some(),
                egui::Button::new(tr!(lang, "path-back")),
            );
            if back.clicked()
                && let Some(frame_index) = self.back_to.take()
            {
                commands.push(PlayerCommand::SetFrame(frame_index));
                return;
            }
            if !commands.is_empty() {
                self.back_to = Some(player.frame_index());
            }
        });
        commands
    }

    /// The first node entered at the greatest depth, worked out once per search.
    fn deepest_node(&mut self, search: &Arc<RecordedSearch>) -> Option<NodeId> {
        let key = (
            Arc::as_ptr(search) as usize,
            search.trace.len(),
            search.trace.root(),
        );
        if let Some((searched, node)) = self.deepest
            && searched == key
        {
            return Some(node);
        }
        self.back_to = None;
        let node = deepest_entered(&search.tree, &search.trace)?;
        self.deepest = Some((key, node));
        Some(node)
    }
}

/// The nodes from `root` down to `node`, both included.
fn path_from_root(tree: &Tree, root: NodeId, node: NodeId) -> Vec<NodeId> {
    let mut path = vec![node];
    let mut current = node;
    while current != root {
        let Some(parent) = tree.parent(current) else {
            break;
        };
        path.push(parent);
        current = parent;
    }
    path.reverse();
    path
}

/// The first node of the greatest depth that the search's frames show.
fn deepest_entered(tree: &Tree, trace: &Trace) -> Option<NodeId> {
    let mut deepest: Option<(usize, NodeId)> = None;
    for frame in trace.frames() {
        let depth = tree.depth(frame.node);
        if deepest.is_none_or(|(most, _)| depth > most) {
            deepest = Some((depth, frame.node));
        }
    }
    deepest.map(|(_, node)| node)
}
