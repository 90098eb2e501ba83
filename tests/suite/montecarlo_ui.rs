//! The Monte Carlo view: a recorded MCTS stepped through phase by phase, forward and back,
//! by its buttons and keys; primitive Monte Carlo; bad input told in the view.

use abtutor::app::{AbtutorApp, MonteCarloProblem, PlayerCommand, Recording, Settings, View};
use abtutor::search::montecarlo::Phase;
use abtutor::setup::{GameSpec, MonteCarloMethod, MonteCarloSetup};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common;
use common::{app_harness, strict_snapshot, type_into};

fn settings(setup: MonteCarloSetup) -> Settings {
    Settings {
        view: View::MonteCarlo,
        monte_carlo: setup,
        ..Settings::default()
    }
}

/// Presses Run and waits for the recording.
fn run(harness: &mut Harness<'_, AbtutorApp>) {
    harness.get_by_label("Run").click();
    harness.step();
    harness.state_mut().monte_carlo_mut().wait_for_recording();
    harness.run();
}

fn shown(harness: &Harness<'_, AbtutorApp>) -> (usize, Phase, u32) {
    let player = harness
        .state()
        .monte_carlo()
        .player()
        .expect("a run is shown");
    let frame = player.trace().frame(player.frame_index());
    (player.frame_index(), frame.phase, frame.iteration)
}

