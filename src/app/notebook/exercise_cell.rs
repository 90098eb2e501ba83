//! An exercise cell's question, answers and marks: the student types or ticks each answer,
//! Check marks them against the recorded search, Show me jumps the player to the frame
//! that decides an answer.

use crate::app::player::recording::Recording;
use std::sync::Arc;

use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::RecordedSearch;
use crate::app::player::view::{PlayerLayout, PlayerView};
use crate::app::ui::colors;
use crate::lang::Lang;
use crate::notebook::{CellKind, CellOutput};
use crate::practice::{self, Answers, Marking, NodeMark, QuestionKind, Verdict};
use crate::search::Trace;
use crate::setup::SearchSetup;
use crate::tr;
use crate::tree::{NodeId, Tree};

/// The most answer rows a question lists: beyond that the position is too big to practise.
const MAX_ROWS: usize = 120;

/// A question's rows and marks, kept while the answers stay as they are: neither is
/// recomputed on every frame. The cell keeps it beside its player, in egui's memory.
struct AnswerSheet {
    question: QuestionKind,
    node: String,
    answers: Answers,
    checked: bool,
    /// The nodes asked about: inner nodes (values), branches (cuts), the node (windows).
    rows: Vec<NodeId>,
    marking: Option<Marking>,
}

impl AnswerSheet {
    fn new(tree: &Tree, trace: &Trace, kind: &CellKind, checked: bool) -> AnswerSheet {
        let (question, node, answers) = match kind {
            CellKind::Exercise {
                question,
                node,
                answers,
                ..
            } => (*question, node.clone(), answers.clone()),
            _ => (QuestionKind::Order, String::new(), Answers::default()),
        };
        let rows = match question {
            QuestionKind::Values => practice::value_nodes(tree, trace),
            QuestionKind::Cuts => practice::subtree(tree, trace.root()).split_off(1),
            QuestionKind::Windows => practice::asked_window_node(tree, trace, &node)
                .into_iter()
                .collect(),
            QuestionKind::Order => Vec::new(),
        };
        let marking = (checked && question != QuestionKind::Order)
            .then(|| practice::check(tree, trace, question, &node, &answers).ok())
            .flatten();
        AnswerSheet {
            question,
            node,
            answers,
            checked,
            rows,
            marking,
        }
    }
}

