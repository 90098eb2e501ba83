//! The command line: the same figures as the app, without a window.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::json;

mod check;
mod check_run;
mod deep;
mod errors;
mod montecarlo;
mod options;
mod render;
mod solve;
mod stats_command;
mod status_line;

use errors::tree_error_text;
pub(crate) use errors::{conflict_text, game_error_text};
pub use options::{CutArg, LangArg, ModeArgs, OrderArg, SearchArg, TableArg};

use crate::export;
use crate::lang::Lang;
use crate::notebook::{self, Editor};
use crate::search::Mode;
use crate::setup::{GameSpec, GameSpecError, SearchSetup};
use crate::stats;
use crate::tr;
use crate::tree::{NodeId, Tree, Trees};

/// A tutor for game-tree search: minimax, alpha-beta and transposition tables on complete
/// game trees (tic-tac-toe, 4×4 Othello, Kalah).
///
/// Without a subcommand it opens the app; the subcommands print the same figures without a
/// window.
///
/// The environment variable ABTUTOR_MAX_GROWN_NODES=N lowers the most nodes a search that
/// grows its own tree may grow, below what fits in memory (a whole number from 1000 up).
#[derive(Parser, Debug)]
#[command(name = "abtutor", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the figures of one search (the reference's debug print).
    Stats {
        #[command(flatten)]
        search: SearchArgs,
        /// Also the chances that uniformly random play from the root ends in a first-player
        /// win, a second-player win or a draw (a complete tree: no --depth).
        #[arg(long)]
        playout_probabilities: bool,
        /// Also play N uniformly random playouts from the root and give their rates (a
        /// complete tree: no --depth), to hold the estimate against the exact chances.
        #[arg(long, value_name = "N")]
        sample_playouts: Option<u32>,
        #[command(flatten)]
        monte_carlo: montecarlo::MonteCarloArgs,
    },
    /// Print one frame of a search (or of a Monte Carlo run: --search pmc|mcts).
    Frame {
        /// The frame number, counted from 0.
        #[arg(long, value_name = "N")]
        index: usize,
        #[command(flatten)]
        search: SearchArgs,
        #[command(flatten)]
        monte_carlo: montecarlo::MonteCarloArgs,
    },
    /// Search from the first node (breadth first) of each depth and tabulate.
    DepthTable(TableArgs),
    /// Run every mode of the reference's table from the root and compare.
    Compare(TableArgs),
    /// Write every frame of a search (or of a Monte Carlo run) to a JSON file.
    Trace {
        /// Where to write the JSON (written atomically); a FILE.abrec gets the compact form
        /// the player opens instead: the search's options and a fingerprint of its frames.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        #[command(flatten)]
        search: SearchArgs,
        #[command(flatten)]
        monte_carlo: montecarlo::MonteCarloArgs,
    },
    /// Work with lesson notebooks without a window.
    #[command(subcommand)]
    Notebook(NotebookCommand),
    /// Hold students' traces (JSON Lines from their own search) against the search they
    /// should be: a verdict, the first difference and the known bugs that explain it.
    ///
    /// Exit status: 0 when every trace is correct, 1 when any differs, 2 when any is
    /// invalid or the command is wrong.
    Check(check::CheckArgs),
    /// Draw frames of a search as pictures: one frame as PNG or SVG (--index), a range as
    /// an animated GIF (--frames A..B).
    Render(render::RenderArgs),
    /// Lay a notebook's exercises out for paper as a PDF: each exercise on its own A4
    /// page with boxes to fill in, and with --answers the key on pages after them.
    Sheet(render::SheetArgs),
    /// Solve Connect Four positions as the solver tutorial's benchmark does: one position a
    /// line on standard input (column digits from the empty board, e.g. 4453); for each,
    /// `moves score nodes microseconds` on standard output, the score the side to move's and
    /// `nodes` every node entered. A bad line is named on standard error and gives an empty
    /// output line; the exit status is then 1.
    Solve(solve::SolveArgs),
}

