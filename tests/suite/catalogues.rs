//! The message catalogues: every message in every language with the same placeholders and
//! attributes, and no user-facing text left in the code outside them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::source;
use source::rust_files;

use abtutor::lang::Lang;
use fluent_syntax::ast;

/// A message's shape: its placeholders, and each attribute's placeholders.
type Shape = (BTreeSet<String>, BTreeMap<String, BTreeSet<String>>);

fn placeholders(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_placeholders(expression, found);
        }
    }
}

fn expression_placeholders(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_placeholders(inline, found),
        ast::Expression::Select { selector, variants } => {
            inline_placeholders(selector, found);
            for variant in variants {
                placeholders(&variant.value, found);
            }
        }
    }
}

fn inline_placeholders(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_placeholders(expression, found)
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_placeholders(argument, found);
            }
        }
        _ => {}
    }
}

fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let resource = fluent_syntax::parser::parse(lang.catalogue_source())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.code()));
    let mut shapes = BTreeMap::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let mut value = BTreeSet::new();
        if let Some(pattern) = &message.value {
            placeholders(pattern, &mut value);
        }
        let attributes = message
            .attributes
            .iter()
            .map(|attribute| {
                let mut found = BTreeSet::new();
                placeholders(&attribute.value, &mut found);
                (attribute.id.name.to_string(), found)
            })
            .collect();
        let id = message.id.name.to_string();
        assert!(
            shapes.insert(id.clone(), (value, attributes)).is_none(),
            "{id} appears twice in {}.ftl",
            lang.code()
        );
    }
    shapes
}

#[test]
fn every_message_is_in_every_catalogue_with_the_same_placeholders() {
    let english = shapes(Lang::En);
    assert!(
        english.len() > 100,
        "the English catalogue holds the UI's texts"
    );
    for lang in Lang::ALL.iter().copied().filter(|lang| *lang != Lang::En) {
        let other = shapes(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "missing from {}.ftl: {missing:?}",
            lang.code()
        );
        assert!(extra.is_empty(), "only in {}.ftl: {extra:?}", lang.code());
        for (id, shape) in &english {
            assert_eq!(
                &other[id],
                shape,
                "{id}: placeholders or attributes differ in {}.ftl",
                lang.code()
            );
        }
    }
}

#[test]
fn messages_fill_their_placeholders_in_each_language() {
    let english = abtutor::tr!(Lang::En, "iteration-note", number = 3, count = 6, depth = 3);
    assert_eq!(english, "iteration 3 of 6: searching 3 plies deep");
    let japanese = abtutor::tr!(Lang::Ja, "iteration-note", number = 3, count = 6, depth = 3);
    assert_eq!(japanese, "反復 3 / 6: 深さ 3 まで探索");
}

/// Every message id the code asks for (`tr!(lang, "id"…)`, `.text("id")`, `.attribute("id"…)`
/// and ids written as `"msg:id"`) is in the English catalogue.
#[test]
fn every_id_the_code_asks_for_exists() {
    let english = shapes(Lang::En);
    let mut unknown = Vec::new();
    for path in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&path).unwrap();
        let code: String = source
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for id in asked_ids(&code) {
            if !english.contains_key(&id) {
                unknown.push(format!("{}: {id}", path.display()));
            }
        }
    }
    assert!(unknown.is_empty(), "ids missing from en.ftl: {unknown:#?}");
}

/// The ids in `tr!(…, "id"`, `.text("id")`, `.format("id"` and `.attribute("id"` calls.
fn asked_ids(source: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for opening in ["tr!(", ".text(\"", ".format(\"", ".attribute(\""] {
        let mut rest = source;
        while let Some(at) = rest.find(opening) {
            rest = &rest[at + opening.len()..];
            let call = if opening == "tr!(" {
                // Skip the language argument up to its comma.
                match rest.find(',') {
                    Some(comma) => rest[comma + 1..].trim_start(),
                    None => continue,
                }
            } else {
                rest
            };
            let call = call.strip_prefix('"').unwrap_or("");
            if let Some(end) = call.find('"') {
                let id = &call[..end];
                if !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                    ids.push(id.to_string());
                }
            }
        }
    }
    ids
}

/// The string literals of one line of code (escapes kept as written).
fn literals(line: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let bytes = line.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'/' if bytes.get(index + 1) == Some(&b'/') => break,
            b'\'' => {
                // A char literal such as '"' must not open a string; a lifetime has no closing quote.
                if bytes.get(index + 2) == Some(&b'\'') {
                    index += 3;
                } else if bytes.get(index + 1) == Some(&b'\\') {
                    index += 4;
                } else {
                    index += 1;
                }
            }
            b'"' => {
                let start = index + 1;
                let mut end = start;
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                found.push(&line[start..end.min(line.len())]);
                index = end + 1;
            }
            _ => index += 1,
        }
    }
    found
}

