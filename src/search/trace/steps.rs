//! A fingerprint of a search's steps: each frame's status, its node (by depth and the move
//! that led there), its window and its score, in order. It leaves out what follows from
//! them (the counters) and what depends on how the tree was laid out (node ids), so that a
//! search over the rules that keeps no tree, the solver, can take it as it goes, and the
//! player can check a search it records again against it.

use crate::search::frame::Status;
use crate::search::score::Score;
use crate::search::trace::Trace;
use crate::tree::{NO_MOVE, Tree};

/// The fingerprint of the steps taken so far, with the frames and the entries counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepFingerprint {
    hash: u64,
    frames: usize,
    visits: u32,
}

impl Default for StepFingerprint {
    fn default() -> StepFingerprint {
        StepFingerprint {
            hash: 0x243f_6a88_85a3_08d3,
            frames: 0,
            visits: 0,
        }
    }
}

/// A multiplier with well-mixed bits (2^64 / φ).
const MIX: u64 = 0x9e37_79b9_7f4a_7c15;

impl StepFingerprint {
    /// One frame: the node is `depth` stones or plies from the game's start, reached by
    /// `last_move`; the window and score are the first player's, as frames keep them.
    #[inline]
    pub fn take(
        &mut self,
        status: Status,
        (depth, last_move): (u16, u8),
        (alpha, beta): (Score, Score),
        extra: Score,
    ) {
        let window = u64::from(alpha.bits()) | u64::from(beta.bits()) << 16;
        let step = window | u64::from(extra.bits()) << 32 | (status as u64) << 48;
        let node = u64::from(depth) | u64::from(last_move) << 16;
        self.mix(step);
        self.mix(node);
        self.frames += 1;
        if status == Status::Start {
            self.visits += 1;
        }
    }

    #[inline]
    fn mix(&mut self, word: u64) {
        let mixed = (self.hash ^ word).wrapping_mul(MIX);
        self.hash = mixed ^ (mixed >> 29);
    }

    /// The fingerprint of every step taken.
    pub fn value(&self) -> u64 {
        let mut last = *self;
        last.mix(self.frames as u64);
        last.hash
    }

    /// The frames taken.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The start frames taken: the entries of a search whose table hits are no visits.
    pub fn visits(&self) -> u32 {
        self.visits
    }
}

impl Trace {
    /// The fingerprint of this search's steps, its nodes found in `tree` (the tree it was
    /// recorded over): equal for two recordings of the same search, however each tree was
    /// built.
    pub fn step_fingerprint(&self, tree: &Tree) -> u64 {
        let mut fingerprint = StepFingerprint::default();
        for frame in self.frames() {
            let node = (
                tree.depth(frame.node) as u16,
                tree.last_move(frame.node).unwrap_or(NO_MOVE),
            );
            let window = (frame.alpha, frame.beta);
            fingerprint.take(frame.status, node, window, frame.extra);
        }
        fingerprint.value()
    }
}
