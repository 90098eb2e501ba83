//! The options of the searches with narrow windows, in one menu of the options row: the
//! search, fail-soft returns, the cut rule, the root's window, MTD(f)'s and aspiration's
//! guess and aspiration's width. An option that does not apply is disabled, the reason on
//! hover.

use crate::lang::Lang;
use crate::search::{Mode, SearchKind, parse_window};
use crate::tr;

/// The menu button and its contents.
pub fn window_search_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang) {
    let search = tr!(lang, "options-search-choice", search = mode.search.name());
    let label = tr!(lang, "options-search-menu", search = search);
    // The menu stays open while its options are set, as a panel would.
    let config = egui::containers::menu::MenuConfig::new()
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    egui::containers::menu::MenuButton::new(label)
        .config(config)
        .ui(ui, |ui| {
            search_kind_ui(ui, mode, lang);
            let fail_soft_by_nature = mode.search != SearchKind::AlphaBeta;
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

fn search_kind_ui(ui: &mut egui::Ui, mode: &mut Mode, lang: Lang) {
    ui.label(tr!(lang, "options-search"));
    for kind in SearchKind::ALL {
        let text = tr!(lang, "options-search-choice", search = kind.name());
        let chosen = mode.search == kind;
        let misfit = misfit_if(*mode, chosen, |mode| mode.search = kind, lang);
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
    let written = |window: Option<(crate::search::Score, crate::search::Score)>| {
        window.map_or_else(String::new, |(low, high)| format!("{low},{high}"))
    };
    let mut text: String = ui
        .data_mut(|data| data.get_temp(id))
        .unwrap_or_else(|| written(mode.window));
    ui.horizontal(|ui| {
        let label = ui.label(tr!(lang, "options-window"));
        let any_window = Some((crate::search::Score::NEG_INF, crate::search::Score::POS_INF));
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
        let response = ui
            .add_enabled(guessing, egui::DragValue::new(&mut guess).range(-100..=100))
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
