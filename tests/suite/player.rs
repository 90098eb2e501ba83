//! The player without a window: commands in, cursor out.

use std::sync::{Arc, OnceLock};

use abtutor::app::Recording;
use abtutor::app::{
    JobError, MAX_SPEED, MIN_SPEED, Player, PlayerCommand, PlayerLayout, PlayerMessage, PlayerView,
    RecordedSearch,
};
use abtutor::lang::Lang;
use abtutor::search::{self, ChildOrder, Landmark, Mode, Status, TableKind};
use abtutor::setup::GameSpec;
use abtutor::tree::{Tree, TreeError};
use egui_kittest::kittest::Queryable;
use proptest::prelude::*;

fn tree() -> &'static Arc<Tree> {
    static TREE: OnceLock<Arc<Tree>> = OnceLock::new();
    TREE.get_or_init(|| Arc::new(Tree::tic_tac_toe()))
}

/// The tic-tac-toe tree below two moves only: small searches for the random sequences.
fn small_tree() -> &'static Arc<Tree> {
    static TREE: OnceLock<Arc<Tree>> = OnceLock::new();
    TREE.get_or_init(|| Arc::new(GameSpec::TicTacToe.tree_below("00,11").unwrap().0))
}

fn player(root: &str, mode: Mode) -> Player {
    player_on(tree(), root, mode)
}

fn player_on(tree: &Arc<Tree>, root: &str, mode: Mode) -> Player {
    let root = tree.find_by_notation(root).expect("a valid root");
    Player::new(
        Arc::new(RecordedSearch::new(
            Arc::clone(tree),
            search::record(tree, root, mode),
        )),
        20.0,
    )
}

#[test]
fn playing_advances_speed_times_elapsed_and_stops_at_the_end() {
    let mut player = player("", Mode::alpha_beta());
    player.apply(PlayerCommand::TogglePlay);
    assert!(player.is_playing());
    player.apply(PlayerCommand::Tick(0.5));
    assert_eq!(player.frame_index(), 10);
    player.apply(PlayerCommand::Tick(0.025));
    player.apply(PlayerCommand::Tick(0.025));
    assert_eq!(player.frame_index(), 11, "fractions of a frame carry over");
    player.apply(PlayerCommand::SetSpeed(MAX_SPEED * 10.0));
    assert_eq!(player.speed(), MAX_SPEED);
    player.apply(PlayerCommand::TogglePlay);
    player.apply(PlayerCommand::TogglePlay);
    for _ in 0..20 {
        player.apply(PlayerCommand::Tick(1.0));
    }
    assert_eq!(player.frame_index(), player.last_frame_index());
    assert!(!player.is_playing(), "playing stops at the last frame");
    assert!(!player.can(PlayerCommand::TogglePlay));
}

#[test]
fn counters_compare_with_the_previously_shown_frame() {
    let mut player = player(
        "",
        Mode {
            table: TableKind::Exact,
            ..Mode::minimax()
        },
    );
    player.apply(PlayerCommand::SetFrame(32_689));
    player.apply(PlayerCommand::Step(1));
    assert_eq!(
        (player.previous_frame_index(), player.frame_index()),
        (32_689, 32_690)
    );
    let pruned = |index| player.trace().counters_at(index).pruned;
    assert_eq!(pruned(32_690) - pruned(player.previous_frame_index()), 1348);
}

#[test]
fn selecting_a_pruned_node_goes_to_the_frame_that_pruned_it() {
    let mut player = player("", Mode::alpha_beta());
    let trace = player.trace();
    let pruned_node = (0..tree().len() as u32)
        .find(|&node| trace.pruned_at(tree(), node).is_some())
        .expect("alpha-beta prunes");
    let pruned_at = trace.pruned_at(tree(), pruned_node).unwrap();
    player.apply(PlayerCommand::SelectNode(pruned_node));
    assert_eq!(player.frame_index(), pruned_at);
    assert!(player.trace().frames().at(pruned_at).is_cut());
}

#[test]
fn landmark_jumps_land_on_their_kind() {
    let mut player = player(
        "",
        Mode {
            table: TableKind::Bounds,
            ..Mode::alpha_beta()
        },
    );
    player.apply(PlayerCommand::Next(Landmark::TableHit));
    let hit = player.frame_index();
    assert_eq!(player.trace().frames().at(hit).status, Status::Tt);
    assert!(player.trace().bounds_frame(hit).unwrap().found);
    player.apply(PlayerCommand::Next(Landmark::RootChange));
    let change = player.frame_index();
    let frame = player.trace().frames().at(change);
    assert_eq!(
        (frame.node, frame.status),
        (player.trace().root(), Status::Update)
    );
    assert!(
        !player.can(PlayerCommand::Previous(Landmark::RootChange)),
        "the first change"
    );
    player.apply(PlayerCommand::Last);
    player.apply(PlayerCommand::Previous(Landmark::RootChange));
    let last_change = player.frame_index();
    assert!(last_change >= change);
    assert_eq!(
        player.trace().frames().at(last_change).status,
        Status::Update
    );
}