/// The question's widgets; an edited cell (new answers) comes back.
pub fn answers_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    kind: &CellKind,
    output: Option<&CellOutput>,
    player: Option<&mut PlayerView>,
) -> Option<CellKind> {
    let CellKind::Exercise {
        question,
        node,
        answers,
        ..
    } = kind
    else {
        return None;
    };
    if let Some(output) = output.filter(|output| output.error) {
        ui.colored_label(ui.visuals().error_fg_color, &output.text);
        return None;
    }
    let Some(player) = player else {
        ui.weak(tr!(lang, "exercise-not-searchable"));
        return None;
    };
    let checked = output.is_some_and(|output| output.score.is_some());
    ui.separator();
    ui.label(prompt(*question, lang));
    let search = Arc::clone(player.player.search());
    let (tree, trace) = (search.tree.as_ref(), &search.trace);
    let sheet_id = ui
        .scope_id()
        .with(("answer-sheet", Arc::as_ptr(&search) as usize));
    let kept = ui.data(|data| data.get_temp::<Arc<AnswerSheet>>(sheet_id));
    let sheet = match kept.filter(|sheet| {
        (sheet.question, &sheet.node, &sheet.answers, sheet.checked)
            == (*question, node, answers, checked)
    }) {
        Some(sheet) => sheet,
        None => {
            let sheet = Arc::new(AnswerSheet::new(tree, trace, kind, checked));
            ui.data_mut(|data| data.insert_temp(sheet_id, Arc::clone(&sheet)));
            sheet
        }
    };
    let (rows, marking) = (&sheet.rows, sheet.marking.as_ref());
    // The drawing names the nodes asked about as the rows do.
    let names = &mut player.tree_view_mut().names;
    if names.len() != rows.len() || rows.iter().any(|node| !names.contains_key(node)) {
        *names = rows
            .iter()
            .map(|&node| (node, path_name(tree, trace, node, lang)))
            .collect();
    }
    let mut edited = answers.clone();
    let mut show_frame = None;
    match question {
        QuestionKind::Values => {
            answer_grid(
                ui,
                lang,
                tree,
                trace,
                rows,
                marking,
                &mut show_frame,
                |ui, path| {
                    let entry = edited.values.entry(path.to_string()).or_default();
                    ui.add(
                        egui::TextEdit::singleline(entry)
                            .desired_width(48.0)
                            .hint_text("?"),
                    )
                },
            );
            edited.values.retain(|_, text| !text.trim().is_empty());
        }
        QuestionKind::Cuts => {
            answer_grid(
                ui,
                lang,
                tree,
                trace,
                rows,
                marking,
                &mut show_frame,
                |ui, path| {
                    let mut cut = edited.cuts.contains(path);
                    let cut_label = tr!(lang, "exercise-cut");
                    let response = ui.checkbox(&mut cut, cut_label);
                    if cut {
                        edited.cuts.insert(path.to_string());
                    } else {
                        edited.cuts.remove(path);
                    }
                    response
                },
            );
        }
        QuestionKind::Windows => {
            let asked = (tree, trace, rows.first().copied());
            window_answer_ui(ui, lang, asked, marking, &mut edited, &mut show_frame);
        }
        QuestionKind::Order => order_answer_ui(ui, lang, tree, trace, &mut edited),
    }
    if let Some(output) = output.filter(|output| output.score.is_some()) {
        let (right, total) = output.score.unwrap_or_default();
        let color = if right == total {
            colors::green()
        } else {
            colors::red()
        };
        ui.colored_label(
            color,
            egui::RichText::new(tr!(lang, "exercise-score", right = right, total = total)).strong(),
        );
        if *question == QuestionKind::Order {
            ui.monospace(&output.text);
            if ui
                .button(tr!(lang, "exercise-show-order"))
                .on_hover_text(lang.attribute("exercise-show-order", "hover", &[]))
                .clicked()
                && let Some(shown) = order_player(kind)
            {
                *player = shown;
            }
        }
    }
    if let Some(output) = output.filter(|output| output.score.is_none() && !checked) {
        ui.weak(&output.text);
    }
    if let Some(frame) = show_frame {
        player.player.apply(PlayerCommand::SetFrame(frame));
    }
    player.layout = if checked {
        PlayerLayout::Cell
    } else {
        PlayerLayout::Question
    };
    // A cell's player asks the app for nothing: its root is set in the cell's options.
    let _ = player.ui(ui, lang);
    (edited != *answers).then(|| with_answers(kind, edited))
}

/// The window question: α and β typed for the node asked, and their marks once checked.
fn window_answer_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    asked: (&Tree, &Trace, Option<NodeId>),
    marking: Option<&Marking>,
    edited: &mut Answers,
    show_frame: &mut Option<usize>,
) {
    let (tree, trace, Some(asked)) = asked else {
        return;
    };
    let (mut alpha, mut beta) = edited.window.clone().unwrap_or_default();
    ui.horizontal(|ui| {
        ui.strong(node_name(tree, trace, asked, lang));
        let label = ui.label("α =");
        ui.add(
            egui::TextEdit::singleline(&mut alpha)
                .desired_width(56.0)
                .hint_text("-inf"),
        )
        .labelled_by(label.id);
        let label = ui.label("β =");
        ui.add(
            egui::TextEdit::singleline(&mut beta)
                .desired_width(56.0)
                .hint_text("inf"),
        )
        .labelled_by(label.id);
    });
    edited.window = (!alpha.trim().is_empty() || !beta.trim().is_empty()).then_some((alpha, beta));
    if let Some(marking) = marking {
        for mark in &marking.marks {
            ui.horizontal(|ui| {
                ui.label(mark.what);
                verdict_ui(ui, lang, mark, show_frame);
            });
        }
    }
}

/// The order question: the root's moves typed in the order the student would search them.
fn order_answer_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    tree: &Tree,
    trace: &Trace,
    edited: &mut Answers,
) {
    let view = tree.view();
    let children: Vec<String> = tree
        .children(trace.root())
        .filter_map(|child| tree.last_move(child))
        .map(|mv| view.format_move(mv))
        .collect();
    let mut text = edited.order.join(",");
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "exercise-order-label"));
        ui.add(
            egui::TextEdit::singleline(&mut text)
                .desired_width(120.0)
                .hint_text(children.join(",")),
        )
        .labelled_by(label.id);
    });
    // Kept as typed, commas included, so that typing "2," does not lose the comma.
    edited.order = if text.is_empty() {
        Vec::new()
    } else {
        text.split(',').map(str::to_string).collect()
    };
}

