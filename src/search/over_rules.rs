//! Alpha-beta straight over a game's rules: no tree built, nothing recorded. It is the floor
//! a recorded deep search is measured against, and an independent count of what such a
//! search visits (the tree-less figures of DESIGN: Kalah(6,4) to 20 plies).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::{Game, PositionKey, Side};
use crate::tree::GrowingTree;

use super::{ChildOrder, Mode, Score, TableKind};

/// What a search over the rules found: the root's value (first player's view) and the
/// nodes it entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSearch {
    pub value: i8,
    /// Every entry of a node, a table's hit included.
    pub visits: u64,
    /// Entries settled by the transposition table (no start, no end).
    pub hits: u64,
    /// The principal variation's moves from the root: at each node the first child
    /// searched whose value is the node's, as the recorded search reads it.
    pub pv: Vec<u8>,
}

impl RulesSearch {
    /// The frames this search would record: a start and an end at each node entered (one
    /// table frame at a hit), a score and an update for each child that returns (all but
    /// the root).
    pub fn frames(&self) -> u64 {
        4 * self.visits - 2 - self.hits
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
    alpha_beta_over_rules_told(game, root, depth, plain, &mut |_| {})
}

/// Visits between two calls of a search's `tell`.
pub const TELL_EVERY: u64 = 1 << 20;

/// As [`alpha_beta_over_rules`] under `rules`, telling `tell` the visits so far every
/// [`TELL_EVERY`].
pub fn alpha_beta_over_rules_told<G: Game>(
    game: &G,
    root: G::Position,
    depth: Option<u16>,
    (order, rules): (ChildOrder, AlphaBetaRules),
    tell: &mut dyn FnMut(u64),
) -> Option<RulesSearch> {
    let start = (root, 0, rules);
    search_over_rules(game, start, depth, order, tell, &mut (), None)
}

/// How a plain alpha-beta cuts and returns: its root's window, and whether it returns the
/// best score (fail-soft) and cuts only past the window, as a recorded search's [`Mode`]
/// says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaRules {
    pub root_window: (Score, Score),
    pub fail_soft: bool,
    pub cut_gt: bool,
    /// Off, or an exact table (by position, or by its class under the game's symmetries).
    pub table: TableKind,
}

impl Default for AlphaBetaRules {
    fn default() -> AlphaBetaRules {
        AlphaBetaRules {
            root_window: (Score::NEG_INF, Score::POS_INF),
            fail_soft: false,
            cut_gt: false,
            table: TableKind::Off,
        }
    }
}

impl AlphaBetaRules {
    /// The rules of `mode`, whose initial window (`init_ab`) is `score_range`; `None` for a
    /// mode that is more than a plain alpha-beta with an exact table or none (a bounds
    /// table, a window search, minimax, iterative deepening, best-first order or shortest
    /// victory).
    pub fn of(mode: &Mode, score_range: (i8, i8)) -> Option<AlphaBetaRules> {
        let plain = Mode {
            order: mode.order,
            init_ab: mode.init_ab,
            window: mode.window,
            fail_soft: mode.fail_soft,
            cut_gt: mode.cut_gt,
            table: mode.table,
            ..Mode::alpha_beta()
        };
        let exact_or_none = matches!(
            mode.table,
            TableKind::Off | TableKind::Exact | TableKind::ExactSym
        );
        if *mode != plain || mode.order == ChildOrder::BestFirst || !exact_or_none {
            return None;
        }
        let (low, high) = score_range;
        let root_window = match (mode.window, mode.init_ab) {
            (Some(window), _) => window,
            (None, true) => (Score::finite(low), Score::finite(high)),
            (None, false) => (Score::NEG_INF, Score::POS_INF),
        };
        Some(AlphaBetaRules {
            root_window,
            fail_soft: mode.fail_soft,
            cut_gt: mode.cut_gt,
            table: mode.table,
        })
    }
}

/// A score in the search's terms: the infinities beyond every value.
fn wide(score: Score) -> i16 {
    match score.value() {
        Some(value) => i16::from(value),
        None if score == Score::NEG_INF => NEG_INF,
        None => POS_INF,
    }
}

/// As [`alpha_beta_over_rules_told`] from `tree`'s root and to its depth under `rules`,
/// growing `tree` as it goes: each node it enters gets its children, and the children a
/// cut skips are left unentered. `None` for best-first order, when `cancel` is set or when
/// the tree is full (both looked at with each `tell`).
pub fn alpha_beta_growing<G: Game>(
    game: &G,
    tree: &mut GrowingTree<G>,
    depth: u16,
    (order, rules): (ChildOrder, AlphaBetaRules),
    tell: &mut dyn FnMut(u64),
    cancel: &AtomicBool,
) -> Option<RulesSearch> {
    let (root, node) = (tree.root_position(), tree.root());
    let start = (root, node, rules);
    search_over_rules(game, start, Some(depth), order, tell, tree, Some(cancel))
}

