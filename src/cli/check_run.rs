//! `abtutor check --run`: students' Python programs run with the helper, each under the
//! limits, as many at once as asked, then their traces checked.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;

use super::check::{
    CheckArgs, exit_status_of, invalid_json, on_workers_in_order, report_json, verdict_key,
};
use crate::check::{
    CheckReport, CheckRequest, Program, ProgramOutcome, TreeShelf, Verdict, run_program,
};
use crate::lang::Lang;
use crate::program::{Interpreter, Limits, Output, RunControl};
use crate::tr;

/// What came of one program: its outcome and report, or why it could not be run.
#[derive(Clone)]
struct Row {
    file: PathBuf,
    outcome: ProgramOutcome,
    report: Option<CheckReport>,
    /// Why the trace or the run cannot be checked, in a sentence.
    problem: Option<String>,
    /// The program's source, once it was checked (for the line its difference points at).
    source: String,
}

impl Row {
    fn verdict(&self) -> Verdict {
        self.report
            .as_ref()
            .map_or(Verdict::Invalid, |report| report.verdict)
    }

    /// The line of the program the first difference points at, and its text.
    fn program_line(&self) -> Option<(u32, &str)> {
        crate::text::program_line(self.report.as_ref()?, &self.source)
    }
}

pub fn run(args: &CheckArgs) -> Result<(String, u8), String> {
    let lang = args.lang.lang();
    let request = args.request()?;
    let limits = limits(args, lang)?;
    if !args.no_sandbox {
        crate::program::sandbox().map_err(|error| {
            tr!(
                lang,
                "cli-no-sandbox",
                reason = crate::text::sandbox_unavailable(lang, &error)
            )
        })?;
    }
    let interpreter = Interpreter::find(args.python.as_deref())
        .map_err(|error| crate::text::interpreter_error(lang, &error))?;
    let programs = programs(&args.traces, lang)?;
    let shelf = TreeShelf::default();
    // A search that cannot be set up (a bad root, a tree too big) is the command's fault,
    // said once, not once a program.
    crate::check::setup_for(None, &request)
        .and_then(|(setup, _)| shelf.tree(&setup))
        .map_err(|error| crate::text::check_error(lang, &error))?;
    // A program run waits mostly on its own process: one a core keeps the cores busy.
    let workers = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |count| count.get()),
        usize::from,
    );
    // Each row is printed, and the report rewritten, as soon as it and every earlier one
    // are known: a batch killed half-way keeps what it checked.
    let mut stdout = std::io::stdout().lock();
    if args.csv {
        let _ = writeln!(stdout, "{CSV_HEADER}");
    }
    let mut shown: Vec<Row> = Vec::new();
    let mut report_error = None;
    let rows = on_workers_in_order(
        &programs,
        workers,
        |path| run_one(&interpreter, path, &request, &shelf, limits, lang),
        |row| {
            let printed = if args.json {
                serde_json::to_string(&row_json(row, lang)).unwrap_or_default()
            } else if args.csv {
                csv_line(row, lang)
            } else {
                row_lines(row, lang).join("\n")
            };
            // The report first: a row printed is a row kept.
            shown.push(row.clone());
            if let (Some(folder), None) = (&args.report, &report_error) {
                report_error = write_report(folder, &shown, lang).err();
            }
            let _ = writeln!(stdout, "{printed}");
            let _ = stdout.flush();
        },
    );
    if let Some(error) = report_error {
        return Err(error);
    }
    let status = exit_status_of(rows.iter().map(Row::verdict));
    let summary = if args.json || args.csv || rows.len() < 2 {
        String::new()
    } else {
        summary_line(&rows, lang)
    };
    Ok((summary, status))
}

fn limits(args: &CheckArgs, lang: Lang) -> Result<Limits, String> {
    let time = Duration::try_from_secs_f64(args.time_limit)
        .ok()
        .filter(|time| !time.is_zero() && time.as_secs() <= 24 * 3600)
        .ok_or_else(|| {
            tr!(
                lang,
                "cli-time-limit-bad",
                value = args.time_limit.to_string()
            )
        })?;
    let memory = crate::program::parse_memory(&args.memory_limit).map_err(|_| {
        tr!(
            lang,
            "cli-memory-limit-bad",
            value = args.memory_limit.as_str()
        )
    })?;
    Ok(Limits {
        time,
        memory,
        sandboxed: !args.no_sandbox,
        ..Limits::default()
    })
}

