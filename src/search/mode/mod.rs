//! The options of one search, mirroring the reference's keyword arguments.

mod label;

use serde::{Deserialize, Serialize};

use super::Score;
use super::order::ChildOrder;
use crate::game::{GameName, GameView, Scoring};
use crate::search::TableSlots;

/// What the transposition table remembers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableKind {
    /// No table.
    #[default]
    Off,
    /// One value per exact board.
    Exact,
    /// One value per board and its seven symmetric images.
    ExactSym,
    /// A (lower, upper) bound pair per board and its images; fail-soft search.
    Bounds,
    /// The series' earlier bounds table: an entry that does not decide widens the window.
    BoundsWidening,
    /// The bounds table of the series' later searches (article 164 on): a position not in
    /// the table stands for the game's score range (under a depth limit, (−∞, ∞)), and only
    /// a position in it can decide or narrow.
    BoundsRange,
}

impl TableKind {
    pub const ALL: [TableKind; 6] = [
        TableKind::Off,
        TableKind::Exact,
        TableKind::ExactSym,
        TableKind::Bounds,
        TableKind::BoundsWidening,
        TableKind::BoundsRange,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TableKind::Off => "off",
            TableKind::Exact => "exact",
            TableKind::ExactSym => "exact-sym",
            TableKind::Bounds => "bounds",
            TableKind::BoundsWidening => "bounds-widening",
            TableKind::BoundsRange => "bounds-range",
        }
    }

    /// Whether a table frame is an entry of its own (an exact table's hit), not a step
    /// of a node already entered.
    pub fn hit_is_a_visit(self) -> bool {
        matches!(self, TableKind::Exact | TableKind::ExactSym)
    }

    /// Whether the table keeps (lower, upper) bound pairs: a fail-soft search with tt frames.
    pub fn keeps_bounds(self) -> bool {
        matches!(
            self,
            TableKind::Bounds | TableKind::BoundsWidening | TableKind::BoundsRange
        )
    }
}

/// Which search runs: alpha-beta, or one of the series' later searches with narrow windows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SearchKind {
    #[default]
    AlphaBeta,
    /// The first child with the node's window, each later one probed with a null window
    /// first and searched again when the probe fails high inside the window.
    Scout,
    /// Scout's control flow under a depth limit; with iterative deepening each node tries
    /// first the move the previous iteration found best there.
    Pvs,
    /// Passes of null-window searches converging on the value from a guess.
    Mtdf,
    /// A window around a guess, opened on the side a result falls outside it.
    Aspiration,
    /// The solver tutorial's null windows at the root, bisecting the score range nearer
    /// zero first; fail-hard alpha-beta in every pass.
    Bisect,
}

impl SearchKind {
    pub const ALL: [SearchKind; 5] = [
        SearchKind::AlphaBeta,
        SearchKind::Scout,
        SearchKind::Pvs,
        SearchKind::Mtdf,
        SearchKind::Aspiration,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SearchKind::AlphaBeta => "alpha-beta",
            SearchKind::Scout => "scout",
            SearchKind::Pvs => "pvs",
            SearchKind::Mtdf => "mtdf",
            SearchKind::Aspiration => "aspiration",
            SearchKind::Bisect => "bisect",
        }
    }

    /// Whether a node may be searched again within one pass (a probe, then a re-search).
    pub fn searches_again(self) -> bool {
        matches!(self, SearchKind::Scout | SearchKind::Pvs)
    }

    /// Whether the root is searched in passes, each with its own window.
    pub fn in_passes(self) -> bool {
        matches!(
            self,
            SearchKind::Mtdf | SearchKind::Aspiration | SearchKind::Bisect
        )
    }

    fn is_alpha_beta(&self) -> bool {
        *self == SearchKind::AlphaBeta
    }

    /// Whether the search starts from a guess (MTD(f)'s first, aspiration's centre).
    pub fn takes_guess(self) -> bool {
        matches!(self, SearchKind::Mtdf | SearchKind::Aspiration)
    }

    /// Whether nodes return their best child's value by nature (narrow windows searched
    /// fail-soft); the bisection's passes are fail-hard, as its tutorial's.
    pub fn is_fail_soft(self) -> bool {
        !matches!(self, SearchKind::AlphaBeta | SearchKind::Bisect)
    }

    /// Whether the search is one of the solver tutorial's ideas, for games scored by length.
    pub fn solves_by_length(self) -> bool {
        self == SearchKind::Bisect
    }

    /// Whether the search has a half-width around its guess.
    pub fn takes_delta(self) -> bool {
        self == SearchKind::Aspiration
    }
}

