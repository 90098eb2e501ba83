//! Search to a depth limit: the tree stops at the horizon, whose unfinished positions take
//! the game's static evaluation; finished games keep their value.

use std::collections::HashMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use abtutor::game::{Game, Kalah, Othello, Scoring, Side};
use abtutor::search::{self, ChildOrder, Mode, TableKind};
use abtutor::setup::GameSpec;
use abtutor::tree::{BuildWatch, NodeId, Tree, TreeError};
use proptest::prelude::*;

fn tree(game: GameSpec, root: &str, depth: u16) -> (Tree, NodeId) {
    game.tree_to_depth(root, Some(depth)).unwrap()
}

#[test]
fn kalah_6_4_to_depth_6_gives_the_published_figures() {
    let (tree, root) = tree(GameSpec::Kalah { pits: 6, seeds: 4 }, "", 6);
    assert_eq!(tree.len(), 29_092);
    let summary = search::record(&tree, root, Mode::alpha_beta())
        .summary()
        .clone();
    assert_eq!(summary.value.value(), Some(3));
    assert_eq!((summary.calculated, summary.pruned), (3_786, 25_306));
    assert_eq!(summary.frames, 15_142);
}

#[test]
fn the_horizon_is_counted_in_plies_below_the_root() {
    let (tree, root) = tree(GameSpec::TicTacToe, "11", 2);
    assert_eq!(tree.depth(root), 1);
    // 8 replies, 7 answers each: the leaves at depth 3 are the horizon.
    assert_eq!(tree.subtree_size(root), 1 + 8 + 8 * 7);
    let leaves: Vec<NodeId> = tree.nodes_at_depth(3).collect();
    assert_eq!(leaves.len(), 56);
    assert!(
        leaves
            .iter()
            .all(|&leaf| tree.is_horizon(leaf) && tree.is_terminal(leaf))
    );
    assert!(!tree.is_horizon(root));
}

#[test]
fn tic_tac_toe_leaves_take_open_lines_and_wins_count_100() {
    let (tree, root) = tree(GameSpec::TicTacToe, "", 1);
    // o in the centre: o keeps all 8 lines, x loses the 4 through the centre.
    let centre = tree.find_by_notation("11").unwrap();
    assert_eq!(tree.terminal_value(centre, Scoring::Plain), Some(4));
    let corner = tree.find_by_notation("00").unwrap();
    assert_eq!(tree.terminal_value(corner, Scoring::Plain), Some(3));
    assert_eq!(tree.minimax_value(root, Scoring::Plain), 4);
    assert_eq!(tree.score_range(Scoring::Plain), (-100, 100));
    // o wins on the last ply before the horizon: a finished game keeps its (large) value.
    let (deep, win_root) = tree_from("00,01,10,11", 1);
    let win = deep.find_by_notation("00,01,10,11,20").unwrap();
    assert!(deep.is_terminal(win) && !deep.is_horizon(win));
    assert_eq!(deep.terminal_value(win, Scoring::Plain), Some(100));
    assert_eq!(deep.minimax_value(win_root, Scoring::Plain), 100);
}

fn tree_from(root: &str, depth: u16) -> (Tree, NodeId) {
    tree(GameSpec::TicTacToe, root, depth)
}

