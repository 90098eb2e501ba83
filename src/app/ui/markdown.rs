//! Draws Markdown text cells: headings, paragraphs with **bold**, *emphasis*, `code` and
//! links, nested bullet and numbered lists, block quotes, code blocks, rules and pipe tables.
//! The parsing lives in [`document`], which knows nothing of egui.

mod document;

pub use document::{Block, Span, parse};

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, RichText, Stroke};

const BODY_SIZE: f32 = 15.0;

/// Renders Markdown into the UI.
pub fn markdown_ui(ui: &mut egui::Ui, source: &str) {
    blocks_ui(ui, &parse(source), false);
}

/// Draws blocks one under the other; `in_item` packs a list item's text as tightly as the
/// lines of a list.
fn blocks_ui(ui: &mut egui::Ui, blocks: &[Block], in_item: bool) {
    let color = ui.visuals().text_color();
    for (index, block) in blocks.iter().enumerate() {
        match block {
            Block::Heading { level, spans } => {
                let size = match level {
                    1 => 26.0,
                    2 => 21.0,
                    _ => 18.0,
                };
                ui.add_space(4.0);
                spans_ui(ui, spans, size, ui.visuals().strong_text_color());
                ui.add_space(2.0);
            }
            Block::Paragraph(spans) => {
                spans_ui(ui, spans, BODY_SIZE, color);
                // In an item, a nested list follows its line as the next line of the list.
                let next_is_paragraph = matches!(blocks.get(index + 1), Some(Block::Paragraph(_)));
                if !in_item || next_is_paragraph {
                    ui.add_space(4.0);
                }
            }
            Block::List { start, items } => list_ui(ui, *start, items),
            Block::Quote(blocks) => quote_ui(ui, blocks),
            Block::Code(code) => {
                egui::Frame::new()
                    .fill(ui.visuals().extreme_bg_color)
                    .inner_margin(6.0)
                    .show(ui, |ui| {
                        ui.label(RichText::new(code).monospace());
                    });
                ui.add_space(4.0);
            }
            Block::Table { header, rows } => table_ui(ui, header, rows),
            Block::Rule => {
                ui.separator();
            }
        }
    }
}

fn list_ui(ui: &mut egui::Ui, start: Option<u64>, items: &[Vec<Block>]) {
    for (index, item) in items.iter().enumerate() {
        let marker = match start {
            Some(first) => format!("  {}.", first + index as u64),
            None => "  •".to_string(),
        };
        let color = ui.visuals().text_color();
        match item.as_slice() {
            // A one-line item flows on from its marker, as a line of text does.
            [Block::Paragraph(spans)] => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(marker).size(BODY_SIZE));
                    spans_ui(ui, spans, BODY_SIZE, color);
                });
            }
            _ => {
                ui.horizontal_top(|ui| {
                    ui.label(RichText::new(marker).size(BODY_SIZE));
                    ui.vertical(|ui| blocks_ui(ui, item, true));
                });
            }
        }
    }
}

/// A quote is its blocks indented behind a bar.
fn quote_ui(ui: &mut egui::Ui, blocks: &[Block]) {
    let margin = egui::Margin {
        left: 14,
        right: 0,
        top: 2,
        bottom: 2,
    };
    let response = egui::Frame::new()
        .inner_margin(margin)
        .show(ui, |ui| blocks_ui(ui, blocks, true))
        .response;
    let bar = Stroke::new(3.0, ui.visuals().weak_text_color());
    ui.painter()
        .vline(response.rect.left() + 4.0, response.rect.y_range(), bar);
    ui.add_space(4.0);
}

fn table_ui(ui: &mut egui::Ui, header: &[Vec<Span>], rows: &[Vec<Vec<Span>>]) {
    let color = ui.visuals().text_color();
    let header_color = ui.visuals().strong_text_color();
    egui::Grid::new(ui.next_auto_id())
        .striped(true)
        .show(ui, |ui| {
            for cell in header {
                spans_ui(ui, cell, BODY_SIZE, header_color);
            }
            ui.end_row();
            for row in rows {
                for cell in row {
                    spans_ui(ui, cell, BODY_SIZE, color);
                }
                ui.end_row();
            }
        });
    ui.add_space(4.0);
}

/// A line of spans: one label, or, when it links somewhere, labels and links flowing on.
fn spans_ui(ui: &mut egui::Ui, spans: &[Span], size: f32, color: Color32) {
    if spans.iter().all(|span| span.link.is_none()) {
        ui.label(spans_job(spans, size, color));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for run in spans.chunk_by(|a, b| a.link == b.link) {
            let job = spans_job(run, size, color);
            match &run[0].link {
                Some(url) => {
                    ui.hyperlink_to(job, url);
                }
                None => {
                    ui.label(job);
                }
            }
        }
    });
}

/// A darker (or, on dark backgrounds, lighter) ink for bold text.
fn strong(color: Color32) -> Color32 {
    if color.intensity() < 0.5 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Spans as one layout job, each in its style.
pub fn spans_job(spans: &[Span], size: f32, color: Color32) -> LayoutJob {
    let mut job = LayoutJob::default();
    for span in spans {
        job.append(&span.text, 0.0, span_format(span, size, color));
    }
    job
}

fn span_format(span: &Span, size: f32, color: Color32) -> TextFormat {
    let mut format = TextFormat {
        font_id: FontId::proportional(size),
        color,
        italics: span.emphasis,
        ..Default::default()
    };
    if span.strong {
        // Bold has no separate face here: strong ink and a slightly larger size carry it.
        format.font_id = FontId::proportional(size + 1.0);
        format.color = strong(color);
    }
    if span.code {
        format.font_id = FontId::monospace(size * 0.9);
        format.background = Color32::from_gray(225);
        format.color = Color32::from_rgb(120, 20, 20);
    }
    if span.link.is_some() {
        // The link widget inks the text in the theme's hyperlink colour.
        format.color = Color32::PLACEHOLDER;
    }
    format
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_split_the_job_in_their_styles() {
        let blocks = parse("a **b** *c* `d` e");
        let Block::Paragraph(spans) = &blocks[0] else {
            panic!("{blocks:?}");
        };
        let job = spans_job(spans, 14.0, Color32::BLACK);
        let pieces: Vec<(&str, bool)> = job
            .sections
            .iter()
            .map(|section| {
                let range = section.byte_range.start.0..section.byte_range.end.0;
                (&job.text[range], section.format.italics)
            })
            .collect();
        assert_eq!(
            pieces,
            [
                ("a ", false),
                ("b", false),
                (" ", false),
                ("c", true),
                (" ", false),
                ("d", false),
                (" e", false)
            ]
        );
        assert_eq!(job.sections[1].format.font_id, FontId::proportional(15.0));
        assert_eq!(
            job.sections[5].format.font_id,
            FontId::monospace(14.0 * 0.9)
        );
    }
}
