//! Timings of `abtutor check`'s work on runs of the bundled student program (Python): a
//! correct alpha-beta run from the empty board (36,594 events), a buggy one with the whole
//! bug catalogue searched, and a minimax run of 1,099,892 events.

use std::hint::black_box;
use std::process::Command;
use std::time::Duration;

use abtutor::check::{self, CheckRequest, TreeShelf};
use abtutor::search::Mode;
use criterion::Criterion;

/// The student program's trace with these switches, as text.
fn student_trace(switches: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("abtutor-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let out = dir.join("run.jsonl");
    let status = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/python/student_alphabeta.py"
        ))
        .arg("--out")
        .arg(&out)
        .args(switches)
        .output()
        .expect("python3 runs");
    assert!(status.status.success());
    let text = std::fs::read_to_string(&out).expect("the trace");
    let _ = std::fs::remove_dir_all(&dir);
    text
}

fn check_one(text: &str, request: &CheckRequest, shelf: &TreeShelf) -> check::CheckReport {
    let loaded = check::load(text.as_bytes(), request, shelf).expect("the trace loads");
    loaded.check(request)
}

fn checks(criterion: &mut Criterion) {
    let shelf = TreeShelf::default();
    let alpha_beta = CheckRequest::default();
    let minimax = CheckRequest {
        mode: Mode::minimax(),
        ..CheckRequest::default()
    };
    let correct = student_trace(&[]);
    let buggy = student_trace(&["--bug", "no-cut-on-equality"]);
    let full = student_trace(&["--bug", "window-reset"]);
    // The tree is built once for all, as `abtutor check` does for a class's files.
    check_one(&correct, &alpha_beta, &shelf);
    let mut group = criterion.benchmark_group("check");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("correct alpha-beta, empty board (36,594 events)", |bench| {
        bench.iter(|| black_box(check_one(&correct, &alpha_beta, &shelf)))
    });
    group.bench_function(
        "no-cut-on-equality, empty board (608,310 events, every bug tried)",
        |bench| bench.iter(|| black_box(check_one(&buggy, &alpha_beta, &shelf))),
    );
    group.bench_function("minimax, empty board (1,099,892 events)", |bench| {
        bench.iter(|| black_box(check_one(&full, &minimax, &shelf)))
    });
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    checks(&mut criterion);
    criterion.final_summary();
}
