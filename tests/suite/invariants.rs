//! Algorithm invariants of the recorded search over the full tic-tac-toe tree: soundness
//! against plain minimax on every position, the counters, the frame model, the node-level
//! navigation and the per-node states.

use std::collections::HashMap;
use std::sync::OnceLock;

use abtutor::game::Scoring;
use abtutor::search::{
    self, ChildOrder, Landmarks, Mode, NodeState, Score, Status, TableKind, Trace,
};
use abtutor::tree::{NodeId, Tree};
use proptest::prelude::*;

use crate::reference;
use reference::naive_minimax;

fn tree() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(Tree::tic_tac_toe)
}

/// The first node, in breadth-first id order, of each distinct position.
fn distinct_positions() -> &'static [NodeId] {
    static POSITIONS: OnceLock<Vec<NodeId>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let tree = tree();
        let mut seen = vec![false; tree.position_count()];
        (0..tree.len() as NodeId)
            .filter(|&id| !std::mem::replace(&mut seen[tree.position_id(id) as usize], true))
            .collect()
    })
}

/// Every combination of minimax, init_ab, table, natural or best-first order and shortest
/// victory.
const MODE_COUNT: usize = 2 * 2 * TableKind::ALL.len() * 2 * 2;

/// Mode number `number` (taken modulo [`MODE_COUNT`]), each option one digit of it.
fn mode_numbered(number: usize) -> Mode {
    let tables = TableKind::ALL.len();
    let number = number % MODE_COUNT;
    Mode {
        minimax: number & 1 == 1,
        init_ab: number >> 1 & 1 == 1,
        table: TableKind::ALL[(number >> 2) % tables],
        order: ChildOrder::ALL[(number >> 2) / tables % 2],
        shortest_victory: (number >> 2) / tables / 2 == 1,
        iterative: false,
        ..Mode::default()
    }
}

fn all_modes() -> Vec<Mode> {
    (0..MODE_COUNT).map(mode_numbered).collect()
}

/// A mode with this table and the other flags taken from `variant`, so that neighbouring
/// positions get different modes; `sound` keeps the exact tables on minimax.
fn varied_mode(table: TableKind, variant: usize, sound: bool) -> Mode {
    let mode = Mode {
        table,
        ..mode_numbered(variant)
    };
    match table {
        TableKind::Exact | TableKind::ExactSym => Mode {
            minimax: sound,
            ..mode
        },
        TableKind::Off | TableKind::Bounds | TableKind::BoundsWidening | TableKind::BoundsRange => {
            mode
        }
    }
}

fn naive_value(node: NodeId, mode: Mode) -> i16 {
    naive_minimax(tree(), mode.scoring())[node as usize]
}

fn minimax_score(root: NodeId, mode: Mode) -> Score {
    Score::finite(naive_value(root, mode))
}

/// The nodes of the subtree of `root`, the root included.
fn subtree(tree: &Tree, root: NodeId) -> Vec<NodeId> {
    let mut nodes = Vec::with_capacity(tree.subtree_size(root) as usize);
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        nodes.push(node);
        stack.extend(tree.children(node));
    }
    nodes
}

/// The node reached from the empty board by taking child `index % count` at each step,
/// stopping at the end of the game.
fn walk(tree: &Tree, choices: &[u8]) -> NodeId {
    let mut node = tree.root();
    for &choice in choices {
        let children = tree.children(node);
        if children.is_empty() {
            break;
        }
        node = children.start + NodeId::from(choice) % children.len() as NodeId;
    }
    node
}

/// The root value agrees with minimax, and `sound` says so.
fn assert_sound(tree: &Tree, root: NodeId, mode: Mode) {
    let summary = search::record(tree, root, mode).summary().clone();
    let expected = minimax_score(root, mode);
    let at = || format!("root {} ({}), {}", root, tree.notation(root), mode.label());
    assert!(summary.sound, "unsound: {}", at());
    assert_eq!(summary.value, expected, "{}", at());
    assert_eq!(summary.minimax_value, expected, "{}", at());
}

