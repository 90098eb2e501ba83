//! Files written so that a crash never leaves half a file: temp file, flush, rename. A
//! write keeps what it replaces (a symbolic link stays a link, a file keeps its
//! permissions) and leaves no temporary file behind: its own is removed on Ctrl-C and
//! SIGTERM, and those of writers killed outright are removed at the next write. What is
//! not a regular file is never replaced: a FIFO or a device is written through.

#[cfg(target_arch = "wasm32")]
mod download;
mod lines;
mod open;
mod shown;
#[cfg(target_arch = "wasm32")]
mod uploads;

pub use lines::read_line_capped;
pub use open::{check_replaceable, open_regular};
pub use shown::{control_escaped, csv_field};
#[cfg(target_arch = "wasm32")]
pub use uploads::keep as keep_upload;

/// A reader over the file at `path`: in a browser, the upload of that name.
pub fn open_file(path: &Path) -> std::io::Result<Box<dyn std::io::Read + Send>> {
    #[cfg(target_arch = "wasm32")]
    return uploads::open(path);
    #[cfg(not(target_arch = "wasm32"))]
    Ok(Box::new(fs::File::open(path)?))
}

/// A reader over `path` if it is a regular file of its own (see [`open_regular`]): in a
/// browser, the upload of that name.
pub fn open_regular_file(path: &Path) -> std::io::Result<Box<dyn std::io::Read + Send>> {
    #[cfg(target_arch = "wasm32")]
    return uploads::open(path);
    #[cfg(not(target_arch = "wasm32"))]
    Ok(Box::new(open_regular(path)?))
}

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, SystemTime};

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_with(path, |writer| writer.write_all(bytes))
}

/// Whether `path` names standard output (`-`).
pub fn is_standard_output(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Streams into a temporary file beside `path`, then renames it over `path`; `-` is
/// standard output.
pub fn write_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    // A browser has no files: what is written is downloaded.
    #[cfg(target_arch = "wasm32")]
    return download::write_with(path, write);
    #[cfg(not(target_arch = "wasm32"))]
    write_file_atomically_with(path, write)
}

