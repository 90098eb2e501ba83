//! The description of one search: how files embed it, and which options fit which game.

use abtutor::search::{ChildOrder, Mode, ModeConflict, TableKind};
use abtutor::setup::{BIG_GAME_DEPTH, GameSpec, SearchSetup};
use serde::{Deserialize, Serialize};

/// A cell as the notebook files hold it: a tag, the search, and fields of its own.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
enum Cell {
    Run {
        #[serde(flatten)]
        search: SearchSetup,
        #[serde(default)]
        frame: usize,
    },
}

/// Settings as the app saves them: the search's fields beside others, every one optional.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Settings {
    #[serde(flatten)]
    search: SearchSetup,
    speed: f64,
}

fn game(text: &str) -> GameSpec {
    text.parse().unwrap()
}

#[test]
fn a_notebook_cell_reads_and_writes_as_before() {
    let written = r#"{"type":"run","game":"kalah:6,4","root":"","depth":6,"mode":{"minimax":false,"init_ab":false,"table":"off","order":"natural","shortest_victory":false,"iterative":true},"frame":0}"#;
    let cell: Cell = serde_json::from_str(written).unwrap();
    let Cell::Run { search, frame } = &cell;
    assert_eq!(search.game, game("kalah:6,4"));
    assert_eq!(
        (search.depth, search.mode.iterative, *frame),
        (Some(6), true, 0)
    );
    assert_eq!(serde_json::to_string(&cell).unwrap(), written);
}

