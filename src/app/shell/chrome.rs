//! The app's own widgets around the views: the tabs and languages, the zoom, the offer of
//! work recovered from the autosave file, the question before quitting with unsaved work.

use super::commands::AppCommand;
use crate::app::shell::options::{Settings, View};
use crate::app::ui::colors::Palette;
use crate::lang::Lang;
use crate::notebook::Notebook;
use crate::tr;

/// How much larger everything is in the presentation mode (F11).
pub const PRESENTATION_ZOOM: f32 = 1.5;
/// The range of the remembered zoom.
const MIN_ZOOM: f32 = 0.5;
const MAX_ZOOM: f32 = 3.0;

/// The view tabs and the language choice.
pub(super) fn tabs_ui(ui: &mut egui::Ui, settings: &mut Settings) {
    let lang = settings.lang;
    ui.horizontal(|ui| {
        ui.strong("abtutor");
        ui.separator();
        let tabs = [
            (View::Notebook, "app-tab-notebook"),
            (View::Player, "app-tab-player"),
            (View::Play, "app-tab-play"),
            (View::MonteCarlo, "app-tab-monte-carlo"),
        ];
        for (view, id) in tabs {
            ui.selectable_value(&mut settings.view, view, tr!(lang, id));
        }
        ui.separator();
        for &each in Lang::ALL {
            ui.selectable_value(&mut settings.lang, each, each.native_name());
        }
        ui.separator();
        let colour_blind = settings.palette == Palette::ColourBlind;
        let name = tr!(lang, "app-colour-blind-palette");
        let toggle = ui
            .selectable_label(colour_blind, name)
            .on_hover_text(lang.attribute("app-colour-blind-palette", "hover", &[]));
        if toggle.clicked() {
            settings.palette = if colour_blind {
                Palette::Reference
            } else {
                Palette::ColourBlind
            };
        }
        // In a browser F11 is the browser's: the mode is entered here.
        let name = tr!(lang, "app-presentation-mode");
        let toggle = ui
            .selectable_label(settings.presenting, name)
            .on_hover_text(lang.attribute("app-presentation-mode", "hover", &[]));
        if toggle.clicked() {
            toggle_presentation(ui.ctx(), settings);
        }
    });
}

/// The zoom the settings ask for: the user's, or the presentation mode's enlargement of it.
fn asked_zoom(settings: &Settings) -> f32 {
    if settings.presenting {
        settings.zoom * PRESENTATION_ZOOM
    } else {
        settings.zoom
    }
}

/// Enters or leaves the presentation mode: full screen and everything larger.
fn toggle_presentation(ctx: &egui::Context, settings: &mut Settings) {
    settings.presenting = !settings.presenting;
    full_screen(ctx, settings.presenting);
    ctx.set_zoom_factor(asked_zoom(settings));
}

#[cfg(not(target_arch = "wasm32"))]
fn full_screen(ctx: &egui::Context, full: bool) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(full));
}

/// A page asks the browser, within the click that wants it.
#[cfg(target_arch = "wasm32")]
fn full_screen(_ctx: &egui::Context, full: bool) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    // A browser that refuses (no click just before, say) leaves the page as it is.
    if full {
        if let Some(page) = document.document_element() {
            let _ = page.request_fullscreen();
        }
    } else if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// Offers back the work found in the autosave file.
pub(super) fn recovered_ui(
    ui: &mut egui::Ui,
    recovered: &Notebook,
    lang: Lang,
) -> Option<AppCommand> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(
            egui::Color32::from_rgb(200, 120, 0),
            tr!(lang, "app-recovered", title = &recovered.title),
        );
        if ui.button(tr!(lang, "app-recovered-restore")).clicked() {
            command = Some(AppCommand::RestoreRecovered);
        }
        if ui.button(tr!(lang, "app-recovered-dismiss")).clicked() {
            command = Some(AppCommand::DismissRecovered);
        }
    });
    command
}

/// Asks before quitting with unsaved notebook work.
pub(super) fn quit_dialog(ctx: &egui::Context, lang: Lang) -> Option<AppCommand> {
    let mut command = None;
    egui::Window::new(tr!(lang, "app-quit-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(tr!(lang, "app-quit-unsaved"));
            ui.horizontal(|ui| {
                if ui.button(tr!(lang, "app-quit")).clicked() {
                    command = Some(AppCommand::Quit);
                }
                if ui.button(tr!(lang, "app-keep-working")).clicked() {
                    command = Some(AppCommand::KeepWorking);
                }
            });
        });
    command
}

/// Ctrl + / Ctrl − / Ctrl 0 zoom the whole UI (egui's own keys; remembered in the settings),
/// F11 toggles the presentation mode: full screen, everything larger. Inside the mode the keys
/// adjust its zoom (Ctrl 0 back to the mode's own) and leave the remembered one alone, so
/// leaving it returns to the zoom the user had. The remembered zoom is applied once, at the
/// first frame.
pub(super) fn zoom_ui(ctx: &egui::Context, settings: &mut Settings, zoom_restored: &mut bool) {
    let asked = asked_zoom;
    if !*zoom_restored {
        *zoom_restored = true;
        settings.zoom = allowed_zoom(settings.zoom);
        ctx.set_zoom_factor(asked(settings));
    }
    if ctx.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::F11)) {
        toggle_presentation(ctx, settings);
        return;
    }
    if settings.presenting {
        // egui's own Ctrl 0 would drop the mode's enlargement: the mode resets to its own.
        let reset = egui::gui_zoom::kb_shortcuts::ZOOM_RESET;
        if ctx.input_mut(|input| input.consume_shortcut(&reset)) {
            ctx.set_zoom_factor(asked(settings));
        }
        return;
    }
    let zoom = ctx.zoom_factor();
    let kept = zoom.clamp(MIN_ZOOM, MAX_ZOOM);
    if kept != zoom {
        ctx.set_zoom_factor(kept);
    }
    settings.zoom = kept;
}

/// A remembered zoom as it may be used: one outside the allowed range (or not a number)
/// becomes 1.
pub fn allowed_zoom(zoom: f32) -> f32 {
    if (MIN_ZOOM..=MAX_ZOOM).contains(&zoom) {
        zoom
    } else {
        1.0
    }
}
