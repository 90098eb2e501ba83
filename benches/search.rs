//! Timings on the full tic-tac-toe tree: the tree build, the six recorded modes of seed 002
//! from the empty board (alone and together), the further modes, and the unrecorded floor;
//! then the other games: their tree builds and Kalah(3,3)'s minimax trace.

use std::hint::black_box;
use std::time::{Duration, Instant};

use abtutor::game::Scoring;
use abtutor::search::{self, ChildOrder, Frame, Mode, SearchKind, TableKind};
use abtutor::setup::GameSpec;
use abtutor::tree::{BuildWatch, HiddenCounting, Tree};
use criterion::{BenchmarkGroup, Criterion, measurement::WallTime};

/// The six modes seed 002 records from the empty board, in its order.
fn seed_002_modes() -> [(&'static str, Mode); 6] {
    let minimax = Mode::minimax();
    let alpha_beta = Mode::alpha_beta();
    [
        ("minimax", minimax),
        ("alpha-beta", alpha_beta),
        (
            "alpha-beta init_ab",
            Mode {
                init_ab: true,
                ..alpha_beta
            },
        ),
        (
            "minimax exact table",
            Mode {
                table: TableKind::Exact,
                ..minimax
            },
        ),
        (
            "minimax exact-sym table",
            Mode {
                table: TableKind::ExactSym,
                ..minimax
            },
        ),
        (
            "alpha-beta exact-sym table",
            Mode {
                table: TableKind::ExactSym,
                ..alpha_beta
            },
        ),
    ]
}

/// The modes beyond seed 002: the bounds table, best-first order, shortest victory, and
/// the searches with narrow windows (whose cost per frame should match alpha-beta's).
fn further_modes() -> [(&'static str, Mode); 11] {
    let alpha_beta = Mode::alpha_beta();
    [
        // The yardstick of the searches below, measured beside them.
        ("alpha-beta", alpha_beta),
        (
            "alpha-beta bounds table",
            Mode {
                table: TableKind::Bounds,
                ..alpha_beta
            },
        ),
        (
            "alpha-beta bounds table init_ab",
            Mode {
                table: TableKind::Bounds,
                init_ab: true,
                ..alpha_beta
            },
        ),
        (
            "alpha-beta best-first",
            Mode {
                order: ChildOrder::BestFirst,
                ..alpha_beta
            },
        ),
        (
            "alpha-beta shortest victory",
            Mode {
                shortest_victory: true,
                ..alpha_beta
            },
        ),
        (
            "fail-soft alpha-beta",
            Mode {
                fail_soft: true,
                ..alpha_beta
            },
        ),
        (
            "scout",
            Mode {
                search: SearchKind::Scout,
                ..alpha_beta
            },
        ),
        (
            "mtdf",
            Mode {
                search: SearchKind::Mtdf,
                ..alpha_beta
            },
        ),
        (
            "pvs",
            Mode {
                search: SearchKind::Pvs,
                ..alpha_beta
            },
        ),
        (
            "aspiration",
            Mode {
                search: SearchKind::Aspiration,
                ..alpha_beta
            },
        ),
        (
            "scout bounds-range table",
            Mode {
                search: SearchKind::Scout,
                table: TableKind::BoundsRange,
                ..alpha_beta
            },
        ),
    ]
}

/// Few samples and short windows: the whole run should take a few minutes on two cores.
fn quick<'a>(criterion: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = criterion.benchmark_group(name);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group
}

/// What a recorded minimax search costs in memory.
fn print_memory(tree: &Tree) {
    let trace = search::record(tree, tree.root(), Mode::minimax());
    eprintln!("bytes per frame: {}", size_of::<Frame>());
    eprintln!("minimax trace from the empty board: {} frames", trace.len());
    eprintln!(
        "minimax trace memory: {:.1} MB",
        trace.memory_bytes() as f64 / 1_000_000.0
    );
}

const KALAH_3_3: GameSpec = GameSpec::Kalah { pits: 3, seeds: 3 };

fn tree_build(criterion: &mut Criterion) {
    let mut group = quick(criterion, "tree");
    group.bench_function("build", |bencher| bencher.iter(Tree::tic_tac_toe));
    for spec in [
        GameSpec::Othello4,
        GameSpec::Kalah { pits: 3, seeds: 2 },
        KALAH_3_3,
    ] {
        group.bench_function(format!("build {spec}"), |bencher| {
            bencher.iter(|| black_box(spec).tree_for_root(""))
        });
    }
    group.finish();
}

/// Kalah(3,3), the scale case: its minimax trace, timed and measured.
fn scale_case(criterion: &mut Criterion) {
    let tree = KALAH_3_3.tree_for_root("").expect("Kalah(3,3) fits").0;
    let trace = search::record(&tree, tree.root(), Mode::minimax());
    eprintln!(
        "Kalah(3,3): {} nodes, minimax trace {} frames, {:.1} MB with its indices",
        tree.len(),
        trace.len(),
        trace.memory_bytes() as f64 / 1_000_000.0
    );
    drop(trace);
    let mut group = quick(criterion, "record kalah:3,3");
    group.bench_function("minimax", |bencher| {
        bencher.iter(|| search::record(&tree, black_box(tree.root()), Mode::minimax()).len())
    });
    group.bench_function("alpha-beta", |bencher| {
        bencher.iter(|| search::record(&tree, black_box(tree.root()), Mode::alpha_beta()).len())
    });
    group.finish();
}

/// The horizon scale case: standard Kalah after its first move "6", to ten plies (about 12
/// million nodes), its build and its minimax trace, timed and measured.
fn horizon_scale(criterion: &mut Criterion) {
    const KALAH_6_4: GameSpec = GameSpec::Kalah { pits: 6, seeds: 4 };
    let build = || {
        KALAH_6_4
            .tree_to_depth("6", Some(10))
            .expect("ten plies after 6 fit")
    };
    let (tree, root) = build();
    let trace = search::record(&tree, root, Mode::minimax());
    eprintln!(
        "Kalah(6,4) after 6 to 10 plies: {} nodes, minimax trace {} frames, {:.1} MB with \
         its indices",
        tree.len(),
        trace.len(),
        trace.memory_bytes() as f64 / 1_000_000.0
    );
    drop(trace);
    let deepening = Mode {
        iterative: true,
        ..Mode::alpha_beta()
    };
    let trace = search::record(&tree, root, deepening);
    eprintln!(
        "its alpha-beta with iterative deepening: {} frames, {:.1} MB with the indices of \
         every iteration",
        trace.len(),
        trace.memory_bytes() as f64 / 1_000_000.0
    );
    drop(trace);
    let mut group = criterion.benchmark_group("horizon kalah:6,4 after 6 depth 10");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(20));
    group.bench_function("build", |bencher| bencher.iter(|| build().0.len()));
    group.bench_function("record minimax", |bencher| {
        bencher.iter(|| search::record(&tree, black_box(root), Mode::minimax()).len())
    });
    group.finish();
}

