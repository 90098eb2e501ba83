//! `abtutor stats --search pmc | mcts`: choosing a move by random playouts, reproducible
//! from the pinned generator's seed.

use clap::Args;
use serde::Serialize;

use super::{SearchArg, SearchArgs, to_json};
use crate::lang::Lang;
use crate::search::montecarlo::{BYTES_PER_UCT_NODE, DEFAULT_EXPLORATION};
use crate::tr;

/// The most iterations or playouts a move one run takes: beyond, minutes of work.
const MAX_RUNS: u32 = 50_000_000;
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
        return Ok(None);
    }
    if args.depth.is_some() || args.iterative {
        return refuse("cli-monte-carlo-plays-to-the-end");
    }
    let game = args.game()?;
    let view = game.view();
    let name = |mv: u8| view.format_move(mv);
    let path_error = |error| crate::text::path_error(lang, &error);
    let seed = monte_carlo.seed;
    let text = match search {
        SearchArg::Pmc => {
            let playouts = runs(lang, monte_carlo.playouts, "cli-pmc-needs-playouts")?;
            let result = game
                .primitive_monte_carlo(&args.root, playouts, seed)
                .map_err(path_error)?
                .ok_or_else(|| tr!(lang, "cli-monte-carlo-game-over"))?;
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
                let mut lines = vec![tr!(
                    lang,
                    "cli-pmc-heading",
                    playouts = playouts,
                    seed = seed.to_string()
                )];
                lines.extend(children.iter().map(|child| {
                    tr!(
                        lang,
                        "cli-pmc-move",
                        mv = child.mv.as_str(),
                        wins = child.wins,
                        draws = child.draws,
                        losses = child.losses
                    )
                }));
                lines.push(tr!(lang, "cli-monte-carlo-chosen", mv = chosen));
                lines.join("\n")
            }
        }
        _ => {
            let iterations = runs(lang, monte_carlo.iterations, "cli-mcts-needs-iterations")?;
            let needed = (iterations as u64 + 1) * BYTES_PER_UCT_NODE as u64;
            if needed > MAX_TREE_BYTES {
                let gigabytes = format!("{:.1}", needed as f64 / (1u64 << 30) as f64);
                return Err(tr!(
                    lang,
                    "cli-mcts-too-big",
                    iterations = iterations,
                    gigabytes = gigabytes
                ));
            }
            let exploration = monte_carlo.exploration.unwrap_or(DEFAULT_EXPLORATION);
            if !(exploration.is_finite() && exploration >= 0.0) {
                return Err(tr!(
                    lang,
                    "cli-mcts-bad-exploration",
                    value = exploration.to_string()
                ));
            }
            let result = game
                .monte_carlo_tree_search(&args.root, iterations, exploration, seed)
                .map_err(path_error)?
                .ok_or_else(|| tr!(lang, "cli-monte-carlo-game-over"))?;
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
                let mut lines = vec![tr!(
                    lang,
                    "cli-mcts-heading",
                    iterations = iterations,
                    seed = seed.to_string(),
                    nodes = result.nodes
                )];
                lines.extend(children.iter().map(|child| {
                    tr!(
                        lang,
                        "cli-mcts-move",
                        mv = child.mv.as_str(),
                        visits = child.visits,
                        mean = format!("{:.4}", child.mean)
                    )
                }));
                lines.push(tr!(lang, "cli-monte-carlo-chosen", mv = chosen));
                lines.join("\n")
            }
        }
    };
    Ok(Some(text))
}

/// A count of runs given and within bounds.
fn runs(lang: Lang, given: Option<u32>, missing: &str) -> Result<u32, String> {
    match given {
        None => Err(tr!(lang, missing)),
        Some(0) => Err(tr!(lang, "cli-monte-carlo-zero")),
        Some(count) if count > MAX_RUNS => {
            Err(tr!(lang, "cli-monte-carlo-too-many", max = MAX_RUNS))
        }
        Some(count) => Ok(count),
    }
}
