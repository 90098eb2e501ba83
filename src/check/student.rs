//! A student's trace: its header and its events, each resolved to a node of the tree as the
//! lines stream past.

use std::collections::HashMap;
use std::io::{BufRead, Read};

use serde::{Deserialize, Serialize};

use super::events::EventStore;
pub use super::events::{EventKind, StudentEvent};
use super::number::{number, quote_bare_infinities};
use crate::game::MoveSyntaxError;
use crate::tree::{NodeId, PathError, Tree};

/// The trace format's version, the header's `abtrace`.
pub const TRACE_VERSION: u64 = 1;

/// Whose view the numbers of a trace are in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ValueView {
    /// The first player's: max nodes raise α, min nodes lower β.
    #[default]
    Max,
    /// The side to move at each node's (negamax).
    Mover,
}

/// The trace's first line, when it says what was searched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceHeader {
    pub game: Option<String>,
    pub tree: Option<String>,
    pub root: Option<String>,
    pub depth: Option<u16>,
    pub values: Option<ValueView>,
}

/// Every event of a trace, and what the comparison needs to know about them.
#[derive(Debug, Default)]
pub struct StudentTrace {
    /// In memory up to a bound, past it in a temporary file.
    pub events: EventStore,
    /// Which kinds of event the run logged.
    logged: [bool; 5],
    /// The value the run gave each node it left that has no children in the search: what
    /// the reference takes as that leaf's value.
    pub end_values: HashMap<NodeId, f64>,
    /// The value the run returned at the root, if it returned.
    pub root_value: Option<f64>,
    /// Whose view the trace wrote its numbers in (they are kept in the first player's).
    pub values: ValueView,
}

impl StudentTrace {
    /// Whether the run logged events of this kind at all (score and update are optional).
    pub fn logs(&self, kind: EventKind) -> bool {
        self.logged[kind as usize]
    }
}

