//! A plain alpha-beta's figures found over the rules, its tree counted by position, equal
//! the figures of the same search recorded over its built tree.

use abtutor::search::{self, ChildOrder, Mode, Score, TableKind};
use abtutor::setup::{GameSpec, SearchSetup};

fn modes() -> Vec<Mode> {
    let plain = Mode::alpha_beta();
    let mut modes = vec![
        plain,
        Mode {
            init_ab: true,
            ..plain
        },
        Mode {
            fail_soft: true,
            ..plain
        },
        Mode {
            cut_gt: true,
            ..plain
        },
        Mode {
            window: Some((Score::finite(0), Score::finite(1))),
            ..plain
        },
        Mode {
            window: Some((Score::finite(-1), Score::finite(0))),
            fail_soft: true,
            ..plain
        },
    ];
    for order in [ChildOrder::Evaluation, ChildOrder::StoreFirst] {
        modes.push(Mode { order, ..plain });
    }
    modes
}

fn setups() -> Vec<SearchSetup> {
    let places = [
        (GameSpec::TicTacToe, "", None),
        (GameSpec::TicTacToe, "11", None),
        (GameSpec::TicTacToe, "00,11", Some(3)),
        (GameSpec::TicTacToe, "", Some(4)),
        (GameSpec::Othello4, "", None),
        (GameSpec::Othello4, "b1", Some(5)),
        (GameSpec::Kalah { pits: 3, seeds: 2 }, "", None),
        (GameSpec::Kalah { pits: 3, seeds: 3 }, "2", Some(5)),
        (GameSpec::Kalah { pits: 6, seeds: 4 }, "6,2", Some(4)),
        (GameSpec::Othello6, "", Some(3)),
    ];
    let mut setups = Vec::new();
    for (game, root, depth) in places {
        for mode in modes() {
            let setup = SearchSetup::new(game, root, depth, mode);
            if setup.check().is_ok() {
                setups.push(setup);
            }
        }
    }
    setups
}

#[test]
fn figures_over_the_rules_equal_the_recorded_searchs_in_every_plain_alpha_beta() {
    let mut compared = 0;
    for setup in setups() {
        let (summary, pv) = setup
            .summary_over_rules()
            .unwrap_or_else(|| panic!("{setup:?} is a plain alpha-beta over a countable tree"));
        let (tree, root) = setup.tree().expect("a tree that fits");
        let trace = search::record(&tree, root, setup.mode);
        assert_eq!(&summary, trace.summary(), "{setup:?}");
        let recorded_pv: Vec<u8> = (trace.principal_variation(&tree).into_iter())
            .filter_map(|node| tree.last_move(node))
            .collect();
        assert_eq!(pv, recorded_pv, "{setup:?}");
        compared += 1;
    }
    assert!(compared >= 60, "only {compared} searches compared");
}

#[test]
fn searches_with_more_than_alpha_beta_are_left_to_their_recording() {
    let more = [
        Mode::minimax(),
        Mode {
            table: TableKind::Exact,
            ..Mode::alpha_beta()
        },
        Mode {
            iterative: true,
            ..Mode::alpha_beta()
        },
        Mode {
            order: ChildOrder::BestFirst,
            ..Mode::alpha_beta()
        },
    ];
    for mode in more {
        let setup = SearchSetup::new(GameSpec::TicTacToe, "", Some(4), mode);
        assert_eq!(setup.summary_over_rules(), None, "{mode:?}");
    }
    // A line that is not played is refused where the tree is built, with its message.
    let unplayed = SearchSetup::new(GameSpec::TicTacToe, "00,00", None, Mode::alpha_beta());
    assert_eq!(unplayed.summary_over_rules(), None);
    // A tree the build refuses on its estimate (4 × 10^8 nodes) is not counted either: the
    // search over the rules estimates it, as before.
    let kalah = GameSpec::Kalah { pits: 6, seeds: 4 };
    let deep = SearchSetup::new(kalah, "", Some(12), Mode::alpha_beta());
    assert!(deep.tree().is_err());
    assert_eq!(deep.summary_over_rules(), None);
}
