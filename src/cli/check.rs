//! `abtutor check`: students' traces held against the search they should be.

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::{Args, ValueEnum};
use serde_json::json;

use super::{LangArg, ModeArgs, game_error_text, to_json};
use crate::check::{self, CheckReport, CheckRequest, LeafSource, TreeShelf, ValueView, Verdict};
use crate::lang::Lang;
use crate::setup::GameSpec;
use crate::tr;

/// The options of `abtutor check`; each search option given overrides the trace's header.
#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// The traces (JSON Lines, one event a line) written by students' programs; with --run,
    /// the Python programs themselves, or folders of them.
    #[arg(required = true, value_name = "TRACE")]
    pub traces: Vec<PathBuf>,
    /// Run each program (a .py file, or every .py file of a folder) with abtutor's helper,
    /// then check the trace it writes.
    #[arg(long)]
    pub run: bool,
    /// Programs run at once (default: one a core).
    #[arg(long, value_name = "N", requires = "run", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,
    /// Seconds a program may run.
    #[arg(long, value_name = "SECONDS", requires = "run", default_value_t = 30.0)]
    pub time_limit: f64,
    /// Memory a program may use, e.g. 512M or 2G.
    #[arg(long, value_name = "SIZE", requires = "run", default_value = "1G")]
    pub memory_limit: String,
    /// The Python interpreter (default: python3 from the PATH).
    #[arg(long, value_name = "PATH", requires = "run")]
    pub python: Option<PathBuf>,
    /// Run the programs even where no sandbox can be made (unconfined, as any program).
    #[arg(long, requires = "run")]
    pub no_sandbox: bool,
    /// Write report.csv and report.html for the teacher into this folder (rewritten after
    /// each program, so that what is known is kept).
    #[arg(long, value_name = "DIR", requires = "run")]
    pub report: Option<PathBuf>,
    /// The game (default: the header's, else tictactoe).
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    /// A textbook tree instead of a game, e.g. '((3,12,8),(2,4,6),(14,5,2))'.
    #[arg(long, value_name = "TEXT", conflicts_with = "game")]
    pub tree: Option<String>,
    /// The search root as moves from the start (default: the header's, else the start).
    #[arg(long, value_name = "MOVES")]
    pub root: Option<String>,
    /// The depth limit the search had (default: the header's, else none).
    #[arg(long, value_name = "N")]
    pub depth: Option<u16>,
    /// The search the traces should be.
    #[command(flatten)]
    pub options: ModeArgs,
    /// Leaves' values from the trace (judge the search only) or from the game.
    #[arg(long, value_enum, default_value_t = LeafArg::Trace)]
    pub leaf_values: LeafArg,
    /// Whose view the trace's numbers are in (default: the header's, else max).
    #[arg(long, value_enum)]
    pub values: Option<ValuesArg>,
    /// Print a JSON array, one object per trace; with --run, JSON Lines: one object a
    /// program, each printed once it is known.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print CSV, one row per trace (for a grade sheet).
    #[arg(long)]
    pub csv: bool,
    /// The language of the text.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum LeafArg {
    Trace,
    Game,
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum ValuesArg {
    Max,
    Mover,
}

impl CheckArgs {
    pub(super) fn request(&self) -> Result<CheckRequest, String> {
        let lang = self.lang.lang();
        if self.options.search.is_monte_carlo() {
            return Err(crate::tr!(lang, "cli-monte-carlo-stats-only"));
        }
        self.options.refuse_misfit(lang)?;
        // A search the check cannot hold traces against is the command's fault, not theirs.
        if !check::checks_search(&self.options.mode(false)) {
            return Err(crate::text::check_error(lang, &check::CheckError::Search));
        }
        let game = match (&self.tree, &self.game) {
            (Some(text), _) => Some(GameSpec::textbook(text).map_err(|error| {
                game_error_text(&crate::setup::GameSpecError::Textbook(error), lang)
            })?),
            (None, Some(name)) => Some(
                name.parse::<GameSpec>()
                    .map_err(|error| game_error_text(&error, lang))?,
            ),
            (None, None) => None,
        };
        Ok(CheckRequest {
            game,
            root: self.root.clone(),
            depth: self.depth,
            mode: self.options.mode(false),
            strict_cut: false,
            leaves: match self.leaf_values {
                LeafArg::Trace => LeafSource::Trace,
                LeafArg::Game => LeafSource::Game,
            },
            values: self.values.map(|values| match values {
                ValuesArg::Max => ValueView::Max,
                ValuesArg::Mover => ValueView::Mover,
            }),
        })
    }
}

