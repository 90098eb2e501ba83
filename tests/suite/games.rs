//! More games through the same tree, recorder and figures: 4×4 Othello (passes) and Kalah
//! (extra turns), and trees built below a chosen root.

use std::sync::OnceLock;

use abtutor::game::{GameName, PASS, Scoring};
use abtutor::lang::Lang;
use abtutor::search::{self, ChildOrder, Mode, TableKind};
use abtutor::setup::GameSpec;
use abtutor::text;
use abtutor::tree::{NodeId, Tree, TreeError, TreeSize};
use proptest::prelude::*;

const OTHELLO: GameSpec = GameSpec::Othello4;
const KALAH_3_2: GameSpec = GameSpec::Kalah { pits: 3, seeds: 2 };

/// The game's complete tree, from its initial position.
fn full(spec: GameSpec) -> Tree {
    spec.tree_for_root("").unwrap().0
}

fn othello() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(|| full(OTHELLO))
}

fn kalah() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(|| full(KALAH_3_2))
}

/// Every mode whose value must equal minimax's (no shortest victory: these games have none).
fn sound_modes() -> Vec<Mode> {
    let mut modes = Vec::new();
    for minimax in [true, false] {
        for init_ab in [false, true] {
            for table in TableKind::ALL {
                for order in ChildOrder::ALL {
                    let mode = Mode {
                        minimax,
                        init_ab,
                        table,
                        order,
                        shortest_victory: false,
                        iterative: false,
                        fail_soft: init_ab,
                        ..Mode::default()
                    };
                    if !mode.is_knowingly_unsound() {
                        modes.push(mode);
                    }
                }
            }
        }
    }
    modes
}

/// The first node (breadth first) of each distinct position.
fn distinct_positions(tree: &Tree) -> Vec<NodeId> {
    let mut seen = vec![false; tree.position_count()];
    (0..tree.len() as NodeId)
        .filter(|&id| !std::mem::replace(&mut seen[tree.position_id(id) as usize], true))
        .collect()
}

#[test]
fn othello_4x4_has_231301_nodes_and_white_wins_by_10() {
    let tree = othello();
    assert_eq!(tree.len(), 231_301);
    assert_eq!(tree.minimax_value(tree.root(), Scoring::Plain), -10);
    let summary = search::record(tree, tree.root(), Mode::minimax())
        .summary()
        .clone();
    assert_eq!((summary.calculated, summary.pruned), (231_301, 0));
    assert_eq!(summary.value.value(), Some(-10));
    let alpha_beta = search::record(tree, tree.root(), Mode::alpha_beta());
    assert_eq!(alpha_beta.summary().value.value(), Some(-10));
    assert_eq!(alpha_beta.summary().total, 231_301);
}

#[test]
fn kalah_figures_match_the_published_ones() {
    for (spec, nodes, value) in [
        (KALAH_3_2, 19_114, 4),
        (GameSpec::Kalah { pits: 4, seeds: 1 }, 26_213, 2),
    ] {
        let tree = full(spec);
        assert_eq!(tree.len(), nodes, "{spec}");
        assert_eq!(tree.minimax_value(tree.root(), Scoring::Plain), value);
        let trace = search::record(&tree, tree.root(), Mode::minimax());
        assert_eq!(trace.summary().calculated as usize, nodes);
    }
}

#[test]
fn kalah_3_3_is_the_scale_case() {
    let tree = full(GameSpec::Kalah { pits: 3, seeds: 3 });
    assert_eq!(tree.len(), 2_703_787);
    assert_eq!(tree.minimax_value(tree.root(), Scoring::Plain), 2);
    let trace = search::record(&tree, tree.root(), Mode::alpha_beta());
    assert_eq!(trace.summary().value.value(), Some(2));
}

#[test]
fn a_pass_is_one_node_with_the_same_board_and_the_other_side_to_move() {
    let tree = othello();
    let passes: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&id| tree.last_move(id) == Some(PASS))
        .collect();
    assert!(!passes.is_empty(), "4×4 Othello has passes");
    for &pass in &passes {
        let parent = tree.parent(pass).unwrap();
        assert_eq!(tree.child_count(parent), 1, "a pass is the only move");
        assert_eq!(tree.board_text(parent), tree.board_text(pass));
        assert_ne!(tree.is_max_node(parent), tree.is_max_node(pass));
    }
    // Two passes in a row end the game: the second side cannot move either.
    let double = passes.iter().find(|&&pass| tree.is_terminal(pass));
    assert!(double.is_some(), "some games end with both sides stuck");
}