/// What hears a search touch its nodes: a tree it grows, or nothing (`()`).
trait Touches<P> {
    /// The search enters `node` and searches its children (natural order, with their
    /// moves): the id of the first.
    fn expand<'p>(
        &mut self,
        node: u32,
        children: impl ExactSizeIterator<Item = (u8, &'p P)>,
    ) -> u32
    where
        P: 'p;
    /// The search entered `node`, a leaf of its search.
    fn settle_leaf(&mut self, node: u32, position: &P, plies_left: u16);
    /// A cut skipped the child `node`.
    fn leave_unentered(&mut self, node: u32, position: &P, plies_left: u16);
    /// Whether it can take no more nodes.
    fn is_full(&self) -> bool;
}

impl<P> Touches<P> for () {
    fn expand<'p>(&mut self, _: u32, _: impl ExactSizeIterator<Item = (u8, &'p P)>) -> u32
    where
        P: 'p,
    {
        0
    }

    fn settle_leaf(&mut self, _: u32, _: &P, _: u16) {}

    fn leave_unentered(&mut self, _: u32, _: &P, _: u16) {}

    fn is_full(&self) -> bool {
        false
    }
}

impl<G: Game> Touches<G::Position> for GrowingTree<G> {
    fn expand<'p>(
        &mut self,
        node: u32,
        children: impl ExactSizeIterator<Item = (u8, &'p G::Position)>,
    ) -> u32
    where
        G::Position: 'p,
    {
        GrowingTree::expand(self, node, children)
    }

    fn settle_leaf(&mut self, node: u32, position: &G::Position, plies_left: u16) {
        GrowingTree::settle_leaf(self, node, position, plies_left)
    }

    fn leave_unentered(&mut self, node: u32, position: &G::Position, plies_left: u16) {
        GrowingTree::leave_unentered(self, node, position, plies_left)
    }

    fn is_full(&self) -> bool {
        GrowingTree::is_full(self)
    }
}

fn search_over_rules<G: Game, T: Touches<G::Position>>(
    game: &G,
    (root, node, rules): (G::Position, u32, AlphaBetaRules),
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
        levels: Vec::new(),
        tell,
        touches,
        cancel,
        stopped: false,
        fail_soft: rules.fail_soft,
        cut_gt: rules.cut_gt,
        table: rules.table,
        entries: HashMap::new(),
        hits: 0,
    };
    let plies = depth.map_or(u32::MAX, u32::from);
    let (alpha, beta) = (wide(rules.root_window.0), wide(rules.root_window.1));
    let value = search.visit(&root, node, 0, plies, alpha, beta);
    if search.stopped {
        return None;
    }
    let pv = search
        .levels
        .first()
        .map(|level| level.line.clone())
        .unwrap_or_default();
    Some(RulesSearch {
        value: value as i8,
        visits: search.visits,
        hits: search.hits,
        pv,
    })
}

/// Beyond every value a game gives.
const NEG_INF: i16 = i16::MIN;
const POS_INF: i16 = i16::MAX;

struct Search<'g, G: Game, T: Touches<G::Position>> {
    game: &'g G,
    touches: &'g mut T,
    cancel: Option<&'g AtomicBool>,
    /// Set once `cancel` was seen: every visit then returns at once.
    stopped: bool,
    fail_soft: bool,
    cut_gt: bool,
    table: TableKind,
    /// The exact table: per position (or class), its value and the plies searched below it.
    entries: HashMap<PositionKey, (i16, u8)>,
    hits: u64,
    depth_limited: bool,
    order: ChildOrder,
    visits: u64,
    tell: &'g mut dyn FnMut(u64),
    /// Per ply below the root: its moves and its children with their ordering keys, kept
    /// so that no visit allocates.
    levels: Vec<Level<G::Position>>,
}

struct Level<P> {
    moves: Vec<u8>,
    /// Each child's ordering key, move, place in natural order and position.
    children: Vec<(i16, u8, u8, P)>,
    /// The principal variation below the node last searched at this ply.
    line: Vec<u8>,
    /// Moves of a child asked whether its game is over.
    scratch: Vec<u8>,
}

impl<P> Level<P> {
    fn new() -> Level<P> {
        Level {
            moves: Vec::new(),
            children: Vec::new(),
            line: Vec::new(),
            scratch: Vec::new(),
        }
    }
}

