//! The figures of searches, as rows and as the reference prints them.

use serde::{Deserialize, Serialize};

use crate::lang::Lang;
use crate::search::{self, Mode, Score, Summary, Trace};
use crate::tree::{NodeId, Tree};

/// Python's spelling of a boolean, as the reference prints it.
fn python_bool(value: bool) -> &'static str {
    if value { "True" } else { "False" }
}

/// `abtutor stats --json`: the summary and the principal variation.
#[derive(Serialize)]
pub struct StatsJson<'a> {
    #[serde(flatten)]
    pub summary: &'a Summary,
    /// The expected line from the search root, in the game's notation.
    pub pv: Vec<String>,
}

/// The principal variation's moves, in the game's notation.
pub fn principal_variation(tree: &Tree, trace: &Trace) -> Vec<String> {
    let view = tree.view();
    trace
        .principal_variation(tree)
        .into_iter()
        .filter_map(|node| tree.last_move(node))
        .map(|mv| view.format_move(mv))
        .collect()
}

/// The reference's debug print of one search, then the root value and the frame count.
pub fn summary_text(mode: &Mode, summary: &Summary, lang: Lang) -> String {
    let mut lines = vec![
        format!(
            "{} {}",
            lang.pick("computed by minimax", "ミニマックス法で計算したか"),
            python_bool(mode.minimax)
        ),
        format!(
            "{} {}",
            lang.pick("calculated nodes", "計算したノードの数"),
            summary.calculated
        ),
        format!(
            "{} {}",
            lang.pick("pruned nodes", "枝狩りしたノードの数"),
            summary.pruned
        ),
        format!("{} {}", lang.pick("total", "合計"), summary.total),
        format!("{} {:.1}%", lang.pick("ratio", "割合"), summary.ratio),
        format!(
            "{} {}",
            lang.pick("root value", "ルートノードの評価値"),
            summary.value
        ),
        format!(
            "{} {}",
            lang.pick("minimax value", "ミニマックス法の評価値"),
            summary.minimax_value
        ),
        format!(
            "{} {}",
            lang.pick("sound", "正しい評価値か"),
            python_bool(summary.sound)
        ),
        format!("{} {}", lang.pick("frames", "フレーム数"), summary.frames),
    ];
    // Iterative deepening: one line per iteration; the calculated nodes above are their sum.
    for iteration in &summary.iterations {
        lines.push(format!(
            "{} {}: {} {}, {} {}, {} {}",
            lang.pick("iteration depth", "反復 深さ"),
            iteration.depth,
            lang.pick("root value", "評価値"),
            iteration.value,
            lang.pick("calculated", "計算"),
            iteration.calculated,
            lang.pick("pruned", "枝狩り"),
            iteration.pruned
        ));
    }
    if !summary.sound {
        lines.push(
            lang.pick(
                "warning: this combination stores values found under a narrowed window as exact; its root value differs from minimax",
                "注意: この組み合わせは狭い窓で求めた値を正確な値として置換表に登録するため、ルートの評価値がミニマックス法と異なります",
            )
            .to_string(),
        );
    }
    lines.join("\n")
}

/// One row of the per-depth table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthRow {
    pub depth: usize,
    /// The moves to the root of this row (the first node of the depth, breadth first).
    pub root: String,
    pub calculated: u32,
    pub pruned: u32,
    pub total: u32,
    pub ratio: f64,
}

/// The reference's run over the first node (breadth first) of each depth as root, from the
/// tree's base to the last depth with inner nodes (0–8 in tic-tac-toe).
pub fn depth_table(tree: &Tree, mode: Mode) -> Vec<DepthRow> {
    (tree.depth(tree.base())..tree.max_depth())
        .map(|depth| {
            let root = tree.nodes_at_depth(depth).start;
            let summary = search::record(tree, root, mode).summary().clone();
            DepthRow {
                depth,
                root: tree.notation(root),
                calculated: summary.calculated,
                pruned: summary.pruned,
                total: summary.total,
                ratio: summary.ratio,
            }
        })
        .collect()
}

