//! The options of the searches with narrow windows, in one menu of the options row: the
//! search, fail-soft returns, the cut rule, the root's window, MTD(f)'s and aspiration's
//! guess and aspiration's width. An option that does not apply is disabled, the reason on
//! hover.

use crate::lang::Lang;
use crate::search::{
    ChildOrder, Mode, ModeConflict, Score, SearchKind, TableKind, TableSlots, parse_window,
};
use crate::setup::{GameSpec, SearchSetup, limit_depth_for};
use crate::tr;

/// The menu button and its contents.
pub fn window_search_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang, refused: &Refused) {
    let search = tr!(lang, "options-search-choice", search = mode.search.name());
    let label = tr!(lang, "options-search-menu", search = search);
    // The menu stays open while its options are set, as a panel would.
    let config = egui::containers::menu::MenuConfig::new()
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    egui::containers::menu::MenuButton::new(label)
        .config(config)
        .ui(ui, |ui| {
            search_kind_ui(ui, mode, lang, refused);
            let fail_soft_by_nature = mode.search.is_fail_soft();
            let mut fail_soft = mode.fail_soft || fail_soft_by_nature;
            let text = tr!(lang, "options-fail-soft");
            let response = ui.add_enabled(
                !fail_soft_by_nature,
                egui::Checkbox::new(&mut fail_soft, text),
            );
            if fail_soft_by_nature {
                response.on_disabled_hover_text(tr!(lang, "options-fail-soft-by-nature"));
            } else {
                mode.fail_soft = fail_soft;
                response.on_hover_text(lang.attribute("options-fail-soft", "hover", &[]));
            }
            let mut cut_on_equality = !mode.cut_gt;
            let text = tr!(lang, "options-cut-on-equality");
            ui.checkbox(&mut cut_on_equality, text)
                .on_hover_text(lang.attribute("options-cut-on-equality", "hover", &[]));
            mode.cut_gt = !cut_on_equality;
            window_ui(ui, mode, lang);
            guess_ui(ui, mode, lang);
        });
}

fn search_kind_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang, refused: &Refused) {
    ui.label(tr!(lang, "options-search"));
    // The bisection is offered where the game is scored by how soon it is won.
    let bisect = Some(SearchKind::Bisect).filter(|_| refused.game.view().cells().is_some());
    for kind in SearchKind::ALL.into_iter().chain(bisect) {
        let text = tr!(lang, "options-search-choice", search = kind.name());
        let chosen = mode.search == kind;
        let misfit = refused.why_not(*mode, chosen, |mode| mode.search = kind, lang);
        let response = ui.add_enabled(misfit.is_none(), egui::RadioButton::new(chosen, text));
        if response.clicked() {
            mode.search = kind;
        }
        if let Some(reason) = misfit {
            response.on_disabled_hover_text(reason);
        }
    }
    ui.separator();
}

/// The root's window as `LO,HI`; a text that is no window is said so and changes nothing.
fn window_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang) {
    let id = ui.scope_id().with("root-window-text");
    let written = |window: Option<(Score, Score)>| {
        window.map_or_else(String::new, |(low, high)| format!("{low},{high}"))
    };
    let mut text: String = ui
        .data_mut(|data| data.get_temp(id))
        .unwrap_or_else(|| written(mode.window));
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "options-window"));
        let any_window = Some((Score::NEG_INF, Score::POS_INF));
        let already = mode.window.is_some();
        let misfit = misfit_if(*mode, already, |mode| mode.window = any_window, lang);
        let edit = egui::TextEdit::singleline(&mut text)
            .desired_width(90.0)
            .hint_text(tr!(lang, "options-window-hint"));
        let response = ui.add_enabled(misfit.is_none(), edit).labelled_by(label.id);
        let response = match misfit {
            Some(reason) => response.on_disabled_hover_text(reason),
            None => response.on_hover_text(lang.attribute("options-window", "hover", &[])),
        };
        if response.changed() {
            if text.trim().is_empty() {
                mode.window = None;
            } else if let Some(window) = parse_window(&text) {
                mode.window = Some(window);
            }
        }
        if !text.trim().is_empty() && parse_window(&text).is_none() {
            ui.colored_label(ui.visuals().error_fg_color, tr!(lang, "options-window-bad"));
        }
    });
    ui.data_mut(|data| data.insert_temp(id, text));
}

/// MTD(f)'s first guess and aspiration's centre and half-width, where they apply.
fn guess_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang) {
    let guessing = mode.search.takes_guess();
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "options-guess"));
        let mut guess = mode.guess.unwrap_or(0);
        // Any finite score: a weighted evaluation may range past a hundred.
        let guesses = -Score::MAX_FINITE..=Score::MAX_FINITE;
        let response = ui
            .add_enabled(guessing, egui::DragValue::new(&mut guess).range(guesses))
            .labelled_by(label.id);
        if response.changed() {
            mode.guess = Some(guess);
        }
        if guessing {
            response.on_hover_text(lang.attribute("options-guess", "hover", &[]));
        } else {
            response.on_disabled_hover_text(tr!(lang, "options-guess-misfit"));
        }
    });
    let aspiration = mode.search.takes_delta();
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "options-delta"));
        let mut delta = mode.delta.unwrap_or(1);
        let response = ui
            .add_enabled(aspiration, egui::DragValue::new(&mut delta).range(1..=100))
            .labelled_by(label.id);
        if response.changed() {
            mode.delta = Some(delta);
        }
        if aspiration {
            response.on_hover_text(lang.attribute("options-delta", "hover", &[]));
        } else {
            response.on_disabled_hover_text(tr!(lang, "options-delta-misfit"));
        }
    });
}

