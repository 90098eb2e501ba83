//! `abtutor stats --search pmc | mcts`: choosing a move by random playouts, reproducible
//! from the pinned generator's seed.

use clap::Args;
use serde::Serialize;

use super::status_line::StatusLine;
use super::{SearchArg, SearchArgs, to_json};
use crate::lang::Lang;
use crate::search::montecarlo::MonteCarloTrace;
use crate::search::montecarlo::{DEFAULT_EXPLORATION, PrimitiveMonteCarlo, TreeSearch};
use crate::setup::{GameSpec, MonteCarloMethod, MonteCarloSetup, RunsFor, check_runs};
use crate::stats::ChoiceSearch;
use crate::tr;

/// The most memory MCTS's tree may take, in bytes.
const MAX_TREE_BYTES: u64 = 4 << 30;

#[derive(Args, Debug, Clone)]
pub struct MonteCarloArgs {
    /// Primitive Monte Carlo (--search pmc): the playouts after each root move.
    #[arg(long, value_name = "N")]
    pub playouts: Option<u32>,
    /// MCTS (--search mcts): the iterations (select, expand, play out, back up).
    #[arg(long, value_name = "N")]
    pub iterations: Option<u32>,
    /// MCTS's exploration constant C in w/n + C·sqrt(ln N / n) (default √2).
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub exploration: Option<f64>,
    /// The seed of the pinned generator (SplitMix64) the playouts draw from.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

#[derive(Serialize)]
struct PmcMoveJson {
    #[serde(rename = "move")]
    mv: String,
    wins: u32,
    draws: u32,
    losses: u32,
}

#[derive(Serialize)]
struct PmcJson {
    search: &'static str,
    seed: u64,
    playouts: u32,
    children: Vec<PmcMoveJson>,
    chosen: String,
}

#[derive(Serialize)]
struct MctsChildJson {
    #[serde(rename = "move")]
    mv: String,
    visits: u32,
    mean: f64,
}

#[derive(Serialize)]
struct MctsJson {
    search: &'static str,
    seed: u64,
    iterations: u32,
    exploration: f64,
    nodes: usize,
    children: Vec<MctsChildJson>,
    chosen: String,
}

/// Runs the Monte Carlo search asked for, if one is; refuses options that belong to
/// another search.
pub fn run(args: &SearchArgs, monte_carlo: &MonteCarloArgs) -> Result<Option<String>, String> {
    if !asks_for_monte_carlo(args, monte_carlo)? {
        return Ok(None);
    }
    let lang = args.lang();
    let search = args.options.search;
    let game = args.game()?;
    let view = game.view();
    let name = |mv: u8| view.format_move(mv);
    let seed = monte_carlo.seed;
    let text = match search {
        SearchArg::Pmc => {
            let playouts = runs(lang, monte_carlo.playouts, "cli-pmc-needs-playouts")?;
            let result = primitive(args, game, playouts, seed)?;
            let children: Vec<PmcMoveJson> = result
                .moves
                .iter()
                .map(|tally| PmcMoveJson {
                    mv: name(tally.mv),
                    wins: tally.wins,
                    draws: tally.draws,
                    losses: tally.losses,
                })
                .collect();
            let chosen = name(result.moves[result.chosen].mv);
            if args.json {
                to_json(&PmcJson {
                    search: "pmc",
                    seed,
                    playouts,
                    children,
                    chosen,
                })
            } else {
                crate::text::pmc_text(lang, view.as_ref(), &result, playouts, seed)
            }
        }
        _ => {
            let iterations = runs(lang, monte_carlo.iterations, "cli-mcts-needs-iterations")?;
            let exploration = monte_carlo.exploration.unwrap_or(DEFAULT_EXPLORATION);
            let result = tree_search(args, game, iterations, exploration, seed)?;
            let children: Vec<MctsChildJson> = result
                .children
                .iter()
                .map(|child| MctsChildJson {
                    mv: name(child.mv),
                    visits: child.visits,
                    mean: child.mean,
                })
                .collect();
            let chosen = name(result.children[result.chosen].mv);
            if args.json {
                to_json(&MctsJson {
                    search: "mcts",
                    seed,
                    iterations,
                    exploration,
                    nodes: result.nodes,
                    children,
                    chosen,
                })
            } else {
                crate::text::mcts_text(lang, view.as_ref(), &result, iterations, seed)
            }
        }
    };
    Ok(Some(text))
}

/// Whether the options ask for a Monte Carlo search; options that belong to another
/// search, and those a Monte Carlo search cannot take, are refused.
fn asks_for_monte_carlo(args: &SearchArgs, monte_carlo: &MonteCarloArgs) -> Result<bool, String> {
    let lang = args.lang();
    let search = args.options.search;
    let refuse = |id: &str| Err(tr!(lang, id));
    if monte_carlo.playouts.is_some() && search != SearchArg::Pmc {
        return refuse("cli-playouts-need-pmc");
    }
    if (monte_carlo.iterations.is_some() || monte_carlo.exploration.is_some())
        && search != SearchArg::Mcts
    {
        return refuse("cli-iterations-need-mcts");
    }
    if !search.is_monte_carlo() {
        return Ok(false);
    }
    args.options.refuse_misfit(lang)?;
    if args.depth.is_some() || args.iterative {
        return refuse("cli-monte-carlo-plays-to-the-end");
    }
    Ok(true)
}

/// The Monte Carlo run the options ask for, recorded frame by frame (`render`, `frame`,
/// `trace`), within the bound of a recorded run; `None` when they ask for a tree search.
pub fn recorded(
    args: &SearchArgs,
    monte_carlo: &MonteCarloArgs,
) -> Result<Option<(MonteCarloSetup, MonteCarloTrace)>, String> {
    if !asks_for_monte_carlo(args, monte_carlo)? {
        return Ok(None);
    }
    let lang = args.lang();
    let (method, missing) = match args.options.search {
        SearchArg::Pmc => (MonteCarloMethod::Pmc, "cli-pmc-needs-playouts"),
        _ => (MonteCarloMethod::Mcts, "cli-mcts-needs-iterations"),
    };
    let runs = match method {
        MonteCarloMethod::Pmc => monte_carlo.playouts,
        MonteCarloMethod::Mcts => monte_carlo.iterations,
    }
    .ok_or_else(|| tr!(lang, missing))?;
    let setup = MonteCarloSetup {
        game: args.game()?,
        root: args.root.clone(),
        method,
        playouts: runs,
        iterations: runs,
        exploration: monte_carlo.exploration.unwrap_or(DEFAULT_EXPLORATION),
        seed: monte_carlo.seed,
    };
    let trace = setup
        .record()
        .map_err(|refusal| crate::text::monte_carlo_refusal(lang, &refusal))?;
    Ok(Some((setup, trace)))
}

/// A count of runs given and within bounds; `missing` says what to give when it is not.
fn runs(lang: Lang, given: Option<u32>, missing: &str) -> Result<u32, String> {
    within_bounds(lang, given.ok_or_else(|| tr!(lang, missing))?)
}

/// A count of runs by the one rule for an unrecorded run.
fn within_bounds(lang: Lang, count: u32) -> Result<u32, String> {
    check_runs(count, RunsFor::Plain)
        .map_err(|refusal| crate::text::monte_carlo_refusal(lang, &refusal))
}

/// How far a long run has got, on the status line from the first second on.
struct Progress {
    lang: Lang,
    /// The iterations asked for (MCTS); primitive Monte Carlo counts its playouts only.
    total: Option<u32>,
    done: u64,
    started: web_time::Instant,
    line: StatusLine,
}

impl Progress {
    /// Runs between two looks at the clock.
    const STRIDE: u64 = 1 << 16;

