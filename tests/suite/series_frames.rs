//! Every frame of searches recorded by the series' own code against the same searches here.
//!
//! Fixture: tests/data/series_frames.txt, written by a Python driver that imports the unchanged
//! code of ysgeso/marubatsu — folder 163 (calc_score_by_ab, the final bounds form of
//! calc_score_for_anim, move_bestmove_to_head), 152/tree.py (the value table keyed by board:
//! exact-sym, and exact with calc_same_boardtexts giving the board alone, as article 151 first
//! wrote it) and 162/tree.py (the widening bounds form) — over a tree built by Mbtree().
//! tools/series_frames.py is that driver; its header says how to run it again.
//!
//! Each run starts `run root=<moves|-> mode=<options joined by +> frames=N value=V
//! calculated=C pruned=P <frames|blocks>`; then one line per frame, or for long runs the CRC-32
//! of each block of 4,096 frame lines (each line ending in a newline). A frame line is
//! `<status> <board> <α> <β> <fields…> <calculated> <pruned>`, status one of s(tart) c (score)
//! u(pdate) t(t) e(nd), the board row by row with `.` for an empty cell. Without a bounds table
//! the one field is the child score (`-` off score frames). With one, α and β are the window
//! the series shows (after the table narrowed or widened it) and the two fields are: start
//! `- -`; tt `<lower>,<upper>` and `f`/`-` (found) `d`/`-` (the table decided); score the best
//! so far and the child score; update the best and `x` on a cut; end the best and
//! `<L|E|H>:<stored lower>,<stored upper>`.
//!
//! The series also labels leaves and the nodes its table decided, and stores them again;
//! abtutor does neither, so for those end frames the test applies the series' rule itself.

use std::collections::HashMap;
use std::sync::OnceLock;

use abtutor::search::{
    self, BoundsFrame, ChildOrder, Classification, Frame, Mode, Status, TableKind, Trace,
};
use abtutor::tree::Tree;

const FIXTURE: &str = include_str!("../data/series_frames.txt");
const BLOCK: usize = 4096;

fn tree() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(Tree::tic_tac_toe)
}

struct Run<'a> {
    header: &'a str,
    root: &'a str,
    mode: Mode,
    fields: HashMap<&'a str, &'a str>,
    frames_in_full: bool,
    body: Vec<&'a str>,
}

fn parse_mode(text: &str) -> Mode {
    let mut mode = Mode::alpha_beta();
    for word in text.split('+') {
        match word {
            "alpha-beta" => {}
            "minimax" => mode.minimax = true,
            "init_ab" => mode.init_ab = true,
            "shortest_victory" => mode.shortest_victory = true,
            "order=best-first" => mode.order = ChildOrder::BestFirst,
            _ => {
                let name = word.strip_prefix("table=").expect("a mode word");
                mode.table = *TableKind::ALL
                    .iter()
                    .find(|table| table.name() == name)
                    .unwrap_or_else(|| panic!("no table named {name}"));
            }
        }
    }
    mode
}

fn runs() -> Vec<Run<'static>> {
    let mut runs: Vec<Run> = Vec::new();
    for line in FIXTURE.lines() {
        if let Some(rest) = line.strip_prefix("run ") {
            let mut words = rest.split(' ');
            let fields: HashMap<&str, &str> = words
                .by_ref()
                .take(6)
                .map(|word| word.split_once('=').expect("key=value"))
                .collect();
            let root = fields["root"];
            runs.push(Run {
                header: line,
                root: if root == "-" { "" } else { root },
                mode: parse_mode(fields["mode"]),
                fields,
                frames_in_full: words.next() == Some("frames"),
                body: Vec::new(),
            });
        } else {
            runs.last_mut().expect("a run first").body.push(line);
        }
    }
    runs
}

fn label(classification: Classification) -> char {
    match classification {
        Classification::FailLow => 'L',
        Classification::Exact => 'E',
        Classification::FailHigh => 'H',
    }
}

fn status_letter(status: Status) -> char {
    match status {
        Status::Start => 's',
        Status::Score => 'c',
        Status::Update => 'u',
        Status::Tt => 't',
        Status::End => 'e',
    }
}

/// The series' label and stored pair for a leaf or a node its table decided: its value
/// against the window it was entered with, the widening form calling a closed pair exact.
fn unsearched_label(trace: &Trace, frame: &Frame, bounds: &BoundsFrame, leaf: bool) -> String {
    let best = bounds.best.expect("an end frame has a value");
    let (lower, upper) = if leaf { (best, best) } else { bounds.looked_up };
    let (mut letter, stored) = if best <= frame.alpha {
        ('L', (lower, best))
    } else if best < frame.beta {
        ('E', (best, best))
    } else {
        ('H', (best, upper))
    };
    if trace.mode().table == TableKind::BoundsWidening && stored.0 == stored.1 {
        letter = 'E';
    }
    format!("{letter}:{},{}", stored.0, stored.1)
}

