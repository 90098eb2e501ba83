//! The player's state: which frame is shown, whether it plays. Changed only through
//! [`PlayerCommand`]s; knows nothing of egui.

use crate::check::StudentRun;
use std::sync::Arc;

use crate::search::{Landmark, Landmarks, Trace};
use crate::tree::{NodeId, Tree};

/// A recorded search with its tree and the frames worth jumping to.
pub struct RecordedSearch {
    pub tree: Arc<Tree>,
    pub trace: Trace,
    pub landmarks: Landmarks,
    /// A student's run of the same search, checked against it and laid over its tree.
    pub student: Option<Arc<StudentRun>>,
}

impl RecordedSearch {
    pub fn new(tree: Arc<Tree>, trace: Trace) -> RecordedSearch {
        let landmarks = Landmarks::find(&tree, &trace);
        RecordedSearch {
            tree,
            trace,
            landmarks,
            student: None,
        }
    }

    /// The search with a student's run laid over it.
    pub fn with_student(mut self, student: StudentRun) -> RecordedSearch {
        self.student = Some(Arc::new(student));
        self
    }
}

/// Everything the user can ask of the player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayerCommand {
    SetFrame(usize),
    Step(i64),
    First,
    Last,
    TogglePlay,
    Pause,
    SetSpeed(f64),
    NodeFirst,
    NodePrevious,
    NodeNext,
    NodeLast,
    Next(Landmark),
    Previous(Landmark),
    /// Go to the node's first frame, or to the frame that pruned it.
    SelectNode(NodeId),
    /// Time passed while playing, in seconds.
    Tick(f64),
}

pub const MIN_SPEED: f64 = 1.0;
pub const MAX_SPEED: f64 = 10_000.0;

/// The frame cursor over one recorded search.
pub struct Player {
    search: Arc<RecordedSearch>,
    frame_index: usize,
    /// The frame shown before the current one, for the counters' changes.
    previous_frame_index: usize,
    playing: bool,
    /// Frames per second while playing.
    speed: f64,
    /// Fractions of a frame owed by earlier ticks.
    carry: f64,
}

impl Player {
    pub fn new(search: Arc<RecordedSearch>, speed: f64) -> Player {
        Player {
            search,
            frame_index: 0,
            previous_frame_index: 0,
            playing: false,
            // A speed read from a damaged file may be no number at all.
            speed: if speed.is_finite() {
                speed.clamp(MIN_SPEED, MAX_SPEED)
            } else {
                MIN_SPEED
            },
            carry: 0.0,
        }
    }

    pub fn search(&self) -> &Arc<RecordedSearch> {
        &self.search
    }

    /// The tree the shown search ran on.
    pub fn tree(&self) -> &Tree {
        &self.search.tree
    }

    pub fn trace(&self) -> &Trace {
        &self.search.trace
    }

    pub fn frame_index(&self) -> usize {
        self.frame_index
    }

    pub fn previous_frame_index(&self) -> usize {
        self.previous_frame_index
    }

    pub fn last_frame_index(&self) -> usize {
        self.trace().len().saturating_sub(1)
    }

    pub fn is_playing(&self) -> bool {
        self.playing
    }

    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// Where the command would move the cursor, or `None` when it cannot apply here.
    pub fn target(&self, command: PlayerCommand) -> Option<usize> {
        let trace = self.trace();
        let landmarks = &self.search.landmarks;
        let here = self.frame_index;
        let last = self.last_frame_index();
        let target = match command {
            PlayerCommand::SetFrame(index) => (index <= last).then_some(index),
            PlayerCommand::Step(delta) => {
                let index = here as i64 + delta;
                (0..=last as i64).contains(&index).then_some(index as usize)
            }
            PlayerCommand::First => Some(0),
            PlayerCommand::Last => Some(last),
            PlayerCommand::NodeFirst => trace.first_frame_of_node(here),
            PlayerCommand::NodePrevious => trace.previous_frame_of_node(here),
            PlayerCommand::NodeNext => trace.next_frame_of_node(here),
            PlayerCommand::NodeLast => trace.last_frame_of_node(here),
            PlayerCommand::Next(kind) => landmarks.next(kind, here),
            PlayerCommand::Previous(kind) => landmarks.previous(kind, here),
            // A node of another tree (e.g. from a stale click) selects nothing.
            PlayerCommand::SelectNode(node) if node as usize >= self.tree().len() => None,
            PlayerCommand::SelectNode(node) => trace
                .started_at_in(node, here)
                .or(trace.pruned_at_in(node, here))
                .or(trace.started_at(node)),
            PlayerCommand::TogglePlay
            | PlayerCommand::Pause
            | PlayerCommand::SetSpeed(_)
            | PlayerCommand::Tick(_) => None,
        };
        target.filter(|&index| index <= last)
    }

    /// Whether the command would do anything now (buttons are disabled otherwise).
    pub fn can(&self, command: PlayerCommand) -> bool {
        match command {
            PlayerCommand::TogglePlay => self.playing || self.frame_index < self.last_frame_index(),
            PlayerCommand::Pause => self.playing,
            PlayerCommand::SetSpeed(_) | PlayerCommand::Tick(_) => true,
            _ => self
                .target(command)
                .is_some_and(|index| index != self.frame_index),
        }
    }

    pub fn apply(&mut self, command: PlayerCommand) {
        match command {
            PlayerCommand::TogglePlay => {
                if self.playing {
                    self.playing = false;
                } else if self.frame_index < self.last_frame_index() {
                    self.playing = true;
                    self.carry = 0.0;
                }
            }
            PlayerCommand::Pause => self.playing = false,
            PlayerCommand::SetSpeed(speed) => {
                if speed.is_finite() {
                    self.speed = speed.clamp(MIN_SPEED, MAX_SPEED);
                }
            }
            PlayerCommand::Tick(seconds) => self.tick(seconds),
            _ => {
                if let Some(index) = self.target(command) {
                    self.playing = false;
                    self.go_to(index);
                }
            }
        }
    }

    fn go_to(&mut self, index: usize) {
        if index != self.frame_index {
            self.previous_frame_index = self.frame_index;
            self.frame_index = index;
        }
    }

    /// Advances by speed × time, skipping frames to keep up; stops at the last frame.
    fn tick(&mut self, seconds: f64) {
        if !self.playing || !seconds.is_finite() || seconds <= 0.0 {
            return;
        }
        let owed = self.speed * seconds.min(1.0) + self.carry;
        let whole = owed.floor();
        self.carry = owed - whole;
        let index = (self.frame_index as f64 + whole).min(self.last_frame_index() as f64) as usize;
        self.go_to(index);
        if self.frame_index >= self.last_frame_index() {
            self.playing = false;
        }
    }
}
