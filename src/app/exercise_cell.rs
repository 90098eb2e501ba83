//! An exercise cell's question, answers and marks: the student types or ticks each answer,
//! Check marks them against the recorded search, Show me jumps the player to the frame
//! that decides an answer.

use super::cell_player::CellPlayer;
use super::colors;
use super::player::{PlayerCommand, RecordedSearch};
use crate::lang::Lang;
use crate::notebook::{CellKind, CellOutput};
use crate::practice::{self, Answers, Marking, NodeMark, QuestionKind, Verdict};
use crate::search::Trace;
use crate::tree::{NodeId, Tree};

/// The most answer rows a question lists: beyond that the position is too big to practise.
const MAX_ROWS: usize = 120;

/// A question's rows and marks, kept while the answers stay as they are: neither is
/// recomputed on every frame.
pub struct AnswerSheet {
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
    player: Option<&mut CellPlayer>,
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
        ui.weak(lang.pick(
            "The question cannot be searched: press Check to see why.",
            "この問題は探索できません: チェックを押すと理由が表示されます。",
        ));
        return None;
    };
    let checked = output.is_some_and(|output| output.score.is_some());
    ui.separator();
    ui.label(prompt(*question, lang));
    let search = std::sync::Arc::clone(player.player.search());
    let (tree, trace) = (search.tree.as_ref(), &search.trace);
    let fresh = player.sheet.as_ref().is_some_and(|sheet| {
        (sheet.question, &sheet.node, &sheet.answers, sheet.checked)
            == (*question, node, answers, checked)
    });
    if !fresh {
        player.sheet = Some(AnswerSheet::new(tree, trace, kind, checked));
    }
    let sheet = player.sheet.take()?;
    let (rows, marking) = (&sheet.rows, sheet.marking.as_ref());
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
                    let response = ui.checkbox(&mut cut, lang.pick("cut", "枝狩り"));
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
            if let Some(&asked) = rows.first() {
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
                edited.window =
                    (!alpha.trim().is_empty() || !beta.trim().is_empty()).then_some((alpha, beta));
                if let Some(marking) = marking {
                    for mark in &marking.marks {
                        ui.horizontal(|ui| {
                            ui.label(mark.what);
                            verdict_ui(ui, lang, mark, &mut show_frame);
                        });
                    }
                }
            }
        }
        QuestionKind::Order => {
            let view = tree.view();
            let children: Vec<String> = tree
                .children(trace.root())
                .filter_map(|child| tree.last_move(child))
                .map(|mv| view.format_move(mv))
                .collect();
            let mut text = edited.order.join(",");
            ui.horizontal(|ui| {
                let label = ui.label(lang.pick("Order of the root's children:", "根の子の順序:"));
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
    }
    if let Some(output) = output.filter(|output| output.score.is_some()) {
        let (right, total) = output.score.unwrap_or_default();
        let color = if right == total {
            colors::GREEN
        } else {
            colors::RED
        };
        ui.colored_label(
            color,
            egui::RichText::new(format!(
                "{right} {} {total} {}",
                lang.pick("of", "/"),
                lang.pick("right", "正解")
            ))
            .strong(),
        );
        if *question == QuestionKind::Order {
            ui.monospace(&output.text);
            if ui
                .button(lang.pick("Show me", "見せて"))
                .on_hover_text(lang.pick(
                    "the search with your order, at the root's first cut",
                    "あなたの順序での探索を、根での最初の枝狩りの場面で表示",
                ))
                .clicked()
                && let Some(shown) = order_player(kind)
            {
                *player = shown;
            }
        }
    }
    player.sheet = Some(sheet);
    if let Some(frame) = show_frame {
        player.player.apply(PlayerCommand::SetFrame(frame));
    }
    if checked {
        player.ui(ui, lang);
    } else {
        player.question_ui(ui, lang);
    }
    (edited != *answers).then(|| with_answers(kind, edited))
}

/// A player of the search with the student's order, open at the frame that decides it.
fn order_player(kind: &CellKind) -> Option<CellPlayer> {
    let CellKind::Exercise {
        game,
        root,
        mode,
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
    let search = RecordedSearch::new(std::sync::Arc::new(tree), trace);
    Some(CellPlayer::new(std::sync::Arc::new(search), result.frame))
}

fn prompt(question: QuestionKind, lang: Lang) -> &'static str {
    match question {
        QuestionKind::Values => lang.pick(
            "Give the value the search finds at every inner node, then press Check.",
            "探索が各内部ノードで求める評価値を入力して、チェックを押してください。",
        ),
        QuestionKind::Cuts => lang.pick(
            "Tick every branch the search never visits, then press Check.",
            "探索が一度も訪れない枝にチェックを付けて、チェックを押してください。",
        ),
        QuestionKind::Windows => lang.pick(
            "Give α and β as the search enters this node (inf for ∞), then press Check.",
            "このノードに入るときの α と β を入力して (∞ は inf)、チェックを押してください。",
        ),
        QuestionKind::Order => lang.pick(
            "Order the root's children so that the search calculates as few nodes as it can, then press Check.",
            "計算するノードができるだけ少なくなるように根の子の順序を決めて、チェックを押してください。",
        ),
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
            lang.pick(
                "This position has too many nodes to practise on: choose one nearer the end.",
                "このポジションはノードが多すぎて練習に向きません: もっと終盤のものを選んでください。",
            ),
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
    let (text, color) = match mark.verdict {
        Verdict::Right => (lang.pick("right", "正解").to_string(), colors::GREEN),
        Verdict::Wrong => (
            format!(
                "{} ({} {})",
                lang.pick("wrong", "不正解"),
                lang.pick("the search:", "探索:"),
                mark.expected
            ),
            colors::RED,
        ),
        Verdict::Missing => (
            format!(
                "{} ({} {})",
                lang.pick("missing", "未解答"),
                lang.pick("the search:", "探索:"),
                mark.expected
            ),
            colors::RED,
        ),
    };
    ui.colored_label(color, text);
    if mark.verdict != Verdict::Right
        && ui
            .small_button(lang.pick("Show me", "見せて"))
            .on_hover_text(format!("{} {}", lang.pick("frame", "フレーム"), mark.frame))
            .clicked()
    {
        *show_frame = Some(mark.frame);
    }
}

fn node_name(tree: &Tree, trace: &Trace, node: NodeId, lang: Lang) -> String {
    let path = practice::path_below(tree, trace.root(), node);
    if path.is_empty() {
        lang.pick("the root", "根").to_string()
    } else {
        format!("{} {path}", lang.pick("node", "ノード"))
    }
}

fn with_answers(kind: &CellKind, answers: Answers) -> CellKind {
    let mut kind = kind.clone();
    if let CellKind::Exercise { answers: slot, .. } = &mut kind {
        *slot = answers;
    }
    kind
}
