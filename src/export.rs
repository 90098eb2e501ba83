//! Exports: a whole trace (a search's or a Monte Carlo run's) as JSON, tables as CSV. Files
//! are written atomically.

use std::path::Path;

use serde_json::json;

use crate::game::GameView;
use crate::io::write_atomically_with;
use crate::search::montecarlo::{MonteCarloKind, MonteCarloTrace, Phase};
use crate::search::{Frame, SolverStep, Trace};
use crate::stats::{CompareRow, DepthRow, SolverBenchmarkRow};
use crate::tree::Tree;

/// Writes every frame of the trace, one JSON object per frame, inside one object with the
/// search's mode, root and summary.
pub fn write_trace_json(tree: &Tree, trace: &Trace, path: &Path) -> std::io::Result<()> {
    write_trace_json_with_progress(tree, trace, path, || {})
}

/// As [`write_trace_json`], calling `opened` once the file is open, before its frames.
pub fn write_trace_json_with_progress(
    tree: &Tree,
    trace: &Trace,
    path: &Path,
    opened: impl FnOnce(),
) -> std::io::Result<()> {
    let header = serde_json::json!({
        "mode": trace.mode(),
        "root": tree.notation(trace.root()),
        "summary": trace.summary(),
    });
    let mut frames = trace.frames().cursor();
    write_frames_json(path, &header, (trace.len(), opened), |index| {
        let frame = frames.at(index).unwrap_or_else(|| trace.frames().at(index));
        frame_json_of(tree, trace, index, frame)
    })
}

/// Frames measured to estimate a trace file's size.
const SIZE_SAMPLE: usize = 2_000;

/// About how many bytes [`write_trace_json`] writes for this trace: the frames of an even
/// sample measured, and their mean taken for every frame.
pub fn trace_json_bytes(tree: &Tree, trace: &Trace) -> u64 {
    let count = trace.len();
    let step = count.div_ceil(SIZE_SAMPLE).max(1);
    let sample: Vec<usize> = (0..count).step_by(step).collect();
    let measured: usize = sample
        .iter()
        .map(|&index| {
            serde_json::to_vec(&frame_json(tree, trace, index)).map_or(0, |bytes| bytes.len()) + 2
        })
        .sum();
    let mean = measured as f64 / sample.len().max(1) as f64;
    (mean * count as f64) as u64 + 4096
}

/// A trace file bigger than the free space where it would go: its size and that space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSpace {
    pub bytes: u64,
    pub free: u64,
}

/// About how many bytes the trace file at `path` takes, when that fits where it would go.
pub fn trace_json_size(tree: &Tree, trace: &Trace, path: &Path) -> Result<u64, NoSpace> {
    let bytes = trace_json_bytes(tree, trace);
    match crate::io::free_bytes_for(path) {
        Some(free) if free < bytes => Err(NoSpace { bytes, free }),
        _ => Ok(bytes),
    }
}

/// Writes `header` with a `frames` array of `count` frames, one line each, atomically;
/// `opened` is called once the file is open.
fn write_frames_json(
    path: &Path,
    header: &serde_json::Value,
    (count, opened): (usize, impl FnOnce()),
    mut frame: impl FnMut(usize) -> serde_json::Value,
) -> std::io::Result<()> {
    write_atomically_with(path, |writer| {
        opened();
        let header = serde_json::to_string(header).map_err(std::io::Error::other)?;
        // The header's closing brace is reopened to append the frames without building them all.
        write!(writer, "{},\"frames\":[", &header[..header.len() - 1])?;
        for index in 0..count {
            if index > 0 {
                writer.write_all(b",\n")?;
            }
            serde_json::to_writer(&mut *writer, &frame(index)).map_err(std::io::Error::other)?;
        }
        writer.write_all(b"]}\n")
    })
}

/// One frame as JSON: the command line prints it, a trace file holds one per frame.
pub fn frame_json(tree: &Tree, trace: &Trace, index: usize) -> serde_json::Value {
    frame_json_of(tree, trace, index, trace.frames().at(index))
}

