//! Scores wider than a byte: 8×8 Othello valued by square weights reaches ±140 at the
//! horizon, and a window may be set past ±126.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use abtutor::game::{Game, Othello, Scoring};
use abtutor::search::{self, ChildOrder, Mode, Score, SearchKind, TableKind, Trace};
use abtutor::setup::{GameSpec, SearchSetup};
use abtutor::tree::BuildWatch;

use super::horizon::minimax_over_the_rules;

const POSITIONAL_8: GameSpec = GameSpec::OthelloPositional { size: 8 };

/// The search the app and the command line run: over the built tree, or one grown by it.
fn recorded(setup: &SearchSetup) -> Trace {
    setup.check().expect("the options fit");
    let never = AtomicBool::new(false);
    let mut report = |_| {};
    let mut watch = BuildWatch::new(&mut report, &never);
    let built = setup.tree().map(|(tree, root)| (Arc::new(tree), root));
    let (tree, root) = setup
        .or_grown(built, &mut |_| {}, &mut watch)
        .expect("the tree fits");
    let (_, trace) = setup
        .record((tree, root), &mut |_| {}, &mut |_| {}, &never)
        .expect("recorded");
    trace
}

#[test]
fn eight_by_eight_othello_weighs_squares_up_to_140() {
    let spec: GameSpec = "othello8:positional".parse().expect("a game");
    assert_eq!(spec, POSITIONAL_8);
    assert_eq!(spec.to_string(), "othello8:positional");
    assert!(spec.needs_depth_limit());
    let name = abtutor::text::game_name(abtutor::lang::Lang::En, spec.view().name());
    assert_eq!(name, "8×8 Othello, positional");
    let (tree, _) = spec.tree_to_depth("", Some(1)).expect("one ply");
    // Black on every square of positive weight, white on the twelve that give corners away.
    assert_eq!(tree.score_range(Scoring::Plain), (-140, 140));
    let game = Othello::positional(8);
    assert_eq!(game.evaluate(&game.initial()), 0, "the start is symmetric");
}

#[test]
fn positional_eight_by_eight_searches_agree_with_minimax_over_the_rules() {
    let game = Othello::positional(8);
    let view = POSITIONAL_8.view();
    let modes = [
        Mode::minimax(),
        Mode::alpha_beta(),
        Mode {
            order: ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
        Mode {
            search: SearchKind::Pvs,
            table: TableKind::Bounds,
            order: ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
        Mode {
            search: SearchKind::Mtdf,
            table: TableKind::Bounds,
            ..Mode::alpha_beta()
        },
    ];
    for (root, depth) in [("", 4), ("d3,c3", 4), ("f5,f6,e6,f4", 3)] {
        let position = abtutor::tree::position_after(&game, view.as_ref(), root).expect("a line");
        let expected = minimax_over_the_rules(&game, &position, depth);
        for mode in modes {
            let setup = SearchSetup::new(POSITIONAL_8, root, Some(depth), mode);
            let summary = recorded(&setup).summary().clone();
            assert_eq!(summary.value.value(), Some(expected), "{setup:?}");
        }
        // Plain alpha-beta over the rules, no recorder: the same visits.
        let setup = SearchSetup::new(POSITIONAL_8, root, Some(depth), Mode::alpha_beta());
        let over_rules = POSITIONAL_8
            .alpha_beta_over_rules(root, Some(depth), ChildOrder::Natural)
            .expect("a line")
            .expect("plain alpha-beta");
        let summary = recorded(&setup).summary().clone();
        assert_eq!(summary.visits as u64, over_rules.visits, "{root}");
        assert_eq!(summary.value.value(), Some(over_rules.value), "{root}");
    }
}

#[test]
fn a_window_past_a_byte_is_kept_in_every_frame() {
    let window = search::parse_window("130,300").expect("a window within the score's range");
    assert_eq!(window, (Score::finite(130), Score::finite(300)));
    let mode = Mode {
        window: Some(window),
        ..Mode::alpha_beta()
    };
    let setup = SearchSetup::new(GameSpec::TicTacToe, "11,00", None, mode);
    let trace = recorded(&setup);
    let first = trace.frames().at(0);
    assert_eq!((first.alpha, first.beta), window);
    // Every value lies below the window: the root fails low, returning no more than α.
    let value = trace.summary().value.value().expect("a finite value");
    assert!(value <= 130, "{value}");
    let json = serde_json::to_value(first.alpha).expect("a score");
    assert_eq!(json, serde_json::json!(130));
    // The fingerprint tells windows apart past a byte too.
    let other = Mode {
        window: Some((Score::finite(131), Score::finite(300))),
        ..Mode::alpha_beta()
    };
    let other = recorded(&SearchSetup::new(GameSpec::TicTacToe, "11,00", None, other));
    assert_ne!(trace.digest(), other.digest());
}

#[test]
fn mtdf_s_first_guess_may_be_set_past_a_hundred_in_the_app() {
    use abtutor::app::Settings;
    use egui::Key;
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    let settings = Settings {
        search: SearchSetup::new(
            POSITIONAL_8,
            "",
            Some(3),
            Mode {
                search: SearchKind::Mtdf,
                ..Mode::alpha_beta()
            },
        ),
        ..Settings::default()
    };
    let mut harness = super::common::app_harness(settings, (1400.0, 900.0));
    harness.get_by_label_contains("Search: MTD(f)").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::SpinButton, "Guess:")
        .focus();
    harness.run();
    // A focused number field takes typing: the 0 selected is replaced.
    harness
        .get_by_role_and_label(Role::SpinButton, "Guess:")
        .type_text("130");
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(harness.state().settings().search.mode.guess, Some(130));
}
