//! The search options as widgets, and the Run action.

use serde::{Deserialize, Serialize};

use crate::search::{ChildOrder, Mode, TableKind};

/// What the user has chosen, persisted between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub mode: Mode,
    /// The search root as moves from the empty board, e.g. `00,10,20`.
    pub root: String,
    /// Frames per second while playing.
    pub speed: f64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::alpha_beta(),
            root: String::new(),
            speed: 20.0,
        }
    }
}

/// What the options panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionsAction {
    Run,
    /// Make the node of the current frame the root, and run.
    RunFromSelected,
}

#[derive(Default)]
pub struct OptionsPanel;

impl OptionsPanel {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut Settings,
        busy: bool,
    ) -> Option<OptionsAction> {
        let mut action = None;
        let Settings {
            mode,
            root,
            speed: _,
        } = settings;
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut mode.minimax, "Minimax")
                .on_hover_text("reset α, β to ±∞ at every node: nothing is cut");
            ui.checkbox(&mut mode.init_ab, "Initial window")
                .on_hover_text("start the root window at the score range (init_ab)");
            ui.checkbox(&mut mode.shortest_victory, "Shortest victory")
                .on_hover_text("score quicker wins higher");
            egui::ComboBox::from_label("Table")
                .selected_text(mode.table.name())
                .show_ui(ui, |ui| {
                    for table in TableKind::ALL {
                        ui.selectable_value(&mut mode.table, table, table.name());
                    }
                });
            egui::ComboBox::from_label("Order")
                .selected_text(mode.order.name())
                .show_ui(ui, |ui| {
                    for order in ChildOrder::ALL {
                        ui.selectable_value(&mut mode.order, order, order.name());
                    }
                });
            let label = ui.label("Root moves");
            ui.add(
                egui::TextEdit::singleline(root)
                    .desired_width(140.0)
                    .hint_text("empty board, or e.g. 00,10,20"),
            )
            .labelled_by(label.id);
            if ui
                .button("Run")
                .on_hover_text("record this search")
                .clicked()
            {
                action = Some(OptionsAction::Run);
            }
            if ui
                .add_enabled(!busy, egui::Button::new("Search from selected node"))
                .on_hover_text("make the node framed in red the root, and run")
                .clicked()
            {
                action = Some(OptionsAction::RunFromSelected);
            }
        });
        action
    }
}
