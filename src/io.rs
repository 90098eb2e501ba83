//! Files written so that a crash never leaves half a file: temp file, flush, rename.

use std::fs;
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_with(path, |writer| writer.write_all(bytes))
}

/// Streams into a temporary file beside `path`, then renames it over `path`.
pub fn write_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut writer = std::io::BufWriter::new(fs::File::create(&temporary)?);
        write(&mut writer)?;
        let file = writer.into_inner().map_err(|error| error.into_error())?;
        file.sync_all()?;
        fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}