#[test]
fn every_sound_mode_agrees_with_minimax_under_a_depth_limit() {
    for (game, root, depth) in [
        (GameSpec::Kalah { pits: 6, seeds: 4 }, "", 5),
        (GameSpec::Othello4, "", 6),
        (GameSpec::Othello6, "", 5),
        (GameSpec::Othello8, "", 4),
        (GameSpec::TicTacToe, "", 4),
        (GameSpec::Kalah { pits: 3, seeds: 3 }, "3,1", 8),
    ] {
        let (tree, root) = tree(game, root, depth);
        let exact = tree.minimax_value(root, Scoring::Plain);
        for minimax in [true, false] {
            for init_ab in [false, true] {
                for order in ChildOrder::ALL {
                    for (table, iterative) in [
                        TableKind::Off,
                        TableKind::Bounds,
                        TableKind::BoundsWidening,
                        TableKind::BoundsRange,
                    ]
                    .into_iter()
                    .flat_map(|table| [(table, false), (table, true)])
                    {
                        let mode = Mode {
                            minimax,
                            init_ab,
                            table,
                            order,
                            shortest_victory: false,
                            iterative,
                            fail_soft: minimax,
                            ..Mode::default()
                        };
                        let summary = search::record(&tree, root, mode).summary().clone();
                        assert_eq!(
                            summary.value.value(),
                            Some(exact),
                            "{game} {}",
                            mode.label()
                        );
                        assert_eq!(summary.total, tree.subtree_size(root));
                    }
                }
            }
        }
    }
}

#[test]
fn six_by_six_othello_opens_with_four_moves_and_disc_difference() {
    let (tree, root) = tree(GameSpec::Othello6, "", 1);
    assert_eq!(tree.child_count(root), 4);
    for child in tree.children(root) {
        // One disc placed, one turned over: black 4, white 1.
        assert_eq!(tree.static_value(child, Scoring::Plain), 3);
        assert!(tree.is_horizon(child));
    }
    assert_eq!(tree.board_text(root).len(), 36);
}

/// Plain minimax over the rules, no tree: a finished game's value, else the evaluation at
/// the horizon.
pub(crate) fn minimax_over_the_rules<G: Game>(game: &G, position: &G::Position, plies: u16) -> i16 {
    let mut moves = Vec::new();
    game.legal_moves(position, &mut moves);
    if moves.is_empty() {
        return game.horizon_terminal_value(position);
    }
    if plies == 0 {
        return game.evaluate(position);
    }
    let values = moves
        .iter()
        .map(|&mv| minimax_over_the_rules(game, &game.play(position, mv), plies - 1));
    match game.side_to_move(position) {
        Side::First => values.max(),
        Side::Second => values.min(),
    }
    .unwrap_or_default()
}

#[test]
fn standard_othello_is_searched_to_a_depth_limit_by_disc_difference() {
    let game = GameSpec::Othello8;
    assert!(game.needs_depth_limit());
    assert!(
        game.tree_for_root("").is_err(),
        "the full game is far too big"
    );
    let othello = Othello::new(8);
    for (root, depth) in [("", 5), ("d3,c3", 4), ("f5,f6,e6,f4", 4)] {
        let (tree, root_id) = tree(game, root, depth);
        assert_eq!(tree.board_text(root_id).len(), 64);
        let position = abtutor::tree::position_after(&othello, game.view().as_ref(), root)
            .expect("a line of play");
        let expected = minimax_over_the_rules(&othello, &position, depth);
        for mode in [Mode::minimax(), Mode::alpha_beta()] {
            let summary = search::record(&tree, root_id, mode).summary().clone();
            assert_eq!(
                summary.value.value(),
                Some(expected),
                "{root} {}",
                mode.label()
            );
            assert_eq!(summary.total, tree.subtree_size(root_id));
        }
    }
    // The perft counts of the opening: 1 + 4 + 12 + 56 + 244 + 1,396 nodes to 5 plies.
    assert_eq!(tree(game, "", 5).0.len(), 1_713);
}

#[test]
fn a_depth_limit_makes_a_game_too_big_to_build_searchable() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    assert!(
        game.tree_for_root("").is_err(),
        "the full game is far too big"
    );
    let (tree, root) = tree(game, "3,6", 4);
    assert_eq!(tree.depth(root), 2);
    assert_eq!(tree.depth_limit(), Some(4));
    assert!(tree.max_depth() <= 6);
}

