//! MCTS's tree stays within the memory bound the command line refuses runs by: the bytes
//! asked of the allocator, counted by a wrapper round the system's, never pass it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use abtutor::setup::GameSpec;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller's layout, as the system allocator requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: a block this allocator handed out, with its layout.
        unsafe { System.dealloc(pointer, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn the_tree_of_mcts_stays_under_its_upper_bound() {
    for (game, iterations) in [
        (GameSpec::Kalah { pits: 6, seeds: 4 }, 60_000),
        (GameSpec::TicTacToe, 60_000),
        (GameSpec::Othello8, 20_000),
    ] {
        let before = LIVE.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        let result = game
            .monte_carlo_tree_search("", iterations, std::f64::consts::SQRT_2, 1)
            .expect("the start")
            .expect("a game to play");
        let grown = PEAK.load(Ordering::Relaxed) - before;
        let bound = game.mcts_bytes_upper_bound(iterations);
        assert!(result.nodes > 1, "{game}");
        assert!(
            grown as u64 <= bound,
            "{game}: {grown} bytes over the bound {bound}"
        );
        // A bound that says something: not ten times what is used.
        assert!(bound < 10 * grown as u64, "{game}: {grown} of {bound}");
    }
}
