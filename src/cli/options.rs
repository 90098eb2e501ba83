//! The options every search subcommand takes, as clap reads them, and the rule that
//! refuses one the others give no meaning.

use clap::{Args, ValueEnum};

use crate::lang::Lang;
use crate::search::{
    self, ChildOrder, Mode, OptionMisfit, Score, SearchKind, SolverIdeas, TableKind, TableSlots,
};
use crate::tr;

/// A search's options, as every subcommand (and `check`) takes them.
#[derive(Args, Debug, Clone)]
pub struct ModeArgs {
    /// Reset α, β to ±∞ at every node (plain minimax: nothing is cut).
    #[arg(long)]
    pub minimax: bool,
    /// Start the root window at the score range instead of (−∞, ∞).
    #[arg(long)]
    pub init_ab: bool,
    /// The transposition table.
    #[arg(long, value_enum, default_value_t = TableArg::Off)]
    pub tt: TableArg,
    /// The order in which children are searched.
    #[arg(long, value_enum, default_value_t = OrderArg::Natural)]
    pub order: OrderArg,
    /// With --order evaluation-then-store: the plies below the root ordered by evaluation
    /// (default 4).
    #[arg(long, value_name = "N")]
    pub evaluation_plies: Option<u8>,
    /// Score quicker wins higher.
    #[arg(long)]
    pub shortest_victory: bool,
    /// Return the best child's value instead of α or β.
    #[arg(long)]
    pub fail_soft: bool,
    /// Cut when a score reaches the window (ge: s ≥ β, the series' and AIMA's rule) or only
    /// when it passes it (gt: s > β, as CS188 requires).
    #[arg(long, value_enum, default_value_t = CutArg::Ge)]
    pub cut: CutArg,
    /// The root's window, LO,HI: integers, inf or -inf (a null window: T,T or T-1,T).
    #[arg(long, value_name = "LO,HI", value_parser = parse_window, allow_hyphen_values = true)]
    pub window: Option<(Score, Score)>,
    /// The search: alpha-beta, scout, pvs (scout under a depth limit), mtdf (passes of null
    /// windows), aspiration (a window around a guess, opened where a result falls out) or
    /// bisect (Connect Four: null windows bisecting the score range).
    #[arg(long, value_enum, default_value_t = SearchArg::AlphaBeta)]
    pub search: SearchArg,
    /// Connect Four: a node first looks for a move that wins at once and takes its score
    /// without entering any child.
    #[arg(long)]
    pub win_check: bool,
    /// Connect Four: the window's top is cut to the best score still possible; a window
    /// that closes returns at once.
    #[arg(long)]
    pub score_bound: bool,
    /// Connect Four: only moves that do not hand the opponent a win at once are searched
    /// (instead of --win-check).
    #[arg(long)]
    pub skip_losing: bool,
    /// Connect Four: the solver tutorial's configuration at its part N (3 to 12): its ideas,
    /// root window, root search and its own tables. Takes no other idea's option.
    #[arg(long, value_name = "N")]
    pub part: Option<u32>,
    /// MTD(f)'s first guess, aspiration's centre (default 0).
    #[arg(long, value_name = "F", allow_hyphen_values = true,
        value_parser = clap::value_parser!(i16).range(-(Score::MAX_FINITE as i64)..=Score::MAX_FINITE as i64))]
    pub guess: Option<i16>,
    /// Aspiration's half-width (default 1).
    #[arg(long, value_name = "D")]
    pub delta: Option<u8>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchArg {
    AlphaBeta,
    Scout,
    Pvs,
    Mtdf,
    Aspiration,
    /// Connect Four: null windows bisecting the score range, nearer zero first.
    Bisect,
    /// Primitive Monte Carlo (stats only): --playouts N after each root move.
    Pmc,
    /// Monte Carlo tree search with UCT (stats only): --iterations N.
    Mcts,
}

impl SearchArg {
    pub fn is_monte_carlo(self) -> bool {
        matches!(self, SearchArg::Pmc | SearchArg::Mcts)
    }