/// Why turning an option on (by `turn_on`) would give it no meaning beside the others,
/// unless it is on already (so that it can always be turned off).
pub(super) fn misfit_if(
    mode: Mode,
    already: bool,
    turn_on: impl FnOnce(&mut Mode),
    lang: Lang,
) -> Option<String> {
    if already || mode.misfit().is_some() {
        return None;
    }
    let mut candidate = mode;
    turn_on(&mut candidate);
    candidate
        .misfit()
        .map(|misfit| crate::text::option_misfit(lang, misfit))
}

/// What a search's options are refused by: its game and its depth limit.
pub struct Refused {
    pub game: GameSpec,
    pub depth: Option<u16>,
}

impl Refused {
    /// Why turning an option on (by `turn_on`) would misfit the other options or be refused
    /// by the game or the depth limit, phrased; `None` when it is on already.
    fn why_not(
        &self,
        mode: Mode,
        already: bool,
        turn_on: impl Fn(&mut Mode),
        lang: Lang,
    ) -> Option<String> {
        let mut candidate = mode;
        turn_on(&mut candidate);
        let refused = || refusal(self.game, self.depth, candidate, lang);
        misfit_if(mode, already, turn_on, lang).or_else(|| (!already).then(refused).flatten())
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
                && let Ok(spec) = GameSpec::textbook(crate::app::ui::tree_editor::FIRST_TREE)
            {
                *game = spec;
            }
        })
        .response
        .labelled_by(label.id);
    if matches!(game, GameSpec::Textbook(_)) {
        crate::app::ui::tree_editor::tree_editor_ui(ui, game, lang);
    }
    *game != before
}

/// The options of one search as widgets; shared by the player and the notebook's run cells.
pub fn mode_ui(ui: &mut egui::Ui, mode: &mut Mode, depth: Option<u16>, lang: Lang, game: GameSpec) {
    let misfit = misfit_if(*mode, mode.minimax, |mode| mode.minimax = true, lang);
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
    let misfit = misfit_if(*mode, mode.init_ab, |mode| mode.init_ab = true, lang);
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
    window_search_ui(ui, mode, lang, &Refused { game, depth });
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
    if game.view().cells().is_some() {
        solver_ideas_ui(ui, mode, &Refused { game, depth }, lang);
    }
}

/// The solver tutorial's ideas, where the game is scored by how soon it is won: each a
/// checkbox, disabled with the reason where the others or the depth limit refuse it.
fn solver_ideas_ui(ui: &mut egui::Ui, mode: &mut Mode, refused: &Refused, lang: Lang) {
    type Idea = fn(&mut Mode) -> &mut bool;
    let ideas: [(&str, Idea); 6] = [
        ("options-win-check", |mode| &mut mode.win_check),
        ("options-skip-losing", |mode| &mut mode.skip_losing),
        ("options-score-bound", |mode| &mut mode.score_bound),
        ("options-threat-order", |mode| &mut mode.threat_order),
        ("options-upper-bounds", |mode| &mut mode.upper_bounds),
        ("options-lower-bounds", |mode| &mut mode.lower_bounds),
    ];
    ui.label(tr!(lang, "options-solver-ideas"));
    for (key, idea) in ideas {
        let on = *idea(mode);
        let reason = refused.why_not(*mode, on, |mode| *idea(mode) = true, lang);
        let mut checked = on;
        let response = ui.add_enabled(
            reason.is_none() || on,
            egui::Checkbox::new(&mut checked, lang.text(key)),
        );
        *idea(mode) = checked;
        disabled_or_hover(response, reason, lang.attribute(key, "hover", &[]));
    }
    if !mode.upper_bounds {
        // Lower bounds and slots belong to the table: they go with it.
        mode.lower_bounds = false;
        mode.table_slots = TableSlots::Unbounded;
        return;
    }
    let label = ui.label(tr!(lang, "options-table-slots"));
    let slots_text = |slots: TableSlots| match slots {
        TableSlots::Unbounded => tr!(lang, "options-table-slots-unbounded"),
        slots => tr!(lang, "mode-table-slots", slots = slots.name()),
    };
    egui::ComboBox::from_id_salt(("solver", "slots"))
        .selected_text(slots_text(mode.table_slots))
        .show_ui(ui, |ui| {
            for slots in [
                TableSlots::Unbounded,
                TableSlots::WholeKey,
                TableSlots::Compact,
            ] {
                ui.selectable_value(&mut mode.table_slots, slots, slots_text(slots));
            }
        })
        .response
        .labelled_by(label.id);
}
