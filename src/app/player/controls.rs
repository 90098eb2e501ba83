//! The player's controls. Drawing only collects commands; the app applies them after.

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::recording::Recording;
use crate::app::player::state::{MAX_SPEED, MIN_SPEED};
use crate::lang::Lang;
use crate::search::Landmark;
use crate::tr;

/// What the keyboard and mouse do, for the shortcut list.
pub fn shortcuts(lang: Lang) -> [(String, String); 9] {
    [
        ("← / →".to_string(), tr!(lang, "controls-shortcut-frame")),
        (
            "Shift + ← / →".to_string(),
            tr!(lang, "controls-shortcut-node-frame"),
        ),
        (
            "Page Up / Page Down".to_string(),
            tr!(lang, "controls-shortcut-iteration"),
        ),
        ("Space".to_string(), tr!(lang, "controls-shortcut-play")),
        (
            "Home / End".to_string(),
            tr!(lang, "controls-shortcut-first-last"),
        ),
        (
            tr!(lang, "controls-shortcut-click-keys"),
            tr!(lang, "controls-shortcut-click"),
        ),
        (
            "F11".to_string(),
            tr!(lang, "controls-shortcut-presentation"),
        ),
        (
            "Ctrl + / Ctrl − / Ctrl 0".to_string(),
            tr!(lang, "controls-shortcut-zoom"),
        ),
        (
            tr!(lang, "controls-shortcut-drag-keys"),
            tr!(lang, "controls-shortcut-drag"),
        ),
    ]
}

/// The controls' own state: the text of the go-to box.
#[derive(Default)]
pub struct Controls {
    go_to_text: String,
    go_to_error: Option<String>,
    /// On a projector: the frame slider, the play row and the jumps only (the keys still
    /// move node by node, and the options are set before presenting).
    pub compact: bool,
}

struct Row<'a> {
    player: &'a dyn Recording,
    commands: Vec<PlayerCommand>,
}

impl Row<'_> {
    fn button(&mut self, ui: &mut egui::Ui, text: &str, hint: &str, command: PlayerCommand) {
        let button = egui::Button::new(text);
        if ui
            .add_enabled(self.player.can(command), button)
            .on_hover_text(hint)
            .clicked()
        {
            self.commands.push(command);
        }
    }
}

impl Controls {
    fn go_to(&mut self, last: usize, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        let text = self.go_to_text.trim();
        self.go_to_error = match text.parse::<usize>() {
            Ok(index) if index <= last => {
                commands.push(PlayerCommand::SetFrame(index));
                None
            }
            Ok(index) => Some(tr!(
                lang,
                "controls-frame-out-of-range",
                frame = index,
                last = last
            )),
            Err(_) => Some(tr!(lang, "controls-not-a-frame-number", text = text)),
        };
    }

    pub fn go_to_error(&self) -> Option<&str> {
        self.go_to_error.as_deref()
    }
}

impl Panel<dyn Recording> for Controls {
    type Response = Vec<PlayerCommand>;

    fn ui(
        &mut self,
        ui: &mut egui::Ui,
        context: &PanelContext<'_, dyn Recording>,
    ) -> Self::Response {
        let (player, lang) = (context.recording, context.lang);
        let mut row = Row {
            player,
            commands: Vec::new(),
        };
        let cursor = player.cursor();
        let last = cursor.last_frame_index();
        ui.horizontal(|ui| {
            let mut frame_index = cursor.frame_index();
            let count = format!("/ {}", crate::numbers::count(last + 1));
            let body = egui::TextStyle::Body.resolve(ui.style());
            let count_width = ui
                .painter()
                .layout_no_wrap(count.clone(), body, egui::Color32::PLACEHOLDER)
                .size()
                .x;
            // The value box holds as many digits as the count; the slider's name and the
            // gaps take the rest.
            let beside = (2.0 * count_width + 60.0).max(170.0);
            ui.spacing_mut().slider_width = (ui.available_width() - beside).max(120.0);
            // Read left to right: "Frame 40 / 394".
            let label = ui.label(tr!(lang, "controls-frame"));
            let slider = egui::Slider::new(&mut frame_index, 0..=last);
            if ui.add(slider).labelled_by(label.id).changed() {
                row.commands.push(PlayerCommand::SetFrame(frame_index));
            }
            ui.label(count);
        });
        ui.horizontal_wrapped(|ui| {
            row.button(
                ui,
                &tr!(lang, "controls-first"),
                "Home",
                PlayerCommand::First,
            );
            row.button(ui, "−1", "←", PlayerCommand::Step(-1));
            let play_text = if cursor.is_playing() {
                tr!(lang, "controls-pause")
            } else {
                tr!(lang, "controls-play")
            };
            row.button(ui, &play_text, "Space", PlayerCommand::TogglePlay);
            row.button(ui, "+1", "→", PlayerCommand::Step(1));
            row.button(ui, &tr!(lang, "controls-last"), "End", PlayerCommand::Last);
            ui.separator();
            let mut speed = cursor.speed();
            let speed_slider = egui::Slider::new(&mut speed, MIN_SPEED..=MAX_SPEED)
                .logarithmic(true)
                .integer()
                .text(tr!(lang, "controls-speed"));
            if ui.add(speed_slider).changed() {
                row.commands.push(PlayerCommand::SetSpeed(speed));
            }
            // On a projector the jumps share the row, wrapping as the width asks.
            if self.compact {
                ui.separator();
                jump_buttons(ui, &mut row, lang);
            }
        });
        if player.has_node_frames() && !self.compact {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!(lang, "controls-node"));
                let node_buttons = [
                    ("controls-node-first", PlayerCommand::NodeFirst),
                    ("controls-node-previous", PlayerCommand::NodePrevious),
                    ("controls-node-next", PlayerCommand::NodeNext),
                    ("controls-node-last", PlayerCommand::NodeLast),
                ];
                let hint = tr!(lang, "controls-node-hint");
                for (id, command) in node_buttons {
                    row.button(ui, &tr!(lang, id), &hint, command);
                }
            });
        }
        if self.compact {
            return row.commands;
        }
        ui.horizontal_wrapped(|ui| jump_buttons(ui, &mut row, lang));
        ui.horizontal(|ui| {
            let label = ui.label(tr!(lang, "controls-go-to-frame"));
            let edit = egui::TextEdit::singleline(&mut self.go_to_text)
                .desired_width(90.0)
                .hint_text("0");
            let response = ui.add(edit).labelled_by(label.id);
            let submitted =
                response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button(tr!(lang, "controls-go")).clicked() || submitted {
                self.go_to(last, lang, &mut row.commands);
            }
            if let Some(error) = &self.go_to_error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
        });
        row.commands
    }
}

