//! The egui app, in rooms from the bottom up; a room imports only the rooms below it
//! (`tests/suite/layers.rs` checks the order):
//!
//! - `ui`: widgets every view uses and that know no view (colours, fonts, the board
//!   painter, the tree editor, Markdown, the search-option widgets, figures and tables);
//! - `picture`: drawing without a window, to SVG, PNG and GIF; it knows no panel;
//! - `player`: a recorded search on its cursor, the job that records it, the player view
//!   and its panels, its pictures and export windows;
//! - `montecarlo`: primitive Monte Carlo and MCTS, recorded and replayed;
//! - `play`: the game against the search;
//! - `notebook`: the notebook view and every cell kind, lessons and exercise sheets;
//! - `shell`: the app itself: settings, routing, commands, chrome and startup.

mod montecarlo;
mod notebook;
pub mod picture;
mod play;
mod player;
mod shell;
mod ui;

pub use montecarlo::{
    MonteCarloLayout, MonteCarloPlayer, MonteCarloPlayerView, MonteCarloProblem, MonteCarloRun,
    MonteCarloView, draw_run_frame,
};
pub use notebook::lessons::{LESSONS, load as load_lesson, titles as lesson_titles};
pub use notebook::sheet;
pub use notebook::view::{NotebookOpen, NotebookView};
pub use play::{
    MonteCarloMove, PlayAction, PlayCommand, PlayMessage, PlaySettings, PlayState, PlayView,
    PlayedMove, Position, SearchedMove, StudentPlays,
};
pub use player::controls::{Controls, keyboard_commands, shortcuts};
pub use player::counters::Counters;
pub use player::job::{JobError, RecordingJob};
pub use player::messages::job_error_text;
pub use player::number_line::{
    Case, NumberLine, case_of, header_text, legend_texts, status_background,
};
pub use player::pictures::draw_frame;
pub use player::recording::{ExportSource, FramePictures, PlayerCommand, Recording};
pub use player::state::{MAX_SPEED, MIN_SPEED, Player, RecordedSearch};
pub use player::tree_layout::{TreeLayout, centre_of, max_depth_for};
pub use player::tree_view::{NodeLabel, NodeLook, TreeAction, TreeView};
pub use player::view::{OpenInPlayer, PlayerAction, PlayerLayout, PlayerMessage, PlayerView};
pub use shell::app::AbtutorApp;
pub use shell::chrome::PRESENTATION_ZOOM;
pub use shell::options::{OptionsAction, OptionsPanel, Settings, View};
pub use shell::startup::{Notice, Notices};
#[cfg(target_arch = "wasm32")]
pub use shell::web::start_web;
#[cfg(not(target_arch = "wasm32"))]
pub use shell::window::run_native;
pub use ui::colors;
pub use ui::fonts::{font_definitions, install as install_fonts};
pub use ui::markdown::{Block, parse as parse_markdown};
