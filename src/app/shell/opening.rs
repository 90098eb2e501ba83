//! The search the app opens with: its tree built and its search recorded, on another core
//! while the first frame lays out the rest of the window when the app opens a window, at
//! once otherwise. A search from the game's start that grows its own tree in a moment is
//! first shown over that tree, whose first frame is drawn exactly as the complete tree's,
//! then over the complete tree, built meanwhile.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};

use crate::app::player::state::RecordedSearch;
use crate::app::player::tree_layout::max_depth_for;
use crate::app::player::view::{PlayerLayout, PlayerMessage, PlayerView};
use crate::search;
use crate::setup::{BIG_GAME_DEPTH, GameSpec, SearchSetup};
use crate::tree::{BuildWatch, HiddenCounting, MAX_TREE_NODES, Trees};

/// Visits past which a search's own tree is too slow to grow for the first frame.
const QUICK_VISITS: u64 = 100_000;
/// Random lines of play that estimate the complete tree's size: enough to tell a tree
/// far too big to build.
const ESTIMATE_LINES: u32 = 256;

/// The settings' search, ready to show.
pub(super) struct Opening {
    pub(super) trees: Trees,
    pub(super) recorded: Arc<RecordedSearch>,
    /// Why the saved root was not searched.
    pub(super) message: Option<PlayerMessage>,
    /// Too big to build: it grows on the recording thread once the window is up, the
    /// game's start shown meanwhile.
    pub(super) grow_when_shown: bool,
    /// Recorded over the tree the search grew: the same search over the complete tree
    /// comes next.
    pub(super) first_of_two: bool,
    /// The options its search was recorded with, when they are the settings'.
    pub(super) setup: Option<SearchSetup>,
}

impl Opening {
    /// Builds the tree of `setup`'s search (or, where it cannot, of the game's start) and
    /// records the search.
    pub(super) fn prepare(setup: &SearchSetup) -> Opening {
        Opening::prepare_knowing(setup, None)
    }

    /// As [`Opening::prepare`], the depth limit's note already worked out, if `known`.
    fn prepare_knowing(setup: &SearchSetup, known: Option<Option<(u16, u16)>>) -> Opening {
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
            recorded.depth_never_reached = known.unwrap_or_else(|| setup.depth_never_reached());
        }
        Opening {
            trees,
            recorded: Arc::new(recorded),
            setup: (message.is_none() && !grow_when_shown).then(|| setup.clone()),
            message,
            grow_when_shown,
            first_of_two: false,
        }
    }

    /// `setup`'s search over the tree it grows, where it searches from the game's start,
    /// grows its tree within [`QUICK_VISITS`] visits and draws its first frame exactly as
    /// over the complete tree; `None` otherwise. Its frames are the complete tree's.
    pub(super) fn prepare_grown(setup: &SearchSetup) -> Option<Opening> {
        if !setup.root.is_empty() || !setup.grows() {
            return None;
        }
        // Only where the complete tree follows: a bigger search grows on the recording
        // thread once the window is up.
        let estimate = (setup.game).estimate_to_depth(&setup.root, setup.depth, ESTIMATE_LINES)?;
        if estimate > MAX_TREE_NODES as f64 {
            return None;
        }
        let too_slow = AtomicBool::new(false);
        let mut progress = |visits: u64| {
            if visits > QUICK_VISITS {
                too_slow.store(true, Ordering::Relaxed);
            }
        };
        let mut quiet = |_: f32| {};
        let mut watch = BuildWatch::new(&mut quiet, &too_slow);
        // The complete tree is small enough to count below every cut exactly, as it does.
        let exactly = HiddenCounting {
            exact_plies: u16::MAX,
            ..HiddenCounting::default()
        };
        let grown = setup.grow_counting(exactly, &mut progress, &mut watch);
        let (tree, root) = grown.ok()?;
        let mut ignore = |_| {};
        let grown = (Arc::new(tree), root);
        let (tree, trace) = (setup.record(grown, &mut |_| {}, &mut ignore, &too_slow)).ok()?;
        // The first frame draws the root's children alone (lines go on five plies or more
        // below it): the complete tree's own, where the search expanded each of them. Its
        // figures are the complete tree's where the real tree was counted, not estimated.
        let (root, root_depth) = (trace.root(), tree.depth(trace.root()));
        let one_level = max_depth_for(root_depth, tree.max_depth()) == root_depth + 1;
        let expanded = tree.children(root).all(|child| !tree.is_unexpanded(child));
        let counted = trace
            .summary()
            .real
            .as_ref()
            .is_some_and(|real| !real.estimated);
        if !(one_level && expanded && counted) {
            return None;
        }
        let mut recorded = RecordedSearch::new(tree, trace);
        recorded.depth_never_reached = setup.depth_never_reached();
        Some(Opening {
            trees: Trees::default(),
            recorded: Arc::new(recorded),
            message: None,
            grow_when_shown: false,
            first_of_two: true,
            setup: Some(setup.clone()),
        })
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
            first_of_two: false,
            setup: None,
        }
    }

    /// The player showing this search, and why it is not the one asked for, if it is not.
    pub(super) fn player_view(&mut self, speed: f64) -> PlayerView {
        let recorded = Arc::clone(&self.recorded);
        let mut view = PlayerView::with_layout(recorded, speed, PlayerLayout::Window);
        view.set_shown_setup(self.setup.clone());
        if let Some(message) = self.message.take() {
            view.show_message(message);
        }
        view
    }
}