/// "Jump:" and a previous and a next button for each kind of landmark the recording has.
fn jump_buttons(ui: &mut egui::Ui, row: &mut Row<'_>, lang: Lang) {
    ui.label(tr!(lang, "controls-jump"));
    for (kind, key) in row.player.jumps() {
        let previous = tr!(lang, "controls-previous-landmark", landmark = key);
        let next = tr!(lang, "controls-next-landmark", landmark = key);
        row.button(ui, &previous, &previous, PlayerCommand::Previous(kind));
        row.button(ui, &next, &next, PlayerCommand::Next(kind));
    }
}

/// The keys that move a player through its frames, the same for every recording: ← →
/// a frame, Shift+← → the node's previous or next frame, Page Up/Down the previous or
/// next iteration, Space play/pause, Home/End the first and last frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKey {
    Forward,
    Back,
    NodeNext,
    NodePrevious,
    NextIteration,
    PreviousIteration,
    TogglePlay,
    First,
    Last,
}

impl FrameKey {
    /// The key and modifiers that press it.
    fn binding(self) -> (egui::Modifiers, egui::Key) {
        use egui::{Key, Modifiers};
        match self {
            FrameKey::Forward => (Modifiers::NONE, Key::ArrowRight),
            FrameKey::Back => (Modifiers::NONE, Key::ArrowLeft),
            FrameKey::NodeNext => (Modifiers::SHIFT, Key::ArrowRight),
            FrameKey::NodePrevious => (Modifiers::SHIFT, Key::ArrowLeft),
            FrameKey::NextIteration => (Modifiers::NONE, Key::PageDown),
            FrameKey::PreviousIteration => (Modifiers::NONE, Key::PageUp),
            FrameKey::TogglePlay => (Modifiers::NONE, Key::Space),
            FrameKey::First => (Modifiers::NONE, Key::Home),
            FrameKey::Last => (Modifiers::NONE, Key::End),
        }
    }
}

/// The commands a player gives the frame keys it takes (`table`), for the keys pressed
/// this frame. They are read before any widget: only typing keeps them, not a focused
/// button, slider or number box.
fn frame_key_commands<C: Copy>(ctx: &egui::Context, table: &[(FrameKey, C)]) -> Vec<C> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    // Shift first: a plain key's match ignores an extra Shift.
    let mut ordered: Vec<&(FrameKey, C)> = table.iter().collect();
    ordered.sort_by_key(|(key, _)| key.binding().0 != egui::Modifiers::SHIFT);
    ctx.input_mut(|input| {
        ordered
            .iter()
            .filter(|(key, _)| {
                let (modifiers, pressed) = key.binding();
                input.consume_key(modifiers, pressed)
            })
            .map(|&&(_, command)| command)
            .collect()
    })
}

/// The commands of the frame keys pressed, the same for every recording (a recording
/// ignores those it has no use for).
pub fn keyboard_commands(ctx: &egui::Context) -> Vec<PlayerCommand> {
    let table = [
        (FrameKey::NodeNext, PlayerCommand::NodeNext),
        (FrameKey::NodePrevious, PlayerCommand::NodePrevious),
        (FrameKey::Forward, PlayerCommand::Step(1)),
        (FrameKey::Back, PlayerCommand::Step(-1)),
        (
            FrameKey::NextIteration,
            PlayerCommand::Next(Landmark::Iteration),
        ),
        (
            FrameKey::PreviousIteration,
            PlayerCommand::Previous(Landmark::Iteration),
        ),
        (FrameKey::TogglePlay, PlayerCommand::TogglePlay),
        (FrameKey::First, PlayerCommand::First),
        (FrameKey::Last, PlayerCommand::Last),
    ];
    frame_key_commands(ctx, &table)
}
