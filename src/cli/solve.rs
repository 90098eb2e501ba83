//! `abtutor solve`: the solver tutorial's benchmark protocol. One position a line on
//! standard input (column digits from the empty board); for each, `moves score nodes
//! microseconds` on standard output, as it is solved.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use web_time::Instant;

use clap::{Args, ValueEnum};

use super::options::LangArg;
use crate::game::{ConnectFour, SolvableByLength};
use crate::lang::Lang;
use crate::search::{BadPosition, Solved, Solver, SolverIdeas, TableSlots, position_of};
use crate::setup::{GameSpec, SavedSearch};
use crate::tr;
use crate::tree::{BuildWatch, HiddenCounting};

/// The columns searched first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolveOrder {
    /// Left to right.
    Natural,
    /// From the centre out (4, 3, 5, 2, 6, 1, 7 on seven columns).
    Center,
    /// The moves making the most cells where their mover would complete four first, ties
    /// to the most central column.
    Threats,
}

/// The solver's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolveTable {
    Off,
    /// A node that ends without a cut stores its value as an upper bound of its position;
    /// nothing is forgotten.
    Upper,
    /// Upper bounds in 8,388,617 slots, each keeping a key's low bits and a byte: the
    /// last store wins its slot.
    Compact,
    /// The compact table, keeping also a cut's score as a lower bound of its position.
    LowerUpper,
}

/// The search at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolveSearch {
    /// One alpha-beta search with the window (−∞, ∞).
    Alphabeta,
    /// Null-window searches bisecting the score range.
    Bisect,
}

#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    /// The game: connect4 or connect4:W,H.
    #[arg(long, value_name = "GAME", default_value = "connect4")]
    pub game: String,
    /// Plain negamax: nothing is cut.
    #[arg(long)]
    pub minimax: bool,
    /// A node first looks for a move that wins at once and takes its score unentered.
    #[arg(long)]
    pub win_check: bool,
    /// The window's top is cut to the best score still possible.
    #[arg(long)]
    pub score_bound: bool,
    /// Only moves that do not hand the opponent a win at once are searched (instead of
    /// --win-check).
    #[arg(long)]
    pub skip_losing: bool,
    /// The order in which columns are searched [default: natural].
    #[arg(long, value_enum)]
    pub order: Option<SolveOrder>,
    /// The transposition table, emptied before each position [default: off].
    #[arg(long, value_enum)]
    pub tt: Option<SolveTable>,
    /// The search at the root [default: alphabeta].
    #[arg(long, value_enum)]
    pub search: Option<SolveSearch>,
    /// The tutorial's configuration at its part N (3 to 12): its ideas, root window, root
    /// search and its own tables. Takes no other idea's option.
    #[arg(long, value_name = "N")]
    pub part: Option<u32>,
    /// Only win, draw or loss: the root window (−1, 1).
    #[arg(long)]
    pub weak: bool,
    /// Also save each search to FILE for the player to open: by its options and a
    /// fingerprint of its frames, taken as the solver solves the line again.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// The language of the error messages.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
}

impl SolveArgs {
    /// The ideas asked for: a part's, or each option's.
    fn ideas(&self) -> SolverIdeas {
        if let Some(ideas) = super::options::part_ideas(self.part) {
            return SolverIdeas {
                weak: self.weak,
                ..ideas
            };
        }
        let order = self.order.unwrap_or(SolveOrder::Natural);
        let table = self.tt.unwrap_or(SolveTable::Off);
        SolverIdeas {
            minimax: self.minimax,
            win_check: self.win_check,
            score_bound: self.score_bound,
            centre_order: order == SolveOrder::Center,
            upper_table: table != SolveTable::Off,
            bisect: self.search == Some(SolveSearch::Bisect),
            weak: self.weak,
            skip_losing: self.skip_losing,
            threat_order: order == SolveOrder::Threats,
            table_slots: match table {
                SolveTable::Compact | SolveTable::LowerUpper => TableSlots::Compact,
                SolveTable::Off | SolveTable::Upper => TableSlots::Unbounded,
            },
            lower_bounds: table == SolveTable::LowerUpper,
            board_window: false,
        }
    }

