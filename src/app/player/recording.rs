//! What every recording on a cursor offers the one controls bar, the one set of keys and
//! the export windows: tree searches, students' traces and Monte Carlo runs alike.

use std::ops::RangeInclusive;
use std::sync::Arc;

use crate::app::picture::{Drawing, PictureRequest, ViewPart};
use crate::app::player::cursor::FrameCursor;
use crate::lang::Lang;
use crate::search::Landmark;
use crate::tree::NodeId;

/// Everything the user can ask of a player, whatever it plays.
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

/// A recording the user moves through frame by frame. Its state changes only through
/// [`PlayerCommand`]s; a command a recording has no use for does nothing.
pub trait Recording {
    fn cursor(&self) -> &FrameCursor;

    fn cursor_mut(&mut self) -> &mut FrameCursor;

    /// Where a command of this recording's own (nodes, landmarks) would move the cursor.
    fn own_target(&self, command: PlayerCommand) -> Option<usize>;

    /// The jump buttons it offers: a landmark and its key in the catalogue's selectors.
    fn jumps(&self) -> Vec<(Landmark, &'static str)>;

    /// Whether its frames belong to nodes that are entered and left (the node buttons).
    fn has_node_frames(&self) -> bool;

    /// Where the command would move the cursor, or `None` when it cannot apply here.
    fn target(&self, command: PlayerCommand) -> Option<usize> {
        let cursor = self.cursor();
        let last = cursor.last_frame_index();
        let target = match command {
            PlayerCommand::SetFrame(index) => Some(index),
            PlayerCommand::Step(delta) => {
                let index = cursor.frame_index() as i64 + delta;
                (0..=last as i64).contains(&index).then_some(index as usize)
            }
            PlayerCommand::First => Some(0),
            PlayerCommand::Last => Some(last),
            PlayerCommand::TogglePlay
            | PlayerCommand::Pause
            | PlayerCommand::SetSpeed(_)
            | PlayerCommand::Tick(_) => None,
            _ => self.own_target(command),
        };
        target.filter(|&index| index <= last)
    }

    /// Whether the command would do anything now (buttons are disabled otherwise).
    fn can(&self, command: PlayerCommand) -> bool {
        let cursor = self.cursor();
        match command {
            PlayerCommand::TogglePlay => cursor.can_toggle_play(),
            PlayerCommand::Pause => cursor.is_playing(),
            PlayerCommand::SetSpeed(_) | PlayerCommand::Tick(_) => true,
            _ => self
                .target(command)
                .is_some_and(|index| index != cursor.frame_index()),
        }
    }

    fn apply(&mut self, command: PlayerCommand) {
        match command {
            PlayerCommand::TogglePlay => self.cursor_mut().toggle_play(),
            PlayerCommand::Pause => self.cursor_mut().pause(),
            PlayerCommand::SetSpeed(speed) => self.cursor_mut().set_speed(speed),
            PlayerCommand::Tick(seconds) => self.cursor_mut().tick(seconds),
            _ => {
                if let Some(index) = self.target(command) {
                    self.cursor_mut().jump(index);
                }
            }
        }
    }
}

/// Draws a recording's frames, on any thread: what the export windows write.
pub trait FramePictures: Send + Sync {
    fn draw(&self, frame_index: usize, request: &PictureRequest) -> Drawing;

    /// The name of a part of the view, as this recording shows it.
    fn part_label(&self, part: ViewPart, lang: Lang) -> String {
        part.label(lang)
    }
}

/// What the export windows need of the recording shown.
pub struct ExportSource {
    pub frame_index: usize,
    pub last_frame_index: usize,
    /// The frames of the node shown, for a range of its frames, where frames have nodes.
    pub node_frames: Option<RangeInclusive<usize>>,
    /// Where a range from the frame shown ends at the next landmark (a cut, an iteration),
    /// or the last frame.
    pub next_stop: (Landmark, usize),
    /// Draws the frame shown as the view frames it now.
    pub as_shown: Arc<dyn FramePictures>,
    /// Draws any frame as a fresh view would.
    pub fresh: Arc<dyn FramePictures>,
}
