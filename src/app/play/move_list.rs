//! Every move of the game in order, who made it, and for the search's moves what it found:
//! its value, the nodes it calculated, the line it expects, and a way into the player.

use super::state::PlayedMove;
use crate::game::{GameView, Side};
use crate::lang::Lang;
use crate::tr;

/// Draws the moves; returns the index of a search move to open in the player.
pub fn move_list_ui(
    ui: &mut egui::Ui,
    moves: &[PlayedMove],
    view: &dyn GameView,
    lang: Lang,
) -> Option<usize> {
    if moves.is_empty() {
        ui.weak(tr!(lang, "play-no-move-yet"));
        return None;
    }
    let mut open = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("play_moves")
                .num_columns(4)
                .striped(true)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    ui.strong("#");
                    ui.strong(tr!(lang, "play-column-move"));
                    ui.strong(tr!(lang, "play-column-by"));
                    ui.strong(tr!(lang, "play-column-found"));
                    ui.end_row();
                    for (index, played) in moves.iter().enumerate() {
                        ui.label((index + 1).to_string());
                        ui.monospace(view.format_move(played.mv));
                        let side = side_name(view, played.side, lang);
                        ui.label(if played.by_search() {
                            tr!(lang, "play-moved-by-search", side = side)
                        } else {
                            tr!(lang, "play-moved-by-you", side = side)
                        });
                        if let Some(found) = &played.monte_carlo {
                            ui.label(tr!(
                                lang,
                                "play-mcts-summary",
                                iterations = found.iterations,
                                visits = found.visits,
                                mean = format!("{:.3}", found.mean),
                                nodes = found.nodes,
                                seed = found.seed.to_string()
                            ));
                            ui.end_row();
                            continue;
                        }
                        match &played.search {
                            Some(search) => {
                                ui.vertical(|ui| {
                                    search_ui(ui, search, view, lang);
                                    if ui
                                        .button(tr!(lang, "play-open-in-player"))
                                        .on_hover_text(tr!(lang, "play-open-in-player-hover"))
                                        .clicked()
                                    {
                                        open = Some(index);
                                    }
                                });
                            }
                            None => {
                                ui.label("");
                            }
                        }
                        ui.end_row();
                    }
                });
        });
    open
}

fn search_ui(ui: &mut egui::Ui, search: &super::SearchedMove, view: &dyn GameView, lang: Lang) {
    let mode = crate::text::mode_label(lang, &search.mode);
    let hover = match search.depth {
        Some(plies) => tr!(lang, "play-search-mode-depth", mode = mode, plies = plies),
        None => mode,
    };
    // Values are the first player's: more is better for them.
    let side = crate::text::side_name(lang, view.side_names(), Side::First);
    ui.label(tr!(
        lang,
        "play-search-summary",
        value = search.value.symbol(),
        side = side,
        calculated = search.calculated
    ))
    .on_hover_text(hover);
    let line: Vec<String> = search
        .principal_variation
        .iter()
        .map(|&mv| view.format_move(mv))
        .collect();
    ui.label(tr!(lang, "play-expected-line", line = line.join(" ")));
    if let (Some(seconds), Some(plies)) = (search.budget, search.depth) {
        let seconds = format!("{seconds:.1}");
        ui.label(tr!(
            lang,
            "play-depth-reached",
            plies = plies,
            seconds = seconds
        ));
    }
}

/// A side as players say it: the game's name for it, or 先手 / 後手.
pub fn side_name(view: &dyn GameView, side: Side, lang: Lang) -> String {
    let names = view.side_names();
    let (first, second) = (names.key(Side::First), names.key(Side::Second));
    match side {
        Side::First => tr!(lang, "play-side-first", name = first),
        Side::Second => tr!(lang, "play-side-second", name = second),
    }
}
