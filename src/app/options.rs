//! The search options as widgets, and the Run action.

use serde::{Deserialize, Serialize};

use crate::lang::Lang;
use crate::search::{ChildOrder, Mode, ModeConflict, TableKind};
use crate::setup::{GameSpec, SearchSetup, limit_depth_for};
use crate::tr;

/// What the user has chosen, persisted between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The search the player runs: game, root, depth limit and mode.
    #[serde(flatten)]
    pub search: SearchSetup,
    /// Frames per second while playing.
    pub speed: f64,
    /// The language of the whole UI.
    pub lang: Lang,
    /// The view shown.
    pub view: View,
    /// Notebook files opened or saved lately, newest first.
    pub recent: Vec<std::path::PathBuf>,
    /// The whole UI's zoom (Ctrl + / Ctrl − / Ctrl 0).
    pub zoom: f32,
    /// The presentation mode (F11): full screen, everything larger.
    pub presenting: bool,
    /// The Play view's game, sides and search options.
    pub play: super::play::PlaySettings,
    /// How the player's tree draws its nodes; `None`: as suits the game.
    pub tree_look: Option<super::tree_view::NodeLook>,
    /// The colours that carry meaning.
    pub palette: super::colors::Palette,
    /// The Monte Carlo view's search.
    pub monte_carlo: crate::setup::MonteCarloSetup,
}

/// The app's views.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum View {
    /// The full-window player.
    #[default]
    Player,
    /// The lesson notebook.
    Notebook,
    /// A game against the search.
    Play,
    /// Primitive Monte Carlo and MCTS, recorded and replayed.
    MonteCarlo,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            search: SearchSetup::default(),
            speed: 20.0,
            lang: Lang::En,
            view: View::Player,
            recent: Vec::new(),
            zoom: 1.0,
            presenting: false,
            play: super::play::PlaySettings::default(),
            tree_look: None,
            palette: super::colors::Palette::Reference,
            monte_carlo: crate::setup::MonteCarloSetup::default(),
        }
    }
}

/// What the options panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionsAction {
    Run,
    /// Make the node of the current frame the root, and run.
    RunFromSelected,
}

#[derive(Default)]
pub struct OptionsPanel;

impl OptionsPanel {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut Settings,
        busy: bool,
    ) -> Option<OptionsAction> {
        let mut action = None;
        let Settings { search, lang, .. } = settings;
        let SearchSetup {
            game,
            depth,
            mode,
            root,
        } = search;
        let lang = *lang;
        ui.horizontal_wrapped(|ui| {
            if game_and_depth_ui(ui, game, depth, lang) {
                root.clear();
                action = Some(OptionsAction::Run);
            }
            search_options_ui(ui, mode, depth, lang, *game);
            let label = ui.label(tr!(lang, "options-root-moves"));
            let example = game.view().notation_example();
            ui.add(
                egui::TextEdit::singleline(root)
                    .desired_width(140.0)
                    .hint_text(tr!(lang, "options-root-moves-hint", example = example)),
            )
            .labelled_by(label.id);
            if ui
                .button(tr!(lang, "options-run"))
                .on_hover_text(lang.attribute("options-run", "hover", &[]))
                .clicked()
            {
                action = Some(OptionsAction::Run);
            }
            if ui
                .add_enabled(
                    !busy,
                    egui::Button::new(tr!(lang, "options-search-from-selected")),
                )
                .on_hover_text(lang.attribute("options-search-from-selected", "hover", &[]))
                .clicked()
            {
                action = Some(OptionsAction::RunFromSelected);
            }
        });
        action
    }
}

