//! Where in a student's program a named bug sits: the line of each branch that holds it.
//! The run says which line calls the search in each branch (the trace's call lines); the
//! source's indentation says where that call's loop, its cut test, its update, the value
//! it starts from and the return after it are.

use std::collections::HashMap;

use super::bugs::{Branch, Bug};
use super::events::EventKind;
use super::student::{StudentTrace, ValueView};
use crate::tree::{NodeId, Tree};

/// The lines of the program that call the search from a max node and from a min node, as
/// the run used them most; one line for both in a negamax program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallLines {
    pub max: Option<u32>,
    pub min: Option<u32>,
}

impl CallLines {
    /// The call lines the trace's start events name, by the kind of the node that called.
    pub fn of(trace: &StudentTrace, tree: &Tree, root: NodeId) -> CallLines {
        let mut counts: [HashMap<u32, usize>; 2] = Default::default();
        let negamax = trace.values == ValueView::Mover;
        for event in trace.events.iter() {
            if !matches!(event.kind, EventKind::Start | EventKind::Tt) || event.node == root {
                continue;
            }
            let (Some(line), Some(parent)) = (event.call_line, tree.parent(event.node)) else {
                continue;
            };
            let from_max = negamax || tree.is_max_node(parent);
            *counts[usize::from(from_max)].entry(line).or_default() += 1;
        }
        let most_used = |counts: &HashMap<u32, usize>| {
            counts
                .iter()
                .max_by_key(|&(&line, &count)| (count, std::cmp::Reverse(line)))
                .map(|(&line, _)| line)
        };
        let max = most_used(&counts[1]);
        CallLines {
            max,
            min: if negamax { max } else { most_used(&counts[0]) },
        }
    }
}

/// For each bug named, the ascending lines that hold it, one per branch it is in.
pub fn bug_lines(
    diagnosis: &[Bug],
    branches: &[Option<Branch>],
    calls: CallLines,
    source: &str,
) -> Vec<Vec<u32>> {
    let program = Source::new(source);
    diagnosis
        .iter()
        .enumerate()
        .map(|(at, &bug)| {
            let calls = match branches.get(at).copied().flatten() {
                Some(Branch::Max) => vec![calls.max],
                Some(Branch::Min) => vec![calls.min],
                None => vec![calls.max, calls.min],
            };
            let mut lines: Vec<u32> = calls
                .into_iter()
                .flatten()
                .map(|call| program.bug_line(bug, call))
                .collect();
            lines.sort_unstable();
            lines.dedup();
            lines
        })
        .collect()
}

/// Whether a call line passes an infinity of its own instead of a bound it was given.
pub fn passes_infinity(source: &str, line: u32) -> bool {
    let text = super::program::source_line(source, line).to_ascii_lowercase();
    text.contains("inf")
}

/// A program's lines: each one's indentation and code, none for a blank or comment line.
struct Source<'s> {
    lines: Vec<Option<(usize, &'s str)>>,
}

