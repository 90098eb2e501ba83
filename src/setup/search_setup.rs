//! One search as the tutor describes it everywhere: game, root, depth limit and mode.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

use serde::{Deserialize, Serialize};

use super::GameSpec;
use crate::search::{self, Mode, ModeConflict, Score, Stopped, Trace};
use crate::tree::{
    BuildWatch, HiddenCounting, MAX_COMPLETE_GROWTH, MAX_SOLVING_GROWTH, NodeId, Tree, TreeError,
    TreeSize,
};

/// The depth limit a game too big to search whole starts with.
pub const BIG_GAME_DEPTH: u16 = 8;

/// The deepest a search deepened to a time budget goes.
pub const MAX_BUDGET_PLIES: u16 = 60;

/// What recording a search costs beside searching it unrecorded: about five times (Kalah(6,4)
/// 20 plies deep, evaluation order: 21.6–23.4 s grown and recorded, 4.1–4.5 s unrecorded).
const RECORDING_COST: f64 = 5.0;

/// Which search: the settings, the notebook's cells and the command line all name one so,
/// and embed it with `#[serde(flatten)]` under the field names their files already use.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SearchSetup {
    /// Tic-tac-toe goes unnamed, as the first lessons' cells leave it.
    #[serde(default, skip_serializing_if = "is_tic_tac_toe")]
    pub game: GameSpec,
    /// The search root as moves from the start in the game's notation, e.g. `00,10,20`.
    #[serde(default)]
    pub root: String,
    /// Plies searched below the root, when limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u16>,
    #[serde(default)]
    pub mode: Mode,
}

fn is_tic_tac_toe(game: &GameSpec) -> bool {
    *game == GameSpec::TicTacToe
}

impl SearchSetup {
    pub fn new(game: GameSpec, root: impl Into<String>, depth: Option<u16>, mode: Mode) -> Self {
        SearchSetup {
            game,
            root: root.into(),
            depth,
            mode,
        }
    }

    /// The search a game starts with: from its start, the depth limit it needs (none where
    /// its whole tree can be searched), the default search's options.
    pub fn defaults_for(game: GameSpec) -> SearchSetup {
        let mut setup = SearchSetup {
            game,
            ..SearchSetup::default()
        };
        setup.fit_to_game();
        setup
    }

    /// The mode each iteration of a deepening to a time budget searches with: this one's,
    /// one depth at a time; `None` where that is more than plain alpha-beta.
    fn deepening_mode(&self) -> Option<Mode> {
        let mode = Mode {
            iterative: false,
            ..self.mode
        };
        // Each iteration is a plain alpha-beta over the rules, which may grow its tree.
        mode.is_plain_alpha_beta().then_some(mode)
    }

    /// Whether this search can be deepened to a time budget (see [`SearchSetup::depth_within`]).
    pub fn deepens_to_budget(&self) -> bool {
        self.deepening_mode().is_some()
    }

    /// The deepest depth limit this search can be deepened to and then recorded within
    /// `budget`: 1, 2, … plies searched over the rules unrecorded, the next iteration begun
    /// only while it and its recording (its time guessed from the last iteration's, times
    /// the last growth) still fit. At least one ply; no deeper than the game goes (an
    /// iteration that visits no more than the last). `Ok(None)` where the mode is more than
    /// plain alpha-beta; refused when `cancel` is raised between iterations.
    pub fn depth_within(
        &self,
        budget: Duration,
        cancel: &AtomicBool,
    ) -> Result<Option<u16>, TreeError> {
        let Some(mode) = self.deepening_mode() else {
            return Ok(None);
        };
        let started = Instant::now();
        let (mut reached, mut last_visits) = (0u16, 0u64);
        let mut last_seconds: Option<f64> = None;
        let mut growth = 8.0;
        while reached < MAX_BUDGET_PLIES {
            if cancel.load(Ordering::Relaxed) {
                return Err(TreeError::Cancelled);
            }
            let plies = reached + 1;
            let iteration = Instant::now();
            let searched = self.game.alpha_beta_over_rules_with_progress(
                &self.root,
                Some(plies),
                mode,
                &mut |_| {},
            )?;
            let Some(searched) = searched else {
                return Ok(None);
            };
            let seconds = iteration.elapsed().as_secs_f64();
            if reached > 0 && searched.visits <= last_visits {
                // The game ends within the last depth: deeper searches nothing more.
                break;
            }
            if let Some(last) = last_seconds.filter(|&last| last > 1e-4) {
                growth = (seconds / last).clamp(1.5, 50.0);
            }
            (reached, last_visits, last_seconds) = (plies, searched.visits, Some(seconds));
            let next = seconds * growth * (1.0 + RECORDING_COST);
            if started.elapsed().as_secs_f64() + next > budget.as_secs_f64() {
                break;
            }
        }
        Ok(Some(reached.max(1)))
    }

