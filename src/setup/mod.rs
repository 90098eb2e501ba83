//! Which search: the game, its root, the depth limit and the mode, and the rules that say
//! which options fit which game. This layer sits above the games, the trees and the search.

mod figures;
mod game_montecarlo;
mod game_spec;
mod game_spec_text;
mod montecarlo_setup;
mod recordings;
mod search_setup;
pub mod timing;

pub use game_spec::{GameSpec, MAX_KALAH_PITS, MAX_KALAH_SEEDS};
pub use game_spec_text::GameSpecError;
pub use montecarlo_setup::{
    ExactMove, MAX_RECORDED_RUNS, MAX_RUNS, MonteCarloMethod, MonteCarloRefusal, MonteCarloSetup,
    RunsFor, check_runs,
};
pub use recordings::{
    RECORDINGS_EXTENSION, RECORDINGS_VERSION, RecordingsError, SavedSearch, is_recordings_path,
    parse_recordings, read_recordings, write_recordings,
};
pub use search_setup::{BIG_GAME_DEPTH, SearchSetup, depth_limit_needed, limit_depth_for};
