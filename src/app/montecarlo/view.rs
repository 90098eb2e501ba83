//! The Monte Carlo view: primitive Monte Carlo or MCTS recorded from any position of any
//! game, replayed phase by phase — the grown tree, the bounds the selection weighs, the
//! counters and the convergence plot.

use super::player::{MonteCarloPlayer, MonteCarloRun};
use super::player_view::{MonteCarloLayout, MonteCarloPlayerView};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::recording::Recording;
use crate::background::Background;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::lang::Lang;
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
    player_view: Option<MonteCarloPlayerView>,
    recording: Option<Receiver<RunResult>>,
    problem: Option<MonteCarloProblem>,
}

impl MonteCarloView {
    pub fn player(&self) -> Option<&MonteCarloPlayer> {
        self.player_view.as_ref().map(|view| &view.player)
    }

    pub fn player_view_mut(&mut self) -> Option<&mut MonteCarloPlayerView> {
        self.player_view.as_mut()
    }

    pub fn is_recording(&self) -> bool {
        self.recording.is_some()
    }

    pub fn problem(&self) -> Option<&MonteCarloProblem> {
        self.problem.as_ref()
    }

    pub fn apply(&mut self, command: PlayerCommand) {
        if let Some(view) = &mut self.player_view {
            view.player.apply(command);
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
        Background::start("playouts", move || {
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
                    .player()
                    .map_or(START_SPEED, |player| player.cursor().speed());
                let layout = MonteCarloLayout::Window;
                self.player_view = Some(MonteCarloPlayerView::new(Arc::new(run), speed, layout));
            }
            Err(refusal) => self.problem = Some(MonteCarloProblem::Refused(refusal)),
        }
    }

    /// The whole view: options on top, then the player of the run shown.
    pub fn ui(&mut self, ui: &mut egui::Ui, setup: &mut MonteCarloSetup, lang: Lang) {
        self.poll();
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
        match &mut self.player_view {
            Some(view) => view.ui(ui, lang),
            None => {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.label(tr!(lang, "mc-none"));
                });
            }
        }
    }
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
