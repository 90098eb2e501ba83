//! The window opens on the settings' search prepared on another core while its first
//! frame is laid out: that frame is drawn exactly as an app prepared at once draws it, and
//! from the next one on it shows what that app shows.

use abtutor::app::{AbtutorApp, PlayerCommand, Settings, View};
use abtutor::search::{Mode, Score, SearchKind, TableKind};
use abtutor::setup::{GameSpec, SearchSetup};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(app: AbtutorApp) -> Harness<'static, AbtutorApp> {
    Harness::builder()
        .with_size((1400.0, 860.0))
        .with_theme(egui::Theme::Light)
        .with_max_steps(12)
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app)
}

fn opened(settings: Settings) -> Harness<'static, AbtutorApp> {
    let mut harness = harness(AbtutorApp::opening(settings));
    harness.step();
    harness
}

/// A window's frames, one at a time: the harness runs frames until nothing changes.
struct Frames {
    ctx: egui::Context,
    app: AbtutorApp,
}

impl Frames {
    fn new(app: AbtutorApp) -> Frames {
        let ctx = egui::Context::default();
        ctx.set_theme(egui::Theme::Light);
        abtutor::app::install_fonts(&ctx);
        Frames { ctx, app }
    }

    /// Runs one frame: what it drew, its shapes in order.
    fn frame(&mut self) -> String {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1400.0, 860.0),
            )),
            ..Default::default()
        };
        let mut output = self.ctx.run_ui(input, |ui| self.app.show(ui));
        // No renderer takes the font atlas here.
        output.textures_delta.clear();
        format!("{:?}", output.shapes)
    }
}

fn with_mode(game: GameSpec, depth: Option<u16>, mode: Mode) -> Settings {
    Settings {
        search: SearchSetup {
            game,
            depth,
            mode,
            ..SearchSetup::default()
        },
        ..Settings::default()
    }
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
fn the_first_frame_is_drawn_as_an_app_prepared_at_once_draws_it_and_the_next_shows_its_search() {
    let alpha_beta = Mode::default();
    let tic_tac_toe = |mode| with_mode(GameSpec::TicTacToe, None, mode);
    // Each search, and whether the first frame shows it over the tree it grew.
    let cases = [
        (Settings::default(), true),
        (with_mode(GameSpec::Othello4, None, alpha_beta), true),
        (
            with_mode(GameSpec::Kalah { pits: 3, seeds: 2 }, None, alpha_beta),
            true,
        ),
        (
            tic_tac_toe(Mode {
                init_ab: true,
                ..alpha_beta
            }),
            true,
        ),
        (
            tic_tac_toe(Mode {
                window: Some((Score::finite(0), Score::finite(1))),
                ..alpha_beta
            }),
            true,
        ),
        (
            tic_tac_toe(Mode {
                table: TableKind::Bounds,
                fail_soft: true,
                ..alpha_beta
            }),
            true,
        ),
        (
            tic_tac_toe(Mode {
                search: SearchKind::Scout,
                ..alpha_beta
            }),
            true,
        ),
        // The first frame draws the whole tree: the complete tree is waited for.
        (with_mode(GameSpec::TicTacToe, Some(3), alpha_beta), false),
        (with_mode(GameSpec::TicTacToe, Some(6), alpha_beta), true),
        (with_mode(GameSpec::Othello6, Some(5), alpha_beta), true),
        // Minimax grows no tree.
        (
            tic_tac_toe(Mode {
                minimax: true,
                ..alpha_beta
            }),
            false,
        ),
    ];
    for (settings, grown_first) in cases {
        let mut at_once = Frames::new(AbtutorApp::new(settings.clone()));
        let mut opening = Frames::new(AbtutorApp::opening(settings.clone()));
        assert_eq!(opening.frame(), at_once.frame(), "{settings:?}");
        assert_eq!(opening.app.tree().is_grown(), grown_first, "{settings:?}");
        assert_eq!(opening.frame(), at_once.frame(), "{settings:?}");
        let (app, at_once) = (&opening.app, &at_once.app);
        assert!(!app.tree().is_grown(), "{settings:?}");
        assert_eq!(app.tree().len(), at_once.tree().len(), "{settings:?}");
        let summary = app.player().trace().summary();
        assert_eq!(summary, at_once.player().trace().summary(), "{settings:?}");
    }
}

#[test]
fn a_step_taken_at_the_first_frame_is_kept_on_the_complete_tree() {
    let mut frames = Frames::new(AbtutorApp::opening(Settings::default()));
    frames.frame();
    let grown_nodes = frames.app.tree().len();
    frames.app.apply(PlayerCommand::SetFrame(5));
    frames.frame();
    let app = &frames.app;
    assert!(
        app.tree().len() > grown_nodes,
        "the complete tree replaced the grown one"
    );
    assert_eq!(
        app.tree().len(),
        AbtutorApp::new(Settings::default()).tree().len()
    );
    assert_eq!(app.player().frame_index(), 5);
}

#[test]
fn a_game_too_big_to_build_opens_on_its_start_and_grows_its_search() {
    let settings = search(GameSpec::Kalah { pits: 6, seeds: 4 }, "", Some(12));
    // Its first frame shows the game's start, its search growing on the recording thread.
    let mut frames = Frames::new(AbtutorApp::opening(settings.clone()));
    frames.frame();
    assert!(frames.app.is_recording());
    assert!(!frames.app.tree().is_grown());
    frames.app.cancel_recording();
    let mut harness = opened(settings);
    // The search grows on the recording thread; the game's start is shown meanwhile.
    assert!(harness.state().is_recording());
    harness.state_mut().wait_for_recording();
    harness.run();
    let app = harness.state();
    assert_eq!(app.tree().depth_limit(), Some(12));
    assert!(app.player().trace().summary().calculated > 1000);
}