#[test]
fn the_first_lessons_cells_name_no_game_and_no_limit() {
    let cell: Cell = serde_json::from_str(r#"{"type":"run","root":"00,11"}"#).unwrap();
    let Cell::Run { search, .. } = &cell;
    assert_eq!(
        *search,
        SearchSetup::new(GameSpec::TicTacToe, "00,11", None, Mode::default())
    );
    let written = serde_json::to_string(&cell).unwrap();
    assert!(
        !written.contains("game") && !written.contains("depth"),
        "{written}"
    );
}

#[test]
fn settings_with_a_null_depth_still_load() {
    let settings: Settings = serde_json::from_str(
        r#"{"game":"othello4","depth":null,"mode":{"minimax":true},"root":"c4","speed":20.0}"#,
    )
    .unwrap();
    assert_eq!(
        settings.search,
        SearchSetup::new(game("othello4"), "c4", None, Mode::minimax())
    );
    let empty: Settings = serde_json::from_str("{}").unwrap();
    assert_eq!(empty.search, SearchSetup::default());
}

#[test]
fn check_refuses_what_the_game_cannot_mean() {
    let shortest = Mode {
        shortest_victory: true,
        ..Mode::alpha_beta()
    };
    let store_first = Mode {
        order: ChildOrder::StoreFirst,
        ..Mode::alpha_beta()
    };
    let refused = |game_text: &str, mode: Mode| {
        SearchSetup::new(game(game_text), "", None, mode)
            .check()
            .err()
    };
    assert!(matches!(
        refused("othello4", shortest),
        Some(ModeConflict::ShortestVictoryWithoutLength { .. })
    ));
    assert_eq!(refused("tictactoe", shortest), None);
    assert!(matches!(
        refused("tictactoe", store_first),
        Some(ModeConflict::StoreFirstWithoutStores { .. })
    ));
    assert_eq!(refused("kalah:3,2", store_first), None);
    let iterative = Mode {
        iterative: true,
        ..Mode::alpha_beta()
    };
    assert_eq!(
        refused("tictactoe", iterative),
        Some(ModeConflict::IterativeWithoutDepthLimit)
    );
    assert_eq!(
        SearchSetup::new(GameSpec::TicTacToe, "", Some(3), iterative).check(),
        Ok(())
    );
}

#[test]
fn an_exact_sym_table_without_symmetry_is_only_noted() {
    let setup = SearchSetup::new(
        game("kalah:3,2"),
        "",
        None,
        Mode {
            table: TableKind::ExactSym,
            ..Mode::alpha_beta()
        },
    );
    assert_eq!(setup.check(), Ok(()));
    let conflicts = setup.conflicts();
    assert!(matches!(
        conflicts[..],
        [ModeConflict::SymmetryTableWithoutSymmetry { .. }]
    ));
    assert!(!conflicts[0].is_refused());
}

#[test]
fn fitting_a_new_game_sets_a_limit_and_drops_what_it_refuses() {
    let mut setup = SearchSetup::new(
        game("othello6"),
        "",
        None,
        Mode {
            shortest_victory: true,
            order: ChildOrder::StoreFirst,
            ..Mode::alpha_beta()
        },
    );
    let changed = setup.fit_to_game();
    assert_eq!(setup.depth, Some(BIG_GAME_DEPTH));
    assert_eq!(setup.mode, Mode::alpha_beta());
    assert_eq!(changed.len(), 3, "{changed:?}");
    assert_eq!(setup.check(), Ok(()));
    assert!(setup.fit_to_game().is_empty());
    // Dropping the limit afterwards is the user's choice: only the options follow it.
    setup.depth = None;
    assert!(setup.fit_options().is_empty());
    assert_eq!(setup.depth, None);
}

#[test]
fn fitting_without_a_limit_turns_iterative_deepening_off() {
    let mut setup = SearchSetup::new(
        GameSpec::TicTacToe,
        "",
        None,
        Mode {
            iterative: true,
            ..Mode::alpha_beta()
        },
    );
    assert_eq!(
        setup.fit_options(),
        [ModeConflict::IterativeWithoutDepthLimit]
    );
    assert!(!setup.mode.iterative);
}

#[test]
fn a_game_too_big_to_search_whole_is_not_refused_from_deep_inside() {
    let setup = SearchSetup::new(game("kalah:6,4"), "", None, Mode::alpha_beta());
    assert_eq!(setup.check(), Ok(()));
    assert!(matches!(
        setup.conflicts()[..],
        [ModeConflict::DepthLimitNeeded {
            suggested: BIG_GAME_DEPTH,
            ..
        }]
    ));
}

/// What the command line says for its arguments: its text, or the one line of refusal.
fn command_line(args: &[&str]) -> Result<String, String> {
    use abtutor::cli::{self, Cli};
    use clap::Parser;
    let parsed = Cli::try_parse_from(std::iter::once("abtutor").chain(args.iter().copied()))
        .expect("the arguments parse");
    cli::run(&parsed.command.expect("a subcommand"))
}

#[test]
fn the_command_line_refuses_a_misfit_in_the_language_asked_for() {
    let english = command_line(&["stats", "--game", "othello4", "--shortest-victory"]);
    let english = english.unwrap_err();
    assert!(english.starts_with("--shortest-victory: "), "{english}");
    assert!(
        english.ends_with(" does not score wins by their length"),
        "{english}"
    );
    let japanese = command_line(&["stats", "--order", "store-first", "--lang", "ja"]);
    assert!(japanese.unwrap_err().contains("ストアがありません"));
    let iterative = command_line(&["stats", "--iterative"]).unwrap_err();
    assert!(iterative.starts_with("--iterative") && iterative.contains("--depth"));
}

#[test]
fn the_command_line_accepts_a_setup_that_fits() {
    let setup = {
        use abtutor::cli::{Cli, Command};
        use clap::Parser;
        let parsed = Cli::try_parse_from([
            "abtutor",
            "stats",
            "--game",
            "kalah:3,2",
            "--root",
            "1",
            "--depth",
            "4",
            "--order",
            "store-first",
            "--iterative",
        ])
        .unwrap();
        let Some(Command::Stats { search: args, .. }) = parsed.command else {
            panic!("a stats command");
        };
        args.setup().unwrap()
    };
    assert_eq!(setup.game, game("kalah:3,2"));
    assert_eq!((setup.root.as_str(), setup.depth), ("1", Some(4)));
    assert_eq!(setup.mode.order, ChildOrder::StoreFirst);
    assert!(setup.mode.iterative);
    assert!(command_line(&["stats", "--game", "kalah:3,2", "--order", "store-first"]).is_ok());
}

/// Every bundled lesson, its cells now holding a `SearchSetup`, writes back exactly as it
/// was read: the file format did not change.
#[test]
fn every_bundled_lesson_writes_back_as_it_reads() {
    for lang in ["en", "ja"] {
        let folder = std::path::Path::new("assets/lessons").join(lang);
        let mut names: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        names.sort();
        assert!(names.len() >= 15, "{} lessons in {lang}", names.len());
        for path in names {
            let text = std::fs::read_to_string(&path).unwrap();
            let notebook = abtutor::notebook::from_json(&text, &path.display().to_string())
                .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            let written = abtutor::notebook::to_json(&notebook);
            let again = abtutor::notebook::from_json(&written, "written").unwrap();
            assert_eq!(again, notebook, "{}", path.display());
            // The lessons predate iterative deepening, which is written out as `false`.
            let parse = |text: &str| {
                let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
                drop_false_iterative(&mut value);
                value
            };
            assert_eq!(parse(&written), parse(&text), "{}", path.display());
        }
    }
}

fn drop_false_iterative(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            if map.get("iterative") == Some(&serde_json::Value::Bool(false)) {
                map.remove("iterative");
            }
            map.values_mut().for_each(drop_false_iterative);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(drop_false_iterative),
        _ => {}
    }
}