/// As [`frame_json`], the frame at `index` already read.
fn frame_json_of(tree: &Tree, trace: &Trace, index: usize, frame: Frame) -> serde_json::Value {
    let counters = trace.counters_at(index);
    let node = frame.node;
    let mut value = json!({
        "index": index,
        "status": frame.status.name(),
        "moves": tree.notation(node),
        "board": tree.board_text(node),
        "depth": tree.depth(node),
        "max_node": tree.is_max_node(node),
        "alpha": frame.alpha,
        "beta": frame.beta,
        "score": frame.child_score(),
        "value": frame.returned(),
        "calculated": counters.calculated,
        "pruned": counters.pruned,
    });
    // A grown tree: pruned counts the real tree (the children cut are counted apart).
    if let Some(real) = trace.real_pruned_at(index) {
        let (_, children_cut) = trace.real_cuts_at(index).unwrap_or_default();
        value["cut_children"] = json!(children_cut);
        if real.estimated {
            value["pruned"] = json!(real.nodes.round());
            value["estimated"] = json!(true);
        } else {
            // Counted, it is a whole number.
            value["pruned"] = json!(real.nodes as u64);
        }
    }
    if let Some(iteration) = trace.iteration_at(index) {
        value["iteration"] = json!(iteration.number);
        value["iterations"] = json!(iteration.count);
        value["iteration_depth"] = json!(iteration.depth);
    }
    if let Some(step) = trace.solver_step(index) {
        value["solver_step"] = json!(step.name());
        if step == SolverStep::WinFound {
            let winning = trace.winning_child(tree, index);
            let text = |mv| tree.view().format_move(mv);
            value["winning_move"] =
                json!(winning.and_then(|child| tree.last_move(child)).map(text));
        }
    }
    if let Some(depth) = frame.table_entry_depth() {
        value["table_entry_depth"] = json!(depth);
        value["plies_left"] = json!(trace.plies_left(tree, node, index));
    }
    if trace.mode().threat_order {
        value["threats"] = threats_json(tree, node);
    }
    if let Some(bounds) = trace.bounds_frame(index) {
        value["looked_up"] = json!([bounds.looked_up.0, bounds.looked_up.1]);
        value["found_in_table"] = json!(bounds.found);
        value["table_decided"] = json!(bounds.table_decided);
        value["best"] = json!(bounds.best);
        value["classification"] = json!(bounds.classification);
        value["stored"] = json!(bounds.stored.map(|(lower, upper)| [lower, upper]));
    }
    value
}

/// Under the threat order: each child of `node`, its move and the threats it makes (the
/// empty cells where its mover would then complete four), in the game's move order.
fn threats_json(tree: &Tree, node: crate::tree::NodeId) -> serde_json::Value {
    let view = tree.view();
    let Some(facts) = view.solver_facts(tree.position_key(node)) else {
        return json!([]);
    };
    let children = tree
        .children(node)
        .filter_map(|child| tree.last_move(child));
    let listed = children.map(|mv| {
        let threats = facts
            .threats
            .get(usize::from(mv))
            .copied()
            .unwrap_or_default();
        json!({ "move": view.format_move(mv), "threats": threats })
    });
    json!(listed.collect::<Vec<_>>())
}

fn csv(header: &[&str], rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut lines = vec![header.join(",")];
    lines.extend(rows.map(|row| {
        row.iter()
            .map(|cell| crate::text::csv_field(cell))
            .collect::<Vec<_>>()
            .join(",")
    }));
    lines.join("\n") + "\n"
}

pub fn compare_csv(rows: &[CompareRow]) -> String {
    let header = [
        "mode",
        "value",
        "sound",
        "calculated",
        "pruned",
        "total",
        "ratio",
        "frames",
        "visits",
        "passes",
    ];
    csv(
        &header,
        rows.iter().map(|row| {
            vec![
                row.mode.clone(),
                row.value.to_string(),
                row.sound.to_string(),
                row.calculated.to_string(),
                row.pruned.to_string(),
                row.total.to_string(),
                format!("{:.3}", row.ratio),
                row.frames.to_string(),
                row.visits.to_string(),
                row.passes.to_string(),
            ]
        }),
    )
}

