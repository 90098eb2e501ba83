//! A game against the search, as state: the moves played, whose turn it is, the search in
//! progress. Changed only through [`PlayCommand`]s and [`PlayState::advance`]; knows
//! nothing of egui.

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::montecarlo_move::{MonteCarloJob, MonteCarloMove};
use super::position::{Position, notation};
use crate::app::player::job::JobError;
use crate::app::player::job::{JobProgress, RecordingJob};
use crate::app::player::state::RecordedSearch;
use crate::game::{PositionKey, Side, Spot};
use crate::search::{Mode, Score};
use crate::setup::GameSpec;
use crate::setup::{SearchSetup, limit_depth_for};
use crate::tree::Trees;

/// Seconds between two moves of a search against itself, so that a class can follow.
pub const SEARCH_PACE: f64 = 0.8;
/// How many of the latest searches are kept whole, to open in the player at once; older
/// ones are recorded again when opened.
const KEPT_SEARCHES: usize = 2;

/// Which sides the student plays; the search plays the others.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StudentPlays {
    #[default]
    First,
    Second,
    /// Search against search.
    Neither,
    /// Two people at one board.
    Both,
}

impl StudentPlays {
    pub const ALL: [StudentPlays; 4] = [
        StudentPlays::First,
        StudentPlays::Second,
        StudentPlays::Neither,
        StudentPlays::Both,
    ];

    pub fn plays(self, side: Side) -> bool {
        match self {
            StudentPlays::First => side == Side::First,
            StudentPlays::Second => side == Side::Second,
            StudentPlays::Neither => false,
            StudentPlays::Both => true,
        }
    }
}

/// What the student has chosen for the games to come, persisted between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlaySettings {
    /// The game the next New game starts.
    pub game: GameSpec,
    pub student: StudentPlays,
    /// The search's options, for its next move.
    pub mode: Mode,
    pub depth: Option<u16>,
    /// MCTS with this many iterations plays instead of the tree's search.
    pub mcts_iterations: Option<u32>,
    /// The tree's search deepens 1, 2, … plies for about this many seconds a move, the
    /// depth limit aside, and plays at the depth reached.
    pub time_budget: Option<f32>,
}

impl Default for PlaySettings {
    fn default() -> Self {
        PlaySettings {
            game: GameSpec::TicTacToe,
            student: StudentPlays::First,
            mode: Mode::alpha_beta(),
            depth: None,
            mcts_iterations: None,
            time_budget: None,
        }
    }
}

impl PlaySettings {
    /// Picks `game` for the next New game, with a depth limit when it needs one.
    pub fn choose_game(&mut self, game: GameSpec) {
        self.game = game;
        limit_depth_for(game, &mut self.depth);
    }
}

/// What a search found before it played.
pub struct SearchedMove {
    pub mode: Mode,
    pub depth: Option<u16>,
    /// The time budget the depth was reached within, when deepened to one.
    pub budget: Option<f32>,
    /// The moves before it, in the game's notation: the search's root.
    pub root: String,
    pub value: Score,
    pub calculated: u32,
    /// The line both sides are expected to play, its first move the one played.
    pub principal_variation: Vec<u8>,
    /// The whole recording, for the latest searches only.
    pub recorded: Option<Arc<RecordedSearch>>,
}

/// One move of the game.
pub struct PlayedMove {
    pub mv: u8,
    pub side: Side,
    /// What the search found, when the search made it; `None` for the student's moves.
    pub search: Option<SearchedMove>,
    /// What MCTS found, when MCTS made it.
    pub monte_carlo: Option<MonteCarloMove>,
}

impl PlayedMove {
    /// Whether the search (the tree's or MCTS) made the move.
    pub fn by_search(&self) -> bool {
        self.search.is_some() || self.monte_carlo.is_some()
    }
}

/// Everything the student can ask of the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayCommand {
    /// Play this move for the side to move.
    Play(u8),
    /// Play the move at this spot of the board's picture.
    PlayAt(Spot),
    /// Take back the student's last move and the search's replies (one move when the
    /// student plays both sides or neither).
    Undo,
    NewGame {
        game: GameSpec,
        student: StudentPlays,
    },
    /// Hold the search's moves (stopping a search in progress), or let them go on.
    TogglePause,
    /// While held, let the search make one move.
    Step,
}

