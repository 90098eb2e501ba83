//! A student check's findings in sentences: the verdict, the first difference, the bugs and
//! the conventions, and why a trace could not be read.

use crate::check::{
    Branch, Bug, CheckError, CheckReport, Convention, Difference, FirstDifference, Number,
    TraceError, TraceProblem, ValueView, Verdict, WindowSource,
};
use crate::lang::Lang;
use crate::tr;

/// A node named by its moves from the search root; the root by name.
fn node_name(lang: Lang, moves: &str) -> String {
    if moves.is_empty() {
        tr!(lang, "check-root")
    } else {
        moves.to_string()
    }
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

pub fn verdict_name(lang: Lang, verdict: Verdict) -> String {
    let key = match verdict {
        Verdict::Correct => "correct",
        Verdict::Differs => "differs",
        Verdict::Invalid => "invalid",
    };
    tr!(lang, "check-verdict", verdict = key)
}

/// Where the difference is: the trace's line and the reference's frame.
pub fn difference_place(lang: Lang, first: &FirstDifference) -> String {
    match (first.line, first.frame) {
        (Some(line), Some(frame)) => {
            tr!(lang, "check-place-line-frame", line = line, frame = frame)
        }
        (Some(line), None) => tr!(lang, "check-place-line", line = line),
        (None, Some(frame)) => tr!(lang, "check-place-frame", frame = frame),
        (None, None) => String::new(),
    }
}

/// What differs, in a teacher's words.
pub fn difference_text(lang: Lang, what: &Difference) -> String {
    match what {
        Difference::EnteredPruned { .. } | Difference::Skipped { .. } => cut_text(lang, what),
        Difference::WrongWindow { .. }
        | Difference::WrongValue { .. }
        | Difference::WrongLeafValue { .. }
        | Difference::WrongStep { .. } => numbers_text(lang, what),
        Difference::OtherOrder { .. }
        | Difference::MissedTableHit { .. }
        | Difference::ExtraTableHit { .. }
        | Difference::BelowLeaf { .. }
        | Difference::MissingLeafValue { .. }
        | Difference::Unexpected { .. }
        | Difference::EndsEarly { .. }
        | Difference::GoesOn { .. } => path_text(lang, what),
    }
}

/// The words for a cut: a node entered that the reference pruned, or skipped that it searched.
fn cut_text(lang: Lang, what: &Difference) -> String {
    let name = |moves: &str| node_name(lang, moves);
    match what {
        Difference::EnteredPruned {
            node,
            pruned_at,
            at,
            score,
            bound,
            max_node,
            by_table,
        } => {
            if *by_table {
                tr!(
                    lang,
                    "check-diff-entered-table",
                    node = name(node),
                    frame = *pruned_at,
                    at = name(at),
                    score = score.to_string()
                )
            } else {
                tr!(
                    lang,
                    "check-diff-entered-pruned",
                    node = name(node),
                    frame = *pruned_at,
                    at = name(at),
                    score = score.to_string(),
                    max = yes(*max_node),
                    bound = bound.to_string()
                )
            }
        }
        Difference::Skipped {
            node,
            at,
            score,
            bound,
            max_node,
        } => match score {
            Some(score) => tr!(
                lang,
                "check-diff-skipped",
                node = name(node),
                at = name(at),
                score = score.to_string(),
                max = yes(*max_node),
                bound = bound.to_string()
            ),
            None => tr!(
                lang,
                "check-diff-skipped-early",
                node = name(node),
                at = name(at)
            ),
        },
        // The other kinds are phrased by their own group.
        _ => String::new(),
    }
}

/// The words for a window, a value or a step whose numbers differ.
fn numbers_text(lang: Lang, what: &Difference) -> String {
    let name = |moves: &str| node_name(lang, moves);
    match what {
        Difference::WrongWindow {
            node,
            alpha,
            beta,
            reference_alpha,
            reference_beta,
            source,
        } => {
            let source = match source {
                WindowSource::Update { frame } => {
                    tr!(lang, "check-window-after-update", frame = *frame)
                }
                WindowSource::Parent { node } => {
                    tr!(lang, "check-window-as-entered", parent = name(node))
                }
                WindowSource::Root => tr!(lang, "check-window-at-root"),
                WindowSource::Reset => tr!(lang, "check-window-reset"),
            };
            tr!(
                lang,
                "check-diff-window",
                node = name(node),
                alpha = alpha.to_string(),
                beta = beta.to_string(),
                reference_alpha = reference_alpha.to_string(),
                reference_beta = reference_beta.to_string(),
                source = source
            )
        }
        Difference::WrongValue {
            node,
            value,
            reference_value,
        } => tr!(
            lang,
            "check-diff-value",
            node = name(node),
            value = value.to_string(),
            reference = reference_value.to_string()
        ),
        Difference::WrongLeafValue {
            node,
            value,
            game_value,
        } => tr!(
            lang,
            "check-diff-leaf",
            node = name(node),
            value = value.to_string(),
            reference = game_value.to_string()
        ),
        Difference::WrongStep {
            event,
            node,
            alpha,
            beta,
            value,
            reference_alpha,
            reference_beta,
            reference_value,
        } => tr!(
            lang,
            "check-diff-step",
            event = event.name(),
            node = name(node),
            alpha = alpha.to_string(),
            beta = beta.to_string(),
            value = value.to_string(),
            reference_alpha = reference_alpha.to_string(),
            reference_beta = reference_beta.to_string(),
            reference_value = reference_value.to_string()
        ),
        // The other kinds are phrased by their own group.
        _ => String::new(),
    }
}

/// The words for a search that goes another way: another order, past a leaf, or other events.
fn path_text(lang: Lang, what: &Difference) -> String {
    let name = |moves: &str| node_name(lang, moves);
    match what {
        Difference::OtherOrder { node, expected } => tr!(
            lang,
            "check-diff-order",
            node = name(node),
            expected = name(expected)
        ),
        Difference::MissedTableHit { node, value } => tr!(
            lang,
            "check-diff-missed-table-hit",
            node = name(node),
            value = value.to_string()
        ),
        Difference::ExtraTableHit { node, value } => tr!(
            lang,
            "check-diff-extra-table-hit",
            node = name(node),
            value = value.to_string()
        ),
        Difference::BelowLeaf { node, leaf } => tr!(
            lang,
            "check-diff-below-leaf",
            node = name(node),
            leaf = name(leaf)
        ),
        Difference::MissingLeafValue { node } => {
            tr!(lang, "check-diff-missing-leaf", node = name(node))
        }
        Difference::Unexpected {
            event,
            node,
            reference_event,
            reference_node,
        } => tr!(
            lang,
            "check-diff-unexpected",
            event = event.name(),
            node = name(node),
            reference_event = reference_event.name(),
            reference_node = name(reference_node)
        ),
        Difference::EndsEarly {
            reference_event,
            reference_node,
        } => tr!(
            lang,
            "check-diff-ends-early",
            reference_event = reference_event.name(),
            reference_node = name(reference_node)
        ),
        Difference::GoesOn { event, node } => tr!(
            lang,
            "check-diff-goes-on",
            event = event.name(),
            node = name(node)
        ),
        // The other kinds are phrased by their own group.
        _ => String::new(),
    }
}

/// The first difference with its place: "first difference (line 12, frame 40): …".
pub fn first_difference_text(lang: Lang, first: &FirstDifference) -> String {
    tr!(
        lang,
        "check-first-difference",
        place = difference_place(lang, first),
        what = first_difference_what(lang, first)
    )
}

/// What differs, saying whose view its numbers are in when they are the mover's.
pub fn first_difference_what(lang: Lang, first: &FirstDifference) -> String {
    let what = difference_text(lang, &first.what);
    match first.values {
        ValueView::Max => what,
        ValueView::Mover => tr!(lang, "check-in-movers-view", what = what),
    }
}

/// The bug's one sentence for the student, written for the branch it is in (both when
/// `None`).
pub fn bug_sentence(lang: Lang, bug: Bug, branch: Option<Branch>) -> String {
    let id = match bug {
        Bug::NoPruning => "check-bug-no-pruning",
        Bug::WindowReset => "check-bug-window-reset",
        Bug::StaleWindow => "check-bug-stale-window",
        Bug::NoBreak => "check-bug-no-break",
        Bug::SwappedBounds => "check-bug-swapped-bounds",
        Bug::WrongBoundReturned => "check-bug-wrong-bound-returned",
        Bug::NoCutOnEquality => "check-bug-no-cut-on-equality",
        Bug::ColumnMajorOrder => "check-bug-column-major-order",
        Bug::DepthOffByOne => "check-bug-depth-off-by-one",
        Bug::NegamaxSign => "check-bug-negamax-sign",
        Bug::FlawedTable => "check-bug-flawed-table",
        Bug::BoundNotPassed => "check-bug-bound-not-passed",
        Bug::WindowSwappedInCall => "check-bug-window-swapped-in-call",
        Bug::WrongInitialValue => "check-bug-wrong-initial-value",
        Bug::NegamaxWindowNotNegated => "check-bug-negamax-window-not-negated",
    };
    let branch = branch.map_or("both", Branch::name);
    lang.format(id, &[("branch", crate::lang::Arg::from(branch))])
}

/// "diagnosis: stale-window — the children get …".
/// "diagnosis: no-break — …", with the branch when the bug sits in one only.
pub fn diagnosis_line(lang: Lang, bug: Bug, branch: Option<Branch>) -> String {
    match branch {
        None => tr!(
            lang,
            "check-diagnosis",
            bug = bug.name(),
            sentence = bug_sentence(lang, bug, None)
        ),
        Some(branch) => tr!(
            lang,
            "check-diagnosis-branch",
            bug = bug.name(),
            branch = branch.name(),
            sentence = bug_sentence(lang, bug, Some(branch))
        ),
    }
}

/// The report's bugs, each with the branch it sits in.
pub fn diagnosis_lines(lang: Lang, report: &CheckReport) -> Vec<String> {
    report
        .diagnosis
        .iter()
        .enumerate()
        .map(|(at, &bug)| {
            let branch = report.diagnosis_branches.get(at).copied().flatten();
            diagnosis_line(lang, bug, branch)
        })
        .collect()
}

pub fn convention_text(lang: Lang, convention: Convention) -> String {
    match convention {
        Convention::FailSoft => tr!(lang, "check-convention-fail-soft"),
        Convention::CutGt => tr!(lang, "check-convention-cut-gt"),
    }
}

/// What is wrong with a trace's line.
pub fn trace_problem(lang: Lang, problem: &TraceProblem) -> String {
    match problem {
        TraceProblem::NotJson { detail } => tr!(lang, "check-problem-not-json", detail = detail),
        TraceProblem::NotAnObject => tr!(lang, "check-problem-not-object"),
        TraceProblem::UnknownVersion { version } => {
            tr!(lang, "check-problem-version", version = version)
        }
        TraceProblem::BadHeaderField { field } => {
            tr!(lang, "check-problem-header-field", field = *field)
        }
        TraceProblem::LateHeader => tr!(lang, "check-problem-late-header"),
        TraceProblem::UnknownEvent { name } => {
            tr!(lang, "check-problem-unknown-event", name = name)
        }
        TraceProblem::MissingField { field } => tr!(lang, "check-problem-missing", field = *field),
        TraceProblem::NotANumber { field } => {
            tr!(lang, "check-problem-not-number", field = *field)
        }
        TraceProblem::Move { error } => tr!(
            lang,
            "check-problem-move",
            error = super::path_error(lang, error)
        ),
        TraceProblem::NoSuchBoard { board } => tr!(lang, "check-problem-board", board = board),
        TraceProblem::EndNotEntered { moves } => tr!(
            lang,
            "check-problem-end-not-entered",
            node = node_name(lang, moves)
        ),
        TraceProblem::EndBeforeChild { moves, open } => tr!(
            lang,
            "check-problem-end-before-child",
            node = node_name(lang, moves),
            open = node_name(lang, open)
        ),
        TraceProblem::NotEnteredFromOpen {
            moves,
            open: Some(open),
        } => tr!(
            lang,
            "check-problem-not-child",
            node = node_name(lang, moves),
            open = node_name(lang, open)
        ),
        TraceProblem::NotEnteredFromOpen { moves, open: None } => tr!(
            lang,
            "check-problem-not-root",
            node = node_name(lang, moves)
        ),
        TraceProblem::NothingOpen { moves } => tr!(
            lang,
            "check-problem-nothing-open",
            node = node_name(lang, moves)
        ),
        TraceProblem::NoEvents => tr!(lang, "check-problem-no-events"),
        TraceProblem::LineTooLong { limit } => {
            tr!(lang, "check-problem-line-too-long", mebibytes = limit >> 20)
        }
        TraceProblem::Unreadable { detail } => {
            tr!(lang, "check-problem-unreadable", detail = detail)
        }
    }
}

pub fn trace_error(lang: Lang, error: &TraceError) -> String {
    tr!(
        lang,
        "check-problem-line",
        line = error.line,
        problem = trace_problem(lang, &error.problem)
    )
}

/// Why a trace could not be checked.
pub fn check_error(lang: Lang, error: &CheckError) -> String {
    match error {
        CheckError::Trace(error) => trace_error(lang, error),
        CheckError::Game(error) => tr!(
            lang,
            "check-error-header-game",
            error = super::game_spec_error(lang, error)
        ),
        CheckError::Textbook(error) => tr!(
            lang,
            "check-error-header-game",
            error = super::textbook_error(lang, error)
        ),
        CheckError::Conflict(conflict) => super::mode_conflict(lang, conflict),
        CheckError::Iterative => tr!(lang, "check-error-iterative"),
        CheckError::Search => tr!(lang, "check-error-search"),
        CheckError::Tree(error) => tr!(
            lang,
            "check-error-tree",
            error = super::tree_error(lang, error)
        ),
    }
}

/// A report as lines: the verdict, the first difference, the diagnosis or the conventions,
/// and the counts (the command line indents all but the first under the file's name).
pub fn report_lines(lang: Lang, report: &CheckReport) -> Vec<String> {
    let mut lines = vec![verdict_name(lang, report.verdict)];
    if let Some(first) = &report.first_difference {
        lines.push(first_difference_text(lang, first));
        if report.diagnosis.is_empty() {
            lines.push(tr!(lang, "check-no-diagnosis"));
        }
        lines.extend(diagnosis_lines(lang, report));
    }
    for &convention in &report.conventions {
        lines.push(tr!(
            lang,
            "check-convention-line",
            convention = convention_text(lang, convention)
        ));
    }
    lines.push(report_counts(lang, report));
    lines
}

/// The lines of a program's source (counted from 1) to show, with their text: those that
/// hold the first bug named, else the one the first difference points at.
pub fn program_lines<'s>(report: &CheckReport, source: &'s str) -> Vec<(u32, &'s str)> {
    let located = report.bug_lines.iter().find(|lines| !lines.is_empty());
    let lines = match located {
        Some(lines) => lines.clone(),
        None => report
            .first_difference
            .as_ref()
            .and_then(|first| first.program_line())
            .into_iter()
            .collect(),
    };
    lines
        .into_iter()
        .map(|line| (line, crate::check::source_line(source, line)))
        .collect()
}

/// The first of [`program_lines`].
pub fn program_line<'s>(report: &CheckReport, source: &'s str) -> Option<(u32, &'s str)> {
    program_lines(report, source).into_iter().next()
}

/// A program's report: [`report_lines`] with the lines of the program that hold the bug
/// (or the first difference) under the verdict, before the difference they explain.
pub fn program_report_lines(lang: Lang, report: &CheckReport, source: &str) -> Vec<String> {
    let mut lines = report_lines(lang, report);
    let at = lines.len().min(1);
    for (offset, (line, code)) in program_lines(report, source).into_iter().enumerate() {
        lines.insert(at + offset, super::program_line_text(lang, line, code));
    }
    lines
}

/// "36594 events; root value: yours 0, the search's 0".
pub fn report_counts(lang: Lang, report: &CheckReport) -> String {
    let value = |value: Option<Number>| {
        value.map_or_else(|| tr!(lang, "check-no-value"), |value| value.to_string())
    };
    tr!(
        lang,
        "check-counts",
        events = report.events,
        yours = value(report.student_root_value),
        reference = value(report.reference_root_value)
    )
}
