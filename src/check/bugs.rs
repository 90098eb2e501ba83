//! The known bugs of a student's alpha-beta, each a search of its own: a bug is named only
//! when its run reproduces the whole trace.

use serde::Serialize;

use super::engine::{InitialValue, RunOptions, Slip, SwappedCut, SwappedOperator, SwappedReturn};
use super::student::ValueView;
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
    BoundNotPassed,
    WindowSwappedInCall,
    WrongInitialValue,
    NegamaxWindowNotNegated,
}

impl Bug {
    pub const ALL: [Bug; 15] = [
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
        Bug::BoundNotPassed,
        Bug::WindowSwappedInCall,
        Bug::WrongInitialValue,
        Bug::NegamaxWindowNotNegated,
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
            Bug::BoundNotPassed => "bound-not-passed",
            Bug::WindowSwappedInCall => "window-swapped-in-call",
            Bug::WrongInitialValue => "wrong-initial-value",
            Bug::NegamaxWindowNotNegated => "negamax-window-not-negated",
        }
    }

    /// Whether a trace written in this view can have the bug: a window passed unnegated is
    /// negamax's slip, a window passed the wrong way round the two-branch search's.
    pub(super) fn fits(self, view: ValueView) -> bool {
        match self {
            Bug::NegamaxWindowNotNegated => view == ValueView::Mover,
            Bug::WindowSwappedInCall => view == ValueView::Max,
            _ => true,
        }
    }

    /// Whether the slip is made where the search is called: its line is the call's.
    pub fn in_the_call(self) -> bool {
        matches!(
            self,
            Bug::WindowReset
                | Bug::StaleWindow
                | Bug::BoundNotPassed
                | Bug::WindowSwappedInCall
                | Bug::NegamaxWindowNotNegated
                | Bug::NegamaxSign
        )
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
                for moved_with in [
                    SwappedOperator::Smaller,
                    SwappedOperator::Larger,
                    SwappedOperator::OtherBranch,
                ] {
                    for cut_test in [
                        SwappedCut::Score,
                        SwappedCut::Window,
                        SwappedCut::OtherBranch,
                    ] {
                        for returns in [
                            SwappedReturn::Own,
                            SwappedReturn::Moved,
                            SwappedReturn::Kept,
                        ] {
                            runs.push(with_slip(Slip::SwappedBounds {
                                moved_with,
                                cut_test,
                                returns,
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
            Bug::BoundNotPassed if !mode.minimax => vec![
                with_slip(Slip::BoundNotPassed { alpha: true }),
                with_slip(Slip::BoundNotPassed { alpha: false }),
            ],
            Bug::WindowSwappedInCall if !mode.minimax => vec![with_slip(Slip::WindowSwappedInCall)],
            // In the first player's view, `-f(c, -α, -β)` passes (β, α).
            Bug::NegamaxWindowNotNegated if !mode.minimax => vec![
                with_slip(Slip::NegamaxWindowUnnegated),
                with_slip(Slip::WindowSwappedInCall),
            ],
            Bug::WrongInitialValue => [InitialValue::Zero, InitialValue::WrongInfinity]
                .into_iter()
                .flat_map(|start| {
                    [true, false].map(|window_follows| {
                        with_slip(Slip::WrongInitialValue {
                            start,
                            window_follows,
                        })
                    })
                })
                .collect(),
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

impl Bug {
    /// The searches with this bug in one branch of the code only: at the max nodes
    /// (`max_branch`) or the min nodes, and in the calls they make; none for a bug that has
    /// no branch (the order, the depth, negamax's sign, the table).
    pub(super) fn runs_in_branch(self, reference: RunOptions, max_branch: bool) -> Vec<RunOptions> {
        let in_branch = |slip| RunOptions {
            slip: Some(slip),
            branch: Some(max_branch),
            ..reference
        };
        let mode = reference.mode;
        match self {
            Bug::WindowReset if !mode.minimax => vec![in_branch(Slip::ResetChildWindow)],
            Bug::NoCutOnEquality if !mode.minimax && !reference.strict_cut => {
                vec![in_branch(Slip::StrictCut)]
            }
            Bug::NoPruning
            | Bug::StaleWindow
            | Bug::BoundNotPassed
            | Bug::WindowSwappedInCall
            | Bug::WrongInitialValue
            | Bug::NoBreak
            | Bug::SwappedBounds
            | Bug::WrongBoundReturned => self
                .runs(reference)
                .into_iter()
                .map(|run| RunOptions {
                    branch: Some(max_branch),
                    ..run
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// The branch of the code a bug sits in, when it is only one of the two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Branch {
    Max,
    Min,
}

impl Branch {
    pub fn name(self) -> &'static str {
        match self {
            Branch::Max => "max",
            Branch::Min => "min",
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
