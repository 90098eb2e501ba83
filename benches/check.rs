//! Timings of `abtutor check`'s work on runs of the bundled student program (Python): a
//! correct alpha-beta run from the empty board (36,594 events), a buggy one with the whole
//! bug catalogue searched, and a minimax run of 1,099,892 events; and students' programs
//! run with the helper (`check --run`), the app's share apart from the program's own.

use std::hint::black_box;
use std::process::Command;
use std::time::Duration;

use std::sync::{Arc, Mutex};

use abtutor::check::{self, CheckRequest, Program, TreeShelf};
use abtutor::program::{Interpreter, Limits, Output, RunControl, RunFolder, run, table_bytes};
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

/// A student's program run with the helper: the whole `check --run` of one file, and the
/// program's own run alone (Python started, the helper imported, the search, the trace
/// written); the difference is the app's share (the tree, the game's table, the check).
fn programs(criterion: &mut Criterion) {
    let interpreter = Interpreter::find(None).expect("python3");
    let program = |name: &str| {
        std::path::PathBuf::from(format!(
            "{}/tests/data/programs/{name}.py",
            env!("CARGO_MANIFEST_DIR")
        ))
    };
    let request = CheckRequest::default();
    let shelf = TreeShelf::default();
    let whole = |name: &str| {
        let output = Arc::new(Mutex::new(Output::default()));
        check::run_program(
            &interpreter,
            &Program::File(program(name)),
            &request,
            &shelf,
            Limits::default(),
            &output,
            &RunControl::default(),
        )
        .expect("the program runs")
    };
    whole("correct");
    let mut group = criterion.benchmark_group("program");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    group.bench_function("check --run, correct alpha-beta (36,594 events)", |bench| {
        bench.iter(|| black_box(whole("correct").outcome))
    });
    let (setup, _) = check::setup_for(None, &request).expect("tic-tac-toe");
    let tree = shelf.tree(&setup).expect("the tree");
    let folder = RunFolder::new().expect("a run folder");
    std::fs::write(folder.table_path(), table_bytes(&tree.0, tree.1, &setup)).expect("the table");
    // The program runs from inside its run's folder, as `check --run` copies it there.
    let path = folder.path().join("correct.py");
    std::fs::copy(program("correct"), &path).expect("the program is copied");
    group.bench_function("the program alone, correct alpha-beta", |bench| {
        bench.iter(|| {
            let output = Arc::new(Mutex::new(Output::default()));
            black_box(run(
                &interpreter,
                &path,
                folder.path(),
                &folder,
                Limits::default(),
                &output,
                &RunControl::default(),
            ))
        })
    });
    group.bench_function("check --run, window-reset (1,099,892 events)", |bench| {
        bench.iter(|| black_box(whole("minimax_as_alpha_beta").outcome))
    });
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    checks(&mut criterion);
    programs(&mut criterion);
    criterion.final_summary();
}