fn any_mode() -> impl Strategy<Value = Mode> {
    (
        any::<bool>(),
        any::<bool>(),
        0..TableKind::ALL.len(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(minimax, init_ab, table, best_first, shortest_victory)| Mode {
                minimax,
                init_ab,
                table: TableKind::ALL[table],
                order: if best_first {
                    ChildOrder::BestFirst
                } else {
                    ChildOrder::Natural
                },
                shortest_victory,
                iterative: false,
                fail_soft: init_ab,
                cut_gt: shortest_victory,
                ..Mode::default()
            },
        )
}

fn any_command() -> impl Strategy<Value = PlayerCommand> {
    let landmark = prop_oneof![
        Just(Landmark::Cut),
        Just(Landmark::TableHit),
        Just(Landmark::RootChange)
    ];
    prop_oneof![
        any::<usize>().prop_map(PlayerCommand::SetFrame),
        (0usize..200).prop_map(PlayerCommand::SetFrame),
        any::<i64>().prop_map(PlayerCommand::Step),
        (-3i64..=3).prop_map(PlayerCommand::Step),
        Just(PlayerCommand::First),
        Just(PlayerCommand::Last),
        Just(PlayerCommand::TogglePlay),
        Just(PlayerCommand::Pause),
        prop_oneof![any::<f64>(), MIN_SPEED..MAX_SPEED].prop_map(PlayerCommand::SetSpeed),
        Just(PlayerCommand::NodeFirst),
        Just(PlayerCommand::NodePrevious),
        Just(PlayerCommand::NodeNext),
        Just(PlayerCommand::NodeLast),
        landmark.clone().prop_map(PlayerCommand::Next),
        landmark.prop_map(PlayerCommand::Previous),
        (0u32..8_000).prop_map(PlayerCommand::SelectNode),
        any::<u32>().prop_map(PlayerCommand::SelectNode),
        prop_oneof![any::<f64>(), 0.0..2.0f64].prop_map(PlayerCommand::Tick),
    ]
}

proptest! {
    // Small searches (below two moves) so that 10,000 sequences run in seconds.
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn random_commands_never_panic_and_keep_the_frame_in_range(
        depth in 2usize..8,
        pick in any::<prop::sample::Index>(),
        mode in any_mode(),
        commands in prop::collection::vec(any_command(), 1..40),
    ) {
        let tree = small_tree();
        let nodes = tree.nodes_at_depth(depth);
        let root = nodes.start + pick.index((nodes.end - nodes.start) as usize) as u32;
        let mut player = player_on(tree, &tree.notation(root), mode);
        for command in commands {
            let enabled = player.can(command);
            let before = player.frame_index();
            player.apply(command);
            prop_assert!(player.frame_index() <= player.last_frame_index());
            prop_assert!(player.previous_frame_index() <= player.last_frame_index());
            prop_assert!((MIN_SPEED..=MAX_SPEED).contains(&player.speed()));
            let moves_frame = !matches!(command, PlayerCommand::Tick(_) | PlayerCommand::TogglePlay
                | PlayerCommand::Pause | PlayerCommand::SetSpeed(_));
            if moves_frame && !enabled {
                prop_assert_eq!(player.frame_index(), before, "a disabled command moves nothing");
            }
        }
    }
}

/// A cell's player on the alpha-beta search of the empty board, drawn in a harness.
fn cell_harness(layout: PlayerLayout) -> egui_kittest::Harness<'static, PlayerView> {
    let search = player("", Mode::alpha_beta()).search().clone();
    let mut view = PlayerView::in_cell(search, 0);
    view.layout = layout;
    egui_kittest::Harness::builder()
        .with_size((1000.0, 700.0))
        .with_step_dt(0.25)
        .build_ui_state(
            |ui, view: &mut PlayerView| {
                let actions = view.ui(ui, Lang::En);
                assert!(actions.is_empty(), "a cell asks the app for nothing");
            },
            view,
        )
}

#[test]
fn one_player_view_plays_by_the_frame_time_in_every_layout() {
    for layout in [PlayerLayout::Cell, PlayerLayout::Window] {
        let mut harness = cell_harness(layout);
        harness.step();
        harness.state_mut().player.apply(PlayerCommand::TogglePlay);
        let speed = harness.state().player.speed();
        harness.step();
        harness.step();
        let frame_index = harness.state().player.frame_index();
        // Each step is a quarter of a second: about speed / 4 frames a step.
        let expected = (speed * 0.5) as usize;
        assert!(
            frame_index.abs_diff(expected) <= 1 + (speed * 0.25) as usize,
            "{layout:?}: frame {frame_index}, about {expected} expected"
        );
    }
}

#[test]
fn the_question_layout_shows_the_search_before_it_starts() {
    let mut harness = cell_harness(PlayerLayout::Question);
    harness.state_mut().player.apply(PlayerCommand::Last);
    harness.run();
    assert_eq!(
        harness.state().player.frame_index(),
        harness.state().player.last_frame_index(),
        "the question's picture leaves the player where it is"
    );
    assert!(harness.query_by_label("Play").is_none(), "no controls");
}

#[test]
fn the_player_phrases_the_cores_errors_in_the_ui_language() {
    let error = GameSpec::TicTacToe.check_moves("00,00").unwrap_err();
    let message = PlayerMessage::RootRefused {
        root: "00,00".to_string(),
        error,
    };
    let english = message.text(Lang::En);
    assert!(
        english.starts_with("Root moves '00,00': move 2"),
        "{english}"
    );
    let japanese = message.text(Lang::Ja);
    assert!(
        japanese.starts_with("ルートノードの着手 '00,00': 2 手目"),
        "{japanese}"
    );
    let stopped = PlayerMessage::RecordingFailed(JobError::Stopped);
    assert_eq!(stopped.text(Lang::Ja), "記録が予期せず止まりました");
    let cancelled = abtutor::text::tree_error(Lang::En, &TreeError::Cancelled);
    assert_eq!(cancelled, "the tree was not built: cancelled");
}