    pub fn kind(self) -> SearchKind {
        match self {
            // Refused before any recording (see `SearchArgs::tree`).
            SearchArg::AlphaBeta | SearchArg::Pmc | SearchArg::Mcts => SearchKind::AlphaBeta,
            SearchArg::Scout => SearchKind::Scout,
            SearchArg::Pvs => SearchKind::Pvs,
            SearchArg::Mtdf => SearchKind::Mtdf,
            SearchArg::Aspiration => SearchKind::Aspiration,
            SearchArg::Bisect => SearchKind::Bisect,
        }
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutArg {
    Ge,
    Gt,
}

/// `--window LO,HI`: two scores, each an integer, `inf` or `-inf`, LO ≤ HI.
fn parse_window(text: &str) -> Result<(Score, Score), String> {
    search::parse_window(text).ok_or_else(|| tr!(Lang::En, "cli-window-bad", text = text))
}

impl ModeArgs {
    /// The mode these options give, iterative deepening as asked.
    pub fn mode(&self, iterative: bool) -> Mode {
        Mode {
            minimax: self.minimax,
            init_ab: self.init_ab,
            table: self.tt.kind(),
            order: self.order.order(self.evaluation_plies),
            shortest_victory: self.shortest_victory,
            iterative,
            fail_soft: self.fail_soft,
            cut_gt: self.cut == CutArg::Gt,
            window: self.window,
            search: self.search.kind(),
            win_check: self.win_check,
            score_bound: self.score_bound,
            upper_bounds: self.tt.is_the_solvers(),
            guess: self.guess,
            delta: self.delta,
            skip_losing: self.skip_losing,
            threat_order: matches!(self.order, OrderArg::Threats),
            lower_bounds: matches!(self.tt, TableArg::LowerUpper),
            table_slots: match self.tt {
                TableArg::Compact | TableArg::LowerUpper => TableSlots::Compact,
                _ => TableSlots::Unbounded,
            },
        }
    }

    /// The mode of `--part`, on a board of `cells` (weak with a root window of (−1, 1));
    /// `None` without it, or for a part the tutorial does not have.
    pub fn part_mode(&self, cells: u32) -> Option<Mode> {
        let weak = self.window == search::parse_window("-1,1");
        let ideas = SolverIdeas {
            weak,
            ..part_ideas(self.part)?
        };
        Some(ideas.mode(cells))
    }

    /// `--part` beside an option it sets, or a part the tutorial does not have.
    fn refuse_beside_part(&self, lang: Lang) -> Result<(), String> {
        let given = [
            ("--minimax", self.minimax),
            ("--init-ab", self.init_ab),
            ("--tt", !matches!(self.tt, TableArg::Off)),
            ("--order", !matches!(self.order, OrderArg::Natural)),
            ("--search", self.search != SearchArg::AlphaBeta),
            ("--win-check", self.win_check),
            ("--score-bound", self.score_bound),
            ("--skip-losing", self.skip_losing),
            ("--fail-soft", self.fail_soft),
        ];
        refuse_part(self.part, &given, lang).map_or(Ok(()), Err)
    }
}

/// The ideas of `--part N`, where the tutorial has that part.
pub fn part_ideas(part: Option<u32>) -> Option<SolverIdeas> {
    SolverIdeas::part(u8::try_from(part?).ok()?)
}

/// Why `--part` is refused, if it is: a part the tutorial does not have, or an option
/// `given` beside it that the part sets itself.
pub fn refuse_part(part: Option<u32>, given: &[(&str, bool)], lang: Lang) -> Option<String> {
    let part = part?;
    if part_ideas(Some(part)).is_none() {
        return Some(tr!(lang, "cli-part-range", part = part));
    }
    let (option, _) = given.iter().find(|(_, given)| *given)?;
    Some(tr!(lang, "cli-part-alone", part = part, option = *option))
}

impl ModeArgs {
    /// Refuses an option the others give no meaning, in one line naming both.
    pub fn refuse_misfit(&self, lang: Lang) -> Result<(), String> {
        let search = self.search.name();
        if self.search.is_monte_carlo() {
            let given = [
                ("--tt", !matches!(self.tt, TableArg::Off)),
                ("--minimax", self.minimax),
                ("--init-ab", self.init_ab),
                ("--window", self.window.is_some()),
                ("--order", !matches!(self.order, OrderArg::Natural)),
                ("--evaluation-plies", self.evaluation_plies.is_some()),
                ("--fail-soft", self.fail_soft),
                ("--guess", self.guess.is_some()),
                ("--delta", self.delta.is_some()),
                ("--win-check", self.win_check),
                ("--score-bound", self.score_bound),
                ("--skip-losing", self.skip_losing),
                ("--part", self.part.is_some()),
            ];
            return match given.into_iter().find(|&(_, given)| given) {
                Some((option, _)) => Err(tr!(
                    lang,
                    "cli-monte-carlo-option-misfit",
                    option = option,
                    search = search
                )),
                None => Ok(()),
            };
        }
        self.refuse_beside_part(lang)?;
        if self.evaluation_plies.is_some() && !matches!(self.order, OrderArg::EvaluationThenStore) {
            return Err(tr!(lang, "cli-evaluation-plies-misfit"));
        }
        let Some(misfit) = self.mode(false).misfit() else {
            return Ok(());
        };
        Err(match misfit {
            OptionMisfit::Guess { .. } => tr!(lang, "cli-guess-misfit", search = search),
            OptionMisfit::Delta { .. } => tr!(lang, "cli-delta-misfit", search = search),
            OptionMisfit::WindowWithInitAb => tr!(lang, "cli-window-init-ab-misfit"),
            OptionMisfit::MinimaxWithPasses { .. } => {
                tr!(lang, "cli-minimax-passes-misfit", search = search)
            }
            OptionMisfit::MinimaxWithBound => tr!(lang, "cli-minimax-bound-misfit"),
            OptionMisfit::UpperTableFailSoft => tr!(lang, "cli-upper-fail-soft-misfit"),
            OptionMisfit::TwoTables => unreachable!("--tt names one table"),
            OptionMisfit::SkipLosingWithWinCheck => tr!(lang, "cli-solve-skip-losing-win-check"),
            OptionMisfit::SlotsWithoutTable => tr!(lang, "options-slots-misfit"),
        })
    }
}

impl SearchArg {
    /// The search as `--search` names it.
    fn name(self) -> String {
        self.to_possible_value()
            .map(|value| value.get_name().to_string())
            .unwrap_or_default()
    }
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum TableArg {
    Off,
    Exact,
    ExactSym,
    Bounds,
    BoundsWidening,
    BoundsRange,
    /// Connect Four: a node that ends without a cut stores its value as an upper bound of
    /// its position.
    Upper,
    /// Connect Four: upper bounds in the solver tutorial's compact table (8,388,617 slots,
    /// the last store winning its slot).
    Compact,
    /// Connect Four: the compact table keeping a cut's score as a lower bound too.
    LowerUpper,
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum OrderArg {
    Natural,
    BestFirst,
    Evaluation,
    StoreFirst,
    /// Seed 003's Kalah order: evaluation for the first --evaluation-plies plies below the
    /// root, store first below them.
    EvaluationThenStore,
    /// Connect Four's columns from the centre out (4, 3, 5, 2, 6, 1, 7).
    Center,
    /// Connect Four: the moves making the most cells where their mover would complete four
    /// first, ties to the most central column.
    Threats,
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum LangArg {
    En,
    Ja,
}

impl LangArg {
    pub fn lang(self) -> Lang {
        match self {
            LangArg::En => Lang::En,
            LangArg::Ja => Lang::Ja,
        }
    }
}

impl TableArg {
    pub fn kind(self) -> TableKind {
        match self {
            TableArg::Off => TableKind::Off,
            TableArg::Exact => TableKind::Exact,
            TableArg::ExactSym => TableKind::ExactSym,
            TableArg::Bounds => TableKind::Bounds,
            TableArg::BoundsWidening => TableKind::BoundsWidening,
            TableArg::BoundsRange => TableKind::BoundsRange,
            // The solver's table is an option of its own (`ModeArgs::mode`).
            TableArg::Upper | TableArg::Compact | TableArg::LowerUpper => TableKind::Off,
        }
    }

    /// Whether this is the solver's table, of upper bounds (and lower ones).
    pub fn is_the_solvers(self) -> bool {
        matches!(
            self,
            TableArg::Upper | TableArg::Compact | TableArg::LowerUpper
        )
    }
}

impl OrderArg {
    /// The order, with the plies ordered by evaluation where it has them.
    pub fn order(self, evaluation_plies: Option<u8>) -> ChildOrder {
        match self {
            OrderArg::Natural => ChildOrder::Natural,
            OrderArg::BestFirst => ChildOrder::BestFirst,
            OrderArg::Evaluation => ChildOrder::Evaluation,
            OrderArg::StoreFirst => ChildOrder::StoreFirst,
            OrderArg::EvaluationThenStore => ChildOrder::EvaluationThenStore {
                plies: evaluation_plies.unwrap_or(ChildOrder::DEFAULT_EVALUATION_PLIES),
            },
            OrderArg::Center | OrderArg::Threats => ChildOrder::Center,
        }
    }
}
