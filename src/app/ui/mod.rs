//! Widgets every view uses and that know no view.

pub mod board_painter;
pub mod colors;
pub mod figures;
pub mod file_dialog;
pub mod fonts;
pub mod markdown;
pub mod search_options;
pub mod tree_editor;
