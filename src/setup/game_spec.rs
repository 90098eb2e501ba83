//! Which game, as the command line, the settings and the notebook files name it.

use std::sync::Arc;

use crate::game::{
    ConnectFour, Game, GameView, Kalah, Othello, TextbookError, TextbookGame, TextbookId, TicTacToe,
};
use crate::search::{AlphaBetaRules, ChildOrder, Mode, RulesSearch, Score, TableKind};
use crate::tree::{
    BuildWatch, GrowingTree, HiddenCounting, MAX_TREE_NODES, NodeId, PathError, Tree, TreeError,
    TreeShape, TreeSource, check_moves, estimate_best_order_visits, estimate_nodes,
    estimate_nodes_sampled, grown_node_limit, longest_line_under, position_after, tree_for_root,
};

/// The largest Kalah the tutor builds: more pits or seeds overflow its position keys.
pub const MAX_KALAH_PITS: u8 = 6;
pub const MAX_KALAH_SEEDS: u8 = 8;

/// Runs `$body` with `$rules` bound to the rules of the game `$spec` names.
macro_rules! with_rules {
    ($spec:expr, $rules:ident => $body:expr) => {
        match $spec {
            GameSpec::TicTacToe => {
                let $rules = TicTacToe;
                $body
            }
            GameSpec::Othello4 => {
                let $rules = Othello::new(4);
                $body
            }
            GameSpec::Othello6 => {
                let $rules = Othello::new(6);
                $body
            }
            GameSpec::Othello8 => {
                let $rules = Othello::new(8);
                $body
            }
            GameSpec::OthelloPositional { size } => {
                let $rules = Othello::positional(size as u32);
                $body
            }
            GameSpec::Kalah { pits, seeds } => {
                let $rules = Kalah::new(pits, seeds);
                $body
            }
            GameSpec::ConnectFour { columns, rows } => {
                let $rules = ConnectFour::new(columns, rows);
                $body
            }
            GameSpec::Textbook(id) => {
                let $rules = TextbookGame::new(id);
                $body
            }
        }
    };
}
pub(super) use with_rules;

/// A game and its size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameSpec {
    #[default]
    TicTacToe,
    /// Othello on a 4×4 board.
    Othello4,
    /// Othello on a 6×6 board: searchable with a depth limit only.
    Othello6,
    /// Standard Othello on the 8×8 board: searchable with a depth limit only.
    Othello8,
    /// Othello whose horizon leaves are valued by corner and edge weights.
    OthelloPositional { size: u8 },
    /// Kalah with `pits` pits a side and `seeds` seeds in each at the start.
    Kalah { pits: u8, seeds: u8 },
    /// Connect Four on `columns` × `rows` (7 × 6 is the standard board).
    ConnectFour { columns: u8, rows: u8 },
    /// A textbook tree with numbers at its leaves (written `tree:((3,12,8),(2,4,6))`).
    Textbook(TextbookId),
}

/// The trees cache builds and recognises this game's trees.
impl TreeSource for GameSpec {
    fn is_game_of(self, tree: &Tree) -> bool {
        GameSpec::of(tree.view()) == self
    }

    fn build(
        self,
        root_moves: &str,
        depth: Option<u16>,
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError> {
        self.tree_to_depth_watched(root_moves, depth, watch)
    }
}

impl GameSpec {
    /// The games offered in the app's picker.
    pub const PRESETS: [GameSpec; 13] = [
        GameSpec::TicTacToe,
        GameSpec::Othello4,
        GameSpec::Othello6,
        GameSpec::OthelloPositional { size: 6 },
        GameSpec::Othello8,
        GameSpec::OthelloPositional { size: 8 },
        GameSpec::Kalah { pits: 3, seeds: 2 },
        GameSpec::Kalah { pits: 4, seeds: 1 },
        GameSpec::Kalah { pits: 3, seeds: 3 },
        // The standard game: searchable with a depth limit only.
        GameSpec::Kalah { pits: 6, seeds: 4 },
        // Small enough to solve whole with a table in class.
        GameSpec::ConnectFour {
            columns: 4,
            rows: 4,
        },
        GameSpec::ConnectFour {
            columns: 5,
            rows: 4,
        },
        GameSpec::CONNECT_FOUR,
    ];

