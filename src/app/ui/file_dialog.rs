//! The file dialogs: the system's on the desktop. In a browser a save names the download
//! (`io::write_atomically` hands the bytes to the browser), and a file to open is uploaded:
//! it comes a few frames after the click, to the widget that asked ([`take_upload`]).

#[cfg(not(target_arch = "wasm32"))]
pub use rfd::FileDialog;

#[cfg(target_arch = "wasm32")]
pub use web::{FileDialog, take_upload, upload_dropped};

use std::path::PathBuf;

/// A student's trace file: JSON Lines.
pub const TRACE_EXTENSIONS: &[&str] = &["jsonl", "json", "txt"];

/// The kind of file a trace is, as a dialog names it.
pub fn trace_kind() -> String {
    "JSON Lines".to_string()
}

/// The uploads the app itself takes, beside those a widget asks for with its own id.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum AppUpload {
    /// A recordings file for the player.
    Recordings,
    /// A student's trace to check in the player.
    StudentTrace,
    /// A file dropped on the page.
    Dropped,
}

impl AppUpload {
    pub fn id(self) -> egui::Id {
        egui::Id::unique(self)
    }
}

/// What came of asking for a file to open.
#[derive(Debug, PartialEq, Eq)]
pub enum Picked {
    /// This file.
    Path(PathBuf),
    /// The browser is asking; the file comes to `take_upload` with the asker's id.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Later,
    /// None was picked.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Nothing,
}

/// Asks for a file to open of a kind named `kind`, with one of `extensions`; `asker` is who
/// takes an upload that comes later.
pub fn pick(ctx: &egui::Context, asker: egui::Id, kind: String, extensions: &[&str]) -> Picked {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = kind;
        web::upload(ctx, asker, extensions);
        Picked::Later
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (ctx, asker);
        match FileDialog::new().add_filter(kind, extensions).pick_file() {
            Some(path) => Picked::Path(path),
            None => Picked::Nothing,
        }
    }
}

/// A desktop's dialog answers at once: nothing comes later.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_upload(_asker: egui::Id) -> Option<PathBuf> {
    None
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::path::PathBuf;
    use std::sync::{Mutex, PoisonError};

    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    /// Uploads read and not yet taken, by who asked.
    static UPLOADED: Mutex<Vec<(egui::Id, PathBuf)>> = Mutex::new(Vec::new());

    /// The upload `asker` asked for, once it has been read.
    pub fn take_upload(asker: egui::Id) -> Option<PathBuf> {
        let mut uploaded = UPLOADED.lock().unwrap_or_else(PoisonError::into_inner);
        let at = uploaded.iter().position(|(id, _)| *id == asker)?;
        Some(uploaded.remove(at).1)
    }

    /// Reads a file dropped on the page into the uploads, for `asker`.
    pub fn upload_dropped(ctx: &egui::Context, asker: egui::Id, file: egui::DroppedFileHandle) {
        let ctx = ctx.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let Ok(bytes) = file.bytes_async().await else {
                return;
            };
            let name = file.path().to_string_lossy().into_owned();
            arrived(&ctx, asker, &name, bytes);
        });
    }

    /// An upload read: kept, and handed to its asker at the next frame.
    fn arrived(ctx: &egui::Context, asker: egui::Id, name: &str, bytes: Vec<u8>) {
        let path = crate::io::keep_upload(name, bytes);
        UPLOADED
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((asker, path));
        ctx.request_repaint();
    }

    /// Opens the browser's file chooser; the file chosen is read into the uploads.
    pub fn upload(ctx: &egui::Context, asker: egui::Id, extensions: &[&str]) {
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        let Ok(input) = document.create_element("input") else {
            return;
        };
        let input: web_sys::HtmlInputElement = input.unchecked_into();
        input.set_type("file");
        let accept: Vec<String> = extensions
            .iter()
            .map(|extension| format!(".{extension}"))
            .collect();
        input.set_accept(&accept.join(","));
        let ctx = ctx.clone();
        let chosen = input.clone();
        let on_change = Closure::once_into_js(move || {
            let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
                return;
            };
            wasm_bindgen_futures::spawn_local(async move {
                let read = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
                // A file the browser cannot read is as if none was chosen.
                let Ok(buffer) = read else {
                    return;
                };
                let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                arrived(&ctx, asker, &file.name(), bytes);
            });
        });
        input.set_onchange(Some(on_change.unchecked_ref()));
        input.click();
    }

    /// The desktop dialog's builder, for saving: the browser's downloads take the name.
    #[derive(Default)]
    pub struct FileDialog {
        file_name: Option<String>,
    }

    impl FileDialog {
        pub fn new() -> FileDialog {
            FileDialog::default()
        }

        pub fn add_filter(self, _name: impl Into<String>, _extensions: &[impl ToString]) -> Self {
            self
        }

        pub fn set_file_name(mut self, file_name: impl Into<String>) -> Self {
            self.file_name = Some(file_name.into());
            self
        }

        /// Where the download goes is the browser's to ask.
        pub fn save_file(self) -> Option<PathBuf> {
            Some(PathBuf::from(
                self.file_name.unwrap_or_else(|| "abtutor".to_string()),
            ))
        }
    }
}
