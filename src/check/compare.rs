//! Holding a trace against a reference run, event by event, and saying where they part.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::engine::{Context, Level, RefEvent, Sink};
use super::events::EventStore;
use super::number::{Number, same};
use super::student::{EventKind, StudentEvent, StudentTrace, ValueView, moves_from};
use crate::tree::{NodeId, Tree};

/// Where the leaves' values come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LeafSource {
    /// The values the student's run gave its leaves: the check judges the search only.
    #[default]
    Trace,
    /// The game's own values, which the run must give too.
    Game,
}

/// What differs at the first event where the trace and the reference part.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Difference {
    /// The run entered a node the search prunes, by a cut (or a table hit) at `at`.
    EnteredPruned {
        node: String,
        pruned_at: u32,
        at: String,
        score: Number,
        bound: Number,
        max_node: bool,
        by_table: bool,
    },
    /// The run left `at` (a cut) where the search goes on into `node`.
    Skipped {
        node: String,
        at: String,
        score: Option<Number>,
        bound: Number,
        max_node: bool,
    },
    /// The run entered the node with another window.
    WrongWindow {
        node: String,
        alpha: Number,
        beta: Number,
        reference_alpha: Number,
        reference_beta: Number,
        /// Where the search's window comes from.
        source: WindowSource,
    },
    /// The run went on below a node the search takes as a leaf (the depth limit).
    BelowLeaf { node: String, leaf: String },
    /// The run returned another value.
    WrongValue {
        node: String,
        value: Number,
        reference_value: Number,
    },
    /// With the game's leaf values: the run valued a leaf otherwise.
    WrongLeafValue {
        node: String,
        value: Number,
        game_value: Number,
    },
    /// The run entered a sibling before the child the search enters.
    OtherOrder { node: String, expected: String },
    /// The run searched a node whose value the search takes from its table.
    MissedTableHit { node: String, value: Number },
    /// The run took a node's value from a table where the search searches it.
    ExtraTableHit { node: String, value: Number },
    /// The search needs the value of a leaf the run never valued.
    MissingLeafValue { node: String },
    /// A score or update step that differs.
    WrongStep {
        event: EventKind,
        node: String,
        alpha: Number,
        beta: Number,
        value: Number,
        reference_alpha: Number,
        reference_beta: Number,
        reference_value: Number,
    },
    /// Any other pair of events.
    Unexpected {
        event: EventKind,
        node: String,
        reference_event: EventKind,
        reference_node: String,
    },
    /// The run stops where the search goes on.
    EndsEarly {
        reference_event: EventKind,
        reference_node: String,
    },
    /// The run goes on after the search has ended.
    GoesOn { event: EventKind, node: String },
}

impl FirstDifference {
    /// The numbers as a trace in `values` writes them: a negamax trace's are the mover's,
    /// so at a min node (`is_min_node` of its moves) they are negated and α, β swapped.
    pub fn in_view(self, values: ValueView, is_min_node: impl Fn(&str) -> bool) -> Self {
        if values == ValueView::Max {
            return self;
        }
        let what = self.what.in_movers_view(is_min_node);
        FirstDifference {
            what,
            values,
            ..self
        }
    }
}

