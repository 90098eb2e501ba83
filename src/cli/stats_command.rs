//! `abtutor stats`: a search's figures, its principal variation and, over a complete
//! tree, random play's chances (exact or sampled); Monte Carlo's and the deep search's
//! own figures where they apply.

use super::montecarlo::{self, MonteCarloArgs};
use super::{SearchArgs, deep, to_json, tree_error_text};
use crate::search::{Mode, Summary};
use crate::stats::SampledPlayouts;
use crate::tr;
use crate::tree::Outcomes;

/// The figures `stats` prints for `args`, with random play's chances when asked.
pub fn run(
    args: &SearchArgs,
    playout_probabilities: bool,
    playouts: Option<u32>,
    monte_carlo: &MonteCarloArgs,
) -> Result<String, String> {
    if let Some(text) = montecarlo::run(args, monte_carlo)? {
        return Ok(text);
    }
    let seed = &monte_carlo.seed;
    let mode = args.mode();
    if let Some(count) = playouts.filter(|&count| !(1..=crate::setup::MAX_RUNS).contains(&count)) {
        return Err(tr!(
            args.lang(),
            "cli-sample-playouts-range",
            // The number as it was typed.
            count = count.to_string(),
            max = crate::setup::MAX_RUNS
        ));
    }
    let setup = args.setup()?;
    let chances_asked = playout_probabilities || playouts.is_some();
    // Figures alone need no frames: a plain alpha-beta over a countable tree is searched
    // over the rules, its tree counted by position.
    if !chances_asked && let Some((summary, pv)) = setup.summary_over_rules() {
        let view = setup.game.view();
        let pv = pv.iter().map(|&mv| view.format_move(mv)).collect();
        let figures = Figures {
            summary: &summary,
            pv,
            chances: None,
            sampled: None,
        };
        return Ok(figures.text(args, &mode));
    }
    let plain = setup.mode.is_plain_alpha_beta();
    let (tree, root) = match setup.tree() {
        Ok(found) => found,
        // Too big to build: alpha-beta searches it over the rules all the same; a window
        // search is recorded over the tree alpha-beta grows.
        Err(error) if setup.grows_instead(&error) && !chances_asked => {
            if plain {
                return deep::stats(&setup, args.json, args.lang());
            }
            args.grown_tree(&setup)?
        }
        Err(error) => return Err(tree_error_text(&setup, error, args.lang())),
    };
    // The option named is the one given (the first when both are).
    let option = match playout_probabilities {
        true => "--playout-probabilities",
        false => "--sample-playouts",
    };
    if chances_asked && tree.depth_limit().is_some() {
        return Err(tr!(
            args.lang(),
            "cli-playouts-need-complete-tree",
            option = option
        ));
    }
    let chances = playout_probabilities.then(|| tree.playout_probabilities()[root as usize]);
    let sampled = playouts.map(|count| crate::stats::sample_playouts(&tree, root, count, *seed));
    let (tree, trace) = args.record_checked(tree.into(), root)?;
    let figures = Figures {
        summary: trace.summary(),
        pv: crate::stats::principal_variation(&tree, &trace),
        chances,
        sampled,
    };
    Ok(figures.text(args, &mode))
}

/// What `stats` prints of one search.
struct Figures<'a> {
    summary: &'a Summary,
    pv: Vec<String>,
    chances: Option<Outcomes>,
    sampled: Option<SampledPlayouts>,
}

impl Figures<'_> {
    /// The figures as `args` asks: JSON or the lines of text.
    fn text(self, args: &SearchArgs, mode: &Mode) -> String {
        let Figures {
            summary,
            pv,
            chances,
            sampled,
        } = self;
        if args.json {
            return to_json(&crate::stats::StatsJson {
                summary,
                pv,
                playout_probabilities: chances,
                sampled_playouts: sampled,
            });
        }
        let lang = args.lang();
        let text = crate::text::summary_text(mode, summary, lang, crate::text::Print::Reference);
        let line = if pv.is_empty() {
            "-".to_string()
        } else {
            pv.join(",")
        };
        let pv_line = tr!(lang, "cli-principal-variation", moves = line);
        let mut text = format!("{text}\n{pv_line}");
        if let Some(chances) = chances {
            text.push('\n');
            text.push_str(&tr!(
                lang,
                "cli-playout-probabilities",
                first = format!("{:.4}", chances.first),
                second = format!("{:.4}", chances.second),
                draw = format!("{:.4}", chances.draw)
            ));
        }
        if let Some(sampled) = sampled {
            text.push('\n');
            text.push_str(&tr!(
                lang,
                "cli-sampled-playouts",
                count = sampled.playouts,
                seed = sampled.seed.to_string(),
                first = format!("{:.4}", sampled.rates.first),
                second = format!("{:.4}", sampled.rates.second),
                draw = format!("{:.4}", sampled.rates.draw)
            ));
        }
        text
    }
}