/// Why the last request did nothing, or what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayMessage {
    /// The rules refuse `mv` in the position with this key (the game gives the reason).
    Illegal {
        key: PositionKey,
        mv: u8,
    },
    /// The student pointed at a spot that is no move (the opponent's pit, say).
    NoMoveThere,
    NotStudentsTurn,
    GameOver,
    /// The search could not run (a tree too big, say), in the search job's words; the game
    /// is as it was.
    SearchFailed(JobError),
    /// The search ran but found no move to play; the game is as it was.
    NoMoveFound,
}

/// A search in progress, and the position it searches.
struct PendingSearch {
    job: PendingJob,
    asked: SearchAsked,
}

/// What the search was asked: its root, depth limit and time budget.
struct SearchAsked {
    root: String,
    depth: Option<u16>,
    budget: Option<f32>,
}

enum PendingJob {
    Tree(RecordingJob),
    MonteCarlo { job: MonteCarloJob, iterations: u32 },
}

/// One game against the search.
pub struct PlayState {
    game: GameSpec,
    student: StudentPlays,
    moves: Vec<PlayedMove>,
    position: Position,
    pending: Option<PendingSearch>,
    /// The search makes no move on its own while held.
    paused: bool,
    /// One move asked of a held search.
    step_requested: bool,
    /// Why the last request did nothing (an illegal move, a failed search).
    message: Option<PlayMessage>,
    /// Trees kept for the next search (the full tic-tac-toe tree serves every move).
    trees: Trees,
    /// When the search's last move was played (in the UI's seconds), for its pace; `None`
    /// when no pace is owed.
    last_move_time: Option<f64>,
}

impl Default for PlayState {
    fn default() -> Self {
        PlayState::new(GameSpec::TicTacToe, StudentPlays::First)
    }
}

impl PlayState {
    pub fn new(game: GameSpec, student: StudentPlays) -> PlayState {
        let (game, position) = match Position::reach(game, &[]) {
            Ok(position) => (game, position),
            Err(_) => (GameSpec::TicTacToe, start_of_tic_tac_toe()),
        };
        PlayState {
            game,
            student,
            moves: Vec::new(),
            position,
            pending: None,
            paused: false,
            step_requested: false,
            message: None,
            trees: Trees::default(),
            last_move_time: None,
        }
    }

    pub fn game(&self) -> GameSpec {
        self.game
    }

