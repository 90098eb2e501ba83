//! The search the app opens with: its tree built and its search recorded, on another core
//! while the first frame lays out the rest of the window when the app opens a window, at
//! once otherwise.

use std::sync::Arc;
use std::thread::JoinHandle;

use crate::app::player::state::RecordedSearch;
use crate::app::player::view::{PlayerLayout, PlayerMessage, PlayerView};
use crate::search;
use crate::setup::{BIG_GAME_DEPTH, GameSpec, SearchSetup};
use crate::tree::Trees;

/// The settings' search, ready to show.
pub(super) struct Opening {
    pub(super) trees: Trees,
    pub(super) recorded: Arc<RecordedSearch>,
    /// Why the saved root was not searched.
    pub(super) message: Option<PlayerMessage>,
    /// Too big to build: it grows on the recording thread once the window is up, the
    /// game's start shown meanwhile.
    pub(super) grow_when_shown: bool,
}

impl Opening {
    /// Builds the tree of `setup`'s search (or, where it cannot, of the game's start) and
    /// records the search.
    pub(super) fn prepare(setup: &SearchSetup) -> Opening {
        let mut trees = Trees::default();
        let mut message = None;
        let mut grow_when_shown = false;
        let (game, depth) = (setup.game, setup.depth);
        let (tree, root) = trees
            .get_to_depth(game, &setup.root, depth)
            .or_else(|error| {
                if setup.grows_instead(&error) {
                    // Too big to build: it grows on the recording thread, as a Run would.
                    grow_when_shown = true;
                    let shallow = depth.map(|plies| plies.min(BIG_GAME_DEPTH));
                    return trees.get_to_depth(game, "", shallow);
                }
                message = Some(PlayerMessage::StartRootRefused {
                    game,
                    root: setup.root.clone(),
                    error,
                });
                trees.get(game, "")
            })
            .or_else(|_| trees.get(GameSpec::TicTacToe, ""))
            .expect("the tic-tac-toe tree always fits");
        let trace = search::record(&tree, root, setup.mode);
        let mut recorded = RecordedSearch::new(tree, trace);
        // Only the settings' own search says its limit is never reached.
        if message.is_none() && !grow_when_shown {
            recorded.depth_never_reached = setup.depth_never_reached();
        }
        Opening {
            trees,
            recorded: Arc::new(recorded),
            message,
            grow_when_shown,
        }
    }

    /// Stands in while the opening search is prepared elsewhere, never drawn: the game's
    /// start alone, recorded in microseconds.
    pub(super) fn stand_in(game: GameSpec) -> Opening {
        let mut trees = Trees::default();
        let (tree, root) = trees
            .get_to_depth(game, "", Some(0))
            .or_else(|_| trees.get_to_depth(GameSpec::TicTacToe, "", Some(0)))
            .expect("a root alone always fits");
        let trace = search::record(&tree, root, search::Mode::default());
        Opening {
            trees: Trees::default(),
            recorded: Arc::new(RecordedSearch::new(tree, trace)),
            message: None,
            grow_when_shown: false,
        }
    }

    /// The player showing this search, and why it is not the one asked for, if it is not.
    pub(super) fn player_view(&mut self, speed: f64) -> PlayerView {
        let recorded = Arc::clone(&self.recorded);
        let mut view = PlayerView::with_layout(recorded, speed, PlayerLayout::Window);
        if let Some(message) = self.message.take() {
            view.tell(message);
        }
        view
    }
}

/// The opening search being prepared on another thread.
pub(super) type Preparing = JoinHandle<Opening>;