    /// Every way the options misfit the game or the depth limit, refused or not.
    pub fn conflicts(&self) -> Vec<ModeConflict> {
        let mut conflicts = self.mode.conflicts(self.game.view().as_ref());
        if self.mode.iterative && self.depth.is_none() {
            conflicts.push(ModeConflict::IterativeWithoutDepthLimit);
        }
        if self.mode.solves_to_the_end() && self.depth.is_some() {
            conflicts.push(ModeConflict::SolvingUnderDepthLimit);
        }
        if let Some(suggested) = self.depth_limit_needed() {
            conflicts.push(ModeConflict::DepthLimitNeeded {
                game: self.game.view().name(),
                suggested,
            });
        }
        conflicts
    }

    /// A depth limit that never stops this search, every line of play from its root ending
    /// sooner: the limit and the plies within which every line ends.
    pub fn depth_never_reached(&self) -> Option<(u16, u16)> {
        let plies = self.depth?;
        let longest = self.game.longest_line_under(&self.root, plies)?;
        Some((plies, longest))
    }

    /// The first option refused with this game and depth limit, if any. A game too big to
    /// search whole is not refused here: its tree's build says whether the root's subtree
    /// fits.
    pub fn check(&self) -> Result<(), ModeConflict> {
        self.mode.check(self.game.view().as_ref())?;
        if self.mode.iterative && self.depth.is_none() {
            return Err(ModeConflict::IterativeWithoutDepthLimit);
        }
        if self.mode.solves_to_the_end() && self.depth.is_some() {
            return Err(ModeConflict::SolvingUnderDepthLimit);
        }
        Ok(())
    }

    /// Makes the setup searchable as the UI does when a game is picked (or settings saved
    /// with another are loaded): a depth limit for a game too big to search whole, then
    /// [`SearchSetup::fit_options`]; what it changed.
    pub fn fit_to_game(&mut self) -> Vec<ModeConflict> {
        let mut changed = Vec::new();
        if let Some(suggested) = self.depth_limit_needed() {
            self.depth = Some(suggested);
            changed.push(ModeConflict::DepthLimitNeeded {
                game: self.game.view().name(),
                suggested,
            });
        }
        changed.extend(self.fit_options());
        changed
    }

    /// Turns off what the game or a missing depth limit refuses (shortest victory,
    /// store-first order, iterative deepening), leaving the depth limit as the user set
    /// it: what the options panel does after every change; what it changed.
    pub fn fit_options(&mut self) -> Vec<ModeConflict> {
        let mut changed = self.mode.fit_to(self.game.view().as_ref());
        if self.mode.iterative && self.depth.is_none() {
            self.mode.iterative = false;
            changed.push(ModeConflict::IterativeWithoutDepthLimit);
        }
        if self.mode.solves_to_the_end() && self.depth.is_some() {
            self.mode.drop_solver_ideas(true);
            changed.push(ModeConflict::SolvingUnderDepthLimit);
        }
        changed
    }

    /// The depth limit to set when none is set and the tree below the root is too big to
    /// search whole.
    fn depth_limit_needed(&self) -> Option<u16> {
        let needed = self.depth.is_none() && self.game.needs_depth_limit_below(&self.root);
        needed.then_some(BIG_GAME_DEPTH)
    }

    /// Whether the search can grow its own tree where the tree is too big to build: plain
    /// alpha-beta, under a depth limit or to the ends of games (any root window, fail-soft
    /// or not, either cut rule, any table), in an order that needs no child's exact value;
    /// or scout, PVS, MTD(f), aspiration or iterative deepening, recorded over the tree that
    /// alpha-beta grows, grown further where they go outside it.
    pub fn grows(&self) -> bool {
        self.mode.grower().is_some()
    }

    /// Whether a search whose tree was refused with `error` grows its own instead: the tree
    /// is too big to build and the search can grow one — to the ends of games only where
    /// the whole tree is estimated within [`MAX_COMPLETE_GROWTH`], for alpha-beta to end.
    pub fn grows_instead(&self, error: &TreeError) -> bool {
        match error {
            TreeError::TooBig {
                size: TreeSize::Estimated { nodes, .. },
                ..
            } => self.grows_a_tree_of(*nodes),
            TreeError::TooBig { .. } => self.grows(),
            _ => false,
        }
    }

