//! The α–β number line: the window, the child's score, the three cases of the current
//! node kind, and in bounds mode the table's intervals.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, pos2, vec2};

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::state::Player;
use crate::app::ui::colors::{self, Meaning};
use crate::lang::Lang;
use crate::search::{BoundsFrame, Entry, Score, SearchKind, SolverStep, Status};
use crate::tr;
use crate::tree::Tree;

mod axis;

use axis::Line;

/// The panel that explains the current frame.
#[derive(Default)]
pub struct NumberLine;

/// Which of the three cases a child's score falls in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Cut,
    Update,
    NoUpdate,
}

/// The case of a child's score against the window before its update.
pub fn case_of(max_node: bool, alpha: Score, beta: Score, score: Score) -> Case {
    if max_node {
        if beta <= score {
            Case::Cut
        } else if alpha < score {
            Case::Update
        } else {
            Case::NoUpdate
        }
    } else if score <= alpha {
        Case::Cut
    } else if score < beta {
        Case::Update
    } else {
        Case::NoUpdate
    }
}

pub fn status_background(status: Status) -> Color32 {
    match status {
        Status::Start => Color32::WHITE,
        Status::Score => Meaning::StatusScore.colour(),
        Status::Update => Meaning::StatusUpdate.colour(),
        Status::Tt => Meaning::StatusTable.colour(),
        Status::End => Meaning::StatusEnd.colour(),
    }
}

/// The catalogue's selector key for a node kind.
fn kind_key(max_node: bool) -> &'static str {
    if max_node { "max" } else { "min" }
}

/// "depth d, max node, `<what this frame does>`".
pub fn header_text(
    depth: usize,
    max_node: bool,
    (status, step): (Status, Option<SolverStep>),
    lang: Lang,
) -> String {
    let status = match status {
        _ if step.is_some() => step.map_or("", SolverStep::name),
        Status::Start => "start",
        Status::Score => "score",
        Status::Update if max_node => "alpha-update",
        Status::Update => "beta-update",
        Status::Tt => "tt",
        Status::End => "end",
    };
    tr!(
        lang,
        "number-line-header",
        depth = depth,
        kind = kind_key(max_node),
        status = status
    )
}

/// MTD(f)'s or aspiration's pass: its window, and for MTD(f) the bounds the earlier passes
/// of the same depth have set.
fn pass_note(
    tree: &Tree,
    trace: &crate::search::Trace,
    number: usize,
    window: (Score, Score),
    lang: Lang,
) -> String {
    let passes = &trace.summary().iterations;
    let count = passes.len();
    let this = &passes[number - 1];
    let mode = trace.mode();
    let mut bounds = if mode.init_ab {
        let (low, high) = tree.score_range(mode.scoring());
        (Score::finite(low), Score::finite(high))
    } else {
        (Score::NEG_INF, Score::POS_INF)
    };
    for earlier in passes[..number - 1]
        .iter()
        .filter(|earlier| earlier.depth == this.depth)
    {
        if let Some((_, high)) = earlier.window {
            if earlier.value >= high {
                bounds.0 = earlier.value;
            } else {
                bounds.1 = earlier.value;
            }
        }
    }
    if mode.search == SearchKind::Mtdf {
        tr!(
            lang,
            "number-line-mtdf-pass",
            number = number,
            count = count,
            low = window.0.symbol(),
            high = window.1.symbol(),
            lower = bounds.0.symbol(),
            upper = bounds.1.symbol()
        )
    } else {
        tr!(
            lang,
            "number-line-pass",
            number = number,
            count = count,
            low = window.0.symbol(),
            high = window.1.symbol()
        )
    }
}

/// The legend's three lines for the node kind, in the reference's order.
pub fn legend_texts(max_node: bool, lang: Lang) -> [String; 3] {
    let kind = kind_key(max_node);
    [
        tr!(lang, "number-line-legend-cut", kind = kind),
        tr!(lang, "number-line-legend-update", kind = kind),
        tr!(lang, "number-line-legend-no-update", kind = kind),
    ]
}

/// Below this width (points) the legend is drawn under the line, not beside it.
const NARROW: f32 = 480.0;

impl Panel<Player> for NumberLine {
    type Response = ();

