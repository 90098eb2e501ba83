//! A search's figures without its frames: a plain alpha-beta searched over the game's rules,
//! its tree counted by position, gives the figures its recording would, without building
//! the tree or recording a frame.

use super::game_spec::with_rules;
use super::{GameSpec, SearchSetup};
use crate::game::{ConnectFour, Kalah, Othello, TextbookGame, TicTacToe};
use crate::search::{Mode, Score, Summary};
use crate::tree::{MAX_TREE_NODES, SubtreeCounter, estimate_within_reach, position_after};

impl SearchSetup {
    /// The summary and principal variation (moves from the root) this search's recording
    /// has, found without recording it: for alpha-beta with no table, whose every node
    /// entered is calculated once and every other node of the tree pruned, where the tree
    /// below the root can be counted within [`MAX_TREE_NODES`] (as it could be built).
    /// `None` where that does not hold.
    pub fn summary_over_rules(&self) -> Option<(Summary, Vec<u8>)> {
        let mode = self.mode;
        // No table, no solver's idea, one pass: what differs from alpha-beta is only these.
        let alpha_beta = Mode {
            order: mode.order,
            init_ab: mode.init_ab,
            window: mode.window,
            fail_soft: mode.fail_soft,
            cut_gt: mode.cut_gt,
            ..Mode::alpha_beta()
        };
        if mode != alpha_beta {
            return None;
        }
        let total = self.game.count_below(&self.root, self.depth)?;
        let game = self.game;
        let search = |mode: Mode| {
            let found =
                game.alpha_beta_over_rules_with_progress(&self.root, self.depth, mode, &mut |_| {});
            found.ok().flatten()
        };
        let found = search(mode)?;
        let plain = Mode {
            order: mode.order,
            ..Mode::alpha_beta()
        };
        let minimax = match mode == plain {
            true => found.value,
            false => search(plain)?.value,
        };
        let finite = |value: i16| (value.abs() <= Score::MAX_FINITE).then(|| Score::finite(value));
        let (value, minimax_value) = (finite(found.value)?, finite(minimax)?);
        let calculated = u32::try_from(found.visits).ok()?;
        let total = u32::try_from(total).ok()?;
        let summary = Summary {
            value,
            minimax_value,
            sound: value == minimax_value,
            calculated,
            pruned: total.checked_sub(calculated)?,
            visits: calculated,
            total,
            ratio: 100.0 * calculated as f64 / total.max(1) as f64,
            frames: usize::try_from(found.frames()).ok()?,
            iterations: Vec::new(),
            real: None,
            outgrown: false,
        };
        Some((summary, found.pv))
    }
}

impl GameSpec {
    /// The nodes of the tree below the position `root_moves` reach, down to `plies` plies
    /// (none: to the ends of games), counted by position; `None` where the tree would not
    /// be built (its estimate refuses it, or it has more than [`MAX_TREE_NODES`]) or for a
    /// line that is not played.
    pub fn count_below(self, root_moves: &str, plies: Option<u16>) -> Option<u64> {
        let view = self.view();
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves).ok()?;
            // As the tree's build, refused on its estimate before any count.
            estimate_within_reach(&rules, &root, plies).ok()?;
            SubtreeCounter::new(rules).count(&root, plies, MAX_TREE_NODES as u64)
        })
    }
}