/// The figures of the summary agree with the last frame and the root's subtree.
fn assert_counters_add_up(tree: &Tree, trace: &Trace) {
    let summary = trace.summary();
    let root = trace.root();
    let at = || format!("root {root}, {}", trace.mode().label());
    let last = trace.counters_at(trace.len() - 1);
    let size = tree.subtree_size(root);
    let counters = (summary.calculated, summary.pruned);
    // Against minimax worked out here, not the tree's table the summary itself reads.
    let agrees = summary.value == minimax_score(root, trace.mode());
    assert_eq!(last.calculated + last.pruned, size, "{}", at());
    assert_eq!((last.calculated, last.pruned), counters, "{}", at());
    assert_eq!(summary.total, size, "{}", at());
    assert_eq!(summary.sound, agrees, "{}", at());
}

/// The order in which the search takes the children of `node` in this mode.
fn search_order(tree: &Tree, node: NodeId, mode: Mode) -> Vec<NodeId> {
    let children = tree.children(node);
    match mode.order {
        ChildOrder::Natural => children.collect(),
        ChildOrder::BestFirst => {
            let best = naive_value(node, mode);
            let mut ordered: Vec<NodeId> = children.collect();
            if let Some(first_best) = ordered
                .iter()
                .position(|&child| naive_value(child, mode) == best)
            {
                ordered.swap(0, first_best);
            }
            ordered
        }
        ChildOrder::StoreFirst => children.rev().collect(),
        ChildOrder::EvaluationThenStore { .. } | ChildOrder::Center => {
            panic!("a Kalah or Connect Four order: these invariants run on tic-tac-toe")
        }
        ChildOrder::Evaluation => {
            let mut ordered: Vec<NodeId> = children.collect();
            let sign = if tree.is_max_node(node) { -1 } else { 1 };
            ordered.sort_by_key(|&child| sign * tree.static_value(child, mode.scoring()));
            ordered
        }
    }
}

/// One node's frames against DESIGN's pattern, and α, β, child scores and values on them.
fn assert_node_frames(tree: &Tree, trace: &Trace, node: NodeId, indices: &[usize]) {
    let mode = trace.mode();
    let frames = trace.frames().to_vec();
    let statuses: Vec<Status> = indices.iter().map(|&index| frames[index].status).collect();
    let at = || format!("node {node} {:?}, {}", statuses, mode.label());
    let max_node = tree.is_max_node(node);
    let value = trace.value(node).map(Score::finite);
    let bounds = mode.table.keeps_bounds();
    if !bounds && statuses == [Status::Tt] {
        // An exact-mode table hit: one frame, value in α (max) or β (min).
        assert_ne!(mode.table, TableKind::Off, "{}", at());
        assert_ne!(node, trace.root(), "{}", at());
        let frame = frames[indices[0]];
        assert_eq!(
            value,
            Some(if max_node { frame.alpha } else { frame.beta }),
            "{}",
            at()
        );
        return;
    }
    let body_start = if bounds && !tree.is_terminal(node) {
        2
    } else {
        1
    };
    assert!(statuses.len() > body_start, "{}", at());
    assert_eq!(statuses[0], Status::Start, "{}", at());
    if body_start == 2 {
        assert_eq!(statuses[1], Status::Tt, "{}", at());
    }
    assert_eq!(*statuses.last().unwrap(), Status::End, "{}", at());
    let pairs = &indices[body_start..indices.len() - 1];
    assert_eq!(pairs.len() % 2, 0, "{}", at());
    let order = search_order(tree, node, mode);
    let visited = pairs.len() / 2;
    if tree.is_terminal(node) {
        assert_eq!(visited, 0, "{}", at());
        let terminal = tree.terminal_value(node, mode.scoring()).map(Score::finite);
        assert_eq!(value, terminal, "{}", at());
    } else if visited == 0 {
        // Only a bounds table that decides alone may skip every child.
        let decided = trace.bounds_frame(indices[1]).map(|b| b.table_decided);
        assert_eq!(decided, Some(true), "{}", at());
    }
    for (number, pair) in pairs.chunks(2).enumerate() {
        let (score, update) = (frames[pair[0]], frames[pair[1]]);
        assert_eq!(score.status, Status::Score, "{}", at());
        assert_eq!(update.status, Status::Update, "{}", at());
        // The frame before a score frame is the child's last frame.
        let child = frames[pair[0] - 1].node;
        assert_eq!(child, order[number], "{}", at());
        let child_score = score
            .child_score()
            .expect("score frames carry the child score");
        assert_eq!(trace.value(child).map(Score::finite), Some(child_score));
        let (alpha, beta) = if bounds {
            let best = trace.bounds_frame(pair[1]).and_then(|b| b.best).unwrap();
            if max_node {
                (score.alpha.max(best), score.beta)
            } else {
                (score.alpha, score.beta.min(best))
            }
        } else if max_node {
            (score.alpha.max(child_score), score.beta)
        } else {
            (score.alpha, score.beta.min(child_score))
        };
        assert_eq!((update.alpha, update.beta), (alpha, beta), "{}", at());
        // With α < β on entry, the updated window closes exactly when the child cuts.
        let cut = if mode.cut_gt {
            alpha > beta
        } else {
            alpha >= beta
        };
        assert_eq!(update.is_cut(), cut, "{}", at());
        if number + 1 < visited {
            assert!(!cut, "{}", at());
        } else if visited < order.len() {
            assert!(cut, "{}", at());
        }
    }
    if visited < order.len() {
        for &skipped in &order[visited..] {
            assert!(trace.pruned_at(tree, skipped).is_some(), "{}", at());
        }
    }
    let end = frames[*indices.last().unwrap()];
    let returned = if bounds {
        trace
            .bounds_frame(indices[indices.len() - 1])
            .and_then(|b| b.best)
    } else {
        Some(if max_node { end.alpha } else { end.beta })
    };
    assert_eq!(value, returned, "{}", at());
    for &index in indices {
        let has_score = frames[index].child_score().is_some();
        assert_eq!(has_score, frames[index].status == Status::Score, "{}", at());
    }
}

