//! The solver tutorial's ideas in the player: ticked in the options row where the game is
//! Connect Four, recorded, and each idea's frame named on the number line, the winning
//! move marked on the tree.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings};
use abtutor::search::{ChildOrder, Mode, SearchKind, SolverStep};
use abtutor::setup::{GameSpec, SearchSetup};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::common::{app_harness, click_and_record, strict_snapshot};

/// An End-Easy position of the tutorial where the table of upper bounds saves 7 of 47 nodes.
const ROOT: &str = "3,3,2,4,5,2,4,3,4,6,4,5,2,5,7,2,7,6,7,5,5,1,3,3,3,2,5,7,7,2,7,1,1,4";

fn connect_four(mode: Mode) -> Settings {
    Settings {
        search: SearchSetup {
            game: GameSpec::CONNECT_FOUR,
            root: ROOT.to_string(),
            depth: None,
            mode,
        },
        ..Settings::default()
    }
}

fn go_to(harness: &mut Harness<'_, AbtutorApp>, frame: usize) {
    harness.state_mut().apply(PlayerCommand::SetFrame(frame));
    harness.run();
}

/// The first frame the solver's ideas made with `step`.
fn first_step(harness: &Harness<'_, AbtutorApp>, step: SolverStep) -> usize {
    let trace = harness.state().player().trace();
    (0..trace.len())
        .find(|&index| trace.solver_step(index) == Some(step))
        .expect("the step is recorded")
}

#[test]
fn the_solvers_ideas_are_ticked_recorded_and_each_frame_named() {
    let centre = Mode {
        order: ChildOrder::Center,
        ..Mode::alpha_beta()
    };
    let mut harness = app_harness(connect_four(centre), (1400.0, 900.0));
    for idea in ["Win check", "Score bound", "Table of upper bounds"] {
        harness.get_by_label(idea).click();
        harness.run();
    }
    let mode = harness.state().settings().search.mode;
    assert!(mode.win_check && mode.score_bound && mode.upper_bounds);
    click_and_record(&mut harness, "Run");
    let trace = harness.state().player().trace();
    // The tutorial's part 7 on this position: 40 nodes explored.
    assert_eq!(trace.summary().visits, 40);
    // A draw with best play.
    assert_eq!(trace.summary().value.value(), Some(0));

    let win = first_step(&harness, SolverStep::WinFound);
    go_to(&mut harness, win);
    harness.get_by_label_contains("win check: a move wins at once: α =");
    harness.get_by_label_contains("; a win at once: taken unentered");
    strict_snapshot(&mut harness, "connect4_win_check");

    let bound = first_step(&harness, SolverStep::ScoreBound);
    go_to(&mut harness, bound);
    harness.get_by_label_contains("score bound: α =");
    let table = first_step(&harness, SolverStep::TableBound);
    go_to(&mut harness, table);
    harness.get_by_label_contains("table of upper bounds: α =");
}

#[test]
fn the_bisection_is_offered_for_connect_four_only_and_refused_under_a_depth_limit() {
    let mut harness = app_harness(connect_four(Mode::alpha_beta()), (1400.0, 900.0));
    harness.get_by_label("Search: alpha-beta…").click();
    harness.run();
    harness.get_by_label("bisection").click();
    harness.run();
    assert_eq!(
        harness.state().settings().search.mode.search,
        SearchKind::Bisect
    );

    // Tic-tac-toe scores no win by how soon it came: no solver's ideas at all.
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    assert!(harness.query_by_label("Win check").is_none());
    harness.get_by_label("Search: alpha-beta…").click();
    harness.run();
    assert!(harness.query_by_label("bisection").is_none());

    // Under a depth limit the score bound is disabled, the reason on hover; the win check
    // works at any depth.
    let limited = Settings {
        search: SearchSetup {
            depth: Some(6),
            ..connect_four(Mode::alpha_beta()).search
        },
        ..Settings::default()
    };
    let mut harness = app_harness(limited, (1400.0, 900.0));
    assert!(
        !harness
            .get_by_label("Win check")
            .accesskit_node()
            .is_disabled()
    );
    let bound = harness.get_by_label("Score bound");
    assert!(bound.accesskit_node().is_disabled());
    bound.hover();
    harness.run_steps(40);
    harness.get_by_label_contains("they take no depth limit");
}

#[test]
fn the_last_parts_ideas_are_ticked_and_a_tables_lower_bound_told_from_an_upper_one() {
    let bisect = Mode {
        order: ChildOrder::Center,
        search: SearchKind::Bisect,
        ..Mode::alpha_beta()
    };
    // An End-Easy position where a table's lower bound is met again.
    let root = "3,5,7,5,3,1,6,2,5,5,7,5,1,3,3,6,4,6,4,2,7,6,6,3,6,7,7,2,2,7,1,1,1,2";
    let mut settings = connect_four(bisect);
    settings.search.root = root.to_string();
    let mut harness = app_harness(settings, (1400.0, 900.0));
    for idea in [
        "Losing moves skipped",
        "Score bound",
        "Threat order",
        "Table of upper bounds",
        "Lower bounds in the table",
    ] {
        harness.get_by_label(idea).click();
        harness.run();
    }
    // The win check, which skipping losing moves replaces, is refused beside it.
    assert!(
        harness
            .get_by_label("Win check")
            .accesskit_node()
            .is_disabled()
    );
    let mode = harness.state().settings().search.mode;
    assert!(mode.skip_losing && mode.threat_order && mode.lower_bounds && mode.upper_bounds);
    click_and_record(&mut harness, "Run");
    let trace = harness.state().player().trace();
    // What `solve --skip-losing --score-bound --order threats --tt lower-upper --search
    // bisect` counts on this position (a never-forgetting table: this position is small).
    let moves: String = root.split(',').collect();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args([
            "solve",
            "--skip-losing",
            "--score-bound",
            "--order",
            "threats",
            "--tt",
            "lower-upper",
            "--search",
            "bisect",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    std::io::Write::write_all(&mut input, format!("{moves}\n").as_bytes()).expect("written");
    drop(input);
    let output = child.wait_with_output().expect("the binary ends");
    let nodes = String::from_utf8_lossy(&output.stdout)
        .split(' ')
        .nth(2)
        .map(str::to_string);
    assert_eq!(Some(trace.summary().visits.to_string()), nodes);
    let raised = first_step(&harness, SolverStep::LowerBound);
    go_to(&mut harness, raised);
    harness.get_by_label_contains("lower bound: the worst score left: α =");
    let lower = first_step(&harness, SolverStep::TableLowerBound);
    go_to(&mut harness, lower);
    harness.get_by_label_contains("table: a lower bound: α =");
    strict_snapshot(&mut harness, "connect4_table_lower_bound");
}