impl Difference {
    fn in_movers_view(self, is_min_node: impl Fn(&str) -> bool) -> Difference {
        let turned = |value: Number| Number(-value.0);
        match self {
            Difference::EnteredPruned {
                node,
                pruned_at,
                at,
                score,
                bound,
                max_node: false,
                by_table,
            } => Difference::EnteredPruned {
                node,
                pruned_at,
                at,
                score: turned(score),
                bound: turned(bound),
                max_node: true,
                by_table,
            },
            Difference::Skipped {
                node,
                at,
                score,
                bound,
                max_node: false,
            } => Difference::Skipped {
                node,
                at,
                score: score.map(turned),
                bound: turned(bound),
                max_node: true,
            },
            Difference::WrongWindow {
                node,
                alpha,
                beta,
                reference_alpha,
                reference_beta,
                source,
            } if is_min_node(&node) => Difference::WrongWindow {
                node,
                alpha: turned(beta),
                beta: turned(alpha),
                reference_alpha: turned(reference_beta),
                reference_beta: turned(reference_alpha),
                source,
            },
            Difference::WrongValue {
                node,
                value,
                reference_value,
            } if is_min_node(&node) => Difference::WrongValue {
                node,
                value: turned(value),
                reference_value: turned(reference_value),
            },
            Difference::MissedTableHit { node, value } if is_min_node(&node) => {
                Difference::MissedTableHit {
                    node,
                    value: turned(value),
                }
            }
            Difference::ExtraTableHit { node, value } if is_min_node(&node) => {
                Difference::ExtraTableHit {
                    node,
                    value: turned(value),
                }
            }
            Difference::WrongLeafValue {
                node,
                value,
                game_value,
            } if is_min_node(&node) => Difference::WrongLeafValue {
                node,
                value: turned(value),
                game_value: turned(game_value),
            },
            Difference::WrongStep {
                event,
                node,
                alpha,
                beta,
                value,
                reference_alpha,
                reference_beta,
                reference_value,
            } if is_min_node(&node) => Difference::WrongStep {
                event,
                node,
                alpha: turned(beta),
                beta: turned(alpha),
                value: turned(value),
                reference_alpha: turned(reference_beta),
                reference_beta: turned(reference_alpha),
                reference_value: turned(reference_value),
            },
            other => other,
        }
    }
}

/// Where the window a node is entered with comes from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "from", rename_all = "kebab-case")]
pub enum WindowSource {
    /// The parent's window after its update at this frame.
    Update { frame: u32 },
    /// The parent's window as the parent was entered.
    Parent { node: String },
    /// The root's window.
    Root,
    /// Minimax: every node starts from (−∞, ∞).
    Reset,
}

/// The first difference: the trace's line and the reference's frame (each when there is one).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FirstDifference {
    pub line: Option<u32>,
    pub frame: Option<u32>,
    #[serde(flatten)]
    pub what: Difference,
    /// Whose view the numbers are in: the trace's own.
    pub values: ValueView,
    /// The line of the student's program that wrote the differing event, when it says.
    pub code_line: Option<u32>,
    /// The line of the student's program that called the search of its node.
    pub call_line: Option<u32>,
}

impl FirstDifference {
    /// The difference at the student's event `student` (none: past the trace's end).
    fn at(student: Option<&StudentEvent>, frame: Option<u32>, what: Difference) -> Self {
        FirstDifference {
            line: student.map(|event| event.line),
            frame,
            what,
            values: ValueView::Max,
            code_line: student.and_then(|event| event.code_line),
            call_line: student.and_then(|event| event.call_line),
        }
    }

    /// The line of the student's program to show: where the window came from when the
    /// node was entered wrongly, else the line that wrote the event.
    pub fn program_line(&self) -> Option<u32> {
        match self.what {
            Difference::WrongWindow { .. }
            | Difference::EnteredPruned { .. }
            | Difference::BelowLeaf { .. } => self.call_line.or(self.code_line),
            _ => self.code_line.or(self.call_line),
        }
    }
}

/// The events of a trace the comparison looks at, and which of the reference's it compares.
pub(super) struct Compared<'a> {
    events: &'a EventStore,
    /// Against a bounds table, whose look-ups are not compared, a trace's tt events are left
    /// out too (a trace logs its hits, if anything).
    skips_tt: bool,
    scores: bool,
    updates: bool,
}

impl<'a> Compared<'a> {
    pub fn new(trace: &'a StudentTrace, bounds_table: bool) -> Compared<'a> {
        Compared {
            events: &trace.events,
            skips_tt: bounds_table,
            scores: trace.logs(EventKind::Score),
            updates: trace.logs(EventKind::Update),
        }
    }

    /// The first event compared at or after `cursor`, moving `cursor` to it.
    fn at(&self, cursor: &mut usize) -> Option<StudentEvent> {
        while let Some(event) = self.events.get(*cursor) {
            if !(self.skips_tt && event.kind == EventKind::Tt) {
                return Some(event);
            }
            *cursor += 1;
        }
        None
    }

    fn compares(&self, event: &RefEvent) -> bool {
        match event.kind {
            EventKind::Start | EventKind::End => true,
            EventKind::Tt => event.table_hit,
            EventKind::Score => self.scores,
            EventKind::Update => self.updates,
        }
    }
}

/// A sink that compares each reference event with the trace's next one.
pub(super) struct Comparison<'a> {
    tree: &'a Tree,
    root: NodeId,
    horizon: Option<usize>,
    compared: &'a Compared<'a>,
    end_values: &'a std::collections::HashMap<NodeId, f64>,
    leaves: LeafSource,
    /// Run on to the end after a difference (for the reference's root value).
    keep_going: bool,
    cursor: usize,
    last_frame: u32,
    pub first: Option<FirstDifference>,
}

