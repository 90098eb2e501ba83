//! The folder a run works in: the helper package, the game's table, the program's trace.
//! It is removed when the run is dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The helper shipped inside the app, written out for each run (a few kilobytes).
pub const HELPER: [(&str, &str); 5] = [
    ("abtrace.py", include_str!("../../assets/python/abtrace.py")),
    (
        "abtutor/__init__.py",
        include_str!("../../assets/python/abtutor/__init__.py"),
    ),
    (
        "abtutor/game.py",
        include_str!("../../assets/python/abtutor/game.py"),
    ),
    (
        "abtutor/trace.py",
        include_str!("../../assets/python/abtutor/trace.py"),
    ),
    (
        "abtutor_run.py",
        include_str!("../../assets/python/abtutor_run.py"),
    ),
];

/// A run's own folder under the system's temporary folder.
#[derive(Debug)]
pub struct RunFolder {
    path: PathBuf,
}

impl RunFolder {
    /// A new empty folder with the helper in `python/`; the folders of runs whose app was
    /// killed before it could remove them go first.
    pub fn new() -> std::io::Result<RunFolder> {
        remove_abandoned_folders();
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let nanos = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |since| since.subsec_nanos());
        let name = format!(
            "abtutor-run-{}-{}-{nanos}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir(&path)?;
        let folder = RunFolder { path };
        for (name, text) in HELPER {
            let file = folder.python_path().join(name);
            if let Some(parent) = file.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(file, text)?;
        }
        Ok(folder)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Where the helper is: the interpreter's PYTHONPATH.
    pub fn python_path(&self) -> PathBuf {
        self.path.join("python")
    }

    /// The script that runs a program under the limits.
    pub fn runner_path(&self) -> PathBuf {
        self.python_path().join("abtutor_run.py")
    }

    pub fn table_path(&self) -> PathBuf {
        self.path.join("game.bin")
    }

    pub fn trace_path(&self) -> PathBuf {
        self.path.join("trace.jsonl")
    }
}

/// Removes the run folders whose process is gone (killed before it could remove them).
fn remove_abandoned_folders() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(owner) = name
            .strip_prefix("abtutor-run-")
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if owner != std::process::id() && !crate::io::process_exists(owner) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

impl Drop for RunFolder {
    fn drop(&mut self) {
        // A folder left behind costs only disk space in the temporary folder.
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_folder_holds_the_helper_and_goes_with_it_and_with_abandoned_ones() {
        // A folder left by a process that is gone (the largest pid Linux gives).
        let abandoned = std::env::temp_dir().join("abtutor-run-4194303-0-0");
        std::fs::create_dir_all(&abandoned).unwrap();
        let folder = RunFolder::new().unwrap();
        assert!(!abandoned.exists(), "the abandoned folder is removed");
        assert!(folder.runner_path().is_file());
        assert!(folder.python_path().join("abtutor/game.py").is_file());
        let path = folder.path().to_path_buf();
        drop(folder);
        assert!(!path.exists());
    }
}
