//! The app's own files damaged: unreadable settings and autosaves are set aside and told
//! once, and a save killed before its rename leaves the previous file whole.

use std::collections::HashMap;
use std::path::Path;

use abtutor::app::{AbtutorApp, Settings};
use abtutor::lang::Lang;
use abtutor::notebook::{self, CellKind, EditCommand, Notebook};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// eframe's storage kept in memory, as the tests hand it to the app.
#[derive(Default)]
struct MemoryStorage(HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}

fn storage_with(settings_text: &str) -> MemoryStorage {
    let mut storage = MemoryStorage::default();
    storage
        .0
        .insert(eframe::APP_KEY.to_string(), settings_text.to_string());
    storage
}

/// The files in `folder` whose names start with `prefix`.
fn files_starting(folder: &Path, prefix: &str) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            path.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(prefix)
        })
        .collect()
}

fn harness_of(app: AbtutorApp) -> Harness<'static, AbtutorApp> {
    let mut harness = Harness::builder()
        .with_size((1400.0, 900.0))
        .with_context_setup(abtutor::app::install_fonts)
        .build_ui_state(|ui, app: &mut AbtutorApp| app.show(ui), app);
    harness.run();
    harness
}

#[test]
fn unreadable_settings_start_the_defaults_are_kept_aside_and_told_once() {
    let folder = tempfile::tempdir().unwrap();
    let mut good = MemoryStorage::default();
    let chosen = Settings {
        speed: 99.0,
        lang: Lang::Ja,
        ..Settings::default()
    };
    eframe::set_value(&mut good, eframe::APP_KEY, &chosen);
    let app = AbtutorApp::from_storage(Some(&good), Some(folder.path().to_path_buf()));
    assert_eq!(app.settings(), &chosen);
    assert!(app.notices().is_empty());

    // A newer abtutor's settings (a game this one does not know) and a damaged file.
    for raw in ["(game: \"chess\", speed: 3.0)", "(speed: 3.0, zoo"] {
        let folder = tempfile::tempdir().unwrap();
        let storage = storage_with(raw);
        let app = AbtutorApp::from_storage(Some(&storage), Some(folder.path().to_path_buf()));
        assert_eq!(app.settings(), &Settings::default());
        assert_eq!(app.notices().len(), 1, "{:?}", app.notices());
        let kept = files_starting(folder.path(), "settings.ron.broken-");
        assert_eq!(kept.len(), 1);
        assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), raw);
        let mut harness = harness_of(app);
        harness.get_by_label_contains("could not be read");
        harness.get_by_label("OK").click();
        harness.run();
        assert!(harness.state().notices().is_empty(), "dismissed");
    }

    // Numbers no widget can show are replaced; the app draws.
    let storage = storage_with("(speed: NaN, zoom: inf)");
    let app = AbtutorApp::from_storage(Some(&storage), Some(folder.path().to_path_buf()));
    assert!(app.settings().speed.is_finite() && app.settings().zoom.is_finite());
    harness_of(app);
}

#[test]
fn an_unparsable_storage_file_is_set_aside_before_it_is_written_over() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("app.ron");
    std::fs::write(&file, "{\"app\": \"(speed: 3.0)\", broken").unwrap();
    // eframe reads nothing from such a file and would write over it on exit.
    let app = AbtutorApp::from_storage(
        Some(&MemoryStorage::default()),
        Some(folder.path().to_path_buf()),
    );
    assert_eq!(app.notices().len(), 1);
    assert!(!file.exists());
    let kept = files_starting(folder.path(), "app.ron.broken-");
    assert_eq!(
        std::fs::read_to_string(&kept[0]).unwrap(),
        "{\"app\": \"(speed: 3.0)\", broken"
    );
    // A first start with no storage file says nothing.
    let fresh = tempfile::tempdir().unwrap();
    let app = AbtutorApp::from_storage(
        Some(&MemoryStorage::default()),
        Some(fresh.path().to_path_buf()),
    );
    assert!(app.notices().is_empty());
}

#[test]
fn an_unreadable_autosave_is_set_aside_told_once_and_not_written_over() {
    let good = notebook::to_json(&Notebook::default());
    let damaged = [
        (good[..good.len() / 2].to_string(), "not valid JSON"),
        (
            good.replace("\"version\": 1", "\"version\": 7"),
            "newer abtutor",
        ),
    ];
    for (text, expected) in damaged {
        let folder = tempfile::tempdir().unwrap();
        let autosave = folder.path().join("autosave.json");
        std::fs::write(&autosave, &text).unwrap();
        let mut app = AbtutorApp::from_storage(None, Some(folder.path().to_path_buf()));
        assert!(app.recovered().is_none());
        assert_eq!(app.notices().len(), 1);
        assert!(app.notices()[0].contains(expected), "{:?}", app.notices());
        let kept = files_starting(folder.path(), "autosave.json.broken-");
        assert_eq!(kept.len(), 1);
        assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), text);

        // New unsaved work is autosaved beside it, never over it.
        let kind = CellKind::Text {
            source: "new".to_string(),
        };
        app.notebook_mut()
            .apply(EditCommand::Insert { at: 1, kind });
        eframe::App::save(&mut app, &mut MemoryStorage::default());
        assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), text);
        let autosaved = notebook::load(&autosave).unwrap();
        assert_eq!(autosaved, app.notebook().editor.notebook);

        // The next start offers the new work back and has nothing more to say.
        let app = AbtutorApp::from_storage(None, Some(folder.path().to_path_buf()));
        assert_eq!(app.recovered(), Some(&autosaved));
        assert!(app.notices().is_empty());
    }
}

#[test]
fn a_save_killed_before_its_rename_leaves_the_previous_file_whole() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("lesson.json");
    let previous = Notebook {
        title: "Previous".to_string(),
        ..Notebook::default()
    };
    notebook::save(&previous, &path).unwrap();
    let next = Notebook {
        title: "Next".to_string(),
        ..Notebook::default()
    };
    let text = notebook::to_json(&next);
    // Killed after half the new contents, then killed after all of them: before the rename.
    for written in [&text[..text.len() / 2], &text[..]] {
        let temporary = abtutor::io::write_up_to_rename(&path, written.as_bytes()).unwrap();
        assert!(temporary.exists());
        assert_eq!(notebook::load(&path).unwrap(), previous);
    }
    // Another process's leftover too: neither stops the next save nor the next load, and
    // the save clears it away, its writer being gone.
    let foreign = folder.path().join(".lesson.json.4194304.tmp");
    std::fs::write(&foreign, "{\"half").unwrap();
    notebook::save(&next, &path).unwrap();
    assert_eq!(notebook::load(&path).unwrap(), next);
    let hidden = files_starting(folder.path(), ".lesson.json.");
    assert!(
        hidden.is_empty(),
        "{hidden:?}: this process's leftover was reused"
    );

    // A rename that fails leaves the target as it was and no temporary file.
    let taken = folder.path().join("taken");
    std::fs::create_dir(&taken).unwrap();
    std::fs::write(taken.join("inside"), "x").unwrap();
    assert!(notebook::save(&next, &taken).is_err());
    assert!(files_starting(folder.path(), ".taken.").is_empty());
    assert!(taken.join("inside").exists());
}
