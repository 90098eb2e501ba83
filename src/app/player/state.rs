//! The player's state: which frame is shown, whether it plays. Changed only through
//! [`PlayerCommand`]s; knows nothing of egui.

use crate::app::player::cursor::FrameCursor;
use crate::app::player::recording::{PlayerCommand, Recording};
use crate::check::StudentRun;
use std::sync::Arc;

use crate::search::{Landmark, Landmarks, Trace};
use crate::tree::Tree;

/// A recorded search with its tree and the frames worth jumping to.
pub struct RecordedSearch {
    pub tree: Arc<Tree>,
    pub trace: Trace,
    pub landmarks: Landmarks,
    /// A student's run of the same search, checked against it and laid over its tree.
    pub student: Option<Arc<StudentRun>>,
    /// A depth limit every line of play from the root ends before: the limit and the plies
    /// within which every line ends, told beside the search.
    pub depth_never_reached: Option<(u16, u16)>,
}

impl RecordedSearch {
    pub fn new(tree: Arc<Tree>, trace: Trace) -> RecordedSearch {
        let landmarks = Landmarks::find(&tree, &trace);
        RecordedSearch {
            tree,
            trace,
            landmarks,
            student: None,
            depth_never_reached: None,
        }
    }

    /// The search with a student's run laid over it.
    pub fn with_student(mut self, student: StudentRun) -> RecordedSearch {
        self.student = Some(Arc::new(student));
        self
    }
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

    /// Goes on where `earlier`, a player of the same search's frames, is: at its frame,
    /// playing if it plays. Nothing when their frames are not as many.
    pub fn continue_from(&mut self, earlier: &Player) {
        if earlier.trace().len() == self.trace().len() {
            self.cursor = earlier.cursor.clone();
        }
    }
}

impl Recording for Player {
    fn cursor(&self) -> &FrameCursor {
        &self.cursor
    }

    fn cursor_mut(&mut self) -> &mut FrameCursor {
        &mut self.cursor
    }

    fn has_node_frames(&self) -> bool {
        true
    }

    /// Cuts, table hits and root changes; iterations (or passes) and re-searches where the
    /// search has them.
    fn jumps(&self) -> Vec<(Landmark, &'static str)> {
        let trace = self.trace();
        let mode = trace.mode();
        let has_iterations = trace.iteration_at(0).is_some();
        // MTD(f)'s and aspiration's passes are jumped between as iterations are.
        let iteration_key = if mode.search.in_passes() && !mode.iterative {
            "pass"
        } else {
            "iteration"
        };
        let mut jumps = vec![
            (Landmark::Cut, "cut"),
            (Landmark::TableHit, "table-hit"),
            (Landmark::RootChange, "root-change"),
        ];
        if has_iterations {
            jumps.push((Landmark::Iteration, iteration_key));
        }
        if mode.search.searches_again() {
            jumps.push((Landmark::ReSearch, "re-search"));
        }
        jumps
    }

    fn own_target(&self, command: PlayerCommand) -> Option<usize> {
        let trace = self.trace();
        let landmarks = &self.search.landmarks;
        let here = self.frame_index();
        match command {
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
            _ => None,
        }
    }
}
