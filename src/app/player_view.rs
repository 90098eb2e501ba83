//! The full-window player: options on top, the tree in the middle, the number line,
//! counters and summary on the right, the controls below.

use super::{
    AbtutorApp, OptionsAction, PlayerCommand, TreeAction, colors, keyboard_commands, shortcuts,
};
use crate::lang::Lang;

impl AbtutorApp {
    pub(super) fn player_view_ui(&mut self, ui: &mut egui::Ui, ctx: &egui::Context, now: f64) {
        let lang = self.settings.lang;
        let mut commands = keyboard_commands(ctx);
        if self.player.is_playing() {
            let elapsed = self.last_time.map_or(0.0, |last| now - last);
            commands.push(PlayerCommand::Tick(elapsed));
            ctx.request_repaint();
        }
        let mut options_action = None;
        let mut search_from = None;
        egui::Panel::top("options").show(ui, |ui| {
            ui.add_space(4.0);
            options_action = self.options.ui(ui, &mut self.settings, self.job.is_some());
            if self.status_ui(ui) {
                self.cancel_recording();
            }
            ui.add_space(2.0);
        });
        egui::Panel::bottom("controls").show(ui, |ui| {
            ui.add_space(4.0);
            commands.extend(self.controls.ui(ui, &self.player, lang));
            ui.add_space(4.0);
        });
        egui::Panel::right("explanation")
            .default_size(560.0)
            .min_size(420.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.number_line
                        .ui(ui, self.player.tree(), &self.player, lang);
                    ui.add_space(8.0);
                    self.board_panel
                        .ui(ui, self.player.tree(), &self.player, lang);
                    ui.add_space(8.0);
                    ui.heading(lang.pick("Counters", "カウンター"));
                    self.counters.ui(ui, &self.player, lang);
                    ui.add_space(8.0);
                    self.summary_ui(ui, &mut commands);
                    ui.add_space(8.0);
                    ui.collapsing(
                        lang.pick("Keyboard shortcuts", "キーボード操作"),
                        |ui| {
                            egui::Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
                                for (keys, action) in shortcuts(lang) {
                                    ui.monospace(keys);
                                    ui.label(action);
                                    ui.end_row();
                                }
                            });
                        },
                    );
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            match self
                .tree_view
                .ui(ui, self.player.tree(), &self.player, lang)
            {
                Some(TreeAction::Player(command)) => commands.push(command),
                Some(TreeAction::SearchFrom(node)) => search_from = Some(node),
                None => {}
            }
        });
        for command in commands {
            self.apply(command);
        }
        if let Some(node) = search_from {
            self.run_from_node(ctx, node);
        }
        if self.export_requested.take() {
            self.export_trace();
        }
        match options_action {
            Some(OptionsAction::Run) => self.run_search(ctx),
            Some(OptionsAction::RunFromSelected) => {
                let node = self.player.trace().frames()[self.player.frame_index()].node;
                self.run_from_node(ctx, node);
            }
            None => {}
        }
    }

    /// Writes the shown trace as JSON where the user picks.
    fn export_trace(&mut self) {
        let lang = self.settings.lang;
        let Some(path) = rfd::FileDialog::new()
            .add_filter("JSON", &["json"])
            .set_file_name("trace.json")
            .save_file()
        else {
            self.message = Some(lang.pick(
                "No file chosen (or no file dialog on this system): the command line writes traces too: abtutor trace --out FILE",
                "ファイルが選ばれませんでした: コマンドラインでも書き出せます: abtutor trace --out FILE",
            ).to_string());
            return;
        };
        self.message = Some(
            match crate::export::write_trace_json(self.player.tree(), self.player.trace(), &path) {
                Ok(()) => format!(
                    "{} {}",
                    lang.pick("Exported", "書き出しました:"),
                    path.display()
                ),
                Err(error) => format!("could not write {}: {error}", path.display()),
            },
        );
    }

    /// The search shown and the recording in progress; true when Cancel was clicked.
    fn status_ui(&self, ui: &mut egui::Ui) -> bool {
        let lang = self.settings.lang;
        let mut cancel = false;
        ui.horizontal_wrapped(|ui| {
            let trace = self.player.trace();
            let root = self.player.tree().notation(trace.root());
            let root = if root.is_empty() {
                let (english, japanese) = self.player.tree().view().start_name();
                lang.pick(english, japanese).to_string()
            } else {
                root
            };
            ui.label(format!(
                "{} {} / {root}",
                lang.pick("Showing:", "表示中:"),
                trace.mode().label()
            ));
            if let Some(job) = &self.job {
                ui.spinner();
                match job.visible_progress() {
                    Some(progress) => progress.ui(ui, lang),
                    None => {
                        ui.label(lang.pick("recording…", "記録中…"));
                    }
                }
                if ui
                    .button(lang.pick("Cancel", "中止"))
                    .on_hover_text(lang.pick(
                        "stop this recording and keep the search shown",
                        "この記録を中止し、表示中の探索を残す",
                    ))
                    .clicked()
                {
                    cancel = true;
                }
            }
            if let Some(message) = &self.message {
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
        });
        cancel
    }

    fn summary_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<PlayerCommand>) {
        let lang = self.settings.lang;
        let search = self.player.search();
        let summary = search.trace.summary();
        ui.heading(lang.pick("This search", "この探索"));
        ui.label(match lang {
            Lang::En => format!(
                "root value {} (minimax {}), {} frames, ratio {:.1}%",
                summary.value.symbol(),
                summary.minimax_value.symbol(),
                summary.frames,
                summary.ratio
            ),
            Lang::Ja => format!(
                "ルートの評価値 {} (ミニマックス法 {})、{} フレーム、割合 {:.1}%",
                summary.value.symbol(),
                summary.minimax_value.symbol(),
                summary.frames,
                summary.ratio
            ),
        });
        let export = lang.pick("Export trace (JSON)…", "トレースを JSON に書き出す…");
        if ui
            .button(export)
            .on_hover_text("abtutor trace --out FILE")
            .clicked()
        {
            commands.push(PlayerCommand::Pause);
            self.export_requested.set(true);
        }
        if summary.sound {
            return;
        }
        ui.colored_label(colors::RED, match lang {
            Lang::En => format!(
                "Unsound: the root value {} differs from minimax ({}). Alpha-beta with an exact table \
                 stores values found under a narrowed window as if they were exact.",
                summary.value.symbol(),
                summary.minimax_value.symbol()
            ),
            Lang::Ja => format!(
                "誤り: ルートの評価値 {} がミニマックス法 ({}) と異なります。置換表を使う αβ 法が、\
                 狭い窓で求めた値を正確な値として置換表に登録したためです。",
                summary.value.symbol(),
                summary.minimax_value.symbol()
            ),
        });
        let Some(frame_index) = search.landmarks.first_wrong_store else {
            return;
        };
        let node = search.trace.frames()[frame_index].node;
        let stored = search.trace.value(node).unwrap_or_default();
        let exact = search
            .tree
            .minimax_value(node, search.trace.mode().scoring());
        let moves = search.tree.notation(node);
        ui.label(match lang {
            Lang::En => format!(
                "The first wrong value entered the table at frame {frame_index}: node {moves} stored {stored}, its exact value is {exact}."
            ),
            Lang::Ja => format!(
                "最初の誤った値はフレーム {frame_index} で登録されました: ノード {moves} に {stored} (正しい評価値は {exact})。"
            ),
        });
        let button = match lang {
            Lang::En => format!("Go to frame {frame_index}"),
            Lang::Ja => format!("フレーム {frame_index} へ"),
        };
        if ui.button(button).clicked() {
            commands.push(PlayerCommand::SetFrame(frame_index));
        }
    }
}
