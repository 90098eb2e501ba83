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
fn an_empty_text_has_no_blocks() {
    assert_eq!(parse(""), Vec::<Block>::new());
    assert_eq!(parse("\n\n  \n"), Vec::<Block>::new());
}