/// Every per-frame and per-node invariant of one trace, by brute force over its frames.
fn assert_trace_in_detail(tree: &Tree, trace: &Trace) {
    let root = trace.root();
    let mode = trace.mode();
    let frames = trace.frames().to_vec();
    let at = || format!("root {root}, {}", mode.label());
    // The deepest node entered: the first, in frame order, of the greatest depth any frame shows.
    let deepest = frames.iter().map(|frame| tree.depth(frame.node)).max();
    let first_deepest = frames
        .iter()
        .find(|frame| Some(tree.depth(frame.node)) == deepest)
        .map(|frame| frame.node);
    let landmarks = Landmarks::find(tree, trace);
    assert_eq!(landmarks.deepest_entered, first_deepest, "{}", at());
    // Every entry of a node is a visit: a start frame, or a table hit that stands for one.
    let mut visits = 0;
    for (index, frame) in frames.iter().enumerate() {
        let hit = frame.status == Status::Tt && mode.table.hit_is_a_visit();
        visits += u32::from(frame.status == Status::Start || hit);
        assert_eq!(trace.visits_at(index), visits, "frame {index}, {}", at());
    }
    assert_eq!(trace.summary().visits, visits, "{}", at());
    let nodes = subtree(tree, root);
    let mut fixed_per_frame = vec![0u32; frames.len()];
    let mut pruned_per_frame = vec![0u32; frames.len()];
    for &node in &nodes {
        match (trace.fixed_at(node), trace.pruned_at(tree, node)) {
            (Some(fixed), None) => fixed_per_frame[fixed] += 1,
            (None, Some(pruned)) => pruned_per_frame[pruned] += 1,
            other => panic!("node {node} fixed/pruned {other:?}, {}", at()),
        }
    }
    let (mut calculated, mut pruned) = (0, 0);
    for index in 0..frames.len() {
        calculated += fixed_per_frame[index];
        pruned += pruned_per_frame[index];
        let counters = trace.counters_at(index);
        assert_eq!(
            counters.calculated,
            calculated,
            "calculated at {index}, {}",
            at()
        );
        assert_eq!(counters.pruned, pruned, "pruned at {index}, {}", at());
        let bounds_frame = trace.bounds_frame(index).is_some();
        assert_eq!(bounds_frame, mode.table.keeps_bounds(), "{}", at());
    }
    let counters: Vec<_> = trace.counts().each(frames.len()).collect();
    for pair in counters.windows(2) {
        assert!(pair[0].calculated <= pair[1].calculated, "{}", at());
        assert!(pair[0].pruned <= pair[1].pruned, "{}", at());
    }

    let mut frames_of: HashMap<NodeId, Vec<usize>> = HashMap::new();
    for (index, frame) in frames.iter().enumerate() {
        frames_of.entry(frame.node).or_default().push(index);
    }
    for &node in &nodes {
        let Some(indices) = frames_of.get(&node) else {
            assert!(
                trace.pruned_at(tree, node).is_some(),
                "node {node} unseen, {}",
                at()
            );
            continue;
        };
        assert!(
            trace.pruned_at(tree, node).is_none(),
            "pruned node {node} shown, {}",
            at()
        );
        assert_eq!(trace.started_at(node), Some(indices[0]), "{}", at());
        assert_eq!(trace.fixed_at(node), indices.last().copied(), "{}", at());
        assert_node_frames(tree, trace, node, indices);
        for (position, &index) in indices.iter().enumerate() {
            let next = indices.get(position + 1).copied();
            let previous = position.checked_sub(1).map(|p| indices[p]);
            assert_eq!(trace.next_frame_of_node(index), next, "next of {index}");
            assert_eq!(
                trace.previous_frame_of_node(index),
                previous,
                "prev of {index}"
            );
            assert_eq!(trace.first_frame_of_node(index), Some(indices[0]));
            assert_eq!(trace.last_frame_of_node(index), indices.last().copied());
        }
        if mode.minimax {
            // A full window everywhere: every fixed value is the exact one.
            let exact = naive_value(node, mode);
            assert_eq!(trace.value(node), Some(exact), "node {node}, {}", at());
        }
    }
    // The frame count from DESIGN's frame model, node by node: a table hit of an exact table
    // is one frame; any other node shown has start and end, a tt frame when a bounds table
    // looks it up, and a score and an update frame per child it visits.
    let mut expected_frames = 0;
    for &node in &nodes {
        let Some(indices) = frames_of.get(&node) else {
            continue;
        };
        let hit = !mode.table.keeps_bounds() && frames[indices[0]].status == Status::Tt;
        let visited = tree
            .children(node)
            .filter(|&child| trace.pruned_at(tree, child).is_none())
            .count();
        let looked_up = usize::from(mode.table.keeps_bounds() && !tree.is_terminal(node));
        let expected = if hit { 1 } else { 2 + looked_up + 2 * visited };
        assert_eq!(indices.len(), expected, "frames of node {node}, {}", at());
        expected_frames += expected;
    }
    assert_eq!(frames.len(), expected_frames, "{}", at());
    assert_eq!(trace.summary().frames, expected_frames, "{}", at());
    assert_eq!(trace.next_frame_of_node(frames.len()), None);
    assert_eq!(trace.previous_frame_of_node(frames.len()), None);
    assert_eq!(trace.first_frame_of_node(frames.len()), None);
    assert_eq!(trace.last_frame_of_node(frames.len()), None);
    assert_node_states(tree, trace, &nodes);
}

