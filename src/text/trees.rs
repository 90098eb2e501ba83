//! Why a move path, a tree or a textbook tree's text was refused, in the user's language.

use super::games::{game_name, illegal_move, move_syntax_error};
use crate::game::{TextbookError, TextbookProblem};
use crate::lang::Lang;
use crate::tr;
use crate::tree::{PathError, TreeError, TreeSize};

/// Which move of a path is wrong, and why.
pub fn path_error(lang: Lang, error: &PathError) -> String {
    let (number, mv, reason) = match error {
        PathError::BadMove { number, mv, reason } => (number, mv, move_syntax_error(lang, reason)),
        PathError::Illegal { number, mv, reason } => (number, mv, illegal_move(lang, reason)),
        PathError::GameOver { number, mv } => (number, mv, tr!(lang, "tree-path-game-over")),
        PathError::NotInTree { number, mv } => (number, mv, tr!(lang, "tree-path-not-in-tree")),
    };
    tr!(
        lang,
        "tree-path-move",
        number = *number,
        mv = mv,
        reason = reason
    )
}

/// Why no tree could be had.
pub fn tree_error(lang: Lang, error: &TreeError) -> String {
    match error {
        TreeError::Path(error) => path_error(lang, error),
        TreeError::TooBig {
            game,
            root_moves,
            limit,
            gigabytes,
            size,
        } => {
            let game = game_name(lang, *game);
            let root = if root_moves.is_empty() {
                tr!(lang, "tree-root-start", game = game)
            } else {
                tr!(lang, "tree-root-after", game = game, moves = root_moves)
            };
            let limit = crate::numbers::count(*limit);
            let (size, needed) = match size {
                TreeSize::Estimated {
                    nodes,
                    needed_gigabytes,
                } => (
                    tr!(lang, "tree-size-estimated", nodes = about(lang, *nodes)),
                    about(lang, *needed_gigabytes),
                ),
                TreeSize::CountedPastLimit => (
                    tr!(lang, "tree-size-counted", limit = &limit),
                    tr!(lang, "tree-needed-over", gigabytes = *gigabytes),
                ),
                TreeSize::BestOrderEstimated {
                    visits,
                    needed_gigabytes,
                } => (
                    tr!(lang, "tree-size-best-order", nodes = about(lang, *visits)),
                    about(lang, *needed_gigabytes),
                ),
                TreeSize::GrownPastLimit => (
                    tr!(lang, "tree-size-grown", limit = &limit),
                    tr!(lang, "tree-needed-over", gigabytes = *gigabytes),
                ),
            };
            tr!(
                lang,
                "tree-too-big",
                root = root,
                size = size,
                limit = limit,
                gigabytes = *gigabytes,
                needed = needed
            )
        }
        TreeError::Cancelled => tr!(lang, "tree-cancelled"),
    }
}

/// A large count in two significant figures, e.g. "about 180,000,000,000".
fn about(lang: Lang, value: f64) -> String {
    if !value.is_finite() || value >= 1e18 {
        return tr!(lang, "tree-count-beyond");
    }
    let magnitude = 10f64.powi((value.max(1.0).log10().floor() as i32 - 1).max(0));
    let rounded = ((value / magnitude).round() * magnitude) as u64;
    tr!(
        lang,
        "tree-count-about",
        count = crate::numbers::count(rounded)
    )
}

/// What is wrong with a textbook tree's text, and where.
pub fn textbook_error(lang: Lang, error: &TextbookError) -> String {
    match error {
        TextbookError::Empty => tr!(lang, "textbook-empty"),
        TextbookError::At { column, problem } => tr!(
            lang,
            "textbook-at",
            column = *column,
            problem = textbook_problem(lang, problem)
        ),
    }
}

fn textbook_problem(lang: Lang, problem: &TextbookProblem) -> String {
    match problem {
        TextbookProblem::NoOpening => tr!(lang, "textbook-no-opening"),
        TextbookProblem::TextAfterTree { found } => {
            tr!(lang, "textbook-text-after-tree", found = found.to_string())
        }
        TextbookProblem::TooManyNodes { max } => tr!(lang, "textbook-too-many-nodes", max = *max),
        TextbookProblem::TooDeep { max } => tr!(lang, "textbook-too-deep", max = *max),
        TextbookProblem::TooWide { max } => tr!(lang, "textbook-too-wide", max = *max),
        TextbookProblem::EmptyParentheses => tr!(lang, "textbook-empty-parentheses"),
        TextbookProblem::ExpectedCommaOrClose { found } => {
            tr!(
                lang,
                "textbook-expected-comma-or-close",
                found = found.to_string()
            )
        }
        TextbookProblem::NeverClosed => tr!(lang, "textbook-never-closed"),
        TextbookProblem::EndsInsideTree => tr!(lang, "textbook-ends-inside-tree"),
        TextbookProblem::LeafValueOutOfRange { number, max } => tr!(
            lang,
            "textbook-leaf-value-out-of-range",
            number = number,
            max = *max
        ),
        TextbookProblem::NothingBefore { found } => {
            tr!(lang, "textbook-nothing-before", found = found.to_string())
        }
        TextbookProblem::NotANumber { found } => {
            tr!(lang, "textbook-not-a-number", found = found.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TextbookProblem::*;

    #[test]
    fn textbook_errors_read_in_english_as_they_print() {
        let problems = [
            NoOpening,
            TextAfterTree { found: ',' },
            TooManyNodes { max: 1000 },
            TooDeep { max: 6 },
            TooWide { max: 6 },
            EmptyParentheses,
            ExpectedCommaOrClose { found: 'x' },
            NeverClosed,
            EndsInsideTree,
            LeafValueOutOfRange {
                number: "200".to_string(),
                max: 99,
            },
            NothingBefore { found: ')' },
            NotANumber { found: 'a' },
        ];
        for problem in problems {
            let error = TextbookError::At { column: 4, problem };
            assert_eq!(textbook_error(Lang::En, &error), error.to_string());
        }
        let empty = textbook_error(Lang::En, &TextbookError::Empty);
        assert!(empty.starts_with("the tree is empty: write it as nested parentheses"));
    }

    #[test]
    fn large_counts_are_rounded_to_two_figures() {
        assert_eq!(about(Lang::En, 183_456_789_012.0), "about 180,000,000,000");
        assert_eq!(about(Lang::En, 4.7), "about 5");
        assert_eq!(about(Lang::En, 2e18), "over 10¹⁸");
    }
}
