//! A search's options as the user reads them: "alpha-beta, exact table, best-first order".

use crate::lang::Lang;
use crate::search::{ChildOrder, Mode, SearchKind, TableKind};
use crate::tr;

/// The mode's options in `lang`, as a list; in English the same words as `Mode::label`,
/// which files and exports keep as the mode's name.
pub fn mode_label(lang: Lang, mode: &Mode) -> String {
    mode_parts(lang, mode, true).join(&tr!(lang, "mode-separator"))
}

/// What the player says it shows: the search and its options, the root, then always the
/// depth limit, the order and the table (each said even at its default).
pub fn showing_text(lang: Lang, mode: &Mode, root: &str, depth: Option<u16>) -> String {
    let depth = match depth {
        Some(plies) => tr!(lang, "player-showing-depth-limit", plies = plies),
        None => tr!(lang, "player-showing-no-depth-limit"),
    };
    tr!(
        lang,
        "player-showing",
        mode = mode_parts(lang, mode, false).join(&tr!(lang, "mode-separator")),
        root = root,
        depth = depth,
        order = tr!(lang, "player-showing-order", order = mode.order.name()),
        table = tr!(lang, "player-showing-table", table = mode.table.name())
    )
}

/// The mode's options as words; the table and the order only when `table_and_order`.
fn mode_parts(lang: Lang, mode: &Mode, table_and_order: bool) -> Vec<String> {
    let mut parts = vec![if mode.minimax {
        tr!(lang, "mode-minimax")
    } else {
        tr!(lang, "mode-alpha-beta")
    }];
    if mode.init_ab {
        parts.push(tr!(lang, "mode-init-ab"));
    }
    if table_and_order && mode.table != TableKind::Off {
        parts.push(tr!(lang, "mode-table", table = mode.table.name()));
    }
    if table_and_order && mode.order != ChildOrder::Natural {
        parts.push(tr!(lang, "mode-order", order = mode.order.name()));
    }
    if mode.shortest_victory {
        parts.push(tr!(lang, "mode-shortest-victory"));
    }
    if mode.iterative {
        parts.push(tr!(lang, "mode-iterative"));
    }
    if mode.fail_soft {
        parts.push(tr!(lang, "mode-fail-soft"));
    }
    if mode.cut_gt {
        parts.push(tr!(lang, "mode-cut-gt"));
    }
    if mode.win_check {
        parts.push(tr!(lang, "mode-win-check"));
    }
    if mode.score_bound {
        parts.push(tr!(lang, "mode-score-bound"));
    }
    if mode.upper_bounds {
        parts.push(tr!(lang, "mode-upper-bounds"));
    }
    if mode.skip_losing {
        parts.push(tr!(lang, "mode-skip-losing"));
    }
    if mode.threat_order {
        parts.push(tr!(lang, "mode-threat-order"));
    }
    if mode.lower_bounds {
        parts.push(tr!(lang, "mode-lower-bounds"));
    }
    if !mode.table_slots.is_unbounded() {
        parts.push(tr!(
            lang,
            "mode-table-slots",
            slots = mode.table_slots.name()
        ));
    }
    if let Some((low, high)) = mode.window {
        parts.push(tr!(
            lang,
            "mode-window",
            low = low.to_string(),
            high = high.to_string()
        ));
    }
    if mode.search != SearchKind::AlphaBeta {
        parts[0] = tr!(lang, "mode-search", search = mode.search.name());
        if let Some(guess) = mode.guess {
            parts.push(tr!(lang, "mode-guess", guess = guess));
        }
        if let Some(delta) = mode.delta {
            parts.push(tr!(lang, "mode-delta", delta = delta));
        }
    }
    parts
}

/// A table kind as the options list it: the series' own names, "off" said in `lang`.
pub fn table_choice(lang: Lang, table: TableKind) -> String {
    tr!(lang, "mode-table-choice", table = table.name())
}

/// A child order as the options list it, in `lang`.
pub fn order_choice(lang: Lang, order: ChildOrder) -> String {
    tr!(lang, "mode-order-choice", order = order.name())
}