#[derive(Subcommand, Debug)]
pub enum NotebookCommand {
    /// Execute every cell and draw one picture per run, exercise, check, compare,
    /// depth-table and Monte Carlo cell into a folder (cell-NN-KIND.png, or .svg with
    /// --svg); a Monte Carlo cell is drawn at the end of its run.
    Render(render::NotebookRenderArgs),
    /// Execute every cell of a notebook and print (or save) the outputs.
    ///
    /// Exit status: 0 when every cell ran, 1 when a cell failed (named on standard
    /// error), 2 when the notebook cannot be read.
    Run {
        /// The notebook file (.json).
        file: PathBuf,
        /// Save the notebook with its outputs here (written atomically).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The language of the outputs (default: the notebook's).
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
        /// Run code cells even where no sandbox can be made (as any program of yours).
        #[arg(long)]
        no_sandbox: bool,
    },
}

/// A table's options: the search options, and CSV output.
#[derive(Args, Debug, Clone)]
pub struct TableArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print CSV instead of text.
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// compare: the reference's modes; the searches with narrow windows (alpha-beta,
    /// fail-soft alpha-beta, scout, MTD(f), PVS) with the table of --tt; or monte-carlo:
    /// the search of the options beside primitive Monte Carlo and MCTS.
    #[arg(long, value_enum, default_value_t = PresetArg::Reference)]
    pub preset: PresetArg,
    #[command(flatten)]
    pub monte_carlo: montecarlo::MonteCarloArgs,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetArg {
    Reference,
    Windows,
    MonteCarlo,
}

/// The options every subcommand takes.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// The game: tictactoe, othello4, othello6, othello8 (each with :positional for corner and
    /// edge weights), kalah:P,S (P pits a side, S seeds a pit), connect4 or connect4:W,H (W
    /// columns, H rows).
    #[arg(long, value_name = "GAME", default_value = "tictactoe")]
    pub game: String,
    /// A textbook tree instead of a game: nested parentheses with numbers at the leaves,
    /// e.g. '((3,12,8),(2,4,6),(14,5,2))'; the root is a max node, the levels alternate.
    #[arg(long, value_name = "TEXT", conflicts_with = "game")]
    pub tree: Option<String>,
    /// The search root as comma-separated moves from the start, in the game's notation:
    /// tic-tac-toe xy digit pairs (00,10,20 = (0,0), (1,0), (2,0)); Othello squares or
    /// pass (c4,b4,pass); Kalah pit numbers (3,1,2); Connect Four column numbers (4,4,5).
    #[arg(long, value_name = "MOVES", default_value = "")]
    pub root: String,
    /// Search only N plies below the root (a pass or an extra turn counts as a ply); leaves
    /// there whose game goes on take the game's static evaluation.
    #[arg(long, value_name = "N")]
    pub depth: Option<u16>,
    #[command(flatten)]
    pub options: ModeArgs,
    /// Iterative deepening: search 1, 2, … N plies (N from --depth), each iteration trying
    /// the previous one's best move first; every iteration is recorded.
    #[arg(long)]
    pub iterative: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text output.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
}

impl SearchArgs {
    pub fn mode(&self) -> Mode {
        let cells = self.game().ok().and_then(|game| game.view().cells());
        let part = cells.and_then(|cells| self.options.part_mode(cells));
        part.unwrap_or_else(|| self.options.mode(self.iterative))
    }

    pub fn lang(&self) -> Lang {
        self.lang.lang()
    }

    /// The search these options describe, refused when an option does not fit the game.
    /// The game of --game or --tree.
    pub fn game(&self) -> Result<GameSpec, String> {
        let lang = self.lang();
        match &self.tree {
            Some(text) => GameSpec::textbook(text)
                .map_err(|error| game_error_text(&GameSpecError::Textbook(error), lang)),
            None => self
                .game
                .parse()
                .map_err(|error| game_error_text(&error, lang)),
        }
    }

    pub fn setup(&self) -> Result<SearchSetup, String> {
        let lang = self.lang();
        if self.options.search.is_monte_carlo() {
            return Err(tr!(lang, "cli-monte-carlo-stats-only"));
        }
        self.options.refuse_misfit(lang)?;
        let game = self.game()?;
        if self.options.part.is_some() && game.view().cells().is_none() {
            let game = game.view().spec_text();
            return Err(tr!(lang, "cli-part-game", game = game));
        }
        let setup = SearchSetup::new(game, self.root.clone(), self.depth, self.mode());
        setup
            .check()
            .map_err(|conflict| conflict_text(&conflict, lang))?;
        Ok(setup)
    }

