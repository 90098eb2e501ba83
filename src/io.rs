//! Files written so that a crash never leaves half a file: temp file, flush, rename.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_with(path, |writer| writer.write_all(bytes))
}

/// Streams into a temporary file beside `path`, then renames it over `path`.
pub fn write_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let temporary = temporary_path(path);
    let result = write_temporary(&temporary, write).and_then(|()| fs::rename(&temporary, path));
    match result {
        Ok(()) => {
            // The rename itself is made durable too; a folder that cannot be synced is no error.
            if let Ok(folder) = fs::File::open(folder_of(path)) {
                let _ = folder.sync_all();
            }
            Ok(())
        }
        Err(error) => {
            let _ = fs::remove_file(&temporary);
            Err(error)
        }
    }
}

/// Everything a save does before its rename, as a process killed just then leaves it:
/// the new contents in the temporary file, `path` untouched. Returns the temporary file.
pub fn write_up_to_rename(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let temporary = temporary_path(path);
    write_temporary(&temporary, |writer| writer.write_all(bytes))?;
    Ok(temporary)
}

fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// A hidden file beside `path`, named for this process so that two never share one.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    folder_of(path).join(format!(".{name}.{}.tmp", std::process::id()))
}

fn write_temporary(
    temporary: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut writer = std::io::BufWriter::new(fs::File::create(temporary)?);
    write(&mut writer)?;
    let file = writer.into_inner().map_err(|error| error.into_error())?;
    file.sync_all()
}