/// What is wrong with one line of a trace.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TraceProblem {
    #[error("not JSON: {detail}")]
    NotJson { detail: String },
    #[error("not a JSON object")]
    NotAnObject,
    #[error("the header's version {version} is not 1")]
    UnknownVersion { version: String },
    #[error("the header's {field} is not understood")]
    BadHeaderField { field: &'static str },
    #[error("a header after the first line")]
    LateHeader,
    #[error("unknown event {name}")]
    UnknownEvent { name: String },
    #[error("no {field}")]
    MissingField { field: &'static str },
    #[error("{field} is not a number")]
    NotANumber { field: &'static str },
    #[error("{error}")]
    Move { error: PathError },
    #[error("no child has the board {board}")]
    NoSuchBoard { board: String },
    #[error("an end for a node not entered: {moves}")]
    EndNotEntered { moves: String },
    #[error("{moves} ends before {open} ended")]
    EndBeforeChild { moves: String, open: String },
    #[error("the file cannot be read: {detail}")]
    Unreadable { detail: String },
    /// A start (or table hit) of a node that is not a child of the node being searched;
    /// `open` is `None` when no node is being searched and the node is not the root.
    #[error("{moves} entered while {open:?} is being searched")]
    NotEnteredFromOpen { moves: String, open: Option<String> },
    /// A score or update while no node is being searched.
    #[error("a score or update for {moves} while no node is being searched")]
    NothingOpen { moves: String },
    /// A header alone, or no line at all.
    #[error("no event")]
    NoEvents,
    /// A line longer than any event can be (a file without line breaks, say).
    #[error("the line is longer than {limit} bytes")]
    LineTooLong { limit: usize },
}

/// The longest line a trace may have: an event is a few hundred bytes.
pub const MAX_TRACE_LINE_BYTES: usize = 1 << 20;

/// A trace that cannot be checked: the line and what is wrong with it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct TraceError {
    pub line: u32,
    pub problem: TraceProblem,
}

/// Reads a trace line by line: the header first, then the events once the tree is known.
pub struct TraceReader<R> {
    reader: R,
    line: u32,
    buffer: String,
    /// The first line, when it was an event rather than a header.
    pending: Option<(u32, String)>,
}

impl<R: BufRead> TraceReader<R> {
    /// Reads up to the first line that is not blank and takes it as the header if it is one.
    pub fn open(reader: R) -> Result<(TraceReader<R>, Option<TraceHeader>), TraceError> {
        let mut trace = TraceReader {
            reader,
            line: 0,
            buffer: String::new(),
            pending: None,
        };
        while trace.next_line()? {
            if trace.buffer.trim().is_empty() {
                continue;
            }
            let value = parse_line(&trace.buffer, trace.line)?;
            if value.get("abtrace").is_some() {
                let header = header(&value).map_err(|problem| trace.error(problem))?;
                return Ok((trace, Some(header)));
            }
            trace.pending = Some((trace.line, std::mem::take(&mut trace.buffer)));
            break;
        }
        Ok((trace, None))
    }

    fn error(&self, problem: TraceProblem) -> TraceError {
        TraceError {
            line: self.line,
            problem,
        }
    }

    /// Reads the next line into the buffer; false at the end of the file.
    /// A line is read with a cap, so that a file without end costs no more than the cap;
    /// a byte-order mark before the first line is skipped.
    fn next_line(&mut self) -> Result<bool, TraceError> {
        self.buffer.clear();
        let cap = MAX_TRACE_LINE_BYTES as u64 + 1;
        match (&mut self.reader).take(cap).read_line(&mut self.buffer) {
            Ok(0) => Ok(false),
            Ok(read) => {
                self.line += 1;
                if read as u64 == cap && !self.buffer.ends_with('\n') {
                    self.buffer.clear();
                    return Err(self.error(TraceProblem::LineTooLong {
                        limit: MAX_TRACE_LINE_BYTES,
                    }));
                }
                if self.line == 1 && self.buffer.starts_with('\u{feff}') {
                    self.buffer.drain(..'\u{feff}'.len_utf8());
                }
                Ok(true)
            }
            Err(error) => Err(TraceError {
                line: self.line + 1,
                problem: TraceProblem::Unreadable {
                    detail: error.to_string(),
                },
            }),
        }
    }

    /// Reads every event, resolving each to a node below `root`; `horizon` is the depth
    /// (from the tree's first node) where the search stops, when it does.
    pub fn events(
        mut self,
        tree: &Tree,
        root: NodeId,
        horizon: Option<usize>,
        view: ValueView,
    ) -> Result<StudentTrace, TraceError> {
        let mut resolver = Resolver::new(tree, root);
        let mut trace = StudentTrace {
            values: view,
            ..StudentTrace::default()
        };
        let mut entered: Vec<NodeId> = Vec::new();
        let is_leaf = |node: NodeId| {
            !tree.has_children(node) || horizon.is_some_and(|depth| tree.depth(node) >= depth)
        };
        loop {
            let (line, text) = match self.pending.take() {
                Some(pending) => pending,
                None => {
                    if !self.next_line()? {
                        break;
                    }
                    (self.line, std::mem::take(&mut self.buffer))
                }
            };
            if text.trim().is_empty() {
                self.buffer = text;
                continue;
            }
            let error = |problem| TraceError { line, problem };
            let value = parse_line(&text, line)?;
            self.buffer = text;
            if value.get("abtrace").is_some() {
                return Err(error(TraceProblem::LateHeader));
            }
            let event = RawEvent::read(&value).map_err(error)?;
            let parent = entered.last().copied();
            let node = match event.kind {
                EventKind::Start | EventKind::Tt => resolver.node(&value, parent, true),
                _ => resolver.node(&value, parent, false),
            }
            .map_err(error)?;
            if let Some(problem) = misplaced(tree, root, parent, node, event.kind, &resolver) {
                return Err(error(problem));
            }
            match event.kind {
                EventKind::Start => entered.push(node),
                EventKind::End => match entered.last() {
                    Some(&open) if open == node => {
                        entered.pop();
                    }
                    Some(&open) if entered.contains(&node) => {
                        return Err(error(TraceProblem::EndBeforeChild {
                            moves: resolver.moves_text(node),
                            open: resolver.moves_text(open),
                        }));
                    }
                    _ => {
                        return Err(error(TraceProblem::EndNotEntered {
                            moves: resolver.moves_text(node),
                        }));
                    }
                },
                _ => {}
            }
            let sign = match view {
                ValueView::Mover if !tree.is_max_node(node) => -1.0,
                _ => 1.0,
            };
            let (alpha, beta) = if sign > 0.0 {
                (event.alpha, event.beta)
            } else {
                (-event.beta, -event.alpha)
            };
            let value = sign * event.value;
            if event.kind == EventKind::End {
                if node == root {
                    trace.root_value = Some(value);
                }
                if is_leaf(node) {
                    trace.end_values.entry(node).or_insert(value);
                }
            }
            trace.logged[event.kind as usize] = true;
            let pushed = trace.events.push(StudentEvent {
                line,
                kind: event.kind,
                node,
                alpha,
                beta,
                value,
                code_line: event.code_line,
                call_line: event.call_line,
            });
            pushed.map_err(|error| unreadable(line, &error))?;
        }
        trace
            .events
            .finish()
            .map_err(|error| unreadable(self.line, &error))?;
        if trace.events.is_empty() {
            return Err(TraceError {
                line: self.line.max(1),
                problem: TraceProblem::NoEvents,
            });
        }
        Ok(trace)
    }
}

/// The events cannot be kept (the temporary folder is full, say).
fn unreadable(line: u32, error: &std::io::Error) -> TraceError {
    TraceError {
        line,
        problem: TraceProblem::Unreadable {
            detail: error.to_string(),
        },
    }
}

/// Why an event cannot stand where it is in the search's call structure: a node is
/// entered from the node being searched (the root from none, again after it ended for a
/// new pass), and a score or update belongs to a node being searched.
fn misplaced(
    tree: &Tree,
    root: NodeId,
    open: Option<NodeId>,
    node: NodeId,
    kind: EventKind,
    resolver: &Resolver,
) -> Option<TraceProblem> {
    let entered_from_open = match open {
        None => node == root,
        Some(open) => tree.parent(node) == Some(open),
    };
    // A bounds table's look-up names the node being searched itself.
    let enters = match kind {
        EventKind::Start => entered_from_open,
        EventKind::Tt => entered_from_open || open == Some(node),
        EventKind::Score | EventKind::Update if open.is_none() => {
            return Some(TraceProblem::NothingOpen {
                moves: resolver.moves_text(node),
            });
        }
        _ => true,
    };
    (!enters).then(|| TraceProblem::NotEnteredFromOpen {
        moves: resolver.moves_text(node),
        open: open.map(|open| resolver.moves_text(open)),
    })
}

fn parse_line(text: &str, line: u32) -> Result<serde_json::Value, TraceError> {
    let value: serde_json::Value =
        serde_json::from_str(&quote_bare_infinities(text)).map_err(|error| TraceError {
            line,
            problem: TraceProblem::NotJson {
                detail: error.to_string(),
            },
        })?;
    if value.is_object() {
        Ok(value)
    } else {
        Err(TraceError {
            line,
            problem: TraceProblem::NotAnObject,
        })
    }
}

fn header(value: &serde_json::Value) -> Result<TraceHeader, TraceProblem> {
    let version = &value["abtrace"];
    if version.as_u64() != Some(TRACE_VERSION) {
        return Err(TraceProblem::UnknownVersion {
            version: version.to_string(),
        });
    }
    let text = |field: &'static str| match &value[field] {
        serde_json::Value::Null => Ok(None),
        serde_json::Value::String(text) => Ok(Some(text.clone())),
        _ => Err(TraceProblem::BadHeaderField { field }),
    };
    let depth = match &value["depth"] {
        serde_json::Value::Null => None,
        depth => Some(
            depth
                .as_u64()
                .and_then(|depth| u16::try_from(depth).ok())
                .ok_or(TraceProblem::BadHeaderField { field: "depth" })?,
        ),
    };
    let values = match text("values")?.as_deref() {
        None => None,
        Some("max") => Some(ValueView::Max),
        Some("mover") => Some(ValueView::Mover),
        Some(_) => return Err(TraceProblem::BadHeaderField { field: "values" }),
    };
    Ok(TraceHeader {
        game: text("game")?,
        tree: text("tree")?,
        root: text("root")?,
        depth,
        values,
    })
}

