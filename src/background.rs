//! Work off the UI thread: a thread of its own on the desktop; in a browser, which runs the
//! page on one thread, the work runs at once and its result waits to be taken.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

/// Whether a second thread can run beside this one (a browser's page has one).
pub const THREADS: bool = cfg!(not(target_arch = "wasm32"));

/// Set where the desktop measures itself as a browser runs: on one thread.
static ONE_THREAD: AtomicBool = AtomicBool::new(false);

/// Whether the searches may hand work to a second thread now.
pub fn second_thread() -> bool {
    THREADS && !ONE_THREAD.load(Ordering::Relaxed)
}

/// Keeps the searches to one thread from now on, as in a browser (for measuring).
pub fn keep_to_one_thread() {
    ONE_THREAD.store(true, Ordering::Relaxed);
}

/// Work started off the UI thread, its result taken once.
pub enum Background<T> {
    /// On its thread (which always finds its work in the slot).
    Thread(JoinHandle<Option<T>>),
    /// Run on this thread already, no thread being there to take it: its result.
    Done(Option<T>),
}

impl<T: Send + 'static> Background<T> {
    /// Starts `work` on a thread named `name`, or runs it now where no thread starts.
    pub fn start(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Background<T> {
        // The work comes back out of its slot when no thread takes it.
        let slot = Arc::new(Mutex::new(Some(work)));
        if THREADS {
            let thread_slot = Arc::clone(&slot);
            let started = std::thread::Builder::new()
                .name(name.to_string())
                .spawn(move || take(&thread_slot).map(|work| work()));
            if let Ok(handle) = started {
                return Background::Thread(handle);
            }
        }
        Background::Done(take(&slot).map(|work| work()))
    }

    /// Whether the result is ready.
    pub fn is_finished(&self) -> bool {
        match self {
            Background::Thread(handle) => handle.is_finished(),
            Background::Done(_) => true,
        }
    }

    /// The result, waiting for it; `None` where the work panicked.
    pub fn join(self) -> Option<T> {
        match self {
            Background::Thread(handle) => handle.join().ok().flatten(),
            Background::Done(result) => result,
        }
    }
}

fn take<W>(slot: &Mutex<Option<W>>) -> Option<W> {
    slot.lock().unwrap_or_else(PoisonError::into_inner).take()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_result_is_taken_once_the_work_is_done() {
        let started = Background::start("sum", || (1..=10).sum::<u32>());
        assert_eq!(started.join(), Some(55));
        let panicking = Background::start("panics", || -> u32 { panic!("fails") });
        assert_eq!(panicking.join(), None);
    }
}