impl<'s> Source<'s> {
    fn new(source: &'s str) -> Source<'s> {
        let lines = source
            .lines()
            .map(|line| {
                let code = line.trim();
                if code.is_empty() || code.starts_with('#') {
                    return None;
                }
                let indent = line
                    .chars()
                    .take_while(|c| c.is_whitespace())
                    .map(|c| if c == '\t' { 8 } else { 1 })
                    .sum();
                Some((indent, code))
            })
            .collect();
        Source { lines }
    }

    /// Line `number` (from 1), when it holds code.
    fn get(&self, number: u32) -> Option<(usize, &'s str)> {
        let index = (number as usize).checked_sub(1)?;
        self.lines.get(index).copied().flatten()
    }

    fn code_lines(&self, range: std::ops::RangeInclusive<u32>) -> Vec<(u32, usize, &'s str)> {
        range
            .filter_map(|number| {
                self.get(number)
                    .map(|(indent, code)| (number, indent, code))
            })
            .collect()
    }

    fn last(&self) -> u32 {
        self.lines.len() as u32
    }

    /// The line that holds `bug` in the branch whose search is called on line `call`.
    fn bug_line(&self, bug: Bug, call: u32) -> u32 {
        let found = match bug {
            _ if bug.in_the_call() => None,
            Bug::NoCutOnEquality | Bug::NoBreak => self.cut_test(call),
            Bug::NoPruning => self.cut_test(call).or_else(|| self.update(call)),
            Bug::SwappedBounds => self.update(call),
            Bug::WrongBoundReturned => self.return_after(call),
            Bug::WrongInitialValue => self.initial_value(call),
            Bug::ColumnMajorOrder => self.loop_header(call).map(|(line, _)| line),
            Bug::DepthOffByOne => self.depth_test(call),
            Bug::FlawedTable => self.table_store(call),
            _ => None,
        };
        found.unwrap_or(call)
    }

    /// The `for` or `while` the call is made in, and its indentation.
    fn loop_header(&self, call: u32) -> Option<(u32, usize)> {
        let (call_indent, _) = self.get(call)?;
        let mut indent = call_indent;
        for (number, line_indent, code) in self.code_lines(1..=call).into_iter().rev() {
            if line_indent >= indent {
                continue;
            }
            indent = line_indent;
            if code.starts_with("def ") {
                return None;
            }
            if code.starts_with("for ") || code.starts_with("while ") {
                return Some((number, line_indent));
            }
        }
        None
    }

    /// The last line of the loop the call is made in.
    fn loop_end(&self, call: u32) -> Option<u32> {
        let (header, indent) = self.loop_header(call)?;
        let mut end = header;
        for (number, line_indent, _) in self.code_lines(header + 1..=self.last()) {
            if line_indent <= indent {
                break;
            }
            end = number;
        }
        Some(end)
    }

    /// The lines after the call, to the end of its loop.
    fn after_call(&self, call: u32) -> Vec<(u32, usize, &'s str)> {
        let end = self.loop_end(call).unwrap_or(call);
        self.code_lines(call + 1..=end)
    }

    /// The test that should cut: the first `if` after the call that compares.
    fn cut_test(&self, call: u32) -> Option<u32> {
        self.after_call(call)
            .into_iter()
            .find(|&(_, _, code)| {
                (code.starts_with("if ") || code.starts_with("elif ")) && compares(code)
            })
            .map(|(number, _, _)| number)
    }

    /// The line that moves the bound: the call itself when it takes max or min of it,
    /// else the first assignment after it.
    fn update(&self, call: u32) -> Option<u32> {
        let (_, call_code) = self.get(call)?;
        if call_code.contains("max(") || call_code.contains("min(") {
            return Some(call);
        }
        self.after_call(call)
            .into_iter()
            .find(|&(_, _, code)| assigns(code))
            .map(|(number, _, _)| number)
    }

    /// The first `return` after the call's loop, before the code leaves the loop's block.
    fn return_after(&self, call: u32) -> Option<u32> {
        let (_, indent) = self.loop_header(call)?;
        let end = self.loop_end(call)?;
        self.code_lines(end + 1..=self.last())
            .into_iter()
            .take_while(|&(_, line_indent, code)| {
                !code.starts_with("def ") && (line_indent >= indent || code.starts_with("return"))
            })
            .find(|&(_, _, code)| code.starts_with("return"))
            .map(|(number, _, _)| number)
    }

    /// The value the branch's best starts at: the nearest assignment before its loop, in
    /// the loop's own block.
    fn initial_value(&self, call: u32) -> Option<u32> {
        let (header, indent) = self.loop_header(call)?;
        for (number, line_indent, code) in self.code_lines(1..=header - 1).into_iter().rev() {
            if line_indent < indent || code.starts_with("def ") {
                return None;
            }
            if line_indent == indent && assigns(code) {
                return Some(number);
            }
        }
        None
    }

    /// The function's test of the depth left, before the call.
    fn depth_test(&self, call: u32) -> Option<u32> {
        let start = self.function_start(call);
        self.code_lines(start..=call)
            .into_iter()
            .find(|&(_, _, code)| code.starts_with("if ") && code.contains("depth"))
            .map(|(number, _, _)| number)
    }

    /// Where the function stores into its table: the first subscript assigned to.
    fn table_store(&self, call: u32) -> Option<u32> {
        let start = self.function_start(call);
        self.code_lines(start..=self.last())
            .into_iter()
            .skip(1)
            .take_while(|&(_, _, code)| !code.starts_with("def "))
            .find(|&(_, _, code)| code.contains("] =") && assigns(code))
            .map(|(number, _, _)| number)
    }

    /// The `def` line of the function the call is made in (line 1 when none).
    fn function_start(&self, call: u32) -> u32 {
        self.code_lines(1..=call)
            .into_iter()
            .rev()
            .find(|&(_, _, code)| code.starts_with("def "))
            .map_or(1, |(number, _, _)| number)
    }
}

/// Whether a line compares two values with an order.
fn compares(code: &str) -> bool {
    let code = code.replace("->", "");
    code.contains('<') || code.contains('>')
}

/// Whether a line assigns (`=`, `+=`, …), not only compares.
fn assigns(code: &str) -> bool {
    let bytes = code.as_bytes();
    bytes.iter().enumerate().any(|(at, &byte)| {
        let before = at.checked_sub(1).map(|index| bytes[index]);
        let after = bytes.get(at + 1).copied();
        byte == b'=' && after != Some(b'=') && !matches!(before, Some(b'=' | b'<' | b'>' | b'!'))
    }) && !code.starts_with("if ")
        && !code.starts_with("elif ")
        && !code.starts_with("while ")
        && !code.starts_with("return")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "\
import math

def alphabeta(pos, alpha, beta):
    if game.is_over(pos):
        return game.value(pos)
    if game.is_max(pos):
        value = -math.inf
        for move in game.moves(pos):
            value = max(value, alphabeta(game.play(pos, move), alpha, beta))
            alpha = max(alpha, value)
            if value > beta:
                break
        return value
    else:
        best = math.inf
        for move in game.moves(pos):
            score = alphabeta(game.play(pos, move), alpha, beta)
            beta = min(beta, score)
            if score <= alpha:
                break
        trace.end(pos, beta)
        return beta
";

    #[test]
    fn each_bug_points_at_its_own_kind_of_line() {
        let program = Source::new(PROGRAM);
        assert_eq!(program.bug_line(Bug::NoCutOnEquality, 9), 11);
        assert_eq!(program.bug_line(Bug::NoCutOnEquality, 17), 19);
        assert_eq!(program.bug_line(Bug::SwappedBounds, 9), 9);
        assert_eq!(program.bug_line(Bug::SwappedBounds, 17), 18);
        assert_eq!(program.bug_line(Bug::WrongBoundReturned, 9), 13);
        assert_eq!(program.bug_line(Bug::WrongBoundReturned, 17), 22);
        assert_eq!(program.bug_line(Bug::WrongInitialValue, 9), 7);
        assert_eq!(program.bug_line(Bug::WrongInitialValue, 17), 15);
        assert_eq!(program.bug_line(Bug::StaleWindow, 17), 17);
        assert_eq!(program.bug_line(Bug::ColumnMajorOrder, 17), 16);
    }

    #[test]
    fn a_bug_in_both_branches_names_both_lines_in_order() {
        let calls = CallLines {
            max: Some(9),
            min: Some(17),
        };
        let lines = bug_lines(
            &[Bug::NoCutOnEquality, Bug::BoundNotPassed],
            &[None, Some(Branch::Min)],
            calls,
            PROGRAM,
        );
        assert_eq!(lines, vec![vec![11, 19], vec![17]]);
    }

    #[test]
    fn without_a_structure_to_follow_the_call_line_is_given() {
        let program = Source::new("x = f(1)\n");
        assert_eq!(program.bug_line(Bug::WrongBoundReturned, 1), 1);
        assert_eq!(program.bug_line(Bug::NoCutOnEquality, 1), 1);
        assert_eq!(program.bug_line(Bug::NoCutOnEquality, 99), 99);
    }
}
