//! The figures of searches as the reference prints them (or as people read them), and the
//! notes on deepening and table entries, in the user's language.

use crate::lang::Lang;
use crate::numbers::Whole;
use crate::search::{Mode, SearchKind, Summary};
use crate::stats::{CompareRow, DepthRow, SolverBenchmarkRow};
use crate::tr;
use crate::tree::HiddenNodes;

/// A table as a header and rows of cells, for text, the UI and files alike.
pub type Cells = (Vec<String>, Vec<Vec<String>>);

/// Python's spelling of a boolean, as the reference prints it.
fn python_bool(value: bool) -> &'static str {
    if value { "True" } else { "False" }
}

/// Who a print of figures is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Print {
    /// As the series' own code prints them (`stats` and `compare` on the command line):
    /// 18297, True.
    Reference,
    /// As people read them (the app, the notebooks): 18,297, "sound", words for yes and no.
    People,
}

impl Print {
    fn count(self, count: impl Whole) -> String {
        let count = count.whole();
        match self {
            Print::Reference => count.to_string(),
            Print::People => crate::numbers::count(count),
        }
    }

    /// A ratio's digits: one decimal as the reference prints it, or as people read them (`numbers::percent_digits`).
    fn ratio(self, percent: f64) -> String {
        match self {
            Print::Reference => format!("{percent:.1}"),
            Print::People => crate::numbers::percent_digits(percent),
        }
    }

    /// "yes"/"no" for a selector of the catalogues, or Python's True/False.
    fn answer(self, value: bool) -> &'static str {
        match (self, value) {
            (Print::Reference, _) => python_bool(value),
            (Print::People, true) => "yes",
            (Print::People, false) => "no",
        }
    }

    /// A message that says a yes or no: the reference's `id` with True/False, or its
    /// `-said` form, which words the answer.
    fn yes_no(self, lang: Lang, id: &str, value: bool) -> String {
        let id = match self {
            Print::Reference => id.to_string(),
            Print::People => format!("{id}-said"),
        };
        lang.format(&id, &[("answer", self.answer(value).into())])
    }
}

/// A count of the real tree: "≈ 3.1 × 10¹⁴" when estimated, else the whole number.
pub fn real_count(count: HiddenNodes) -> String {
    match count.estimated {
        true => format!("≈ {}", crate::numbers::large_count(count.nodes)),
        false => crate::numbers::count(count.nodes.max(0.0).round() as i128),
    }
}

