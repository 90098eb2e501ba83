//! Markdown parsed into blocks of styled spans, with no knowledge of how they are drawn.
//! CommonMark plus pipe tables, read by `pulldown-cmark`.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// One block of a Markdown text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading of level 1 to 6.
    Heading {
        level: u8,
        spans: Vec<Span>,
    },
    Paragraph(Vec<Span>),
    /// A bullet list (`start` is `None`) or a numbered list counting from `start`; each item
    /// holds its own blocks, nested lists among them.
    List {
        start: Option<u64>,
        items: Vec<Vec<Block>>,
    },
    Quote(Vec<Block>),
    Code(String),
    /// A pipe table: the header row, then the body rows; each cell is a line of spans.
    Table {
        header: Vec<Vec<Span>>,
        rows: Vec<Vec<Vec<Span>>>,
    },
    Rule,
}

/// A run of text in one style.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub strong: bool,
    pub emphasis: bool,
    pub code: bool,
    /// Where the text links to.
    pub link: Option<String>,
}

impl Span {
    fn same_style(&self, other: &Span) -> bool {
        self.strong == other.strong
            && self.emphasis == other.emphasis
            && self.code == other.code
            && self.link == other.link
    }
}

/// Splits Markdown into blocks.
pub fn parse(source: &str) -> Vec<Block> {
    let mut builder = Builder::default();
    for event in Parser::new_ext(source, Options::ENABLE_TABLES) {
        builder.event(event);
    }
    builder.finish()
}

/// A container block still open while its events arrive.
enum Open {
    Quote(Vec<Block>),
    List {
        start: Option<u64>,
        items: Vec<Vec<Block>>,
    },
    Item(Vec<Block>),
}

#[derive(Default)]
struct Table {
    header: Vec<Vec<Span>>,
    rows: Vec<Vec<Vec<Span>>>,
    row: Vec<Vec<Span>>,
}

/// Turns the parser's flat events into nested blocks.
#[derive(Default)]
struct Builder {
    blocks: Vec<Block>,
    open: Vec<Open>,
    /// The inline text of the paragraph, heading or cell being read.
    spans: Vec<Span>,
    style: Span,
    /// Nested emphasis and strong marks (`*a **b** c*`) count up and down.
    strong_depth: usize,
    emphasis_depth: usize,
    code_block: Option<String>,
    table: Option<Table>,
}

