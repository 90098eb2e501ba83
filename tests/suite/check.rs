//! The student check through its library API: traces written from the recorder's own frames
//! are correct in every mode, a changed event is found at its line and its frame, and bad
//! traces are refused with their line.

use abtutor::check::{
    self, CheckRequest, Difference, LeafSource, TraceProblem, TreeShelf, Verdict,
};
use abtutor::search::{self, ChildOrder, Mode, Score, Status, TableKind};
use abtutor::setup::{GameSpec, SearchSetup};

/// A number as a trace writes it.
fn number(score: Score) -> String {
    match score.value() {
        Some(value) => value.to_string(),
        None => format!("\"{score}\""),
    }
}

/// The trace a correct student's program writes for `setup`: the recorder's start, end and
/// table-hit frames (score and update too when asked); with the frame of each event.
fn written_trace(setup: &SearchSetup, steps: bool) -> (String, Vec<u32>, i16) {
    let (tree, root) = setup.tree().expect("the setup builds");
    let trace = search::record(&tree, root, setup.mode);
    let mut lines = vec![format!(
        "{{\"abtrace\": 1, \"game\": \"{}\", \"root\": \"{}\"{}}}",
        setup.game,
        setup.root,
        setup
            .depth
            .map(|depth| format!(", \"depth\": {depth}"))
            .unwrap_or_default()
    )];
    let mut frames = Vec::new();
    for (index, frame) in trace.frames().iter().enumerate() {
        let moves = check::moves_from(&tree, root, frame.node);
        let value = || trace.value(frame.node).expect("a fixed value");
        let line = match frame.status {
            Status::Start => format!(
                "{{\"event\": \"start\", \"moves\": \"{moves}\", \"alpha\": {}, \"beta\": {}}}",
                number(frame.alpha),
                number(frame.beta)
            ),
            Status::End => {
                format!(
                    "{{\"event\": \"end\", \"moves\": \"{moves}\", \"value\": {}}}",
                    value()
                )
            }
            Status::Tt if !setup.mode.table.keeps_bounds() => {
                format!(
                    "{{\"event\": \"tt\", \"moves\": \"{moves}\", \"value\": {}}}",
                    value()
                )
            }
            Status::Score if steps => format!(
                "{{\"event\": \"score\", \"moves\": \"{moves}\", \"value\": {}}}",
                number(frame.child_score().expect("a score frame has one"))
            ),
            Status::Update if steps => format!(
                "{{\"event\": \"update\", \"moves\": \"{moves}\", \"alpha\": {}, \"beta\": {}}}",
                number(frame.alpha),
                number(frame.beta)
            ),
            _ => continue,
        };
        lines.push(line);
        frames.push(index as u32);
    }
    let root_value = trace.value(root).expect("the root's value");
    (lines.join("\n"), frames, root_value)
}

fn request(mode: Mode) -> CheckRequest {
    CheckRequest {
        mode,
        ..CheckRequest::default()
    }
}

fn report(text: &str, request: &CheckRequest) -> check::CheckReport {
    let loaded = check::load(text.as_bytes(), request, &TreeShelf::default())
        .unwrap_or_else(|error| panic!("the trace loads: {error}"));
    loaded.check(request)
}