/// An option set where the other options give it no meaning: the command line refuses it,
/// the options panel disables it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionMisfit {
    /// A guess for a search that starts from none.
    Guess { search: SearchKind },
    /// A half-width for a search that has none.
    Delta { search: SearchKind },
    /// A root window beside `init_ab`, which sets the root window too.
    WindowWithInitAb,
    /// Minimax's (−∞, ∞) at every node, which undoes MTD(f)'s null windows.
    MinimaxWithPasses { search: SearchKind },
    /// A bound (the score bound, the table of upper bounds) that minimax never looks at.
    MinimaxWithBound,
    /// The table of upper bounds in a fail-soft search, whose values are not the bounds it
    /// stores.
    UpperTableFailSoft,
    /// The table of upper bounds beside another table.
    TwoTables,
    /// Losing moves skipped beside the win check they replace.
    SkipLosingWithWinCheck,
    /// Lower bounds or the tutorial's own slots without the solver's table.
    SlotsWithoutTable,
}

/// An option that does not fit the game searched (or the depth limit): each variant is one
/// rule, with what a message needs to explain it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ModeConflict {
    /// Shortest victory where every win scores the same however long it takes: refused;
    /// fitting turns it off.
    ShortestVictoryWithoutLength { game: GameName },
    /// Store-first order where moves are not pits sown towards a store (Kalah only):
    /// refused; fitting goes back to the natural order.
    StoreFirstWithoutStores { game: GameName, order: ChildOrder },
    /// Centre-first order where moves are not columns (Connect Four only): refused;
    /// fitting goes back to the natural order.
    CenterWithoutColumns { game: GameName },
    /// An exact-sym table where no position has a symmetric image: searched as an exact
    /// table, so only worth a note.
    SymmetryTableWithoutSymmetry { game: GameName },
    /// Iterative deepening without a depth limit to deepen towards: refused; fitting turns
    /// it off.
    IterativeWithoutDepthLimit,
    /// A game too big to search whole from its start, without a depth limit: fitting sets
    /// `suggested` plies (a root deep in the game may still be searched whole).
    DepthLimitNeeded { game: GameName, suggested: u16 },
    /// The solver's ideas (win check, score bound, table of upper bounds, bisection) where
    /// a win's score does not say how soon it came: refused; fitting turns them off.
    SolvingWithoutLength { game: GameName },
    /// The score bound, the table of upper bounds or the bisection under a depth limit,
    /// where an evaluation is no score the bound knows: refused; fitting turns them off.
    SolvingUnderDepthLimit,
}

impl ModeConflict {
    /// Whether a search with this conflict is refused, rather than searched as it stands.
    pub fn is_refused(&self) -> bool {
        matches!(
            self,
            ModeConflict::ShortestVictoryWithoutLength { .. }
                | ModeConflict::StoreFirstWithoutStores { .. }
                | ModeConflict::CenterWithoutColumns { .. }
                | ModeConflict::IterativeWithoutDepthLimit
                | ModeConflict::SolvingWithoutLength { .. }
                | ModeConflict::SolvingUnderDepthLimit
        )
    }
}