/// The reference's debug print of one search, then the root value and the frame count.
pub fn summary_text(mode: &Mode, summary: &Summary, lang: Lang, print: Print) -> String {
    // Counted exactly at any depth, where pruned and total may be estimates.
    let cuts_line = |real: &crate::search::RealSummary| {
        tr!(
            lang,
            "figures-cuts",
            cuts = print.count(real.cuts),
            children = print.count(real.children_cut)
        )
    };
    let mut lines = vec![
        print.yes_no(lang, "figures-computed-by-minimax", mode.minimax),
        tr!(
            lang,
            "figures-calculated-nodes",
            count = print.count(summary.calculated)
        ),
    ];
    match &summary.real {
        // A grown tree: the real tree's counts, estimated or counted.
        Some(real) if real.estimated => lines.extend([
            tr!(
                lang,
                "figures-pruned-estimated",
                count = crate::numbers::large_count(real.pruned)
            ),
            tr!(
                lang,
                "figures-total-estimated",
                count = crate::numbers::large_count(real.total)
            ),
            tr!(
                lang,
                "figures-ratio-estimated",
                ratio = crate::numbers::percent_digits(real.ratio)
            ),
            cuts_line(real),
        ]),
        Some(real) => lines.extend([
            tr!(
                lang,
                "figures-pruned-nodes",
                count = print.count(real.pruned as u64)
            ),
            tr!(
                lang,
                "figures-total",
                count = print.count(real.total as u64)
            ),
            tr!(
                lang,
                "figures-ratio",
                ratio = crate::numbers::percent_digits(real.ratio)
            ),
            cuts_line(real),
        ]),
        None => lines.extend([
            tr!(
                lang,
                "figures-pruned-nodes",
                count = print.count(summary.pruned)
            ),
            tr!(lang, "figures-total", count = print.count(summary.total)),
            tr!(lang, "figures-ratio", ratio = print.ratio(summary.ratio)),
        ]),
    }
    lines.extend([
        tr!(
            lang,
            "figures-root-value",
            value = summary.value.to_string()
        ),
        tr!(
            lang,
            "figures-minimax-value",
            value = summary.minimax_value.to_string()
        ),
        print.yes_no(lang, "figures-sound", summary.sound),
        tr!(lang, "figures-frames", count = print.count(summary.frames)),
    ]);
    // Searches that enter nodes again count their visits apart, as the series' count does.
    let series_later = mode.search != SearchKind::AlphaBeta
        || mode.fail_soft
        || mode.cut_gt
        || mode.window.is_some();
    if summary.visits != summary.calculated || series_later {
        lines.push(tr!(
            lang,
            "figures-visits",
            count = print.count(summary.visits)
        ));
    }
    // Iterative deepening: one line per iteration; the calculated nodes above are their sum.
    // MTD(f) and aspiration: one line per pass, with its window.
    for iteration in &summary.iterations {
        lines.push(match iteration.window {
            Some((low, high)) => tr!(
                lang,
                "figures-pass",
                depth = iteration.depth,
                low = low.to_string(),
                high = high.to_string(),
                value = iteration.value.to_string(),
                calculated = print.count(iteration.calculated)
            ),
            None => match iteration.real_pruned {
                // Over a grown tree: the real tree's count, maybe estimated.
                Some(real) => tr!(
                    lang,
                    "figures-iteration",
                    depth = iteration.depth,
                    value = iteration.value.to_string(),
                    calculated = print.count(iteration.calculated),
                    pruned = real_count(real)
                ),
                None => tr!(
                    lang,
                    "figures-iteration",
                    depth = iteration.depth,
                    value = iteration.value.to_string(),
                    calculated = print.count(iteration.calculated),
                    pruned = print.count(iteration.pruned)
                ),
            },
        });
    }
    if !summary.sound {
        lines.push(tr!(lang, "figures-unsound-warning"));
    }
    lines.join("\n")
}

/// The per-depth table's cells.
pub fn depth_table_cells(rows: &[DepthRow], lang: Lang, print: Print) -> Cells {
    let header = [
        "figures-column-depth",
        "figures-column-calculated",
        "figures-column-pruned",
        "figures-column-total",
        "figures-column-ratio",
    ]
    .map(|id| tr!(lang, id))
    .to_vec();
    let body = rows
        .iter()
        .map(|row| {
            vec![
                row.depth.to_string(),
                print.count(row.calculated),
                print.count(row.pruned),
                print.count(row.total),
                format!("{}%", print.ratio(row.ratio)),
            ]
        })
        .collect();
    (header, body)
}

/// The per-depth table as aligned text.
pub fn depth_table_text(rows: &[DepthRow], lang: Lang, print: Print) -> String {
    let (header, body) = depth_table_cells(rows, lang, print);
    aligned_table(header, body)
}

/// A comparison row's mode in `lang` (its stored English name when the row has no mode).
pub fn compare_row_name(lang: Lang, row: &CompareRow) -> String {
    row.options
        .map_or_else(|| row.mode.clone(), |mode| super::mode_label(lang, &mode))
}

/// The comparison's cells.
pub fn compare_cells(rows: &[CompareRow], lang: Lang, print: Print) -> Cells {
    let header = [
        "figures-column-mode",
        "figures-column-value",
        "figures-column-sound",
        "figures-column-calculated",
        "figures-column-pruned",
        "figures-column-total",
        "figures-column-ratio",
        "figures-column-frames",
        "figures-column-visits",
    ]
    .map(|id| tr!(lang, id))
    .to_vec();
    let body = rows
        .iter()
        .map(|row| {
            vec![
                compare_row_name(lang, row),
                row.value.to_string(),
                match print {
                    Print::Reference => python_bool(row.sound).to_string(),
                    Print::People => {
                        tr!(lang, "figures-soundness", answer = print.answer(row.sound))
                    }
                },
                print.count(row.calculated),
                print.count(row.pruned),
                print.count(row.total),
                format!("{}%", print.ratio(row.ratio)),
                print.count(row.frames),
                print.count(row.visits),
            ]
        })
        .collect();
    (header, body)
}