fn setups() -> Vec<SearchSetup> {
    let alpha_beta = Mode::alpha_beta();
    let with = |change: fn(&mut Mode)| {
        let mut mode = alpha_beta;
        change(&mut mode);
        mode
    };
    let modes = [
        alpha_beta,
        Mode::minimax(),
        with(|mode| mode.init_ab = true),
        with(|mode| mode.table = TableKind::Exact),
        with(|mode| mode.table = TableKind::ExactSym),
        with(|mode| mode.table = TableKind::Bounds),
        with(|mode| mode.table = TableKind::BoundsWidening),
        with(|mode| {
            mode.table = TableKind::Bounds;
            mode.init_ab = true
        }),
        with(|mode| mode.order = ChildOrder::BestFirst),
        with(|mode| mode.order = ChildOrder::Evaluation),
        with(|mode| mode.shortest_victory = true),
        with(|mode| mode.fail_soft = true),
        with(|mode| mode.cut_gt = true),
        with(|mode| mode.window = Some((Score::finite(0), Score::finite(1)))),
        with(|mode| {
            mode.table = TableKind::BoundsRange;
            mode.window = Some((Score::finite(-1), Score::finite(0)))
        }),
        with(|mode| {
            mode.table = TableKind::Bounds;
            mode.cut_gt = true;
        }),
        {
            let mut mode = Mode::minimax();
            mode.table = TableKind::ExactSym;
            mode
        },
    ];
    let mut setups: Vec<SearchSetup> = modes
        .iter()
        .map(|&mode| SearchSetup::new(GameSpec::TicTacToe, "11", None, mode))
        .collect();
    setups.push(SearchSetup::new(GameSpec::TicTacToe, "", None, alpha_beta));
    setups.push(SearchSetup::new(
        GameSpec::TicTacToe,
        "",
        None,
        with(|mode| mode.table = TableKind::Bounds),
    ));
    for mode in [
        alpha_beta,
        with(|mode| mode.table = TableKind::Exact),
        with(|mode| mode.table = TableKind::Bounds),
    ] {
        setups.push(SearchSetup::new(GameSpec::TicTacToe, "00", Some(3), mode));
        let kalah = GameSpec::Kalah { pits: 3, seeds: 2 };
        setups.push(SearchSetup::new(kalah, "", Some(5), mode));
        setups.push(SearchSetup::new(GameSpec::Othello4, "", Some(4), mode));
    }
    // Seed 003's order counts its plies from the search root, here one move in.
    let kalah = GameSpec::Kalah { pits: 3, seeds: 3 };
    for order in [
        ChildOrder::StoreFirst,
        ChildOrder::EvaluationThenStore { plies: 2 },
    ] {
        let mode = Mode {
            order,
            ..alpha_beta
        };
        setups.push(SearchSetup::new(kalah, "1", Some(6), mode));
    }
    let textbook = GameSpec::textbook("((3,12,8),(2,4,6),(14,5,2))").expect("a tree");
    setups.push(SearchSetup::new(textbook, "", None, alpha_beta));
    setups
}

#[test]
fn a_trace_of_the_recorded_search_is_correct_in_every_mode_and_game() {
    for setup in setups() {
        let (text, frames, root_value) = written_trace(&setup, false);
        let report = report(&text, &request(setup.mode));
        assert_eq!(
            report.verdict,
            Verdict::Correct,
            "{} {} {:?}: {:?}",
            setup.game,
            setup.mode.label(),
            setup.depth,
            report.first_difference
        );
        assert_eq!(report.events, frames.len());
        assert_eq!(
            report.reference_root_value.map(|value| value.0),
            Some(root_value as f64)
        );
        // A search asked to cut on s > β says so when the trace differs from the ≥ search.
        let conventions: &[check::Convention] = if setup.mode.cut_gt {
            &[check::Convention::CutGt]
        } else {
            &[]
        };
        assert_eq!(report.conventions, conventions, "{}", setup.mode.label());
        assert!(report.diagnosis.is_empty());
    }
}

