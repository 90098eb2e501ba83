//! The one place the core's data becomes sentences: game names, refusals, tree errors and
//! the figures of searches, each phrased through the catalogues in the user's language.
//! The command line and the app call these; the core below knows no language.

mod check;
mod figures;
mod games;
mod mode;
mod montecarlo;
mod program;
mod setup;
mod trees;

pub use crate::io::{control_escaped, csv_field};
pub use check::{
    bug_sentence, check_error, convention_text, diagnosis_line, diagnosis_lines, difference_place,
    difference_text, first_difference_text, first_difference_what, program_line,
    program_report_lines, report_counts, report_lines, trace_error, trace_problem, verdict_name,
};
pub use figures::{
    Cells, Print, byte_size, compare_cells, compare_row_name, compare_text, depth_table_cells,
    depth_table_text, iteration_note, real_count, solver_benchmark_cells, solver_benchmark_text,
    summary_text, table_depth_note,
};
pub use games::{
    board_lines, evaluation_name, game_name, illegal_move, move_syntax_error, position_note,
    side_name, start_name,
};
pub use mode::{mode_label, order_choice, showing_text, table_choice};
pub use montecarlo::{
    choice_name, choices_text, known_value, mcts_text, monte_carlo_refusal, pmc_text,
};
pub use program::{
    interpreter_error, program_error, program_line_text, run_outcome, sandbox_unavailable,
    trace_no_space,
};
pub use setup::{game_spec_error, mode_conflict, option_misfit};
pub use trees::{path_error, textbook_error, tree_error};
