//! Every move of the game in order, who made it, and for the search's moves what it found:
//! its value, the nodes it calculated, the line it expects, and a way into the player.

use super::state::PlayedMove;
use crate::game::{GameView, Side};
use crate::lang::Lang;

/// Draws the moves; returns the index of a search move to open in the player.
pub fn move_list_ui(
    ui: &mut egui::Ui,
    moves: &[PlayedMove],
    view: &dyn GameView,
    lang: Lang,
) -> Option<usize> {
    if moves.is_empty() {
        ui.weak(lang.pick("No move yet.", "まだ着手がありません。"));
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
                    ui.strong(lang.pick("move", "着手"));
                    ui.strong(lang.pick("by", "手番"));
                    ui.strong(lang.pick("what the search found", "探索の結果"));
                    ui.end_row();
                    for (index, played) in moves.iter().enumerate() {
                        ui.label((index + 1).to_string());
                        ui.monospace(view.format_move(played.mv));
                        let mover = match played.search {
                            Some(_) => lang.pick("search", "探索"),
                            None => lang.pick("you", "あなた"),
                        };
                        ui.label(format!("{} ({mover})", side_name(view, played.side, lang)));
                        match &played.search {
                            Some(search) => {
                                ui.vertical(|ui| {
                                    search_ui(ui, search, view, lang);
                                    if ui
                                        .button(lang.pick("Open in player", "プレイヤーで開く"))
                                        .on_hover_text(lang.pick(
                                            "show this search, from the position before this move, in the player at frame 0",
                                            "この着手の前の局面からの探索を、フレーム 0 からプレイヤーで見る",
                                        ))
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
    let depth = match (search.depth, lang) {
        (Some(plies), Lang::En) => format!(", {plies} plies"),
        (Some(plies), Lang::Ja) => format!("、{plies} 手"),
        (None, _) => String::new(),
    };
    ui.label(match lang {
        Lang::En => format!(
            "value {}, {} calculated",
            search.value.symbol(),
            search.calculated
        ),
        Lang::Ja => format!(
            "評価値 {}、計算したノード {}",
            search.value.symbol(),
            search.calculated
        ),
    })
    .on_hover_text(format!("{}{depth}", search.mode.label()));
    let line: Vec<String> = search
        .principal_variation
        .iter()
        .map(|&mv| view.format_move(mv))
        .collect();
    ui.label(format!(
        "{} {}",
        lang.pick("expected line:", "読み筋:"),
        line.join(" ")
    ));
}

/// A side as players say it: the game's name for it, or 先手 / 後手.
pub fn side_name(view: &dyn GameView, side: Side, lang: Lang) -> String {
    let (first, second) = view.side_names();
    match (side, lang) {
        (Side::First, Lang::En) => first.to_string(),
        (Side::Second, Lang::En) => second.to_string(),
        (Side::First, Lang::Ja) => "先手".to_string(),
        (Side::Second, Lang::Ja) => "後手".to_string(),
    }
}