/// `node_state` against the two per-node indices, at the frames where the state may change.
fn assert_node_states(tree: &Tree, trace: &Trace, nodes: &[NodeId]) {
    let last = trace.len() - 1;
    for &node in nodes {
        let fixed = trace.fixed_at(node);
        let pruned = trace.pruned_at(tree, node);
        let around =
            |index: Option<usize>| index.into_iter().flat_map(|i| [i.saturating_sub(1), i]);
        for frame in [0, last]
            .into_iter()
            .chain(around(fixed))
            .chain(around(pruned))
        {
            let expected = if pruned.is_some_and(|p| p <= frame) {
                NodeState::Pruned
            } else if fixed.is_some_and(|f| f <= frame) {
                NodeState::Calculated(trace.value(node).unwrap())
            } else {
                NodeState::Pending
            };
            let state = trace.node_state(tree, node, frame);
            assert_eq!(state, expected, "node {node} at frame {frame}");
        }
    }
    // Nodes off the root's subtree: its ancestors, their other children, a spread of ids.
    let root = trace.root();
    let mut sorted = nodes.to_vec();
    sorted.sort_unstable();
    let inside = |node: NodeId| sorted.binary_search(&node).is_ok();
    let mut outside: Vec<NodeId> = std::iter::successors(tree.parent(root), |&n| tree.parent(n))
        .flat_map(|ancestor| std::iter::once(ancestor).chain(tree.children(ancestor)))
        .chain((0..tree.len() as NodeId).step_by(9_973))
        .collect();
    outside.retain(|&node| !inside(node));
    for node in outside {
        for frame in [0, last] {
            assert_eq!(trace.node_state(tree, node, frame), NodeState::Outside);
        }
        assert_eq!(
            (trace.fixed_at(node), trace.pruned_at(tree, node)),
            (None, None)
        );
    }
}