    /// Whether the search grows a tree estimated at `nodes` (to its depth limit, or to the
    /// ends of games, where that must be within [`MAX_COMPLETE_GROWTH`] for alpha-beta to end).
    pub fn grows_a_tree_of(&self, nodes: f64) -> bool {
        let limit = match self.mode.solves_to_the_end() {
            true => MAX_SOLVING_GROWTH,
            false => MAX_COMPLETE_GROWTH,
        };
        self.grows() && (self.depth.is_some() || nodes <= limit)
    }

    /// The tree `built` for this search, or, where that was too big and the search can
    /// grow its own, the tree it grows (`tell`, a progress callback, gets its visits, `watch` stops it).
    pub fn or_grown<T: From<Tree>>(
        &self,
        built: Result<(T, NodeId), TreeError>,
        tell: &mut dyn FnMut(u64),
        watch: &mut BuildWatch,
    ) -> Result<(T, NodeId), TreeError> {
        self.or_grown_counting(built, HiddenCounting::default(), tell, watch)
    }

    /// As [`SearchSetup::or_grown`], the real tree below a grown tree's unexpanded nodes
    /// counted as `counting` says.
    pub fn or_grown_counting<T: From<Tree>>(
        &self,
        built: Result<(T, NodeId), TreeError>,
        counting: HiddenCounting,
        tell: &mut dyn FnMut(u64),
        watch: &mut BuildWatch,
    ) -> Result<(T, NodeId), TreeError> {
        match built {
            Err(error) if self.grows_instead(&error) => self
                .grow_counting(counting, tell, watch)
                .map(|(tree, root)| (T::from(tree), root)),
            built => built,
        }
    }