/// All the options of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Mode {
    /// Reset α, β to ±∞ at every node, so that nothing is cut.
    pub minimax: bool,
    /// Start the root window at the score range instead of ±∞.
    pub init_ab: bool,
    pub table: TableKind,
    pub order: ChildOrder,
    /// Score quicker wins higher.
    pub shortest_victory: bool,
    /// Iterative deepening: search 1, 2, … plies down to the horizon, each iteration trying
    /// the previous one's best move first.
    pub iterative: bool,
    /// Return the best child's value instead of α or β (the bounds tables always do).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub fail_soft: bool,
    /// Cut only when a score passes the window (s > β, s < α), as CS188 requires, instead
    /// of when it reaches it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cut_gt: bool,
    /// The root's window, when not (−∞, ∞) or the score range (`init_ab`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<(Score, Score)>,
    #[serde(skip_serializing_if = "SearchKind::is_alpha_beta")]
    pub search: SearchKind,
    /// The solver tutorial's win check: a node first looks for a move that wins at once and,
    /// if there is one, takes its score without entering any child.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub win_check: bool,
    /// The solver tutorial's score bound: a node's window is cut to the best score the side
    /// to move can still reach, and a window that closes returns at once.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub score_bound: bool,
    /// The solver tutorial's table of upper bounds: a node that ends without a cut stores
    /// the value it returns as a bound of its exact position (upper for the side to move);
    /// a node entering a stored position narrows its window to it (instead of the score
    /// bound). Kept across a bisection's passes.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub upper_bounds: bool,
    /// The solver tutorial's part 9: a node searches only the moves that do not hand the
    /// opponent a win at once; with none it is lost, two moves from the end it is a draw,
    /// and its window's bottom rises to the worst score left. Only the root looks for a
    /// win at once (instead of the win check).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub skip_losing: bool,
    /// The solver tutorial's part 10: children making the most cells where their mover
    /// would complete four first, ties kept in the order's.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub threat_order: bool,
    /// The solver tutorial's part 12: the table keeps a cut's score as a lower bound of
    /// its position too, which raises the window's bottom.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub lower_bounds: bool,
    /// Where the solver's table keeps its entries: the tutorial's own tables forget.
    #[serde(skip_serializing_if = "TableSlots::is_unbounded")]
    pub table_slots: TableSlots,
    /// MTD(f)'s first guess and aspiration's centre (default 0; with iterative deepening,
    /// aspiration takes the previous iteration's value).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guess: Option<i16>,
    /// Aspiration's half-width (default 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delta: Option<u8>,
}

impl Mode {
    pub fn alpha_beta() -> Mode {
        Mode::default()
    }

    pub fn minimax() -> Mode {
        Mode {
            minimax: true,
            ..Mode::default()
        }
    }

    /// The plain alpha-beta whose grown tree this search is recorded over, where the tree
    /// is too big to build: itself when it is one; for scout, PVS, MTD(f), aspiration and
    /// iterative deepening, the alpha-beta of their order with the window (−∞, ∞) and no
    /// table, whose tree holds every narrower window's and every shallower iteration's
    /// nodes but the leaves at its horizon; where a table or an iteration's order takes the
    /// search outside it, the tree grows there (`SearchSetup::record`). `None` for minimax,
    /// best-first order and shortest-victory scoring.
    pub fn grower(&self) -> Option<Mode> {
        if self.is_plain_alpha_beta() {
            return Some(*self);
        }
        // The solver's ideas stay: without them the tree would hold far more than is entered.
        let grower = Mode {
            order: self.order,
            cut_gt: self.cut_gt,
            // Skipping losing moves presumes no win at once: the win check grows its tree.
            win_check: self.win_check || self.skip_losing,
            score_bound: self.score_bound,
            upper_bounds: self.upper_bounds,
            ..Mode::alpha_beta()
        };
        // The bisection grows its tree pass by pass, as it searches.
        if self.search == SearchKind::Bisect && !self.minimax && !self.iterative {
            return Some(Mode {
                search: SearchKind::Bisect,
                window: self.window,
                ..grower
            });
        }
        let one_search = !self.minimax && !self.shortest_victory;
        (one_search && grower.is_plain_alpha_beta()).then_some(grower)
    }

    /// Alpha-beta with a table or none, in any root window, fail-soft or not, with either
    /// cut rule, in an order that needs no child's exact value: what a search over the
    /// game's rules runs without a tree (`AlphaBetaRules`).
    pub fn is_plain_alpha_beta(&self) -> bool {
        let plain = Mode {
            order: self.order,
            init_ab: self.init_ab,
            window: self.window,
            fail_soft: self.fail_soft,
            cut_gt: self.cut_gt,
            table: self.table,
            win_check: self.win_check,
            score_bound: self.score_bound,
            upper_bounds: self.upper_bounds,
            ..Mode::alpha_beta()
        };
        *self == plain && self.order != ChildOrder::BestFirst
    }