fn recorded_modes(criterion: &mut Criterion, tree: &Tree) {
    let root = tree.root();
    let mut group = quick(criterion, "record seed 002");
    for (name, mode) in seed_002_modes() {
        group.bench_function(name, |bencher| {
            bencher.iter(|| search::record(tree, black_box(root), mode))
        });
    }
    group.bench_function("all six together", |bencher| {
        bencher.iter(|| {
            seed_002_modes().map(|(_, mode)| search::record(tree, black_box(root), mode).len())
        })
    });
    group.finish();

    let mut group = quick(criterion, "record further");
    for (name, mode) in further_modes() {
        group.bench_function(name, |bencher| {
            bencher.iter(|| search::record(tree, black_box(root), mode))
        });
    }
    group.finish();
}

fn unrecorded_floor(criterion: &mut Criterion, tree: &Tree) {
    let mut group = quick(criterion, "floor");
    group.bench_function("negamax_count full tree", |bencher| {
        bencher.iter(|| search::negamax_count(tree, black_box(tree.root()), Scoring::Plain))
    });
    group.finish();
}

/// Alpha-beta over Kalah(6,4)'s rules, no tree and nothing recorded: the floor of a
/// recorded deep search, with DESIGN's visit counts checked before timing.
fn deep_over_rules(criterion: &mut Criterion) {
    const KALAH_6_4: GameSpec = GameSpec::Kalah { pits: 6, seeds: 4 };
    let search = |plies: u16| {
        KALAH_6_4
            .alpha_beta_over_rules("", Some(plies), ChildOrder::Evaluation)
            .expect("the start")
            .expect("an order over the rules")
    };
    for (plies, visits) in [(16, 2_458_681), (20, 52_150_756)] {
        let found = search(plies);
        eprintln!(
            "Kalah(6,4) from the start, {plies} plies, evaluation order over the rules: {} visits, value {}",
            found.visits, found.value
        );
        assert_eq!(found.visits, visits, "DESIGN's count at {plies} plies");
    }
    let mut group = criterion.benchmark_group("over the rules kalah:6,4 evaluation order");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(30));
    for plies in [16, 20] {
        group.bench_function(format!("{plies} plies"), |bencher| {
            bencher.iter(|| search(black_box(plies)).visits)
        });
    }
    group.finish();
}