/// The programs named: files as they are, folders by their `.py` files in name order.
fn programs(paths: &[PathBuf], lang: Lang) -> Result<Vec<PathBuf>, String> {
    let mut programs = Vec::new();
    for path in paths {
        if path.is_dir() {
            let entries = std::fs::read_dir(path).map_err(|error| {
                tr!(
                    lang,
                    "cli-folder-unreadable",
                    path = path.display().to_string(),
                    detail = error.to_string()
                )
            })?;
            let mut found: Vec<PathBuf> = entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "py"))
                .collect();
            found.sort();
            programs.extend(found);
        } else {
            programs.push(path.clone());
        }
    }
    if programs.is_empty() {
        return Err(tr!(lang, "cli-no-programs"));
    }
    Ok(programs)
}

fn run_one(
    interpreter: &Interpreter,
    path: &Path,
    request: &CheckRequest,
    shelf: &TreeShelf,
    limits: Limits,
    lang: Lang,
) -> Row {
    let mut row = Row {
        file: path.to_path_buf(),
        outcome: ProgramOutcome::Crashed,
        report: None,
        problem: None,
        source: String::new(),
    };
    if !path.is_file() {
        row.problem = Some(tr!(lang, "cli-program-missing"));
        return row;
    }
    let output = Arc::new(Mutex::new(Output::default()));
    let never = RunControl::default();
    let program = Program::File(path.to_path_buf());
    let run = match run_program(
        interpreter,
        &program,
        request,
        shelf,
        limits,
        &output,
        &never,
    ) {
        Ok(run) => run,
        Err(error) => {
            row.problem = Some(crate::text::program_error(lang, &error));
            return row;
        }
    };
    row.outcome = run.outcome;
    let output = output.lock().unwrap_or_else(|poison| poison.into_inner());
    match run.checked {
        Some(Ok((_, report))) => {
            row.source = run.source;
            row.report = Some(report);
        }
        Some(Err(error)) => row.problem = Some(crate::text::check_error(lang, &error)),
        None => {
            row.problem = Some(crate::text::run_outcome(
                lang,
                run.outcome,
                &run.ending,
                &output.errors(),
                limits,
            ))
        }
    }
    row
}

fn row_json(row: &Row, lang: Lang) -> serde_json::Value {
    let mut value = match (&row.report, &row.problem) {
        (Some(report), _) => report_json(report, lang),
        (None, problem) => invalid_json(problem.as_deref().unwrap_or_default()),
    };
    value["file"] = json!(row.file.display().to_string());
    value["outcome"] = json!(row.outcome);
    let first = row
        .report
        .as_ref()
        .and_then(|report| report.first_difference.as_ref());
    value["code_line"] = json!(first.and_then(|first| first.code_line));
    value["call_line"] = json!(first.and_then(|first| first.call_line));
    if let Some((_, text)) = row.program_line() {
        value["program_line_text"] = json!(text);
    }
    value
}

/// The lines said of one row, with what the program or its file name put in them shown as
/// text (control characters escaped).
fn row_lines(row: &Row, lang: Lang) -> Vec<String> {
    raw_row_lines(row, lang)
        .into_iter()
        .map(|line| crate::text::control_escaped(&line, false).into_owned())
        .collect()
}

/// The lines said of one row: its verdict (or outcome), the report, the program's line.
fn raw_row_lines(row: &Row, lang: Lang) -> Vec<String> {
    let file = row.file.display().to_string();
    let mut lines = Vec::new();
    match (&row.report, &row.problem) {
        (Some(report), _) => {
            let report_lines = crate::text::program_report_lines(lang, report, &row.source);
            let mut report_lines = report_lines.into_iter();
            let verdict = report_lines.next().unwrap_or_default();
            lines.push(tr!(
                lang,
                "check-heading",
                file = file.as_str(),
                verdict = verdict
            ));
            lines.extend(report_lines.map(|line| format!("  {line}")));
        }
        (None, problem) => lines.push(tr!(
            lang,
            "check-run-line",
            file = file.as_str(),
            outcome = row.outcome.name(),
            problem = problem.as_deref().unwrap_or_default()
        )),
    }
    lines
}

/// The batch's last line: how many programs came out how.
fn summary_line(rows: &[Row], lang: Lang) -> String {
    let count = |verdict| rows.iter().filter(|row| row.verdict() == verdict).count();
    tr!(
        lang,
        "check-summary",
        correct = count(Verdict::Correct),
        differs = count(Verdict::Differs),
        invalid = count(Verdict::Invalid)
    )
}