    /// The first option that another refuses, as its message.
    fn refused(&self, lang: Lang) -> Option<String> {
        let ideas_given = [
            ("--minimax", self.minimax),
            ("--win-check", self.win_check),
            ("--score-bound", self.score_bound),
            ("--skip-losing", self.skip_losing),
            ("--order", self.order.is_some()),
            ("--tt", self.tt.is_some()),
            ("--search", self.search.is_some()),
        ];
        if let Some(refusal) = super::options::refuse_part(self.part, &ideas_given, lang) {
            return Some(refusal);
        }
        if self.skip_losing && self.win_check {
            return Some(tr!(lang, "cli-solve-skip-losing-win-check"));
        }
        let bounded = self.score_bound
            || self.skip_losing
            || self.tt.is_some_and(|table| table != SolveTable::Off);
        if self.minimax && (bounded || self.search == Some(SolveSearch::Bisect)) {
            return Some(tr!(lang, "cli-solve-minimax-alone"));
        }
        if self.score_bound && !(self.win_check || self.skip_losing) {
            return Some(tr!(lang, "cli-solve-score-bound-alone"));
        }
        None
    }
}

fn bad_position_text(lang: Lang, line: usize, bad: &BadPosition) -> String {
    match bad {
        BadPosition::Empty => tr!(lang, "cli-solve-empty-line", line = line),
        BadPosition::NotAColumn { at, text } => tr!(
            lang,
            "cli-solve-not-a-column",
            line = line,
            at = *at,
            text = text.to_string()
        ),
        BadPosition::ColumnFull { at, column } => tr!(
            lang,
            "cli-solve-column-full",
            line = line,
            at = *at,
            column = *column
        ),
        BadPosition::EndsTheGame { at, column } => tr!(
            lang,
            "cli-solve-ends-the-game",
            line = line,
            at = *at,
            column = *column
        ),
    }
}