/// The recorded deep search: alpha-beta grows its tree over the rules (what it touched),
/// then the recorder runs over that tree; each step timed once at 20 plies, the whole
/// measured at 16.
fn deep_grown(criterion: &mut Criterion) {
    const KALAH_6_4: GameSpec = GameSpec::Kalah { pits: 6, seeds: 4 };
    let mode = Mode {
        order: ChildOrder::Evaluation,
        ..Mode::alpha_beta()
    };
    let grow = |plies: u16| {
        KALAH_6_4
            .grow(
                "",
                Some(plies),
                mode,
                HiddenCounting::default(),
                &mut |_| {},
                &mut BuildWatch::default(),
            )
            .expect("the start")
            .expect("an order over the rules")
            .0
    };
    let started = Instant::now();
    let tree = grow(20);
    let grown = started.elapsed();
    let trace = search::record(&tree, tree.base(), mode);
    let recorded = started.elapsed() - grown;
    let summary = trace.summary();
    let real = summary.real.clone().expect("a grown trace");
    let bytes = trace.memory_bytes() + tree.memory_bytes();
    eprintln!(
        "Kalah(6,4), 20 plies, evaluation order, grown and recorded: {} visits, {} frames, \
         {} nodes touched; grown in {grown:.2?} (search over the rules and arena), recorded \
         in {recorded:.2?}, {:.2?} in all; total ≈ {:.3e} (estimated: {}), {:.1} bytes a frame",
        summary.visits,
        summary.frames,
        tree.len(),
        grown + recorded,
        real.total,
        real.estimated,
        bytes as f64 / summary.frames as f64
    );
    assert_eq!(summary.visits, 52_150_756);
    drop((trace, tree));
    let mut group = criterion.benchmark_group("grown and recorded kalah:6,4 evaluation order");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(20));
    group.bench_function("16 plies", |bencher| {
        bencher.iter(|| {
            let tree = grow(black_box(16));
            search::record(&tree, tree.base(), mode).len()
        })
    });
    group.finish();
}

/// Connect Four's solver with the tutorial's part-8 ideas on middle games: the first 10
/// shipped End-Easy games cut after 14 moves (about 14.6 M nodes a position on average).
fn connect_four_solver(criterion: &mut Criterion) {
    use abtutor::game::{ConnectFour, Game};
    use abtutor::search::{Solver, SolverIdeas};
    let game = ConnectFour::standard();
    let benchmark = include_str!("../assets/connect4/end-easy-200.tsv");
    let positions: Vec<_> = benchmark
        .lines()
        .skip(1)
        .take(10)
        .map(|line| {
            line.bytes()
                .take(14)
                .fold(game.initial(), |at, digit| game.play(&at, digit - b'1'))
        })
        .collect();
    let part_8 = SolverIdeas {
        win_check: true,
        score_bound: true,
        centre_order: true,
        upper_table: true,
        bisect: true,
        ..SolverIdeas::default()
    };
    let mut solver = Solver::new(&game, part_8);
    let nodes: u64 = positions.iter().map(|at| solver.solve(at).nodes).sum();
    println!("connect4 part 8, 10 middle games: {nodes} nodes in all");
    let mut group = quick(criterion, "connect4 solver part 8");
    group.bench_function("10 middle games", |bencher| {
        bencher.iter(|| {
            positions
                .iter()
                .map(|at| solver.solve(black_box(at)).nodes)
                .sum::<u64>()
        })
    });
    group.finish();
}

/// The tutorial's part 12, with its compact table, on its first Begin-Easy positions (14
/// stones or fewer): every node count the tutorial's own code gives.
fn connect_four_part_12(criterion: &mut Criterion) {
    use abtutor::game::ConnectFour;
    use abtutor::search::{Solver, SolverIdeas, position_of};
    let game = ConnectFour::standard();
    let sample = include_str!("../assets/connect4/parts9-12-first100.tsv");
    let rows: Vec<Vec<&str>> = sample
        .lines()
        .map(|line| line.split('\t').collect())
        .filter(|row: &Vec<&str>| row[0] == "Begin-Easy")
        .take(10)
        .collect();
    let positions: Vec<_> = rows
        .iter()
        .map(|row| position_of(&game, row[1]).expect("a benchmark position"))
        .collect();
    let ideas = SolverIdeas::part(12).expect("part 12");
    let mut solver = Solver::new(&game, ideas);
    for (row, position) in rows.iter().zip(&positions) {
        assert_eq!(
            solver.solve(position).nodes.to_string(),
            row[6],
            "{}",
            row[1]
        );
    }
    let mut group = quick(criterion, "connect4 solver part 12");
    group.bench_function("10 Begin-Easy positions", |bencher| {
        bencher.iter(|| {
            positions
                .iter()
                .map(|at| solver.solve(black_box(at)).nodes)
                .sum::<u64>()
        })
    });
    group.finish();
}

fn main() {
    let tree = Tree::tic_tac_toe();
    print_memory(&tree);
    let mut criterion = Criterion::default().configure_from_args();
    tree_build(&mut criterion);
    recorded_modes(&mut criterion, &tree);
    unrecorded_floor(&mut criterion, &tree);
    scale_case(&mut criterion);
    horizon_scale(&mut criterion);
    deep_over_rules(&mut criterion);
    deep_grown(&mut criterion);
    connect_four_solver(&mut criterion);
    connect_four_part_12(&mut criterion);
    criterion.final_summary();
}