    pub fn student(&self) -> StudentPlays {
        self.student
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn message(&self) -> Option<&PlayMessage> {
        self.message.as_ref()
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    pub fn is_searching(&self) -> bool {
        self.pending.is_some()
    }

    /// How far the search has got, once it has taken long enough to show.
    pub fn search_progress(&self) -> Option<JobProgress> {
        match &self.pending.as_ref()?.job {
            PendingJob::Tree(job) => job.visible_progress(),
            PendingJob::MonteCarlo { .. } => None,
        }
    }

    /// Whether the side to move is the student's.
    pub fn is_student_to_move(&self) -> bool {
        !self.position.is_over() && self.student.plays(self.position.side_to_move())
    }

    /// Whether the side to move is the search's.
    pub fn is_search_to_move(&self) -> bool {
        !self.position.is_over() && !self.student.plays(self.position.side_to_move())
    }

    /// Whether the command would do anything now (buttons are disabled otherwise).
    pub fn can(&self, command: PlayCommand) -> bool {
        match command {
            PlayCommand::Play(mv) => {
                self.is_student_to_move() && self.position.legal_moves().contains(&mv)
            }
            PlayCommand::PlayAt(_) => self.is_student_to_move(),
            PlayCommand::Undo => match self.student {
                StudentPlays::Both | StudentPlays::Neither => !self.moves.is_empty(),
                _ => self.moves.iter().any(|played| !played.by_search()),
            },
            PlayCommand::NewGame { .. } | PlayCommand::TogglePause => true,
            PlayCommand::Step => self.paused && self.is_search_to_move() && self.pending.is_none(),
        }
    }

    pub fn apply(&mut self, command: PlayCommand) {
        match command {
            PlayCommand::Play(mv) => self.student_move(Some(mv)),
            PlayCommand::PlayAt(spot) => {
                let mv = self.position.view().move_at(self.position.key(), spot);
                self.student_move(mv);
            }
            PlayCommand::Undo => self.undo(),
            PlayCommand::NewGame { game, student } => *self = PlayState::new(game, student),
            PlayCommand::TogglePause => {
                self.paused = !self.paused;
                // A held search stops thinking; Step or Resume asks again.
                if self.paused {
                    self.pending = None;
                }
                self.step_requested = false;
                self.message = None;
            }
            PlayCommand::Step => self.step_requested = self.can(PlayCommand::Step),
        }
    }

    /// Plays the student's move, or says why not; `None` is a spot that is no move.
    fn student_move(&mut self, mv: Option<u8>) {
        self.message = if self.position.is_over() {
            Some(PlayMessage::GameOver)
        } else if !self.is_student_to_move() {
            Some(PlayMessage::NotStudentsTurn)
        } else {
            match mv {
                None => Some(PlayMessage::NoMoveThere),
                Some(mv) if self.position.legal_moves().contains(&mv) => {
                    self.push(mv, None, None);
                    None
                }
                Some(mv) => Some(PlayMessage::Illegal {
                    key: self.position.key(),
                    mv,
                }),
            }
        };
    }

    fn undo(&mut self) {
        if !self.can(PlayCommand::Undo) {
            return;
        }
        self.pending = None;
        self.step_requested = false;
        match self.student {
            StudentPlays::Both => {
                self.moves.pop();
            }
            // The search would play the same move again at once: hold it.
            StudentPlays::Neither => {
                self.moves.pop();
                self.paused = true;
            }
            StudentPlays::First | StudentPlays::Second => {
                while self.moves.pop().is_some_and(|played| played.by_search()) {}
            }
        }
        self.message = None;
        self.reposition();
    }

    /// Plays `mv` for the side to move.
    fn push(&mut self, mv: u8, search: Option<SearchedMove>, monte_carlo: Option<MonteCarloMove>) {
        let side = self.position.side_to_move();
        self.moves.push(PlayedMove {
            mv,
            side,
            search,
            monte_carlo,
        });
        self.reposition();
        // Only the latest searches keep their whole recording.
        let searched = self
            .moves
            .iter_mut()
            .rev()
            .filter_map(|played| played.search.as_mut());
        for search in searched.skip(KEPT_SEARCHES) {
            search.recorded = None;
        }
    }

    fn reposition(&mut self) {
        let moves: Vec<u8> = self.moves.iter().map(|played| played.mv).collect();
        match Position::reach(self.game, &moves) {
            Ok(position) => self.position = position,
            // Moves checked legal always reach a position; keep the game as it was if not.
            Err(_) => {
                if let Some(refused) = self.moves.pop() {
                    self.message = Some(PlayMessage::Illegal {
                        key: self.position.key(),
                        mv: refused.mv,
                    });
                }
            }
        }
    }

    /// The moves played so far, in the game's notation.
    pub fn notation(&self) -> String {
        let moves: Vec<u8> = self.moves.iter().map(|played| played.mv).collect();
        notation(self.position.view(), &moves)
    }

    /// Takes a finished search's move and starts the next search when it is due; `now` is
    /// the UI's time in seconds, `wake` is called when a search started here finishes.
    pub fn advance(&mut self, settings: &PlaySettings, now: f64, wake: impl Fn() + Send + 'static) {
        if let Some(pending) = &self.pending {
            match &pending.job {
                PendingJob::Tree(job) => match job.take_result() {
                    Ok(Some(search)) => {
                        if let Some(pending) = self.pending.take() {
                            self.play_search(search, pending.asked, Some(now));
                        }
                    }
                    Ok(None) => {}
                    Err(error) => self.search_failed(error),
                },
                PendingJob::MonteCarlo { job, iterations } => match job.take_result(*iterations) {
                    Ok(Some(found)) => {
                        self.pending = None;
                        self.play_monte_carlo(found, Some(now));
                    }
                    Ok(None) => {}
                    Err(error) => self.search_failed(error),
                },
            }
        }
        if self.search_due(now) {
            self.start_search(settings, wake);
        }
    }

    /// Seconds until the search's next move is due, while it waits for its pace.
    pub fn waiting_for_pace(&self, now: f64) -> Option<f64> {
        let last = self.last_move_time?;
        let left = SEARCH_PACE - (now - last);
        (self.pending.is_none() && self.search_may_move() && left > 0.0).then_some(left)
    }

    fn search_may_move(&self) -> bool {
        self.is_search_to_move() && (!self.paused || self.step_requested)
    }

    fn search_due(&self, now: f64) -> bool {
        let paced = self.student != StudentPlays::Neither
            || self.step_requested
            || self
                .last_move_time
                .is_none_or(|last| now - last >= SEARCH_PACE);
        self.pending.is_none() && self.search_may_move() && paced
    }

    fn start_search(&mut self, settings: &PlaySettings, wake: impl Fn() + Send + 'static) {
        self.step_requested = false;
        let root = self.notation();
        let (job, budget) = match settings.mcts_iterations {
            Some(iterations) => {
                let job = MonteCarloJob::start(self.game, root.clone(), iterations, wake);
                (PendingJob::MonteCarlo { job, iterations }, None)
            }
            None => {
                let mut setup =
                    SearchSetup::new(self.game, root.clone(), settings.depth, settings.mode);
                setup.fit_options();
                let trees = self.trees.clone();
                let budget = settings.time_budget.filter(|_| setup.deepens_to_budget());
                let job = match budget {
                    Some(seconds) => {
                        RecordingJob::start_within(trees, setup, budget_of(seconds), wake)
                    }
                    None => RecordingJob::start(trees, setup, wake),
                };
                (PendingJob::Tree(job), budget)
            }
        };
        self.pending = Some(PendingSearch {
            job,
            asked: SearchAsked {
                root,
                depth: settings.depth,
                budget,
            },
        });
    }

    /// Blocks until the search to move has played (for scripts and tests); the pace is
    /// not waited for.
    pub fn finish_search(&mut self, settings: &PlaySettings) {
        if self.pending.is_none() && self.search_may_move() {
            self.start_search(settings, || {});
        }
        let Some(pending) = self.pending.take() else {
            return;
        };
        match pending.job {
            PendingJob::Tree(job) => match job.wait_result() {
                Ok(search) => self.play_search(search, pending.asked, None),
                Err(error) => self.search_failed(error),
            },
            PendingJob::MonteCarlo { job, iterations } => match job.wait_result(iterations) {
                Ok(found) => self.play_monte_carlo(found, None),
                Err(error) => self.search_failed(error),
            },
        }
    }

    /// Plays MCTS's most visited move.
    fn play_monte_carlo(&mut self, found: Option<(u8, MonteCarloMove)>, now: Option<f64>) {
        let Some((mv, monte_carlo)) = found else {
            self.hold_search(PlayMessage::NoMoveFound);
            return;
        };
        self.message = None;
        self.push(mv, None, Some(monte_carlo));
        self.last_move_time = now;
    }

    /// Plays the first move of the search's principal variation.
    fn play_search(&mut self, search: RecordedSearch, asked: SearchAsked, now: Option<f64>) {
        let SearchAsked {
            root,
            depth,
            budget,
        } = asked;
        // A search deepened to a budget was recorded at the depth it reached.
        let depth = match budget {
            Some(_) => search.tree.depth_limit().map(|plies| plies as u16),
            None => depth,
        };
        let tree = &search.tree;
        let principal_variation: Vec<u8> = search
            .trace
            .principal_variation(tree)
            .into_iter()
            .filter_map(|node| tree.last_move(node))
            .collect();
        let Some(&mv) = principal_variation.first() else {
            self.hold_search(PlayMessage::NoMoveFound);
            return;
        };
        self.trees.keep(Arc::clone(&search.tree));
        let summary = search.trace.summary();
        let searched = SearchedMove {
            mode: search.trace.mode(),
            depth,
            budget,
            root,
            value: summary.value,
            calculated: summary.calculated,
            principal_variation,
            recorded: Some(Arc::new(search)),
        };
        self.message = None;
        self.push(mv, Some(searched), None);
        self.last_move_time = now;
    }

    /// Keeps the game as it was, says why, and holds the search until asked again.
    fn search_failed(&mut self, error: JobError) {
        self.hold_search(PlayMessage::SearchFailed(error));
    }

    /// Stops the search and holds it until asked again, saying why.
    fn hold_search(&mut self, message: PlayMessage) {
        self.pending = None;
        self.paused = true;
        self.step_requested = false;
        self.message = Some(message);
    }
}

/// The most a move's time budget may be, whatever a settings file says.
pub const MAX_TIME_BUDGET: f32 = 60.0;

/// A budget of `seconds`, kept within 0 to [`MAX_TIME_BUDGET`] (a second when not a number).
fn budget_of(seconds: f32) -> Duration {
    let seconds = if seconds.is_nan() { 1.0 } else { seconds };
    Duration::from_secs_f32(seconds.clamp(0.0, MAX_TIME_BUDGET))
}

fn start_of_tic_tac_toe() -> Position {
    Position::reach(GameSpec::TicTacToe, &[]).expect("tic-tac-toe one ply deep always fits")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_from_a_hand_edited_file_stays_within_bounds() {
        assert_eq!(budget_of(1e30), Duration::from_secs(60));
        assert_eq!(budget_of(-5.0), Duration::ZERO);
        assert_eq!(budget_of(f32::NAN), Duration::from_secs(1));
        assert_eq!(budget_of(f32::INFINITY), Duration::from_secs(60));
        assert_eq!(budget_of(0.5), Duration::from_millis(500));
    }
}