/// Solves every line of standard input, writing as it goes: 0 when every line was solved,
/// 1 when any was bad (each named on standard error, with an empty line on the output).
pub fn run(args: &SolveArgs) -> Result<(String, u8), String> {
    let lang = args.lang.lang();
    let spec: GameSpec = args
        .game
        .parse()
        .map_err(|error| crate::text::game_spec_error(lang, &error))?;
    let Some(game) = spec.solvable_by_length() else {
        return Err(tr!(lang, "cli-solve-game", game = args.game.as_str()));
    };
    // Standard output carries the protocol: recordings cannot go there too.
    if args
        .record
        .as_deref()
        .is_some_and(crate::io::is_standard_output)
    {
        return Err(tr!(lang, "cli-solve-record-stdout"));
    }
    if let Some(refusal) = args.refused(lang) {
        return Err(refusal);
    }
    let mut recordings = args
        .record
        .as_ref()
        .map(|_| Recordings::start(LineRecorder::new(game.clone(), spec, args.ideas(), lang)));
    let mut record = |line: usize, moves: &str| {
        if let Some(recordings) = &mut recordings {
            recordings.add(line, moves);
        }
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let (input, mut output) = (stdin.lock(), stdout.lock());
    let status = solve_lines(&game, args.ideas(), lang, (input, &mut output), &mut record)
        .map_err(|error| tr!(lang, "cli-solve-io", error = error.to_string()))?;
    let mut failed = false;
    if let (Some(path), Some(recordings)) = (&args.record, recordings) {
        let saved;
        (saved, failed) = recordings.finish();
        crate::setup::write_recordings(path, &saved).map_err(|error| {
            let path = path.display().to_string();
            tr!(
                lang,
                "cli-solve-record-unwritable",
                path = path,
                error = error.to_string()
            )
        })?;
    }
    Ok((String::new(), status.max(u8::from(failed))))
}

/// The searches `--record` saves, made on another core while the next lines are solved
/// (here, where no thread is to be had).
enum Recordings {
    Worker {
        lines: std::sync::mpsc::Sender<(usize, String)>,
        worker: std::thread::JoinHandle<LineRecorder>,
    },
    Here(LineRecorder),
}

impl Recordings {
    fn start(recorder: LineRecorder) -> Recordings {
        let (lines, received) = std::sync::mpsc::channel::<(usize, String)>();
        // Nothing is recorded yet: the worker takes a copy, this one stays for want of it.
        let mut for_worker = recorder.clone();
        let worker = std::thread::Builder::new()
            .name("recordings".to_string())
            .spawn(move || {
                for (line, moves) in received {
                    for_worker.record(line, &moves);
                }
                for_worker
            });
        match worker {
            Ok(worker) => Recordings::Worker { lines, worker },
            Err(_) => Recordings::Here(recorder),
        }
    }

    fn add(&mut self, line: usize, moves: &str) {
        match self {
            // The worker only ends once the lines are over: a send cannot fail before.
            Recordings::Worker { lines, .. } => {
                let _ = lines.send((line, moves.to_string()));
            }
            Recordings::Here(recorder) => recorder.record(line, moves),
        }
    }

    /// Every search, in the order of their lines, and whether any could not be recorded.
    fn finish(self) -> (Vec<SavedSearch>, bool) {
        let recorder = match self {
            Recordings::Worker { lines, worker } => {
                drop(lines);
                match worker.join() {
                    Ok(recorder) => recorder,
                    // Recording only reads the rules: a panic there is a bug, raised here.
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            Recordings::Here(recorder) => recorder,
        };
        (recorder.saved, recorder.failed)
    }
}

/// Records solved lines one after another, each named on standard error when it cannot be.
#[derive(Clone)]
struct LineRecorder {
    game: ConnectFour,
    spec: GameSpec,
    ideas: SolverIdeas,
    lang: Lang,
    saved: Vec<SavedSearch>,
    failed: bool,
}

impl LineRecorder {
    fn new(game: ConnectFour, spec: GameSpec, ideas: SolverIdeas, lang: Lang) -> LineRecorder {
        LineRecorder {
            game,
            spec,
            ideas,
            lang,
            saved: Vec::new(),
            failed: false,
        }
    }

    fn record(&mut self, line: usize, moves: &str) {
        let lang = self.lang;
        match record_line(&self.game, self.spec, moves, self.ideas, lang) {
            Ok(search) => self.saved.push(search),
            Err(error) => {
                self.failed = true;
                eprintln!(
                    "error: {}",
                    tr!(lang, "cli-solve-record-failed", line = line, error = error)
                );
            }
        }
    }
}

/// The search of one solved line as the file keeps it: the solver's steps when its tree
/// surely fits, refused when it surely does not, else recorded as the player records it.
fn record_line(
    game: &ConnectFour,
    spec: GameSpec,
    moves: &str,
    ideas: SolverIdeas,
    lang: Lang,
) -> Result<SavedSearch, String> {
    let setup = SavedSearch::solve_setup(spec, moves, ideas);
    let refused = |error| super::tree_error_text(&setup, error, lang);
    if let Some(search) = SavedSearch::solved(game, spec, moves, ideas).map_err(refused)? {
        return Ok(search);
    }
    let watch = &mut BuildWatch::default();
    // The file keeps the frames' fingerprint, not the real tree's counts: none are made.
    let (tree, root) = setup
        .or_grown_counting(setup.tree(), HiddenCounting::NONE, &mut |_| {}, watch)
        .map_err(refused)?;
    let tree = Arc::new(tree);
    let never = AtomicBool::new(false);
    let (_, trace) = setup
        .record((Arc::clone(&tree), root), &mut |_| {}, &mut |_| {}, &never)
        .map_err(refused)?;
    Ok(SavedSearch::of(setup, &trace, &tree))
}

/// The protocol over any reader and writer; `solved` is called with each line solved (its number
/// from 1, and its moves).
pub fn solve_lines<G: SolvableByLength>(
    game: &G,
    ideas: SolverIdeas,
    lang: Lang,
    (input, output): (impl BufRead, &mut impl Write),
    solved: &mut dyn FnMut(usize, &str),
) -> std::io::Result<u8> {
    let mut solver = Solver::new(game, ideas);
    let solved_line = solved;
    let mut status = 0;
    // A valid line holds at most a digit a cell; spaces and a carriage return fit in the rest.
    let cap = 2 * game.cells() as usize + 64;
    let mut input = input;
    let mut bytes = Vec::new();
    let mut index = 0;
    while let Some(overlong) = crate::io::read_line_capped(&mut input, cap, &mut bytes)? {
        index += 1;
        // Bytes that are no text are no columns either: the line is named as bad.
        let text = String::from_utf8_lossy(&bytes);
        let line = text.trim();
        if overlong {
            status = 1;
            eprintln!(
                "error: {}",
                tr!(lang, "cli-solve-line-too-long", line = index, bytes = cap)
            );
            if !write_or_stop(writeln!(output).and_then(|()| output.flush()))? {
                return Ok(status);
            }
            continue;
        }
        let written = match position_of(game, line) {
            Ok(position) => {
                let started = Instant::now();
                let Solved { score, nodes } = solver.solve(&position);
                let micros = started.elapsed().as_micros();
                let written = writeln!(output, "{line} {} {} {micros}", score, nodes);
                solved_line(index, line);
                written
            }
            Err(bad) => {
                status = 1;
                eprintln!(
                    "error: {}",
                    crate::text::control_escaped(&bad_position_text(lang, index, &bad), false)
                );
                writeln!(output)
            }
        };
        if !write_or_stop(written.and_then(|()| output.flush()))? {
            return Ok(status);
        }
    }
    Ok(status)
}

/// Whether to go on after a write: a reader that stops early (e.g. `| head`) is not an
/// error, the run just ends there.
fn write_or_stop(written: std::io::Result<()>) -> std::io::Result<bool> {
    match written {
        Ok(()) => Ok(true),
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(error) => Err(error),
    }
}
