//! `abtutor stats` past what a tree holds: alpha-beta searched over the game's rules. Its
//! value, calculated nodes, frames and principal variation are exact; pruned and total are
//! Knuth's estimates, and say so.

use std::sync::Arc;

use serde::Serialize;

use super::status_line::StatusLine;
use super::to_json;
use crate::lang::Lang;
use crate::search::Trace;
use crate::setup::SearchSetup;
use crate::tr;
use crate::tree::{BuildWatch, NodeId, Tree, TreeError};

/// Random lines of play the estimate of a deep tree averages over.
const DEEP_ESTIMATE_LINES: u32 = 10_000;

impl super::SearchArgs {
    /// This search recorded over its tree ([`super::SearchArgs::tree_for_its_search`]), grown
    /// further where the search needs it.
    pub fn recorded_search(&self) -> Result<(Arc<Tree>, NodeId, Trace), String> {
        let (tree, root) = self.tree_for_its_search()?;
        let (tree, trace) = self.record_checked(Arc::new(tree), root)?;
        Ok((tree, root, trace))
    }

    /// This search recorded over `tree` from `root`: over a grown tree, the tree grown
    /// further where the search needs it (`SearchSetup::record`).
    pub fn record_checked(
        &self,
        tree: Arc<Tree>,
        root: NodeId,
    ) -> Result<(Arc<Tree>, Trace), String> {
        let (setup, lang) = (self.setup()?, self.lang());
        let never = std::sync::atomic::AtomicBool::new(false);
        // A long search says when it records again over a tree grown where it went.
        let mut status = StatusLine::new();
        let mut round = |round: u32| {
            if status.is_seen() {
                status.show(&tr!(lang, "cli-recording-again", round = round));
            }
        };
        let recorded = setup.record((tree, root), &mut |_| {}, &mut round, &never);
        drop(status);
        recorded.map_err(|error| super::tree_error_text(&setup, error, lang))
    }

    /// The tree `setup`'s search grows, where its tree was refused as too big to build.
    pub fn grown_tree(&self, setup: &SearchSetup) -> Result<(Tree, NodeId), String> {
        let lang = self.lang();
        let mut status = StatusLine::new();
        let mut tell = |visits: u64| {
            if status.is_seen() {
                status.show(&tr!(lang, "cli-deep-progress", visits = visits));
            }
        };
        let grown = setup.grow(&mut tell, &mut BuildWatch::default());
        drop(status);
        grown.map_err(|error| super::tree_error_text(setup, error, lang))
    }

    /// The tree for this search alone: as [`super::SearchArgs::tree`], or grown by the search
    /// where it is too big to build and the search can grow it.
    pub fn tree_for_its_search(&self) -> Result<(Tree, NodeId), String> {
        let setup = self.setup()?;
        match setup.tree() {
            Err(error) if setup.grows_instead(&error) => self.grown_tree(&setup),
            found => found.map_err(|error| super::tree_error_text(&setup, error, self.lang())),
        }
    }
}

#[derive(Serialize)]
struct DeepStatsJson {
    value: i16,
    calculated: u64,
    pruned: f64,
    visits: u64,
    total: f64,
    ratio: f64,
    frames: u64,
    pv: Vec<String>,
    /// Pruned, total and ratio are estimates.
    estimated: bool,
}

/// The most nodes alpha-beta over the rules may be estimated to enter in the best order
/// possible: at about ten million a second, a search past it would take hours.
const MAX_BEST_ORDER_VISITS: f64 = 1e10;

/// Why a search `plies` deep from `setup`'s root would never end in the time anyone waits,
/// with the deepest limit that would; `None` when it may.
fn hopeless_depth(setup: &SearchSetup, plies: u16, lang: Lang) -> Option<String> {
    let estimate = |plies| setup.game.estimate_best_order(&setup.root, Some(plies));
    let nodes = estimate(plies)?;
    if nodes <= MAX_BEST_ORDER_VISITS {
        return None;
    }
    // The estimate grows with the plies: the deepest limit within reach lies below.
    let (mut within, mut past) = (0, plies);
    while past - within > 1 {
        let middle = within + (past - within) / 2;
        match estimate(middle).is_some_and(|nodes| nodes <= MAX_BEST_ORDER_VISITS) {
            true => within = middle,
            false => past = middle,
        }
    }
    Some(tr!(
        lang,
        "cli-deep-hopeless",
        plies = plies,
        nodes = crate::numbers::large_count(nodes),
        limit = crate::numbers::large_count(MAX_BEST_ORDER_VISITS),
        within = within
    ))
}

/// The figures of `setup`'s search over the rules, as text or JSON.
pub fn stats(setup: &SearchSetup, json: bool, lang: Lang) -> Result<String, String> {
    if let Some(refusal) = setup
        .depth
        .and_then(|plies| hopeless_depth(setup, plies, lang))
    {
        return Err(refusal);
    }
    // A long search says how far it has got.
    let mut status = StatusLine::new();
    let mut tell = |visits: u64| {
        if status.is_seen() {
            status.show(&tr!(lang, "cli-deep-progress", visits = visits));
        }
    };
    let found = setup.game.alpha_beta_over_rules_with_progress(
        &setup.root,
        setup.depth,
        setup.mode,
        &mut tell,
    );
    drop(status);
    let found = found
        .map_err(|error| super::tree_error_text(setup, TreeError::Path(error), lang))?
        .ok_or_else(|| tr!(lang, "cli-deep-needs-order"))?;
    let estimate = setup
        .game
        .estimate_to_depth(&setup.root, setup.depth, DEEP_ESTIMATE_LINES)
        .unwrap_or_default();
    // The estimate may fall short of what the search visited; the tree never does.
    let total = estimate.max(found.visits as f64);
    let view = setup.game.view();
    let pv: Vec<String> = found.pv.iter().map(|&mv| view.format_move(mv)).collect();
    let figures = DeepStatsJson {
        value: found.value,
        calculated: found.visits,
        pruned: total - found.visits as f64,
        visits: found.visits,
        total,
        ratio: 100.0 * found.visits as f64 / total,
        frames: found.frames(),
        pv,
        estimated: true,
    };
    if json {
        return Ok(to_json(&figures));
    }
    let approximately = crate::numbers::large_count;
    let line = if figures.pv.is_empty() {
        "-".to_string()
    } else {
        figures.pv.join(",")
    };
    let lines = [
        tr!(lang, "figures-computed-by-minimax", answer = "False"),
        // The reference's own lines print their counts as the series does.
        tr!(
            lang,
            "figures-calculated-nodes",
            count = figures.calculated.to_string()
        ),
        tr!(
            lang,
            "figures-pruned-estimated",
            count = approximately(figures.pruned)
        ),
        tr!(
            lang,
            "figures-total-estimated",
            count = approximately(figures.total)
        ),
        tr!(
            lang,
            "figures-ratio-estimated",
            ratio = crate::numbers::percent_digits(figures.ratio)
        ),
        tr!(
            lang,
            "figures-root-value",
            value = figures.value.to_string()
        ),
        tr!(lang, "figures-frames", count = figures.frames.to_string()),
        tr!(lang, "cli-principal-variation", moves = line),
        match setup.depth {
            Some(plies) => tr!(
                lang,
                "figures-estimate-note",
                lines = DEEP_ESTIMATE_LINES,
                plies = plies
            ),
            None => tr!(
                lang,
                "figures-estimate-note-complete",
                lines = DEEP_ESTIMATE_LINES
            ),
        },
    ];
    Ok(lines.join("\n"))
}