const CSV_HEADER: &str = "file,outcome,verdict,line,frame,code_line,call_line,bug_lines,program_line,diagnosis,events,message";

fn csv_text(rows: &[Row], lang: Lang) -> String {
    let mut lines = vec![CSV_HEADER.to_string()];
    lines.extend(rows.iter().map(|row| csv_line(row, lang)));
    lines.join("\n") + "\n"
}

/// One program's CSV row.
fn csv_line(row: &Row, lang: Lang) -> String {
    {
        let first = row
            .report
            .as_ref()
            .and_then(|report| report.first_difference.as_ref());
        let number = |value: Option<u32>| value.map(|value| value.to_string()).unwrap_or_default();
        let message = match (first, &row.problem) {
            (Some(first), _) => crate::text::first_difference_what(lang, first),
            (None, Some(problem)) => problem.clone(),
            (None, None) => String::new(),
        };
        let fields = [
            row.file.display().to_string(),
            row.outcome.name().to_string(),
            verdict_key(row.verdict()).to_string(),
            number(first.and_then(|first| first.line)),
            number(first.and_then(|first| first.frame)),
            number(first.and_then(|first| first.code_line)),
            number(first.and_then(|first| first.call_line)),
            row.report.as_ref().map_or_else(String::new, |report| {
                serde_json::to_string(&report.bug_lines).unwrap_or_default()
            }),
            row.program_line()
                .map(|(_, text)| text.to_string())
                .unwrap_or_default(),
            row.report.as_ref().map_or_else(String::new, |report| {
                report
                    .diagnosis
                    .iter()
                    .map(|bug| bug.name())
                    .collect::<Vec<_>>()
                    .join(" ")
            }),
            row.report
                .as_ref()
                .map(|report| report.events.to_string())
                .unwrap_or_default(),
            message,
        ];
        fields
            .iter()
            .map(|field| crate::text::csv_field(field))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// `report.csv` and a self-contained `report.html` in `folder`, each written atomically.
fn write_report(folder: &Path, rows: &[Row], lang: Lang) -> Result<(), String> {
    let failed = |path: &Path, error: std::io::Error| {
        tr!(
            lang,
            "cli-report-unwritable",
            path = path.display().to_string(),
            detail = error.to_string()
        )
    };
    std::fs::create_dir_all(folder).map_err(|error| failed(folder, error))?;
    // A link or a hard link planted where a report goes is refused, never written through.
    let csv = folder.join("report.csv");
    crate::io::check_replaceable(&csv)
        .and_then(|()| crate::io::write_atomically(&csv, csv_text(rows, lang).as_bytes()))
        .map_err(|error| failed(&csv, error))?;
    let html = folder.join("report.html");
    crate::io::check_replaceable(&html)
        .and_then(|()| crate::io::write_atomically(&html, html_text(rows, lang).as_bytes()))
        .map_err(|error| failed(&html, error))?;
    Ok(())
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn html_text(rows: &[Row], lang: Lang) -> String {
    let title = tr!(lang, "check-report-title");
    let mut body = String::new();
    for row in rows {
        let class = verdict_key(row.verdict());
        let mut lines = row_lines(row, lang).into_iter();
        let heading = lines.next().unwrap_or_default();
        let details: Vec<String> = lines.map(|line| escape(line.trim())).collect();
        body.push_str(&format!(
            "<tr class=\"{class}\"><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            escape(&crate::text::control_escaped(
                &row.file.display().to_string(),
                false
            )),
            escape(row.outcome.name()),
            std::iter::once(escape(&heading))
                .chain(details)
                .collect::<Vec<_>>()
                .join("<br>")
        ));
    }
    let summary = escape(&summary_line(rows, lang));
    // The page's markup is a template of its own; only the words come from the catalogues.
    include_str!("../../assets/html/check_report.html")
        .replace("{lang}", lang.code())
        .replace("{title}", &escape(&title))
        .replace("{summary}", &summary)
        .replace("{file}", &escape(&tr!(lang, "check-report-file")))
        .replace("{outcome}", &escape(&tr!(lang, "check-report-outcome")))
        .replace("{result}", &escape(&tr!(lang, "check-report-result")))
        .replace("{rows}", &body)
}