impl<'a> Comparison<'a> {
    pub fn new(
        tree: &'a Tree,
        (root, horizon): (NodeId, Option<usize>),
        compared: &'a Compared<'a>,
        trace: &'a StudentTrace,
        leaves: LeafSource,
        keep_going: bool,
    ) -> Comparison<'a> {
        Comparison {
            tree,
            root,
            horizon,
            compared,
            end_values: &trace.end_values,
            leaves,
            keep_going,
            cursor: 0,
            last_frame: 0,
            first: None,
        }
    }

    /// The events matched before the first difference.
    pub fn matched(&self) -> usize {
        self.cursor
    }

    /// After the run: a trace that goes on past the search's end differs there.
    pub fn finish(&mut self) {
        if self.first.is_none()
            && let Some(event) = self.compared.at(&mut self.cursor)
        {
            let what = Difference::GoesOn {
                event: event.kind,
                node: self.moves(event.node),
            };
            self.first = Some(FirstDifference::at(Some(&event), None, what));
        }
    }

    fn moves(&self, node: NodeId) -> String {
        moves_from(self.tree, self.root, node)
    }

    fn stop(&self) -> ControlFlow<()> {
        if self.keep_going {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    }

    /// Why the trace's event differs from the reference's, in the reference's terms.
    fn difference(
        &self,
        reference: &RefEvent,
        student: &StudentEvent,
        context: &Context,
    ) -> Difference {
        let tree = self.tree;
        let same_node = student.node == reference.node;
        let number = Number;
        match (student.kind, reference.kind) {
            (EventKind::Start, EventKind::Start) if same_node => {
                let parent = tree
                    .parent(reference.node)
                    .filter(|_| reference.node != self.root);
                let level = parent.and_then(|parent| context.level_of(parent));
                let source = match (parent, level) {
                    (None, _) => WindowSource::Root,
                    (Some(_), Some(level))
                        if (level.alpha, level.beta) != (reference.alpha, reference.beta) =>
                    {
                        WindowSource::Reset
                    }
                    (
                        Some(_),
                        Some(Level {
                            moved_at: Some(frame),
                            ..
                        }),
                    ) => WindowSource::Update { frame: *frame },
                    (Some(parent), _) => WindowSource::Parent {
                        node: self.moves(parent),
                    },
                };
                Difference::WrongWindow {
                    node: self.moves(student.node),
                    alpha: number(student.alpha),
                    beta: number(student.beta),
                    reference_alpha: number(reference.alpha),
                    reference_beta: number(reference.beta),
                    source,
                }
            }
            (EventKind::End, EventKind::End) | (EventKind::Tt, EventKind::Tt) if same_node => {
                if self.leaves == LeafSource::Game && self.is_leaf(student.node) {
                    Difference::WrongLeafValue {
                        node: self.moves(student.node),
                        value: number(student.value),
                        game_value: number(reference.value),
                    }
                } else {
                    Difference::WrongValue {
                        node: self.moves(student.node),
                        value: number(student.value),
                        reference_value: number(reference.value),
                    }
                }
            }
            (EventKind::Score | EventKind::Update, kind) if kind == student.kind && same_node => {
                Difference::WrongStep {
                    event: kind,
                    node: self.moves(student.node),
                    alpha: number(student.alpha),
                    beta: number(student.beta),
                    value: number(student.value),
                    reference_alpha: number(reference.alpha),
                    reference_beta: number(reference.beta),
                    reference_value: number(reference.value),
                }
            }
            (EventKind::Start, EventKind::End)
                if tree.parent(student.node) == Some(reference.node)
                    && self.is_leaf(reference.node) =>
            {
                Difference::BelowLeaf {
                    node: self.moves(student.node),
                    leaf: self.moves(reference.node),
                }
            }
            (EventKind::Start, EventKind::Tt) if same_node && reference.table_hit => {
                Difference::MissedTableHit {
                    node: self.moves(student.node),
                    value: number(reference.value),
                }
            }
            (EventKind::Tt, EventKind::Start) if same_node => Difference::ExtraTableHit {
                node: self.moves(student.node),
                value: number(student.value),
            },
            (EventKind::Start | EventKind::Tt, _) => {
                if let Some(pruning) = context.pruning_of(tree, student.node) {
                    let max_node = tree.is_max_node(pruning.at);
                    return Difference::EnteredPruned {
                        node: self.moves(student.node),
                        pruned_at: pruning.frame,
                        at: self.moves(pruning.at),
                        score: number(pruning.score),
                        bound: number(if max_node {
                            pruning.beta
                        } else {
                            pruning.alpha
                        }),
                        max_node,
                        by_table: pruning.by_table,
                    };
                }
                let siblings = matches!(reference.kind, EventKind::Start | EventKind::Tt)
                    && tree.parent(student.node) == tree.parent(reference.node);
                if siblings {
                    Difference::OtherOrder {
                        node: self.moves(student.node),
                        expected: self.moves(reference.node),
                    }
                } else {
                    self.unexpected(reference, student)
                }
            }
            (EventKind::End, EventKind::Start | EventKind::Tt)
                if tree.parent(reference.node) == Some(student.node) =>
            {
                let level = context.level_of(student.node);
                let max_node = tree.is_max_node(student.node);
                Difference::Skipped {
                    node: self.moves(reference.node),
                    at: self.moves(student.node),
                    score: level.and_then(|level| level.last_score).map(number),
                    bound: number(match level {
                        Some(level) if max_node => level.beta,
                        Some(level) => level.alpha,
                        None => f64::NAN,
                    }),
                    max_node,
                }
            }
            _ => self.unexpected(reference, student),
        }
    }

    /// Whether the search takes the node as a leaf: a finished game or the depth limit.
    fn is_leaf(&self, node: NodeId) -> bool {
        !self.tree.has_children(node)
            || self
                .horizon
                .is_some_and(|horizon| self.tree.depth(node) >= horizon)
    }

    fn unexpected(&self, reference: &RefEvent, student: &StudentEvent) -> Difference {
        Difference::Unexpected {
            event: student.kind,
            node: self.moves(student.node),
            reference_event: reference.kind,
            reference_node: self.moves(reference.node),
        }
    }
}