#[test]
fn an_extra_turn_gives_a_max_node_a_max_child() {
    let tree = kalah();
    // Pit 2 of Kalah(3,2) holds two seeds: the last lands in the store.
    let extra = tree.find_by_notation("2").unwrap();
    assert!(tree.is_max_node(tree.root()) && tree.is_max_node(extra));
    let same_kind = (1..tree.len() as NodeId)
        .filter(|&id| tree.is_max_node(id) == tree.is_max_node(tree.parent(id).unwrap()))
        .count();
    assert!(same_kind > 1000, "{same_kind} extra turns");
    let tic_tac_toe = Tree::tic_tac_toe();
    assert!((1..tic_tac_toe.len() as NodeId).all(|id| {
        tic_tac_toe.is_max_node(id) != tic_tac_toe.is_max_node(tic_tac_toe.parent(id).unwrap())
    }));
}

/// Every distinct position of the game as a root, a different sound mode each (and every
/// sound mode on a spread of them): the value is minimax's, the counts add up.
fn sound_on_every_position(tree: &Tree) {
    let modes = sound_modes();
    for (index, &node) in distinct_positions(tree).iter().enumerate() {
        let spec = GameSpec::of(tree.view());
        let (below, root) = spec.tree_below(&tree.notation(node)).unwrap();
        let chosen: Vec<Mode> = if index % 401 == 0 {
            modes.clone()
        } else {
            vec![modes[index % modes.len()]]
        };
        for mode in chosen {
            let summary = search::record(&below, root, mode).summary().clone();
            let at = || format!("{spec} {}, {}", tree.notation(node), mode.label());
            assert_eq!(
                summary.value.value(),
                Some(tree.minimax_value(node, Scoring::Plain)),
                "{}",
                at()
            );
            assert_eq!(summary.total, tree.subtree_size(node), "{}", at());
        }
    }
}

#[test]
fn sound_modes_give_minimax_values_on_every_othello_position() {
    sound_on_every_position(othello());
}

#[test]
fn sound_modes_give_minimax_values_on_every_kalah_position() {
    sound_on_every_position(kalah());
}

#[test]
fn kalah_has_no_symmetry_so_exact_sym_is_exact() {
    let tree = kalah();
    assert_eq!(tree.class_count(), tree.position_count());
    let with = |table| {
        let mode = Mode {
            table,
            ..Mode::minimax()
        };
        search::record(tree, tree.root(), mode)
    };
    let (exact, symmetric) = (with(TableKind::Exact), with(TableKind::ExactSym));
    assert_eq!(exact.summary(), symmetric.summary());
    assert_eq!(exact.frames(), symmetric.frames());
    assert_eq!(exact.counts(), symmetric.counts());
    assert!(othello().class_count() < othello().position_count());
}

#[test]
fn a_tree_too_big_to_hold_is_refused_and_a_deep_root_still_searched() {
    let spec = GameSpec::Kalah { pits: 4, seeds: 2 };
    let refused = spec.tree_for_root("");
    assert!(
        matches!(&refused, Err(TreeError::TooBig { .. })),
        "{:?}",
        refused.as_ref().err()
    );
    let error = refused.err().unwrap();
    let message = text::tree_error(Lang::En, &error);
    assert!(message.contains("too many to hold in memory"), "{message}");
    assert!(message.starts_with("the tree below the start of Kalah(4,2) has about "));
    let japanese = text::tree_error(Lang::Ja, &error);
    assert!(japanese.contains("カラハ(4,2)の初期配置"), "{japanese}");
    let root_moves = "4,1,2,3,4,1";
    let (tree, root) = spec.tree_for_root(root_moves).unwrap();
    assert_eq!(tree.notation(root), root_moves);
    assert_eq!(tree.base(), root);
    assert_eq!(tree.depth(root), 6);
    let trace = search::record(&tree, root, Mode::alpha_beta());
    let (value, _) = search::negamax_count(&tree, root, Scoring::Plain);
    assert_eq!(trace.summary().value.value(), Some(value));
    assert_eq!(trace.summary().total, tree.subtree_size(root));
}

fn tic_tac_toe() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(Tree::tic_tac_toe)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A search below a root records the same frames whether the tree around it is the
    /// game's full tree or only the chain of moves to the root.
    #[test]
    fn a_tree_below_the_root_records_the_same_frames(pick in 0u32..549_946, bits in 0usize..32) {
        let full = tic_tac_toe();
        let node = pick % full.len() as u32;
        let mode = Mode {
            minimax: bits & 1 == 1,
            init_ab: bits & 2 == 2,
            table: TableKind::ALL[(bits >> 2) % TableKind::ALL.len()],
            order: ChildOrder::ALL[bits >> 4 & 1],
            shortest_victory: false,
            iterative: false,
            fail_soft: bits & 1 == 0,
            cut_gt: bits & 2 == 0,
            ..Mode::default()
        };
        let (below, root) = GameSpec::TicTacToe.tree_below(&full.notation(node)).unwrap();
        prop_assert_eq!(below.len() as u32, full.subtree_size(node) + full.depth(node) as u32);
        let expected = search::record(full, node, mode);
        let actual = search::record(&below, root, mode);
        prop_assert_eq!(expected.summary(), actual.summary());
        prop_assert_eq!(expected.counts(), actual.counts());
        for (left, right) in expected.frames().iter().zip(actual.frames()) {
            prop_assert_eq!(
                (left.status, left.alpha, left.beta),
                (right.status, right.alpha, right.beta)
            );
            prop_assert_eq!(full.board_text(left.node), below.board_text(right.node));
        }
    }
}