fn is_japanese(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// Two words of letters in a row: a phrase, not an id or a format.
fn has_phrase(literal: &str) -> bool {
    let words: Vec<&str> = literal.split(' ').collect();
    words.windows(2).any(|pair| {
        let word = |text: &str| {
            let letters = text.trim_matches(|c: char| !c.is_ascii_alphabetic());
            letters.len() >= 2 && letters.chars().all(|c| c.is_ascii_alphabetic())
        };
        word(pair[0]) && word(pair[1])
    })
}

/// Widgets whose first argument is shown to the user as it is.
const SHOWN_AS_IS: [&str; 9] = [
    "label(\"",
    "button(\"",
    "heading(\"",
    "on_hover_text(\"",
    "checkbox(",
    "selectable_label(",
    "RichText::new(\"",
    "small(\"",
    "hint_text(\"",
];

/// Lines whose literals are not shown to a user: developers' messages and attributes.
/// The literals `data/literal_allowlist.txt` lets through, as (path, literal).
fn allowed_literals() -> Vec<(String, String)> {
    include_str!("../data/literal_allowlist.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| line.split_once(": "))
        .map(|(path, literal)| (path.to_string(), literal.to_string()))
        .collect()
}

fn is_exempt(line: &str) -> bool {
    let code = line.trim_start();
    code.starts_with("//")
        || code.starts_with("#[")
        || [
            "expect(",
            "panic!(",
            "unreachable!(",
            "assert",
            "debug_assert",
        ]
        .iter()
        .any(|developer| code.contains(developer))
}

#[test]
fn no_user_facing_text_is_left_in_the_code() {
    let allowed = allowed_literals();
    let mut left = Vec::new();
    for path in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&path).unwrap();
        let path_name = path.display().to_string();
        for (number, line) in source.lines().enumerate() {
            // Unit tests sit at a file's end; their literals are not shown.
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            if is_exempt(line) {
                continue;
            }
            if line.contains(".pick(") || line.contains("Lang::Ja =>") {
                left.push(format!("{path_name}:{}: {}", number + 1, line.trim()));
                continue;
            }
            let shown_as_is = SHOWN_AS_IS.iter().any(|widget| line.contains(widget));
            for literal in literals(line) {
                let flagged = literal.chars().any(is_japanese)
                    || has_phrase(literal)
                    || (shown_as_is && literal.chars().any(|c| c.is_ascii_alphabetic()));
                let is_allowed = allowed
                    .iter()
                    .any(|(file, text)| path_name.ends_with(file.as_str()) && literal == text);
                if flagged && !is_allowed {
                    left.push(format!("{path_name}:{}: \"{literal}\"", number + 1));
                }
            }
        }
    }
    assert!(
        left.is_empty(),
        "user-facing text outside the catalogues ({}):\n{}",
        left.len(),
        left.join("\n")
    );
}

/// The glossary's replaced words (its last table) appear in no Japanese message.
#[test]
fn the_japanese_catalogue_says_each_term_one_way() {
    let glossary = include_str!("../../docs/glossary.md");
    let replaced = glossary
        .split("## Words replaced")
        .nth(1)
        .expect("the glossary lists the words it replaced");
    let words: Vec<&str> = replaced
        .lines()
        .filter_map(|line| line.strip_prefix("| "))
        .filter_map(|line| line.split(" |").next())
        .map(|cell| cell.split(" (").next().unwrap_or(cell).trim())
        .filter(|word| !word.is_empty() && *word != "replaced" && !word.starts_with("---"))
        .collect();
    assert!(words.len() >= 5, "{words:?}");
    let japanese = Lang::Ja.catalogue_source();
    for word in words {
        let uses: Vec<&str> = japanese
            .lines()
            .filter(|line| !line.starts_with('#') && line.contains(word))
            .collect();
        assert!(
            uses.is_empty(),
            "{word} is said another way in the glossary: {uses:#?}"
        );
    }
}

/// Ids written as literals and looked up later (a table's column ids, a button's id) name
/// messages too: every kebab-case literal whose first word starts a catalogue id is one.
#[test]
fn every_id_written_as_a_literal_exists() {
    let english = shapes(Lang::En);
    let prefixes: BTreeSet<&str> = english
        .keys()
        .filter_map(|id| id.split('-').next())
        .collect();
    let allowed = allowed_literals();
    let mut unknown = Vec::new();
    for path in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&path).unwrap();
        let path_name = path.display().to_string();
        for line in source.lines() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            for literal in literals(line) {
                let is_id = literal.contains('-')
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                let prefix = literal.split('-').next().unwrap_or("");
                let is_allowed = allowed
                    .iter()
                    .any(|(file, text)| path_name.ends_with(file.as_str()) && literal == text);
                if is_id
                    && prefixes.contains(prefix)
                    && !english.contains_key(literal)
                    && !is_allowed
                {
                    unknown.push(format!("{}: {literal}", path.display()));
                }
            }
        }
    }
    assert!(unknown.is_empty(), "ids missing from en.ftl: {unknown:#?}");
}

/// A mode reads in English exactly as files and exports name it, and in Japanese in the
/// glossary's words.
#[test]
fn a_mode_reads_as_its_name_in_english_and_in_the_glossary_in_japanese() {
    use abtutor::search::{ChildOrder, Mode, TableKind};
    let kalah = abtutor::setup::GameSpec::Kalah { pits: 3, seeds: 2 }.view();
    for mode in Mode::comparison_modes(kalah.as_ref(), true) {
        assert_eq!(abtutor::text::mode_label(Lang::En, &mode), mode.label());
    }
    let mode = Mode {
        table: TableKind::Exact,
        order: ChildOrder::BestFirst,
        iterative: true,
        ..Mode::alpha_beta()
    };
    assert_eq!(
        abtutor::text::mode_label(Lang::Ja, &mode),
        "αβ 法、置換表 exact、最善手優先、反復深化"
    );
}
