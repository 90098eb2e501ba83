//! A cell said in one line, for listings and the notebook's own text.

use super::CellKind;
use crate::lang::Lang;
use crate::setup::{GameSpec, MonteCarloMethod, MonteCarloSetup, SearchSetup};
use crate::stats::ChoiceSearch;

/// A one-line description of a cell, for listings, in `lang`.
pub fn describe_cell(kind: &CellKind, lang: Lang) -> String {
    let root_text = |game: &GameSpec, root: &str| {
        if root.trim().is_empty() {
            crate::text::start_name(lang, game.view().start_name())
        } else {
            root.trim().to_string()
        }
    };
    match kind {
        CellKind::Text { source } => {
            let first_line = source
                .lines()
                .find(|line| !line.trim().is_empty())
                .unwrap_or_default();
            let line = first_line.trim_start_matches('#').trim();
            crate::tr!(lang, "notebook-describe-text", line = line)
        }
        CellKind::Run {
            search: SearchSetup {
                game, root, mode, ..
            },
            ..
        } => crate::tr!(
            lang,
            "notebook-describe-run",
            game = game_name(*game, lang),
            mode = crate::text::mode_label(lang, mode),
            root = root_text(game, root),
        ),
        CellKind::Compare {
            game, root, modes, ..
        } => crate::tr!(
            lang,
            "notebook-describe-compare",
            game = game_name(*game, lang),
            count = modes.len(),
            root = root_text(game, root),
        ),
        CellKind::Exercise {
            search: SearchSetup { game, root, .. },
            question,
            ..
        } => crate::tr!(
            lang,
            "notebook-describe-exercise",
            game = game_name(*game, lang),
            question = super::exercise::question_name(*question, lang),
            root = root_text(game, root),
        ),
        CellKind::Code {
            search: SearchSetup {
                game, root, mode, ..
            },
            ..
        } => crate::tr!(
            lang,
            "notebook-describe-code",
            game = game_name(*game, lang),
            mode = crate::text::mode_label(lang, mode),
            root = root_text(game, root),
        ),
        CellKind::Check { path, text, .. } => {
            let source = if text.trim().is_empty() {
                path.clone()
            } else {
                crate::tr!(lang, "notebook-check-kept-trace")
            };
            crate::tr!(lang, "notebook-describe-check", source = source)
        }
        CellKind::MonteCarlo { setup, .. } => crate::tr!(
            lang,
            "notebook-describe-monte-carlo",
            game = game_name(setup.game, lang),
            search = monte_carlo_name(setup, lang),
            root = root_text(&setup.game, &setup.root),
        ),
        CellKind::SolverBenchmark { positions, set } => crate::tr!(
            lang,
            "notebook-describe-solver-benchmark",
            positions = *positions,
            set = set.name()
        ),
        CellKind::DepthTable { game, modes } => {
            let labels: Vec<String> = modes.iter().map(|mode| mode.label()).collect();
            crate::tr!(
                lang,
                "notebook-describe-depth-table",
                game = game_name(*game, lang),
                modes = labels.join(" / "),
            )
        }
    }
}

/// The game a listing names: `none` for tic-tac-toe, the first lessons' game, which
/// listings leave unnamed.
fn game_name(game: GameSpec, lang: Lang) -> String {
    if game == GameSpec::TicTacToe {
        "none".to_string()
    } else {
        crate::text::game_name(lang, game.view().name())
    }
}

/// "MCTS (1000 iterations)" / "primitive Monte Carlo (100 playouts a move)".
fn monte_carlo_name(setup: &MonteCarloSetup, lang: Lang) -> String {
    let search = match setup.method {
        MonteCarloMethod::Pmc => ChoiceSearch::Pmc {
            playouts: setup.playouts,
        },
        MonteCarloMethod::Mcts => ChoiceSearch::Mcts {
            iterations: setup.iterations,
        },
    };
    crate::text::choice_name(lang, &search)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_cell_on_tic_tac_toe_names_no_game() {
        let code = |game| CellKind::Code {
            search: SearchSetup {
                game,
                ..SearchSetup::default()
            },
            source: String::new(),
        };
        let text = describe_cell(&code(GameSpec::TicTacToe), Lang::En);
        assert_eq!(text, "your own search (alpha-beta) from the empty board");
        let text = describe_cell(&code(GameSpec::Othello4), Lang::En);
        assert!(text.contains(" on 4×4 Othello from "), "{text}");
        let text = describe_cell(&code(GameSpec::TicTacToe), Lang::Ja);
        assert!(!text.contains("none"), "{text}");
    }
}
