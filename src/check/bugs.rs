//! The known bugs of a student's alpha-beta, each a search of its own: a bug is named only
//! when its run reproduces the whole trace.

use serde::Serialize;

use super::engine::{RunOptions, Slip};
use crate::search::TableKind;

/// A bug a student's search is known to have, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bug {
    NoPruning,
    WindowReset,
    StaleWindow,
    NoBreak,
    SwappedBounds,
    WrongBoundReturned,
    NoCutOnEquality,
    ColumnMajorOrder,
    DepthOffByOne,
    NegamaxSign,
    FlawedTable,
}

impl Bug {
    pub const ALL: [Bug; 11] = [
        Bug::NoPruning,
        Bug::WindowReset,
        Bug::StaleWindow,
        Bug::NoBreak,
        Bug::SwappedBounds,
        Bug::WrongBoundReturned,
        Bug::NoCutOnEquality,
        Bug::ColumnMajorOrder,
        Bug::DepthOffByOne,
        Bug::NegamaxSign,
        Bug::FlawedTable,
    ];

    /// The name reports and catalogues use.
    pub fn name(self) -> &'static str {
        match self {
            Bug::NoPruning => "no-pruning",
            Bug::WindowReset => "window-reset",
            Bug::StaleWindow => "stale-window",
            Bug::NoBreak => "no-break",
            Bug::SwappedBounds => "swapped-bounds",
            Bug::WrongBoundReturned => "wrong-bound-returned",
            Bug::NoCutOnEquality => "no-cut-on-equality",
            Bug::ColumnMajorOrder => "column-major-order",
            Bug::DepthOffByOne => "depth-off-by-one",
            Bug::NegamaxSign => "negamax-sign",
            Bug::FlawedTable => "flawed-table",
        }
    }

    /// The searches that have this bug, built from the reference's options: one for most
    /// bugs, several where students write the same slip in more than one way, none where the
    /// bug cannot show (a depth slip without a depth limit).
    pub(super) fn runs(self, reference: RunOptions) -> Vec<RunOptions> {
        let with_slip = |slip| RunOptions {
            slip: Some(slip),
            ..reference
        };
        let mode = reference.mode;
        match self {
            Bug::NoPruning if !mode.minimax => vec![with_slip(Slip::NeverCut)],
            Bug::WindowReset if !mode.minimax => {
                let mut run = reference;
                run.mode.minimax = true;
                vec![run]
            }
            Bug::StaleWindow if !mode.minimax => vec![with_slip(Slip::StaleWindow)],
            Bug::NoBreak if !mode.minimax => {
                vec![with_slip(Slip::SearchOnAfterCut), with_slip(Slip::NeverCut)]
            }
            Bug::SwappedBounds => {
                let mut runs = Vec::new();
                for max_operator in [false, true] {
                    for cut_on_window in [false, true] {
                        for returns_moved in [false, true] {
                            runs.push(with_slip(Slip::SwappedBounds {
                                max_operator,
                                cut_on_window,
                                returns_moved,
                            }));
                        }
                    }
                }
                runs
            }
            Bug::WrongBoundReturned => vec![with_slip(Slip::WrongBoundReturned)],
            Bug::NoCutOnEquality if !mode.minimax && !reference.strict_cut => vec![RunOptions {
                strict_cut: true,
                ..reference
            }],
            Bug::ColumnMajorOrder => vec![with_slip(Slip::ColumnMajor)],
            Bug::DepthOffByOne => reference
                .horizon
                .map(|horizon| RunOptions {
                    horizon: Some(horizon + 1),
                    ..reference
                })
                .into_iter()
                .collect(),
            Bug::NegamaxSign => vec![with_slip(Slip::UnnegatedChild)],
            Bug::FlawedTable if !mode.minimax => [TableKind::Exact, TableKind::ExactSym]
                .into_iter()
                .filter(|&table| table != mode.table)
                .map(|table| {
                    let mut run = reference;
                    run.mode.table = table;
                    run
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// What differs from the reference but is still a correct search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Convention {
    /// Returns the best child's value instead of α or β: the same nodes and windows.
    FailSoft,
    /// Cuts only on s > β (s < α), as some courses require.
    CutGt,
}

impl Convention {
    pub fn name(self) -> &'static str {
        match self {
            Convention::FailSoft => "fail-soft",
            Convention::CutGt => "cut-gt",
        }
    }
}
