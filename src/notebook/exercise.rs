//! Marking an exercise cell: the recorded search checks each answer; the printout names the
//! frame that explains every mistake.

use super::CellKind;
use crate::lang::Lang;
use crate::practice::{self, Marking, OrderResult, PracticeError, QuestionKind, Subject, Verdict};
use crate::search::Trace;
use crate::setup::SearchSetup;
use crate::tree::Tree;

/// The most mistakes a printout lists one by one.
const MAX_LINES: usize = 20;

/// How an exercise cell's answers fared.
#[derive(Clone, Debug, PartialEq)]
pub enum ExerciseOutcome {
    /// An order exercise with no order typed yet.
    NoOrder,
    /// An order exercise: the typed order (blanks removed) and how it fared.
    Order { typed: String, result: OrderResult },
    /// A values, cuts or windows exercise.
    Marked {
        question: QuestionKind,
        marking: Marking,
    },
}

impl ExerciseOutcome {
    /// Answers right, answers asked.
    pub fn score(&self) -> (u32, u32) {
        match self {
            ExerciseOutcome::NoOrder => (0, 1),
            ExerciseOutcome::Order { result, .. } => (result.is_right() as u32, 1),
            ExerciseOutcome::Marked { marking, .. } => {
                (marking.right() as u32, marking.total() as u32)
            }
        }
    }

    /// The printout, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ExerciseOutcome::NoOrder => crate::tr!(lang, "practice-order-none"),
            ExerciseOutcome::Order { typed, result } => {
                let id = if result.is_right() {
                    "practice-order-right"
                } else {
                    "practice-order-not-fewest"
                };
                crate::tr!(
                    lang,
                    id,
                    order = typed.as_str(),
                    calculated = result.calculated,
                    fewest = result.fewest,
                    best = result.best_order.join(","),
                    frame = result.frame,
                )
            }
            ExerciseOutcome::Marked { question, marking } => {
                exercise_text(marking, *question, lang)
            }
        }
    }
}

/// Marks the exercise of `kind` (an exercise cell) against `trace`, its recorded search.
/// `None` when `kind` is not an exercise.
pub fn mark(
    tree: &Tree,
    trace: &Trace,
    kind: &CellKind,
) -> Option<Result<ExerciseOutcome, PracticeError>> {
    let CellKind::Exercise {
        search: SearchSetup {
            game, root, mode, ..
        },
        question,
        node,
        answers,
        ..
    } = kind
    else {
        return None;
    };
    let outcome = if *question == QuestionKind::Order {
        if answers.order.iter().all(|text| text.trim().is_empty()) {
            Ok(ExerciseOutcome::NoOrder)
        } else {
            practice::parse_order(tree.view(), &answers.order)
                .and_then(|moves| practice::check_order(*game, root, *mode, &moves))
                .map(|result| ExerciseOutcome::Order {
                    typed: answers.order.join(",").replace(' ', ""),
                    result,
                })
        }
    } else {
        practice::check(tree, trace, *question, node, answers).map(|marking| {
            ExerciseOutcome::Marked {
                question: *question,
                marking,
            }
        })
    };
    Some(outcome)
}

/// The question's name, as the exercise cell's menu and printout show it.
pub fn question_name(question: QuestionKind, lang: Lang) -> String {
    match question {
        QuestionKind::Values => crate::tr!(lang, "practice-question-values"),
        QuestionKind::Cuts => crate::tr!(lang, "practice-question-cuts"),
        QuestionKind::Windows => crate::tr!(lang, "practice-question-windows"),
        QuestionKind::Order => crate::tr!(lang, "practice-question-order"),
    }
}

/// Why an exercise could not be marked, in `lang`.
pub fn error_text(error: &PracticeError, lang: Lang) -> String {
    match error {
        PracticeError::NodeNotInTree(node) => {
            crate::tr!(lang, "practice-error-node-not-in-tree", node = node)
        }
        PracticeError::NodeNotVisited(node) => {
            crate::tr!(lang, "practice-error-node-not-visited", node = node)
        }
        PracticeError::NotTextbook => crate::tr!(lang, "practice-error-not-textbook"),
        PracticeError::NotAChild(text) => {
            crate::tr!(lang, "practice-error-not-a-child", child = text)
        }
        PracticeError::NoSuchChild(text) => {
            crate::tr!(lang, "practice-error-no-such-child", child = text)
        }
        PracticeError::NotEachChildOnce { count, example } => crate::tr!(
            lang,
            "practice-error-each-child-once",
            count = *count,
            example = example
        ),
        PracticeError::Move(error) => crate::text::move_syntax_error(lang, error),
        PracticeError::Textbook(error) => crate::text::textbook_error(lang, error),
        PracticeError::Tree(error) => crate::text::tree_error(lang, error),
        PracticeError::OrderNotChecked => error.to_string(),
    }
}

/// One line for the score, then one per answer that is not right.
pub fn exercise_text(marking: &Marking, question: QuestionKind, lang: Lang) -> String {
    let mut lines = vec![crate::tr!(
        lang,
        "practice-score",
        question = question_name(question, lang),
        right = marking.right(),
        total = marking.total(),
    )];
    let mistakes = marking
        .marks
        .iter()
        .filter(|mark| mark.verdict != Verdict::Right);
    for mark in mistakes.clone().take(MAX_LINES) {
        let at = if mark.path.is_empty() { "root" } else { "node" };
        let subject = match mark.subject {
            Subject::Value => "value",
            Subject::Cut => "cut",
            Subject::Alpha => "alpha",
            Subject::Beta => "beta",
        };
        let line = match (mark.subject, mark.verdict) {
            (Subject::Cut, Verdict::Wrong) => crate::tr!(
                lang,
                "practice-cut-wrong",
                at = at,
                path = mark.path.as_str(),
                frame = mark.frame,
            ),
            (Subject::Cut, _) => crate::tr!(
                lang,
                "practice-cut-missing",
                at = at,
                path = mark.path.as_str(),
                frame = mark.frame,
            ),
            (_, Verdict::Wrong) => crate::tr!(
                lang,
                "practice-mark-wrong",
                at = at,
                path = mark.path.as_str(),
                subject = subject,
                given = mark.given.as_str(),
                expected = mark.expected.as_str(),
                frame = mark.frame,
            ),
            _ => crate::tr!(
                lang,
                "practice-mark-missing",
                at = at,
                path = mark.path.as_str(),
                subject = subject,
                expected = mark.expected.as_str(),
                frame = mark.frame,
            ),
        };
        lines.push(format!("  {line}"));
    }
    let unlisted = mistakes.count().saturating_sub(MAX_LINES);
    if unlisted > 0 {
        lines.push(format!(
            "  {}",
            crate::tr!(lang, "practice-more", count = unlisted)
        ));
    }
    lines.join("\n")
}
