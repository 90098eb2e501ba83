//! Random playouts and Monte Carlo tree search on the game's rules: playouts a second on
//! one core (tic-tac-toe from the empty board, standard Kalah from its start), and MCTS
//! with 100,000 iterations on Kalah(6,4).

use std::hint::black_box;
use std::time::Duration;

use abtutor::game::{Game, Kalah, TicTacToe};
use abtutor::search::montecarlo::{
    DEFAULT_EXPLORATION, MonteCarloKind, monte_carlo_tree_search, playout,
};
use abtutor::setup::GameSpec;
use abtutor::tree::SplitMix64;
use criterion::{Criterion, Throughput};

/// Playouts per measured step: enough to time well, few enough to repeat.
const BATCH: u64 = 10_000;

fn playouts<G: Game>(criterion: &mut Criterion, name: &str, game: G) {
    let mut group = criterion.benchmark_group("playouts");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(BATCH));
    let mut generator = SplitMix64::new(1);
    let mut moves = Vec::new();
    let start = game.initial();
    group.bench_function(name, |bencher| {
        bencher.iter(|| {
            let mut total = 0i64;
            for _ in 0..BATCH {
                total += playout(&game, start, &mut generator, &mut moves) as i64;
            }
            black_box(total)
        })
    });
    group.finish();
}

fn mcts(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("mcts");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10));
    let game = Kalah::new(6, 4);
    group.bench_function("kalah:6,4 100000 iterations", |bencher| {
        bencher.iter(|| {
            let mut generator = SplitMix64::new(1);
            monte_carlo_tree_search(
                &game,
                game.initial(),
                100_000,
                DEFAULT_EXPLORATION,
                &mut generator,
                &mut (),
            )
        })
    });
    let kind = MonteCarloKind::TreeSearch {
        iterations: 100_000,
        exploration: DEFAULT_EXPLORATION,
    };
    let recorded = GameSpec::Kalah { pits: 6, seeds: 4 }
        .record_monte_carlo("", kind, 1)
        .expect("the start is a position")
        .expect("the game goes on");
    println!(
        "recorded MCTS, kalah:6,4, 100000 iterations: {} frames, {} nodes, {:.1} bytes a frame",
        recorded.len(),
        recorded.node_count(),
        recorded.bytes() as f64 / recorded.len() as f64
    );
    group.bench_function("kalah:6,4 100000 iterations recorded", |bencher| {
        bencher.iter(|| GameSpec::Kalah { pits: 6, seeds: 4 }.record_monte_carlo("", kind, 1))
    });
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    playouts(&mut criterion, "tictactoe", TicTacToe);
    playouts(&mut criterion, "kalah:6,4", Kalah::new(6, 4));
    mcts(&mut criterion);
    criterion.final_summary();
}
