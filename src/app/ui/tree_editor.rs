//! The textbook-tree editor: type a tree as nested parentheses, or draw a random one from
//! a seed shown on screen so that a class can rebuild the same tree.

use crate::game::random_tree;
use crate::lang::Lang;
use crate::setup::GameSpec;
use crate::tr;

/// The tree a new textbook game starts with: the classic three-by-three figure.
pub const FIRST_TREE: &str = "((3,12,8),(2,4,6),(14,5,2))";

/// How a random tree was drawn: levels, branching, lowest and highest leaf, seed.
type Recipe = (usize, usize, i32, i32, u64);

/// What the editor keeps between frames: the typed text, its error, the generator's knobs.
#[derive(Clone, Debug)]
struct EditorState {
    draft: String,
    /// The tree the draft was last read into.
    shown: Option<GameSpec>,
    error: Option<crate::game::TextbookError>,
    levels: usize,
    branching: usize,
    low: i32,
    high: i32,
    seed: u64,
    /// The last random tree and how it was drawn, shown while it is the tree searched.
    generated: Option<(GameSpec, Recipe)>,
}

impl Default for EditorState {
    fn default() -> Self {
        EditorState {
            draft: String::new(),
            shown: None,
            error: None,
            levels: 3,
            branching: 2,
            low: 0,
            high: 20,
            seed: 1,
            generated: None,
        }
    }
}

/// The tree's text (applied as soon as it reads) and the random generator.
pub fn tree_editor_ui(ui: &mut egui::Ui, game: &mut GameSpec, lang: Lang) {
    let id = ui.scope_id().with("tree_editor_state");
    let mut state: EditorState = ui.data_mut(|data| data.get_temp(id)).unwrap_or_default();
    if state.shown != Some(*game) {
        state.draft = game.to_string().trim_start_matches("tree:").to_string();
        state.shown = Some(*game);
        state.error = None;
    }
    let label = ui.label(tr!(lang, "tree-editor-tree"));
    let response = ui
        .add(
            egui::TextEdit::singleline(&mut state.draft)
                .desired_width(260.0)
                .font(egui::TextStyle::Monospace)
                .hint_text(FIRST_TREE),
        )
        .labelled_by(label.id);
    if response.changed() {
        match GameSpec::textbook(&state.draft) {
            Ok(spec) => {
                *game = spec;
                state.shown = Some(spec);
                state.error = None;
            }
            Err(error) => state.error = Some(error),
        }
    }
    if let Some(error) = &state.error {
        ui.colored_label(
            ui.visuals().error_fg_color,
            crate::text::textbook_error(lang, error),
        );
    }
    ui.menu_button(tr!(lang, "tree-editor-random"), |ui| {
        egui::Grid::new("random-tree").show(ui, |ui| {
            let row = |ui: &mut egui::Ui, name: String, value: egui::DragValue<'_>| {
                ui.label(name);
                ui.add(value);
                ui.end_row();
            };
            let levels = egui::DragValue::new(&mut state.levels).range(1..=5);
            row(ui, tr!(lang, "tree-editor-levels"), levels);
            let branching = egui::DragValue::new(&mut state.branching).range(2..=4);
            row(ui, tr!(lang, "tree-editor-branching"), branching);
            let low = egui::DragValue::new(&mut state.low).range(-99..=99);
            row(ui, tr!(lang, "tree-editor-lowest-leaf"), low);
            let high = egui::DragValue::new(&mut state.high).range(-99..=99);
            row(ui, tr!(lang, "tree-editor-highest-leaf"), high);
            row(
                ui,
                tr!(lang, "tree-editor-seed"),
                egui::DragValue::new(&mut state.seed),
            );
        });
        if ui.button(tr!(lang, "tree-editor-generate")).clicked() {
            let text = random_tree(
                state.levels,
                state.branching,
                state.low,
                state.high,
                state.seed,
            );
            if let Ok(spec) = GameSpec::textbook(&text) {
                *game = spec;
                let recipe = (
                    state.levels,
                    state.branching,
                    state.low,
                    state.high,
                    state.seed,
                );
                state.generated = Some((spec, recipe));
            }
            ui.close();
        }
    });
    if let Some((spec, (levels, branching, low, high, seed))) = state.generated
        && spec == *game
    {
        ui.weak(tr!(
            lang,
            "tree-editor-recipe",
            levels = levels,
            branching = branching,
            low = low,
            high = high,
            seed = seed.to_string()
        ));
    }
    ui.data_mut(|data| data.insert_temp(id, state));
}
