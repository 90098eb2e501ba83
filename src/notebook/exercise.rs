//! Marking an exercise cell: the recorded search checks each answer; the printout names the
//! frame that explains every mistake.

use super::CellKind;
use crate::lang::Lang;
use crate::practice::{self, Marking, QuestionKind, Verdict};
use crate::search::Trace;
use crate::tree::Tree;

/// The most mistakes a printout lists one by one.
const MAX_LINES: usize = 20;

/// Marks the exercise of `kind` (an exercise cell) against `trace`, its recorded search:
/// the printout and the score (answers right, answers asked).
pub fn mark(
    tree: &Tree,
    trace: &Trace,
    kind: &CellKind,
    lang: Lang,
) -> Result<(String, (u32, u32)), String> {
    let CellKind::Exercise {
        game,
        root,
        mode,
        question,
        node,
        answers,
        ..
    } = kind
    else {
        return Err("not an exercise".into());
    };
    if *question == QuestionKind::Order {
        if answers.order.iter().all(|text| text.trim().is_empty()) {
            let text = lang.pick(
                "order: no order given yet",
                "順序: まだ順序が入力されていません",
            );
            return Ok((text.to_string(), (0, 1)));
        }
        let moves = practice::parse_order(tree.view(), &answers.order)?;
        let result = practice::check_order(*game, root, *mode, &moves)?;
        let verdict = if result.is_right() {
            lang.pick("right", "正解")
        } else {
            lang.pick("not the fewest", "最少ではありません")
        };
        let text = format!(
            "{} {}: {} {}; {} {} ({} {}): {verdict} ({} {})",
            lang.pick("order", "順序"),
            answers.order.join(",").replace(' ', ""),
            result.calculated,
            lang.pick("calculated", "ノードを計算"),
            lang.pick("the fewest is", "最少は"),
            result.fewest,
            lang.pick("order", "順序"),
            result.best_order.join(","),
            lang.pick("frame", "フレーム"),
            result.frame,
        );
        return Ok((text, (result.is_right() as u32, 1)));
    }
    let marking = practice::check(tree, trace, *question, node, answers)?;
    Ok((exercise_text(&marking, *question, lang), score(&marking)))
}

fn score(marking: &Marking) -> (u32, u32) {
    (marking.right() as u32, marking.total() as u32)
}

/// One line for the score, then one per answer that is not right.
pub fn exercise_text(marking: &Marking, question: QuestionKind, lang: Lang) -> String {
    let mut lines = vec![format!(
        "{}: {} {} {} {}",
        question.name(),
        marking.right(),
        lang.pick("of", "/"),
        marking.total(),
        lang.pick("right", "正解"),
    )];
    let mistakes = marking
        .marks
        .iter()
        .filter(|mark| mark.verdict != Verdict::Right);
    for mark in mistakes.clone().take(MAX_LINES) {
        let node = if mark.path.is_empty() {
            lang.pick("the root", "根").to_string()
        } else {
            format!("{} {}", lang.pick("node", "ノード"), mark.path)
        };
        let line = if mark.verdict == Verdict::Wrong {
            format!(
                "  {node} {}: {} {}, {} {} ({} {})",
                mark.what,
                lang.pick("you gave", "解答"),
                mark.given,
                lang.pick("the search gives", "探索では"),
                mark.expected,
                lang.pick("see frame", "フレーム"),
                mark.frame
            )
        } else {
            format!(
                "  {node} {}: {} ({} {}, {} {})",
                mark.what,
                lang.pick("not answered", "未解答"),
                lang.pick("the search gives", "探索では"),
                mark.expected,
                lang.pick("see frame", "フレーム"),
                mark.frame
            )
        };
        lines.push(line);
    }
    let unlisted = mistakes.count().saturating_sub(MAX_LINES);
    if unlisted > 0 {
        lines.push(format!("  … {unlisted} {}", lang.pick("more", "件ほか")));
    }
    lines.join("\n")
}
