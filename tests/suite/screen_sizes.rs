//! Every view at the two sizes a classroom projects: 1280×720 and 1920×1080.

use abtutor::app::{PlayerCommand, Settings, View, load_lesson};
use abtutor::lang::Lang;
use abtutor::search::{Mode, TableKind};
use abtutor::setup::GameSpec;
use abtutor::setup::SearchSetup;
use abtutor::tree::Trees;
use egui_kittest::SnapshotResults;

use crate::common;
use common::{app_harness, strict_snapshot};

const SIZES: [(f32, f32); 2] = [(1280.0, 720.0), (1920.0, 1080.0)];

#[test]
fn the_player_at_both_sizes() {
    let mut results = SnapshotResults::new();
    for (width, height) in SIZES {
        // Every game, its tree readable: boards where they read small, moves where not.
        for (name, game, depth) in [
            ("tictactoe", GameSpec::TicTacToe, None),
            ("kalah", GameSpec::Kalah { pits: 3, seeds: 2 }, None),
            ("othello4", GameSpec::Othello4, None),
            ("othello6", GameSpec::Othello6, Some(3)),
            ("kalah_6_4", GameSpec::Kalah { pits: 6, seeds: 4 }, Some(3)),
        ] {
            let settings = Settings {
                search: SearchSetup {
                    mode: Mode {
                        table: TableKind::Bounds,
                        ..Mode::alpha_beta()
                    },
                    game,
                    depth,
                    ..SearchSetup::default()
                },
                ..Settings::default()
            };
            let mut harness = app_harness(settings, (width, height));
            harness.state_mut().apply(PlayerCommand::SetFrame(40));
            harness.run();
            strict_snapshot(&mut harness, &format!("player_{name}_{width}x{height}"));
            results.extend(harness.take_snapshot_results());
        }
    }
}

#[test]
fn a_lesson_notebook_at_both_sizes() {
    let mut results = SnapshotResults::new();
    for (width, height) in SIZES {
        let settings = Settings {
            view: View::Notebook,
            lang: Lang::En,
            ..Settings::default()
        };
        let mut harness = app_harness(settings, (width, height));
        let lesson = load_lesson(7, Lang::En).unwrap();
        *harness.state_mut().notebook_mut() = abtutor::app::NotebookView::new(lesson, None);
        harness
            .state_mut()
            .notebook_mut()
            .run_all(&mut Trees::default(), Lang::En);
        harness.run();
        strict_snapshot(&mut harness, &format!("notebook_{width}x{height}"));
        results.extend(harness.take_snapshot_results());
    }
}
