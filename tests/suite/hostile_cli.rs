//! What a hostile student tries through the command line: forged verdicts, formula file
//! names, planted report links, a batch killed half-way; and writes that must not replace
//! what is not a regular file.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::check_run::json_lines;
use crate::common::abtutor;

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/programs/{name}.py"))
}

#[test]
fn an_error_text_cannot_clear_the_screen_or_forge_a_verdict() {
    let forged = program("forged_verdict");
    let output = abtutor(&["check", "--run", forged.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(text.contains("\\u{1b}[32mbob.py: correct\\u{7}"), "{text}");
    assert!(
        !text.lines().any(|line| line.starts_with("bob.py")),
        "no line of its own: {text}"
    );
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_file_named_as_a_formula_is_text_in_the_csv() {
    let folder = tempfile::tempdir().unwrap();
    let named = folder.path().join("=HYPERLINK(\"x\",\"y\").py");
    std::fs::copy(program("correct"), &named).unwrap();
    // Named from its own folder, the file's name is the cell's whole text.
    let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .current_dir(folder.path())
        .args(["check", "--run", "--csv"])
        .arg(named.file_name().unwrap())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let row = text.lines().nth(1).expect("a row");
    // The cell's text starts with a quote mark: a spreadsheet shows it, never runs it.
    let first_cell = row.trim_start_matches('"');
    assert!(!first_cell.starts_with('=') && row.contains("'"), "{row}");
    assert!(row.contains(",checked,correct,"), "{row}");
}

#[test]
fn report_files_planted_as_links_are_refused_not_written_through() {
    let folder = tempfile::tempdir().unwrap();
    let report = folder.path().join("report");
    std::fs::create_dir(&report).unwrap();
    let teacher = folder.path().join("bashrc");
    std::fs::write(&teacher, "export PATH\n").unwrap();
    std::os::unix::fs::symlink(&teacher, report.join("report.csv")).unwrap();
    let correct = program("correct");
    let args = [
        "check",
        "--run",
        "--report",
        report.to_str().unwrap(),
        correct.to_str().unwrap(),
    ];
    let output = abtutor(&args);
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{error}");
    assert!(error.contains("symbolic link"), "{error}");
    assert_eq!(std::fs::read_to_string(&teacher).unwrap(), "export PATH\n");
    // A hard link is refused too.
    std::fs::remove_file(report.join("report.csv")).unwrap();
    std::fs::hard_link(&teacher, report.join("report.csv")).unwrap();
    let output = abtutor(&args);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("hard links"));
    assert_eq!(std::fs::read_to_string(&teacher).unwrap(), "export PATH\n");
}

#[test]
fn a_batch_killed_half_way_keeps_what_it_checked() {
    let folder = tempfile::tempdir().unwrap();
    let report = folder.path().join("report");
    let mut child = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .args(["check", "--run", "--json", "--jobs", "1", "--report"])
        .arg(&report)
        .arg(program("correct"))
        .arg(program("endless"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().expect("a line").unwrap();
    let row: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(row["verdict"], "correct", "{row}");
    child.kill().unwrap();
    child.wait().unwrap();
    let csv = std::fs::read_to_string(report.join("report.csv")).unwrap();
    assert!(csv.contains("correct.py,checked,correct"), "{csv}");
    // The endless program died with the batch.
    let started = Instant::now();
    let endless = program("endless").display().to_string();
    let running = || {
        std::fs::read_dir("/proc")
            .unwrap()
            .flatten()
            .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
            .any(|line| String::from_utf8_lossy(&line).contains(&endless))
    };
    while running() && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!running(), "the program outlived its batch");
}

#[test]
fn json_lines_come_one_object_a_program() {
    let output = abtutor(&[
        "check",
        "--run",
        "--json",
        program("correct").to_str().unwrap(),
        program("exit_86").to_str().unwrap(),
    ]);
    let rows = json_lines(&output);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["verdict"], "correct");
    // A status the program chose is no memory label.
    assert_eq!(rows[1]["outcome"], "crashed");
}

/// A PATH with python3 and no bwrap: no sandbox can be made.
fn path_without_bubblewrap(folder: &Path) -> String {
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .unwrap();
    let python = String::from_utf8(python.stdout).unwrap();
    std::os::unix::fs::symlink(python.trim(), folder.join("python3")).unwrap();
    folder.display().to_string()
}

#[test]
fn without_a_sandbox_programs_run_only_when_asked_to_run_unconfined() {
    let folder = tempfile::tempdir().unwrap();
    let path = path_without_bubblewrap(folder.path());
    let correct = program("correct");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_abtutor"))
            .env("PATH", &path)
            .args(["check", "--run"])
            .args(extra)
            .arg(&correct)
            .output()
            .unwrap()
    };
    let refused = run(&[]);
    let error = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(
        error.contains("bwrap") && error.contains("--no-sandbox"),
        "{error}"
    );
    let unconfined = run(&["--no-sandbox"]);
    assert_eq!(unconfined.status.code(), Some(0));
}

#[test]
fn writes_go_through_fifos_and_devices_and_never_replace_them() {
    let output = abtutor(&["trace", "--out", "/dev/null"]);
    assert_eq!(output.status.code(), Some(0));
    let metadata = std::fs::metadata("/dev/null").unwrap();
    assert!(std::os::unix::fs::FileTypeExt::is_char_device(
        &metadata.file_type()
    ));
    // A FIFO nothing reads is refused at once, and stays a FIFO.
    let folder = tempfile::tempdir().unwrap();
    let fifo = folder.path().join("fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let started = Instant::now();
    let output = abtutor(&["trace", "--out", fifo.to_str().unwrap()]);
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nothing reads"));
    let metadata = std::fs::symlink_metadata(&fifo).unwrap();
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(
        &metadata.file_type()
    ));
    // A folder is refused.
    let output = abtutor(&["trace", "--out", folder.path().to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    // `-` is standard output, and the note goes to standard error.
    let output = abtutor(&["trace", "--out", "-", "--root", "00,11,22,01,02,12"]);
    assert_eq!(output.status.code(), Some(0));
    let trace: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert!(trace["frames"].is_array());
    // Standard output carries the solver's protocol: no recording there.
    let output = abtutor(&["solve", "--record", "-"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_program_linked_to_a_private_file_is_refused_unread() {
    let folder = tempfile::tempdir().unwrap();
    let secret = folder.path().join("id_rsa");
    std::fs::write(&secret, "PRIVATE KEY LINE\n").unwrap();
    let class = folder.path().join("class");
    std::fs::create_dir(&class).unwrap();
    std::os::unix::fs::symlink(&secret, class.join("alice.py")).unwrap();
    // A file past the size of any program is not read either.
    std::fs::write(class.join("bob.py"), "#".repeat(5 << 20)).unwrap();
    let output = abtutor(&["check", "--run", "--json", class.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(!text.contains("PRIVATE KEY"), "{text}");
    let rows = json_lines(&output);
    assert_eq!(rows.len(), 2, "{rows:?}");
    let error = |row: usize| rows[row]["error"].as_str().unwrap_or_default().to_string();
    assert!(error(0).contains("symbolic link"), "{rows:?}");
    assert!(error(1).contains("larger than"), "{rows:?}");
    assert_eq!(output.status.code(), Some(2));
}

/// A downloaded notebook whose code cell prints an escape sequence and writes outside its
/// folder: `notebook render` runs no code unless asked, `notebook run` refuses to run it
/// unconfined unless asked, and in the sandbox the write fails and the escape is shown.
#[test]
fn a_downloaded_notebook_runs_its_code_only_when_asked_and_confined() {
    use abtutor::lang::Lang;
    use abtutor::notebook::{Cell, CellKind, Notebook};
    let folder = tempfile::tempdir().unwrap();
    let marker = folder.path().join("written-outside");
    let source = format!(
        "print('\\x1b[2Jcleared')\nopen({:?}, 'w').write('x')\n",
        marker.display().to_string()
    );
    let mut notebook = Notebook::new("downloaded".into(), Lang::En);
    notebook.cells.push(Cell::new(CellKind::Code {
        search: Default::default(),
        source,
    }));
    let file = folder.path().join("downloaded.json");
    abtutor::notebook::save(&notebook, &file).unwrap();
    let file = file.to_str().unwrap();
    let pictures = folder.path().join("pictures");
    let rendered = abtutor(&[
        "notebook",
        "render",
        file,
        "--out",
        pictures.to_str().unwrap(),
    ]);
    assert_eq!(rendered.status.code(), Some(0), "{rendered:?}");
    assert!(!marker.exists(), "render ran the code");
    let bin = tempfile::tempdir().unwrap();
    let refused = Command::new(env!("CARGO_BIN_EXE_abtutor"))
        .env("PATH", path_without_bubblewrap(bin.path()))
        .args(["notebook", "run", file])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--no-sandbox"));
    assert!(!marker.exists(), "ran unconfined without being asked");
    let confined = abtutor(&["notebook", "run", file]);
    let text = String::from_utf8_lossy(&confined.stdout);
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(text.contains("\\u{1b}[2Jcleared"), "{text}");
    assert_eq!(confined.status.code(), Some(1), "the write fails: {text}");
    assert!(!marker.exists(), "wrote outside the sandbox");
}

/// A trace's own text and its file's name reach the terminal as text: a newline in the
/// name makes no line of its own, an escape sequence in an event is shown, not obeyed.
#[test]
fn a_trace_and_its_name_cannot_write_to_the_terminal() {
    let folder = tempfile::tempdir().unwrap();
    let named = folder.path().join("a\nbob.jsonl: correct\n.jsonl");
    std::fs::write(
        &named,
        "{\"abtrace\": 1, \"game\": \"tictactoe\"}\n\
         {\"event\": \"\\u001b[2Jstart\", \"moves\": \"\", \"alpha\": 0, \"beta\": 1}\n",
    )
    .unwrap();
    let output = abtutor(&["check", named.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert_eq!(text.trim_end().lines().count(), 1, "{text}");
    assert!(text.contains("\\u{1b}[2Jstart"), "{text}");
    assert_eq!(output.status.code(), Some(2));
}