/// A table as a header and rows of cells, for text, the UI and files alike.
pub type Cells = (Vec<&'static str>, Vec<Vec<String>>);

/// The per-depth table's cells.
pub fn depth_table_cells(rows: &[DepthRow], lang: Lang) -> Cells {
    let header = vec![
        lang.pick("depth", "深さ"),
        lang.pick("calculated", "計算したノードの数"),
        lang.pick("pruned", "枝狩りしたノードの数"),
        lang.pick("total", "合計"),
        lang.pick("ratio", "割合"),
    ];
    let body = rows
        .iter()
        .map(|row| {
            vec![
                row.depth.to_string(),
                row.calculated.to_string(),
                row.pruned.to_string(),
                row.total.to_string(),
                format!("{:.1}%", row.ratio),
            ]
        })
        .collect();
    (header, body)
}

pub fn depth_table_text(rows: &[DepthRow], lang: Lang) -> String {
    let (header, body) = depth_table_cells(rows, lang);
    aligned_table(&header, body.into_iter())
}

/// One mode's line of a comparison.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareRow {
    pub mode: String,
    pub minimax: bool,
    pub init_ab: bool,
    pub table: String,
    pub order: String,
    pub shortest_victory: bool,
    pub value: Score,
    pub sound: bool,
    pub calculated: u32,
    pub pruned: u32,
    pub total: u32,
    pub ratio: f64,
    pub frames: usize,
}

/// Runs each mode from `root` and lists the figures side by side.
pub fn compare(tree: &Tree, root: NodeId, modes: &[Mode]) -> Vec<CompareRow> {
    modes
        .iter()
        .map(|mode| {
            let summary = search::record(tree, root, *mode).summary().clone();
            CompareRow {
                mode: mode.label(),
                minimax: mode.minimax,
                init_ab: mode.init_ab,
                table: mode.table.name().to_string(),
                order: mode.order.name().to_string(),
                shortest_victory: mode.shortest_victory,
                value: summary.value,
                sound: summary.sound,
                calculated: summary.calculated,
                pruned: summary.pruned,
                total: summary.total,
                ratio: summary.ratio,
                frames: summary.frames,
            }
        })
        .collect()
}

/// The comparison's cells.
pub fn compare_cells(rows: &[CompareRow], lang: Lang) -> Cells {
    let header = vec![
        lang.pick("mode", "モード"),
        lang.pick("value", "評価値"),
        lang.pick("sound", "正しいか"),
        lang.pick("calculated", "計算"),
        lang.pick("pruned", "枝狩り"),
        lang.pick("total", "合計"),
        lang.pick("ratio", "割合"),
        lang.pick("frames", "フレーム数"),
    ];
    let body = rows
        .iter()
        .map(|row| {
            vec![
                row.mode.clone(),
                row.value.to_string(),
                python_bool(row.sound).to_string(),
                row.calculated.to_string(),
                row.pruned.to_string(),
                row.total.to_string(),
                format!("{:.1}%", row.ratio),
                row.frames.to_string(),
            ]
        })
        .collect();
    (header, body)
}

pub fn compare_text(rows: &[CompareRow], lang: Lang) -> String {
    let (header, body) = compare_cells(rows, lang);
    aligned_table(&header, body.into_iter())
}

/// Left-aligns the first column, right-aligns the others, by display width.
fn aligned_table(header: &[&str], body: impl Iterator<Item = Vec<String>>) -> String {
    let mut rows: Vec<Vec<String>> = vec![header.iter().map(|cell| cell.to_string()).collect()];
    rows.extend(body);
    let width = |text: &str| {
        text.chars()
            .map(|c| if c.is_ascii() { 1 } else { 2 })
            .sum::<usize>()
    };
    let widths: Vec<usize> = (0..header.len())
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
    let used = entry_depth as usize >= plies_left;
    match (used, lang) {
        (true, Lang::En) => format!(
            "table entry searched {entry_depth} plies deep, {plies_left} left here: deep enough, used"
        ),
        (false, Lang::En) => format!(
            "table entry searched {entry_depth} plies deep, {plies_left} left here: too shallow, searched again"
        ),
        (true, Lang::Ja) => format!(
            "置換表の登録は深さ {entry_depth} まで読んだ値、ここから残り {plies_left}: 十分深いので利用"
        ),
        (false, Lang::Ja) => format!(
            "置換表の登録は深さ {entry_depth} まで読んだ値、ここから残り {plies_left}: 浅いので読み直す"
        ),
    }
}

/// Which iteration of iterative deepening a frame is in.
pub fn iteration_note(number: usize, count: usize, depth: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("iteration {number} of {count}: searching {depth} plies deep"),
        Lang::Ja => format!("反復 {number} / {count}: 深さ {depth} まで探索"),
    }
}
