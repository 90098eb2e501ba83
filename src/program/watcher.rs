//! The watcher of a running program: its time, the memory and number of its processes, the
//! size of its folder, and how it ended — read from the kernel and the files, never from
//! what the program itself says.

use std::path::Path;
use std::time::Duration;
use web_time::Instant;

use super::cgroup::RunGroups;
use super::{Ending, Limits, RunControl};

/// How often the run's processes are counted and their memory read: often, since a peak
/// of address space is seen only while its process lives.
const PROCESSES_EVERY: Duration = Duration::from_millis(2);

/// How often the run's folder is measured.
const FOLDER_EVERY: Duration = Duration::from_millis(100);

/// What a run is watched through.
pub struct Watched<'a> {
    /// The process started: the sandbox's outer process, or the interpreter itself.
    pub pid: i32,
    pub groups: Option<&'a RunGroups>,
    /// The folder the program may write, with the files of the run's own left out.
    pub folder: &'a Path,
    pub fixed: &'a [&'a Path],
}

/// Waits for the program, enforcing the limits; how it ended.
pub fn watch(watched: &Watched, limits: Limits, control: &RunControl) -> Ending {
    let started = Instant::now();
    let mut pause = Duration::from_millis(1);
    let mut next_count = started;
    let mut next_measure = started + FOLDER_EVERY;
    loop {
        if let Some(status) = reaped(watched.pid) {
            return ended(watched, limits, control, status);
        }
        if control.is_stopped() {
            return Ending::Stopped;
        }
        if started.elapsed() > limits.time {
            return Ending::TimedOut;
        }
        let now = Instant::now();
        if now >= next_count {
            let processes = run_processes(watched);
            // The sandbox's outer process and its init are not the program's.
            let own = if limits.sandboxed { 2 } else { 0 };
            if processes.len() > limits.processes + own
                || watched.groups.is_some_and(RunGroups::hit_process_cap)
            {
                return Ending::TooManyProcesses;
            }
            if processes
                .iter()
                .any(|&pid| peak_memory(pid) >= limits.memory)
            {
                return Ending::OutOfMemory;
            }
            next_count = now + PROCESSES_EVERY;
        }
        if now >= next_measure {
            if folder_size(watched.folder, watched.fixed) >= limits.disk {
                return Ending::TooMuchWritten;
            }
            next_measure = now + FOLDER_EVERY;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(PROCESSES_EVERY);
    }
}

/// How a program that ended by itself is named: the limits' own counters first.
fn ended(watched: &Watched, limits: Limits, control: &RunControl, status: i32) -> Ending {
    if control.is_stopped() {
        return Ending::Stopped;
    }
    let groups = watched.groups;
    if groups.is_some_and(RunGroups::out_of_memory) {
        return Ending::OutOfMemory;
    }
    if groups.is_some_and(RunGroups::hit_process_cap) {
        return Ending::TooManyProcesses;
    }
    if folder_size(watched.folder, watched.fixed) >= limits.disk {
        return Ending::TooMuchWritten;
    }
    if libc::WIFEXITED(status) {
        Ending::Exited(libc::WEXITSTATUS(status))
    } else if libc::WIFSIGNALED(status) {
        Ending::Signalled(libc::WTERMSIG(status))
    } else {
        Ending::Exited(-1)
    }
}

/// The process's wait status, once it has ended (it is reaped then). Its resource usage
/// is not read: a forked child's peak includes its parent's memory before `exec`.
fn reaped(pid: i32) -> Option<i32> {
    let mut status = 0;
    // SAFETY: waitpid writes only into the local given.
    let answer = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
    (answer == pid).then_some(status)
}

/// The run's processes: its groups' where it has them, else the started process and its
/// descendants, from /proc.
pub fn run_processes(watched: &Watched) -> Vec<i32> {
    if let Some(groups) = watched.groups {
        return groups.processes();
    }
    descendants(watched.pid)
}

/// `root` and every process descended from it, by the kernel's lists of children.
fn descendants(root: i32) -> Vec<i32> {
    let mut found = vec![root];
    let mut next = 0;
    while next < found.len() {
        let parent = found[next];
        next += 1;
        let Ok(threads) = std::fs::read_dir(format!("/proc/{parent}/task")) else {
            continue;
        };
        for thread in threads.flatten() {
            let children = std::fs::read_to_string(thread.path().join("children"));
            found.extend(
                children
                    .unwrap_or_default()
                    .split_whitespace()
                    .filter_map(|pid| pid.parse::<i32>().ok()),
            );
        }
    }
    found.retain(|&pid| Path::new(&format!("/proc/{pid}")).exists());
    found
}

/// The most address space the process has had (VmPeak), in bytes; 0 when gone.
fn peak_memory(pid: i32) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return 0;
    };
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmPeak:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map_or(0, |kilobytes| kilobytes << 10)
}

/// Bytes on disk under `folder`, links not followed, the `fixed` files left out.
pub fn folder_size(folder: &Path, fixed: &[&Path]) -> u64 {
    use std::os::unix::fs::MetadataExt;
    let mut total = 0;
    let mut pending = vec![folder.to_path_buf()];
    while let Some(next) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&next) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if fixed.contains(&path.as_path()) {
                continue;
            }
            let Ok(metadata) = entry.metadata() else {
                continue;
            };
            total += metadata.blocks() * 512;
            if metadata.is_dir() {
                pending.push(path);
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_has_a_peak_and_is_its_own_descendant() {
        let own = std::process::id() as i32;
        assert!(peak_memory(own) > 1 << 20);
        assert!(descendants(own).contains(&own));
    }
}