/// The opening search being prepared on another thread: over the tree it grows first,
/// where that is quick, then over the complete tree.
pub(super) struct Preparing {
    openings: Receiver<Opening>,
    /// The search over the tree it grew, shown until the complete tree's comes, and the
    /// frame that showed it.
    pub(super) shown_first: Option<(Arc<RecordedSearch>, u64)>,
    /// Tells the thread the first frame is drawn: the complete tree may be built.
    go_on: Option<Sender<()>>,
}

impl Preparing {
    /// Starts preparing `setup`'s search on another thread; `None` where no thread starts.
    pub(super) fn start(setup: SearchSetup) -> Option<Preparing> {
        let (sender, openings) = std::sync::mpsc::channel();
        let (go_on, going_on) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new().name("opening".to_string());
        let handle = thread
            .spawn(move || prepare_both(&setup, &sender, &going_on))
            .ok()?;
        start_elsewhere(&handle);
        Some(Preparing {
            openings,
            shown_first: None,
            go_on: Some(go_on),
        })
    }

    /// The next opening to come, waiting for it; `None` where its thread failed.
    pub(super) fn next(&mut self) -> Option<Opening> {
        if self.shown_first.is_some() {
            self.first_frame_drawn();
        }
        self.openings.recv().ok()
    }

    /// The first frame is drawn: the complete tree is built now.
    pub(super) fn first_frame_drawn(&mut self) {
        if let Some(go_on) = self.go_on.take() {
            // A thread that failed is found when its opening is waited for.
            let _ = go_on.send(());
        }
    }
}

/// Sends the search over the tree it grows, where that is quick, then, once `go_on` says
/// its first frame is drawn, over the complete tree.
fn prepare_both(setup: &SearchSetup, openings: &Sender<Opening>, go_on: &Receiver<()>) {
    let mut known = None;
    if let Some(grown) = Opening::prepare_grown(setup) {
        // The complete tree's search has the same limit: its note is the same.
        known = Some(grown.recorded.depth_never_reached);
        // The window's first frame has the cores to itself; a closed window needs no more.
        if openings.send(grown).is_err() || go_on.recv().is_err() {
            return;
        }
    }
    // The app may be gone already: nobody is left to tell.
    let _ = openings.send(Opening::prepare_knowing(setup, known));
}

/// Moves a thread just started off this core: a new thread can wait behind the one that
/// started it until the scheduler next balances its cores (milliseconds, here), however
/// idle the others are. The thread stays on the others while it lives: a moment.
fn start_elsewhere<T>(thread: &std::thread::JoinHandle<T>) {
    #[cfg(not(target_os = "linux"))]
    let _ = thread;
    #[cfg(target_os = "linux")]
    // SAFETY: the sets are plain bit sets filled here; the thread's handle outlives the call.
    unsafe {
        use std::os::unix::thread::JoinHandleExt;
        let set_size = size_of::<libc::cpu_set_t>();
        let mut others: libc::cpu_set_t = std::mem::zeroed();
        if libc::sched_getaffinity(0, set_size, &mut others) != 0 {
            return;
        }
        let here = libc::sched_getcpu();
        let in_set = usize::try_from(here).is_ok_and(|cpu| cpu < 8 * set_size);
        if !in_set || libc::CPU_COUNT(&others) < 2 {
            return;
        }
        libc::CPU_CLR(here as usize, &mut others);
        // A refusal leaves it where it is, which only costs the window time.
        let _ = libc::pthread_setaffinity_np(thread.as_pthread_t(), set_size, &others);
    }
}
