//! Monte Carlo searches' printouts: each move's playouts or visits, the move chosen, and
//! the choices of several searches side by side.

use crate::game::GameView;
use crate::lang::Lang;
use crate::search::montecarlo::{PrimitiveMonteCarlo, TreeSearch};
use crate::setup::{MAX_RECORDED_RUNS, MonteCarloRefusal};
use crate::stats::{Choice, ChoiceSearch};
use crate::tr;

/// Primitive Monte Carlo: the heading, each move's wins / draws / losses, the move chosen.
pub fn pmc_text(
    lang: Lang,
    view: &dyn GameView,
    result: &PrimitiveMonteCarlo,
    playouts: u32,
    seed: u64,
) -> String {
    let mut lines = vec![tr!(
        lang,
        "cli-pmc-heading",
        playouts = playouts,
        seed = seed.to_string()
    )];
    lines.extend(result.moves.iter().map(|tally| {
        tr!(
            lang,
            "cli-pmc-move",
            mv = view.format_move(tally.mv),
            wins = tally.wins,
            draws = tally.draws,
            losses = tally.losses
        )
    }));
    let chosen = view.format_move(result.moves[result.chosen].mv);
    lines.push(tr!(lang, "cli-monte-carlo-chosen", mv = chosen));
    lines.join("\n")
}

/// MCTS: the heading, each root move's visits and mean, the move chosen.
pub fn mcts_text(
    lang: Lang,
    view: &dyn GameView,
    result: &TreeSearch,
    iterations: u32,
    seed: u64,
) -> String {
    let mut lines = vec![tr!(
        lang,
        "cli-mcts-heading",
        iterations = iterations,
        seed = seed.to_string(),
        nodes = result.nodes
    )];
    lines.extend(result.children.iter().map(|child| {
        tr!(
            lang,
            "cli-mcts-move",
            mv = view.format_move(child.mv),
            visits = child.visits,
            mean = format!("{:.4}", child.mean)
        )
    }));
    let chosen = view.format_move(result.children[result.chosen].mv);
    lines.push(tr!(lang, "cli-monte-carlo-chosen", mv = chosen));
    lines.join("\n")
}

/// A search's name in a comparison.
pub fn choice_name(lang: Lang, search: &ChoiceSearch) -> String {
    match search {
        ChoiceSearch::Search(mode) => super::mode_label(lang, mode),
        ChoiceSearch::Pmc { playouts } => tr!(lang, "cli-compare-pmc", playouts = *playouts),
        ChoiceSearch::Mcts { iterations } => {
            tr!(lang, "cli-compare-mcts", iterations = *iterations)
        }
    }
}

/// A value where known, else "-".
pub fn known_value(value: Option<i16>) -> String {
    value.map_or("-".to_string(), |value| value.to_string())
}

/// The searches side by side: the move each chooses, its exact value and the best, what
/// each touched.
pub fn choices_text(lang: Lang, view: &dyn GameView, choices: &[Choice], seed: u64) -> String {
    let mut lines = vec![tr!(
        lang,
        "cli-compare-monte-carlo-heading",
        seed = seed.to_string()
    )];
    lines.extend(choices.iter().map(|row| {
        tr!(
            lang,
            "cli-compare-monte-carlo-row",
            search = choice_name(lang, &row.search),
            mv = view.format_move(row.chosen),
            exact = known_value(row.exact_value),
            best = known_value(row.best_value),
            touched = row.touched
        )
    }));
    lines.join("\n")
}

/// Why a Monte Carlo search cannot run.
pub fn monte_carlo_refusal(lang: Lang, refusal: &MonteCarloRefusal) -> String {
    match refusal {
        MonteCarloRefusal::Zero => tr!(lang, "cli-monte-carlo-zero"),
        MonteCarloRefusal::TooMany { megabytes } => tr!(
            lang,
            "mc-too-many",
            max = MAX_RECORDED_RUNS,
            megabytes = *megabytes
        ),
        MonteCarloRefusal::TooManyRuns { max } => {
            tr!(lang, "cli-monte-carlo-too-many", max = *max)
        }
        MonteCarloRefusal::BadExploration(value) => {
            tr!(lang, "cli-mcts-bad-exploration", value = value.to_string())
        }
        MonteCarloRefusal::Root(error) => super::path_error(lang, error),
        MonteCarloRefusal::GameOver => tr!(lang, "cli-monte-carlo-game-over"),
    }
}
