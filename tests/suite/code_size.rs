//! The code stays readable in one screenful a function: none is over 150 lines, counted
//! from its `fn` line to its closing brace (clippy's `too_many_lines` counts code lines only).

use std::path::{Path, PathBuf};

const MOST_LINES: usize = 150;

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("a folder of the crate") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
}

/// Whether the line opens a function: `fn`, after any of `pub`, `pub(…)`, `const`,
/// `async`, `unsafe`, `extern "C"`.
fn opens_function(line: &str) -> bool {
    let mut rest = line.trim_start();
    loop {
        if let Some(after) = rest.strip_prefix("pub(") {
            rest = after
                .split_once(')')
                .map_or("", |(_, after)| after)
                .trim_start();
            continue;
        }
        let Some(after) = ["pub ", "const ", "async ", "unsafe ", "extern \"C\" "]
            .iter()
            .find_map(|word| rest.strip_prefix(word))
        else {
            break;
        };
        rest = after;
    }
    rest.starts_with("fn ") && !line.trim_end().ends_with(';')
}

/// Each function of `source` longer than the bound: its first line (from 1) and length.
fn long_functions(source: &str) -> Vec<(usize, usize)> {
    let lines: Vec<&str> = source.lines().collect();
    let mut long = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if !opens_function(line) {
            continue;
        }
        let indent = &line[..line.len() - line.trim_start().len()];
        let closing = format!("{indent}}}");
        if let Some(end) = (at..lines.len()).find(|&end| lines[end] == closing) {
            let length = end - at + 1;
            if length > MOST_LINES {
                long.push((at + 1, length));
            }
        }
    }
    long
}

#[test]
fn no_function_is_over_150_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["src", "tests", "benches"] {
        rust_files(&root.join(folder), &mut files);
    }
    assert!(files.len() > 100, "the crate's files are found");
    let mut long = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("a source file");
        for (line, length) in long_functions(&source) {
            let name = file.strip_prefix(root).unwrap_or(file).display();
            long.push(format!("{name}:{line}: {length} lines"));
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MOST_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn a_long_function_is_counted_from_fn_to_its_brace() {
    let body = "    let x = 1;\n".repeat(MOST_LINES);
    let source = format!("impl A {{\n    pub(crate) fn long() {{\n{body}    }}\n}}\n");
    assert_eq!(long_functions(&source), vec![(2, MOST_LINES + 2)]);
    let short = format!("fn short() {{\n{}}}\n", "    f();\n".repeat(MOST_LINES - 2));
    assert_eq!(long_functions(&short), vec![]);
}