/// An event's kind and numbers as written (in the trace's own view).
struct RawEvent {
    kind: EventKind,
    alpha: f64,
    beta: f64,
    value: f64,
    code_line: Option<u32>,
    call_line: Option<u32>,
}

impl RawEvent {
    fn read(value: &serde_json::Value) -> Result<RawEvent, TraceProblem> {
        let name = match &value["event"] {
            serde_json::Value::String(name) => name.as_str(),
            serde_json::Value::Null => return Err(TraceProblem::MissingField { field: "event" }),
            other => {
                return Err(TraceProblem::UnknownEvent {
                    name: other.to_string(),
                });
            }
        };
        let kind = EventKind::parse(name).ok_or_else(|| TraceProblem::UnknownEvent {
            name: name.to_string(),
        })?;
        let field = |field: &'static str, needed: bool| match &value[field] {
            serde_json::Value::Null if !needed => Ok(f64::NAN),
            serde_json::Value::Null => Err(TraceProblem::MissingField { field }),
            written => number(written).ok_or(TraceProblem::NotANumber { field }),
        };
        // A minimax trace may leave its windows out: they are then not compared.
        let window_needed = false;
        let value_field = if kind == EventKind::Score && value["value"].is_null() {
            "score"
        } else {
            "value"
        };
        let value_needed = matches!(kind, EventKind::End | EventKind::Score | EventKind::Tt);
        // A program's line is a plain positive integer; anything else says nothing.
        let program_line = |field: &str| {
            value[field]
                .as_u64()
                .and_then(|line| u32::try_from(line).ok())
                .filter(|&line| line > 0)
        };
        Ok(RawEvent {
            kind,
            alpha: field("alpha", window_needed)?,
            beta: field("beta", window_needed)?,
            value: field(value_field, value_needed)?,
            code_line: program_line("code_line"),
            call_line: program_line("call_line"),
        })
    }
}

