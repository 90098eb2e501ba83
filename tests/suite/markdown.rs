//! Markdown text cells: the blocks and spans a text parses into, the lessons' texts, and a
//! link drawn in the notebook.

use abtutor::app::{Block, LESSONS, Settings, View, load_lesson, parse_markdown};
use abtutor::lang::Lang;
use abtutor::notebook::CellKind;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

use crate::common;
use common::app_harness;

/// The text of each span with a letter for its style: s(trong), e(mphasis), c(ode), l(ink).
fn styled(block: &Block) -> Vec<(String, String)> {
    let spans = match block {
        Block::Paragraph(spans) | Block::Heading { spans, .. } => spans,
        other => panic!("not a line of text: {other:?}"),
    };
    spans
        .iter()
        .map(|span| {
            let marks = [
                (span.strong, 's'),
                (span.emphasis, 'e'),
                (span.code, 'c'),
                (span.link.is_some(), 'l'),
            ];
            let style = marks
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, mark)| *mark)
                .collect();
            (span.text.clone(), style)
        })
        .collect()
}

fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
    expected
        .iter()
        .map(|(text, style)| (text.to_string(), style.to_string()))
        .collect()
}

#[test]
fn a_lone_star_before_a_code_span_keeps_the_rest_of_the_paragraph() {
    let blocks = parse_markdown("Multiply 2 * 3 with `mul` and **keep** the rest.\nNext line.");
    assert_eq!(blocks.len(), 1);
    assert_eq!(
        styled(&blocks[0]),
        pairs(&[
            ("Multiply 2 * 3 with ", ""),
            ("mul", "c"),
            (" and ", ""),
            ("keep", "s"),
            (" the rest. Next line.", ""),
        ])
    );
}

#[test]
fn headings_paragraphs_and_inline_styles() {
    let blocks =
        parse_markdown("### Three *and* `code`\n\nplain ***both*** [go](https://example.org)");
    let Block::Heading { level, .. } = &blocks[0] else {
        panic!("{blocks:?}");
    };
    assert_eq!(*level, 3);
    assert_eq!(
        styled(&blocks[0]),
        pairs(&[("Three ", ""), ("and", "e"), (" ", ""), ("code", "c")])
    );
    assert_eq!(
        styled(&blocks[1]),
        pairs(&[("plain ", ""), ("both", "se"), (" ", ""), ("go", "l")])
    );
    let Block::Paragraph(spans) = &blocks[1] else {
        panic!("{blocks:?}");
    };
    assert_eq!(spans[3].link.as_deref(), Some("https://example.org"));
}

#[test]
fn lists_nest_and_count_from_their_start() {
    let blocks = parse_markdown("3. three\n   - under three\n     1. deepest\n4. four\n\n- bullet");
    assert_eq!(blocks.len(), 2);
    let Block::List { start, items } = &blocks[0] else {
        panic!("{blocks:?}");
    };
    assert_eq!(*start, Some(3));
    assert_eq!(items.len(), 2);
    assert_eq!(styled(&items[0][0]), pairs(&[("three", "")]));
    let Block::List {
        start,
        items: inner,
    } = &items[0][1]
    else {
        panic!("{items:?}");
    };
    assert_eq!(*start, None);
    assert_eq!(styled(&inner[0][0]), pairs(&[("under three", "")]));
    let Block::List {
        start,
        items: deepest,
    } = &inner[0][1]
    else {
        panic!("{inner:?}");
    };
    assert_eq!(*start, Some(1));
    assert_eq!(styled(&deepest[0][0]), pairs(&[("deepest", "")]));
    assert_eq!(styled(&items[1][0]), pairs(&[("four", "")]));
    assert!(matches!(&blocks[1], Block::List { start: None, items } if items.len() == 1));
}

#[test]
fn quotes_code_blocks_rules_and_tables() {
    let source = "> a **quote**\n>> nested\n\n```\nx * y\n```\n\n***\n\n| h | `i` |\n|:--|--:|\n| 1 | [l](u) |";
    let blocks = parse_markdown(source);
    assert_eq!(blocks.len(), 4, "{blocks:?}");
    let Block::Quote(quoted) = &blocks[0] else {
        panic!("{blocks:?}");
    };
    assert_eq!(styled(&quoted[0]), pairs(&[("a ", ""), ("quote", "s")]));
    let Block::Quote(nested) = &quoted[1] else {
        panic!("{quoted:?}");
    };
    assert_eq!(styled(&nested[0]), pairs(&[("nested", "")]));
    assert_eq!(blocks[1], Block::Code("x * y".to_string()));
    assert_eq!(blocks[2], Block::Rule);
    let Block::Table { header, rows } = &blocks[3] else {
        panic!("{blocks:?}");
    };
    let cell_text = |cell: &[_]| styled(&Block::Paragraph(cell.to_vec()));
    assert_eq!(header.len(), 2);
    assert_eq!(cell_text(&header[1]), pairs(&[("i", "c")]));
    assert_eq!(rows.len(), 1);
    assert_eq!(cell_text(&rows[0][1]), pairs(&[("l", "l")]));
}

/// Every span of a block, nested ones too.
fn all_text(block: &Block, texts: &mut Vec<(String, bool)>) {
    match block {
        Block::Heading { spans, .. } | Block::Paragraph(spans) => {
            texts.extend(spans.iter().map(|span| (span.text.clone(), span.code)));
        }
        Block::List { items, .. } => {
            for block in items.iter().flatten() {
                all_text(block, texts);
            }
        }
        Block::Quote(blocks) => {
            for block in blocks {
                all_text(block, texts);
            }
        }
        Block::Table { header, rows } => {
            for cell in header.iter().chain(rows.iter().flatten()) {
                texts.extend(cell.iter().map(|span| (span.text.clone(), span.code)));
            }
        }
        Block::Code(_) | Block::Rule => {}
    }
}

#[test]
fn every_lesson_text_parses_without_stray_marks() {
    for lang in Lang::ALL {
        for index in 0..LESSONS.len() {
            let notebook = load_lesson(index, *lang).expect("the lesson loads");
            for cell in &notebook.cells {
                let CellKind::Text { source } = &cell.kind else {
                    continue;
                };
                let blocks = parse_markdown(source);
                assert!(!blocks.is_empty(), "lesson {index} {lang:?}: {source}");
                let mut texts = Vec::new();
                for block in &blocks {
                    all_text(block, &mut texts);
                }
                for (text, code) in texts {
                    assert!(
                        code || !(text.contains("**") || text.contains('`')),
                        "lesson {index} {lang:?}: marks left in {text:?}"
                    );
                    assert!(
                        !text.starts_with('|') && !text.starts_with('#'),
                        "lesson {index} {lang:?}: a block read as text: {text:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_link_in_a_text_cell_is_a_link_that_opens_its_address() {
    let mut harness = app_harness(
        Settings {
            view: View::Notebook,
            ..Settings::default()
        },
        (1200.0, 900.0),
    );
    harness.state_mut().notebook_mut().editor.notebook.cells[0].kind = CellKind::Text {
        source: "Read [the alpha-beta page](https://example.org/alpha-beta) first.\n\n> quoted\n\n- a\n  1. b"
            .to_string(),
    };
    harness.run();
    let link = harness.get_by_role_and_label(Role::Link, "the alpha-beta page");
    link.click();
    harness.step();
    let opened: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            egui::OutputCommand::OpenUrl(open) => Some(open.url.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(opened, ["https://example.org/alpha-beta"]);
    harness.get_by_label("quoted");
    harness.get_by_label("b");
}
