//! Work handed to the other core in batches: one side fills a batch while the other takes
//! in the last, and emptied batches come back to be filled again, so nothing is allocated
//! once both sides run. A batch is sent whole: what must stay together goes in one.

use std::sync::mpsc::{Receiver, Sender, SyncSender, channel, sync_channel};

/// Batches sent and not yet taken in, beyond which the sender waits for the taker.
const BATCHES_IN_FLIGHT: usize = 64;

/// What a batch is: filled by the sender, taken in and emptied by the taker.
pub trait Batch: Send {
    fn new() -> Self;
    /// Whether it is full enough to send.
    fn is_full(&self) -> bool;
    fn clear(&mut self);
}

/// The sending side: the batch being filled.
pub struct Handoff<B: Batch> {
    batch: B,
    full: SyncSender<B>,
    emptied: Receiver<B>,
}

/// The taking side.
pub struct Taker<B: Batch> {
    full: Receiver<B>,
    emptied: Sender<B>,
}

/// A handoff and its taker.
pub fn handoff<B: Batch>() -> (Handoff<B>, Taker<B>) {
    let (full, to_taker) = sync_channel(BATCHES_IN_FLIGHT);
    let (emptied_by_taker, emptied) = channel();
    let sender = Handoff {
        batch: B::new(),
        full,
        emptied,
    };
    let taker = Taker {
        full: to_taker,
        emptied: emptied_by_taker,
    };
    (sender, taker)
}

impl<B: Batch> Handoff<B> {
    /// The batch being filled: [`Handoff::sent_if_full`] after filling it.
    pub fn batch(&mut self) -> &mut B {
        &mut self.batch
    }

    /// Sends the batch if it is full.
    #[inline]
    pub fn sent_if_full(&mut self) {
        if self.batch.is_full() {
            self.send();
        }
    }

    /// Sends the batch, and takes an emptied one back (or a new one).
    pub fn send(&mut self) {
        let next = self.emptied.try_recv().unwrap_or_else(|_| B::new());
        let batch = std::mem::replace(&mut self.batch, next);
        // A taker that is gone has panicked: whoever joins it says so.
        let _ = self.full.send(batch);
    }

    /// Sends what is left; the taker ends once it has taken it in.
    pub fn close(self) {
        // A taker that is gone has panicked: whoever joins it says so.
        let _ = self.full.send(self.batch);
    }
}

impl<B: Batch> Taker<B> {
    /// Takes in every batch in order with `take_in`, until the handoff is closed (or
    /// dropped).
    pub fn take_each(self, mut take_in: impl FnMut(&B)) {
        for mut batch in self.full {
            take_in(&batch);
            batch.clear();
            // The sender may have stopped: an emptied batch is then of no use.
            let _ = self.emptied.send(batch);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl<T: Send> Batch for Vec<T> {
        fn new() -> Vec<T> {
            Vec::with_capacity(1 << 14)
        }

        fn is_full(&self) -> bool {
            self.len() == self.capacity()
        }

        fn clear(&mut self) {
            Vec::clear(self);
        }
    }

    #[test]
    fn every_item_is_taken_in_once_in_order() {
        let (mut handoff, taker) = handoff::<Vec<u64>>();
        let taken = std::thread::scope(|scope| {
            let taking = scope.spawn(move || {
                let mut taken = Vec::new();
                taker.take_each(|batch| taken.extend_from_slice(batch));
                taken
            });
            for item in 0..100_000 {
                handoff.batch().push(item);
                handoff.sent_if_full();
            }
            handoff.close();
            taking.join().expect("the taker ends")
        });
        assert_eq!(taken, (0..100_000).collect::<Vec<u64>>());
    }
}
