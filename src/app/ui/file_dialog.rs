//! The file dialogs: the system's on the desktop; in a browser a save names the download
//! (`io::write_atomically` hands the bytes to the browser) and nothing can be picked to
//! open yet.

#[cfg(not(target_arch = "wasm32"))]
pub use rfd::FileDialog;

#[cfg(target_arch = "wasm32")]
pub use web::FileDialog;

#[cfg(target_arch = "wasm32")]
mod web {
    use std::path::PathBuf;

    /// The desktop dialog's builder, answered as a browser can.
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

        /// The browser's downloads take the name; where it goes is the browser's to ask.
        pub fn save_file(self) -> Option<PathBuf> {
            Some(PathBuf::from(
                self.file_name.unwrap_or_else(|| "abtutor".to_string()),
            ))
        }

        /// No file system to pick from.
        pub fn pick_file(self) -> Option<PathBuf> {
            None
        }
    }
}