/// A player of the search with the student's order, open at the frame that decides it.
fn order_player(kind: &CellKind) -> Option<PlayerView> {
    let CellKind::Exercise {
        search: SearchSetup {
            game, root, mode, ..
        },
        answers,
        ..
    } = kind
    else {
        return None;
    };
    let view = game.view();
    let order = practice::parse_order(view.as_ref(), &answers.order).ok()?;
    let result = practice::check_order(*game, root, *mode, &order).ok()?;
    let (tree, node) = result.reordered.tree_for_root(&result.root_moves).ok()?;
    let trace = crate::search::record(&tree, node, result.search_mode);
    let search = RecordedSearch::new(Arc::new(tree), trace);
    Some(PlayerView::in_cell(Arc::new(search), result.frame))
}

fn prompt(question: QuestionKind, lang: Lang) -> String {
    match question {
        QuestionKind::Values => tr!(lang, "exercise-prompt-values"),
        QuestionKind::Cuts => tr!(lang, "exercise-prompt-cuts"),
        QuestionKind::Windows => tr!(lang, "exercise-prompt-windows"),
        QuestionKind::Order => tr!(lang, "exercise-prompt-order"),
    }
}

/// One row per node: its name, the answer widget and, once checked, its mark.
#[allow(clippy::too_many_arguments)]
fn answer_grid(
    ui: &mut egui::Ui,
    lang: Lang,
    tree: &Tree,
    trace: &Trace,
    rows: &[NodeId],
    marking: Option<&Marking>,
    show_frame: &mut Option<usize>,
    mut answer: impl FnMut(&mut egui::Ui, &str) -> egui::Response,
) {
    if rows.len() > MAX_ROWS {
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(lang, "exercise-too-many-nodes"),
        );
        return;
    }
    egui::Grid::new(ui.scope_id().with("answers"))
        .striped(true)
        .show(ui, |ui| {
            for &node in rows {
                let path = practice::path_below(tree, trace.root(), node);
                let name = ui.label(node_name(tree, trace, node, lang));
                answer(ui, &path).labelled_by(name.id);
                if let Some(mark) = marking.and_then(|marking| marking.mark_of(node)) {
                    verdict_ui(ui, lang, mark, show_frame);
                }
                ui.end_row();
            }
        });
    // Marked branches the search does visit have no row of their own when not listed.
    if let Some(marking) = marking {
        for mark in marking
            .marks
            .iter()
            .filter(|mark| !rows.contains(&mark.node))
        {
            ui.horizontal(|ui| {
                ui.label(node_name(tree, trace, mark.node, lang));
                verdict_ui(ui, lang, mark, show_frame);
            });
        }
    }
}

fn verdict_ui(ui: &mut egui::Ui, lang: Lang, mark: &NodeMark, show_frame: &mut Option<usize>) {
    let expected = mark.expected.to_string();
    let (text, color) = match mark.verdict {
        Verdict::Right => (tr!(lang, "exercise-right"), colors::green()),
        Verdict::Wrong => (
            tr!(lang, "exercise-wrong", expected = expected),
            colors::red(),
        ),
        Verdict::Missing => (
            tr!(lang, "exercise-missing", expected = expected),
            colors::red(),
        ),
    };
    ui.colored_label(color, text);
    if mark.verdict != Verdict::Right
        && ui
            .small_button(tr!(lang, "exercise-show-me"))
            .on_hover_text(tr!(lang, "exercise-show-me-frame", frame = mark.frame))
            .clicked()
    {
        *show_frame = Some(mark.frame);
    }
}

fn node_name(tree: &Tree, trace: &Trace, node: NodeId, lang: Lang) -> String {
    let path = practice::path_below(tree, trace.root(), node);
    if path.is_empty() {
        tr!(lang, "exercise-root-name")
    } else {
        tr!(lang, "exercise-node-name", path = path)
    }
}

/// A node's name as the tree drawing writes it beside the node: its path ("2,3").
fn path_name(tree: &Tree, trace: &Trace, node: NodeId, lang: Lang) -> String {
    let path = practice::path_below(tree, trace.root(), node);
    if path.is_empty() {
        tr!(lang, "exercise-root-name")
    } else {
        path
    }
}

fn with_answers(kind: &CellKind, answers: Answers) -> CellKind {
    let mut kind = kind.clone();
    if let CellKind::Exercise { answers: slot, .. } = &mut kind {
        *slot = answers;
    }
    kind
}
