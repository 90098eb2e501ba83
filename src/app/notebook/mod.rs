//! The notebook view and every cell kind, the lessons and the exercise sheets.

pub mod cell_player;
pub mod cells;
pub mod check_cell;
pub mod code_cell;
pub mod code_runs;
pub mod deep_cell;
pub mod exercise_cell;
pub mod lessons;
pub mod notice;
pub mod python_colours;
pub mod sheet;
pub mod view;