    /// The tree for this search and its root node.
    pub fn tree(&self) -> Result<(Tree, NodeId), String> {
        let setup = self.setup()?;
        setup
            .tree()
            .map_err(|error| tree_error_text(&setup, error, self.lang()))
    }
}

/// Whether the subcommand writes its file to standard output (`--out -`): what it says
/// then goes to standard error instead.
pub fn writes_to_standard_output(command: &Command) -> bool {
    let out = match command {
        Command::Trace { out, .. } => Some(out.as_path()),
        Command::Render(args) => Some(args.out.as_path()),
        Command::Sheet(args) => Some(args.out.as_path()),
        Command::Notebook(NotebookCommand::Run { out, .. }) => out.as_deref(),
        _ => None,
    };
    out.is_some_and(crate::io::is_standard_output)
}

/// Carries out a subcommand: the text to print and the exit status (`check`: 1 when a
/// trace differs, 2 when one is invalid; `notebook run`: 1 when a cell failed); or one line
/// saying what is wrong.
pub fn run_with_status(command: &Command) -> Result<(String, u8), String> {
    match command {
        Command::Check(args) if args.run => check_run::run(args),
        Command::Check(args) => check::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Notebook(NotebookCommand::Run {
            file,
            out,
            lang,
            no_sandbox,
        }) => run_notebook(file, out.as_deref(), *lang, *no_sandbox),
        other => run(other).map(|text| (text, 0)),
    }
}

/// `notebook run`: every cell in order, the text printed, and 1 when a cell failed (its
/// number named on standard error), else 0.
fn run_notebook(
    file: &std::path::Path,
    out: Option<&std::path::Path>,
    lang: Option<LangArg>,
    no_sandbox: bool,
) -> Result<(String, u8), String> {
    let loaded = notebook::load(file)
        .map_err(|error| notebook::load_error_text(&error, lang.map_or(Lang::En, LangArg::lang)))?;
    let lang = lang.map_or(loaded.lang, LangArg::lang);
    let mut editor = Editor::new(loaded);
    let settings = notebook::CodeRunSettings {
        limits: crate::program::Limits {
            sandboxed: !no_sandbox,
            ..Default::default()
        },
        ..Default::default()
    };
    if !no_sandbox && editor.notebook.has_code_cells() {
        crate::program::sandbox().map_err(|error| {
            tr!(
                lang,
                "cli-no-sandbox",
                reason = crate::text::sandbox_unavailable(lang, &error)
            )
        })?;
    }
    let folder = notebook::notebook_folder(Some(file));
    let allowed = notebook::Allowed::all(folder, settings);
    notebook::execute_all(&mut Trees::default(), &mut editor, &allowed, lang);
    // A downloaded notebook's own text may hold escape sequences: shown, never obeyed.
    let mut text =
        crate::text::control_escaped(&notebook::notebook_text(&editor.notebook), true).into_owned();
    if let Some(out) = out {
        let path = out.display().to_string();
        notebook::save(&editor.notebook, out).map_err(|error| {
            tr!(
                lang,
                "cli-save-failed",
                path = path.as_str(),
                error = error.to_string()
            )
        })?;
        text.push_str("\n\n");
        text.push_str(&tr!(lang, "cli-notebook-saved", path = path));
    }
    let failed = editor.notebook.failed_cells();
    if failed.is_empty() {
        return Ok((text, 0));
    }
    let cells: Vec<String> = failed.iter().map(|index| (index + 1).to_string()).collect();
    eprintln!(
        "{}",
        tr!(
            lang,
            "cli-notebook-cells-failed",
            count = failed.len(),
            cells = cells.join(", ")
        )
    );
    Ok((text, 1))
}

/// Carries out a subcommand; the text to print, or one line saying what is wrong.
pub fn run(command: &Command) -> Result<String, String> {
    let done = run_command(command)?;
    if let Some(args) = search_args(command) {
        note_depth_never_reached(args);
    }
    Ok(done)
}

/// The search options of a subcommand that runs one search.
fn search_args(command: &Command) -> Option<&SearchArgs> {
    match command {
        Command::Stats { search, .. }
        | Command::Frame { search, .. }
        | Command::Trace { search, .. }
        | Command::DepthTable(TableArgs { search, .. })
        | Command::Compare(TableArgs { search, .. }) => Some(search),
        _ => None,
    }
}