/// Frame `index` of the trace written as the series' line.
fn render(tree: &Tree, trace: &Trace, index: usize) -> String {
    let frame = trace.frame(index).unwrap();
    let head = format!(
        "{} {}",
        status_letter(frame.status),
        tree.board_text(frame.node)
    );
    let counters = trace.counters_at(index);
    let counters = format!("{} {}", counters.calculated, counters.pruned);
    let Some(bounds) = trace.bounds_frame(index) else {
        let child = frame
            .child_score()
            .map_or("-".to_string(), |score| score.to_string());
        return format!("{head} {} {} {child} {counters}", frame.alpha, frame.beta);
    };
    let best = || bounds.best.expect("a best value").to_string();
    let (alpha, beta, fields) = match frame.status {
        Status::Start => (frame.alpha, frame.beta, "- -".to_string()),
        Status::Tt => {
            let (lower, upper) = bounds.looked_up;
            let found = if bounds.found { 'f' } else { '-' };
            let decided = if bounds.table_decided { 'd' } else { '-' };
            let fields = format!("{lower},{upper} {found}{decided}");
            (frame.alpha, frame.beta, fields)
        }
        Status::Score | Status::Update => {
            // The series shows the window the node's table look-up left, one frame after start.
            let tt_index = trace.started_at(frame.node).unwrap() + 1;
            let window = trace.frame(tt_index).unwrap();
            let last = match frame.child_score() {
                Some(score) => score.to_string(),
                None if frame.is_cut() => "x".to_string(),
                None => "-".to_string(),
            };
            (window.alpha, window.beta, format!("{} {last}", best()))
        }
        Status::End => {
            let stored = match (bounds.classification, bounds.stored) {
                (Some(classification), Some((lower, upper))) => {
                    format!("{}:{lower},{upper}", label(classification))
                }
                _ => unsearched_label(trace, &frame, bounds, tree.is_terminal(frame.node)),
            };
            (frame.alpha, frame.beta, format!("{} {stored}", best()))
        }
    };
    format!("{head} {alpha} {beta} {fields} {counters}")
}

/// CRC-32 (IEEE), as Python's zlib.crc32 computes it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                crc >> 1 ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn check_run(tree: &Tree, number: usize, run: &Run) -> Result<(), String> {
    let root = tree
        .find_by_notation(run.root)
        .map_err(|error| format!("{}: {error}", run.header))?;
    let trace = search::record(tree, root, run.mode);
    let summary = trace.summary();
    let at = format!("run {number} ({})", run.header);
    // The run is whole: one line a frame, or one checksum a block of frames, and as many
    // frames recorded here.
    let frames: usize = run.fields["frames"]
        .parse()
        .map_err(|_| format!("{at}: frames is no number"))?;
    let lines = if run.frames_in_full {
        frames
    } else {
        frames.div_ceil(BLOCK)
    };
    if run.body.len() != lines {
        return Err(format!(
            "{at}: {} lines in the fixture for {frames} frames, {lines} expected",
            run.body.len()
        ));
    }
    if trace.len() != frames {
        return Err(format!("{at}: {} frames recorded here", trace.len()));
    }
    let figures = [
        ("frames", summary.frames.to_string()),
        ("value", summary.value.to_string()),
        ("calculated", summary.calculated.to_string()),
        ("pruned", summary.pruned.to_string()),
    ];
    for (key, ours) in figures {
        if run.fields[key] != ours {
            return Err(format!("{at}: {key} {ours} here"));
        }
    }
    if run.frames_in_full {
        for (index, series_line) in run.body.iter().enumerate() {
            let ours = render(tree, &trace, index);
            if ours != *series_line {
                return Err(format!(
                    "{at}: first difference at frame {index}\n  series:  {series_line}\n  abtutor: {ours}"
                ));
            }
        }
        return Ok(());
    }
    for (block, expected) in run.body.iter().enumerate() {
        let start = block * BLOCK;
        let end = (start + BLOCK).min(trace.len());
        let mut text = String::new();
        for index in start..end {
            text.push_str(&render(tree, &trace, index));
            text.push('\n');
        }
        let ours = format!("{:08x}", crc32(text.as_bytes()));
        if ours != *expected {
            return Err(format!(
                "{at}: frames {start}..{end} differ from the series' (checksum {ours}, series {expected})"
            ));
        }
    }
    Ok(())
}

#[test]
fn every_frame_agrees_with_the_series_own_code() {
    let tree = tree();
    let runs = runs();
    assert!(runs.len() >= 80, "{} runs", runs.len());
    let failures: Vec<String> = runs
        .iter()
        .enumerate()
        .filter_map(|(number, run)| check_run(tree, number, run).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} runs differ:\n{}",
        failures.len(),
        runs.len(),
        failures.join("\n")
    );
}

#[test]
fn the_fixture_holds_the_reference_figures() {
    let figures: Vec<(Mode, &str)> = runs()
        .iter()
        .filter(|run| run.root.is_empty() && !run.frames_in_full)
        .map(|run| (run.mode, run.fields["calculated"]))
        .collect();
    let widening = Mode {
        table: TableKind::BoundsWidening,
        ..Mode::alpha_beta()
    };
    assert!(figures.contains(&(widening, "1173")));
    assert!(figures.contains(&(Mode::alpha_beta(), "18297")));
}