    /// The tree this search grows (see [`GameSpec::grow`]), with the real tree counted
    /// below its unexpanded nodes as usual; `tell`, a progress callback, gets the visits so far.
    pub fn grow(
        &self,
        tell: &mut dyn FnMut(u64),
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError> {
        self.grow_counting(HiddenCounting::default(), tell, watch)
    }

    /// As [`SearchSetup::grow`], the real tree below its unexpanded nodes counted as
    /// `counting` says.
    pub fn grow_counting(
        &self,
        counting: HiddenCounting,
        tell: &mut dyn FnMut(u64),
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError> {
        let grown = self
            .game
            .grow(&self.root, self.depth, self.mode, counting, tell, watch)?;
        // Only a plain alpha-beta grows, and `grows` says which.
        let (tree, root) = grown.ok_or(TreeError::Cancelled)?;
        // What an outgrown search recorded is kept only where it is one pass of frames.
        match tree.outgrown_refusal() {
            Some(refusal) if !self.keeps_outgrown() => Err(refusal),
            _ => Ok((tree, root)),
        }
    }

    /// Whether the part of this search recorded before it outgrew its tree can be kept
    /// and shown: a single pass that enters each node once (no iterations, passes or
    /// re-searches), so its frames up to there are the real search's.
    pub fn keeps_outgrown(&self) -> bool {
        let search = self.mode.search;
        !self.mode.iterative && !search.in_passes() && !search.searches_again()
    }

    /// This search recorded over `tree` (built, or grown by its alpha-beta) from `root`.
    /// Over a grown tree, where a table or a narrower window takes the search to nodes the
    /// tree left unexpanded, the tree grows there and the search is recorded again, until
    /// it stays inside: the tree it ends with and the trace. `progress` is called with each
    /// recording's share, `round` the number of each recording after the first; `cancel`
    /// stops it.
    pub fn record(
        &self,
        (mut tree, root): (Arc<Tree>, NodeId),
        progress: &mut dyn FnMut(f32),
        round: &mut dyn FnMut(u32),
        cancel: &AtomicBool,
    ) -> Result<(Arc<Tree>, Trace), TreeError> {
        // An outgrown tree grows no further: its search is recorded up to where it stopped.
        if tree.outgrown_limit().is_some() {
            let recorded = search::record_outgrown(&tree, root, self.mode, progress, cancel);
            return recorded
                .map(|trace| (tree, trace))
                .map_err(|_| TreeError::Cancelled);
        }
        let mut number = 1;
        loop {
            if number > 1 {
                round(number);
            }
            number += 1;
            // A node the tree lacks takes the value alpha-beta over the rules gives it with
            // the window it was entered with: the search goes on much as it will once the
            // tree grows there, and finds most of what it needs in one round.
            let mut stand_in = |node: NodeId, window: (Score, Score), plies: Option<u16>| {
                self.stand_in_value(&tree, node, window, plies)
            };
            let recorded =
                search::record_reaching(&tree, root, self.mode, progress, cancel, &mut stand_in);
            match recorded {
                Ok(trace) => return Ok((tree, trace)),
                Err(Stopped::Unexpanded(nodes)) if !cancel.load(Ordering::Relaxed) => {
                    let mut quiet = |_: f32| {};
                    let mut watch = BuildWatch::new(&mut quiet, cancel);
                    // A grown tree is its search's own: only a built one is shared.
                    let owned = Arc::try_unwrap(tree)
                        .ok()
                        .expect("a grown tree is unshared");
                    tree = Arc::new(self.game.grow_at(owned, self.mode, &nodes, &mut watch)?);
                }
                Err(_) => return Err(TreeError::Cancelled),
            }
        }
    }

    /// The value alpha-beta of this search's order, with `window` and no table, gives
    /// `node` of `tree` (a grown tree's unexpanded node), searched over the rules `plies`
    /// deep (none: to the ends of games).
    fn stand_in_value(
        &self,
        tree: &Tree,
        node: NodeId,
        window: (Score, Score),
        plies: Option<u16>,
    ) -> Option<Score> {
        let grower = self.mode.grower()?;
        // A node inside a bisection's pass is searched with its window, in one pass.
        let mode = Mode {
            window: Some(window),
            search: search::SearchKind::AlphaBeta,
            ..grower
        };
        let moves = tree.notation(node);
        let found =
            (self.game).alpha_beta_over_rules_with_progress(&moves, plies, mode, &mut |_| {});
        let value = found.ok()??.value;
        Some(Score::finite(value))
    }

    /// The tree this search runs on and its root node.
    pub fn tree(&self) -> Result<(Tree, NodeId), TreeError> {
        self.game.tree_to_depth(&self.root, self.depth)
    }
}

/// Sets a depth limit for a game too big to search whole, when none is set.
pub fn limit_depth_for(game: GameSpec, depth: &mut Option<u16>) {
    if let Some(limit) = depth_limit_needed(game, *depth) {
        *depth = Some(limit);
    }
}

/// The depth limit to set for `game` when it has none and is too big to search whole.
pub fn depth_limit_needed(game: GameSpec, depth: Option<u16>) -> Option<u16> {
    (depth.is_none() && game.needs_depth_limit()).then_some(BIG_GAME_DEPTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kalah_6_4() -> SearchSetup {
        let order = search::ChildOrder::Evaluation;
        let mode = Mode {
            order,
            ..Mode::alpha_beta()
        };
        SearchSetup::new(GameSpec::Kalah { pits: 6, seeds: 4 }, "", None, mode)
    }

    #[test]
    fn no_time_at_all_still_searches_one_ply() {
        let depth = kalah_6_4().depth_within(Duration::ZERO, &AtomicBool::new(false));
        assert_eq!(depth.expect("the start"), Some(1));
    }

    #[test]
    fn a_long_budget_stops_where_the_game_ends() {
        // Tic-tac-toe from a corner and the centre lasts seven plies more at most.
        let setup = SearchSetup::new(GameSpec::TicTacToe, "00,11", None, Mode::alpha_beta());
        let depth = setup.depth_within(Duration::from_secs(60), &AtomicBool::new(false));
        assert_eq!(depth.expect("the root"), Some(7));
    }

    #[test]
    fn more_time_searches_deeper_and_minimax_is_not_deepened() {
        let never = AtomicBool::new(false);
        let short = kalah_6_4().depth_within(Duration::from_millis(1), &never);
        let long = kalah_6_4().depth_within(Duration::from_millis(300), &never);
        assert!(long.expect("the start") > short.expect("the start"));
        let minimax = SearchSetup {
            mode: Mode::minimax(),
            ..kalah_6_4()
        };
        assert!(!minimax.deepens_to_budget());
        assert_eq!(minimax.depth_within(Duration::ZERO, &never), Ok(None));
        let cancelled = kalah_6_4().depth_within(Duration::ZERO, &AtomicBool::new(true));
        assert_eq!(cancelled, Err(TreeError::Cancelled));
    }
}
