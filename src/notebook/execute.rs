//! Running cells: the same searches and printouts as the command line.

use super::{CellKind, CellOutput, Notebook};
use crate::lang::Lang;
use crate::search::{self, Trace};
use crate::stats;
use crate::tree::Tree;

/// A one-line description of a cell, for listings.
pub fn describe_cell(kind: &CellKind) -> String {
    let root_text = |root: &str| {
        if root.trim().is_empty() {
            "the empty board".to_string()
        } else {
            root.trim().to_string()
        }
    };
    match kind {
        CellKind::Text { source } => {
            let first_line = source
                .lines()
                .find(|line| !line.trim().is_empty())
                .unwrap_or_default();
            format!("text: {}", first_line.trim_start_matches('#').trim())
        }
        CellKind::Run { root, mode, .. } => {
            format!("run: {} from {}", mode.label(), root_text(root))
        }
        CellKind::Compare { root, modes } => {
            format!("compare: {} modes from {}", modes.len(), root_text(root))
        }
        CellKind::DepthTable { modes } => {
            let labels: Vec<String> = modes.iter().map(|mode| mode.label()).collect();
            format!("depth table: {}", labels.join(" / "))
        }
    }
}

fn failure(execution_count: u32, message: String) -> CellOutput {
    CellOutput {
        execution_count,
        text: message,
        error: true,
        compare_rows: Vec::new(),
        depth_tables: Vec::new(),
    }
}

/// Runs one executable cell; run cells also hand back their trace for the player.
pub fn execute_cell(
    tree: &Tree,
    kind: &CellKind,
    execution_count: u32,
    lang: Lang,
) -> Option<(CellOutput, Option<Trace>)> {
    let mut output = CellOutput {
        execution_count,
        text: String::new(),
        error: false,
        compare_rows: Vec::new(),
        depth_tables: Vec::new(),
    };
    let root_of = |root: &str| {
        tree.find_by_notation(root).map_err(|error| {
            format!(
                "{} '{}': {error}",
                lang.pick("root moves", "ルートの着手"),
                root.trim()
            )
        })
    };
    match kind {
        CellKind::Text { .. } => None,
        CellKind::Run { root, mode, .. } => {
            let root = match root_of(root) {
                Ok(root) => root,
                Err(message) => return Some((failure(execution_count, message), None)),
            };
            let trace = search::record(tree, root, *mode);
            output.text = stats::summary_text(mode, trace.summary(), lang);
            Some((output, Some(trace)))
        }
        CellKind::Compare { root, modes } => {
            let root = match root_of(root) {
                Ok(root) => root,
                Err(message) => return Some((failure(execution_count, message), None)),
            };
            output.compare_rows = stats::compare(tree, root, modes);
            output.text = stats::compare_text(&output.compare_rows, lang);
            Some((output, None))
        }
        CellKind::DepthTable { modes } => {
            let mut texts = Vec::new();
            for mode in modes {
                let rows = stats::depth_table(tree, *mode);
                texts.push(format!(
                    "{}\n{}",
                    mode.label(),
                    stats::depth_table_text(&rows, lang)
                ));
                output.depth_tables.push((mode.label(), rows));
            }
            output.text = texts.join("\n\n");
            Some((output, None))
        }
    }
}

/// The notebook as text: each cell, and the outputs of those that ran, Jupyter style.
pub fn notebook_text(notebook: &Notebook) -> String {
    let mut parts = vec![format!("# {}", notebook.title)];
    for cell in &notebook.cells {
        match (&cell.kind, &cell.output) {
            (CellKind::Text { source }, _) => parts.push(source.trim_end().to_string()),
            (kind, Some(output)) => {
                parts.push(format!(
                    "In [{}]: {}",
                    output.execution_count,
                    describe_cell(kind)
                ));
                parts.push(output.text.clone());
            }
            (kind, None) => parts.push(format!("In [ ]: {}", describe_cell(kind))),
        }
    }
    parts.join("\n\n")
}

/// Runs every executable cell in order, numbering the runs.
pub fn execute_all(tree: &Tree, editor: &mut super::Editor, lang: Lang) {
    for at in 0..editor.len() {
        let kind = editor.notebook.cells[at].kind.clone();
        if !kind.is_executable() {
            continue;
        }
        let count = editor.next_execution_count();
        if let Some((output, _)) = execute_cell(tree, &kind, count, lang) {
            editor.set_output(at, output);
        }
    }
}
