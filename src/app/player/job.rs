//! Recording off the UI thread, so that a search of the full tree never freezes the window.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;
use web_time::Instant;

use crate::app::player::state::RecordedSearch;
use crate::background::Background;
use crate::check::{self, CheckError, CheckRequest, Overlay, StudentRun, TraceSource, TreeShelf};
use crate::lang::Lang;
use crate::search::Mode;
use crate::setup::SearchSetup;
use crate::tree::{BuildWatch, TreeError, Trees};

/// Progress is shown only for recordings slower than this.
pub const PROGRESS_DELAY: Duration = Duration::from_millis(100);

/// How far a recording has got: building its tree (when not built already), then
/// recording the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JobProgress {
    pub building_tree: bool,
    /// Growing a tree too big to build: the nodes its search over the rules has entered,
    /// while it runs (0 otherwise).
    pub searched: u64,
    /// The share of the current step done, 0 to 1.
    pub share: f32,
    /// Recording over a grown tree: which recording this is, once the tree had to grow
    /// where the search went (0 for the first).
    pub round: u32,
}

impl JobProgress {
    /// A progress bar naming the step.
    pub fn ui(self, ui: &mut egui::Ui, lang: Lang) {
        let percent = format!("{:.0}", self.share * 100.0);
        if self.searched > 0 {
            ui.add(egui::Spinner::new());
            let visits = self.searched;
            ui.label(crate::tr!(
                lang,
                "player-job-searching-rules",
                visits = visits
            ));
            return;
        }
        let text = if self.building_tree {
            crate::tr!(lang, "player-job-building-tree", percent = percent)
        } else if self.round > 1 {
            let round = self.round;
            crate::tr!(
                lang,
                "player-job-recording-again",
                round = round,
                percent = percent
            )
        } else {
            crate::tr!(lang, "player-job-recording", percent = percent)
        };
        ui.add(
            egui::ProgressBar::new(self.share)
                .desired_width(200.0)
                .text(text),
        );
    }
}

/// Why a recording gave no search.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum JobError {
    /// No tree could be had for the root and depth asked.
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// A student's trace that cannot be checked.
    #[error(transparent)]
    Check(#[from] CheckError),
    /// The recording thread ended without a result (it panicked).
    #[error("the recording stopped unexpectedly")]
    Stopped,
    /// A time budget where the search is more than plain alpha-beta.
    #[error("a time budget deepens plain alpha-beta only")]
    NotDeepened,
}

/// One recording in progress. Dropping it stops the work and abandons the result.
pub struct RecordingJob {
    pub mode: Mode,
    started: Instant,
    progress: Arc<AtomicU32>,
    building_tree: Arc<AtomicBool>,
    searched: Arc<AtomicU64>,
    /// Which recording of the search is under way (see [`JobProgress::round`]).
    round: Arc<AtomicU32>,
    cancel: Arc<AtomicBool>,
    receiver: Receiver<Result<RecordedSearch, JobError>>,
}

impl RecordingJob {
    /// Starts building the tree (unless `trees` has it) and recording; `wake` is called
    /// when the result is ready.
    pub fn start(
        trees: Trees,
        setup: SearchSetup,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        RecordingJob::spawn(trees, Work::Search(setup), false, wake)
    }

    /// As [`RecordingJob::start`], but a search that outgrows the nodes it may grow is
    /// recorded up to where it stopped (see [`crate::search::record_outgrown`]) instead of
    /// refused: for the player, which shows those frames and says why they end there.
    pub fn start_keeping_outgrown(
        trees: Trees,
        setup: SearchSetup,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        RecordingJob::spawn(trees, Work::Search(setup), true, wake)
    }

    /// Starts deepening the search to `budget` (see [`SearchSetup::depth_within`]), then
    /// recording it at the depth reached, its depth limit.
    pub fn start_within(
        trees: Trees,
        setup: SearchSetup,
        budget: Duration,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        RecordingJob::spawn(trees, Work::Deepen { setup, budget }, false, wake)
    }

    /// Starts checking a student's trace: it is read and checked, then the search it
    /// should be is recorded and shown with the student's run laid over it.
    pub fn check(
        trees: Trees,
        source: TraceSource,
        request: CheckRequest,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        RecordingJob::spawn(trees, Work::Check { source, request }, false, wake)
    }

