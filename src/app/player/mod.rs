//! A recorded search on its cursor, the job that records it, the player view and its
//! panels, its pictures and its export windows.

pub mod board_panel;
pub mod controls;
pub mod counters;
pub mod cursor;
pub mod export_panel;
pub mod job;
pub mod messages;
pub mod number_line;
pub mod panel;
pub mod path_bar;
pub mod pictures;
pub mod recording;
pub mod saved;
pub mod state;
pub mod student_panel;
pub mod tree_layout;
pub mod tree_nodes;
pub mod tree_view;
pub mod view;
