//! Starting a program's process and watching it to its end (native targets: a browser has no
//! processes, its code cells run in Pyodide).

use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use web_time::Instant;

use super::cgroup::RunGroups;
use super::watcher::{Watched, run_processes, watch};
use super::{Ending, Interpreter, Limits, Output, RunControl, RunFolder, Stream};

/// Runs `program` with the helper of `folder`, its output going to `output` as it comes;
/// `stop` ends it at once. In the sandbox the program must lie in `folder`, which is the
/// current one; unconfined, `working_folder` is (its own folder, for files it opens).
pub fn run(
    interpreter: &Interpreter,
    program: &Path,
    working_folder: &Path,
    folder: &RunFolder,
    limits: Limits,
    output: &Arc<Mutex<Output>>,
    control: &RunControl,
) -> Ending {
    let environment: [(&str, OsString); 5] = [
        ("PYTHONPATH", folder.python_path().into()),
        ("PYTHONIOENCODING", "utf-8".into()),
        ("ABTUTOR_TREE", folder.table_path().into()),
        ("ABTUTOR_TRACE", folder.trace_path().into()),
        ("ABTUTOR_CELL", program.into()),
    ];
    let mut command = if limits.sandboxed {
        match super::sandbox() {
            Ok(sandbox) => sandbox.command(interpreter, folder, &environment),
            Err(error) => return Ending::NotStarted(error.to_string()),
        }
    } else {
        let mut command = Command::new(&interpreter.path);
        command
            .current_dir(working_folder)
            .envs(environment.iter().map(|(name, value)| (name, value)));
        command
    };
    command
        .args(["-u", "-B"])
        .arg(folder.runner_path())
        .arg(program)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let groups = if limits.sandboxed {
        RunGroups::new(limits.memory, limits.processes)
    } else {
        None
    };
    let join_files = groups.as_ref().map(RunGroups::join_files);
    let file_size = limits.disk;
    // SAFETY: the closure runs in the child between fork and exec and makes only
    // async-signal-safe calls: the kernel kills the program if the thread watching it
    // dies (the app killed, say), no file may outgrow the run's disk limit, no core is
    // dumped, and the run's control groups are joined.
    #[cfg(target_os = "linux")]
    unsafe {
        command.pre_exec(move || {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            let file_limit = libc::rlimit {
                rlim_cur: file_size,
                rlim_max: file_size,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &file_limit);
            let no_core = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
            if let Some(files) = join_files {
                super::cgroup::join(files);
            }
            Ok(())
        });
    }
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(error) => return Ending::NotStarted(error.to_string()),
    };
    let group = child.id() as i32;
    control.group.store(group, Ordering::SeqCst);
    // A stop asked while the program was starting is carried out now.
    if control.is_stopped() {
        kill_group(group);
    }
    let readers = [
        child
            .stdout
            .take()
            .map(|pipe| read_into(pipe, Stream::Out, output, limits.output)),
        child
            .stderr
            .take()
            .map(|pipe| read_into(pipe, Stream::Err, output, limits.output)),
    ];
    let (python, table) = (folder.python_path(), folder.table_path());
    let watched = Watched {
        pid: group,
        groups: groups.as_ref(),
        folder: folder.path(),
        fixed: &[&python, &table],
    };
    let ending = watch(&watched, limits, control);
    kill_group(group);
    // Unconfined, what left the group is found by descent; sandboxed, by the groups.
    for pid in run_processes(&watched) {
        // SAFETY: kill has no memory effects.
        unsafe {
            libc::kill(pid, libc::SIGKILL);
        }
    }
    control.group.store(0, Ordering::SeqCst);
    control.ended.store(true, Ordering::SeqCst);
    let _ = child.wait();
    drop(groups);
    // A process that left the group may hold a pipe open: its reader is not waited for.
    let waited = Instant::now();
    for reader in readers.into_iter().flatten() {
        while !reader.is_finished() && waited.elapsed() < Duration::from_secs(1) {
            std::thread::sleep(Duration::from_millis(2));
        }
        if reader.is_finished() {
            let _ = reader.join();
        }
    }
    ending
}

/// Kills every process of the group (the program and whatever it started).
pub(super) fn kill_group(group: i32) {
    // SAFETY: kill has no memory effects; a negative pid names the process group.
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// Reads a pipe into `output` until it closes, keeping at most `limit` bytes in all.
fn read_into(
    mut pipe: impl Read + Send + 'static,
    stream: Stream,
    output: &Arc<Mutex<Output>>,
    limit: usize,
) -> std::thread::JoinHandle<()> {
    let output = Arc::clone(output);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 8192];
        // Bytes of a character cut between two reads.
        let mut pending = Vec::new();
        loop {
            let read = match pipe.read(&mut buffer) {
                Ok(0) | Err(_) => break,
                Ok(read) => read,
            };
            pending.extend_from_slice(&buffer[..read]);
            let complete = match std::str::from_utf8(&pending) {
                Ok(_) => pending.len(),
                Err(error) if error.error_len().is_none() => error.valid_up_to(),
                Err(_) => pending.len(),
            };
            let text = String::from_utf8_lossy(&pending[..complete]).into_owned();
            pending.drain(..complete);
            output
                .lock()
                .unwrap_or_else(|poison| poison.into_inner())
                .push(stream, &text, limit);
        }
        if !pending.is_empty() {
            let text = String::from_utf8_lossy(&pending).into_owned();
            output
                .lock()
                .unwrap_or_else(|poison| poison.into_inner())
                .push(stream, &text, limit);
        }
    })
}