    /// Connect Four on its standard 7 × 6 board.
    pub const CONNECT_FOUR: GameSpec = GameSpec::ConnectFour {
        columns: 7,
        rows: 6,
    };

    pub fn view(self) -> Arc<dyn GameView> {
        match self {
            GameSpec::TicTacToe => Arc::new(TicTacToe),
            GameSpec::Othello4 => Arc::new(Othello::new(4)),
            GameSpec::Othello6 => Arc::new(Othello::new(6)),
            GameSpec::Othello8 => Arc::new(Othello::new(8)),
            GameSpec::OthelloPositional { size } => Arc::new(Othello::positional(size as u32)),
            GameSpec::Kalah { pits, seeds } => Arc::new(Kalah::new(pits, seeds)),
            GameSpec::ConnectFour { columns, rows } => Arc::new(ConnectFour::new(columns, rows)),
            GameSpec::Textbook(id) => Arc::new(TextbookGame::new(id)),
        }
    }

    /// The tree holding the position reached by `root_moves` (the game's notation), and
    /// that node: the full tree when it fits, else the moves' chain and the root's subtree.
    pub fn tree_for_root(self, root_moves: &str) -> Result<(Tree, NodeId), TreeError> {
        self.tree_shaped(
            root_moves,
            TreeShape::FullWhenSmall,
            &mut BuildWatch::default(),
        )
    }

    /// Only the moves' chain and the complete tree below the position they reach.
    pub fn tree_below(self, root_moves: &str) -> Result<(Tree, NodeId), TreeError> {
        self.tree_shaped(root_moves, TreeShape::BelowRoot, &mut BuildWatch::default())
    }

    /// As [`GameSpec::tree_for_root`], or down to `depth` plies below the root when given.
    pub fn tree_to_depth(
        self,
        root_moves: &str,
        depth: Option<u16>,
    ) -> Result<(Tree, NodeId), TreeError> {
        self.tree_to_depth_watched(root_moves, depth, &mut BuildWatch::default())
    }

    /// As [`GameSpec::tree_to_depth`], telling `watch` how far it has got.
    pub fn tree_to_depth_watched(
        self,
        root_moves: &str,
        depth: Option<u16>,
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError> {
        let shape = match depth {
            Some(plies) => TreeShape::Horizon(plies),
            None => TreeShape::FullWhenSmall,
        };
        self.tree_shaped(root_moves, shape, watch)
    }

    fn tree_shaped(
        self,
        root_moves: &str,
        shape: TreeShape,
        watch: &mut BuildWatch,
    ) -> Result<(Tree, NodeId), TreeError> {
        let view = self.view();
        with_rules!(self, rules => tree_for_root(rules, view, root_moves, shape, watch))
    }

    /// The rules of a game scored by how soon it is won, for its solver (Connect Four).
    pub fn solvable_by_length(self) -> Option<ConnectFour> {
        match self {
            GameSpec::ConnectFour { columns, rows } => Some(ConnectFour::new(columns, rows)),
            _ => None,
        }
    }

    /// The game a view shows.
    pub fn of(view: &dyn GameView) -> GameSpec {
        view.spec_text()
            .parse()
            .expect("a game names itself as GameSpec reads it")
    }

    /// Whether the whole game, from its start, is likely too big a tree to search: such a
    /// game is searched to a depth limit only.
    pub fn needs_depth_limit(self) -> bool {
        with_rules!(self, rules => {
            estimate_nodes(&rules, &rules.initial(), None) > MAX_TREE_NODES as f64
        })
    }

    /// Whether the tree below the position `root_moves` reaches is likely too big to search
    /// whole: a root late in a big game is not (a root that is no position, as from the
    /// start).
    pub fn needs_depth_limit_below(self, root_moves: &str) -> bool {
        // The start's estimate is the game's own: not made twice.
        let from_start = self.needs_depth_limit();
        if !from_start || root_moves.trim().is_empty() {
            return from_start;
        }
        let view = self.view();
        with_rules!(self, rules => {
            match position_after(&rules, view.as_ref(), root_moves) {
                Ok(root) => estimate_nodes(&rules, &root, None) > MAX_TREE_NODES as f64,
                Err(_) => true,
            }
        })
    }
}

impl GameSpec {
    /// A textbook tree from its text, e.g. `((3,12,8),(2,4,6),(14,5,2))`.
    pub fn textbook(text: &str) -> Result<GameSpec, TextbookError> {
        TextbookId::register(text).map(GameSpec::Textbook)
    }

