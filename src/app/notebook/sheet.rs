//! Printable exercise sheets: every exercise of a notebook on its own A4 page — the
//! question in the notebook's language, a name line, the tree drawn large as the search
//! starts, a box for each answer — and, when asked, the key on pages of its own: the tree
//! as the search ends and every box filled in. Pages are drawn by the app's own panels and
//! put in a PDF as images.

use crate::app::player::panel::{Panel, PanelContext};
use crate::app::player::recording::Recording;
use std::path::Path;
use std::sync::Arc;

use egui::{Color32, ColorImage, Stroke, Vec2};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref};

use crate::app::picture::{self, PictureError, PictureRequest, ViewPart};
use crate::app::player::recording::PlayerCommand;
use crate::app::player::state::{Player, RecordedSearch};
use crate::app::player::tree_view::TreeView;
use crate::io::write_atomically;
use crate::lang::Lang;
use crate::notebook::{CellKind, Notebook, exercise_search, question_name};
use crate::practice::{self, QuestionKind};
use crate::tr;
use crate::tree::{NodeId, Trees};

/// An A4 page in points (1/72 inch), as PDF measures it.
pub const A4: Vec2 = Vec2::new(595.0, 842.0);
/// Pixels per point of a page's picture: about 216 dots an inch, sharp on paper.
const PAGE_SCALE: f32 = 3.0;
/// The height of the tree on a page, in points.
const TREE_HEIGHT: f32 = 330.0;
/// Answer rows a page holds in each of its columns.
const ROWS_PER_COLUMN: usize = 16;
const COLUMNS: usize = 3;

/// One exercise as paper shows it.
pub struct SheetExercise {
    /// The exercise's place among the notebook's exercises, from 1.
    pub number: usize,
    pub question: QuestionKind,
    pub search: Arc<RecordedSearch>,
    /// What is asked, one row each: the node's name and the key's answer.
    pub rows: Vec<(String, String)>,
}

/// Why no sheet could be made.
#[derive(Debug)]
pub enum SheetError {
    NoExercises,
    /// An exercise's position gives no tree (its cell says why when run).
    Exercise {
        number: usize,
        error: String,
    },
    Write(PictureError),
}

impl SheetError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            SheetError::NoExercises => tr!(lang, "sheet-no-exercises"),
            SheetError::Exercise { number, error } => {
                tr!(
                    lang,
                    "sheet-exercise-failed",
                    number = *number,
                    error = error
                )
            }
            SheetError::Write(error) => error.text(lang),
        }
    }
}

/// The notebook's exercises, each searched, with what it asks and the key.
pub fn exercises(notebook: &Notebook, lang: Lang) -> Result<Vec<SheetExercise>, SheetError> {
    let mut trees = Trees::default();
    let mut found = Vec::new();
    for cell in &notebook.cells {
        let CellKind::Exercise {
            search: setup,
            question,
            node,
            ..
        } = &cell.kind
        else {
            continue;
        };
        let number = found.len() + 1;
        let failed = |error: String| SheetError::Exercise { number, error };
        let (tree, trace) = match exercise_search(&mut trees, &cell.kind) {
            Some(Ok(searched)) => searched,
            Some(Err(error)) => return Err(failed(crate::text::tree_error(lang, &error))),
            None => continue,
        };
        let root = trace.root();
        let name = |node: NodeId| {
            let path = practice::path_below(&tree, root, node);
            if path.is_empty() {
                tr!(lang, "sheet-root")
            } else {
                path
            }
        };
        let rows = match question {
            QuestionKind::Values => practice::value_nodes(&tree, &trace)
                .into_iter()
                .map(|node| (name(node), trace.value(node).unwrap_or(0).to_string()))
                .collect(),
            QuestionKind::Cuts => {
                let cut = practice::cut_nodes(&tree, &trace);
                practice::subtree(&tree, root)
                    .split_off(1)
                    .into_iter()
                    .map(|node| {
                        let key = if cut.contains(&node) {
                            tr!(lang, "sheet-cut")
                        } else {
                            String::new()
                        };
                        (name(node), key)
                    })
                    .collect()
            }
            QuestionKind::Windows => {
                let asked = practice::asked_window_node(&tree, &trace, node)
                    .ok_or_else(|| failed(tr!(lang, "sheet-no-such-node", node = node)))?;
                let entry = trace
                    .started_at(asked)
                    .map(|index| trace.frames().at(index));
                let (alpha, beta) = entry.map_or((String::new(), String::new()), |frame| {
                    (frame.alpha.symbol(), frame.beta.symbol())
                });
                vec![
                    (format!("{}: α", name(asked)), alpha),
                    (format!("{}: β", name(asked)), beta),
                ]
            }
            QuestionKind::Order => {
                let natural: Vec<u8> = (0..tree.child_count(root) as u8).collect();
                let best = practice::check_order(setup.game, &setup.root, setup.mode, &natural)
                    .map(|result| result.best_order)
                    .unwrap_or_default();
                (1..=natural.len())
                    .map(|place| {
                        let key = best.get(place - 1).cloned().unwrap_or_default();
                        (tr!(lang, "sheet-order-place", place = place), key)
                    })
                    .collect()
            }
        };
        found.push(SheetExercise {
            number,
            question: *question,
            search: Arc::new(RecordedSearch::new(tree, trace)),
            rows,
        });
    }
    if found.is_empty() {
        return Err(SheetError::NoExercises);
    }
    Ok(found)
}