/// Turns an event's `moves` (or `board`) into a node, walking only the part of the path
/// that changed since the last event.
struct Resolver<'t> {
    tree: &'t Tree,
    root: NodeId,
    moves: Vec<u8>,
    /// `nodes[i]` is the node after the first `i` moves; `nodes[0]` the root.
    nodes: Vec<NodeId>,
    parsed: Vec<u8>,
}

impl<'t> Resolver<'t> {
    fn new(tree: &'t Tree, root: NodeId) -> Resolver<'t> {
        Resolver {
            tree,
            root,
            moves: Vec::new(),
            nodes: vec![root],
            parsed: Vec::new(),
        }
    }

    /// The event's node: by `moves` from the root, or by `board` among the children of
    /// the node being searched (`among_children`) or as that node itself.
    fn node(
        &mut self,
        value: &serde_json::Value,
        searched: Option<NodeId>,
        among_children: bool,
    ) -> Result<NodeId, TraceProblem> {
        match (&value["moves"], &value["board"]) {
            (serde_json::Value::Null, serde_json::Value::String(board)) => {
                self.by_board(board.trim(), searched, among_children)
            }
            (serde_json::Value::Null, _) => Err(TraceProblem::MissingField { field: "moves" }),
            (moves, _) => self.by_moves(moves),
        }
    }

    fn by_board(
        &self,
        board: &str,
        searched: Option<NodeId>,
        among_children: bool,
    ) -> Result<NodeId, TraceProblem> {
        let tree = self.tree;
        let found = match searched {
            None => (tree.board_text(self.root) == board).then_some(self.root),
            Some(node) if !among_children => (tree.board_text(node) == board).then_some(node),
            Some(node) => tree
                .children(node)
                .find(|&child| tree.board_text(child) == board),
        };
        found.ok_or_else(|| TraceProblem::NoSuchBoard {
            board: board.to_string(),
        })
    }

    fn by_moves(&mut self, moves: &serde_json::Value) -> Result<NodeId, TraceProblem> {
        let view = self.tree.view();
        self.parsed.clear();
        let parse = |number: usize, text: &str| {
            view.parse_move(text)
                .map_err(|reason: MoveSyntaxError| TraceProblem::Move {
                    error: PathError::BadMove {
                        number,
                        mv: text.trim().to_string(),
                        reason,
                    },
                })
        };
        match moves {
            serde_json::Value::String(text) if text.trim().is_empty() => {}
            serde_json::Value::String(text) => {
                for (index, part) in text.split(',').enumerate() {
                    self.parsed.push(parse(index + 1, part)?);
                }
            }
            serde_json::Value::Array(parts) => {
                for (index, part) in parts.iter().enumerate() {
                    let text = match part {
                        serde_json::Value::String(text) => text.clone(),
                        other => other.to_string(),
                    };
                    self.parsed.push(parse(index + 1, &text)?);
                }
            }
            _ => return Err(TraceProblem::MissingField { field: "moves" }),
        }
        let shared = self
            .moves
            .iter()
            .zip(&self.parsed)
            .take_while(|(known, asked)| known == asked)
            .count();
        self.moves.truncate(shared);
        self.nodes.truncate(shared + 1);
        for index in shared..self.parsed.len() {
            let mv = self.parsed[index];
            let node = *self.nodes.last().expect("the root is always there");
            let tree = self.tree;
            let Some(child) = tree
                .children(node)
                .find(|&child| tree.last_move(child) == Some(mv))
            else {
                return Err(TraceProblem::Move {
                    error: missing_move(tree, node, index + 1, mv),
                });
            };
            self.moves.push(mv);
            self.nodes.push(child);
        }
        Ok(*self.nodes.last().expect("the root is always there"))
    }

    /// The moves from the root to `node`, in the game's notation.
    fn moves_text(&self, node: NodeId) -> String {
        moves_from(self.tree, self.root, node)
    }
}

/// Why `mv` leads nowhere from `node`.
fn missing_move(tree: &Tree, node: NodeId, number: usize, mv: u8) -> PathError {
    let name = tree.view().format_move(mv);
    if !tree.has_children(node) && !tree.is_horizon(node) {
        PathError::GameOver { number, mv: name }
    } else if tree.is_complete(node) && !tree.is_horizon(node) {
        let reason = tree.view().why_illegal(tree.position_key(node), mv);
        PathError::Illegal {
            number,
            mv: name,
            reason,
        }
    } else {
        PathError::NotInTree { number, mv: name }
    }
}

/// The moves from `root` down to `node` in the game's notation (`""` for the root itself).
pub fn moves_from(tree: &Tree, root: NodeId, node: NodeId) -> String {
    let skip = tree.depth(root);
    let moves: Vec<String> = tree
        .moves_to(node)
        .iter()
        .skip(skip)
        .map(|&mv| tree.view().format_move(mv))
        .collect();
    moves.join(",")
}

/// Where a trace is read from: a file, or text kept in a notebook cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceSource {
    File(std::path::PathBuf),
    Text { name: String, text: String },
}

impl TraceSource {
    /// A reader over the trace; a file that cannot be opened is a trace error at line 1.
    pub fn open(&self) -> Result<Box<dyn BufRead + Send + '_>, TraceError> {
        match self {
            TraceSource::File(path) => crate::io::open_regular_file(path)
                .map(|file| Box::new(std::io::BufReader::new(file)) as Box<dyn BufRead + Send>)
                .map_err(|error| TraceError {
                    line: 1,
                    problem: TraceProblem::Unreadable {
                        detail: error.to_string(),
                    },
                }),
            TraceSource::Text { text, .. } => Ok(Box::new(text.as_bytes())),
        }
    }

    /// The file's name (not its folder), or the name given to the text.
    pub fn name(&self) -> String {
        match self {
            TraceSource::File(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |name| name.to_string_lossy().into(),
            ),
            TraceSource::Text { name, .. } => name.clone(),
        }
    }
}
