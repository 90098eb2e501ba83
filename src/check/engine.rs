//! The search a trace is held against: the frame model (ARCHITECTURE.md) over the tree, with the
//! student's leaf values and, when asked, one of the known bugs built in. Each event carries
//! the frame number the recorder gives the same step, so a difference points at a frame.

use std::collections::HashMap;
use std::ops::ControlFlow;

use super::events::EventKind;
pub(super) use super::slip::{InitialValue, Slip, SwappedCut, SwappedOperator, SwappedReturn};
use crate::search::{Mode, TableKind};
use crate::tree::{NodeId, Tree};

const NEG_INF: f64 = f64::NEG_INFINITY;
const POS_INF: f64 = f64::INFINITY;

/// Everything that decides one reference run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct RunOptions {
    pub mode: Mode,
    /// The depth (from the tree's first node) where the search stops, when it does.
    pub horizon: Option<usize>,
    /// Return the best child's value instead of α or β.
    pub fail_soft: bool,
    /// Cut only on s > β (s < α at a min node).
    pub strict_cut: bool,
    pub slip: Option<Slip>,
    /// The slip sits only in the max branch (`Some(true)`) or the min branch of the code:
    /// at nodes of that kind, and in the calls they make.
    pub branch: Option<bool>,
}

/// One step of the reference, as a trace would log it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct RefEvent {
    pub frame: u32,
    pub kind: EventKind,
    pub node: NodeId,
    pub alpha: f64,
    pub beta: f64,
    /// End and tt: the node's value; score: the child's; otherwise NaN.
    pub value: f64,
    /// A tt frame that stands for the whole node (the exact tables' hit), not a look-up.
    pub table_hit: bool,
}

/// Why a node is never searched: the cut (or the table hit) that skipped it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Pruning {
    pub frame: u32,
    pub at: NodeId,
    pub score: f64,
    pub alpha: f64,
    pub beta: f64,
    pub by_table: bool,
}

/// A node being searched, as the explanations need it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Level {
    pub node: NodeId,
    pub alpha: f64,
    pub beta: f64,
    /// The update frame that last moved the window, if any did.
    pub moved_at: Option<u32>,
    /// The score of the child searched last.
    pub last_score: Option<f64>,
}

/// What the reference knows at an event, for explaining a difference there.
#[derive(Debug, Default)]
pub(super) struct Context {
    pub levels: Vec<Level>,
    pub pruned: HashMap<NodeId, Pruning>,
}

impl Context {
    /// The pruning that covers `node`: its own, or an ancestor's.
    pub fn pruning_of(&self, tree: &Tree, node: NodeId) -> Option<Pruning> {
        let mut current = Some(node);
        while let Some(id) = current {
            if let Some(pruning) = self.pruned.get(&id) {
                return Some(*pruning);
            }
            current = tree.parent(id);
        }
        None
    }

    pub fn level_of(&self, node: NodeId) -> Option<&Level> {
        self.levels.iter().rev().find(|level| level.node == node)
    }
}

/// Where a reference run sends its events and gets its leaves' values.
pub(super) trait Sink {
    /// The value of a leaf the search reaches; `None` stops the run.
    fn leaf_value(&mut self, node: NodeId, game_value: f64) -> Option<f64>;
    /// One event; `Break` stops the run.
    fn event(&mut self, event: RefEvent, context: &Context) -> ControlFlow<()>;
}

/// The run was stopped by its sink.
#[derive(Debug)]
pub(super) struct Stopped;

/// Runs the reference from `root`; its root value, unless the sink stopped it.
pub(super) fn run(
    tree: &Tree,
    root: NodeId,
    options: RunOptions,
    explain: bool,
    sink: &mut dyn Sink,
) -> Result<f64, Stopped> {
    let table_size = match options.mode.table {
        TableKind::Off => 0,
        TableKind::Exact => tree.position_count(),
        _ => tree.class_count(),
    };
    let keeps_bounds = options.mode.table.keeps_bounds();
    let mut engine = Engine {
        tree,
        options,
        sink,
        explain,
        frame: 0,
        context: Context::default(),
        exact: vec![None; if keeps_bounds { 0 } else { table_size }],
        bounds: vec![None; if keeps_bounds { table_size } else { 0 }],
        root_depth: tree.depth(root),
    };
    let (alpha, beta) = options
        .mode
        .window
        .map(|(low, high)| (low.as_f64(), high.as_f64()))
        .unwrap_or_else(|| engine.score_range());
    if keeps_bounds {
        engine.visit_with_bounds(root, alpha, beta)
    } else {
        engine.visit(root, alpha, beta)
    }
}