/// The per-depth tables of several modes, one row per mode and depth.
pub fn depth_csv(tables: &[(String, Vec<DepthRow>)]) -> String {
    let header = [
        "mode",
        "depth",
        "root",
        "calculated",
        "pruned",
        "total",
        "ratio",
    ];
    csv(
        &header,
        tables.iter().flat_map(|(mode, rows)| {
            rows.iter().map(move |row| {
                vec![
                    mode.clone(),
                    row.depth.to_string(),
                    row.root.clone(),
                    row.calculated.to_string(),
                    row.pruned.to_string(),
                    row.total.to_string(),
                    format!("{:.3}", row.ratio),
                ]
            })
        }),
    )
}

/// The solver benchmark's rows as CSV: a part a line.
pub fn solver_benchmark_csv(rows: &[SolverBenchmarkRow]) -> String {
    let header = [
        "part",
        "positions",
        "mean_nodes",
        "tutorial_mean_nodes",
        "published_mean_nodes",
        "scores_right",
    ];
    csv(
        &header,
        rows.iter().map(|row| {
            vec![
                row.part.to_string(),
                row.positions.to_string(),
                format!("{:.2}", row.mean_nodes),
                format!("{:.2}", row.tutorial_mean_nodes),
                row.published_mean_nodes.to_string(),
                row.scores_right.to_string(),
            ]
        }),
    )
}

/// A Monte Carlo phase's name in JSON.
fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Select => "select",
        Phase::Expand => "expand",
        Phase::Playout => "playout",
        Phase::BackUp => "back-up",
    }
}

/// One frame of a Monte Carlo run as JSON: the phase, its node with its tally so far, the
/// run's counters, the playout of a playout or back-up, the bounds weighed at a selection.
pub fn monte_carlo_frame_json(
    view: &dyn GameView,
    trace: &MonteCarloTrace,
    index: usize,
) -> serde_json::Value {
    let frame = trace.frame(index);
    let tally = trace.tally(frame.node, index);
    let chosen = trace
        .chosen_at(index)
        .and_then(|node| trace.last_move(node))
        .map(|mv| view.format_move(mv));
    let mut value = json!({
        "index": index,
        "iteration": frame.iteration + 1,
        "phase": phase_name(frame.phase),
        "moves": trace.notation(frame.node, view),
        "board": view.board_text(trace.key(frame.node)),
        "visits": tally.visits,
        "wins": tally.wins,
        "draws": tally.draws,
        "losses": tally.losses(),
        "nodes": trace.nodes_at(index),
        "playouts": trace.playouts_at(index),
        "chosen": chosen,
    });
    if matches!(frame.phase, Phase::Playout | Phase::BackUp)
        && let Some(playout) = trace.playout(frame.iteration as usize)
    {
        let moves: Vec<String> = playout
            .moves
            .iter()
            .map(|&mv| view.format_move(mv))
            .collect();
        value["playout"] = json!({ "moves": moves, "value": playout.value });
    }
    if frame.phase == Phase::Select
        && let Some(parent) = trace.parent(frame.node)
    {
        let bounds: Vec<serde_json::Value> = trace
            .ucb_bars(parent, index)
            .iter()
            .map(|bar| {
                json!({
                    "move": trace.last_move(bar.node).map(|mv| view.format_move(mv)),
                    "mean": bar.mean,
                    "bonus": bar.bonus,
                    "chosen": bar.chosen,
                })
            })
            .collect();
        value["bounds"] = json!(bounds);
    }
    value
}

/// Writes every frame of a Monte Carlo run to `path` as one JSON document, atomically:
/// the run's kind, seed and root, then its frames.
pub fn write_monte_carlo_json(
    view: &dyn GameView,
    root: &str,
    trace: &MonteCarloTrace,
    path: &Path,
) -> std::io::Result<()> {
    let kind = match trace.kind() {
        MonteCarloKind::Primitive { playouts } => json!({ "search": "pmc", "playouts": playouts }),
        MonteCarloKind::TreeSearch {
            iterations,
            exploration,
        } => json!({
            "search": "mcts",
            "iterations": iterations,
            "exploration": exploration,
        }),
    };
    let header = json!({ "run": kind, "seed": trace.seed(), "root": root });
    write_frames_json(path, &header, (trace.len(), || {}), |index| {
        monte_carlo_frame_json(view, trace, index)
    })
}