impl<G: Game, T: Touches<G::Position>> Search<'_, G, T> {
    /// The value of a leaf: a finished game's (as a depth-limited tree values it), or the
    /// evaluation at the horizon.
    fn leaf_value(&self, position: &G::Position, finished: bool) -> i16 {
        let game = self.game;
        let value = match (finished, self.depth_limited) {
            (true, true) => game.horizon_terminal_value(position),
            (true, false) => game.terminal_value(position, crate::game::Scoring::Plain),
            (false, _) => game.evaluate(position),
        };
        i16::from(value)
    }

    fn visit(
        &mut self,
        position: &G::Position,
        node: u32,
        ply: usize,
        plies_left: u32,
        mut alpha: i16,
        mut beta: i16,
    ) -> i16 {
        if self.stopped {
            return 0;
        }
        self.visits += 1;
        if self.visits.is_multiple_of(TELL_EVERY) {
            (self.tell)(self.visits);
            let cancelled = self
                .cancel
                .is_some_and(|cancel| cancel.load(Ordering::Relaxed));
            self.stopped = cancelled || self.touches.is_full();
        }
        if self.levels.len() <= ply {
            self.levels.push(Level::new());
        }
        let mut level = std::mem::replace(&mut self.levels[ply], Level::new());
        level.line.clear();
        let finished = self.game.is_over(position, &mut level.moves);
        // Only a search with a depth limit grows a tree: its plies fit.
        let plies_left_here = plies_left.min(u32::from(u16::MAX)) as u16;
        // The table keeps the plies as the recorder does: at most the greatest finite score.
        let plies_kept = match self.depth_limited {
            true => plies_left.min(Score::MAX_FINITE as u32) as u8,
            false => u8::MAX,
        };
        let key = match self.table {
            TableKind::Exact => Some(self.game.key(position)),
            TableKind::ExactSym => Some(self.game.canonical_key(position)),
            _ => None,
        };
        let hit = key
            .and_then(|key| self.entries.get(&key).copied())
            .filter(|&(_, depth)| depth >= plies_kept);
        if let Some((value, _)) = hit {
            // Settled by the table: its children are pruned, so the tree holds them.
            self.hits += 1;
            if finished || plies_left == 0 {
                // A leaf still has its own value in the tree: its parent orders by it.
                self.touches.settle_leaf(node, position, plies_left_here);
            } else {
                let order = self.order.at_depth(ply);
                self.natural_children(position, order, &mut level);
                let children = level.children.iter().map(|(_, mv, _, child)| (*mv, child));
                let first_child = self.touches.expand(node, children);
                for &(_, _, place, child) in &level.children {
                    let child_node = first_child + u32::from(place);
                    self.touches
                        .leave_unentered(child_node, &child, plies_left_here - 1);
                }
            }
            self.levels[ply] = level;
            return value;
        }
        let value = if finished || plies_left == 0 {
            self.touches.settle_leaf(node, position, plies_left_here);
            self.leaf_value(position, finished)
        } else {
            let max_node = self.game.side_to_move(position) == Side::First;
            let order = self.order.at_depth(ply);
            self.natural_children(position, order, &mut level);
            let children = level.children.iter().map(|(_, mv, _, child)| (*mv, child));
            let first_child = self.touches.expand(node, children);
            // Best-first is refused up front: no child is known best here.
            order.arrange(&mut level.children, max_node, |&(key, ..)| key, |_| false);
            // The first child with the best score so far: its move and line lead the PV.
            let mut best: Option<i16> = None;
            let mut searched = level.children.len();
            for (index, &(_, mv, place, child)) in level.children.iter().enumerate() {
                let child_node = first_child + u32::from(place);
                let score = self.visit(&child, child_node, ply + 1, plies_left - 1, alpha, beta);
                let better =
                    best.is_none_or(|best| if max_node { score > best } else { score < best });
                if better {
                    best = Some(score);
                    level.line.clear();
                    level.line.push(mv);
                    level.line.extend_from_slice(&self.levels[ply + 1].line);
                }
                let cut = match (max_node, self.cut_gt) {
                    (true, false) => score >= beta,
                    (true, true) => score > beta,
                    (false, false) => score <= alpha,
                    (false, true) => score < alpha,
                };
                if max_node {
                    alpha = alpha.max(score);
                } else {
                    beta = beta.min(score);
                }
                if cut {
                    searched = index + 1;
                    break;
                }
            }
            for &(_, _, place, child) in &level.children[searched..] {
                let child_node = first_child + u32::from(place);
                self.touches
                    .leave_unentered(child_node, &child, plies_left_here - 1);
            }
            let value = match (self.fail_soft, max_node) {
                (true, _) => best.unwrap_or(if max_node { NEG_INF } else { POS_INF }),
                (false, true) => alpha,
                (false, false) => beta,
            };
            if best != Some(value) {
                level.line.clear();
            }
            value
        };
        if let Some(key) = key {
            self.entries.insert(key, (value, plies_kept));
        }
        self.levels[ply] = level;
        value
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
