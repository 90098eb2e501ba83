//! The player's controls. Drawing only collects commands; the app applies them after.

use super::player::{MAX_SPEED, MIN_SPEED, Player, PlayerCommand};
use crate::lang::Lang;
use crate::search::Landmark;

/// What the keyboard and mouse do, for the shortcut list.
pub fn shortcuts(lang: Lang) -> [(&'static str, &'static str); 8] {
    [
        (
            "← / →",
            lang.pick("previous / next frame", "前 / 次のフレーム"),
        ),
        (
            "Shift + ← / →",
            lang.pick(
                "previous / next frame of the node",
                "このノードの前 / 次のフレーム",
            ),
        ),
        ("Space", lang.pick("play / pause", "再生 / 一時停止")),
        (
            "Home / End",
            lang.pick("first / last frame", "最初 / 最後のフレーム"),
        ),
        (
            "click",
            lang.pick(
                "a node: go to its first frame",
                "ノード: その最初のフレームへ",
            ),
        ),
        (
            "F11",
            lang.pick(
                "presentation mode: full screen, everything larger",
                "発表モード: 全画面、すべて大きく",
            ),
        ),
        (
            "Ctrl + / Ctrl − / Ctrl 0",
            lang.pick(
                "zoom the whole window / reset",
                "画面全体の拡大 / 縮小 / 元に戻す",
            ),
        ),
        (
            "drag, Ctrl + wheel",
            lang.pick(
                "pan, zoom the tree (double-click resets)",
                "木の移動、拡大縮小 (ダブルクリックで元に戻す)",
            ),
        ),
    ]
}

/// The controls' own state: the text of the go-to box.
#[derive(Default)]
pub struct Controls {
    go_to_text: String,
    go_to_error: Option<String>,
}

struct Row<'a> {
    player: &'a Player,
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
    pub fn ui(&mut self, ui: &mut egui::Ui, player: &Player, lang: Lang) -> Vec<PlayerCommand> {
        let mut row = Row {
            player,
            commands: Vec::new(),
        };
        let last = player.last_frame_index();
        ui.horizontal(|ui| {
            let mut frame_index = player.frame_index();
            let count = format!("/ {}", last + 1);
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
            let slider =
                egui::Slider::new(&mut frame_index, 0..=last).text(lang.pick("Frame", "フレーム"));
            if ui.add(slider).changed() {
                row.commands.push(PlayerCommand::SetFrame(frame_index));
            }
            ui.label(count);
        });
        ui.horizontal_wrapped(|ui| {
            row.button(ui, lang.pick("First", "最初"), "Home", PlayerCommand::First);
            row.button(ui, "−1", "←", PlayerCommand::Step(-1));
            let play_text = match (player.is_playing(), lang) {
                (true, _) => lang.pick("Pause", "一時停止"),
                (false, _) => lang.pick("Play", "再生"),
            };
            row.button(ui, play_text, "Space", PlayerCommand::TogglePlay);
            row.button(ui, "+1", "→", PlayerCommand::Step(1));
            row.button(ui, lang.pick("Last", "最後"), "End", PlayerCommand::Last);
            ui.separator();
            let mut speed = player.speed();
            let speed_slider = egui::Slider::new(&mut speed, MIN_SPEED..=MAX_SPEED)
                .logarithmic(true)
                .integer()
                .text(lang.pick("frames/s", "フレーム/秒"));
            if ui.add(speed_slider).changed() {
                row.commands.push(PlayerCommand::SetSpeed(speed));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.pick("Node:", "ノード:"));
            let node_buttons = [
                (
                    lang.pick("Node first", "ノードの最初"),
                    PlayerCommand::NodeFirst,
                ),
                (
                    lang.pick("Node previous", "ノードの前"),
                    PlayerCommand::NodePrevious,
                ),
                (
                    lang.pick("Node next", "ノードの次"),
                    PlayerCommand::NodeNext,
                ),
                (
                    lang.pick("Node last", "ノードの最後"),
                    PlayerCommand::NodeLast,
                ),
            ];
            for (text, command) in node_buttons {
                row.button(
                    ui,
                    text,
                    lang.pick("frames of the node framed in red", "赤枠のノードのフレーム"),
                    command,
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.pick("Jump:", "移動:"));
            let kinds = [
                (Landmark::Cut, lang.pick("cut", "枝狩り")),
                (Landmark::TableHit, lang.pick("table hit", "置換表")),
                (
                    Landmark::RootChange,
                    lang.pick("root change", "ルートの評価値の変化"),
                ),
                (Landmark::Iteration, lang.pick("iteration", "反復")),
            ];
            let has_iterations = player.trace().iteration_at(0).is_some();
            for (kind, name) in kinds {
                if kind == Landmark::Iteration && !has_iterations {
                    continue;
                }
                let (previous, next) = match lang {
                    Lang::En => (format!("Previous {name}"), format!("Next {name}")),
                    Lang::Ja => (format!("前の{name}"), format!("次の{name}")),
                };
                row.button(ui, &previous, &previous, PlayerCommand::Previous(kind));
                row.button(ui, &next, &next, PlayerCommand::Next(kind));
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(lang.pick("Go to frame", "フレームへ移動"));
            let edit = egui::TextEdit::singleline(&mut self.go_to_text)
                .desired_width(90.0)
                .hint_text("0");
            let response = ui.add(edit).labelled_by(label.id);
            let submitted =
                response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button(lang.pick("Go", "移動")).clicked() || submitted {
                self.go_to(last, lang, &mut row.commands);
            }
            if let Some(error) = &self.go_to_error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
        });
        row.commands
    }

    fn go_to(&mut self, last: usize, lang: Lang, commands: &mut Vec<PlayerCommand>) {
        let text = self.go_to_text.trim();
        self.go_to_error = match text.parse::<usize>() {
            Ok(index) if index <= last => {
                commands.push(PlayerCommand::SetFrame(index));
                None
            }
            Ok(index) => Some(match lang {
                Lang::En => format!("frame {index} is out of range: 0 to {last}"),
                Lang::Ja => format!("フレーム {index} は範囲外です: 0 ~ {last}"),
            }),
            Err(_) => Some(match lang {
                Lang::En => format!("'{text}' is not a frame number"),
                Lang::Ja => format!("'{text}' はフレーム番号ではありません"),
            }),
        };
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