/// A depth limit no line of play from the root reaches is said on standard error: the
/// search ran as the whole game's, which the user may not have meant.
fn note_depth_never_reached(args: &SearchArgs) {
    let Ok(setup) = args.setup() else {
        return;
    };
    if let Some((depth, longest)) = setup.depth_never_reached() {
        let lang = args.lang();
        eprintln!(
            "{}",
            tr!(
                lang,
                "cli-depth-never-reached",
                depth = depth,
                longest = longest
            )
        );
    }
}

fn run_command(command: &Command) -> Result<String, String> {
    match command {
        Command::Check(args) if args.run => check_run::run(args).map(|(text, _)| text),
        Command::Check(args) => check::run(args).map(|(text, _)| text),
        Command::Solve(args) => solve::run(args).map(|(text, _)| text),
        Command::Render(args) => render::run(args),
        Command::Sheet(args) => render::run_sheet(args),
        Command::Stats {
            search: args,
            playout_probabilities,
            sample_playouts: playouts,
            monte_carlo,
        } => stats_command::run(args, *playout_probabilities, *playouts, monte_carlo),
        Command::Frame {
            index,
            search: args,
            monte_carlo,
        } => frame_command(*index, args, monte_carlo),
        Command::DepthTable(TableArgs {
            search: args,
            csv,
            monte_carlo,
            ..
        }) => {
            montecarlo::refuse_outside_compare(args.lang(), monte_carlo)?;
            let (tree, _) = args.tree()?;
            let rows = stats::depth_table(&tree, args.mode());
            if *csv {
                Ok(export::depth_csv(&[(args.mode().label(), rows)])
                    .trim_end()
                    .to_string())
            } else if args.json {
                Ok(to_json(&rows))
            } else {
                Ok(crate::text::depth_table_text(
                    &rows,
                    args.lang(),
                    crate::text::Print::Reference,
                ))
            }
        }
        Command::Trace {
            out,
            search: args,
            monte_carlo,
        } => trace_command(out, args, monte_carlo),
        Command::Notebook(NotebookCommand::Render(args)) => render::run_notebook(args),
        Command::Notebook(NotebookCommand::Run {
            file,
            out,
            lang,
            no_sandbox,
        }) => run_notebook(file, out.as_deref(), *lang, *no_sandbox).map(|(text, _)| text),
        Command::Compare(TableArgs {
            search: args,
            csv,
            preset,
            monte_carlo,
        }) => {
            if *preset == PresetArg::MonteCarlo {
                return montecarlo::compare(args, monte_carlo, *csv);
            }
            montecarlo::refuse_outside_compare(args.lang(), monte_carlo)?;
            let (tree, root) = args.tree()?;
            let modes = match preset {
                PresetArg::Windows => Mode::window_modes(args.mode().table),
                _ => Mode::comparison_modes(tree.view(), tree.depth_limit().is_some()),
            };
            let rows = stats::compare(&tree, root, &modes);
            if *csv {
                Ok(export::compare_csv(&rows).trim_end().to_string())
            } else if args.json {
                Ok(to_json(&rows))
            } else {
                Ok(crate::text::compare_text(
                    &rows,
                    args.lang(),
                    crate::text::Print::Reference,
                ))
            }
        }
    }
}

/// `frame`: one frame of a search (or a Monte Carlo run), as text or JSON.
fn frame_command(
    index: usize,
    args: &SearchArgs,
    monte_carlo: &montecarlo::MonteCarloArgs,
) -> Result<String, String> {
    if let Some((setup, trace)) = montecarlo::recorded(args, monte_carlo)? {
        return montecarlo::frame(args, &setup, &trace, index);
    }
    let (tree, _, trace) = args.recorded_search()?;
    let tree = &tree;
    if index >= trace.len() {
        return Err(tr!(
            args.lang(),
            "cli-frame-out-of-range",
            index = index,
            count = trace.len(),
            last = trace.len() - 1
        ));
    }
    let value = export::frame_json(tree, &trace, index);
    if args.json {
        Ok(to_json(&value))
    } else {
        let node = trace.frames().at(index).node;
        let rows = crate::text::board_lines(args.lang(), tree.view(), tree.position_key(node));
        Ok(frame_text(&value, rows, args.lang()))
    }
}

