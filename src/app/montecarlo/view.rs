//! The Monte Carlo view: primitive Monte Carlo or MCTS recorded from any position of any
//! game, replayed phase by phase — the grown tree, the bounds the selection weighs, the
//! counters and the convergence plot.

use super::player::{MonteCarloCommand, MonteCarloPlayer, MonteCarloRun};
use crate::app::player::controls::{FrameKey, frame_key_commands};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::lang::Lang;
use crate::search::montecarlo::MonteCarloKind;
use crate::setup::{
    GameSpec, MAX_RECORDED_RUNS, MonteCarloMethod, MonteCarloRefusal, MonteCarloSetup,
};
use crate::tr;

/// The playing speed a new run starts at, in frames per second.
const START_SPEED: f64 = 4.0;

/// What a run in progress will give.
type RunResult = Result<MonteCarloRun, MonteCarloRefusal>;

/// Why the view shows no new run.
#[derive(Debug, PartialEq)]
pub enum MonteCarloProblem {
    /// The options were refused.
    Refused(MonteCarloRefusal),
    /// The recording thread ended without a run (it panicked).
    Stopped,
}

/// The view's own state: the run shown, the one being recorded, why the last gave none.
#[derive(Default)]
pub struct MonteCarloView {
    player: Option<MonteCarloPlayer>,
    recording: Option<Receiver<RunResult>>,
    problem: Option<MonteCarloProblem>,
    /// The go-to-iteration box, and what was wrong with what it held.
    iteration_text: String,
    iteration_error: Option<String>,
}

impl MonteCarloView {
    pub fn player(&self) -> Option<&MonteCarloPlayer> {
        self.player.as_ref()
    }

    pub fn is_recording(&self) -> bool {
        self.recording.is_some()
    }

    pub fn problem(&self) -> Option<&MonteCarloProblem> {
        self.problem.as_ref()
    }

    pub fn apply(&mut self, command: MonteCarloCommand) {
        if let Some(player) = &mut self.player {
            player.apply(command);
        }
    }

    /// Starts recording the run `setup` names off the UI thread; options refused on
    /// their face are refused at once.
    pub fn run(&mut self, setup: MonteCarloSetup) {
        if let Err(refusal) = setup.check() {
            self.problem = Some(MonteCarloProblem::Refused(refusal));
            return;
        }
        self.problem = None;
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            // The view may be gone by the end: nobody to tell.
            let _ = sender.send(MonteCarloRun::record(setup));
        });
        self.recording = Some(receiver);
    }

    /// Blocks until the recording in progress is shown (tests, the command line).
    pub fn wait_for_recording(&mut self) {
        if let Some(receiver) = self.recording.take() {
            match receiver.recv() {
                Ok(result) => self.take(result),
                Err(_) => self.problem = Some(MonteCarloProblem::Stopped),
            }
        }
    }

    fn poll(&mut self) {
        let Some(receiver) = &self.recording else {
            return;
        };
        match receiver.try_recv() {
            Ok(result) => {
                self.recording = None;
                self.take(result);
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.recording = None;
                self.problem = Some(MonteCarloProblem::Stopped);
            }
        }
    }

    fn take(&mut self, result: RunResult) {
        match result {
            Ok(run) => {
                let speed = self
                    .player
                    .as_ref()
                    .map_or(START_SPEED, |player| player.cursor().speed());
                self.player = Some(MonteCarloPlayer::new(Arc::new(run), speed));
            }
            Err(refusal) => self.problem = Some(MonteCarloProblem::Refused(refusal)),
        }
    }

    /// The whole view: options on top, then the player of the run shown.
    pub fn ui(&mut self, ui: &mut egui::Ui, setup: &mut MonteCarloSetup, lang: Lang) {
        self.poll();
        let mut commands = Vec::new();
        // Keys are read before any widget: a focused slider or number box would take the
        // arrows for itself, as the player does not let it.
        if self.player.is_some() {
            commands.extend(keyboard_commands(ui.ctx()));
        }
        egui::Panel::top("monte_carlo_options").show(ui, |ui| {
            ui.add_space(4.0);
            if options_ui(ui, setup, lang, self.is_recording()) {
                self.run(setup.clone());
            }
            if self.is_recording() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!(lang, "mc-recording"));
                });
                ui.ctx().request_repaint();
            }
            if let Some(problem) = &self.problem {
                let text = match problem {
                    MonteCarloProblem::Refused(refusal) => {
                        crate::text::monte_carlo_refusal(lang, refusal)
                    }
                    MonteCarloProblem::Stopped => tr!(lang, "mc-recording-stopped"),
                };
                ui.colored_label(crate::app::ui::colors::red(), text);
            }
            ui.add_space(2.0);
        });
        let Some(player) = &self.player else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(tr!(lang, "mc-none"));
            });
            return;
        };
        egui::Panel::bottom("monte_carlo_controls").show(ui, |ui| {
            ui.add_space(4.0);
            let go_to = GoTo {
                text: &mut self.iteration_text,
                error: &mut self.iteration_error,
            };
            controls_ui(ui, player, go_to, lang, &mut commands);
            ui.add_space(4.0);
        });
        egui::Panel::right("monte_carlo_side")
            .resizable(true)
            .default_size(420.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("monte_carlo_side")
                    .show(ui, |ui| {
                        super::panels::bounds_ui(ui, player, lang);
                        ui.separator();
                        super::plot::counters_ui(ui, player, lang);
                        ui.separator();
                        super::plot::convergence_ui(ui, player, lang);
                    });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let phase = player.trace().frame(player.frame_index()).phase;
            egui::Frame::new()
                .fill(super::panels::phase_color(phase))
                .inner_margin(6.0)
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.colored_label(
                        egui::Color32::BLACK,
                        super::panels::header_text(player, lang),
                    );
                });
            super::panels::board_ui(ui, player, lang);
            ui.separator();
            commands.extend(super::panels::tree_ui(ui, player, lang));
        });
        if player.cursor().is_playing() {
            let seconds = ui.ctx().input(|input| input.stable_dt) as f64;
            commands.push(MonteCarloCommand::Tick(seconds));
            ui.ctx().request_repaint();
        }
        for command in commands {
            self.apply(command);
        }
    }
}

