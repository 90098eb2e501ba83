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
            Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. } => {
                self.style.link = Some(dest_url.into_string());
            }
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph | TagEnd::HtmlBlock => self.flush_paragraph(),
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
#[path = "document_tests.rs"]
mod tests;