/// One trace's outcome: its report, or why it could not be checked.
type Outcome = Result<CheckReport, String>;

/// What `check` tells a grading script by its exit status.
pub fn exit_status(outcomes: &[Outcome]) -> u8 {
    exit_status_of(outcomes.iter().map(|outcome| {
        outcome
            .as_ref()
            .map_or(Verdict::Invalid, |report| report.verdict)
    }))
}

/// The exit status of a batch with these verdicts: 2 when any is invalid, else 1 when any
/// differs, else 0.
pub(super) fn exit_status_of(verdicts: impl Iterator<Item = Verdict>) -> u8 {
    verdicts.fold(0, |status, verdict| {
        status.max(match verdict {
            Verdict::Correct => 0,
            Verdict::Differs => EXIT_DIFFERS,
            Verdict::Invalid => EXIT_INVALID,
        })
    })
}

/// A trace differs from the search it should be.
pub const EXIT_DIFFERS: u8 = 1;
/// A trace cannot be read or checked (or the command is wrong).
pub const EXIT_INVALID: u8 = 2;

/// `work` done on every item, `workers` at a time; the results in the items' order.
pub(super) fn on_workers<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    on_workers_in_order(items, workers, work, |_| {})
}

/// Runs `work` on every item, `workers` at a time; `ready` sees each result in the items'
/// order as soon as it and every earlier one are known.
pub(super) fn on_workers_in_order<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    work: impl Fn(&T) -> R + Sync,
    mut ready: impl FnMut(&R),
) -> Vec<R> {
    let mut results: Vec<Option<R>> = items.iter().map(|_| None).collect();
    let next = AtomicUsize::new(0);
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..workers.clamp(1, items.len().max(1)) {
            let sender = sender.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else {
                        break;
                    };
                    if sender.send((index, work(item))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut shown = 0;
        for (index, result) in receiver {
            results[index] = Some(result);
            while let Some(Some(result)) = results.get(shown) {
                ready(result);
                shown += 1;
            }
        }
    });
    results.into_iter().flatten().collect()
}

/// Checks every trace (on every core); the text to print and the exit status.
pub fn run(args: &CheckArgs) -> Result<(String, u8), String> {
    let lang = args.lang.lang();
    let request = args.request()?;
    let shelf = TreeShelf::default();
    let workers = std::thread::available_parallelism().map_or(1, |count| count.get());
    let outcomes: Vec<Outcome> = on_workers(&args.traces, workers, |path| {
        check_file(path, &request, &shelf, lang)
    });
    let status = exit_status(&outcomes);
    let text = if args.json {
        to_json(&json_rows(args, &outcomes, lang))
    } else if args.csv {
        csv_rows(args, &outcomes, lang)
    } else {
        text_rows(args, &outcomes, lang)
    };
    Ok((text, status))
}

fn check_file(path: &PathBuf, request: &CheckRequest, shelf: &TreeShelf, lang: Lang) -> Outcome {
    let file = File::open(path).map_err(|error| {
        crate::text::trace_problem(
            lang,
            &check::TraceProblem::Unreadable {
                detail: error.to_string(),
            },
        )
    })?;
    let loaded = check::load(BufReader::new(file), request, shelf)
        .map_err(|error| crate::text::check_error(lang, &error))?;
    Ok(loaded.check(request))
}

fn file_name(path: &std::path::Path) -> String {
    path.display().to_string()
}

/// One report as `check --json` gives it, with its sentences.
pub(super) fn report_json(report: &CheckReport, lang: Lang) -> serde_json::Value {
    let mut row = serde_json::to_value(report).unwrap_or_default();
    if let Some(first) = &report.first_difference {
        row["first_difference"]["message"] = json!(crate::text::first_difference_what(lang, first));
    }
    row["diagnosis_sentences"] = json!(
        report
            .diagnosis
            .iter()
            .enumerate()
            .map(|(at, &bug)| {
                let branch = report.diagnosis_branches.get(at).copied().flatten();
                crate::text::bug_sentence(lang, bug, branch)
            })
            .collect::<Vec<_>>()
    );
    row
}

