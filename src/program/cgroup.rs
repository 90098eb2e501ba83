//! A run's own control groups (version 1 `memory` and `pids`, where this process may make
//! them, as root): the kernel caps the run's memory and processes and counts when it hit
//! them, which is how a run's ending is named, never from what the program says.

use std::fs::{self, File, OpenOptions};
use std::os::fd::{AsRawFd, RawFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The memory and pids groups of one run, removed when it is dropped.
#[derive(Debug)]
pub struct RunGroups {
    memory: PathBuf,
    pids: PathBuf,
    /// `cgroup.procs` of each, open so that the program joins them before it starts.
    joins: [File; 2],
}

impl RunGroups {
    /// New groups capped at `memory` bytes and `processes` processes, or `None` where none
    /// can be made (no version 1 hierarchy, not root).
    pub fn new(memory: u64, processes: usize) -> Option<RunGroups> {
        let memory_parent = own_group("memory")?;
        let pids_parent = own_group("pids")?;
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "abtutor-run-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let memory_group = memory_parent.join(&name);
        let pids_group = pids_parent.join(&name);
        fs::create_dir(&memory_group).ok()?;
        if fs::create_dir(&pids_group).is_err() {
            let _ = fs::remove_dir(&memory_group);
            return None;
        }
        let made = (|| {
            fs::write(
                memory_group.join("memory.limit_in_bytes"),
                memory.to_string(),
            )
            .ok()?;
            // Swap would let the run go past its memory: where swap is counted, it is capped too.
            let _ = fs::write(
                memory_group.join("memory.memsw.limit_in_bytes"),
                memory.to_string(),
            );
            // The sandbox's own two processes (bwrap and its init) come on top of the program's.
            fs::write(pids_group.join("pids.max"), (processes + 2).to_string()).ok()?;
            let open = |group: &Path| {
                OpenOptions::new()
                    .write(true)
                    .open(group.join("cgroup.procs"))
                    .ok()
            };
            Some([open(&memory_group)?, open(&pids_group)?])
        })();
        let groups_made = RunGroups {
            memory: memory_group,
            pids: pids_group,
            joins: match made {
                Some(joins) => joins,
                None => {
                    remove(&memory_parent.join(&name));
                    remove(&pids_parent.join(&name));
                    return None;
                }
            },
        };
        Some(groups_made)
    }

    /// The open `cgroup.procs` files, written "0" by the program's process before it
    /// starts (the one write a forked child may make).
    pub fn join_files(&self) -> [RawFd; 2] {
        [self.joins[0].as_raw_fd(), self.joins[1].as_raw_fd()]
    }

    /// The processes in the run's groups.
    pub fn processes(&self) -> Vec<i32> {
        fs::read_to_string(self.memory.join("cgroup.procs"))
            .unwrap_or_default()
            .lines()
            .filter_map(|line| line.trim().parse().ok())
            .collect()
    }

    /// Whether the kernel killed a process of the run for its memory.
    pub fn out_of_memory(&self) -> bool {
        counter(&self.memory.join("memory.oom_control"), "oom_kill") > 0
    }

    /// Whether a process could not be started for the cap.
    pub fn hit_process_cap(&self) -> bool {
        counter(&self.pids.join("pids.events"), "max") > 0
    }
}

/// Joins the groups: called in the child between fork and exec.
///
/// # Safety
/// Makes only `write` calls on descriptors that stay open until `exec`.
pub unsafe fn join(files: [RawFd; 2]) {
    for file in files {
        // SAFETY: a plain write of a static buffer to an open descriptor.
        unsafe {
            libc::write(file, b"0".as_ptr().cast(), 1);
        }
    }
}

impl Drop for RunGroups {
    fn drop(&mut self) {
        remove(&self.memory);
        remove(&self.pids);
    }
}

/// Kills what is left in a group, then removes it (a group empties a moment after its
/// last process is killed).
fn remove(group: &Path) {
    for _ in 0..50 {
        let procs = fs::read_to_string(group.join("cgroup.procs")).unwrap_or_default();
        for pid in procs
            .lines()
            .filter_map(|line| line.trim().parse::<i32>().ok())
        {
            // SAFETY: kill has no memory effects.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
        if fs::remove_dir(group).is_ok() || !group.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// This process's own group in a version 1 hierarchy, where a child group can be made.
fn own_group(controller: &str) -> Option<PathBuf> {
    let root = Path::new("/sys/fs/cgroup").join(controller);
    let own = fs::read_to_string("/proc/self/cgroup").ok()?;
    let relative = own.lines().find_map(|line| {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        controllers
            .split(',')
            .any(|name| name == controller)
            .then(|| path.trim_start_matches('/').to_string())
    })?;
    let group = root.join(relative);
    let writable = fs::metadata(&group).is_ok_and(|metadata| metadata.is_dir())
        // SAFETY: access only reads the path, which is a valid C string.
        && std::ffi::CString::new(group.as_os_str().as_encoded_bytes())
            .is_ok_and(|path| unsafe { libc::access(path.as_ptr(), libc::W_OK) } == 0);
    writable.then_some(group)
}

/// A named counter in a cgroup file of "name value" lines; 0 when absent.
fn counter(file: &Path, name: &str) -> u64 {
    fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .find_map(|line| {
            let (key, value) = line.split_once(' ')?;
            (key == name).then(|| value.trim().parse().ok())?
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_read_by_name() {
        let file = std::env::temp_dir().join(format!("abtutor-counter-{}", std::process::id()));
        fs::write(&file, "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n").unwrap();
        assert_eq!(counter(&file, "oom_kill"), 2);
        assert_eq!(counter(&file, "max"), 0);
        let _ = fs::remove_file(file);
    }
}