struct Engine<'a> {
    tree: &'a Tree,
    options: RunOptions,
    sink: &'a mut dyn Sink,
    explain: bool,
    frame: u32,
    context: Context,
    exact: Vec<Option<(f64, u8)>>,
    bounds: Vec<Option<(f64, f64, u8)>>,
    /// The root's depth from the game's start, for orders that change below it.
    root_depth: usize,
}

impl Engine<'_> {
    fn emit(
        &mut self,
        kind: EventKind,
        node: NodeId,
        (alpha, beta): (f64, f64),
        value: f64,
    ) -> Result<(), Stopped> {
        let event = RefEvent {
            frame: self.frame,
            kind,
            node,
            alpha,
            beta,
            value,
            table_hit: kind == EventKind::Tt && !self.options.mode.table.keeps_bounds(),
        };
        self.frame += 1;
        match self.sink.event(event, &self.context) {
            ControlFlow::Continue(()) => Ok(()),
            ControlFlow::Break(()) => Err(Stopped),
        }
    }

    /// (L, U): the score range with `init_ab`, else (−∞, +∞).
    fn score_range(&self) -> (f64, f64) {
        if self.options.mode.init_ab {
            let (low, high) = self.tree.score_range(self.options.mode.scoring());
            (low as f64, high as f64)
        } else {
            (NEG_INF, POS_INF)
        }
    }

    /// What the later bounds table takes an unstored position for: the game's score range,
    /// or (−∞, +∞) under a depth limit.
    fn game_range(&self) -> (f64, f64) {
        if self.options.horizon.is_some() {
            return (NEG_INF, POS_INF);
        }
        let (low, high) = self.tree.score_range(self.options.mode.scoring());
        (low as f64, high as f64)
    }

    /// A value that says only "at most this": at or below α, or below it when cutting on
    /// s > β, where values equal to α or β are fixed exactly.
    fn falls_low(&self, value: f64, alpha: f64) -> bool {
        if self.options.strict_cut {
            value < alpha
        } else {
            value <= alpha
        }
    }

    /// A value that says only "at least this".
    fn falls_high(&self, value: f64, beta: f64) -> bool {
        if self.options.strict_cut {
            value > beta
        } else {
            value >= beta
        }
    }

    /// The slip as it acts at a node of this kind (none in the other branch).
    fn slip_at(&self, max_node: bool) -> Option<Slip> {
        match self.options.branch {
            Some(branch) if branch != max_node => None,
            _ => self.options.slip,
        }
    }

    fn resets_window(&self) -> bool {
        self.options.mode.minimax
    }

    fn is_leaf(&self, node: NodeId) -> bool {
        !self.tree.has_children(node)
            || self
                .options
                .horizon
                .is_some_and(|horizon| self.tree.depth(node) >= horizon)
    }

    fn leaf_value(&mut self, node: NodeId) -> Result<f64, Stopped> {
        let game_value = self
            .tree
            .static_value(node, self.options.mode.scoring())
            .into();
        self.sink.leaf_value(node, game_value).ok_or(Stopped)
    }

    /// Plies left below the node before the horizon, as the recorder counts them.
    fn plies_left(&self, node: NodeId) -> u8 {
        self.options.horizon.map_or(u8::MAX, |horizon| {
            crate::search::counted_plies_left(horizon, self.tree.depth(node)) as u8
        })
    }

    fn table_key(&self, node: NodeId) -> usize {
        match self.options.mode.table {
            TableKind::Exact => self.tree.position_id(node) as usize,
            _ => self.tree.class_id(node) as usize,
        }
    }

    /// The children in the order this run searches them.
    fn ordered_children(&self, node: NodeId) -> Vec<NodeId> {
        let tree = self.tree;
        let scoring = self.options.mode.scoring();
        let mut children: Vec<NodeId> = tree.children(node).collect();
        if self.options.slip == Some(Slip::ColumnMajor) {
            let name = |child: NodeId| {
                tree.last_move(child)
                    .map(|mv| tree.view().format_move(mv))
                    .unwrap_or_default()
            };
            children.sort_by_cached_key(|&child| name(child));
        }
        let order = self
            .options
            .mode
            .order
            .at_depth(tree.depth(node) - self.root_depth);
        order.arrange(
            &mut children,
            (
                tree.is_max_node(node),
                tree.view().columns().unwrap_or_default(),
            ),
            |&child| tree.static_value(child, scoring),
            // Exact values are asked only by best-first.
            |&child| tree.minimax_value(child, scoring) == tree.minimax_value(node, scoring),
            |&child| tree.last_move(child).unwrap_or_default(),
        );
        children
    }

    fn prune(&mut self, children: &[NodeId], pruning: Pruning) {
        if self.explain {
            for &child in children {
                self.context.pruned.insert(child, pruning);
            }
        }
    }

    /// The table decided the node's value at the next frame: its children are pruned there.
    fn prune_below_table_hit(&mut self, node: NodeId, value: f64, (alpha, beta): (f64, f64)) {
        if self.explain {
            let children: Vec<NodeId> = self.tree.children(node).collect();
            let pruning = Pruning {
                frame: self.frame,
                at: node,
                score: value,
                alpha,
                beta,
                by_table: true,
            };
            self.prune(&children, pruning);
        }
    }

    fn enter(&mut self, node: NodeId, alpha: f64, beta: f64) {
        if self.explain {
            self.context.levels.push(Level {
                node,
                alpha,
                beta,
                moved_at: None,
                last_score: None,
            });
        }
    }

    fn leave(&mut self) {
        if self.explain {
            self.context.levels.pop();
        }
    }

    /// The child's score as this node takes it (a negamax slip keeps the child's sign).
    fn score_of_child(&self, node: NodeId, child: NodeId, value: f64) -> f64 {
        let turned = self.tree.is_max_node(child) != self.tree.is_max_node(node);
        if self.options.slip == Some(Slip::UnnegatedChild) && turned {
            -value
        } else {
            value
        }
    }

    /// Searches the children of a node with moves left: the score and update frames; the
    /// node's window after them and the best score seen.
    fn search_children(
        &mut self,
        node: NodeId,
        (mut alpha, mut beta): (f64, f64),
        mut best: f64,
    ) -> Result<((f64, f64), f64), Stopped> {
        let max_node = self.tree.is_max_node(node);
        let entered = (alpha, beta);
        if let Some(Slip::WrongInitialValue { start, .. }) = self.slip_at(max_node) {
            best = match (start, max_node) {
                (InitialValue::Zero, _) => 0.0,
                (InitialValue::WrongInfinity, true) => POS_INF,
                (InitialValue::WrongInfinity, false) => NEG_INF,
            };
        }
        let children = self.ordered_children(node);
        let mut frozen = false;
        for (position, &child) in children.iter().enumerate() {
            let window = match self.slip_at(max_node) {
                Some(Slip::StaleWindow) => entered,
                Some(Slip::ResetChildWindow) => (NEG_INF, POS_INF),
                Some(Slip::BoundNotPassed { alpha: true }) => (NEG_INF, beta),
                Some(Slip::BoundNotPassed { alpha: false }) => (alpha, POS_INF),
                Some(Slip::WindowSwappedInCall) => (beta, alpha),
                Some(Slip::NegamaxWindowUnnegated) => (-beta, -alpha),
                _ => (alpha, beta),
            };
            let returned = if self.options.mode.table.keeps_bounds() {
                self.visit_with_bounds(child, window.0, window.1)?
            } else {
                self.visit(child, window.0, window.1)?
            };
            let score = self.score_of_child(node, child, returned);
            self.emit(EventKind::Score, node, (alpha, beta), score)?;
            let before = (alpha, beta);
            let cut = if frozen {
                false
            } else {
                self.take_score(max_node, &mut alpha, &mut beta, &mut best, score)
            };
            let update_frame = self.frame;
            if cut {
                let pruning = Pruning {
                    frame: update_frame,
                    at: node,
                    score,
                    alpha,
                    beta,
                    by_table: false,
                };
                match self.slip_at(max_node) {
                    Some(Slip::SearchOnAfterCut) => frozen = true,
                    _ => self.prune(&children[position + 1..], pruning),
                }
            }
            if let Some(level) = self.context.levels.last_mut() {
                level.last_score = Some(score);
                if before != (alpha, beta) {
                    level.moved_at = Some(update_frame);
                    (level.alpha, level.beta) = (alpha, beta);
                }
            }
            self.emit(EventKind::Update, node, (alpha, beta), f64::NAN)?;
            if cut && !frozen {
                break;
            }
        }
        Ok(((alpha, beta), best))
    }

    /// Takes a child's score into the window; whether the later children are cut.
    fn take_score(
        &self,
        max_node: bool,
        alpha: &mut f64,
        beta: &mut f64,
        best: &mut f64,
        score: f64,
    ) -> bool {
        let slip = self.slip_at(max_node);
        let strict = self.options.strict_cut || slip == Some(Slip::StrictCut);
        super::slip::take_score(slip, strict, max_node, (alpha, beta, best), score)
    }

    /// The value a searched node returns, from its window and its best score.
    fn node_value(&self, max_node: bool, (alpha, beta): (f64, f64), best: f64) -> f64 {
        let own = if max_node { alpha } else { beta };
        let other = if max_node { beta } else { alpha };
        match self.slip_at(max_node) {
            Some(Slip::WrongBoundReturned) => other,
            Some(Slip::SwappedBounds { returns, .. }) => match returns {
                SwappedReturn::Own => own,
                SwappedReturn::Moved => other,
                SwappedReturn::Kept => best,
            },
            _ if self.options.fail_soft => best,
            _ => own,
        }
    }

    /// The `off`, `exact` and `exact-sym` family (fail-hard unless asked otherwise).
    fn visit(&mut self, node: NodeId, alpha: f64, beta: f64) -> Result<f64, Stopped> {
        let (mut alpha, mut beta) = if self.resets_window() {
            (NEG_INF, POS_INF)
        } else {
            (alpha, beta)
        };
        let max_node = self.tree.is_max_node(node);
        let key = (self.options.mode.table != TableKind::Off).then(|| self.table_key(node));
        let plies_left = self.plies_left(node);
        let hit = key
            .and_then(|key| self.exact[key])
            .filter(|&(_, depth)| depth >= plies_left);
        if let Some((value, _)) = hit {
            if max_node {
                alpha = value
            } else {
                beta = value
            }
            if !self.is_leaf(node) {
                self.prune_below_table_hit(node, value, (alpha, beta));
            }
            self.emit(EventKind::Tt, node, (alpha, beta), value)?;
            return Ok(value);
        }
        self.emit(EventKind::Start, node, (alpha, beta), f64::NAN)?;
        self.enter(node, alpha, beta);
        let value = if self.is_leaf(node) {
            let value = self.leaf_value(node)?;
            if max_node {
                alpha = value
            } else {
                beta = value
            }
            value
        } else {
            let best = if max_node { NEG_INF } else { POS_INF };
            let (window, best) = self.search_children(node, (alpha, beta), best)?;
            (alpha, beta) = window;
            self.node_value(max_node, window, best)
        };
        self.emit(EventKind::End, node, (alpha, beta), value)?;
        self.leave();
        if let Some(key) = key {
            self.exact[key] = Some((value, plies_left));
        }
        Ok(value)
    }

    /// The bounds tables (fail-soft): the `bounds` and `bounds-widening` variants.
    fn visit_with_bounds(&mut self, node: NodeId, alpha: f64, beta: f64) -> Result<f64, Stopped> {
        let (mut alpha, mut beta) = if self.resets_window() {
            (NEG_INF, POS_INF)
        } else {
            (alpha, beta)
        };
        let (range_low, range_high) = self.score_range();
        self.emit(EventKind::Start, node, (alpha, beta), f64::NAN)?;
        let entered = (alpha, beta);
        if self.is_leaf(node) {
            let value = self.leaf_value(node)?;
            self.emit(EventKind::End, node, (alpha, beta), value)?;
            return Ok(value);
        }
        self.enter(node, alpha, beta);
        let key = self.table_key(node);
        let plies_left = self.plies_left(node);
        let found = self.bounds[key]
            .filter(|&(_, _, depth)| depth >= plies_left)
            .map(|(lower, upper, _)| (lower, upper));
        let later_form = self.options.mode.table == TableKind::BoundsRange;
        let absent = if later_form {
            self.game_range()
        } else {
            (range_low, range_high)
        };
        let (lower, upper) = found.unwrap_or(absent);
        let may_decide = found.is_some() || !later_form;
        let decides =
            lower == upper || self.falls_low(upper, entered.0) || self.falls_high(lower, entered.1);
        if may_decide && decides {
            let value = if lower == upper || self.falls_high(lower, entered.1) {
                lower
            } else {
                upper
            };
            self.prune_below_table_hit(node, value, (alpha, beta));
            self.emit(EventKind::Tt, node, (alpha, beta), f64::NAN)?;
            self.emit(EventKind::End, node, (alpha, beta), value)?;
            self.leave();
            return Ok(value);
        }
        if self.options.mode.table == TableKind::BoundsWidening {
            if found.is_some() {
                alpha = alpha.min(lower);
                beta = beta.max(upper);
            }
        } else if may_decide {
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        let searched = (alpha, beta);
        self.emit(EventKind::Tt, node, searched, f64::NAN)?;
        let max_node = self.tree.is_max_node(node);
        let best = if max_node { range_low } else { range_high };
        let (_, best) = self.search_children(node, searched, best)?;
        let stored = if self.falls_low(best, searched.0) {
            (lower, best)
        } else if !self.falls_high(best, searched.1) {
            (best, best)
        } else {
            (best, upper)
        };
        self.bounds[key] = Some((stored.0, stored.1, plies_left));
        self.emit(EventKind::End, node, searched, best)?;
        self.leave();
        Ok(best)
    }
}
