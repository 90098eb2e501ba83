//! Recording off the UI thread, so that a search of the full tree never freezes the window.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use super::player::RecordedSearch;
use crate::game::GameSpec;
use crate::search::{self, Mode};
use crate::tree::{TreeError, Trees};

/// Progress is shown only for recordings slower than this.
pub const PROGRESS_DELAY: Duration = Duration::from_millis(100);

/// One recording in progress. Dropping it abandons the result.
pub struct RecordingJob {
    pub mode: Mode,
    started: Instant,
    progress: Arc<AtomicU32>,
    cancel: Arc<AtomicBool>,
    receiver: Receiver<Result<RecordedSearch, String>>,
}

impl RecordingJob {
    /// Starts building the tree (unless `trees` has it) and recording; `wake` is called
    /// when the result is ready.
    pub fn start(
        mut trees: Trees,
        game: GameSpec,
        root_moves: String,
        depth: Option<u16>,
        mode: Mode,
        wake: impl Fn() + Send + 'static,
    ) -> RecordingJob {
        let progress = Arc::new(AtomicU32::new(0f32.to_bits()));
        let (sender, receiver) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let thread_progress = Arc::clone(&progress);
        let thread_cancel = Arc::clone(&cancel);
        std::thread::spawn(move || {
            let result = trees
                .get_to_depth(game, &root_moves, depth)
                .map_err(|error: TreeError| error.to_string())
                .map(|(tree, root)| {
                    let report = &mut |share: f32| {
                        thread_progress.store(share.to_bits(), Ordering::Relaxed);
                    };
                    search::record_cancellable(&tree, root, mode, report, &thread_cancel)
                        .map(|trace| RecordedSearch::new(tree, trace))
                });
            let result = match result {
                Ok(Some(search)) => Ok(search),
                // Cancelled: whoever asked has moved on.
                Ok(None) => return,
                Err(error) => Err(error),
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
            cancel,
            receiver,
        }
    }

    /// Asks the recording to stop; its result will never come.
    pub fn cancel(self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The share done (0 to 1), once the recording has taken long enough to show it.
    pub fn visible_progress(&self) -> Option<f32> {
        (self.started.elapsed() >= PROGRESS_DELAY)
            .then(|| f32::from_bits(self.progress.load(Ordering::Relaxed)))
    }

    /// The result, if ready; `Err` if the recording thread died.
    pub fn poll(&self) -> Result<Option<RecordedSearch>, String> {
        match self.receiver.try_recv() {
            Ok(result) => result.map(Some),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => {
                Err("the recording stopped unexpectedly".to_string())
            }
        }
    }

    /// Blocks until the result is ready.
    pub fn wait(self) -> Result<RecordedSearch, String> {
        self.receiver
            .recv()
            .map_err(|_| "the recording stopped unexpectedly".to_string())?
    }
}
