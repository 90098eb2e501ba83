//! Alpha-beta straight over a game's rules: no tree built, nothing recorded. It is the floor
//! a recorded deep search is measured against, and an independent count of what such a
//! search visits (the tree-less figures: Kalah(6,4) to 20 plies).

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicBool, Ordering};

mod background_tree;
mod rules;
mod solver_ideas;
mod touches;

pub use rules::AlphaBetaRules;
use rules::{NEG_INF, POS_INF, wide_pair};
use touches::Touches;

#[cfg(test)]
pub(super) use background_tree::grown_kalah;

use crate::game::{Game, PositionKey, Side};
use crate::tree::GrowingTree;

use super::{ChildOrder, MAX_PLIES_COUNTED, Score, TableKind};
use crate::hashing::WordHasher;

/// What a search over the rules found: the root's value (first player's view) and the
/// nodes it entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSearch {
    pub value: i16,
    /// Every entry of a node (an exact table's hit included).
    pub visits: u64,
    /// The frames the recorded search has: counted as the recorder writes them.
    frame_count: u64,
    /// The principal variation's moves from the root: at each node the first child
    /// searched whose value is the node's, as the recorded search reads it.
    pub pv: Vec<u8>,
}

impl RulesSearch {
    /// The frames this search would record: a start and an end at each node entered (and
    /// a table frame at an inner node with a bounds table; one table frame alone at an
    /// exact table's hit), a score and an update for each child that returns.
    pub fn frames(&self) -> u64 {
        self.frame_count
    }
}

/// Fail-hard alpha-beta from `root` with the window (−∞, ∞), `depth` plies deep (a
/// finished game keeps its value; a position at the depth limit takes the static
/// evaluation), children in `order`. `None` for best-first order, which needs every
/// child's exact value, i.e. the whole tree.
pub fn alpha_beta_over_rules<G: Game>(
    game: &G,
    root: G::Position,
    depth: Option<u16>,
    order: ChildOrder,
) -> Option<RulesSearch> {
    let plain = (order, AlphaBetaRules::default());
    alpha_beta_over_rules_with_progress(game, root, depth, plain, &mut |_| {})
}

/// Visits between two calls of a search's `tell`.
pub const PROGRESS_EVERY: u64 = 1 << 20;

/// Visits between two looks at whether a growing tree is full.
const FULL_CHECK_EVERY: u64 = 1 << 12;

/// As [`alpha_beta_over_rules`] under `rules`, telling `tell` the visits so far every
/// [`PROGRESS_EVERY`].
pub fn alpha_beta_over_rules_with_progress<G: Game>(
    game: &G,
    root: G::Position,
    depth: Option<u16>,
    (order, rules): (ChildOrder, AlphaBetaRules),
    tell: &mut dyn FnMut(u64),
) -> Option<RulesSearch> {
    let start = (root, 0, rules);
    search_over_rules(game, (start, 0), depth, order, tell, &mut (), None)
}

/// As [`alpha_beta_over_rules_with_progress`] from `tree`'s root and to its depth (none: to the
/// ends of games) under `rules`,
/// growing `tree` as it goes: each node it enters gets its children, and the children a
/// cut skips are left unentered. `None` for best-first order, when `cancel` is set or when
/// the tree is full (both looked at with each `tell`).
pub fn alpha_beta_growing<G: Game>(
    game: &G,
    tree: &mut GrowingTree<G>,
    depth: Option<u16>,
    (order, rules): (ChildOrder, AlphaBetaRules),
    tell: &mut dyn FnMut(u64),
    cancel: &AtomicBool,
) -> Option<RulesSearch> {
    let (root, node) = (tree.root_position(), tree.root());
    let start = (root, node, rules);
    // Passes enter nodes again: only the tree knows the children it grew for them.
    // A browser has no second thread for the tree: it grows as the search goes.
    if rules.bisect || !crate::background::second_thread() {
        return search_over_rules(game, (start, 0), depth, order, tell, tree, Some(cancel));
    }
    background_tree::grow_on_background_thread(tree, order.uses_evaluation(), |touches| {
        search_over_rules(game, (start, 0), depth, order, tell, touches, Some(cancel))
    })
}

