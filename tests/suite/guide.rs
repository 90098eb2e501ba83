//! The guide stays true: every link and anchor of the README, ARCHITECTURE.md and the guide
//! (`docs/`) leads somewhere, and every example marked as runnable (a `console` block:
//! `$ abtutor …` and what it prints) prints what it shows.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The README, ARCHITECTURE.md and every page of the guide.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md"), root().join("ARCHITECTURE.md")];
    let docs = std::fs::read_dir(root().join("docs")).expect("the guide's folder");
    let mut chapters: Vec<PathBuf> = docs
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    chapters.sort();
    pages.extend(chapters);
    pages
}

/// A heading's anchor as mdBook and GitHub make it: lower case, spaces as hyphens, other
/// punctuation dropped.
fn anchor_of(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|character| match character {
            ' ' => Some('-'),
            '-' | '_' => Some(character),
            _ if character.is_alphanumeric() => Some(character),
            _ => None,
        })
        .collect()
}

/// The page's text outside fenced code blocks.
fn prose(text: &str) -> String {
    let mut inside = false;
    let mut kept = String::new();
    for line in text.lines() {
        if line.starts_with("```") {
            inside = !inside;
            continue;
        }
        if !inside {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept
}

fn anchors(text: &str) -> Vec<String> {
    prose(text)
        .lines()
        .filter_map(|line| line.strip_prefix('#'))
        .map(|heading| anchor_of(heading.trim_start_matches('#')))
        .collect()
}

/// Every `](target)` of the page's prose.
fn link_targets(text: &str) -> Vec<String> {
    let prose = prose(text);
    prose
        .split("](")
        .skip(1)
        .filter_map(|after| after.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

#[test]
fn every_link_and_anchor_leads_somewhere() {
    let mut broken = Vec::new();
    let pages = pages();
    assert!(pages.len() > 10, "the guide's pages are found");
    for page in &pages {
        let text = std::fs::read_to_string(page).expect("a page");
        for target in link_targets(&text) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let linked = if file.is_empty() {
                page.clone()
            } else {
                page.parent().expect("a folder").join(file)
            };
            let name = page.strip_prefix(root()).unwrap_or(page).display();
            if !linked.exists() {
                broken.push(format!("{name}: {target} (no such file)"));
                continue;
            }
            if !anchor.is_empty() {
                let linked_text = std::fs::read_to_string(&linked).unwrap_or_default();
                if !anchors(&linked_text).iter().any(|known| known == anchor) {
                    broken.push(format!("{name}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_summary_lists_every_page_of_the_guide() {
    let summary = std::fs::read_to_string(root().join("docs/SUMMARY.md")).expect("SUMMARY.md");
    let listed = link_targets(&summary);
    for page in pages()
        .iter()
        .filter(|page| page.starts_with(root().join("docs")))
    {
        let name = page
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        if name != "SUMMARY.md" {
            assert!(listed.contains(&name), "{name} is not in SUMMARY.md");
        }
    }
}

/// A runnable example: the arguments after `$ abtutor` and what it prints.
struct Example {
    arguments: Vec<String>,
    printed: String,
}

/// The arguments of a command line, single quotes kept together.
fn arguments(line: &str) -> Vec<String> {
    let mut arguments = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for character in line.chars() {
        match character {
            '\'' => quoted = !quoted,
            ' ' if !quoted => {
                if !current.is_empty() {
                    arguments.push(std::mem::take(&mut current));
                }
            }
            _ => current.push(character),
        }
    }
    if !current.is_empty() {
        arguments.push(current);
    }
    arguments
}

fn examples(text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("```") {
            inside = line == "```console";
            continue;
        }
        if !inside {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ abtutor") {
            examples.push(Example {
                arguments: arguments(command),
                printed: String::new(),
            });
        } else if let Some(example) = examples.last_mut() {
            example.printed.push_str(line);
            example.printed.push('\n');
        }
    }
    examples
}

/// Output compared line by line without trailing spaces; JSON compared as values (the
/// guide shows short arrays on one line).
fn same_output(shown: &str, printed: &str) -> bool {
    let shown = shown.trim();
    if shown.starts_with('{') {
        let shown: Result<serde_json::Value, _> = serde_json::from_str(shown);
        let printed: Result<serde_json::Value, _> = serde_json::from_str(printed.trim());
        return matches!((shown, printed), (Ok(shown), Ok(printed)) if shown == printed);
    }
    let lines = |text: &str| -> Vec<String> {
        text.trim()
            .lines()
            .map(|line| line.trim_end().to_string())
            .collect()
    };
    lines(shown) == lines(printed)
}

#[test]
fn the_runnable_examples_print_what_the_guide_shows() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        for example in examples(&text) {
            let output = Command::new(env!("CARGO_BIN_EXE_abtutor"))
                .args(&example.arguments)
                .output()
                .expect("the binary runs");
            let printed = format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            checked += 1;
            if !same_output(&example.printed, &printed) {
                wrong.push(format!(
                    "abtutor {}\n--- the guide shows:\n{}--- it prints:\n{printed}",
                    example.arguments.join(" "),
                    example.printed
                ));
            }
        }
    }
    assert!(checked >= 8, "the examples are found ({checked})");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