#[test]
fn ordering_by_evaluation_searches_the_most_promising_child_first() {
    let (tree, root) = tree(GameSpec::Kalah { pits: 6, seeds: 4 }, "", 6);
    let with = |order| {
        let mode = Mode {
            order,
            ..Mode::alpha_beta()
        };
        search::record(&tree, root, mode)
    };
    let (natural, by_evaluation) = (with(ChildOrder::Natural), with(ChildOrder::Evaluation));
    assert_eq!(by_evaluation.summary().value, natural.summary().value);
    // the guide's figures for lesson 14: 794 nodes by evaluation, 3,786 in natural order.
    assert_eq!(by_evaluation.summary().calculated, 794);
    assert_eq!(natural.summary().calculated, 3_786);
    // The root's first child searched is the one whose evaluation is highest (first of equals).
    let best = tree
        .children(root)
        .max_by_key(|&child| (tree.static_value(child, Scoring::Plain), -(child as i64)))
        .unwrap();
    let first_child = by_evaluation.frames().at(1).node;
    assert_eq!(first_child, best);
}

#[test]
fn othello_offers_a_positional_evaluation_beside_the_disc_count() {
    let positional: GameSpec = "othello6:positional".parse().unwrap();
    assert_eq!(positional.to_string(), "othello6:positional");
    let view = positional.view();
    assert!(
        abtutor::text::evaluation_name(abtutor::lang::Lang::En, view.evaluation_name())
            .starts_with("positional weights")
    );
    assert_eq!(
        abtutor::text::game_name(abtutor::lang::Lang::En, view.name()),
        "6×6 Othello, positional"
    );
    let (discs, _) = GameSpec::Othello6.tree_to_depth("", Some(3)).unwrap();
    let (weighted, root) = positional.tree_to_depth("", Some(3)).unwrap();
    assert_eq!(
        discs.len(),
        weighted.len(),
        "the same tree, other leaf values"
    );
    let by_discs = search::record(&discs, discs.root(), Mode::alpha_beta());
    let by_weights = search::record(&weighted, root, Mode::alpha_beta());
    // The same root value, 3, by either evaluation; the weights let alpha-beta prune less.
    let figures = |trace: &search::Trace| {
        let summary = trace.summary();
        (summary.value.value(), summary.calculated, summary.pruned)
    };
    assert_eq!(figures(&by_discs), (Some(3), 37, 36));
    assert_eq!(figures(&by_weights), (Some(3), 51, 22));
    // A finished game keeps its exact value, so the range holds both kinds of leaf: the
    // weights' absolute sum, 104, is wider than a finished game's disc difference, 36.
    assert_eq!(weighted.score_range(Scoring::Plain), (-104, 104));
    assert_eq!(discs.score_range(Scoring::Plain), (-36, 36));
}

#[test]
fn a_build_tells_how_far_it_has_got_and_stops_when_cancelled() {
    let game = GameSpec::Kalah { pits: 6, seeds: 4 };
    let mut shares = Vec::new();
    let go_on = AtomicBool::new(false);
    let (tree, _) = {
        let mut record = |share| shares.push(share);
        let mut watch = BuildWatch::new(&mut record, &go_on);
        game.tree_to_depth_watched("", Some(9), &mut watch).unwrap()
    };
    assert_eq!(tree.len(), 3_470_067);
    // From 0 as the build begins, rising, never past 1.
    assert!(shares.len() >= 4, "{shares:?}");
    assert_eq!(shares[0], 0.0);
    assert!(shares.windows(2).all(|pair| pair[0] < pair[1]));
    assert!(shares.iter().all(|&share| share <= 1.0));
    // Cancelled at the first report: the build stops at its next look.
    let stop = AtomicBool::new(false);
    let mut reports = 0;
    let result = {
        let mut stop_at_first = |_| {
            reports += 1;
            stop.store(true, Ordering::Relaxed);
        };
        let mut watch = BuildWatch::new(&mut stop_at_first, &stop);
        game.tree_to_depth_watched("", Some(9), &mut watch)
    };
    assert!(matches!(result, Err(TreeError::Cancelled)));
    assert_eq!(reports, 1);
    // A complete tree's build stops too (`stop` is still set).
    let mut ignore = |_| {};
    let mut watch = BuildWatch::new(&mut ignore, &stop);
    let result = GameSpec::Kalah { pits: 3, seeds: 3 }.tree_to_depth_watched("", None, &mut watch);
    assert!(matches!(result, Err(TreeError::Cancelled)));
}

