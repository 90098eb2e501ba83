//! Hostile students' programs, run in the sandbox: nothing they do outlives the run,
//! reaches outside their folder or the process running them, or earns a label it should not.
//! These tests call the library only (no binary of the build), so that they run as an
//! ordinary user too.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use abtutor::check::{
    CheckError, CheckRequest, Program, ProgramOutcome, ProgramRun, TreeShelf, run_program,
};
use abtutor::program::{Interpreter, Limits, Output, RunControl};

/// A class folder: a program from `tests/data/programs` with its placeholders filled in, a
/// classmate's program beside it, and a teacher's file and a path outside the class.
struct Class {
    root: tempfile::TempDir,
    program: PathBuf,
}

impl Class {
    fn new(source: &str) -> Class {
        let root = tempfile::tempdir().unwrap();
        std::fs::create_dir(root.path().join("class")).unwrap();
        std::fs::write(root.path().join("class/bob.py"), "print('bob')\n").unwrap();
        std::fs::write(root.path().join("teacher.txt"), "grades: top secret\n").unwrap();
        let class = Class {
            program: root.path().join("class/alice.py"),
            root,
        };
        let text = source
            .replace("OUTSIDE_PATH", &class.outside().display().to_string())
            .replace("CLASSMATE_PATH", &class.classmate().display().to_string())
            .replace("CLASS_FOLDER", &class.folder().display().to_string())
            .replace("SECRET_PATH", &class.secret().display().to_string());
        std::fs::write(&class.program, text).unwrap();
        class
    }

    fn folder(&self) -> PathBuf {
        self.root.path().join("class")
    }

    fn classmate(&self) -> PathBuf {
        self.root.path().join("class/bob.py")
    }

    fn secret(&self) -> PathBuf {
        self.root.path().join("teacher.txt")
    }

    fn outside(&self) -> PathBuf {
        self.root.path().join("outside.txt")
    }

    /// Runs the program in the sandbox under `limits`; what came of it and its output.
    fn run(&self, limits: Limits) -> (ProgramRun, String) {
        assert!(
            abtutor::program::sandbox().is_ok(),
            "a sandbox can be made here: {:?}",
            abtutor::program::sandbox().err()
        );
        let interpreter = Interpreter::find(None).expect("python3 on the PATH");
        let output = Arc::new(Mutex::new(Output::default()));
        let run = run_program(
            &interpreter,
            &Program::File(self.program.clone()),
            &CheckRequest::default(),
            &TreeShelf::default(),
            limits,
            &output,
            &RunControl::default(),
        )
        .expect("the program runs");
        let text = output.lock().unwrap().text();
        (run, text)
    }

    /// Whether a process still running was started for this class's program.
    fn survivors(&self) -> Vec<String> {
        let name = self.program.display().to_string();
        std::fs::read_dir("/proc")
            .unwrap()
            .flatten()
            .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
            .map(|line| String::from_utf8_lossy(&line).replace('\0', " "))
            .filter(|line| line.contains(&name))
            .collect()
    }
}

fn short() -> Limits {
    Limits {
        time: Duration::from_secs(10),
        memory: 256 << 20,
        ..Limits::default()
    }
}

fn trace_problem(run: &ProgramRun) -> String {
    match &run.checked {
        Some(Err(CheckError::Trace(error))) => error.to_string(),
        other => panic!(
            "a trace that is refused, not {:?}",
            other.as_ref().map(|_| ())
        ),
    }
}

#[test]
fn children_in_sessions_of_their_own_die_with_the_run() {
    let class = Class::new(include_str!("../data/programs/escape_by_setsid.py"));
    let (run, _) = class.run(short());
    assert_eq!(run.outcome, ProgramOutcome::NoTrace);
    // The children would write their mark after a second.
    std::thread::sleep(Duration::from_millis(1500));
    assert!(!class.outside().exists(), "nothing was written outside");
    assert_eq!(class.survivors(), Vec::<String>::new());
}