#[test]
fn score_and_update_steps_are_compared_when_a_trace_logs_them() {
    let setup = SearchSetup::new(GameSpec::TicTacToe, "11,00", None, Mode::alpha_beta());
    let (text, _, _) = written_trace(&setup, true);
    let request = request(setup.mode);
    assert_eq!(report(&text, &request).verdict, Verdict::Correct);
    // An update that forgets to move α is found at its own line.
    let lines: Vec<&str> = text.lines().collect();
    let (index, wrong) = lines
        .iter()
        .enumerate()
        .find(|(_, line)| line.contains("\"update\"") && line.contains("\"alpha\": 0"))
        .map(|(index, line)| (index, line.replace("\"alpha\": 0", "\"alpha\": -1")))
        .expect("an update that moved α to 0");
    let mut changed = lines.clone();
    changed[index] = &wrong;
    let report = report(&changed.join("\n"), &request);
    let first = report.first_difference.expect("a difference");
    assert_eq!(first.line, Some(index as u32 + 1));
    assert!(matches!(first.what, Difference::WrongStep { .. }));
}

#[test]
fn a_changed_event_is_the_first_difference_at_its_line_and_its_frame() {
    for setup in [
        SearchSetup::new(GameSpec::TicTacToe, "11", None, Mode::alpha_beta()),
        SearchSetup::new(GameSpec::TicTacToe, "11", None, {
            let mut mode = Mode::alpha_beta();
            mode.table = TableKind::Bounds;
            mode
        }),
        SearchSetup::new(
            GameSpec::Kalah { pits: 3, seeds: 2 },
            "",
            Some(5),
            Mode::alpha_beta(),
        ),
    ] {
        let (text, frames, _) = written_trace(&setup, false);
        let lines: Vec<&str> = text.lines().collect();
        // The game's leaf values, so that a changed leaf is a difference at its own line.
        let request = CheckRequest {
            leaves: LeafSource::Game,
            ..request(setup.mode)
        };
        for event in (0..frames.len()).step_by(frames.len() / 23 + 1) {
            let line = lines[event + 1];
            let changed_line = if line.contains("\"start\"") {
                let (head, _) = line.split_once("\"alpha\"").expect("a start has α");
                format!("{head}\"alpha\": 55, \"beta\": 56}}")
            } else {
                let (head, _) = line.split_once("\"value\"").expect("an end has a value");
                format!("{head}\"value\": 77}}")
            };
            let mut changed = lines.clone();
            changed[event + 1] = &changed_line;
            let report = report(&changed.join("\n"), &request);
            assert_eq!(report.verdict, Verdict::Differs);
            let first = report.first_difference.expect("a difference");
            assert_eq!(first.line, Some(event as u32 + 2), "{line}");
            assert_eq!(first.frame, Some(frames[event]), "{line} {first:?}");
        }
    }
}

#[test]
fn leaf_values_come_from_the_trace_unless_the_game_s_are_asked_for() {
    // A student who scores a win 10: the same search, so correct; with the game's leaf
    // values the first leaf that differs is named.
    let setup = SearchSetup::new(GameSpec::TicTacToe, "11,00", None, Mode::alpha_beta());
    let (text, _, _) = written_trace(&setup, false);
    let scaled: Vec<String> = text
        .lines()
        .map(|line| {
            line.replace("\": 1}", "\": 10}")
                .replace("\": -1}", "\": -10}")
                .replace("\"alpha\": 1,", "\"alpha\": 10,")
                .replace("\"alpha\": -1,", "\"alpha\": -10,")
                .replace("\"beta\": 1}", "\"beta\": 10}")
                .replace("\"beta\": -1}", "\"beta\": -10}")
        })
        .collect();
    let scaled = scaled.join("\n");
    assert_eq!(
        report(&scaled, &request(setup.mode)).verdict,
        Verdict::Correct
    );
    let game_leaves = CheckRequest {
        leaves: LeafSource::Game,
        ..request(setup.mode)
    };
    let report = report(&scaled, &game_leaves);
    let first = report.first_difference.expect("a difference");
    assert!(
        matches!(first.what, Difference::WrongLeafValue { .. }),
        "{first:?}"
    );
}