    fn new(lang: Lang, total: Option<u32>) -> Progress {
        Progress {
            lang,
            total,
            done: 0,
            started: web_time::Instant::now(),
            line: StatusLine::new(),
        }
    }

    fn tick(&mut self) {
        self.done += 1;
        if !self.line.is_seen() || !self.done.is_multiple_of(Self::STRIDE) {
            return;
        }
        if self.started.elapsed() < std::time::Duration::from_secs(1) {
            return;
        }
        let text = match self.total {
            Some(total) => tr!(
                self.lang,
                "cli-mcts-progress",
                done = self.done,
                total = total
            ),
            None => tr!(self.lang, "cli-pmc-progress", done = self.done),
        };
        self.line.show(&text);
    }
}

/// Primitive Monte Carlo from the root `args` name.
fn primitive(
    args: &SearchArgs,
    game: GameSpec,
    playouts: u32,
    seed: u64,
) -> Result<PrimitiveMonteCarlo, String> {
    let lang = args.lang();
    let mut progress = Progress::new(lang, None);
    let result =
        game.primitive_monte_carlo_ticking(&args.root, playouts, seed, &mut || progress.tick());
    drop(progress);
    result
        .map_err(|error| crate::text::path_error(lang, &error))?
        .ok_or_else(|| tr!(lang, "cli-monte-carlo-game-over"))
}

/// MCTS from the root `args` name; a tree too big for memory, or a C below 0, is
/// refused before any work.
fn tree_search(
    args: &SearchArgs,
    game: GameSpec,
    iterations: u32,
    exploration: f64,
    seed: u64,
) -> Result<TreeSearch, String> {
    let lang = args.lang();
    let needed = game.mcts_bytes_upper_bound(iterations);
    if needed > MAX_TREE_BYTES {
        let gigabytes = |bytes: u64| format!("{:.1}", bytes as f64 / (1u64 << 30) as f64);
        return Err(tr!(
            lang,
            "cli-mcts-too-big",
            iterations = iterations,
            gigabytes = gigabytes(needed),
            limit = gigabytes(MAX_TREE_BYTES)
        ));
    }
    if !(exploration.is_finite() && exploration >= 0.0) {
        return Err(tr!(
            lang,
            "cli-mcts-bad-exploration",
            value = exploration.to_string()
        ));
    }
    let mut progress = Progress::new(lang, Some(iterations));
    let result = game.monte_carlo_tree_search_ticking(
        &args.root,
        iterations,
        exploration,
        seed,
        &mut || progress.tick(),
    );
    drop(progress);
    result
        .map_err(|error| crate::text::path_error(lang, &error))?
        .ok_or_else(|| tr!(lang, "cli-monte-carlo-game-over"))
}

/// Playouts after each move and MCTS iterations a comparison runs unless told.
const COMPARE_PLAYOUTS: u32 = 1_000;
const COMPARE_ITERATIONS: u32 = 10_000;

/// Refuses Monte Carlo's options where no Monte Carlo search runs.
pub fn refuse_outside_compare(lang: Lang, monte_carlo: &MonteCarloArgs) -> Result<(), String> {
    let given = monte_carlo.playouts.is_some()
        || monte_carlo.iterations.is_some()
        || monte_carlo.exploration.is_some();
    if given {
        return Err(tr!(lang, "cli-monte-carlo-options-need-preset"));
    }
    Ok(())
}

/// One search of a Monte Carlo comparison, as JSON and CSV give it.
#[derive(Serialize)]
struct ChoiceRow {
    search: &'static str,
    chosen: String,
    exact_value: Option<i16>,
    best_value: Option<i16>,
    touched: u64,
}

/// `compare --preset monte-carlo`: the options' search, primitive Monte Carlo and MCTS from
/// the same root — the move each chooses, its exact value where known, what each touched.
pub fn compare(
    args: &SearchArgs,
    monte_carlo: &MonteCarloArgs,
    csv: bool,
) -> Result<String, String> {
    let lang = args.lang();
    let (tree, root) = args.tree()?;
    let game = args.game()?;
    let playouts = within_bounds(lang, monte_carlo.playouts.unwrap_or(COMPARE_PLAYOUTS))?;
    let iterations = within_bounds(lang, monte_carlo.iterations.unwrap_or(COMPARE_ITERATIONS))?;
    let exploration = monte_carlo.exploration.unwrap_or(DEFAULT_EXPLORATION);
    let seed = monte_carlo.seed;
    let pmc = primitive(args, game, playouts, seed)?;
    let mcts = tree_search(args, game, iterations, exploration, seed)?;
    let choices = crate::stats::choices(
        &tree,
        root,
        args.mode(),
        Some((&pmc, playouts)),
        Some((&mcts, iterations)),
    )
    .ok_or_else(|| tr!(lang, "cli-monte-carlo-game-over"))?;
    let view = tree.view();
    let rows: Vec<ChoiceRow> = choices
        .iter()
        .map(|choice| ChoiceRow {
            search: match choice.search {
                ChoiceSearch::Search(_) => "search",
                ChoiceSearch::Pmc { .. } => "pmc",
                ChoiceSearch::Mcts { .. } => "mcts",
            },
            chosen: view.format_move(choice.chosen),
            exact_value: choice.exact_value,
            best_value: choice.best_value,
            touched: choice.touched,
        })
        .collect();
    if args.json {
        return Ok(to_json(&rows));
    }
    if csv {
        let known = crate::text::known_value;
        let mut lines = vec!["search,chosen,exact_value,best_value,touched".to_string()];
        lines.extend(rows.iter().map(|row| {
            format!(
                "{},{},{},{},{}",
                row.search,
                row.chosen,
                known(row.exact_value),
                known(row.best_value),
                row.touched
            )
        }));
        return Ok(lines.join("\n"));
    }
    Ok(crate::text::choices_text(lang, view, &choices, seed))
}

/// `abtutor frame` of a Monte Carlo run: the frame as JSON, or as lines with its board.
pub fn frame(
    args: &SearchArgs,
    setup: &MonteCarloSetup,
    trace: &MonteCarloTrace,
    index: usize,
) -> Result<String, String> {
    let lang = args.lang();
    if index >= trace.len() {
        return Err(tr!(
            lang,
            "cli-frame-out-of-range",
            index = index,
            count = trace.len(),
            last = trace.len() - 1
        ));
    }
    let view = setup.game.view();
    let value = crate::export::monte_carlo_frame_json(view.as_ref(), trace, index);
    if args.json {
        return Ok(to_json(&value));
    }
    let field = |name: &str| match &value[name] {
        serde_json::Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    let moves = match field("moves") {
        moves if moves.is_empty() => tr!(lang, "mc-root"),
        moves => moves,
    };
    let mut lines = vec![
        tr!(
            lang,
            "cli-mc-frame-heading",
            index = index,
            iteration = field("iteration"),
            count = trace.iteration_count(),
            phase = field("phase")
        ),
        tr!(
            lang,
            "cli-mc-frame-node",
            moves = moves,
            visits = field("visits"),
            wins = field("wins"),
            draws = field("draws"),
            losses = field("losses")
        ),
    ];
    let node = trace.frame(index).node;
    lines.extend(crate::text::board_lines(
        lang,
        view.as_ref(),
        trace.key(node),
    ));
    Ok(lines.join("\n"))
}

/// `abtutor trace` of a Monte Carlo run: every frame to a JSON file.
pub fn write_trace(
    args: &SearchArgs,
    setup: &MonteCarloSetup,
    trace: &MonteCarloTrace,
    out: &std::path::Path,
) -> Result<String, String> {
    let lang = args.lang();
    let view = setup.game.view();
    let path = out.display().to_string();
    crate::export::write_monte_carlo_json(view.as_ref(), &setup.root, trace, out).map_err(
        |error| {
            tr!(
                lang,
                "cli-write-failed",
                path = path.as_str(),
                error = error.to_string()
            )
        },
    )?;
    Ok(tr!(
        lang,
        "cli-trace-written",
        count = trace.len(),
        path = path
    ))
}