/// The Monte Carlo player's commands for the frame keys pressed (a node's frames are
/// the tree player's alone).
fn keyboard_commands(ctx: &egui::Context) -> Vec<MonteCarloCommand> {
    let table = [
        (FrameKey::Back, MonteCarloCommand::Step(-1)),
        (FrameKey::Forward, MonteCarloCommand::Step(1)),
        (
            FrameKey::PreviousIteration,
            MonteCarloCommand::PreviousIteration,
        ),
        (FrameKey::NextIteration, MonteCarloCommand::NextIteration),
        (FrameKey::TogglePlay, MonteCarloCommand::TogglePlay),
        (FrameKey::First, MonteCarloCommand::First),
        (FrameKey::Last, MonteCarloCommand::Last),
    ];
    frame_key_commands(ctx, &table)
}

/// The options and Run. True when Run is asked.
fn options_ui(ui: &mut egui::Ui, setup: &mut MonteCarloSetup, lang: Lang, busy: bool) -> bool {
    let mut run = false;
    ui.horizontal_wrapped(|ui| {
        setup_ui(ui, setup, lang);
        let text = tr!(lang, "mc-run");
        if ui.add_enabled(!busy, egui::Button::new(text)).clicked() {
            run = true;
        }
        if setup.game == GameSpec::TicTacToe && setup.root.is_empty() {
            ui.small(tr!(lang, "mc-root-hint"));
        }
    });
    run
}

/// The search's options: game, root, primitive Monte Carlo or MCTS and its counts, C, seed.
pub fn setup_ui(ui: &mut egui::Ui, setup: &mut MonteCarloSetup, lang: Lang) {
    if crate::app::ui::search_options::game_ui(ui, &mut setup.game, lang) {
        setup.root.clear();
    }
    let label = ui.label(tr!(lang, "options-root-moves"));
    let example = setup.game.view().notation_example();
    ui.add(
        egui::TextEdit::singleline(&mut setup.root)
            .desired_width(120.0)
            .hint_text(tr!(lang, "options-root-moves-hint", example = example)),
    )
    .labelled_by(label.id);
    ui.separator();
    let label = ui.label(tr!(lang, "mc-method"));
    let name = |method: MonteCarloMethod| match method {
        MonteCarloMethod::Pmc => tr!(lang, "mc-method-pmc"),
        MonteCarloMethod::Mcts => tr!(lang, "mc-method-mcts"),
    };
    egui::ComboBox::from_id_salt("mc-method")
        .selected_text(name(setup.method))
        .show_ui(ui, |ui| {
            for method in [MonteCarloMethod::Mcts, MonteCarloMethod::Pmc] {
                let text = name(method);
                ui.selectable_value(&mut setup.method, method, text);
            }
        })
        .response
        .labelled_by(label.id);
    let counts = egui::DragValue::new(match setup.method {
        MonteCarloMethod::Pmc => &mut setup.playouts,
        MonteCarloMethod::Mcts => &mut setup.iterations,
    })
    .range(1..=MAX_RECORDED_RUNS)
    .speed(10.0);
    let label = ui.label(match setup.method {
        MonteCarloMethod::Pmc => tr!(lang, "mc-playouts"),
        MonteCarloMethod::Mcts => tr!(lang, "mc-iterations"),
    });
    ui.add(counts).labelled_by(label.id);
    let label = ui.label(tr!(lang, "mc-exploration"));
    let mcts = setup.method == MonteCarloMethod::Mcts;
    let exploration = ui
        .add_enabled(
            mcts,
            egui::DragValue::new(&mut setup.exploration)
                .range(0.0..=100.0)
                .speed(0.01)
                .max_decimals(4),
        )
        .labelled_by(label.id);
    if !mcts {
        exploration.on_disabled_hover_text(tr!(lang, "mc-exploration-mcts-only"));
    }
    let label = ui.label(tr!(lang, "mc-seed"));
    ui.add(egui::DragValue::new(&mut setup.seed))
        .labelled_by(label.id);
}