/// The comparison as aligned text.
pub fn compare_text(rows: &[CompareRow], lang: Lang, print: Print) -> String {
    let (header, body) = compare_cells(rows, lang, print);
    aligned_table(header, body)
}

/// The solver benchmark's table: each part, its ideas, the mean nodes measured over the
/// sample, the tutorial's over the same positions and over all 1,000, the scores right.
pub fn solver_benchmark_cells(rows: &[SolverBenchmarkRow], lang: Lang) -> Cells {
    let header = vec![
        tr!(lang, "benchmark-column-part"),
        tr!(lang, "benchmark-column-ideas"),
        tr!(lang, "benchmark-column-positions"),
        tr!(lang, "benchmark-column-measured"),
        tr!(lang, "benchmark-column-tutorial-sample"),
        tr!(lang, "benchmark-column-tutorial-published"),
        tr!(lang, "benchmark-column-scores"),
    ];
    let body = rows
        .iter()
        .map(|row| {
            vec![
                row.part.to_string(),
                tr!(lang, "benchmark-ideas", part = row.part),
                row.positions.to_string(),
                format!("{:.2}", row.mean_nodes),
                format!("{:.2}", row.tutorial_mean_nodes),
                row.published_mean_nodes.to_string(),
                format!("{} / {}", row.scores_right, row.positions),
            ]
        })
        .collect();
    (header, body)
}

/// The solver benchmark as text: the table, then where its figures come from.
pub fn solver_benchmark_text(rows: &[SolverBenchmarkRow], lang: Lang) -> String {
    let (header, body) = solver_benchmark_cells(rows, lang);
    format!(
        "{}\n\n{}",
        aligned_table(header, body),
        tr!(lang, "benchmark-source")
    )
}

/// Left-aligns the first column, right-aligns the others, by display width.
fn aligned_table(header: Vec<String>, body: Vec<Vec<String>>) -> String {
    let columns = header.len();
    let mut rows = vec![header];
    rows.extend(body);
    let width = |text: &str| {
        text.chars()
            .map(|c| if c.is_ascii() { 1 } else { 2 })
            .sum::<usize>()
    };
    let widths: Vec<usize> = (0..columns)
        .map(|column| {
            rows.iter()
                .map(|row| width(&row[column]))
                .max()
                .unwrap_or(0)
        })
        .collect();
    rows.iter()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(column, cell)| {
                    let padding = " ".repeat(widths[column] - width(cell));
                    if column == 0 {
                        format!("{cell}{padding}")
                    } else {
                        format!("{padding}{cell}")
                    }
                })
                .collect();
            cells.join("  ").trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What a table frame under a horizon says of its entry's depth.
pub fn table_depth_note(entry_depth: u8, plies_left: usize, lang: Lang) -> String {
    let id = if entry_depth as usize >= plies_left {
        "figures-table-entry-used"
    } else {
        "figures-table-entry-too-shallow"
    };
    tr!(lang, id, entry = entry_depth, left = plies_left)
}

/// Which iteration of iterative deepening a frame is in.
pub fn iteration_note(number: usize, count: usize, depth: usize, lang: Lang) -> String {
    tr!(
        lang,
        "iteration-note",
        number = number,
        count = count,
        depth = depth
    )
}

/// A size in bytes as people read it: "812 KB", "38.6 GB" (units are symbols, not words).
pub fn byte_size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KB", "MB", "GB", "TB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1000.0 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    match unit {
        0 => format!("{bytes} {}", UNITS[0]),
        _ if value < 100.0 => format!("{value:.1} {}", UNITS[unit]),
        _ => format!("{value:.0} {}", UNITS[unit]),
    }
}