/// The complete trees of a game with passes and of one with extra turns.
fn complete_trees() -> &'static [Tree; 2] {
    static TREES: OnceLock<[Tree; 2]> = OnceLock::new();
    TREES.get_or_init(|| {
        [GameSpec::Othello4, GameSpec::Kalah { pits: 3, seeds: 2 }]
            .map(|game| game.tree_for_root("").unwrap().0)
    })
}

/// Minimax over the complete tree, cut `plies` below `node`: the evaluation stands there.
fn cut_minimax(full: &Tree, node: NodeId, plies: u16) -> i16 {
    if full.is_terminal(node) || plies == 0 {
        return full.static_value(node, Scoring::Plain);
    }
    let values = full
        .children(node)
        .map(|child| cut_minimax(full, child, plies - 1));
    if full.is_max_node(node) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// A tree built to a depth limit is the complete tree cut there: the same nodes in the
    /// same order, leaves at the horizon valued by the evaluation, positions sharing an id
    /// exactly when they are equal.
    #[test]
    fn a_horizon_tree_is_the_complete_tree_cut_at_the_horizon(
        which in 0usize..2,
        pick in 0u32..u32::MAX,
        plies in 0u16..7,
    ) {
        let full = &complete_trees()[which];
        let node = pick % full.len() as u32;
        let (cut, root) = GameSpec::of(full.view()).tree_to_depth(&full.notation(node), Some(plies)).unwrap();
        prop_assert_eq!(cut.depth(root), full.depth(node));
        prop_assert_eq!(cut.minimax_value(root, Scoring::Plain), cut_minimax(full, node, plies));
        let mut ids_of_keys = HashMap::new();
        let mut matching = vec![(root, node)];
        let mut matched = 0;
        while let Some((here, there)) = matching.pop() {
            matched += 1;
            prop_assert!(cut.nodes_at_depth(cut.depth(here)).contains(&here));
            let below: u32 = cut.children(here).map(|child| cut.subtree_size(child)).sum();
            prop_assert_eq!(cut.subtree_size(here), 1 + below);
            prop_assert_eq!(cut.position_key(here), full.position_key(there));
            prop_assert_eq!(cut.is_max_node(here), full.is_max_node(there));
            let plies_left = plies as usize - (cut.depth(here) - cut.depth(root));
            let at_horizon = plies_left == 0 && !full.is_terminal(there);
            prop_assert_eq!(cut.is_horizon(here), at_horizon);
            prop_assert_eq!(
                cut.minimax_value(here, Scoring::Plain),
                cut_minimax(full, there, plies_left as u16)
            );
            let id = *ids_of_keys.entry(cut.position_key(here)).or_insert(cut.position_id(here));
            prop_assert_eq!(id, cut.position_id(here));
            if !at_horizon {
                prop_assert_eq!(cut.child_count(here), full.child_count(there));
                matching.extend(cut.children(here).zip(full.children(there)));
            }
        }
        for ancestor in 0..root {
            ids_of_keys.entry(cut.position_key(ancestor)).or_insert(cut.position_id(ancestor));
        }
        prop_assert_eq!(cut.position_count(), ids_of_keys.len());
        prop_assert_eq!(cut.subtree_size(root), matched);
        prop_assert_eq!(cut.subtree_size(root) as usize + cut.depth(root), cut.len());
    }
}