/// `trace`: every frame of a search (or a Monte Carlo run) written to `out`.
fn trace_command(
    out: &std::path::Path,
    args: &SearchArgs,
    monte_carlo: &montecarlo::MonteCarloArgs,
) -> Result<String, String> {
    if let Some((setup, trace)) = montecarlo::recorded(args, monte_carlo)? {
        return montecarlo::write_trace(args, &setup, &trace, out);
    }
    let (tree, _, trace) = args.recorded_search()?;
    let path = out.display().to_string();
    let lang = args.lang();
    if crate::setup::is_recordings_path(out) {
        // The compact form: the search's options and a fingerprint of its frames.
        let saved = crate::setup::SavedSearch::of(args.setup()?, &trace, &tree);
        crate::setup::write_recordings(out, &[saved]).map_err(|error| {
            let error = error.to_string();
            tr!(
                lang,
                "cli-write-failed",
                path = path.as_str(),
                error = error
            )
        })?;
        return Ok(tr!(
            lang,
            "cli-trace-recorded",
            count = trace.len(),
            path = path
        ));
    }
    // A trace of hundreds of millions of frames is tens of GB: said, and refused
    // where it cannot fit, before a byte is written.
    let bytes = export::trace_json_size(&tree, &trace, out)
        .map_err(|room| crate::text::trace_no_space(lang, out, room.bytes, room.free))?;
    let size = crate::text::byte_size(bytes);
    // Said once the file is open: a path that cannot be written gets its error alone.
    let announce = || {
        eprintln!(
            "{}",
            tr!(
                lang,
                "cli-trace-writing",
                count = trace.len(),
                size = size.as_str(),
                path = path.as_str()
            )
        );
    };
    export::write_trace_json_with_progress(&tree, &trace, out, announce).map_err(|error| {
        tr!(
            lang,
            "cli-write-failed",
            path = path.as_str(),
            error = error.to_string()
        )
    })?;
    Ok(tr!(
        lang,
        "cli-trace-written",
        count = trace.len(),
        path = path
    ))
}

pub(crate) fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string_pretty(value)
        .unwrap_or_else(|error| format!("{{\"error\": \"{error}\"}}"))
}

fn frame_text(value: &serde_json::Value, rows: Vec<String>, lang: Lang) -> String {
    let field = |name: &str| match &value[name] {
        serde_json::Value::String(text) => text.clone(),
        serde_json::Value::Null => "-".to_string(),
        other => other.to_string(),
    };
    let side = if value["max_node"] == json!(true) {
        "max"
    } else {
        "min"
    };
    let moves = field("moves");
    let moves = if moves.is_empty() {
        "-".to_string()
    } else {
        moves
    };
    let mut lines = vec![
        tr!(
            lang,
            "cli-frame-heading",
            index = field("index"),
            status = field("status")
        ),
        tr!(
            lang,
            "cli-frame-node",
            depth = field("depth"),
            side = side,
            moves = moves
        ),
    ];
    if let (Some(number), Some(depth)) = (
        value["iteration"].as_u64(),
        value["iteration_depth"].as_u64(),
    ) {
        let count = value["iterations"].as_u64().unwrap_or(number) as usize;
        lines.push(crate::text::iteration_note(
            number as usize,
            count,
            depth as usize,
            lang,
        ));
    }
    if let (Some(entry), Some(left)) = (
        value["table_entry_depth"].as_u64(),
        value["plies_left"].as_u64(),
    ) {
        lines.push(crate::text::table_depth_note(
            entry as u8,
            left as usize,
            lang,
        ));
    }
    lines.extend(rows);
    lines.push(tr!(
        lang,
        "cli-frame-window",
        alpha = field("alpha"),
        beta = field("beta"),
        score = field("score")
    ));
    // An estimate of the real tree reads as one.
    let pruned = match (value["estimated"].as_bool(), value["pruned"].as_f64()) {
        (Some(true), Some(nodes)) => format!("≈ {}", crate::numbers::large_count(nodes)),
        _ => field("pruned"),
    };
    lines.push(tr!(
        lang,
        "cli-frame-counts",
        calculated = field("calculated"),
        pruned = pruned
    ));
    if value.get("looked_up").is_some() {
        lines.push(tr!(
            lang,
            "cli-frame-table",
            looked_up = value["looked_up"].to_string(),
            best = field("best"),
            stored = value["stored"].to_string()
        ));
    }
    lines.join("\n")
}