    pub fn scoring(&self) -> Scoring {
        if self.shortest_victory {
            Scoring::ShortestVictory
        } else {
            Scoring::Plain
        }
    }

    /// Every way the options misfit the game, refused or not (a depth limit is not the
    /// mode's: see `SearchSetup::conflicts`).
    pub fn conflicts(&self, view: &dyn GameView) -> Vec<ModeConflict> {
        let game = || view.name();
        let mut conflicts = Vec::new();
        if self.shortest_victory && !view.scores_by_length() {
            conflicts.push(ModeConflict::ShortestVictoryWithoutLength { game: game() });
        }
        if !self.order.suits(view) {
            conflicts.push(match self.order {
                ChildOrder::Center => ModeConflict::CenterWithoutColumns { game: game() },
                order => ModeConflict::StoreFirstWithoutStores {
                    game: game(),
                    order,
                },
            });
        }
        if self.uses_solver_ideas() && view.cells().is_none() {
            conflicts.push(ModeConflict::SolvingWithoutLength { game: game() });
        }
        if self.table == TableKind::ExactSym && !view.has_symmetry() {
            conflicts.push(ModeConflict::SymmetryTableWithoutSymmetry { game: game() });
        }
        conflicts
    }

    /// The first option set that the other options give no meaning, if any.
    pub fn misfit(&self) -> Option<OptionMisfit> {
        let search = self.search;
        if self.guess.is_some() && !search.takes_guess() {
            Some(OptionMisfit::Guess { search })
        } else if self.delta.is_some() && !search.takes_delta() {
            Some(OptionMisfit::Delta { search })
        } else if self.window.is_some() && self.init_ab {
            Some(OptionMisfit::WindowWithInitAb)
        } else if self.minimax && matches!(search, SearchKind::Mtdf | SearchKind::Bisect) {
            Some(OptionMisfit::MinimaxWithPasses { search })
        } else if self.minimax && (self.score_bound || self.upper_bounds) {
            Some(OptionMisfit::MinimaxWithBound)
        } else if self.upper_bounds && self.returns_best() {
            Some(OptionMisfit::UpperTableFailSoft)
        } else if self.upper_bounds && self.table != TableKind::Off {
            Some(OptionMisfit::TwoTables)
        } else if self.skip_losing && self.win_check {
            Some(OptionMisfit::SkipLosingWithWinCheck)
        } else if self.minimax && (self.skip_losing || self.lower_bounds) {
            Some(OptionMisfit::MinimaxWithBound)
        } else if !self.upper_bounds && (self.lower_bounds || !self.table_slots.is_unbounded()) {
            Some(OptionMisfit::SlotsWithoutTable)
        } else {
            None
        }
    }

    /// The first option the game refuses, if any.
    pub fn check(&self, view: &dyn GameView) -> Result<(), ModeConflict> {
        match self
            .conflicts(view)
            .into_iter()
            .find(ModeConflict::is_refused)
        {
            Some(conflict) => Err(conflict),
            None => Ok(()),
        }
    }

    /// Turns off what the game refuses (shortest victory, store-first order), as picking
    /// another game does; what it changed.
    pub fn fit_to(&mut self, view: &dyn GameView) -> Vec<ModeConflict> {
        let changed: Vec<ModeConflict> = self
            .conflicts(view)
            .into_iter()
            .filter(ModeConflict::is_refused)
            .collect();
        for conflict in &changed {
            match conflict {
                ModeConflict::ShortestVictoryWithoutLength { .. } => self.shortest_victory = false,
                ModeConflict::StoreFirstWithoutStores { .. }
                | ModeConflict::CenterWithoutColumns { .. } => self.order = ChildOrder::Natural,
                ModeConflict::SolvingWithoutLength { .. } => self.drop_solver_ideas(false),
                _ => {}
            }
        }
        changed
    }

