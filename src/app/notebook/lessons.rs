//! The bundled lessons, in English and Japanese, compiled into the binary.

use std::sync::OnceLock;

use crate::lang::Lang;
use crate::notebook::{self, CellKind, Notebook, load_error_text};

macro_rules! lesson {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../../assets/lessons/en/", $name, ".json")),
            include_str!(concat!("../../../assets/lessons/ja/", $name, ".json")),
        )
    };
}

/// (file stem, English JSON, Japanese JSON), in teaching order.
pub const LESSONS: [(&str, &str, &str); 22] = [
    lesson!("01_minimax"),
    lesson!("02_alpha_beta"),
    lesson!("03_initial_window"),
    lesson!("04_transposition_table"),
    lesson!("05_symmetry"),
    lesson!("06_alpha_beta_exact_table"),
    lesson!("07_bounds_table"),
    lesson!("08_move_ordering"),
    lesson!("09_shortest_victory"),
    lesson!("10_passes"),
    lesson!("11_extra_turns"),
    lesson!("12_practice"),
    lesson!("13_horizon"),
    lesson!("14_ordering_by_evaluation"),
    lesson!("15_iterative_deepening"),
    lesson!("16_check_your_alpha_beta"),
    lesson!("17_narrow_windows"),
    lesson!("18_narrow_windows_kalah"),
    lesson!("19_playouts"),
    lesson!("20_monte_carlo_tree_search"),
    lesson!("21_connect_four"),
    lesson!("22_write_your_own_alpha_beta"),
];

/// Lesson `index`'s file stem and its JSON in `lang`.
fn source(index: usize, lang: Lang) -> Option<(&'static str, &'static str)> {
    LESSONS.get(index).map(|(name, english, japanese)| {
        let json = if lang == Lang::En { english } else { japanese };
        (*name, *json)
    })
}

/// Lesson `index` in `lang`; the error says why in `lang`.
pub fn load(index: usize, lang: Lang) -> Result<Notebook, String> {
    let (name, json) =
        source(index, lang).ok_or_else(|| crate::tr!(lang, "lessons-none", number = index + 1))?;
    notebook::from_json(json, name).map_err(|error| load_error_text(&error, lang))
}

/// The lessons' titles in `lang`, in order; parsed once, not on every frame the menu shows.
pub fn titles(lang: Lang) -> &'static [String] {
    static TITLES: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    let titles = TITLES.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                (0..LESSONS.len())
                    .map(|index| {
                        load(index, lang).map_or_else(|error| error, |notebook| notebook.title)
                    })
                    .collect()
            })
            .collect()
    });
    let index = Lang::ALL.iter().position(|each| *each == lang).unwrap_or(0);
    &titles[index]
}

/// A bundled lesson as it was opened: which one, in which language, and its cells then, so
/// that running it (outputs only) leaves nothing unsaved.
pub struct OpenLesson {
    index: usize,
    lang: Lang,
    kinds: Vec<CellKind>,
}

impl OpenLesson {
    /// Lesson `index` in `lang`, and what it was when opened.
    pub fn load(index: usize, lang: Lang) -> Result<(Notebook, OpenLesson), String> {
        let notebook = load(index, lang)?;
        let kinds = notebook
            .cells
            .iter()
            .map(|cell| cell.kind.clone())
            .collect();
        Ok((notebook, OpenLesson { index, lang, kinds }))
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `notebook`'s cells are the lesson's as it came (outputs aside).
    pub fn is_pristine(&self, notebook: &Notebook) -> bool {
        let cells = &notebook.cells;
        cells.len() == self.kinds.len()
            && cells
                .iter()
                .zip(&self.kinds)
                .all(|(cell, kind)| cell.kind == *kind)
    }

    /// The lesson in `lang`, each cell with the output of `shown`'s cell at its place when
    /// the two are the same cell (only a text differs between translations); none when the
    /// translation has other cells.
    pub fn translated(&self, shown: &Notebook, lang: Lang) -> Option<(Notebook, OpenLesson)> {
        let (mut translated, lesson) = OpenLesson::load(self.index, lang).ok()?;
        if translated.cells.len() != shown.cells.len() {
            return None;
        }
        for (cell, before) in translated.cells.iter_mut().zip(&shown.cells) {
            if before.kind == cell.kind {
                cell.output = before.output.clone();
            }
        }
        Some((translated, lesson))
    }
}