/// The pages: each exercise's question page, then, with `answers`, each one's key.
pub fn pages(
    title: &str,
    exercises: &[SheetExercise],
    lang: Lang,
    answers: bool,
) -> Vec<ColorImage> {
    let kinds: &[bool] = if answers { &[false, true] } else { &[false] };
    let mut pages = Vec::new();
    for &key in kinds {
        for exercise in exercises {
            let request = PictureRequest {
                part: ViewPart::Tree,
                size: A4,
                scale: PAGE_SCALE,
                lang,
                frame_number: false,
            };
            let mut tree_view = TreeView::default();
            tree_view.paper = true;
            let mut page = Page {
                title,
                exercise,
                key,
                lang,
                tree_view,
            };
            pages.push(picture::draw_ui(&request, |ui| page.ui(ui)).to_image());
        }
    }
    pages
}

/// The question as paper asks it.
fn paper_prompt(question: QuestionKind, lang: Lang) -> String {
    match question {
        QuestionKind::Values => tr!(lang, "sheet-prompt-values"),
        QuestionKind::Cuts => tr!(lang, "sheet-prompt-cuts"),
        QuestionKind::Windows => tr!(lang, "sheet-prompt-windows"),
        QuestionKind::Order => tr!(lang, "sheet-prompt-order"),
    }
}

/// One page's drawing.
struct Page<'a> {
    title: &'a str,
    exercise: &'a SheetExercise,
    key: bool,
    lang: Lang,
    tree_view: TreeView,
}