#[test]
fn bad_traces_are_refused_with_their_line() {
    type Expected = fn(&TraceProblem) -> bool;
    let cases: [(&str, u32, Expected); 8] = [
        ("{\"abtrace\": 1}\nnot json", 2, |problem| {
            matches!(problem, TraceProblem::NotJson { .. })
        }),
        ("{\"event\": \"begin\", \"moves\": \"\"}", 1, |problem| {
            matches!(problem, TraceProblem::UnknownEvent { .. })
        }),
        (
            "{\"event\": \"start\", \"moves\": \"\", \"alpha\": 0, \"beta\": 1}\n{\"event\": \"start\", \"moves\": \"33\", \"alpha\": 0, \"beta\": 1}",
            2,
            |problem| matches!(problem, TraceProblem::Move { .. }),
        ),
        (
            "{\"event\": \"start\", \"moves\": \"00,00\", \"alpha\": 0, \"beta\": 1}",
            1,
            |problem| matches!(problem, TraceProblem::Move { .. }),
        ),
        (
            "{\"event\": \"end\", \"moves\": \"00\", \"value\": 1}",
            1,
            |problem| matches!(problem, TraceProblem::EndNotEntered { .. }),
        ),
        (
            "{\"event\": \"start\", \"moves\": \"\", \"alpha\": 0, \"beta\": 1}\n{\"event\": \"start\", \"board\": \"xx.......\", \"alpha\": 0, \"beta\": 1}",
            2,
            |problem| matches!(problem, TraceProblem::NoSuchBoard { .. }),
        ),
        ("{\"abtrace\": 2}", 1, |problem| {
            matches!(problem, TraceProblem::UnknownVersion { .. })
        }),
        (
            "{\"event\": \"end\", \"moves\": \"\", \"value\": \"lots\"}",
            1,
            |problem| matches!(problem, TraceProblem::NotANumber { .. }),
        ),
    ];
    for (text, line, expected) in cases {
        let error = check::load(
            text.as_bytes(),
            &CheckRequest::default(),
            &TreeShelf::default(),
        )
        .err()
        .unwrap_or_else(|| panic!("{text}: refused"));
        let check::CheckError::Trace(error) = error else {
            panic!("{text}: {error:?}");
        };
        assert_eq!(error.line, line, "{text}");
        assert!(expected(&error.problem), "{text}: {:?}", error.problem);
    }
}

#[test]
fn python_s_bare_infinities_and_boards_are_read() {
    let text = "{\"abtrace\": 1, \"tree\": \"((3,12,8),(2,4,6))\"}\n\
        {\"event\": \"start\", \"moves\": \"\", \"alpha\": -Infinity, \"beta\": Infinity}\n\
        {\"event\": \"start\", \"moves\": [1], \"alpha\": -Infinity, \"beta\": Infinity}";
    let loaded = check::load(
        text.as_bytes(),
        &CheckRequest::default(),
        &TreeShelf::default(),
    )
    .expect("the trace loads");
    assert_eq!(loaded.trace.events.len(), 2);
    assert_eq!(loaded.trace.events.get(1).unwrap().alpha, f64::NEG_INFINITY);
    // Truncated: the run stops where the search goes on.
    let report = loaded.check(&CheckRequest::default());
    assert!(matches!(
        report.first_difference.map(|first| first.what),
        Some(Difference::EndsEarly { .. } | Difference::MissingLeafValue { .. })
    ));
}

#[test]
fn the_seed_s_flawed_table_is_named_where_the_bounds_table_was_asked_for() {
    let mut flawed = Mode::alpha_beta();
    flawed.table = TableKind::ExactSym;
    let setup = SearchSetup::new(GameSpec::TicTacToe, "11", None, flawed);
    let (text, _, _) = written_trace(&setup, false);
    let mut bounds = Mode::alpha_beta();
    bounds.table = TableKind::Bounds;
    let report = report(&text, &request(bounds));
    assert_eq!(report.verdict, Verdict::Differs);
    assert!(
        report.diagnosis.contains(&check::Bug::FlawedTable),
        "{:?}",
        report.diagnosis
    );
}
