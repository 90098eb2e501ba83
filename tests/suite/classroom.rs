//! What a class sees is what was asked: options that follow the game, a player that says
//! when the options moved on, lessons that follow the language, practice that gives nothing
//! away, and the small words that make a screen read right.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings, View, lesson_titles};
use abtutor::lang::Lang;
use abtutor::search::{ChildOrder, Mode};
use abtutor::setup::{GameSpec, SearchSetup};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::common::{app_harness, assert_counter, pick_game};

fn kalah_12_plies() -> Settings {
    Settings {
        search: SearchSetup {
            game: GameSpec::Kalah { pits: 3, seeds: 3 },
            depth: Some(12),
            mode: Mode {
                order: ChildOrder::Evaluation,
                ..Mode::alpha_beta()
            },
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
}

#[test]
fn changing_the_game_returns_its_options_to_the_games_defaults() {
    let mut harness = app_harness(kalah_12_plies(), (1400.0, 900.0));
    pick_game(&mut harness, "tic-tac-toe");
    let search = harness.state().settings().search.clone();
    assert_eq!(search, SearchSetup::default(), "the lessons' own search");
    // The lessons' tic-tac-toe: ±1 and 73,186 frames.
    assert_eq!(harness.state().player().trace().len(), 73_186);
    harness.get_by_label_contains("no depth limit / natural order / no table");
}

#[test]
fn keep_these_options_carries_them_to_the_next_game() {
    let mut harness = app_harness(kalah_12_plies(), (1400.0, 900.0));
    harness.get_by_label("Keep these options").click();
    harness.run();
    assert!(harness.state().settings().keep_options);
    pick_game(&mut harness, "Kalah(3,2)");
    let search = &harness.state().settings().search;
    assert_eq!(search.depth, Some(12));
    assert_eq!(search.mode.order, ChildOrder::Evaluation);
    harness.get_by_label_contains("depth limit 12 / evaluation order");
}

#[test]
fn options_that_differ_from_the_search_shown_are_said_until_run() {
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    let changed = "options changed — Run to search again";
    assert!(harness.query_by_label(changed).is_none());
    harness.get_by_label("Minimax").click();
    harness.run();
    harness.get_by_label(changed);
    crate::common::click_and_record(&mut harness, "Run");
    assert!(harness.query_by_label(changed).is_none());
    harness.get_by_label_contains("Showing: minimax");
}

#[test]
fn the_ratio_change_is_the_ratios_own_change() {
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    let step = |harness: &mut Harness<'static, AbtutorApp>, frame| {
        harness.state_mut().apply(PlayerCommand::SetFrame(frame));
        harness.run();
    };
    let trace = harness.state().player().trace();
    let ratio = |frame: usize| {
        let counts = trace.counters_at(frame);
        100.0 * f64::from(counts.calculated) / f64::from(counts.calculated + counts.pruned)
    };
    let (at_19, at_18) = (ratio(19), ratio(18));
    assert!((at_19 - 60.0).abs() < 1e-9 && (at_18 - 100.0).abs() < 1e-9);
    step(&mut harness, 19);
    step(&mut harness, 18);
    assert_counter(&harness, "ratio", "100.0%", "+40.0%");
}

#[test]
fn a_root_deep_in_the_game_says_how_deep() {
    let settings = Settings {
        search: SearchSetup {
            root: "00,11,22,01,21,10,12".to_string(),
            ..SearchSetup::default()
        },
        ..Settings::default()
    };
    let harness = app_harness(settings, (1400.0, 900.0));
    harness.get_by_label("root (depth 7 of the game)");
}

#[test]
fn the_game_menu_names_connect_four_with_its_size() {
    let mut harness = app_harness(Settings::default(), (1400.0, 900.0));
    harness.get_by_label("Game:").click();
    harness.run();
    harness.get_by_label("Connect Four 7×6");
    assert!(harness.query_by_label("Connect Four").is_none());
}

fn open_lesson(harness: &mut Harness<'static, AbtutorApp>, index: usize, lang: Lang) {
    let lessons = if lang == Lang::En {
        "Lessons"
    } else {
        "レッスン"
    };
    harness.get_by_label(lessons).click();
    harness.run();
    harness.get_by_label(&lesson_titles(lang)[index]).click();
    harness.run();
}

fn notebook_at(lang: Lang) -> Harness<'static, AbtutorApp> {
    let settings = Settings {
        view: View::Notebook,
        lang,
        ..Settings::default()
    };
    app_harness(settings, (1400.0, 1000.0))
}

#[test]
fn a_lesson_run_is_not_unsaved_work_and_follows_the_language_with_its_outputs() {
    let mut harness = notebook_at(Lang::En);
    open_lesson(&mut harness, 1, Lang::En);
    harness.get_by_label("Run all").click();
    harness.run();
    assert!(!harness.state().notebook().is_dirty(), "a run is no edit");
    assert!(harness.query_by_label_contains("unsaved changes").is_none());
    let outputs = |harness: &Harness<'static, AbtutorApp>| -> Vec<bool> {
        let cells = &harness.state().notebook().editor.notebook.cells;
        cells.iter().map(|cell| cell.output.is_some()).collect()
    };
    let ran = outputs(&harness);
    assert!(ran.iter().any(|&output| output));
    harness.get_by_label("日本語").click();
    harness.run();
    harness.run();
    let notebook = &harness.state().notebook().editor.notebook;
    assert_eq!(notebook.title, lesson_titles(Lang::Ja)[1]);
    assert_eq!(outputs(&harness), ran, "each cell keeps its output");
    assert!(!harness.state().notebook().is_dirty());
}

#[test]
fn a_lesson_opens_at_its_top() {
    let mut harness = notebook_at(Lang::En);
    open_lesson(&mut harness, 1, Lang::En);
    harness.get_by_label("Run all").click();
    harness.run();
    // Scrolled to its end, then another lesson: its first words are in view.
    harness.hover_at(egui::pos2(700.0, 600.0));
    for _ in 0..30 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Page,
            delta: egui::vec2(0.0, -1.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
        });
        harness.run();
    }
    let first_words = "So far the root starts with";
    let shown_first = harness
        .get_by_label_contains("Alpha-beta finds the same root value")
        .rect();
    assert!(shown_first.bottom() < 0.0, "scrolled away: {shown_first:?}");
    open_lesson(&mut harness, 2, Lang::En);
    harness.run();
    let first = harness.get_by_label_contains(first_words).rect();
    assert!(first.top() > 0.0 && first.top() < 400.0, "{first:?}");
}
