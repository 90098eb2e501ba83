//! The window opens on the settings' search prepared on another core while its first
//! frame is laid out: after that frame it shows what an app prepared at once shows.

use abtutor::app::{AbtutorApp, Settings, View};
use abtutor::setup::{GameSpec, SearchSetup};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn opened(settings: Settings) -> Harness<'static, AbtutorApp> {
    let mut harness = Harness::builder()
        .with_size((1400.0, 860.0))
        .with_theme(egui::Theme::Light)
        .with_max_steps(12)
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(
            |ui, app: &mut AbtutorApp| app.show(ui),
            AbtutorApp::opening(settings),
        );
    harness.step();
    harness
}

fn search(game: GameSpec, root: &str, depth: Option<u16>) -> Settings {
    Settings {
        search: SearchSetup {
            game,
            root: root.to_string(),
            depth,
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
}

#[test]
fn the_first_frame_shows_the_search_an_app_prepared_at_once_shows() {
    let cases = [
        Settings::default(),
        // A saved root that is no line of play: the game's start, and why.
        search(GameSpec::TicTacToe, "11,11", None),
        // A depth limit no line reaches: said.
        search(GameSpec::TicTacToe, "11,00", Some(12)),
        search(GameSpec::Kalah { pits: 3, seeds: 3 }, "2", Some(5)),
        // Opened on another tab: the search is ready when the Player tab is chosen.
        Settings {
            view: View::Notebook,
            ..Settings::default()
        },
    ];
    for settings in cases {
        let at_once = AbtutorApp::new(settings.clone());
        let mut harness = opened(settings.clone());
        let app = harness.state();
        assert_eq!(app.tree().len(), at_once.tree().len(), "{settings:?}");
        assert_eq!(
            app.player().trace().summary(),
            at_once.player().trace().summary()
        );
        assert_eq!(app.message(), at_once.message(), "{settings:?}");
        if settings.view == View::Player {
            let counters = harness.query_all_by_label_contains("calculated");
            assert!(counters.count() > 0, "{settings:?}");
        }
        harness.state_mut().settings_mut().view = View::Player;
        harness.run();
        assert_eq!(harness.state().player().frame_index(), 0);
    }
}

#[test]
fn a_game_too_big_to_build_opens_on_its_start_and_grows_its_search() {
    let settings = search(GameSpec::Kalah { pits: 6, seeds: 4 }, "", Some(12));
    let mut harness = opened(settings);
    // The search grows on the recording thread; the game's start is shown meanwhile.
    assert!(harness.state().is_recording());
    harness.state_mut().wait_for_recording();
    harness.run();
    let app = harness.state();
    assert_eq!(app.tree().depth_limit(), Some(12));
    assert!(app.player().trace().summary().calculated > 1000);
}