fn click(harness: &mut Harness<'_, AbtutorApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn an_mcts_iteration_steps_phase_by_phase_forward_and_back() {
    let setup = MonteCarloSetup {
        iterations: 200,
        seed: 3,
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    harness.get_by_label("Choose a search and press Run: every phase of every iteration is recorded, to step through forward and back.");
    run(&mut harness);
    assert_eq!(shown(&harness), (0, Phase::Expand, 0));
    harness.get_by_label("iteration 1 of 200 — expand: 00 joins the tree");
    click(&mut harness, "+1");
    assert_eq!(shown(&harness).1, Phase::Playout);
    click(&mut harness, "+1");
    assert_eq!(shown(&harness).1, Phase::BackUp);
    click(&mut harness, "Next iteration");
    assert_eq!(shown(&harness), (3, Phase::Expand, 1));
    // The tenth iteration is the first to select: the root's nine moves are all in the tree.
    type_into(&mut harness, "Go to iteration", "10");
    click(&mut harness, "Show");
    let (select_frame, phase, iteration) = shown(&harness);
    assert_eq!((phase, iteration), (Phase::Select, 9));
    harness.get_by_label("Upper confidence bounds at root: mean + C·√(ln N / n)");
    let player = harness.state().monte_carlo().player().expect("a run");
    let trace = player.trace();
    let selected = trace.frame(select_frame).node;
    let bars = trace.ucb_bars(0, select_frame);
    assert_eq!(bars.len(), 9);
    assert_eq!(bars.iter().filter(|bar| bar.chosen).count(), 1);
    assert!(bars.iter().any(|bar| bar.chosen && bar.node == selected));
    assert_eq!(trace.tally(0, select_frame).visits, 9);
    strict_snapshot(&mut harness, "monte_carlo_select");
    // Back one frame: the ninth iteration's back-up, nine playouts counted.
    click(&mut harness, "−1");
    assert_eq!(shown(&harness), (select_frame - 1, Phase::BackUp, 8));
    // Keys: → forward a frame, Page Down to the next iteration, Home to the start.
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(shown(&harness).0, select_frame);
    harness.key_press(egui::Key::PageDown);
    harness.run();
    assert_eq!(shown(&harness).2, 10);
    click(&mut harness, "Last");
    let player = harness.state().monte_carlo().player().expect("a run");
    assert_eq!(player.frame_index(), player.cursor().last_frame_index());
    assert_eq!(player.trace().playouts_at(player.frame_index()), 200);
    assert!(player.run().exact.is_some(), "tic-tac-toe is solved beside");
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(shown(&harness).0, 0);
}

#[test]
fn a_bad_iteration_number_is_told_in_the_view() {
    let setup = MonteCarloSetup {
        iterations: 30,
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    run(&mut harness);
    type_into(&mut harness, "Go to iteration", "31");
    click(&mut harness, "Show");
    harness.get_by_label("“31” is out of range: give a number from 1 to 30");
    assert_eq!(shown(&harness).0, 0);
}

#[test]
fn primitive_monte_carlo_shows_each_move_s_running_tallies() {
    let setup = MonteCarloSetup {
        method: MonteCarloMethod::Pmc,
        playouts: 20,
        root: "11".to_string(),
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    run(&mut harness);
    let exploration = harness.get_by_role_and_label(Role::SpinButton, "Exploration C");
    assert!(
        exploration.accesskit_node().is_disabled(),
        "C is MCTS's only"
    );
    harness.get_by_label("Each move's playouts so far, for x");
    // A move's twenty playouts at a time: the second move's first playout, then back.
    click(&mut harness, "Next move");
    assert_eq!(shown(&harness).0, 20);
    click(&mut harness, "+1");
    click(&mut harness, "Previous move");
    assert_eq!(shown(&harness).0, 20);
    click(&mut harness, "Previous move");
    assert_eq!(shown(&harness).0, 0);
    click(&mut harness, "Last");
    let player = harness.state().monte_carlo().player().expect("a run");
    // Eight moves after the centre, twenty playouts each: one frame a playout.
    assert_eq!(player.cursor().last_frame_index() + 1, 8 * 20);
    let expected = GameSpec::TicTacToe
        .primitive_monte_carlo("11", 20, 1)
        .expect("a root")
        .expect("moves");
    let chosen = player
        .trace()
        .chosen_at(player.frame_index())
        .and_then(|node| player.trace().last_move(node));
    assert_eq!(chosen, Some(expected.moves[expected.chosen].mv));
    strict_snapshot(&mut harness, "monte_carlo_primitive");
}

#[test]
fn a_game_too_big_to_solve_runs_without_exact_values() {
    let setup = MonteCarloSetup {
        game: GameSpec::Kalah { pits: 6, seeds: 4 },
        iterations: 2_000,
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    run(&mut harness);
    click(&mut harness, "Last");
    let player = harness.state().monte_carlo().player().expect("a run");
    assert!(player.run().exact.is_none());
    assert_eq!(player.trace().playouts_at(player.frame_index()), 2_000);
    harness.get_by_label(
        "The tree below this root is too big to solve here: no exact values to hold the means against.",
    );
    // Deep in the run, an iteration's playout: the tree's path, the bounds at the root.
    let start = player.iteration_start(1_500).expect("an iteration");
    let view = harness.state_mut().monte_carlo_mut();
    view.apply(PlayerCommand::SetFrame(start));
    view.apply(PlayerCommand::Step(3));
    harness.run();
    strict_snapshot(&mut harness, "monte_carlo_kalah");
}

#[test]
fn refused_options_are_told_before_any_work() {
    let setup = MonteCarloSetup {
        root: "11,11".to_string(),
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    harness.get_by_label("Run").click();
    harness.run();
    let Some(MonteCarloProblem::Refused(refusal)) = harness.state().monte_carlo().problem() else {
        panic!("the root is refused");
    };
    let text = abtutor::text::monte_carlo_refusal(abtutor::lang::Lang::En, refusal);
    harness.get_by_label(&text);
    assert!(harness.state().monte_carlo().player().is_none());
}

#[test]
fn arrow_keys_step_right_after_run_whatever_holds_the_focus() {
    let setup = MonteCarloSetup {
        iterations: 50,
        seed: 2,
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    run(&mut harness);
    // A click leaves the focus on Run; the slider next to the frames takes arrows too.
    harness.get_by_label("Run").focus();
    harness.run();
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(shown(&harness).0, 1, "→ steps a frame");
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(shown(&harness).0, 0, "← steps back");
}

#[test]
fn clicking_a_node_of_the_tree_goes_to_the_frame_it_joined() {
    let setup = MonteCarloSetup {
        iterations: 60,
        seed: 4,
        ..MonteCarloSetup::default()
    };
    let mut harness = app_harness(settings(setup), (1400.0, 900.0));
    run(&mut harness);
    harness
        .state_mut()
        .monte_carlo_mut()
        .apply(PlayerCommand::Last);
    harness.run();
    assert!(shown(&harness).0 > 0);
    // The root, top left of the tree, joined it at the first frame.
    let tree = harness
        .get_by_label("The tree so far: click a node to go to the frame it joined the tree")
        .rect();
    let root = tree.min + egui::vec2(6.0, 6.0);
    harness.hover_at(root);
    harness.run();
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: root,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    harness.run();
    let player = harness.state().monte_carlo().player().expect("a run");
    assert_eq!(player.frame_index(), player.trace().created_at(0));
}