    fn ui(&mut self, ui: &mut egui::Ui, context: &PanelContext<'_, Player>) {
        let (player, lang) = (context.recording, context.lang);
        let tree = player.tree();
        let trace = player.trace();
        let frame_index = player.frame_index();
        let frame = trace.frames().at(frame_index);
        let max_node = tree.is_max_node(frame.node);
        let bounds = trace.bounds_frame(frame_index);
        let step = trace.solver_step(frame_index);
        notes_ui(ui, tree, player, lang);
        let student_room = if player.search().student.is_some() {
            36.0
        } else {
            0.0
        };
        // Narrow (a projector's zoom): the legend goes under the line instead of beside it.
        let narrow = ui.available_width() < NARROW;
        let legend_room = if narrow { 55.0 } else { 0.0 };
        let height = if bounds.is_some() { 190.0 } else { 150.0 } + student_room + legend_room;
        let (rect, response) =
            ui.allocate_exact_size(vec2(ui.available_width(), height), egui::Sense::hover());
        // The painted window, said for screen readers and for tests that read the line.
        let mut said = format!(
            "{}: α = {}, β = {}",
            header_text(tree.depth(frame.node), max_node, (frame.status, step), lang),
            frame.alpha.symbol(),
            frame.beta.symbol()
        );
        if let Some(score) = frame.child_score() {
            said.push_str(&format!(", score = {}", score.symbol()));
        }
        // What the solver's idea did, as the legend says it.
        let closed = frame.alpha >= frame.beta;
        let step_text = step.map(|step| {
            let closed = closed.to_string();
            tr!(
                lang,
                "number-line-legend-solver",
                step = step.name(),
                closed = closed
            )
        });
        if let Some(text) = &step_text {
            said.push_str(&format!("; {text}"));
        }
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &said));
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 4.0, status_background(frame.status));
        painter.text(
            rect.left_top() + vec2(10.0, 8.0),
            Align2::LEFT_TOP,
            header_text(tree.depth(frame.node), max_node, (frame.status, step), lang),
            FontId::proportional(16.0),
            colors::INK,
        );
        // The line spans (score range ± 1); ±∞ sit at its ends.
        let (low, high) = tree.score_range(trace.mode().scoring());
        let line = Line {
            rect: Rect::from_min_size(
                rect.left_top() + vec2(40.0, 70.0),
                vec2(
                    if narrow {
                        rect.width() - 80.0
                    } else {
                        rect.width() * 0.5 - 60.0
                    }
                    .max(160.0),
                    18.0,
                ),
            ),
            neg_inf: low as f32 - 1.0,
            pos_inf: high as f32 + 1.0,
        };
        line.window_and_ticks(&painter, frame.alpha, frame.beta, max_node);
        line.markers(
            &painter,
            frame.alpha,
            frame.beta,
            frame.child_score(),
            max_node,
        );
        // The legend: the three cases, the one that applies in red.
        let mut texts = legend_texts(max_node, lang);
        let mut highlighted = frame
            .child_score()
            .map(|score| case_of(max_node, frame.alpha, frame.beta, score));
        if let (Some(step), Some(text)) = (step, step_text) {
            // The win taken, or the window the bound cut (closed: the node returns the bound).
            texts[0] = text;
            highlighted = (step.fixes_value() || closed).then_some(Case::Cut);
        } else if frame.status == Status::Tt && bounds.is_none_or(|bounds| bounds.table_decided) {
            texts[0] = tr!(lang, "number-line-legend-table-value");
            highlighted = Some(Case::Cut);
        }
        let legend_at = if narrow {
            // Under the axis's labels, and under the table's range when it is drawn.
            let below = if bounds.is_some() { 80.0 } else { 40.0 };
            pos2(rect.left() + 10.0, line.rect.bottom() + below)
        } else {
            pos2(line.rect.right() + 30.0, rect.top() + 40.0)
        };
        legend(&painter, legend_at, &texts, highlighted);
        if let Some(bounds) = bounds {
            let x_of = |score: Score| line.x_of(score.as_f64());
            bounds_ui(&painter, &x_of, line.rect, frame.status, bounds, lang);
        }
        if let Some(&(alpha, beta)) = player
            .search()
            .student
            .as_ref()
            .and_then(|student| student.overlay.windows.get(&frame.node))
        {
            line.student_window(&painter, rect.bottom() - 30.0, (alpha, beta), lang);
        }
    }
}

