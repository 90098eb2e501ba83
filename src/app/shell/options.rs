//! The search options as widgets, and the Run action.

use serde::{Deserialize, Serialize};

use crate::app::ui::search_options::{game_and_depth_ui, search_options_ui};
use crate::lang::Lang;
use crate::setup::SearchSetup;
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
    pub play: crate::app::play::PlaySettings,
    /// How the player's tree draws its nodes; `None`: as suits the game.
    pub tree_look: Option<crate::app::player::tree_view::NodeLook>,
    /// The colours that carry meaning.
    pub palette: crate::app::ui::colors::Palette,
    /// The Monte Carlo view's search.
    pub monte_carlo: crate::setup::MonteCarloSetup,
    /// The Python interpreter code cells run with; empty: python3 from the PATH.
    pub python: String,
    /// A change of game keeps the depth limit and the search's options (those the new game
    /// can use) instead of returning to the game's defaults.
    pub keep_options: bool,
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
            play: crate::app::play::PlaySettings::default(),
            tree_look: None,
            palette: crate::app::ui::colors::Palette::Reference,
            monte_carlo: crate::setup::MonteCarloSetup::default(),
            python: String::new(),
            keep_options: false,
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
        let Settings {
            search,
            lang,
            keep_options,
            ..
        } = settings;
        let lang = *lang;
        ui.horizontal_wrapped(|ui| {
            let SearchSetup {
                game, depth, root, ..
            } = search;
            if game_and_depth_ui(ui, game, depth, lang) {
                root.clear();
                if !*keep_options {
                    *search = SearchSetup::defaults_for(search.game);
                }
                search.fit_options();
                action = Some(OptionsAction::Run);
            }
            let SearchSetup {
                game,
                depth,
                mode,
                root,
            } = search;
            search_options_ui(ui, mode, depth, lang, *game);
            let keep = tr!(lang, "options-keep-options");
            ui.checkbox(keep_options, keep)
                .on_hover_text(lang.attribute("options-keep-options", "hover", &[]));
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