/// A file that could not be checked, as `check --json` gives it.
pub(super) fn invalid_json(message: &str) -> serde_json::Value {
    json!({
        "verdict": Verdict::Invalid,
        "error": message,
        "first_difference": null,
        "diagnosis": [],
        "bug_lines": [],
        "conventions": [],
    })
}

fn json_rows(args: &CheckArgs, outcomes: &[Outcome], lang: Lang) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = args
        .traces
        .iter()
        .zip(outcomes)
        .map(|(path, outcome)| {
            let mut row = match outcome {
                Ok(report) => report_json(report, lang),
                Err(message) => invalid_json(message),
            };
            row["file"] = json!(file_name(path));
            row
        })
        .collect();
    serde_json::Value::Array(rows)
}

fn csv_rows(args: &CheckArgs, outcomes: &[Outcome], lang: Lang) -> String {
    let mut lines = vec![
        "file,verdict,line,frame,difference,diagnosis,conventions,events,student_root_value,reference_root_value,message"
            .to_string(),
    ];
    for (path, outcome) in args.traces.iter().zip(outcomes) {
        let fields: Vec<String> = match outcome {
            Ok(report) => {
                let first = report.first_difference.as_ref();
                let kind = first
                    .and_then(|first| serde_json::to_value(&first.what).ok())
                    .and_then(|value| value["kind"].as_str().map(str::to_string))
                    .unwrap_or_default();
                let number = |value: Option<check::Number>| {
                    value.map(|value| value.0.to_string()).unwrap_or_default()
                };
                let names = |names: Vec<&str>| names.join(" ");
                vec![
                    file_name(path),
                    verdict_key(report.verdict).to_string(),
                    first
                        .and_then(|first| first.line)
                        .map(|line| line.to_string())
                        .unwrap_or_default(),
                    first
                        .and_then(|first| first.frame)
                        .map(|frame| frame.to_string())
                        .unwrap_or_default(),
                    kind,
                    names(report.diagnosis.iter().map(|bug| bug.name()).collect()),
                    names(report.conventions.iter().map(|c| c.name()).collect()),
                    report.events.to_string(),
                    number(report.student_root_value),
                    number(report.reference_root_value),
                    first
                        .map(|first| crate::text::first_difference_what(lang, first))
                        .unwrap_or_default(),
                ]
            }
            Err(message) => {
                let mut fields = vec![file_name(path), verdict_key(Verdict::Invalid).to_string()];
                fields.extend(std::iter::repeat_n(String::new(), 8));
                fields.push(message.clone());
                fields
            }
        };
        lines.push(
            fields
                .iter()
                .map(|field| crate::text::csv_field(field))
                .collect::<Vec<_>>()
                .join(","),
        );
    }
    lines.join("\n")
}

pub(super) fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Correct => "correct",
        Verdict::Differs => "differs",
        Verdict::Invalid => "invalid",
    }
}

fn text_rows(args: &CheckArgs, outcomes: &[Outcome], lang: Lang) -> String {
    let mut blocks = Vec::new();
    let mut counts = [0usize; 3];
    for (path, outcome) in args.traces.iter().zip(outcomes) {
        // A newline in a file's name would make a line of its own.
        let file = crate::text::control_escaped(&file_name(path), false).into_owned();
        let mut lines = Vec::new();
        match outcome {
            Ok(report) => {
                counts[if report.verdict == Verdict::Correct {
                    0
                } else {
                    1
                }] += 1;
                let mut report_lines = crate::text::report_lines(lang, report).into_iter();
                let verdict = report_lines.next().unwrap_or_default();
                lines.push(tr!(
                    lang,
                    "check-heading",
                    file = file.as_str(),
                    verdict = verdict
                ));
                lines.extend(report_lines.map(|line| format!("  {line}")));
            }
            Err(message) => {
                counts[2] += 1;
                lines.push(tr!(
                    lang,
                    "check-invalid-line",
                    file = file.as_str(),
                    problem = message.as_str()
                ));
            }
        }
        blocks.push(lines.join("\n"));
    }
    if args.traces.len() > 1 {
        blocks.push(tr!(
            lang,
            "check-summary",
            correct = counts[0],
            differs = counts[1],
            invalid = counts[2]
        ));
    }
    blocks.join("\n")
}