/// Small roots for the brute-force checks: depths 2 to 5, first and later nodes.
fn small_roots(tree: &Tree) -> Vec<NodeId> {
    (2..=5)
        .flat_map(|depth| {
            let ids = tree.nodes_at_depth(depth);
            [ids.start, ids.start + (ids.end - ids.start) / 3]
        })
        .collect()
}

fn sound_on_every_position(table: TableKind) {
    let tree = tree();
    for (number, &root) in distinct_positions().iter().enumerate() {
        assert_sound(tree, root, varied_mode(table, number, true));
    }
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_without_a_table() {
    sound_on_every_position(TableKind::Off);
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_with_an_exact_table() {
    sound_on_every_position(TableKind::Exact);
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_with_a_symmetric_table() {
    sound_on_every_position(TableKind::ExactSym);
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_with_a_bounds_table() {
    sound_on_every_position(TableKind::Bounds);
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_with_a_widening_bounds_table() {
    sound_on_every_position(TableKind::BoundsWidening);
}

#[test]
fn sound_modes_agree_with_minimax_on_every_position_with_the_later_bounds_table() {
    sound_on_every_position(TableKind::BoundsRange);
}

/// Fail-soft returns and cuts on s > β, with every sound table, on every position.
#[test]
fn fail_soft_and_strict_cuts_agree_with_minimax_on_every_position() {
    let tree = tree();
    let tables = [
        TableKind::Off,
        TableKind::Bounds,
        TableKind::BoundsWidening,
        TableKind::BoundsRange,
    ];
    for (number, &root) in distinct_positions().iter().enumerate() {
        let mode = Mode {
            fail_soft: number % 2 == 0,
            cut_gt: number % 3 != 0,
            ..varied_mode(tables[number % tables.len()], number, true)
        };
        assert_sound(tree, root, mode);
    }
}

/// The full cross product of sound modes on a spread of positions, the top of the tree included.
#[test]
fn every_sound_mode_agrees_with_minimax_on_a_spread_of_positions() {
    let tree = tree();
    let modes: Vec<Mode> = all_modes()
        .into_iter()
        .filter(|mode| !mode.is_knowingly_unsound())
        .collect();
    assert_eq!(modes.len(), 80);
    let positions = distinct_positions();
    let top = positions.iter().take_while(|&&id| tree.depth(id) <= 2);
    for &root in top.chain(positions.iter().step_by(23)) {
        for &mode in &modes {
            assert_sound(tree, root, mode);
        }
    }
}

/// Positions, of the 5,478, where alpha-beta with each flawed table (options varied as
/// `varied_mode` gives them) returns a value other than minimax.
const UNSOUND_EXACT: usize = 29;
const UNSOUND_EXACT_SYM: usize = 40;

#[test]
fn the_trees_minimax_table_agrees_with_minimax_worked_out_from_the_boards() {
    let tree = tree();
    assert_eq!(distinct_positions().len(), 5_478);
    for scoring in [Scoring::Plain, Scoring::ShortestVictory] {
        let naive = naive_minimax(tree, scoring);
        for node in 0..tree.len() as NodeId {
            let leaf = tree.children(node).is_empty();
            assert_eq!(leaf, tree.is_terminal(node), "node {node}");
            if leaf {
                let value = tree.terminal_value(node, scoring);
                assert_eq!(value, Some(naive[node as usize]), "leaf {node}");
            }
            let value = tree.minimax_value(node, scoring);
            assert_eq!(value, naive[node as usize], "node {node}, {scoring:?}");
        }
    }
}

#[test]
fn unsound_table_modes_report_soundness_exactly_on_every_position() {
    let tree = tree();
    let mut unsound: HashMap<&str, usize> = HashMap::new();
    for (number, &root) in distinct_positions().iter().enumerate() {
        for table in [TableKind::Exact, TableKind::ExactSym] {
            let mode = varied_mode(table, number, false);
            assert!(mode.is_knowingly_unsound());
            let summary = search::record(tree, root, mode).summary().clone();
            let minimax = minimax_score(root, mode);
            let at = || format!("root {root}, {}", mode.label());
            assert_eq!(summary.minimax_value, minimax, "{}", at());
            assert_eq!(summary.sound, summary.value == minimax, "{}", at());
            *unsound.entry(table.name()).or_default() += usize::from(summary.value != minimax);
        }
    }
    // How often the flawed combination goes wrong, counted once and pinned.
    assert_eq!(
        unsound,
        HashMap::from([("exact", UNSOUND_EXACT), ("exact-sym", UNSOUND_EXACT_SYM)])
    );
}

#[test]
fn alpha_beta_with_a_symmetric_exact_table_gets_the_empty_board_wrong() {
    let tree = tree();
    let mode = Mode {
        table: TableKind::ExactSym,
        ..Mode::alpha_beta()
    };
    let summary = search::record(tree, tree.root(), mode).summary().clone();
    assert_eq!(summary.value, Score::finite(1));
    assert_eq!(summary.minimax_value, Score::finite(0));
    assert!(!summary.sound);
}

#[test]
fn calculated_plus_pruned_is_the_subtree_size_for_every_mode() {
    let tree = tree();
    let firsts = (0..=tree.max_depth()).map(|depth| tree.nodes_at_depth(depth).start);
    let roots: Vec<NodeId> = firsts
        .chain(distinct_positions().iter().copied().step_by(61))
        .collect();
    for mode in all_modes() {
        for &root in &roots {
            assert_counters_add_up(tree, &search::record(tree, root, mode));
        }
    }
}

#[test]
fn frames_counters_navigation_and_states_hold_on_small_roots_in_every_mode() {
    let tree = tree();
    for root in small_roots(tree) {
        for mode in all_modes() {
            let trace = search::record(tree, root, mode);
            assert_counters_add_up(tree, &trace);
            assert_trace_in_detail(tree, &trace);
        }
    }
}

#[test]
fn exact_table_hits_are_single_frames_that_navigation_stays_on() {
    let tree = tree();
    let root = tree.nodes_at_depth(2).start;
    for table in [TableKind::Exact, TableKind::ExactSym] {
        for minimax in [false, true] {
            let mode = Mode {
                minimax,
                table,
                ..Mode::default()
            };
            let trace = search::record(tree, root, mode);
            let hits: Vec<usize> = (0..trace.len())
                .filter(|&index| trace.status(index) == Some(Status::Tt))
                .collect();
            assert!(!hits.is_empty(), "no table hit, {}", mode.label());
            for index in hits {
                assert_eq!(trace.first_frame_of_node(index), Some(index));
                assert_eq!(trace.last_frame_of_node(index), Some(index));
                assert_eq!(trace.next_frame_of_node(index), None);
                assert_eq!(trace.previous_frame_of_node(index), None);
                let node = trace.frame(index).unwrap().node;
                let below = tree.children(node).map(|child| tree.subtree_size(child));
                let before = trace.counters_at(index - 1);
                let hit = trace.counters_at(index);
                assert_eq!(hit.calculated - before.calculated, 1);
                assert_eq!(hit.pruned - before.pruned, below.sum::<u32>());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_roots_and_modes_keep_the_invariants(
        choices in prop::collection::vec(0u8..9, 0..=9),
        mode in (0..MODE_COUNT).prop_map(mode_numbered),
    ) {
        let tree = tree();
        let root = walk(tree, &choices);
        let trace = search::record(tree, root, mode);
        let summary = trace.summary();
        let minimax = minimax_score(root, mode);
        prop_assert_eq!(summary.sound, summary.value == minimax);
        if !mode.is_knowingly_unsound() {
            prop_assert!(summary.sound, "root {}, {}", tree.notation(root), mode.label());
        }
        assert_counters_add_up(tree, &trace);
        if tree.subtree_size(root) <= 10_000 {
            assert_trace_in_detail(tree, &trace);
        }
    }
}

#[test]
fn the_unrecorded_floor_visits_the_whole_tree_with_the_minimax_value() {
    let tree = tree();
    for scoring in [Scoring::Plain, Scoring::ShortestVictory] {
        let (value, visited) = search::negamax_count(tree, tree.root(), scoring);
        assert_eq!(value, 0, "tic-tac-toe is a draw");
        assert_eq!(value, naive_minimax(tree, scoring)[tree.root() as usize]);
        assert_eq!(visited, 549_946);
    }
}