/// The notes above the line: the iteration or pass, a probe or re-search, a table entry's
/// depth, a leaf at the horizon.
fn notes_ui(ui: &mut egui::Ui, tree: &Tree, player: &Player, lang: Lang) {
    let trace = player.trace();
    let frame_index = player.frame_index();
    let frame = trace.frames().at(frame_index);
    if let Some(iteration) = trace.iteration_at(frame_index) {
        match iteration.window {
            Some(window) => {
                ui.strong(pass_note(tree, trace, iteration.number, window, lang));
            }
            None => {
                ui.strong(crate::text::iteration_note(
                    iteration.number,
                    iteration.count,
                    iteration.depth,
                    lang,
                ));
            }
        }
    }
    if frame.status == Status::Start {
        let (alpha, beta) = (frame.alpha.symbol(), frame.beta.symbol());
        match trace.entry_at(frame_index) {
            Some(Entry::Probe) => {
                let note = tr!(lang, "number-line-probe", alpha = alpha, beta = beta);
                ui.colored_label(colors::blue(), note);
            }
            Some(Entry::ReSearch) => {
                let note = tr!(lang, "number-line-re-search", alpha = alpha, beta = beta);
                ui.colored_label(colors::red(), note);
            }
            None => {}
        }
    }
    if let (Some(entry_depth), Some(plies_left)) = (
        frame.table_entry_depth(),
        trace.plies_left(tree, frame.node, frame_index),
    ) {
        ui.colored_label(
            colors::blue(),
            crate::text::table_depth_note(entry_depth, plies_left, lang),
        );
    }
    // An early iteration's horizon lies above the tree's own.
    let at_horizon = tree.is_horizon(frame.node)
        || (!tree.is_terminal(frame.node)
            && trace.plies_left(tree, frame.node, frame_index) == Some(0));
    if at_horizon {
        let evaluation = crate::text::evaluation_name(lang, tree.view().evaluation_name());
        let value = tree.static_value(frame.node, trace.mode().scoring());
        ui.colored_label(
            colors::blue(),
            tr!(
                lang,
                "number-line-horizon-leaf",
                evaluation = evaluation,
                value = value.to_string()
            ),
        );
    }
}

/// The three cases of the node kind, each beside its colour, the one that applies in red.
fn legend(painter: &egui::Painter, left_top: Pos2, texts: &[String; 3], highlighted: Option<Case>) {
    let rows = [
        (Meaning::CaseCut.colour(), Case::Cut),
        (Meaning::CaseUpdate.colour(), Case::Update),
        (Meaning::CaseNoUpdate.colour(), Case::NoUpdate),
    ];
    for (row, (text, (color, case))) in texts.iter().zip(rows).enumerate() {
        let top = left_top.y + row as f32 * 24.0;
        painter.rect_filled(
            Rect::from_min_size(pos2(left_top.x, top), vec2(26.0, 16.0)),
            0.0,
            color,
        );
        let text_color = if highlighted == Some(case) {
            colors::red()
        } else {
            colors::INK
        };
        painter.text(
            pos2(left_top.x + 34.0, top),
            Align2::LEFT_TOP,
            text,
            FontId::proportional(14.0),
            text_color,
        );
    }
}

/// Bounds mode: the looked-up bounds, the best so far, and what is stored, as intervals.
fn bounds_ui(
    painter: &egui::Painter,
    x_of: &dyn Fn(Score) -> f32,
    line_rect: Rect,
    status: Status,
    bounds: &BoundsFrame,
    lang: Lang,
) {
    let font = FontId::proportional(13.0);
    let mut y = line_rect.bottom() + 30.0;
    let mut interval = |label: String, (lower, upper): (Score, Score), color: Color32| {
        let (from, to) = (x_of(lower), x_of(upper));
        painter.line_segment(
            [pos2(from, y), pos2(to.max(from + 2.0), y)],
            Stroke::new(4.0, color),
        );
        painter.circle_filled(pos2(from, y), 3.5, color);
        painter.circle_filled(pos2(to, y), 3.5, color);
        painter.text(
            pos2(line_rect.right() + 14.0, y),
            Align2::LEFT_CENTER,
            label,
            font.clone(),
            colors::INK,
        );
        y += 16.0;
    };
    let (lower, upper) = (bounds.looked_up.0.symbol(), bounds.looked_up.1.symbol());
    let looked_up = match (bounds.found, bounds.table_decided) {
        (true, false) => "number-line-bounds-found",
        (true, true) => "number-line-bounds-found-decides",
        (false, false) => "number-line-bounds-range",
        (false, true) => "number-line-bounds-range-decides",
    };
    interval(
        tr!(lang, looked_up, lower = lower, upper = upper),
        bounds.looked_up,
        colors::green(),
    );
    if let Some(best) = bounds.best {
        interval(
            tr!(lang, "number-line-bounds-best", best = best.symbol()),
            (best, best),
            colors::blue(),
        );
    }
    if let (Status::End, Some(stored), Some(classification)) =
        (status, bounds.stored, bounds.classification)
    {
        interval(
            tr!(
                lang,
                "number-line-bounds-stored",
                lower = stored.0.symbol(),
                upper = stored.1.symbol(),
                classification = classification.name()
            ),
            stored,
            colors::red(),
        );
    }
}