impl Builder {
    fn event(&mut self, event: Event) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(text) => match &mut self.code_block {
                Some(code) => code.push_str(&text),
                None => self.push_text(&text, false),
            },
            Event::Code(text) => self.push_text(&text, true),
            Event::Html(text) | Event::InlineHtml(text) => self.push_text(&text, false),
            Event::SoftBreak => self.push_text(" ", false),
            Event::HardBreak => self.push_text("\n", false),
            Event::Rule => {
                self.flush_paragraph();
                self.push_block(Block::Rule);
            }
            _ => {}
        }
    }

    fn start(&mut self, tag: Tag) {
        match tag {
            Tag::BlockQuote(_) => {
                self.flush_paragraph();
                self.open.push(Open::Quote(Vec::new()));
            }
            Tag::List(start) => {
                self.flush_paragraph();
                self.open.push(Open::List {
                    start,
                    items: Vec::new(),
                });
            }
            Tag::Item => self.open.push(Open::Item(Vec::new())),
            Tag::CodeBlock(_) => {
                self.flush_paragraph();
                self.code_block = Some(String::new());
            }
            Tag::Table(_) => {
                self.flush_paragraph();
                self.table = Some(Table::default());
            }
            Tag::Emphasis => self.set_emphasis(1),
            Tag::Strong => self.set_strong(1),
            // An image cannot be shown in a text cell: its description links to it.
            Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. } => {
                self.style.link = Some(dest_url.into_string());
            }
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => self.flush_paragraph(),
            TagEnd::HtmlBlock => {
                // Raw HTML is shown as it is written, without the line end that closes it.
                if let Some(last) = self.spans.last_mut() {
                    last.text.truncate(last.text.trim_end().len());
                }
                self.flush_paragraph();
            }
            TagEnd::Heading(level) => {
                let spans = self.take_spans();
                self.push_block(Block::Heading {
                    level: level as u8,
                    spans,
                });
            }
            TagEnd::BlockQuote(_) => {
                self.flush_paragraph();
                if let Some(Open::Quote(blocks)) = self.open.pop() {
                    self.push_block(Block::Quote(blocks));
                }
            }
            TagEnd::Item => {
                // A tight list's item holds its text without a paragraph around it.
                self.flush_paragraph();
                if let Some(Open::Item(blocks)) = self.open.pop()
                    && let Some(Open::List { items, .. }) = self.open.last_mut()
                {
                    items.push(blocks);
                }
            }
            TagEnd::List(_) => {
                if let Some(Open::List { start, items }) = self.open.pop() {
                    self.push_block(Block::List { start, items });
                }
            }
            TagEnd::CodeBlock => {
                if let Some(mut code) = self.code_block.take() {
                    if code.ends_with('\n') {
                        code.pop();
                    }
                    self.push_block(Block::Code(code));
                }
            }
            TagEnd::TableCell => {
                let cell = self.take_spans();
                if let Some(table) = &mut self.table {
                    table.row.push(cell);
                }
            }
            TagEnd::TableHead => {
                if let Some(table) = &mut self.table {
                    table.header = std::mem::take(&mut table.row);
                }
            }
            TagEnd::TableRow => {
                if let Some(table) = &mut self.table {
                    let row = std::mem::take(&mut table.row);
                    table.rows.push(row);
                }
            }
            TagEnd::Table => {
                if let Some(table) = self.table.take() {
                    self.push_block(Block::Table {
                        header: table.header,
                        rows: table.rows,
                    });
                }
            }
            TagEnd::Emphasis => self.set_emphasis(-1),
            TagEnd::Strong => self.set_strong(-1),
            TagEnd::Link | TagEnd::Image => self.style.link = None,
            _ => {}
        }
    }

    fn set_emphasis(&mut self, step: isize) {
        self.emphasis_depth = self.emphasis_depth.saturating_add_signed(step);
        self.style.emphasis = self.emphasis_depth > 0;
    }

    fn set_strong(&mut self, step: isize) {
        self.strong_depth = self.strong_depth.saturating_add_signed(step);
        self.style.strong = self.strong_depth > 0;
    }

    /// Appends text in the current style, joining it to the last span of the same style.
    fn push_text(&mut self, text: &str, code: bool) {
        let span = Span {
            text: text.to_string(),
            code,
            ..self.style.clone()
        };
        match self.spans.last_mut() {
            Some(last) if last.same_style(&span) => last.text.push_str(text),
            _ => self.spans.push(span),
        }
    }

    fn take_spans(&mut self) -> Vec<Span> {
        std::mem::take(&mut self.spans)
    }

    fn flush_paragraph(&mut self) {
        if !self.spans.is_empty() {
            let spans = self.take_spans();
            self.push_block(Block::Paragraph(spans));
        }
    }

    /// Adds a finished block to the innermost open container (or the top level).
    fn push_block(&mut self, block: Block) {
        match self.open.last_mut() {
            Some(Open::Quote(blocks) | Open::Item(blocks)) => blocks.push(block),
            // A list holds only items; nothing else arrives between them.
            Some(Open::List { .. }) | None => self.blocks.push(block),
        }
    }

    fn finish(mut self) -> Vec<Block> {
        self.flush_paragraph();
        self.blocks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(text: &str) -> Span {
        Span {
            text: text.to_string(),
            ..Span::default()
        }
    }

    fn strong(text: &str) -> Span {
        Span {
            strong: true,
            ..plain(text)
        }
    }

    fn emphasis(text: &str) -> Span {
        Span {
            emphasis: true,
            ..plain(text)
        }
    }

    fn code(text: &str) -> Span {
        Span {
            code: true,
            ..plain(text)
        }
    }

    fn link(text: &str, url: &str) -> Span {
        Span {
            link: Some(url.to_string()),
            ..plain(text)
        }
    }

    fn paragraph(spans: &[Span]) -> Block {
        Block::Paragraph(spans.to_vec())
    }

    #[test]
    fn blocks_of_a_lesson_text() {
        let source = "# Title\n\nSome *text* and `code`.\nMore.\n\n- one\n- two\n\n1. first\n\n| a | b |\n|---|---|\n| 1 | **2** |\n\n```\nlet x = 1;\n```";
        assert_eq!(
            parse(source),
            vec![
                Block::Heading {
                    level: 1,
                    spans: vec![plain("Title")]
                },
                paragraph(&[
                    plain("Some "),
                    emphasis("text"),
                    plain(" and "),
                    code("code"),
                    plain(". More.")
                ]),
                Block::List {
                    start: None,
                    items: vec![
                        vec![paragraph(&[plain("one")])],
                        vec![paragraph(&[plain("two")])]
                    ]
                },
                Block::List {
                    start: Some(1),
                    items: vec![vec![paragraph(&[plain("first")])]]
                },
                Block::Table {
                    header: vec![vec![plain("a")], vec![plain("b")]],
                    rows: vec![vec![vec![plain("1")], vec![strong("2")]]]
                },
                Block::Code("let x = 1;".into()),
            ]
        );
    }

    #[test]
    fn a_lone_star_before_a_code_span_keeps_the_rest_of_the_paragraph() {
        assert_eq!(
            parse("2 * 3 is `six` and **more** after."),
            vec![paragraph(&[
                plain("2 * 3 is "),
                code("six"),
                plain(" and "),
                strong("more"),
                plain(" after.")
            ])]
        );
    }

    #[test]
    fn emphasis_nests_in_strong() {
        assert_eq!(
            parse("**a *b* c**"),
            vec![paragraph(&[
                strong("a "),
                Span {
                    emphasis: true,
                    ..strong("b")
                },
                strong(" c")
            ])]
        );
    }

    #[test]
    fn links_keep_their_address_and_style() {
        assert_eq!(
            parse("See [the **book**](https://example.org/book) now."),
            vec![paragraph(&[
                plain("See "),
                link("the ", "https://example.org/book"),
                Span {
                    strong: true,
                    ..link("book", "https://example.org/book")
                },
                plain(" now.")
            ])]
        );
        assert_eq!(
            parse("<https://example.org>"),
            vec![paragraph(&[link(
                "https://example.org",
                "https://example.org"
            )])]
        );
    }

    #[test]
    fn headings_have_their_levels() {
        assert_eq!(
            parse("## Two\n\n###### Six"),
            vec![
                Block::Heading {
                    level: 2,
                    spans: vec![plain("Two")]
                },
                Block::Heading {
                    level: 6,
                    spans: vec![plain("Six")]
                },
            ]
        );
    }

    #[test]
    fn quotes_hold_blocks() {
        assert_eq!(
            parse("> quoted *text*\n> more\n>\n> - item\n\nafter"),
            vec![
                Block::Quote(vec![
                    paragraph(&[plain("quoted "), emphasis("text"), plain(" more")]),
                    Block::List {
                        start: None,
                        items: vec![vec![paragraph(&[plain("item")])]]
                    },
                ]),
                paragraph(&[plain("after")]),
            ]
        );
    }

    #[test]
    fn lists_nest_bullets_and_numbers() {
        let source = "- outer\n  1. first\n  2. second\n     - deep\n- last\n\n3. three\n4. four";
        assert_eq!(
            parse(source),
            vec![
                Block::List {
                    start: None,
                    items: vec![
                        vec![
                            paragraph(&[plain("outer")]),
                            Block::List {
                                start: Some(1),
                                items: vec![
                                    vec![paragraph(&[plain("first")])],
                                    vec![
                                        paragraph(&[plain("second")]),
                                        Block::List {
                                            start: None,
                                            items: vec![vec![paragraph(&[plain("deep")])]]
                                        }
                                    ],
                                ]
                            },
                        ],
                        vec![paragraph(&[plain("last")])],
                    ]
                },
                Block::List {
                    start: Some(3),
                    items: vec![
                        vec![paragraph(&[plain("three")])],
                        vec![paragraph(&[plain("four")])]
                    ]
                },
            ]
        );
    }

    #[test]
    fn loose_list_items_hold_paragraphs() {
        assert_eq!(
            parse("* one\n\n  still one\n\n* two"),
            vec![Block::List {
                start: None,
                items: vec![
                    vec![paragraph(&[plain("one")]), paragraph(&[plain("still one")])],
                    vec![paragraph(&[plain("two")])],
                ]
            }]
        );
    }

    #[test]
    fn code_blocks_keep_their_lines_and_rules_stand_alone() {
        assert_eq!(
            parse("```rust\nfn a() {}\n\n  b *c*\n```\n\n---\n\n    indented"),
            vec![
                Block::Code("fn a() {}\n\n  b *c*".into()),
                Block::Rule,
                Block::Code("indented".into()),
            ]
        );
    }

    #[test]
    fn hard_breaks_and_html_stay_text() {
        assert_eq!(
            parse("one  \ntwo <b>x</b>"),
            vec![paragraph(&[plain("one\ntwo <b>x</b>")])]
        );
    }

    #[test]
    fn images_link_to_their_file_and_html_blocks_stay_text() {
        assert_eq!(
            parse("![a tree](tree.png)\n\n<div>\nraw\n</div>\n\nafter"),
            vec![
                paragraph(&[link("a tree", "tree.png")]),
                paragraph(&[plain("<div>\nraw\n</div>")]),
                paragraph(&[plain("after")]),
            ]
        );
    }

    #[test]
    fn an_empty_text_has_no_blocks() {
        assert_eq!(parse(""), Vec::<Block>::new());
        assert_eq!(parse("\n\n  \n"), Vec::<Block>::new());
    }
}