/// Whether the trace's event is the reference's.
fn matches(reference: &RefEvent, student: &StudentEvent) -> bool {
    if reference.kind != student.kind || reference.node != student.node {
        return false;
    }
    match reference.kind {
        EventKind::Start | EventKind::Update => {
            let given = |written: f64, searched: f64| written.is_nan() || same(written, searched);
            given(student.alpha, reference.alpha) && given(student.beta, reference.beta)
        }
        EventKind::End | EventKind::Tt | EventKind::Score => same(reference.value, student.value),
    }
}

impl Sink for Comparison<'_> {
    fn leaf_value(&mut self, node: NodeId, game_value: f64) -> Option<f64> {
        if self.leaves == LeafSource::Game {
            return Some(game_value);
        }
        if let Some(&value) = self.end_values.get(&node) {
            return Some(value);
        }
        if self.first.is_none() {
            let what = Difference::MissingLeafValue {
                node: self.moves(node),
            };
            let student = self.compared.events.get(self.cursor);
            self.first = Some(FirstDifference::at(
                student.as_ref(),
                Some(self.last_frame + 1),
                what,
            ));
        }
        self.keep_going.then_some(game_value)
    }

    fn event(&mut self, event: RefEvent, context: &Context) -> ControlFlow<()> {
        self.last_frame = event.frame;
        if self.first.is_some() {
            return self.stop();
        }
        if !self.compared.compares(&event) {
            return ControlFlow::Continue(());
        }
        let Some(student) = self.compared.at(&mut self.cursor) else {
            let what = Difference::EndsEarly {
                reference_event: event.kind,
                reference_node: self.moves(event.node),
            };
            self.first = Some(FirstDifference::at(None, Some(event.frame), what));
            return self.stop();
        };
        if matches(&event, &student) {
            self.cursor += 1;
            return ControlFlow::Continue(());
        }
        let what = self.difference(&event, &student, context);
        self.first = Some(FirstDifference::at(Some(&student), Some(event.frame), what));
        self.stop()
    }
}
