//! A small Markdown renderer for text cells: headings, paragraphs with **bold**, *emphasis*
//! and `code`, bullet and numbered lists, fenced code blocks and pipe tables.

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, RichText};

/// One block of a Markdown text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Heading(usize, String),
    Paragraph(String),
    Bullet(String),
    Numbered(String, String),
    Code(String),
    Table(Vec<Vec<String>>),
}

/// Splits Markdown into blocks.
pub fn parse(source: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut lines = source.lines().peekable();
    let flush = |paragraph: &mut Vec<&str>, blocks: &mut Vec<Block>| {
        if !paragraph.is_empty() {
            blocks.push(Block::Paragraph(paragraph.join(" ")));
            paragraph.clear();
        }
    };
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            flush(&mut paragraph, &mut blocks);
            let mut code = Vec::new();
            for code_line in lines.by_ref() {
                if code_line.trim().starts_with("```") {
                    break;
                }
                code.push(code_line);
            }
            blocks.push(Block::Code(code.join("\n")));
        } else if trimmed.is_empty() {
            flush(&mut paragraph, &mut blocks);
        } else if let Some(level) = heading_level(trimmed) {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Heading(level, trimmed[level..].trim().to_string()));
        } else if let Some(item) = trimmed
            .strip_prefix("- ")
            .or_else(|| trimmed.strip_prefix("* "))
        {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Bullet(item.trim().to_string()));
        } else if let Some((number, item)) = numbered_item(trimmed) {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Numbered(number.to_string(), item.trim().to_string()));
        } else if trimmed.starts_with('|') {
            flush(&mut paragraph, &mut blocks);
            let mut rows = vec![table_cells(trimmed)];
            while let Some(next) = lines
                .peek()
                .map(|next| next.trim())
                .filter(|next| next.starts_with('|'))
            {
                rows.push(table_cells(next));
                lines.next();
            }
            // The |---|---| line only separates the header.
            rows.retain(|row| {
                !row.iter().all(|cell| {
                    !cell.is_empty() && cell.chars().all(|c| matches!(c, '-' | ':' | ' '))
                })
            });
            blocks.push(Block::Table(rows));
        } else {
            paragraph.push(trimmed);
        }
    }
    flush(&mut paragraph, &mut blocks);
    blocks
}

fn heading_level(line: &str) -> Option<usize> {
    let level = line.chars().take_while(|&c| c == '#').count();
    ((1..=6).contains(&level) && line[level..].starts_with(' ')).then_some(level)
}

fn numbered_item(line: &str) -> Option<(&str, &str)> {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    line[digits..]
        .strip_prefix(". ")
        .map(|rest| (&line[..digits], rest))
}

fn table_cells(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(|cell| cell.trim().to_string())
        .collect()
}

/// A darker (or, on dark backgrounds, lighter) ink for bold text.
fn strong(color: Color32) -> Color32 {
    if color.intensity() < 0.5 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Inline **bold**, *emphasis* and `code` as one layout job.
pub fn inline_job(text: &str, size: f32, color: Color32) -> LayoutJob {
    let mut job = LayoutJob::default();
    let plain = TextFormat {
        font_id: FontId::proportional(size),
        color,
        ..Default::default()
    };
    let mut rest = text;
    while !rest.is_empty() {
        // At one position "**" wins over "*".
        let next = ["**", "*", "`"]
            .iter()
            .filter_map(|mark| rest.find(mark).map(|at| (at, *mark)))
            .min_by_key(|(at, mark)| (*at, std::cmp::Reverse(mark.len())));
        let Some((at, mark)) = next else {
            job.append(rest, 0.0, plain.clone());
            break;
        };
        let after = &rest[at + mark.len()..];
        let Some(end) = after.find(mark) else {
            job.append(rest, 0.0, plain.clone());
            break;
        };
        job.append(&rest[..at], 0.0, plain.clone());
        let inner = &after[..end];
        let format = match mark {
            // Bold has no separate face here: strong ink and a slightly larger size carry it.
            "**" => TextFormat {
                font_id: FontId::proportional(size + 1.0),
                color: strong(color),
                ..plain.clone()
            },
            "*" => TextFormat {
                italics: true,
                ..plain.clone()
            },
            _ => TextFormat {
                font_id: FontId::monospace(size * 0.9),
                background: Color32::from_gray(225),
                color: Color32::from_rgb(120, 20, 20),
                ..plain.clone()
            },
        };
        job.append(inner, 0.0, format);
        rest = &after[end + mark.len()..];
    }
    job
}

/// Renders Markdown into the UI.
pub fn markdown_ui(ui: &mut egui::Ui, source: &str) {
    let color = ui.visuals().text_color();
    let body = 15.0;
    for block in parse(source) {
        match block {
            Block::Heading(level, text) => {
                let size = match level {
                    1 => 26.0,
                    2 => 21.0,
                    _ => 18.0,
                };
                ui.add_space(4.0);
                ui.label(inline_job(&text, size, ui.visuals().strong_text_color()));
                ui.add_space(2.0);
            }
            Block::Paragraph(text) => {
                ui.label(inline_job(&text, body, color));
                ui.add_space(4.0);
            }
            Block::Bullet(text) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new("  •").size(body));
                    ui.label(inline_job(&text, body, color));
                });
            }
            Block::Numbered(number, text) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("  {number}.")).size(body));
                    ui.label(inline_job(&text, body, color));
                });
            }
            Block::Code(code) => {
                egui::Frame::new()
                    .fill(ui.visuals().extreme_bg_color)
                    .inner_margin(6.0)
                    .show(ui, |ui| {
                        ui.label(RichText::new(code).monospace());
                    });
                ui.add_space(4.0);
            }
            Block::Table(rows) => {
                egui::Grid::new(ui.next_auto_id())
                    .striped(true)
                    .show(ui, |ui| {
                        for (index, row) in rows.iter().enumerate() {
                            for cell in row {
                                let strong = if index == 0 {
                                    ui.visuals().strong_text_color()
                                } else {
                                    color
                                };
                                ui.label(inline_job(cell, body, strong));
                            }
                            ui.end_row();
                        }
                    });
                ui.add_space(4.0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_of_a_lesson_text() {
        let source = "# Title\n\nSome *text* and `code`.\nMore.\n\n- one\n- two\n1. first\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nlet x = 1;\n```";
        assert_eq!(
            parse(source),
            vec![
                Block::Heading(1, "Title".into()),
                Block::Paragraph("Some *text* and `code`. More.".into()),
                Block::Bullet("one".into()),
                Block::Bullet("two".into()),
                Block::Numbered("1".into(), "first".into()),
                Block::Table(vec![
                    vec!["a".into(), "b".into()],
                    vec!["1".into(), "2".into()]
                ]),
                Block::Code("let x = 1;".into()),
            ]
        );
    }

    #[test]
    fn inline_marks_split_the_text() {
        let job = inline_job("a **b** *c* `d` e", 14.0, Color32::BLACK);
        let pieces: Vec<&str> = job
            .sections
            .iter()
            .map(|section| &job.text[section.byte_range.start.0..section.byte_range.end.0])
            .collect();
        assert_eq!(pieces, ["a ", "b", " ", "c", " ", "d", " e"]);
    }
}
