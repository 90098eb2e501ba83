//! The slips a student's search can have, each a way to update, cut or return otherwise
//! than the reference does: the known bugs are built of them.

/// How a search with a bug updates, cuts and returns: the reference's rule or a known slip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slip {
    /// The cut is never tested: every child is searched, the window still moves.
    NeverCut,
    /// The cut is seen, the node's window and value are frozen there, yet the later
    /// children are still searched.
    SearchOnAfterCut,
    /// Children get the window the node was entered with.
    StaleWindow,
    /// A max node moves β (a min node α) as `moved_with` says; the cut is tested as
    /// `cut_test` says; the node returns what `returns` says.
    SwappedBounds {
        moved_with: SwappedOperator,
        cut_test: SwappedCut,
        returns: SwappedReturn,
    },
    /// The children get (−∞, ∞): one branch's recursive call resets the window.
    ResetChildWindow,
    /// The recursive call passes ±∞ for one bound: (−∞, β) when `alpha` is the one dropped,
    /// else (α, +∞).
    BoundNotPassed { alpha: bool },
    /// The recursive call passes the window the wrong way round: (β, α).
    WindowSwappedInCall,
    /// A negamax call that passes the window unnegated, `-f(c, α, β)`: in the first
    /// player's view the child gets (−β, −α).
    NegamaxWindowUnnegated,
    /// The best value starts at `start` instead of the worst score (−∞ at a max node); the
    /// window and the cut follow it when `window_follows` (`α = max(α, best)`), else only
    /// the value returned does.
    WrongInitialValue {
        start: InitialValue,
        window_follows: bool,
    },
    /// The cut is tested on s > β (s < α at a min node): one branch cuts only past the bound.
    StrictCut,
    /// A max node returns β, a min node α.
    WrongBoundReturned,
    /// Tic-tac-toe's x-outer order: children sorted by their moves' names.
    ColumnMajor,
    /// A negamax search that takes the child's value without changing its sign.
    UnnegatedChild,
}

/// How a search with swapped bounds moves the bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SwappedOperator {
    /// The larger of the bound and the score, at either kind of node.
    Larger,
    /// The smaller, at either kind of node.
    Smaller,
    /// The other branch's: the smaller at a max node (β = min(β, s)), the larger at a min.
    OtherBranch,
}

/// How a search with swapped bounds tests its cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SwappedCut {
    /// On the score against the node's own other bound, as the reference does (s ≥ β at a
    /// max node).
    Score,
    /// On the window: α ≥ β.
    Window,
    /// With the other branch's test too (s ≤ α at a max node): the whole branch swapped.
    OtherBranch,
}

/// What a search with swapped bounds returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SwappedReturn {
    /// Its own bound: α at a max node.
    Own,
    /// The bound it moved: β at a max node.
    Moved,
    /// The best score as the swapped branch keeps it: the smallest at a max node.
    Kept,
}

/// Where a search with a wrong starting value starts its best score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum InitialValue {
    /// At 0.
    Zero,
    /// At the other infinity: +∞ at a max node, −∞ at a min node.
    WrongInfinity,
}

/// Takes a child's score into a node's window and best score as a search with `slip` (or
/// the reference's rule) does; whether the later children are cut. `strict`: the cut is
/// tested on s > β (s < α), not on reaching the bound.
pub(super) fn take_score(
    slip: Option<Slip>,
    strict: bool,
    max_node: bool,
    (alpha, beta, best): (&mut f64, &mut f64, &mut f64),
    score: f64,
) -> bool {
    let reaches = |score: f64, bound: f64, above: bool| match (above, strict) {
        (true, false) => score >= bound,
        (true, true) => score > bound,
        (false, false) => score <= bound,
        (false, true) => score < bound,
    };
    let keeps_larger = match slip {
        Some(Slip::SwappedBounds {
            returns: SwappedReturn::Kept,
            ..
        }) => !max_node,
        _ => max_node,
    };
    *best = if keeps_larger {
        best.max(score)
    } else {
        best.min(score)
    };
    match slip {
        Some(Slip::NeverCut) => {
            if max_node {
                *alpha = alpha.max(score);
            } else {
                *beta = beta.min(score);
            }
            false
        }
        // The window follows the best value, and the cut tests it.
        Some(Slip::WrongInitialValue {
            window_follows: true,
            ..
        }) if max_node => {
            *alpha = alpha.max(*best);
            reaches(*best, *beta, true)
        }
        Some(Slip::WrongInitialValue {
            window_follows: true,
            ..
        }) => {
            *beta = beta.min(*best);
            reaches(*best, *alpha, false)
        }
        Some(Slip::SwappedBounds {
            moved_with,
            cut_test,
            ..
        }) => {
            let moved = if max_node { &mut *beta } else { &mut *alpha };
            let larger = match moved_with {
                SwappedOperator::Larger => true,
                SwappedOperator::Smaller => false,
                SwappedOperator::OtherBranch => !max_node,
            };
            *moved = if larger {
                moved.max(score)
            } else {
                moved.min(score)
            };
            match (cut_test, max_node) {
                (SwappedCut::Window, _) => *alpha >= *beta,
                (SwappedCut::Score, true) => reaches(score, *beta, true),
                (SwappedCut::Score, false) => reaches(score, *alpha, false),
                (SwappedCut::OtherBranch, true) => reaches(score, *alpha, false),
                (SwappedCut::OtherBranch, false) => reaches(score, *beta, true),
            }
        }
        _ if max_node => {
            *alpha = alpha.max(score);
            reaches(score, *beta, true)
        }
        _ => {
            *beta = beta.min(score);
            reaches(score, *alpha, false)
        }
    }
}