#[cfg(not(target_arch = "wasm32"))]
fn write_file_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if is_standard_output(path) {
        let mut stdout = std::io::stdout().lock();
        // A reader that stops early (`| head`) is not an error.
        return match write(&mut stdout).and_then(|()| stdout.flush()) {
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            other => other,
        };
    }
    let target = link_target(path);
    // A FIFO or a device is written through; a folder or a socket is refused.
    if let open::WriteWay::Through(file) = open::write_way(&target)? {
        let mut writer = std::io::BufWriter::new(file);
        write(&mut writer)?;
        return writer.flush();
    }
    remove_stale_temporaries(&target);
    let temporary = temporary_path(&target);
    let _registered = signals::Registered::new(&temporary);
    let result =
        write_temporary(&temporary, &target, write).and_then(|()| fs::rename(&temporary, &target));
    match result {
        Ok(()) => {
            // The rename itself is made durable too; a folder that cannot be synced is no error.
            if let Ok(folder) = fs::File::open(folder_of(&target)) {
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
    let target = link_target(path);
    let temporary = temporary_path(&target);
    write_temporary(&temporary, &target, |writer| writer.write_all(bytes))?;
    Ok(temporary)
}

/// Removes this process's temporary files when it is interrupted (Ctrl-C) or asked to
/// stop (SIGTERM), then lets the signal end it as it would have.
pub fn remove_temporaries_on_signals() {
    signals::install();
}

/// The file a write to `path` changes: through symbolic links, so that the link stays.
fn link_target(path: &Path) -> PathBuf {
    let mut target = path.to_path_buf();
    // A loop of links is left to the rename to refuse.
    for _ in 0..40 {
        let Ok(next) = fs::read_link(&target) else {
            break;
        };
        target = folder_of(&target).join(next);
    }
    target
}

fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// A hidden file beside `path`, named for this process so that two never share one.
fn temporary_path(path: &Path) -> PathBuf {
    let name = file_name_of(path);
    folder_of(path).join(format!(".{name}.{}.tmp", std::process::id()))
}

/// A temporary file of another writer is stale once its process is gone, or after an
/// hour whatever the process (a process id can be reused).
#[cfg(not(target_arch = "wasm32"))]
const STALE_AFTER: Duration = Duration::from_secs(60 * 60);

/// Removes the temporary files that writers of `path` killed before their rename left.
#[cfg(not(target_arch = "wasm32"))]
fn remove_stale_temporaries(path: &Path) {
    let name = file_name_of(path);
    let Ok(entries) = fs::read_dir(folder_of(path)) else {
        return;
    };
    for entry in entries.flatten() {
        let entry_name = entry.file_name().to_string_lossy().into_owned();
        let Some(writer) = entry_name
            .strip_prefix(&format!(".{name}."))
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if writer == std::process::id() {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|metadata| metadata.modified())
            .ok()
            .and_then(|modified| SystemTime::now().duration_since(modified).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old || !process_exists(writer) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with this id is running.
#[cfg(unix)]
pub fn process_exists(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 only asks whether the process exists; nothing is sent.
    let answer = unsafe { libc::kill(pid, 0) };
    answer == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

/// A browser has one process, the page's own.
#[cfg(not(unix))]
pub fn process_exists(pid: u32) -> bool {
    pid == std::process::id()
}

fn write_temporary(
    temporary: &Path,
    target: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let file = fs::File::create(temporary)?;
    // The new file takes the permissions of the one it replaces.
    if let Ok(metadata) = fs::metadata(target) {
        file.set_permissions(metadata.permissions())?;
    }
    let mut writer = std::io::BufWriter::new(file);
    write(&mut writer)?;
    let file = writer.into_inner().map_err(|error| error.into_error())?;
    file.sync_all()
}

/// The temporary files being written now, where a signal handler can find them: a fixed
/// table of paths, each made once and kept, since a handler may neither lock nor free.
#[cfg(unix)]
mod signals {
    use std::ffi::{CString, c_char, c_int};
    use std::path::Path;
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

    const SLOTS: usize = 64;

    struct Slot {
        path: AtomicPtr<c_char>,
        active: AtomicBool,
    }

    static TABLE: [Slot; SLOTS] = [const {
        Slot {
            path: AtomicPtr::new(std::ptr::null_mut()),
            active: AtomicBool::new(false),
        }
    }; SLOTS];
    /// Only registering takes it: a handler reads the table without it.
    static REGISTERING: Mutex<()> = Mutex::new(());

    /// A temporary file the handler removes until this is dropped.
    pub struct Registered(Option<usize>);

    impl Registered {
        pub fn new(temporary: &Path) -> Registered {
            use std::os::unix::ffi::OsStrExt;
            let Ok(wanted) = CString::new(temporary.as_os_str().as_bytes()) else {
                return Registered(None);
            };
            let _registering = REGISTERING
                .lock()
                .unwrap_or_else(|error| error.into_inner());
            let mut free = None;
            for (index, slot) in TABLE.iter().enumerate() {
                let path = slot.path.load(Ordering::Acquire);
                if path.is_null() {
                    free = free.or(Some(index));
                    continue;
                }
                // SAFETY: a non-null path is a CString leaked below, never freed.
                let known = unsafe { std::ffi::CStr::from_ptr(path) };
                if known == wanted.as_c_str() && !slot.active.load(Ordering::Acquire) {
                    slot.active.store(true, Ordering::Release);
                    return Registered(Some(index));
                }
            }
            // A full table only means the file may stay behind on a signal, as before.
            let Some(index) = free else {
                return Registered(None);
            };
            TABLE[index]
                .path
                .store(wanted.into_raw(), Ordering::Release);
            TABLE[index].active.store(true, Ordering::Release);
            Registered(Some(index))
        }
    }

    impl Drop for Registered {
        fn drop(&mut self) {
            if let Some(index) = self.0 {
                TABLE[index].active.store(false, Ordering::Release);
            }
        }
    }

    extern "C" fn remove_and_reraise(signal: c_int) {
        for slot in &TABLE {
            let path = slot.path.load(Ordering::Acquire);
            if !path.is_null() && slot.active.load(Ordering::Acquire) {
                // SAFETY: unlink is async-signal-safe and the path lives for ever.
                unsafe { libc::unlink(path) };
            }
        }
        // SAFETY: back to the default action, then the signal again: the process ends as
        // it would have without this handler.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }

    pub fn install() {
        let handler = remove_and_reraise as extern "C" fn(c_int) as libc::sighandler_t;
        for signal in [libc::SIGINT, libc::SIGTERM] {
            // SAFETY: the handler does only async-signal-safe work.
            unsafe { libc::signal(signal, handler) };
        }
    }
}

/// No signal ends a browser's page: nothing to remove.
#[cfg(not(unix))]
mod signals {
    pub fn install() {}
}

/// Bytes free to an ordinary user in the folder `path` would be written to; `None` where
/// the system cannot say.
#[cfg(not(unix))]
pub fn free_bytes_for(_path: &Path) -> Option<u64> {
    None
}

/// Bytes free to an ordinary user in the folder `path` would be written to; `None` where
/// the system cannot say.
#[cfg(unix)]
pub fn free_bytes_for(path: &Path) -> Option<u64> {
    let target = link_target(path);
    let folder = folder_of(&target);
    let name = std::ffi::CString::new(folder.as_os_str().as_encoded_bytes()).ok()?;
    let mut stats = std::mem::MaybeUninit::<libc::statvfs>::zeroed();
    // SAFETY: `name` is a NUL-terminated path and `stats` a buffer of the struct's size,
    // which statvfs fills in on success (and leaves zeroed, unread, on failure).
    let status = unsafe { libc::statvfs(name.as_ptr(), stats.as_mut_ptr()) };
    if status != 0 {
        return None;
    }
    // SAFETY: statvfs returned 0, so it wrote the whole struct.
    let stats = unsafe { stats.assume_init() };
    // The fields' types differ between platforms.
    #[allow(clippy::unnecessary_cast)]
    Some(stats.f_bavail as u64 * stats.f_frsize as u64)
}