/// The go-to-iteration box's text and error.
struct GoTo<'a> {
    text: &'a mut String,
    error: &'a mut Option<String>,
}

/// The row of buttons, the frame slider, the speed and the go-to-iteration box.
fn controls_ui(
    ui: &mut egui::Ui,
    player: &MonteCarloPlayer,
    go_to: GoTo,
    lang: Lang,
    commands: &mut Vec<MonteCarloCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        let play_word = if player.cursor().is_playing() {
            tr!(lang, "controls-pause")
        } else {
            tr!(lang, "controls-play")
        };
        let primitive = matches!(player.trace().kind(), MonteCarloKind::Primitive { .. });
        let (previous, next, go_to_label) = if primitive {
            ("mc-previous-move", "mc-next-move", "mc-go-to-playout")
        } else {
            (
                "mc-previous-iteration",
                "mc-next-iteration",
                "mc-go-to-iteration",
            )
        };
        let buttons = [
            (tr!(lang, "controls-first"), MonteCarloCommand::First),
            (tr!(lang, previous), MonteCarloCommand::PreviousIteration),
            (tr!(lang, "mc-step-back"), MonteCarloCommand::Step(-1)),
            (play_word, MonteCarloCommand::TogglePlay),
            (tr!(lang, "mc-step-forward"), MonteCarloCommand::Step(1)),
            (tr!(lang, next), MonteCarloCommand::NextIteration),
            (tr!(lang, "controls-last"), MonteCarloCommand::Last),
        ];
        for (text, command) in buttons {
            if ui
                .add_enabled(player.can(command), egui::Button::new(text))
                .clicked()
            {
                commands.push(command);
            }
        }
        ui.separator();
        let label = ui.label(tr!(lang, go_to_label));
        let field = ui
            .add(egui::TextEdit::singleline(go_to.text).desired_width(70.0))
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        let go = ui.button(tr!(lang, "controls-go")).clicked();
        if entered || go {
            match go_to.text.trim().parse::<usize>() {
                Ok(number)
                    if player
                        .target(MonteCarloCommand::GoToIteration(number))
                        .is_some() =>
                {
                    *go_to.error = None;
                    commands.push(MonteCarloCommand::GoToIteration(number));
                }
                _ => {
                    *go_to.error = Some(tr!(
                        lang,
                        "mc-no-such-iteration",
                        text = go_to.text.trim(),
                        count = player.trace().iteration_count()
                    ));
                }
            }
        }
        if let Some(error) = go_to.error.as_deref() {
            ui.colored_label(crate::app::ui::colors::red(), error);
        }
        ui.separator();
        let label = ui.label(tr!(lang, "mc-speed"));
        let mut speed = player.cursor().speed();
        if ui
            .add(
                egui::DragValue::new(&mut speed)
                    .range(
                        crate::app::player::state::MIN_SPEED..=crate::app::player::state::MAX_SPEED,
                    )
                    .suffix(format!(" {}", tr!(lang, "controls-speed"))),
            )
            .labelled_by(label.id)
            .changed()
        {
            commands.push(MonteCarloCommand::SetSpeed(speed));
        }
    });
    let mut frame = player.frame_index();
    let last = player.cursor().last_frame_index();
    // Read left to right, as the player's: "Frame 40 / 394".
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "controls-frame"));
        ui.spacing_mut().slider_width = (ui.available_width() - 180.0).max(100.0);
        if ui
            .add(egui::Slider::new(&mut frame, 0..=last))
            .labelled_by(label.id)
            .changed()
        {
            commands.push(MonteCarloCommand::SetFrame(frame));
        }
        ui.label(format!("/ {}", last + 1));
    });
}