impl Page<'_> {
    fn ui(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang;
        let exercise = self.exercise;
        let frame = egui::Frame::new()
            .fill(Color32::WHITE)
            .inner_margin(egui::Margin::same(28));
        egui::CentralPanel::default().frame(frame).show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(self.title).size(11.0).weak());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if self.key {
                        ui.label(egui::RichText::new(tr!(lang, "sheet-key")).strong());
                    } else {
                        let line =
                            ui.allocate_exact_size(Vec2::new(180.0, 14.0), egui::Sense::hover());
                        let bottom = line.0.left_bottom()..=line.0.right_bottom();
                        ui.painter().line_segment(
                            [*bottom.start(), *bottom.end()],
                            Stroke::new(0.8, Color32::DARK_GRAY),
                        );
                        ui.label(tr!(lang, "sheet-name"));
                    }
                });
            });
            ui.add_space(6.0);
            ui.heading(tr!(
                lang,
                "sheet-exercise-heading",
                number = exercise.number,
                question = question_name(exercise.question, lang)
            ));
            ui.label(paper_prompt(exercise.question, lang));
            ui.add_space(6.0);
            let mut player = Player::new(Arc::clone(&exercise.search), 1.0);
            if self.key {
                player.apply(PlayerCommand::Last);
            }
            let width = ui.available_width();
            ui.allocate_ui(Vec2::new(width, TREE_HEIGHT), |ui| {
                ui.set_min_size(Vec2::new(width, TREE_HEIGHT));
                let _ = self.tree_view.ui(ui, &PanelContext::new(&player, lang));
            });
            ui.add_space(10.0);
            self.rows_ui(ui);
        });
    }

    /// The answer boxes, in columns: empty on the question, filled on the key.
    fn rows_ui(&self, ui: &mut egui::Ui) {
        let rows = &self.exercise.rows;
        let shown = rows.len().min(ROWS_PER_COLUMN * COLUMNS);
        let per_column = shown.div_ceil(COLUMNS).max(1);
        let column_width = ui.available_width() / COLUMNS as f32;
        ui.horizontal_top(|ui| {
            for column in rows[..shown].chunks(per_column) {
                ui.allocate_ui(Vec2::new(column_width, 0.0), |ui| {
                    egui::Grid::new(ui.next_auto_id())
                        .num_columns(2)
                        .spacing([8.0, 6.0])
                        .show(ui, |ui| {
                            for (name, answer) in column {
                                ui.monospace(name);
                                let (rect, _) = ui.allocate_exact_size(
                                    Vec2::new(64.0, 18.0),
                                    egui::Sense::hover(),
                                );
                                ui.painter().rect_stroke(
                                    rect,
                                    2.0,
                                    Stroke::new(0.8, Color32::DARK_GRAY),
                                    egui::StrokeKind::Inside,
                                );
                                if self.key {
                                    ui.painter().text(
                                        rect.center(),
                                        egui::Align2::CENTER_CENTER,
                                        answer,
                                        egui::FontId::proportional(12.0),
                                        Color32::from_rgb(160, 20, 20),
                                    );
                                }
                                ui.end_row();
                            }
                        });
                });
            }
        });
        if shown < rows.len() {
            ui.weak(tr!(
                self.lang,
                "sheet-more-rows",
                count = rows.len() - shown
            ));
        }
    }
}

/// A PDF of A4 pages, each page one picture filling it.
pub fn pdf_bytes(pages: &[ColorImage]) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let page_tree = Ref::new(2);
    // Three objects a page: the page, its picture and its content stream.
    let page_ref = |index: usize| Ref::new(3 + 3 * index as i32);
    pdf.catalog(catalog).pages(page_tree);
    pdf.pages(page_tree)
        .kids((0..pages.len()).map(page_ref))
        .count(pages.len() as i32);
    let picture_name = Name(b"Page");
    for (index, image) in pages.iter().enumerate() {
        let (page_id, image_id, content_id) = (
            page_ref(index),
            Ref::new(4 + 3 * index as i32),
            Ref::new(5 + 3 * index as i32),
        );
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, A4.x, A4.y));
        page.parent(page_tree);
        page.contents(content_id);
        page.resources().x_objects().pair(picture_name, image_id);
        page.finish();
        let rgb: Vec<u8> = image
            .pixels
            .iter()
            .flat_map(|pixel| {
                let [r, g, b, _] = pixel.to_srgba_unmultiplied();
                [r, g, b]
            })
            .collect();
        // Pages are mostly white: the fastest level compresses them nearly as well.
        let level = miniz_oxide::deflate::CompressionLevel::BestSpeed as u8;
        let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&rgb, level);
        let mut picture = pdf.image_xobject(image_id, &compressed);
        picture.filter(Filter::FlateDecode);
        picture.width(image.size[0] as i32);
        picture.height(image.size[1] as i32);
        picture.color_space().device_rgb();
        picture.bits_per_component(8);
        picture.finish();
        let mut content = Content::new();
        content.save_state();
        content.transform([A4.x, 0.0, 0.0, A4.y, 0.0, 0.0]);
        content.x_object(picture_name);
        content.restore_state();
        pdf.stream(content_id, &content.finish());
    }
    pdf.finish()
}

/// Writes the notebook's exercise sheet (and key) as a PDF; the number of pages.
pub fn write_sheet(
    notebook: &Notebook,
    lang: Lang,
    answers: bool,
    path: &Path,
) -> Result<usize, SheetError> {
    let exercises = exercises(notebook, lang)?;
    let pages = pages(&notebook.title, &exercises, lang, answers);
    write_atomically(path, &pdf_bytes(&pages)).map_err(|error| {
        SheetError::Write(PictureError::Write {
            path: path.display().to_string(),
            error,
        })
    })?;
    Ok(pages.len())
}
