//! Files opened as what they should be: a file another program made (a student's trace, a
//! notebook's check file, a report's old copy) is read or replaced only when it is a
//! regular file of its own, and a FIFO or a device is never waited on.

use std::fs::{File, OpenOptions};
use std::io::{Error, ErrorKind};
#[cfg(unix)]
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt};
use std::path::Path;

/// Why a file is not read or written as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("it is a symbolic link, which is not followed")]
    Link,
    #[error("it is a folder, not a regular file")]
    Folder,
    #[error("it is a FIFO, not a regular file")]
    Fifo,
    #[error("it is a socket, not a regular file")]
    Socket,
    #[error("it is a device, not a regular file")]
    Device,
    #[error("it has other hard links, so it is not read or replaced")]
    HardLinked,
    #[error("it is a FIFO that nothing reads, so it is not waited on")]
    Unread,
}

impl From<Refused> for Error {
    fn from(refused: Refused) -> Error {
        Error::new(ErrorKind::InvalidInput, refused)
    }
}

/// What is wrong with `metadata` for a file to read or replace, if anything.
fn refusal(metadata: &std::fs::Metadata) -> Option<Refused> {
    let kind = metadata.file_type();
    if kind.is_file() {
        hard_linked(metadata).then_some(Refused::HardLinked)
    } else if kind.is_dir() {
        Some(Refused::Folder)
    } else if kind.is_symlink() {
        Some(Refused::Link)
    } else if is_fifo(&kind) {
        Some(Refused::Fifo)
    } else if is_socket(&kind) {
        Some(Refused::Socket)
    } else {
        Some(Refused::Device)
    }
}

#[cfg(unix)]
fn hard_linked(metadata: &std::fs::Metadata) -> bool {
    metadata.nlink() > 1
}

#[cfg(unix)]
fn is_fifo(kind: &std::fs::FileType) -> bool {
    kind.is_fifo()
}

#[cfg(unix)]
fn is_socket(kind: &std::fs::FileType) -> bool {
    kind.is_socket()
}

// Elsewhere (a browser) there are no links, FIFOs, sockets or devices to meet.
#[cfg(not(unix))]
fn hard_linked(_metadata: &std::fs::Metadata) -> bool {
    false
}

#[cfg(not(unix))]
fn is_fifo(_kind: &std::fs::FileType) -> bool {
    false
}

#[cfg(not(unix))]
fn is_socket(_kind: &std::fs::FileType) -> bool {
    false
}

/// Refuses a file that is not a regular file of its own.
fn own_regular_file(metadata: &std::fs::Metadata) -> std::io::Result<()> {
    refusal(metadata).map_or(Ok(()), |refused| Err(refused.into()))
}

/// Opens `path` for reading only if it is a regular file of its own: a symbolic link is
/// not followed, a FIFO or a device is refused without waiting, a hard link is refused.
pub fn open_regular(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY);
    let file = options
        .open(path)
        .map_err(|error| match error.raw_os_error() {
            #[cfg(unix)]
            Some(libc::ELOOP) => Refused::Link.into(),
            _ => error,
        })?;
    own_regular_file(&file.metadata()?)?;
    Ok(file)
}

/// Refuses to replace `path` unless it is absent or a regular file of its own: a link
/// planted where a report goes is not written through.
pub fn check_replaceable(path: &Path) -> std::io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Ok(metadata) => own_regular_file(&metadata),
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}

/// How a write reaches `target`, by what it is now.
#[cfg(not(target_arch = "wasm32"))]
pub enum WriteWay {
    /// A new file renamed over it (or into its place).
    Replace,
    /// Written through, as it is: a FIFO with a reader or a character device.
    Through(File),
}

/// How to write to `target` (links already followed): a regular file or nothing is
/// replaced; a FIFO or a character device is written through, never waited on; anything
/// else is refused.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_way(target: &Path) -> std::io::Result<WriteWay> {
    let metadata = match std::fs::metadata(target) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(WriteWay::Replace),
        Err(error) => return Err(error),
    };
    let kind = metadata.file_type();
    if kind.is_file() {
        return Ok(WriteWay::Replace);
    }
    if !(kind.is_fifo() || kind.is_char_device()) {
        return Err(refusal(&metadata).unwrap_or(Refused::Device).into());
    }
    let file = OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(target)
        .map_err(|error| match error.raw_os_error() {
            Some(libc::ENXIO) => Refused::Unread.into(),
            _ => error,
        })?;
    blocking(&file)?;
    Ok(WriteWay::Through(file))
}

/// Turns O_NONBLOCK off again, so that a slow reader slows the write instead of failing it.
#[cfg(not(target_arch = "wasm32"))]
fn blocking(file: &File) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let descriptor = file.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function borrows; no memory is passed.
    unsafe {
        let flags = libc::fcntl(descriptor, libc::F_GETFL);
        if flags < 0 || libc::fcntl(descriptor, libc::F_SETFL, flags & !libc::O_NONBLOCK) < 0 {
            return Err(Error::last_os_error());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let folder =
            std::env::temp_dir().join(format!("abtutor-open-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        folder
    }

    #[test]
    fn links_fifos_and_hard_links_are_not_read() {
        let folder = scratch("read");
        let file = folder.join("trace.jsonl");
        std::fs::write(&file, "{}").unwrap();
        assert!(open_regular(&file).is_ok());
        let link = folder.join("link");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert!(
            open_regular(&link)
                .unwrap_err()
                .to_string()
                .contains("symbolic link")
        );
        let hard = folder.join("hard");
        std::fs::hard_link(&file, &hard).unwrap();
        assert!(
            open_regular(&hard)
                .unwrap_err()
                .to_string()
                .contains("hard links")
        );
        let fifo = folder.join("fifo");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo reads the valid C string.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        assert!(
            open_regular(&fifo)
                .unwrap_err()
                .to_string()
                .contains("FIFO")
        );
        assert!(
            matches!(write_way(&fifo), Err(error) if error.to_string().contains("nothing reads"))
        );
        assert!(check_replaceable(&link).is_err());
        assert!(write_way(&folder).is_err());
        let _ = std::fs::remove_dir_all(folder);
    }

    #[test]
    fn a_character_device_is_written_through() {
        assert!(matches!(
            write_way(Path::new("/dev/null")),
            Ok(WriteWay::Through(_))
        ));
    }
}
