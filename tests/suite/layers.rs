//! The module graph: each layer imports only the layers below it, and no two files import
//! each other, directly or round a circle (ARCHITECTURE.md draws the layers).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::source;
use source::rust_files;

/// The layers from the bottom up; a module may import only modules of a lower layer.
const LAYERS: &[&[&str]] = &[
    &["numbers"],
    &[
        "lang",
        "memory",
        "marks",
        "io",
        "hashing",
        "handoff",
        "background",
    ],
    &["game"],
    &["tree"],
    &["search"],
    &["setup"],
    &["program"],
    &["stats", "practice", "check"],
    &["text"],
    &["notebook", "export"],
    &["app"],
    &["cli"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// A file's module path: `src/search/trace/frame.rs` → ["search", "trace", "frame"]; a `mod.rs`
/// is its folder.
fn module_path(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix("src").unwrap();
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts
        .last()
        .is_some_and(|last| last == "mod" || last == "lib")
    {
        parts.pop();
    }
    parts
}

/// The code of a file without its unit tests and comments.
fn code_of(source: &str) -> String {
    let mut code = String::new();
    for line in source.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        if !line.trim_start().starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    code
}

/// The module paths a file names, as written after `crate::` or `super::` (with the
/// `super`s resolved), cut at the first segment that is not a module of the crate.
fn imports(file: &Path, code: &str, modules: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let own = module_path(file);
    let mut found = BTreeSet::new();
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .collect();
    for word in words {
        let mut segments: Vec<&str> = word.split("::").collect();
        let mut base: Vec<String> = match segments.first() {
            Some(&"crate") => {
                segments.remove(0);
                Vec::new()
            }
            Some(&"super") => {
                // A `mod.rs` is its folder's module: its `super` is the folder's parent, as
                // any other file's is the module holding it.
                let mut base = own.clone();
                base.pop();
                while segments.first() == Some(&"super") {
                    segments.remove(0);
                    if segments.first() == Some(&"super") {
                        base.pop();
                    }
                }
                base
            }
            _ => continue,
        };
        // Follow the named segments while they are modules of the crate.
        for segment in segments {
            let mut next = base.clone();
            next.push(segment.to_string());
            if modules.contains(&next) {
                base = next;
            } else {
                break;
            }
        }
        if !base.is_empty() && base != own {
            found.insert(base);
        }
    }
    found
}

/// Whether code defines an item (beyond `mod` and `use` lines).
fn defines_anything(code: &str) -> bool {
    const ITEMS: [&str; 9] = [
        "fn ",
        "struct ",
        "enum ",
        "impl",
        "const ",
        "static ",
        "trait ",
        "type ",
        "macro_rules!",
    ];
    code.lines().any(|line| {
        let line = line
            .trim_start()
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub ");
        ITEMS.iter().any(|item| line.starts_with(item))
    })
}

#[test]
fn each_layer_imports_only_layers_below_it_and_files_form_no_circle() {
    let files = rust_files(Path::new("src"));
    let modules: BTreeSet<Vec<String>> = files.iter().map(|file| module_path(file)).collect();
    let mut wrong_way = Vec::new();
    let mut graph: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for file in &files {
        let own = module_path(file);
        if own.is_empty() || own == ["main"] {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        let named = imports(file, &code, &modules);
        for target in &named {
            if target[0] != own[0] {
                let (from, to) = (layer_of(&own[0]), layer_of(&target[0]));
                match (from, to) {
                    (Some(from), Some(to)) if to < from => {}
                    _ => {
                        wrong_way.push(format!("{} imports {}", own.join("::"), target.join("::")))
                    }
                }
            }
        }
        graph.insert(own, named);
    }

    // A folder's own file (mod.rs) that only lists and re-exports its children is a facade:
    // only imports between other files can close a circle. One that defines anything is a
    // room of its own, and its imports count.
    let facades: BTreeSet<Vec<String>> = files
        .iter()
        .filter(|file| file.ends_with("mod.rs"))
        .filter(|file| !defines_anything(&code_of(&std::fs::read_to_string(file).unwrap())))
        .map(|file| module_path(file))
        .collect();
    let edges = |from: &Vec<String>| -> Vec<Vec<String>> {
        graph
            .get(from)
            .into_iter()
            .flatten()
            .filter(|to| !facades.contains(*to) && graph.contains_key(*to))
            .cloned()
            .collect()
    };
    let mut circles = Vec::new();
    for start in graph.keys().filter(|module| !facades.contains(*module)) {
        // Depth-first from `start`: a path back to it is a circle.
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for next in edges(&at) {
                if &next == start {
                    let names: Vec<String> = path.iter().map(|module| module.join("::")).collect();
                    circles.push(format!("{} -> {}", names.join(" -> "), start.join("::")));
                } else if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push((next, longer));
                }
            }
        }
    }
    circles.sort();
    circles.dedup();
    assert!(
        wrong_way.is_empty() && circles.is_empty(),
        "imports against the layers:\n{}\nfiles importing round a circle:\n{}",
        wrong_way.join("\n"),
        circles.join("\n")
    );
}

#[test]
fn the_command_line_draws_only_through_the_picture_room() {
    let files = rust_files(Path::new("src/cli"));
    let naming_egui: Vec<String> = files
        .iter()
        .filter(|file| code_of(&std::fs::read_to_string(file).unwrap()).contains("egui"))
        .map(|file| file.display().to_string())
        .collect();
    assert!(naming_egui.is_empty(), "{naming_egui:?}");
}

/// The app's rooms from the bottom up: a room imports only its own files and the rooms
/// below it (src/app/mod.rs draws them).
const APP_ROOMS: &[&str] = &[
    "ui",
    "picture",
    "player",
    "montecarlo",
    "play",
    "notebook",
    "shell",
];

#[test]
fn each_room_of_the_app_imports_only_rooms_below_it_and_lists_its_files_thinly() {
    let files = rust_files(Path::new("src"));
    let modules: BTreeSet<Vec<String>> = files.iter().map(|file| module_path(file)).collect();
    let mut wrong_way = Vec::new();
    let mut homeless = Vec::new();
    let mut thick = Vec::new();
    for file in files.iter().filter(|file| file.starts_with("src/app")) {
        let own = module_path(file);
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        if file.ends_with("mod.rs") && defines_anything(&code) {
            thick.push(file.display().to_string());
        }
        if own == ["app"] {
            continue;
        }
        let Some(room) = APP_ROOMS.iter().position(|room| own[1] == *room) else {
            homeless.push(file.display().to_string());
            continue;
        };
        for target in imports(file, &code, &modules) {
            if target[0] != "app" || target.len() < 2 {
                continue;
            }
            let below = APP_ROOMS
                .iter()
                .position(|other| target[1] == *other)
                .is_some_and(|other| other <= room);
            if !below {
                wrong_way.push(format!("{} imports {}", own.join("::"), target.join("::")));
            }
        }
    }
    assert!(
        wrong_way.is_empty() && homeless.is_empty() && thick.is_empty(),
        "imports up the rooms:\n{}\nfiles in no room:\n{}\nmod.rs files that define something:\n{}",
        wrong_way.join("\n"),
        homeless.join("\n"),
        thick.join("\n")
    );
}
