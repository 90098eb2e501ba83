//! What the previous run left behind — settings, autosaved work — read back carefully:
//! a file that cannot be read is set aside, never overwritten, and the user is told once.

use std::path::{Path, PathBuf};

use crate::app::shell::options::Settings;
use crate::lang::Lang;
use crate::tr;

/// The file eframe keeps its storage in, inside its storage folder.
const STORAGE_FILE: &str = "app.ron";
/// Where settings that could not be read are kept, inside the storage folder.
const BROKEN_SETTINGS_FILE: &str = "settings.ron";

/// The settings of the previous run, or the defaults with a notice when they were there
/// but could not be read (corrupted, or written by a newer abtutor).
pub fn read_settings(
    storage: Option<&dyn eframe::Storage>,
    folder: Option<&Path>,
) -> (Settings, Option<Notice>) {
    let Some(storage) = storage else {
        return (Settings::default(), None);
    };
    match storage.get_string(eframe::APP_KEY) {
        Some(raw) => match eframe::get_value::<Settings>(storage, eframe::APP_KEY) {
            Some(settings) => (sanitized(settings), None),
            None => {
                let kept = folder.map(|folder| keep_text(folder, BROKEN_SETTINGS_FILE, &raw));
                (Settings::default(), Some(settings_notice(kept)))
            }
        },
        None => {
            // eframe drops a storage file it cannot parse and would write over it on exit.
            let file = folder.map(|folder| folder.join(STORAGE_FILE));
            match file.filter(|file| file.metadata().is_ok_and(|meta| meta.len() > 0)) {
                Some(file) => (
                    Settings::default(),
                    Some(settings_notice(Some(set_aside(&file)))),
                ),
                None => (Settings::default(), None),
            }
        }
    }
}

/// Settings as read, with numbers no widget could show replaced by the defaults.
fn sanitized(settings: Settings) -> Settings {
    let defaults = Settings::default();
    Settings {
        speed: if settings.speed.is_finite() {
            settings.speed
        } else {
            defaults.speed
        },
        zoom: super::chrome::allowed_zoom(settings.zoom),
        ..settings
    }
}

fn settings_notice(kept: Option<std::io::Result<PathBuf>>) -> Notice {
    Notice::SettingsUnreadable { kept }
}

/// A name beside `path` that no file has yet: `<name>.broken-<seconds since 1970>`.
fn aside_name(path: &Path) -> PathBuf {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut candidate = path.with_file_name(format!("{name}.broken-{seconds}"));
    let mut attempt = 1;
    while candidate.exists() {
        attempt += 1;
        candidate = path.with_file_name(format!("{name}.broken-{seconds}-{attempt}"));
    }
    candidate
}

/// Renames an unreadable file aside so that nothing writes over it; returns its new name.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let aside = aside_name(path);
    std::fs::rename(path, &aside)?;
    Ok(aside)
}

/// Writes text that could not be read into a file of its own in `folder`.
fn keep_text(folder: &Path, name: &str, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    let aside = aside_name(&folder.join(name));
    crate::io::write_atomically(&aside, text.as_bytes())?;
    Ok(aside)
}

/// A file of the previous run that could not be read, and what became of it.
#[derive(Debug)]
pub enum Notice {
    /// The saved settings (corrupted, or from a newer abtutor); `kept` says where they
    /// were set aside, when there was a folder to keep them in.
    SettingsUnreadable {
        kept: Option<std::io::Result<PathBuf>>,
    },
    /// The autosaved notebook; `kept` says where it was set aside.
    AutosaveUnreadable {
        error: crate::notebook::LoadError,
        kept: std::io::Result<PathBuf>,
    },
}

impl Notice {
    /// The notice in the UI's language.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::SettingsUnreadable { kept: None } => tr!(lang, "app-settings-unreadable"),
            Notice::SettingsUnreadable {
                kept: Some(Ok(path)),
            } => tr!(
                lang,
                "app-settings-unreadable-kept",
                path = path.display().to_string()
            ),
            Notice::SettingsUnreadable {
                kept: Some(Err(error)),
            } => tr!(
                lang,
                "app-settings-unreadable-not-kept",
                error = error.to_string()
            ),
            Notice::AutosaveUnreadable {
                error,
                kept: Ok(path),
            } => tr!(
                lang,
                "app-autosave-unreadable-kept",
                error = crate::notebook::load_error_text(error, lang),
                path = path.display().to_string()
            ),
            Notice::AutosaveUnreadable {
                error,
                kept: Err(move_error),
            } => tr!(
                lang,
                "app-autosave-unreadable-not-kept",
                error = crate::notebook::load_error_text(error, lang),
                move_error = move_error.to_string()
            ),
        }
    }
}

/// Things the user is told once at start, above every view until dismissed.
#[derive(Default)]
pub struct Notices {
    pub items: Vec<Notice>,
}

impl Notices {
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let mut dismissed = None;
        for (index, notice) in self.items.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.colored_label(egui::Color32::from_rgb(200, 120, 0), notice.text(lang));
                if ui.button(tr!(lang, "app-notice-ok")).clicked() {
                    dismissed = Some(index);
                }
            });
        }
        if let Some(index) = dismissed {
            self.items.remove(index);
        }
    }
}