/// Grows `tree` below `node`, a node it left unexpanded at `position`, `ply` plies below
/// the root with `plies_left` (none: to the ends of games), as alpha-beta with `window`
/// and no table searches it under `rules`' cut rule, in `order`: what a search entering
/// the node with that window most likely enters (a table may take it further).
pub fn alpha_beta_growing_below<G: Game>(
    game: &G,
    tree: &mut GrowingTree<G>,
    (node, position, ply): (u32, G::Position, usize),
    plies_left: Option<u16>,
    (order, rules): (ChildOrder, AlphaBetaRules),
    window: (Score, Score),
) {
    let rules = AlphaBetaRules {
        root_window: window,
        fail_soft: false,
        table: TableKind::Off,
        upper_bounds: false,
        bisect: false,
        ..rules
    };
    let start = (position, node, rules);
    search_over_rules(
        game,
        (start, ply),
        plies_left,
        order,
        &mut |_| {},
        tree,
        None,
    );
}

/// Alpha-beta from `root` (the node `node`, `first_ply` plies below the search's root).
fn search_over_rules<G: Game, T: Touches<G::Position>>(
    game: &G,
    ((root, node, rules), first_ply): ((G::Position, u32, AlphaBetaRules), usize),
    depth: Option<u16>,
    order: ChildOrder,
    tell: &mut dyn FnMut(u64),
    touches: &mut T,
    cancel: Option<&AtomicBool>,
) -> Option<RulesSearch> {
    if order == ChildOrder::BestFirst {
        return None;
    }
    let mut search = Search {
        game,
        depth_limited: depth.is_some(),
        order,
        visits: 0,
        levels: (0..first_ply).map(|_| Level::new()).collect(),
        tell,
        touches,
        cancel,
        stopped: false,
        rules,
        entries: ByPosition::default(),
        bound_entries: ByPosition::default(),
        frames: 0,
    };
    let plies = depth.map_or(u32::MAX, u32::from);
    let value = match rules.bisect {
        true => search.bisect(&root, node, first_ply, plies),
        false => {
            let (alpha, beta) = wide_pair(rules.root_window);
            search.visit(&root, node, first_ply, plies, alpha, beta)
        }
    };
    if search.stopped {
        return None;
    }
    let pv = search
        .levels
        .first()
        .map(|level| level.line.clone())
        .unwrap_or_default();
    Some(RulesSearch {
        value,
        visits: search.visits,
        frame_count: search.frames,
        pv,
    })
}

/// The tables by position key, hashed with a multiplication (far faster than the default
/// hasher on tables of tens of millions of positions).
type ByPosition<V> = HashMap<PositionKey, V, BuildHasherDefault<WordHasher>>;

struct Search<'g, G: Game, T: Touches<G::Position>> {
    game: &'g G,
    touches: &'g mut T,
    cancel: Option<&'g AtomicBool>,
    /// Set once `cancel` was seen: every visit then returns at once.
    stopped: bool,
    rules: AlphaBetaRules,
    /// The exact table: per position (or class), its value and the plies searched below it.
    entries: ByPosition<(i16, u8)>,
    /// The bounds tables: per class, its (lower, upper) bounds and the plies searched.
    bound_entries: ByPosition<(i16, i16, u8)>,
    frames: u64,
    depth_limited: bool,
    order: ChildOrder,
    visits: u64,
    tell: &'g mut dyn FnMut(u64),
    /// Per ply below the root: its moves and its children with their ordering keys, kept
    /// so that no visit allocates.
    levels: Vec<Level<G::Position>>,
}

/// Where a visit stands: its node, its ply below the root and the plies left, and
/// whether it is a leaf of the search (a finished game, or at the depth limit).
#[derive(Clone, Copy)]
struct Place {
    node: u32,
    ply: usize,
    plies_left: u32,
    leaf: bool,
    finished: bool,
}

