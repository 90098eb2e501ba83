//! What the views ask of the app while they are drawn: the app carries the commands out
//! after the frame, at the top (the chrome and the views only return them).

use std::path::PathBuf;

use crate::app::player::view::OpenInPlayer;
use crate::setup::SearchSetup;
use crate::tree::NodeId;

/// What the views ask of the app while they are drawn; carried out after the frame.
pub enum AppCommand {
    /// Record the search of the player's options.
    RunSearch,
    /// Record the options' search from this node of the shown tree.
    RunFrom(NodeId),
    /// Record the options' search from the node of the frame shown.
    RunFromSelected,
    CancelRecording,
    ExportTrace,
    /// Show a search recorded elsewhere in the player.
    OpenInPlayer(OpenInPlayer),
    /// Record this Monte Carlo search and show it in its view.
    OpenInMonteCarlo(crate::setup::MonteCarloSetup),
    /// Record this search and show it in the player.
    Record(SearchSetup),
    /// Check a student's trace (this file, or one the user picks) and show it in the
    /// player beside the search it should be.
    OpenStudentTrace(Option<PathBuf>),
    /// Open a recordings file (this one, or one the user picks) in the player.
    OpenRecordings(Option<PathBuf>),
    /// Record and show this search of the recordings file open.
    ShowSaved(usize),
    RestoreRecovered,
    DismissRecovered,
    Quit,
    KeepWorking,
}