    fn spawn(
        mut trees: Trees,
        work: Work,
        keeps_outgrown: bool,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        let mode = work.mode();
        let progress = Arc::new(AtomicU32::new(0f32.to_bits()));
        let (sender, receiver) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let building_tree = Arc::new(AtomicBool::new(false));
        let thread_progress = Arc::clone(&progress);
        let thread_building = Arc::clone(&building_tree);
        let thread_cancel = Arc::clone(&cancel);
        let searched = Arc::new(AtomicU64::new(0));
        let thread_searched = Arc::clone(&searched);
        let round = Arc::new(AtomicU32::new(0));
        let thread_round = Arc::clone(&round);
        Background::start("recording", move || {
            let (setup, student) = match work.prepare(&thread_cancel) {
                Ok(prepared) => prepared,
                // Cancelled: whoever asked has moved on.
                Err(JobError::Tree(TreeError::Cancelled)) => return,
                Err(error) => {
                    if sender.send(Err(error)).is_ok() {
                        wake();
                    }
                    return;
                }
            };
            let report = &mut |share: f32| {
                thread_progress.store(share.to_bits(), Ordering::Relaxed);
            };
            let built = {
                let report_building = &mut |share: f32| {
                    thread_building.store(true, Ordering::Relaxed);
                    report(share);
                };
                let mut watch = BuildWatch::new(report_building, &thread_cancel);
                if keeps_outgrown {
                    watch = watch.keeping_outgrown();
                }
                let built = trees.get_watched(setup.game, &setup.root, setup.depth, &mut watch);
                // A student's trace is checked against a tree that holds it whole.
                if student.is_some() {
                    built
                } else {
                    let progress =
                        &mut |visits: u64| thread_searched.store(visits, Ordering::Relaxed);
                    let grown = setup.or_grown(built, progress, &mut watch);
                    thread_searched.store(0, Ordering::Relaxed);
                    grown
                }
            };
            // The share first, so that the recording step never shows the build's share.
            report(0.0);
            thread_building.store(false, Ordering::Relaxed);
            let result = match built {
                Ok((tree, root)) => match setup.record(
                    (tree, root),
                    report,
                    &mut |number| thread_round.store(number, Ordering::Relaxed),
                    &thread_cancel,
                ) {
                    Ok((tree, trace)) => {
                        let student = student.map(|(name, loaded, report)| StudentRun {
                            name,
                            overlay: Overlay::new(&loaded, &tree, root, &trace),
                            report,
                        });
                        let mut search = RecordedSearch::new(tree, trace);
                        search.depth_never_reached = setup.depth_never_reached();
                        Some(Ok(match student {
                            Some(student) => search.with_student(student),
                            None => search,
                        }))
                    }
                    Err(TreeError::Cancelled) => None,
                    Err(error) => Some(Err(JobError::Tree(error))),
                },
                Err(TreeError::Cancelled) => None,
                Err(error) => Some(Err(JobError::Tree(error))),
            };
            // Cancelled: whoever asked has moved on.
            let Some(result) = result else {
                return;
            };
            // The receiver is gone when a newer run replaced this one: nothing to do then.
            if sender.send(result).is_ok() {
                wake();
            }
        });
        RecordingJob {
            mode,
            started: Instant::now(),
            progress,
            building_tree,
            searched,
            round,
            cancel,
            receiver,
        }
    }

    /// How far it has got, once the recording has taken long enough to show it.
    pub fn visible_progress(&self) -> Option<JobProgress> {
        (self.started.elapsed() >= PROGRESS_DELAY).then(|| JobProgress {
            building_tree: self.building_tree.load(Ordering::Relaxed),
            searched: self.searched.load(Ordering::Relaxed),
            round: self.round.load(Ordering::Relaxed),
            share: f32::from_bits(self.progress.load(Ordering::Relaxed)),
        })
    }

    /// The result, if ready.
    pub fn take_result(&self) -> Result<Option<RecordedSearch>, JobError> {
        match self.receiver.try_recv() {
            Ok(result) => result.map(Some),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(JobError::Stopped),
        }
    }

    /// Blocks until the result is ready.
    pub fn wait_result(self) -> Result<RecordedSearch, JobError> {
        self.receiver.recv().map_err(|_| JobError::Stopped)?
    }
}

/// What a job does before its recording.
enum Work {
    Search(SearchSetup),
    /// A search deepened to a time budget first.
    Deepen {
        setup: SearchSetup,
        budget: Duration,
    },
    Check {
        source: TraceSource,
        request: CheckRequest,
    },
}

/// A checked trace: its name, the trace read, and the report.
type Checked = (String, check::LoadedTrace, check::CheckReport);

impl Work {
    fn mode(&self) -> Mode {
        match self {
            Work::Search(setup) | Work::Deepen { setup, .. } => setup.mode,
            Work::Check { request, .. } => request.mode,
        }
    }

    /// The search to record, and the student's checked run when there is one.
    fn prepare(self, cancel: &AtomicBool) -> Result<(SearchSetup, Option<Checked>), JobError> {
        match self {
            Work::Search(setup) => Ok((setup, None)),
            Work::Deepen { mut setup, budget } => {
                let depth = setup.depth_within(budget, cancel)?;
                setup.depth = Some(depth.ok_or(JobError::NotDeepened)?);
                Ok((setup, None))
            }
            Work::Check { source, request } => {
                let reader = source.open().map_err(CheckError::Trace)?;
                let loaded = check::load(reader, &request, &TreeShelf::default())?;
                let report = loaded.check(&request);
                Ok((loaded.setup.clone(), Some((source.name(), loaded, report))))
            }
        }
    }
}

impl Drop for RecordingJob {
    /// Whoever replaced or let go of the job has moved on: the thread stops at its next
    /// look at the flag, rather than finish a tree and a search nobody will see.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
