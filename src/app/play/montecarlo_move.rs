//! The Play view's search as MCTS: N iterations from the position, off the UI thread; the
//! move is the most visited root child.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::app::player::job::JobError;
use crate::background::Background;
use crate::search::montecarlo::{DEFAULT_EXPLORATION, TreeSearch};
use crate::setup::GameSpec;

/// The seed every MCTS move of the Play view draws from, so that a game can be replayed.
pub const PLAY_SEED: u64 = 1;

/// What MCTS found before it played.
#[derive(Clone, Debug, PartialEq)]
pub struct MonteCarloMove {
    pub iterations: u32,
    pub seed: u64,
    /// The chosen move's visits and mean (a win 1, a draw ½, for the side that moved).
    pub visits: u32,
    pub mean: f64,
    /// Nodes of the tree MCTS grew.
    pub nodes: usize,
}

/// One MCTS run in progress.
pub struct MonteCarloJob {
    receiver: Receiver<Option<TreeSearch>>,
}

impl MonteCarloJob {
    /// Runs MCTS from the position `root` reaches; `wake` is called when it is done.
    pub fn start(
        game: GameSpec,
        root: String,
        iterations: u32,
        wake: impl Fn() + Send + 'static,
    ) -> MonteCarloJob {
        let (sender, receiver) = mpsc::channel();
        Background::start("mcts", move || {
            let found = game
                .monte_carlo_tree_search(&root, iterations, DEFAULT_EXPLORATION, PLAY_SEED)
                .ok()
                .flatten();
            // The game may have moved on: nobody to tell.
            let _ = sender.send(found);
            wake();
        });
        MonteCarloJob { receiver }
    }

    /// The move and what MCTS found, once done; `Ok(None)` while it runs.
    pub fn take_result(
        &self,
        iterations: u32,
    ) -> Result<Option<Option<(u8, MonteCarloMove)>>, JobError> {
        match self.receiver.try_recv() {
            Ok(found) => Ok(Some(found.map(|found| chosen(&found, iterations)))),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(JobError::Stopped),
        }
    }

    /// Blocks until done (for scripts and tests).
    pub fn wait_result(self, iterations: u32) -> Result<Option<(u8, MonteCarloMove)>, JobError> {
        let found = self.receiver.recv().map_err(|_| JobError::Stopped)?;
        Ok(found.map(|found| chosen(&found, iterations)))
    }
}

fn chosen(found: &TreeSearch, iterations: u32) -> (u8, MonteCarloMove) {
    let child = found.children[found.chosen];
    (
        child.mv,
        MonteCarloMove {
            iterations,
            seed: PLAY_SEED,
            visits: child.visits,
            mean: child.mean,
            nodes: found.nodes,
        },
    )
}