/// A search's options and its depth limit, with iterative deepening where a limit is set.
/// Options the game (or a missing limit) refuses are shown disabled, the reason on hover;
/// the rules are the core's ([`SearchSetup::conflicts`]).
pub fn search_options_ui(
    ui: &mut egui::Ui,
    mode: &mut Mode,
    depth: &mut Option<u16>,
    lang: Lang,
    game: GameSpec,
) {
    mode_ui(ui, mode, *depth, lang, game);
    depth_ui(ui, depth, lang, game);
    let mut with_iterative = *mode;
    with_iterative.iterative = true;
    let refused = refusal(game, *depth, with_iterative, lang);
    let text = tr!(lang, "options-iterative");
    let response = ui.add_enabled(
        refused.is_none(),
        egui::Checkbox::new(&mut mode.iterative, text),
    );
    disabled_or_hover(
        response,
        refused,
        lang.attribute("options-iterative", "hover", &[]),
    );
    fit(mode, *depth, game);
}

/// The depth limit: a checkbox and the plies; the evaluation named on hover.
pub fn depth_ui(ui: &mut egui::Ui, depth: &mut Option<u16>, lang: Lang, game: GameSpec) {
    let mut limited = depth.is_some();
    let evaluation = game.view().evaluation_name();
    let hover = lang.attribute(
        "options-depth-limit",
        "hover",
        &[(
            "evaluation",
            crate::text::evaluation_name(lang, evaluation).into(),
        )],
    );
    let text = tr!(lang, "options-depth-limit");
    ui.checkbox(&mut limited, text).on_hover_text(&hover);
    *depth = limited.then(|| depth.unwrap_or(4));
    if let Some(plies) = depth {
        ui.add(
            egui::DragValue::new(plies)
                .range(1..=60)
                .suffix(format!(" {}", tr!(lang, "options-plies-unit"))),
        )
        .on_hover_text(hover);
    }
}

/// Turns off what the game or a missing depth limit refuses, by the core's rules.
fn fit(mode: &mut Mode, depth: Option<u16>, game: GameSpec) {
    let mut setup = SearchSetup::new(game, "", depth, *mode);
    setup.fit_options();
    *mode = setup.mode;
}

/// Why the game or the depth limit refuses `candidate`, phrased; `None` when it fits.
fn refusal(game: GameSpec, depth: Option<u16>, candidate: Mode, lang: Lang) -> Option<String> {
    // `check`, not `conflicts`: no tree-size estimate on every frame for a game that needs none.
    SearchSetup::new(game, "", depth, candidate)
        .check()
        .err()
        .map(|conflict| crate::text::mode_conflict(lang, &conflict))
}

/// A widget's hover text: the refusal's reason when it is disabled, its help otherwise.
fn disabled_or_hover(response: egui::Response, refused: Option<String>, help: String) {
    match refused {
        Some(reason) => {
            response.on_disabled_hover_text(reason);
        }
        None => {
            response.on_hover_text(help);
        }
    }
}

/// The game picker, which turns a depth limit on for a game too big to search whole; true
/// when the game changed.
pub fn game_and_depth_ui(
    ui: &mut egui::Ui,
    game: &mut GameSpec,
    depth: &mut Option<u16>,
    lang: Lang,
) -> bool {
    let changed = game_ui(ui, game, lang);
    if changed {
        limit_depth_for(*game, depth);
    }
    changed
}

/// The game picker; true when the game changed.
pub fn game_ui(ui: &mut egui::Ui, game: &mut GameSpec, lang: Lang) -> bool {
    let before = *game;
    let label = ui.label(tr!(lang, "options-game"));
    egui::ComboBox::from_id_salt("game")
        .selected_text(crate::text::game_name(lang, game.view().name()))
        // Every game in view at once: a list that scrolls hides its last entries.
        .height(f32::INFINITY)
        .show_ui(ui, |ui| {
            for preset in GameSpec::PRESETS {
                ui.selectable_value(
                    game,
                    preset,
                    crate::text::game_name(lang, preset.view().name()),
                );
            }
            let textbook = matches!(game, GameSpec::Textbook(_));
            let text = tr!(lang, "options-textbook-tree");
            if ui.selectable_label(textbook, text).clicked()
                && !textbook
                && let Ok(spec) = GameSpec::textbook(super::tree_editor::FIRST_TREE)
            {
                *game = spec;
            }
        })
        .response
        .labelled_by(label.id);
    if matches!(game, GameSpec::Textbook(_)) {
        super::tree_editor::tree_editor_ui(ui, game, lang);
    }
    *game != before
}