    /// Whether nodes return their best child's value: asked for, or a search with narrow
    /// windows, which is fail-soft by nature.
    pub fn returns_best(&self) -> bool {
        self.fail_soft || self.search.is_fail_soft()
    }

    /// Whether any of the solver tutorial's ideas is on (centre order aside, which any
    /// game with columns has).
    pub fn uses_solver_ideas(&self) -> bool {
        self.win_check || self.threat_order || self.solves_to_the_end()
    }

    /// Whether an idea that needs the game's own scores is on: the score bound, the table
    /// of upper bounds, the bisection (none works under a depth limit).
    pub fn solves_to_the_end(&self) -> bool {
        self.score_bound || self.upper_bounds || self.skip_losing || self.search.solves_by_length()
    }

    /// Turns the solver's ideas off: all of them, or (`keep_win_check`) those a depth
    /// limit refuses.
    pub fn drop_solver_ideas(&mut self, keep_win_check: bool) {
        self.win_check &= keep_win_check;
        self.score_bound = false;
        self.upper_bounds = false;
        self.skip_losing = false;
        self.lower_bounds = false;
        self.table_slots = TableSlots::Unbounded;
        self.threat_order &= keep_win_check;
        if self.search.solves_by_length() {
            self.search = SearchKind::AlphaBeta;
        }
    }

    /// The combination that stores values found under a narrowed window as exact.
    pub fn is_knowingly_unsound(&self) -> bool {
        !self.minimax && matches!(self.table, TableKind::Exact | TableKind::ExactSym)
    }

    /// The reference's comparison for a game: without shortest victory where wins carry no
    /// length.
    pub fn reference_modes_for(view: &dyn GameView) -> Vec<Mode> {
        let mut modes = Mode::reference_modes();
        modes.retain(|mode| mode.check(view).is_ok());
        modes
    }

    /// The modes compared for a game: the reference's, and with a depth limit alpha-beta in
    /// every other order the game offers and with iterative deepening, side by side.
    pub fn comparison_modes(view: &dyn GameView, depth_limited: bool) -> Vec<Mode> {
        let mut modes = Mode::reference_modes_for(view);
        if depth_limited {
            let orders = [ChildOrder::Evaluation, ChildOrder::StoreFirst]
                .into_iter()
                .filter(|order| order.suits(view));
            modes.extend(orders.map(|order| Mode {
                order,
                ..Mode::alpha_beta()
            }));
            modes.push(Mode {
                iterative: true,
                ..Mode::alpha_beta()
            });
        }
        modes
    }

    /// The searches with narrow windows side by side, each with `table`: alpha-beta,
    /// fail-soft alpha-beta, scout, MTD(f) and PVS.
    pub fn window_modes(table: TableKind) -> Vec<Mode> {
        let alpha_beta = Mode {
            table,
            ..Mode::alpha_beta()
        };
        let searching = |search| Mode {
            search,
            ..alpha_beta
        };
        vec![
            alpha_beta,
            Mode {
                fail_soft: true,
                ..alpha_beta
            },
            searching(SearchKind::Scout),
            searching(SearchKind::Mtdf),
            searching(SearchKind::Pvs),
        ]
    }

    /// The modes of the reference's comparison, in its order.
    pub fn reference_modes() -> Vec<Mode> {
        let alpha_beta = Mode::alpha_beta();
        let minimax = Mode::minimax();
        vec![
            minimax,
            alpha_beta,
            Mode {
                init_ab: true,
                ..alpha_beta
            },
            Mode {
                table: TableKind::Exact,
                ..minimax
            },
            Mode {
                table: TableKind::ExactSym,
                ..minimax
            },
            Mode {
                table: TableKind::ExactSym,
                ..alpha_beta
            },
            Mode {
                table: TableKind::Bounds,
                ..alpha_beta
            },
            Mode {
                table: TableKind::Bounds,
                init_ab: true,
                ..alpha_beta
            },
            Mode {
                order: ChildOrder::BestFirst,
                ..alpha_beta
            },
            Mode {
                shortest_victory: true,
                ..alpha_beta
            },
        ]
    }
}
