//! The player's controls. Drawing only collects commands; the app applies them after.

use super::player::{MAX_SPEED, MIN_SPEED, Player, PlayerCommand};
use crate::search::Landmark;

/// What the keyboard does, for the shortcut list.
pub const SHORTCUTS: [(&str, &str); 6] = [
    ("← / →", "previous / next frame"),
    (
        "Shift + ← / →",
        "previous / next frame of the selected node",
    ),
    ("Space", "play / pause"),
    ("Home / End", "first / last frame"),
    ("click a node", "go to its first frame"),
    (
        "drag / Ctrl + wheel",
        "pan / zoom the tree (double-click resets)",
    ),
];

/// The controls' own state: the text of the go-to box.
#[derive(Default)]
pub struct Controls {
    go_to_text: String,
    go_to_error: Option<String>,
}

fn button(
    ui: &mut egui::Ui,
    player: &Player,
    text: &str,
    hint: &str,
    command: PlayerCommand,
    out: &mut Vec<PlayerCommand>,
) {
    let response = ui
        .add_enabled(player.can(command), egui::Button::new(text))
        .on_hover_text(hint);
    if response.clicked() {
        out.push(command);
    }
}

impl Controls {
    pub fn ui(&mut self, ui: &mut egui::Ui, player: &Player) -> Vec<PlayerCommand> {
        let mut commands = Vec::new();
        let last = player.last_frame_index();
        ui.horizontal(|ui| {
            let mut frame_index = player.frame_index();
            ui.spacing_mut().slider_width = (ui.available_width() - 160.0).max(120.0);
            let slider = egui::Slider::new(&mut frame_index, 0..=last).text("Frame");
            if ui.add(slider).changed() {
                commands.push(PlayerCommand::SetFrame(frame_index));
            }
            ui.label(format!("of {}", last + 1));
        });
        ui.horizontal_wrapped(|ui| {
            button(
                ui,
                player,
                "First",
                "first frame (Home)",
                PlayerCommand::First,
                &mut commands,
            );
            button(
                ui,
                player,
                "−1",
                "previous frame (←)",
                PlayerCommand::Step(-1),
                &mut commands,
            );
            let play_text = if player.is_playing() { "Pause" } else { "Play" };
            button(
                ui,
                player,
                play_text,
                "play / pause (Space)",
                PlayerCommand::TogglePlay,
                &mut commands,
            );
            button(
                ui,
                player,
                "+1",
                "next frame (→)",
                PlayerCommand::Step(1),
                &mut commands,
            );
            button(
                ui,
                player,
                "Last",
                "last frame (End)",
                PlayerCommand::Last,
                &mut commands,
            );
            ui.separator();
            let mut speed = player.speed();
            let speed_slider = egui::Slider::new(&mut speed, MIN_SPEED..=MAX_SPEED)
                .logarithmic(true)
                .integer()
                .text("frames/s");
            if ui.add(speed_slider).changed() {
                commands.push(PlayerCommand::SetSpeed(speed));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Node:");
            button(
                ui,
                player,
                "Node first",
                "this node's first frame",
                PlayerCommand::NodeFirst,
                &mut commands,
            );
            button(
                ui,
                player,
                "Node previous",
                "this node's previous frame (Shift+←)",
                PlayerCommand::NodePrevious,
                &mut commands,
            );
            button(
                ui,
                player,
                "Node next",
                "this node's next frame (Shift+→)",
                PlayerCommand::NodeNext,
                &mut commands,
            );
            button(
                ui,
                player,
                "Node last",
                "this node's last frame",
                PlayerCommand::NodeLast,
                &mut commands,
            );
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Jump:");
            for (kind, name) in [
                (Landmark::Cut, "cut"),
                (Landmark::TableHit, "table hit"),
                (Landmark::RootChange, "root change"),
            ] {
                let hint = format!("previous / next {name}");
                button(
                    ui,
                    player,
                    &format!("Previous {name}"),
                    &hint,
                    PlayerCommand::Previous(kind),
                    &mut commands,
                );
                button(
                    ui,
                    player,
                    &format!("Next {name}"),
                    &hint,
                    PlayerCommand::Next(kind),
                    &mut commands,
                );
            }
        });
        ui.horizontal(|ui| {
            let edit = egui::TextEdit::singleline(&mut self.go_to_text)
                .desired_width(90.0)
                .hint_text("frame number");
            let response = ui.add(edit).labelled_by(ui.label("Go to frame").id);
            let submitted =
                response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button("Go").clicked() || submitted {
                match self.go_to_text.trim().parse::<usize>() {
                    Ok(index) if index <= last => {
                        self.go_to_error = None;
                        commands.push(PlayerCommand::SetFrame(index));
                    }
                    Ok(index) => {
                        self.go_to_error =
                            Some(format!("frame {index} is out of range: 0 to {last}"))
                    }
                    Err(_) => {
                        self.go_to_error = Some(format!(
                            "'{}' is not a frame number",
                            self.go_to_text.trim()
                        ))
                    }
                }
            }
            if let Some(error) = &self.go_to_error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
        });
        commands
    }

    pub fn go_to_error(&self) -> Option<&str> {
        self.go_to_error.as_deref()
    }
}

/// The keyboard's commands this UI frame (none while a text field has focus).
pub fn keyboard_commands(ctx: &egui::Context) -> Vec<PlayerCommand> {
    if ctx.egui_wants_keyboard_input() {
        return Vec::new();
    }
    ctx.input(|input| {
        let mut commands = Vec::new();
        let shift = input.modifiers.shift;
        if input.key_pressed(egui::Key::ArrowRight) {
            commands.push(if shift {
                PlayerCommand::NodeNext
            } else {
                PlayerCommand::Step(1)
            });
        }
        if input.key_pressed(egui::Key::ArrowLeft) {
            commands.push(if shift {
                PlayerCommand::NodePrevious
            } else {
                PlayerCommand::Step(-1)
            });
        }
        if input.key_pressed(egui::Key::Space) {
            commands.push(PlayerCommand::TogglePlay);
        }
        if input.key_pressed(egui::Key::Home) {
            commands.push(PlayerCommand::First);
        }
        if input.key_pressed(egui::Key::End) {
            commands.push(PlayerCommand::Last);
        }
        commands
    })
}