impl Place {
    /// The plies left, as a tree grown under a depth limit counts them.
    fn plies_here(self) -> u16 {
        self.plies_left.min(u32::from(u16::MAX)) as u16
    }
}

struct Level<P> {
    moves: Vec<u8>,
    /// Each child's ordering key, move, place in natural order and position.
    children: Vec<(i16, u8, u8, P)>,
    /// The principal variation below the node last searched at this ply.
    line: Vec<u8>,
    /// The best score of the children searched so far (the first child's at first).
    best: Option<i16>,
    /// Moves of a child asked whether its game is over.
    scratch: Vec<u8>,
}

impl<P> Level<P> {
    fn new() -> Level<P> {
        Level {
            moves: Vec::new(),
            children: Vec::new(),
            line: Vec::new(),
            best: None,
            scratch: Vec::new(),
        }
    }
}

impl<G: Game, T: Touches<G::Position>> Search<'_, G, T> {
    /// The value of a leaf: a finished game's (as a depth-limited tree values it), or the
    /// evaluation at the horizon.
    fn leaf_value(&self, position: &G::Position, finished: bool) -> i16 {
        let game = self.game;
        match (finished, self.depth_limited) {
            (true, true) => game.horizon_terminal_value(position),
            (true, false) => game.terminal_value(position, crate::game::Scoring::Plain),
            (false, _) => game.evaluate(position),
        }
    }

    fn visit(
        &mut self,
        position: &G::Position,
        node: u32,
        ply: usize,
        plies_left: u32,
        alpha: i16,
        beta: i16,
    ) -> i16 {
        if self.stopped {
            return 0;
        }
        self.visits += 1;
        if self.visits.is_multiple_of(PROGRESS_EVERY) {
            (self.tell)(self.visits);
            let cancelled = self
                .cancel
                .is_some_and(|cancel| cancel.load(Ordering::Relaxed));
            self.stopped = cancelled;
        }
        // A grown tree stops near its limit: what it grew may be kept and shown.
        if self.visits.is_multiple_of(FULL_CHECK_EVERY) && self.touches.is_full() {
            self.stopped = true;
        }
        if self.levels.len() <= ply {
            self.levels.push(Level::new());
        }
        let mut level = std::mem::replace(&mut self.levels[ply], Level::new());
        level.line.clear();
        let finished = self.game.is_over(position, &mut level.moves);
        let at = Place {
            node,
            ply,
            plies_left,
            leaf: finished || plies_left == 0,
            finished,
        };
        let value = if self.rules.table.keeps_bounds() {
            self.visit_with_bounds(position, at, (alpha, beta), &mut level)
        } else {
            self.visit_exact(position, at, (alpha, beta), &mut level)
        };
        self.levels[ply] = level;
        value
    }

    /// Fail-hard (or fail-soft) alpha-beta, with an exact table or none.
    fn visit_exact(
        &mut self,
        position: &G::Position,
        at: Place,
        (alpha, beta): (i16, i16),
        level: &mut Level<G::Position>,
    ) -> i16 {
        let key = match self.rules.table {
            _ if self.rules.upper_bounds => Some(self.game.key(position)),
            TableKind::Exact => Some(self.game.key(position)),
            TableKind::ExactSym => Some(self.game.canonical_key(position)),
            _ => None,
        };
        let plies_kept = self.plies_kept(at.plies_left);
        let hit = key
            .filter(|_| self.rules.table.hit_is_a_visit())
            .and_then(|key| self.entries.get(&key).copied())
            .filter(|&(_, depth)| depth >= plies_kept);
        if let Some((value, _)) = hit {
            // One table frame: the node is settled, its children pruned.
            self.frames += 1;
            self.settle_unsearched(position, at, level);
            return value;
        }
        let max_node = self.game.side_to_move(position) == Side::First;
        let value = if at.leaf {
            self.leaf(position, at)
        } else {
            match self.before_children(position, key, (alpha, beta), level) {
                Err(value) => {
                    self.settle_unsearched(position, at, level);
                    value
                }
                Ok((alpha, beta)) => {
                    self.frames += 2;
                    let infinite = if max_node { NEG_INF } else { POS_INF };
                    let window = (alpha, beta, infinite);
                    let (alpha, beta, best) =
                        self.search_children(position, at, max_node, window, level);
                    let value = if max_node { alpha } else { beta };
                    let stores = self.rules.upper_bounds && alpha < beta;
                    if let Some(key) = key.filter(|_| stores) {
                        self.entries.insert(key, (value, plies_kept));
                    }
                    if self.rules.fail_soft { best } else { value }
                }
            }
        };
        if level.best != Some(value) {
            level.line.clear();
        }
        if let Some(key) = key.filter(|_| self.rules.table.hit_is_a_visit()) {
            self.entries.insert(key, (value, plies_kept));
        }
        value
    }

    /// Fail-soft alpha-beta with a table of (lower, upper) bounds, as the recorder's
    /// bounds mode: a stored pair may decide the node or narrow (or, in the earlier form,
    /// widen) its window; the value found is stored as the bound it is.
    fn visit_with_bounds(
        &mut self,
        position: &G::Position,
        at: Place,
        (mut alpha, mut beta): (i16, i16),
        level: &mut Level<G::Position>,
    ) -> i16 {
        if at.leaf {
            return self.leaf(position, at);
        }
        // A start, a table frame and an end.
        self.frames += 3;
        let key = self.game.canonical_key(position);
        let plies_kept = self.plies_kept(at.plies_left);
        let found = (self.bound_entries.get(&key).copied())
            .filter(|&(_, _, depth)| depth >= plies_kept)
            .map(|(lower, upper, _)| (lower, upper));
        let range_table = self.rules.table == TableKind::BoundsRange;
        let absent = wide_pair(if range_table {
            self.rules.game_range
        } else {
            self.rules.score_range
        });
        let (lower, upper) = found.unwrap_or(absent);
        let may_decide = found.is_some() || !range_table;
        let decided = may_decide
            && (lower == upper || self.falls_low(upper, alpha) || self.falls_high(lower, beta));
        if decided {
            self.settle_unsearched(position, at, level);
            return match lower == upper || self.falls_high(lower, beta) {
                true => lower,
                false => upper,
            };
        }
        if self.rules.table == TableKind::BoundsWidening {
            if found.is_some() {
                (alpha, beta) = (alpha.min(lower), beta.max(upper));
            }
        } else if may_decide {
            (alpha, beta) = (alpha.max(lower), beta.min(upper));
        }
        let max_node = self.game.side_to_move(position) == Side::First;
        let (low, high) = wide_pair(self.rules.score_range);
        let start = if max_node { low } else { high };
        let window = (alpha, beta, start);
        let (_, _, best) = self.search_children(position, at, max_node, window, level);
        let stored = if self.falls_low(best, alpha) {
            (lower, best)
        } else if !self.falls_high(best, beta) {
            (best, best)
        } else {
            (best, upper)
        };
        self.bound_entries
            .insert(key, (stored.0, stored.1, plies_kept));
        if level.best != Some(best) {
            level.line.clear();
        }
        best
    }

    /// A leaf entered: its start and end, and its own value.
    fn leaf(&mut self, position: &G::Position, at: Place) -> i16 {
        self.frames += 2;
        self.touches.settle_leaf(at.node, position, at.plies_here());
        self.leaf_value(position, at.finished)
    }

    /// A node the table settles: a leaf keeps its value in the tree (its parent orders by
    /// it), an inner node's children are pruned, so the tree holds them unentered.
    fn settle_unsearched(
        &mut self,
        position: &G::Position,
        at: Place,
        level: &mut Level<G::Position>,
    ) {
        if at.leaf {
            self.touches.settle_leaf(at.node, position, at.plies_here());
            return;
        }
        self.natural_children(position, self.order.at_depth(at.ply), level);
        let children = level.children.iter().map(|(_, mv, _, child)| (*mv, child));
        let first_child = self.touches.expand(at.node, children);
        for &(_, _, place, child) in &level.children {
            let child_node = first_child + u32::from(place);
            self.touches
                .leave_unentered(child_node, &child, at.plies_here() - 1);
        }
    }

    /// Searches the node's children in order with the window (α, β), the best score
    /// starting at `best`, until one cuts: the window and the best score after them. The
    /// children after a cut are left unentered; the line of the first child with the best
    /// score leads the principal variation.
    fn search_children(
        &mut self,
        position: &G::Position,
        at: Place,
        max_node: bool,
        (mut alpha, mut beta, mut best): (i16, i16, i16),
        level: &mut Level<G::Position>,
    ) -> (i16, i16, i16) {
        let order = self.order.at_depth(at.ply);
        self.natural_children(position, order, level);
        let children = level.children.iter().map(|(_, mv, _, child)| (*mv, child));
        let first_child = self.touches.expand(at.node, children);
        // Best-first is refused up front: no child is known best here.
        let columns = self.game.max_moves();
        order.arrange(
            &mut level.children,
            (max_node, columns),
            |&(key, ..)| key,
            |_| false,
            |&(_, mv, ..)| mv,
        );
        level.best = None;
        let mut searched = level.children.len();
        for (index, &(_, mv, place, child)) in level.children.iter().enumerate() {
            let child_node = first_child + u32::from(place);
            let score = self.visit(
                &child,
                child_node,
                at.ply + 1,
                at.plies_left - 1,
                alpha,
                beta,
            );
            // A score frame and an update frame.
            self.frames += 2;
            let better =
                (level.best).is_none_or(|best| if max_node { score > best } else { score < best });
            if better {
                level.best = Some(score);
                level.line.clear();
                level.line.push(mv);
                level.line.extend_from_slice(&self.levels[at.ply + 1].line);
            }
            let cut = if max_node {
                best = best.max(score);
                alpha = alpha.max(best);
                self.falls_high(best, beta)
            } else {
                best = best.min(score);
                beta = beta.min(best);
                self.falls_low(best, alpha)
            };
            if cut {
                searched = index + 1;
                break;
            }
        }
        for &(_, _, place, child) in &level.children[searched..] {
            let child_node = first_child + u32::from(place);
            self.touches
                .leave_unentered(child_node, &child, at.plies_here() - 1);
        }
        (alpha, beta, best)
    }

    /// Whether a score reaches β from below (passes it, cutting on s > β).
    fn falls_high(&self, score: i16, beta: i16) -> bool {
        if self.rules.cut_gt {
            score > beta
        } else {
            score >= beta
        }
    }

    /// Whether a score reaches α from above (passes it, cutting on s < α).
    fn falls_low(&self, score: i16, alpha: i16) -> bool {
        if self.rules.cut_gt {
            score < alpha
        } else {
            score <= alpha
        }
    }

    /// The plies a table keeps with an entry, as the recorder does: at most the greatest
    /// plies a table entry counts, or `u8::MAX` without a depth limit.
    fn plies_kept(&self, plies_left: u32) -> u8 {
        match self.depth_limited {
            true => plies_left.min(MAX_PLIES_COUNTED as u32) as u8,
            false => u8::MAX,
        }
    }

    /// The children in natural order with the keys `order` sorts them by (as the recorder
    /// orders a tree's: natural, reversed (store first), or by each child's static value,
    /// best for the mover first, ties in natural order).
    fn natural_children(
        &self,
        position: &G::Position,
        order: ChildOrder,
        level: &mut Level<G::Position>,
    ) {
        let game = self.game;
        self.game.legal_moves(position, &mut level.moves);
        level.children.clear();
        for (place, &mv) in level.moves.iter().enumerate() {
            let child = game.play(position, mv);
            let key = if order == ChildOrder::Evaluation {
                // A child at the horizon is a leaf with its own value; so is a finished game.
                let finished = game.is_over(&child, &mut level.scratch);
                self.leaf_value(&child, finished)
            } else {
                0
            };
            level.children.push((key, mv, place as u8, child));
        }
    }
}
