//! The player's state: which frame is shown, whether it plays. Changed only through
//! [`PlayerCommand`]s; knows nothing of egui.

use crate::app::player::cursor::FrameCursor;
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

pub use crate::app::player::cursor::{MAX_SPEED, MIN_SPEED};

/// The frame cursor over one recorded search.
pub struct Player {
    search: Arc<RecordedSearch>,
    cursor: FrameCursor,
}

impl Player {
    pub fn new(search: Arc<RecordedSearch>, speed: f64) -> Player {
        let cursor = FrameCursor::new(search.trace.len(), speed);
        Player { search, cursor }
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
        self.cursor.frame_index()
    }

    pub fn previous_frame_index(&self) -> usize {
        self.cursor.previous_frame_index()
    }

    pub fn last_frame_index(&self) -> usize {
        self.cursor.last_frame_index()
    }

    pub fn is_playing(&self) -> bool {
        self.cursor.is_playing()
    }

    pub fn speed(&self) -> f64 {
        self.cursor.speed()
    }

    /// Where the command would move the cursor, or `None` when it cannot apply here.
    pub fn target(&self, command: PlayerCommand) -> Option<usize> {
        let trace = self.trace();
        let landmarks = &self.search.landmarks;
        let here = self.frame_index();
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
                .or(trace.pruned_at_in(self.tree(), node, here))
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
            PlayerCommand::TogglePlay => self.cursor.can_toggle_play(),
            PlayerCommand::Pause => self.is_playing(),
            PlayerCommand::SetSpeed(_) | PlayerCommand::Tick(_) => true,
            _ => self
                .target(command)
                .is_some_and(|index| index != self.frame_index()),
        }
    }

    pub fn apply(&mut self, command: PlayerCommand) {
        match command {
            PlayerCommand::TogglePlay => self.cursor.toggle_play(),
            PlayerCommand::Pause => self.cursor.pause(),
            PlayerCommand::SetSpeed(speed) => self.cursor.set_speed(speed),
            PlayerCommand::Tick(seconds) => self.cursor.tick(seconds),
            _ => {
                if let Some(index) = self.target(command) {
                    self.cursor.jump(index);
                }
            }
        }
    }
}