    /// Alpha-beta over the rules from the position `root_moves` reaches, no tree built
    /// (see [`crate::search::alpha_beta_over_rules`]); `None` for best-first order.
    pub fn alpha_beta_over_rules(
        self,
        root_moves: &str,
        depth: Option<u16>,
        order: ChildOrder,
    ) -> Result<Option<RulesSearch>, PathError> {
        let mode = Mode {
            order,
            ..Mode::alpha_beta()
        };
        self.alpha_beta_over_rules_with_progress(root_moves, depth, mode, &mut |_| {})
    }

    /// How `mode` runs as a plain alpha-beta over this game's rules, `depth_limited` or not:
    /// under a horizon its initial window is the evaluation's range, else the game's. `None`
    /// for a mode that is more than that (see [`AlphaBetaRules::of`]).
    fn alpha_beta_rules(self, mode: &Mode, depth_limited: bool) -> Option<AlphaBetaRules> {
        let view = self.view();
        let range = match depth_limited {
            true => view.evaluated_range(),
            false => view.score_range(mode.scoring()),
        };
        AlphaBetaRules::of(mode, range, depth_limited)
    }

    /// As [`GameSpec::alpha_beta_over_rules`] with the root window, returns and cuts of
    /// `mode`, telling `tell` the visits so far now and then; `None` for a mode that is
    /// more than a plain alpha-beta (see [`AlphaBetaRules::of`]).
    pub fn alpha_beta_over_rules_with_progress(
        self,
        root_moves: &str,
        depth: Option<u16>,
        mode: Mode,
        tell: &mut dyn FnMut(u64),
    ) -> Result<Option<RulesSearch>, PathError> {
        let view = self.view();
        let Some(alpha_beta) = self.alpha_beta_rules(&mode, depth.is_some()) else {
            return Ok(None);
        };
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves)?;
            let rules_of_mode = (mode.order, alpha_beta);
            Ok(crate::search::alpha_beta_over_rules_with_progress(&rules, root, depth, rules_of_mode, tell))
        })
    }

    /// The tree the alpha-beta of `mode` grows from the position `root_moves` reaches,
    /// `plies` deep, searching over the rules (see [`crate::search::alpha_beta_growing`])
    /// and counting below the children it never enters as `counting` says. `tell`, a progress callback, gets the
    /// visits so far now and then; `watch` stops it. Refused when it outgrows
    /// [`grown_node_limit`]; `None` for a mode that is more than a plain alpha-beta (see
    /// [`AlphaBetaRules::of`]).
    #[allow(clippy::too_many_arguments)]
    pub fn grow(
        self,
        root_moves: &str,
        plies: Option<u16>,
        mode: Mode,
        counting: HiddenCounting,
        tell: &mut dyn FnMut(u64),
        watch: &mut BuildWatch,
    ) -> Result<Option<(Tree, NodeId)>, TreeError> {
        let view = self.view();
        let Some(grower) = mode.grower() else {
            return Ok(None);
        };
        let Some(alpha_beta) = self.alpha_beta_rules(&grower, plies.is_some()) else {
            return Ok(None);
        };
        let order = (mode.order, alpha_beta);
        with_rules!(self, rules => {
            let limit = grown_node_limit();
            // Not every game's rules are `Copy` (a textbook tree's are shared).
            #[allow(clippy::clone_on_copy)]
            let mut growing = GrowingTree::new(
                rules.clone(), view.clone(), root_moves, plies, counting, limit,
            )?;
            // The recording that follows writes its frames into room mapped in meanwhile.
            let room = crate::search::frames_buffer(limit);
            growing.reserve_buffer(room, crate::search::FRAME_BYTES_PER_ENTERED);
            if !mode.order.uses_evaluation() {
                growing.skip_evaluations();
            }
            let cancel = watch.cancel_flag();
            // A plain alpha-beta stops early only when cancelled or outgrown: `finish` says which.
            let found = crate::search::alpha_beta_growing(
                &rules, &mut growing, plies, order, tell, cancel,
            );
            // A table or a narrower window may miss the minimax value: plain alpha-beta
            // finds it.
            let exact = grower.table == TableKind::Off && grower.window.is_none();
            let minimax = match (found, exact) {
                (Some(found), true) => Some(found.value),
                (Some(_), false) => {
                    // The solver's bounds are sound: with the whole window they find it
                    // far faster than plain alpha-beta.
                    let plain = match grower.solves_to_the_end() {
                        true => AlphaBetaRules {
                            root_window: (Score::NEG_INF, Score::POS_INF),
                            bisect: false,
                            ..alpha_beta
                        },
                        false => AlphaBetaRules::default(),
                    };
                    let plain = (mode.order, plain);
                    let root = growing.root_position();
                    crate::search::alpha_beta_over_rules_with_progress(&rules, root, plies, plain, tell)
                        .map(|found| found.value)
                }
                // Cancelled or outgrown: `finish` refuses it.
                (None, _) => None,
            };
            if let Some(value) = minimax {
                growing.set_root_value(value);
            }
            let root = growing.root();
            Ok(Some((growing.finish(watch)?, root)))
        })
    }

    /// `tree`, grown by `mode`'s search of this game, grown further below `nodes`, which
    /// it left unexpanded: below each, what alpha-beta of `mode`'s order entering it with its
    /// window (and no table) touches. Refused when it outgrows what a grown tree may hold.
    /// A tree no search grew comes back as it was.
    pub fn grow_at(
        self,
        tree: Tree,
        mode: Mode,
        nodes: &[(NodeId, (Score, Score))],
        watch: &mut BuildWatch,
    ) -> Result<Tree, TreeError> {
        if !tree.is_grown() {
            return Ok(tree);
        }
        let grower = mode.grower().unwrap_or_default();
        let depth_limited = tree.depth_limit().is_some();
        let alpha_beta = self
            .alpha_beta_rules(&grower, depth_limited)
            .unwrap_or_default();
        let order = (mode.order, alpha_beta);
        with_rules!(self, rules => {
            #[allow(clippy::clone_on_copy)]
            let resumed = GrowingTree::resume(rules.clone(), tree, grown_node_limit());
            let mut growing = resumed.expect("a grown tree");
            if !mode.order.uses_evaluation() {
                growing.skip_evaluations();
            }
            for &(node, window) in nodes {
                // One grown below an earlier one may already be expanded.
                let Some((position, ply, plies_left)) = growing.unexpanded_place(node) else {
                    continue;
                };
                let at = (node, position, ply);
                crate::search::alpha_beta_growing_below(
                    &rules, &mut growing, at, plies_left, order, window,
                );
                if growing.is_full() {
                    break;
                }
            }
            growing.finish(watch)
        })
    }

    /// The estimated nodes of the complete tree below the position `root_moves` reaches;
    /// `None` when the moves are not a line of play.
    pub fn estimate_below(self, root_moves: &str) -> Option<f64> {
        let view = self.view();
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves).ok()?;
            Some(estimate_nodes(&rules, &root, None))
        })
    }

    /// Knuth's estimate of the nodes below the position `root_moves` reaches, to `plies`
    /// plies (none: to the ends of games), over `samples` random lines; `None` when the
    /// moves are not a line of play.
    pub fn estimate_to_depth(
        self,
        root_moves: &str,
        plies: Option<u16>,
        samples: u32,
    ) -> Option<f64> {
        let view = self.view();
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves).ok()?;
            Some(estimate_nodes_sampled(&rules, &root, plies, samples))
        })
    }

    /// Knuth's estimate of the nodes alpha-beta in the best order possible enters below the
    /// position `root_moves` reaches, to `plies` plies (see
    /// [`crate::tree::estimate_best_order_visits`]); `None` when the moves are not a line of
    /// play.
    pub fn estimate_best_order(self, root_moves: &str, plies: Option<u16>) -> Option<f64> {
        let view = self.view();
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves).ok()?;
            Some(estimate_best_order_visits(&rules, &root, plies))
        })
    }

    /// The plies within which every line of play after `root_moves` ends, when fewer than
    /// `plies` (see [`crate::tree::longest_line_under`]); `None` when a line goes on that
    /// long, the game is too big to tell, or the moves are not a line of play.
    pub fn longest_line_under(self, root_moves: &str, plies: u16) -> Option<u16> {
        let view = self.view();
        with_rules!(self, rules => {
            let root = position_after(&rules, view.as_ref(), root_moves).ok()?;
            longest_line_under(&rules, &root, plies)
        })
    }

    /// Whether `root_moves` is a legal line of play, without building any tree.
    pub fn check_moves(self, root_moves: &str) -> Result<(), PathError> {
        let view = self.view();
        with_rules!(self, rules => check_moves(&rules, view.as_ref(), root_moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::GameSpecError;

    #[test]
    fn specs_read_back_as_written() {
        for spec in GameSpec::PRESETS {
            assert_eq!(spec.to_string().parse::<GameSpec>(), Ok(spec));
        }
    }

    #[test]
    fn only_the_big_presets_need_a_depth_limit() {
        let big: Vec<GameSpec> = GameSpec::PRESETS
            .into_iter()
            .filter(|spec| spec.needs_depth_limit())
            .collect();
        assert_eq!(
            big,
            [
                GameSpec::Othello6,
                GameSpec::OthelloPositional { size: 6 },
                GameSpec::Othello8,
                GameSpec::OthelloPositional { size: 8 },
                GameSpec::Kalah { pits: 6, seeds: 4 },
                GameSpec::ConnectFour {
                    columns: 4,
                    rows: 4
                },
                GameSpec::ConnectFour {
                    columns: 5,
                    rows: 4
                },
                GameSpec::CONNECT_FOUR,
            ]
        );
    }

    #[test]
    fn bad_specs_say_why() {
        assert!(matches!(
            "kalah:0,4".parse::<GameSpec>(),
            Err(GameSpecError::KalahPits { max: 6, .. })
        ));
        assert!(matches!(
            "kalah:3,9".parse::<GameSpec>(),
            Err(GameSpecError::KalahSeeds { max: 8, .. })
        ));
        assert!("kalah:9,99".parse::<GameSpec>().is_err());
        assert!(matches!(
            "kalah:3".parse::<GameSpec>(),
            Err(GameSpecError::KalahShape { .. })
        ));
        assert!(matches!(
            "chess".parse::<GameSpec>(),
            Err(GameSpecError::UnknownGame { .. })
        ));
        assert!(matches!(
            "tree:((1,2)".parse::<GameSpec>(),
            Err(GameSpecError::Textbook(_))
        ));
    }
}