#[test]
fn nothing_outside_the_run_folder_is_written() {
    let class = Class::new(include_str!("../data/programs/write_outside.py"));
    let home_start = std::env::var_os("HOME")
        .map(|home| Path::new(&home).join(".bashrc"))
        .and_then(|file| std::fs::read(file).ok());
    let (run, output) = class.run(short());
    assert_eq!(run.outcome, ProgramOutcome::NoTrace, "{output}");
    // Only its own folder (its home in the sandbox) takes a write.
    let outside_run = |line: &&str| line.starts_with("wrote") && !line.contains("abtutor-run-");
    assert_eq!(output.lines().filter(outside_run).count(), 0, "{output}");
    assert!(!output.contains("removed the classmate"), "{output}");
    assert!(!class.outside().exists());
    assert_eq!(
        std::fs::read_to_string(class.classmate()).unwrap(),
        "print('bob')\n"
    );
    let home_end = std::env::var_os("HOME")
        .map(|home| Path::new(&home).join(".bashrc"))
        .and_then(|file| std::fs::read(file).ok());
    assert_eq!(home_start, home_end, "the shell's start file is untouched");
}

#[test]
fn classmates_and_the_teachers_files_are_not_seen() {
    let class = Class::new(include_str!("../data/programs/read_classmate.py"));
    let (_, output) = class.run(short());
    assert!(!output.contains("print('bob')"), "{output}");
    assert!(!output.contains("top secret"), "{output}");
    let listed = |line: &&str| line.starts_with("listed") && line.contains("bob.py");
    assert_eq!(output.lines().filter(listed).count(), 0, "{output}");
    assert!(output.contains("refused"), "{output}");
}

#[test]
fn a_program_cannot_stop_or_kill_what_runs_it() {
    let class = Class::new(include_str!("../data/programs/kill_parent.py"));
    let started = Instant::now();
    let (run, output) = class.run(short());
    // It ended itself (its own namespace's processes); the test process lives on.
    assert!(started.elapsed() < Duration::from_secs(8), "{output}");
    assert_ne!(run.outcome, ProgramOutcome::Timeout);
    assert_ne!(run.outcome, ProgramOutcome::Checked);
    let correct = Class::new(include_str!("../data/programs/correct.py"));
    let (run, _) = correct.run(short());
    let (_, report) = run.checked.unwrap().unwrap();
    assert_eq!(report.verdict, abtutor::check::Verdict::Correct);
}

#[test]
fn a_fifo_left_as_the_trace_is_refused_without_waiting() {
    let class = Class::new(include_str!("../data/programs/fifo_trace.py"));
    let started = Instant::now();
    let (run, _) = class.run(short());
    assert!(started.elapsed() < Duration::from_secs(8));
    assert!(
        trace_problem(&run).contains("FIFO"),
        "{}",
        trace_problem(&run)
    );
}

#[test]
fn a_link_left_as_the_trace_is_not_followed() {
    let class = Class::new(include_str!("../data/programs/symlink_trace.py"));
    let (run, _) = class.run(short());
    let problem = trace_problem(&run);
    assert!(problem.contains("symbolic link"), "{problem}");
    assert!(!problem.contains("top secret"));
}

#[test]
fn the_status_a_program_chooses_is_not_a_memory_label() {
    let class = Class::new(include_str!("../data/programs/exit_86.py"));
    let (run, _) = class.run(short());
    assert_eq!(run.outcome, ProgramOutcome::Crashed);
}

#[test]
fn memory_mapped_past_the_limit_is_memory() {
    let class = Class::new(include_str!("../data/programs/mmap_past_limit.py"));
    let (run, output) = class.run(short());
    assert_eq!(run.outcome, ProgramOutcome::Memory, "{output}");
    let class = Class::new(include_str!("../data/programs/memory.py"));
    let (run, output) = class.run(short());
    assert_eq!(run.outcome, ProgramOutcome::Memory, "{output}");
}

#[test]
fn a_folder_written_past_its_limit_ends_the_run() {
    let class = Class::new(
        "with open('big.bin', 'wb') as big:\n    while True:\n        big.write(b'x' * (1 << 20))\n",
    );
    let limits = Limits {
        disk: 32 << 20,
        ..short()
    };
    let (run, output) = class.run(limits);
    assert_eq!(run.outcome, ProgramOutcome::Crashed, "{output}");
    assert_eq!(run.ending, abtutor::program::Ending::TooMuchWritten);
}