/// Plies-limited minimax on the rules themselves, and the nodes it passes through: what a
/// tree built to that depth must hold, however many threads build it.
fn minimax_on_rules(game: &Kalah, position: &<Kalah as Game>::Position, plies: u16) -> (i16, u64) {
    let mut moves = Vec::new();
    game.legal_moves(position, &mut moves);
    if moves.is_empty() {
        return (game.horizon_terminal_value(position), 1);
    }
    if plies == 0 {
        return (game.evaluate(position), 1);
    }
    let maximising = game.side_to_move(position) == Side::First;
    let mut best = if maximising { i16::MIN } else { i16::MAX };
    let mut nodes = 1;
    for mv in moves {
        let (value, below) = minimax_on_rules(game, &game.play(position, mv), plies - 1);
        nodes += below;
        best = if maximising {
            best.max(value)
        } else {
            best.min(value)
        };
    }
    (best, nodes)
}

#[test]
fn a_deep_level_made_on_every_core_holds_what_the_rules_give() {
    // Seven plies: the deepest level has tens of thousands of parents, made in parallel.
    let game = Kalah::new(6, 4);
    let (tree, root) = tree(GameSpec::Kalah { pits: 6, seeds: 4 }, "", 7);
    let (value, nodes) = minimax_on_rules(&game, &game.initial(), 7);
    assert_eq!(tree.subtree_size(root) as u64, nodes);
    assert_eq!(tree.minimax_value(root, Scoring::Plain), value);
    let horizon_leaves = (0..tree.len() as NodeId)
        .filter(|&node| tree.is_horizon(node))
        .count();
    assert!(
        horizon_leaves > 100_000,
        "{horizon_leaves} leaves at the horizon"
    );
    // Every child's range lies right after the nodes made before it.
    for node in 0..tree.len() as NodeId {
        for child in tree.children(node) {
            assert_eq!(tree.parent(child), Some(node));
        }
    }
}

/// Every subtree, walked node by node.
fn walked_subtree(tree: &Tree, node: NodeId) -> Vec<NodeId> {
    let mut walked = Vec::new();
    let mut stack = vec![node];
    while let Some(id) = stack.pop() {
        walked.push(id);
        stack.extend(tree.children(id));
    }
    walked.sort_unstable();
    walked
}

#[test]
fn each_level_of_a_subtree_is_one_run_of_ids_in_every_kind_of_tree() {
    let trees = [
        GameSpec::TicTacToe.tree_to_depth("", None).unwrap(),
        GameSpec::TicTacToe.tree_to_depth("11", Some(3)).unwrap(),
        GameSpec::Othello4.tree_to_depth("", None).unwrap(),
        GameSpec::Kalah { pits: 3, seeds: 2 }
            .tree_to_depth("2", None)
            .unwrap(),
        // Big enough for the deepest level to be made on every core.
        GameSpec::Kalah { pits: 6, seeds: 4 }
            .tree_to_depth("6", Some(5))
            .unwrap(),
    ];
    for (tree, root) in &trees {
        let nodes = tree.len() as NodeId;
        // Each node's children start where the previous node's end.
        for id in 1..nodes {
            assert_eq!(
                tree.children(id - 1).end,
                tree.children(id).start,
                "node {id}"
            );
        }
        assert_eq!(tree.children(nodes - 1).end, nodes);
        let step = (nodes / 500).max(1) as usize;
        for node in (0..nodes).step_by(step).chain([*root]) {
            let by_levels: Vec<NodeId> = tree.subtree_levels(node, usize::MAX).flatten().collect();
            assert_eq!(by_levels, walked_subtree(tree, node), "node {node}");
            let shallow = tree.depth(node) + 1;
            let within: usize = tree
                .subtree_levels(node, shallow)
                .map(|run| run.len())
                .sum();
            assert_eq!(within, 1 + tree.child_count(node));
        }
    }
}