#[test]
fn the_size_estimate_is_near_the_count_and_refuses_huge_games_at_once() {
    use abtutor::game::{Game, TicTacToe};
    let estimate = abtutor::tree::estimate_nodes(&TicTacToe, &TicTacToe.initial(), None);
    assert!(
        (549_946.0 / 3.0..549_946.0 * 3.0).contains(&estimate),
        "{estimate}"
    );
    for game in [GameSpec::Othello6, GameSpec::Kalah { pits: 6, seeds: 4 }] {
        assert!(matches!(
            game.tree_for_root(""),
            Err(TreeError::TooBig { .. })
        ));
        let (name, start) = (text::game_name(Lang::En, game.view().name()), "");
        let estimate = match game {
            GameSpec::Othello6 => {
                let othello = abtutor::game::Othello::new(6);
                abtutor::tree::estimate_nodes(&othello, &othello.initial(), None)
            }
            _ => {
                let kalah = abtutor::game::Kalah::new(6, 4);
                abtutor::tree::estimate_nodes(&kalah, &kalah.initial(), None)
            }
        };
        assert!(estimate > 1e12, "{name} from {start:?}: {estimate}");
    }
}

#[test]
fn a_refusal_counted_past_the_limit_says_so_and_a_path_error_names_the_move() {
    let too_big = |size| TreeError::TooBig {
        game: GameName::Othello { size: 6 },
        root_moves: "c2,b2".to_string(),
        limit: abtutor::tree::MAX_TREE_NODES,
        gigabytes: 5,
        size,
    };
    let counted = too_big(TreeSize::CountedPastLimit);
    assert_eq!(
        text::tree_error(Lang::En, &counted),
        "the tree below 6×6 Othello after c2,b2 has over 40,000,000 nodes (counted), too many \
         to hold in memory: abtutor holds at most 40,000,000 (about 5 GB with a recorded \
         search), this one would need over 5 GB; choose a root deeper in the game, or a \
         smaller depth limit"
    );
    let huge = too_big(TreeSize::Estimated {
        nodes: 1.83e11,
        needed_gigabytes: 18.74,
    });
    let message = text::tree_error(Lang::En, &huge);
    assert!(
        message.contains("has about 180,000,000,000 nodes (estimated)")
            && message.contains("would need about 19 GB"),
        "{message}"
    );
    let illegal = GameSpec::Kalah { pits: 3, seeds: 2 }
        .check_moves("2,2")
        .unwrap_err();
    assert_eq!(
        text::path_error(Lang::En, &illegal),
        "move 2 (2): pit 2 is empty"
    );
    assert_eq!(
        text::path_error(Lang::Ja, &illegal),
        "2 手目 (2): 2 番の穴は空です"
    );
}

/// Knuth's estimate cut at each ply walks the same lines as the estimate to the horizon:
/// its last level is that estimate, and the levels never shrink.
#[test]
fn the_estimate_by_levels_ends_at_the_estimate_to_the_horizon() {
    use abtutor::game::{Game, Kalah, Othello};
    use abtutor::tree::{estimate_levels_sampled, estimate_nodes_sampled};
    let kalah = Kalah::new(6, 4);
    let levels = estimate_levels_sampled(&kalah, &kalah.initial(), 9, 8);
    let whole = estimate_nodes_sampled(&kalah, &kalah.initial(), Some(9), 8);
    assert_eq!(levels.len(), 10);
    assert_eq!(levels[9], whole);
    assert_eq!(levels[0], 1.0);
    assert_eq!(levels[1], 7.0, "the start and its six moves");
    assert!(levels.windows(2).all(|pair| pair[0] <= pair[1]));
    // 4×4 Othello ends within 12 plies: past its end the estimate stays.
    let othello = Othello::new(4);
    let levels = estimate_levels_sampled(&othello, &othello.initial(), 20, 8);
    let whole = estimate_nodes_sampled(&othello, &othello.initial(), None, 8);
    assert_eq!(levels[20], whole);
}