/// The options of one search as widgets; shared by the player and the notebook's run cells.
pub fn mode_ui(ui: &mut egui::Ui, mode: &mut Mode, depth: Option<u16>, lang: Lang, game: GameSpec) {
    let misfit =
        super::search_options::misfit_if(*mode, mode.minimax, |mode| mode.minimax = true, lang);
    let text = tr!(lang, "options-minimax");
    let response = ui.add_enabled(
        misfit.is_none(),
        egui::Checkbox::new(&mut mode.minimax, text),
    );
    disabled_or_hover(
        response,
        misfit,
        lang.attribute("options-minimax", "hover", &[]),
    );
    let misfit =
        super::search_options::misfit_if(*mode, mode.init_ab, |mode| mode.init_ab = true, lang);
    let text = tr!(lang, "options-initial-window");
    let response = ui.add_enabled(
        misfit.is_none(),
        egui::Checkbox::new(&mut mode.init_ab, text),
    );
    disabled_or_hover(
        response,
        misfit,
        lang.attribute("options-initial-window", "hover", &[]),
    );
    super::search_options::window_search_ui(ui, mode, lang);
    let mut with_shortest_victory = *mode;
    with_shortest_victory.shortest_victory = true;
    let refused = refusal(game, depth, with_shortest_victory, lang);
    let response = ui.add_enabled(
        refused.is_none(),
        egui::Checkbox::new(
            &mut mode.shortest_victory,
            tr!(lang, "options-shortest-victory"),
        ),
    );
    disabled_or_hover(
        response,
        refused,
        lang.attribute("options-shortest-victory", "hover", &[]),
    );
    // Each label stands before the box it names.
    let label = ui.label(tr!(lang, "options-table"));
    egui::ComboBox::from_id_salt("table")
        .selected_text(crate::text::table_choice(lang, mode.table))
        .show_ui(ui, |ui| {
            for table in TableKind::ALL {
                ui.selectable_value(
                    &mut mode.table,
                    table,
                    crate::text::table_choice(lang, table),
                );
            }
        })
        .response
        .labelled_by(label.id);
    // A note, not a refusal: the search runs as with an exact table.
    let notes = mode.conflicts(game.view().as_ref());
    if let Some(note) = notes
        .iter()
        .find(|conflict| matches!(conflict, ModeConflict::SymmetryTableWithoutSymmetry { .. }))
    {
        ui.weak(crate::text::mode_conflict(lang, note));
    }
    let label = ui.label(tr!(lang, "options-order"));
    egui::ComboBox::from_id_salt("order")
        .selected_text(crate::text::order_choice(lang, mode.order))
        .show_ui(ui, |ui| {
            for order in ChildOrder::ALL {
                let mut candidate = *mode;
                candidate.order = order;
                let refused = refusal(game, depth, candidate, lang);
                let response = ui.add_enabled(
                    refused.is_none(),
                    egui::Button::selectable(
                        mode.order.same_kind(order),
                        crate::text::order_choice(lang, order),
                    ),
                );
                // Picking the order it has keeps its plies.
                if response.clicked() && !mode.order.same_kind(order) {
                    mode.order = order;
                }
                if let Some(reason) = refused {
                    response.on_disabled_hover_text(reason);
                }
            }
        })
        .response
        .labelled_by(label.id);
    if let ChildOrder::EvaluationThenStore { plies } = &mut mode.order {
        let label = ui.label(tr!(lang, "options-evaluation-plies"));
        ui.add(egui::DragValue::new(plies).range(0..=60))
            .labelled_by(label.id)
            .on_hover_text(lang.attribute("options-evaluation-plies", "hover", &[]));
    }
}
