//! CPU time of one UI frame (layout + tessellation, no GPU) at random frames of the
//! minimax traces of tic-tac-toe, Kalah(3,3) and (benchmark runs only) standard Kalah after
//! "6" to ten plies, and the time from start to the first frame ready to paint, and the
//! resident memory with each trace loaded (Linux: /proc/self/status); then the Monte Carlo
//! view at random frames of a recorded MCTS.
//! Run: `cargo bench --bench ui_frame`.

use std::time::{Duration, Instant};

use abtutor::app::{AbtutorApp, PlayerCommand, Settings, View};
use abtutor::search::Mode;
use abtutor::setup::GameSpec;
use abtutor::setup::{MonteCarloSetup, SearchSetup};

const SAMPLES: usize = 1000;

fn raw_input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1400.0, 860.0),
        )),
        ..Default::default()
    }
}

/// One UI frame: the app laid out and its shapes tessellated into meshes.
fn ui_frame(ctx: &egui::Context, app: &mut AbtutorApp) -> usize {
    let mut output = ctx.run_ui(raw_input(), |ui| app.show(ui));
    // No GPU here: the font atlas updates are dropped on purpose.
    output.textures_delta.clear();
    ctx.tessellate(output.shapes, output.pixels_per_point).len()
}

fn percentile(sorted: &[Duration], share: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * share).round() as usize]
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` passes nothing: run quickly then.
    let benchmarking = std::env::args().any(|argument| argument == "--bench");
    let samples = if benchmarking { SAMPLES } else { 20 };
    let start = Instant::now();
    let ctx = egui::Context::default();
    ctx.set_theme(egui::Theme::Light);
    abtutor::app::install_fonts(&ctx);
    // As the window opens it: the search prepared on the second core meanwhile.
    let mut app = AbtutorApp::opening(Settings::default());
    ui_frame(&ctx, &mut app);
    println!(
        "start to first frame (alpha-beta recorded over the tree it grew, laid out, tessellated): {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    // The next frame shows the same search over the complete tree, built after the first.
    ui_frame(&ctx, &mut app);
    println!(
        "start to second frame (the search over the complete tree): {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    // Only one app at a time, as in the window: the memory figures are each trace's.
    drop(app);

    random_frames(&ctx, Settings::default(), "tic-tac-toe", samples);
    random_frames(
        &ctx,
        Settings {
            search: SearchSetup {
                game: GameSpec::Kalah { pits: 3, seeds: 3 },
                ..SearchSetup::default()
            },
            ..Settings::default()
        },
        "Kalah(3,3)",
        samples,
    );
    // About 48 million frames: too slow for a quick check.
    if benchmarking {
        random_frames(
            &ctx,
            Settings {
                search: SearchSetup {
                    game: GameSpec::Kalah { pits: 6, seeds: 4 },
                    root: "6".to_string(),
                    depth: Some(10),
                    ..SearchSetup::default()
                },
                ..Settings::default()
            },
            "Kalah(6,4) after 6 to 10 plies",
            samples,
        );
    }
    // The 20-ply Kalah(6,4) alpha-beta: about 10 GB and 25 s to record; asked for by name.
    if benchmarking && std::env::var_os("ABTUTOR_BENCH_DEEP").is_some() {
        deep_frames(&ctx, samples);
    }
    monte_carlo_frames(&ctx, benchmarking, samples);
    if let Some(peak) = resident_megabytes("VmHWM") {
        println!("peak resident memory of the whole run: {peak:.0} MB");
    }
}

/// The UI frame time at pseudo-random frames of a minimax trace of the settings' game.
fn random_frames(ctx: &egui::Context, settings: Settings, game: &str, samples: usize) {
    let recording = Instant::now();
    let mut settings = settings;
    settings.search.mode = Mode::minimax();
    let mut app = AbtutorApp::new(settings);
    println!(
        "{game}: app with the minimax trace ready: {:.1} ms",
        recording.elapsed().as_secs_f64() * 1e3
    );
    sample_frames(ctx, &mut app, game, samples);
}

/// The UI frame time at pseudo-random frames of Kalah(6,4)'s alpha-beta 20 plies deep in
/// evaluation order, grown and recorded (208,603,022 frames).
fn deep_frames(ctx: &egui::Context, samples: usize) {
    let recording = Instant::now();
    let mut app = AbtutorApp::new(Settings::default());
    app.settings_mut().search = SearchSetup {
        game: GameSpec::Kalah { pits: 6, seeds: 4 },
        depth: Some(20),
        mode: Mode {
            order: abtutor::search::ChildOrder::Evaluation,
            ..Mode::alpha_beta()
        },
        ..SearchSetup::default()
    };
    app.run_search(ctx);
    app.wait_for_recording();
    ui_frame(ctx, &mut app);
    let game = "Kalah(6,4) alpha-beta 20 plies";
    println!(
        "{game}: app with the trace ready: {:.1} s",
        recording.elapsed().as_secs_f64()
    );
    sample_frames(ctx, &mut app, game, samples);
}

/// The UI frame time at `samples` pseudo-random frames of the app's trace.
fn sample_frames(ctx: &egui::Context, app: &mut AbtutorApp, game: &str, samples: usize) {
    let frames = app.player().trace().len();
    if let Some(resident) = resident_megabytes("VmRSS") {
        println!("{game}: resident memory with the trace: {resident:.0} MB");
    }
    // Warm the font atlas and caches as a running app would have them.
    for _ in 0..5 {
        ui_frame(ctx, app);
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        // xorshift: a fixed sequence of pseudo-random frames, the same every run.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        app.apply(PlayerCommand::SetFrame((state % frames as u64) as usize));
        let began = Instant::now();
        ui_frame(ctx, app);
        times.push(began.elapsed());
    }
    times.sort();
    println!(
        "{game}: UI frame at {samples} random frames of the trace ({frames} frames): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
    );
}

/// The UI frame time at pseudo-random frames of a recorded MCTS: Kalah(6,4) with 100,000
/// iterations when benchmarking, tic-tac-toe with 2,000 for a quick check.
fn monte_carlo_frames(ctx: &egui::Context, benchmarking: bool, samples: usize) {
    let setup = if benchmarking {
        MonteCarloSetup {
            game: GameSpec::Kalah { pits: 6, seeds: 4 },
            iterations: 100_000,
            ..MonteCarloSetup::default()
        }
    } else {
        MonteCarloSetup {
            iterations: 2_000,
            ..MonteCarloSetup::default()
        }
    };
    let name = format!("MCTS, {}, {} iterations", setup.game, setup.iterations);
    let mut app = AbtutorApp::new(Settings {
        view: View::MonteCarlo,
        ..Settings::default()
    });
    let recording = Instant::now();
    app.monte_carlo_mut().run(setup);
    app.monte_carlo_mut().wait_for_recording();
    println!(
        "{name}: recorded with its exact values (where known) in {:.1} ms",
        recording.elapsed().as_secs_f64() * 1e3
    );
    let frames = app
        .monte_carlo()
        .player()
        .map_or(1, |player| player.trace().len());
    for _ in 0..5 {
        ui_frame(ctx, &mut app);
    }
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let frame = (state % frames as u64) as usize;
        app.monte_carlo_mut().apply(PlayerCommand::SetFrame(frame));
        let began = Instant::now();
        ui_frame(ctx, &mut app);
        times.push(began.elapsed());
    }
    times.sort();
    println!(
        "{name}: UI frame at {samples} random frames ({frames} frames): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
    );
}

/// A memory figure of this process from /proc/self/status (e.g. `VmRSS`, `VmHWM`), in MB;
/// `None` where there is no such file.
fn resident_megabytes(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status
        .lines()
        .find(|line| line.starts_with(&format!("{field}:")))?;
    let kilobytes: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes / 1024.0)
}
