//! The path above the tree: the moves from the search root to the node of the frame shown,
//! each a button that goes to that ancestor, and jumps to the principal variation's end,
//! to the deepest node the search entered, and back to where the last jump left.

use std::sync::Arc;

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::{Player, RecordedSearch};
use crate::tr;
use crate::tree::{NodeId, Tree};

/// The path bar's state: where the last jump came from, and the search shown's landmarks
/// (found once per search, not every frame).
#[derive(Default)]
pub struct PathBar {
    back_to: Option<usize>,
    landmarks: Option<(SearchKey, Landmarks)>,
}

/// Which search the landmarks belong to: its address, frames and root.
type SearchKey = (usize, usize, NodeId);

/// Where the bar's jumps go in one search.
#[derive(Clone, Copy)]
struct Landmarks {
    pv_end: Option<NodeId>,
    deepest: Option<NodeId>,
}

impl PathBar {
    /// The principal variation's end and the deepest node entered, worked out once per
    /// search.
    fn landmarks(&mut self, search: &Arc<RecordedSearch>) -> Landmarks {
        let key = (
            Arc::as_ptr(search) as usize,
            search.trace.len(),
            search.trace.root(),
        );
        if let Some((searched, landmarks)) = self.landmarks
            && searched == key
        {
            return landmarks;
        }
        self.back_to = None;
        let (tree, trace) = (&search.tree, &search.trace);
        let landmarks = Landmarks {
            pv_end: trace.principal_variation(tree).last().copied(),
            deepest: search.landmarks.deepest_entered,
        };
        self.landmarks = Some((key, landmarks));
        landmarks
    }
}

impl Panel<Player> for PathBar {
    type Response = Vec<PlayerCommand>;

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) -> Self::Response {
        let (player, lang) = (context.recording, context.lang);
        let mut commands = Vec::new();
        let (tree, trace) = (player.tree(), player.trace());
        let Some(frame) = trace.frames().get(player.frame_index()) else {
            return commands;
        };
        let landmarks = self.landmarks(player.search());
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, "path-heading"));
            for node in path_from_root(tree, trace.root(), frame.node) {
                let text = match tree.last_move(node) {
                    Some(mv) if node != trace.root() => tree.view().format_move(mv),
                    // A root below the game's start says how deep in the game it is.
                    _ => match tree.depth(node) {
                        0 => tr!(lang, "path-root"),
                        depth => tr!(lang, "path-root-deep", depth = depth),
                    },
                };
                let selected = node == frame.node;
                if ui.selectable_label(selected, text).clicked() && !selected {
                    commands.push(PlayerCommand::SelectNode(node));
                }
            }
            ui.separator();
            for (id, target) in [
                ("path-pv", landmarks.pv_end),
                ("path-deepest", landmarks.deepest),
            ] {
                let button = ui
                    .add_enabled(target.is_some(), egui::Button::new(tr!(lang, id)))
                    .on_hover_text(lang.attribute(id, "hover", &[]));
                if button.clicked()
                    && let Some(node) = target
                {
                    commands.push(PlayerCommand::SelectNode(node));
                }
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
