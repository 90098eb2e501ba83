//! The sandbox a student's program runs in, made with bubblewrap (`bwrap`): new user, PID,
//! mount, network, IPC and UTS namespaces, every capability dropped, `no_new_privs`, a new
//! session, the system and the interpreter read-only, and the run's folder the one place it
//! may write. Its PID namespace ends with it, so nothing it starts outlives the run, and no
//! process outside it can be named, so none can be signalled.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use super::{Interpreter, RunFolder};

/// Why no sandbox can be made here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SandboxUnavailable {
    #[error("bubblewrap (bwrap) is not installed")]
    NoBubblewrap,
    #[error("bubblewrap cannot make a sandbox here: {0}")]
    Refused(String),
    #[error("sandboxes are made with Linux namespaces, which this system does not have")]
    NotLinux,
}

/// A sandbox that was tried once and works.
#[derive(Clone, Debug)]
pub struct Sandbox {
    bwrap: PathBuf,
}

/// The sandbox of this machine, tried once: a trial run of `true` inside it.
pub fn sandbox() -> Result<&'static Sandbox, SandboxUnavailable> {
    static TRIED: OnceLock<Result<Sandbox, SandboxUnavailable>> = OnceLock::new();
    TRIED
        .get_or_init(try_sandbox)
        .as_ref()
        .map_err(Clone::clone)
}

fn try_sandbox() -> Result<Sandbox, SandboxUnavailable> {
    if !cfg!(target_os = "linux") {
        return Err(SandboxUnavailable::NotLinux);
    }
    let bwrap = find_bwrap().ok_or(SandboxUnavailable::NoBubblewrap)?;
    let mut command = Command::new(&bwrap);
    command.args(isolation_args()).args(system_args());
    command.args(["--", "true"]);
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|error| SandboxUnavailable::Refused(error.to_string()))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        let said = said.trim().trim_start_matches("bwrap: ");
        return Err(SandboxUnavailable::Refused(if said.is_empty() {
            format!("{}", output.status)
        } else {
            said.to_string()
        }));
    }
    Ok(Sandbox { bwrap })
}

/// `bwrap` on the PATH, as any command.
fn find_bwrap() -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|folder| folder.join("bwrap"))
        .find(|path| path.is_file())
}

/// The namespaces and privileges: nothing shared, nothing kept.
fn isolation_args() -> Vec<&'static str> {
    vec![
        "--unshare-all",
        // As root too: inside, the program is an ordinary user with no capability.
        "--unshare-user",
        "--uid",
        "65534",
        "--gid",
        "65534",
        "--die-with-parent",
        "--new-session",
        "--cap-drop",
        "ALL",
    ]
}

/// The system, read-only: `/usr` and the top-level links or folders into it, the loader's
/// files, a private /proc and a minimal /dev.
fn system_args() -> Vec<OsString> {
    let mut args: Vec<OsString> = Vec::new();
    let mut push = |words: &[&std::ffi::OsStr]| args.extend(words.iter().map(|w| w.to_os_string()));
    push(&["--ro-bind".as_ref(), "/usr".as_ref(), "/usr".as_ref()]);
    for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
        match std::fs::read_link(top) {
            Ok(target) => push(&["--symlink".as_ref(), target.as_os_str(), top.as_ref()]),
            Err(_) if Path::new(top).is_dir() => {
                push(&["--ro-bind".as_ref(), top.as_ref(), top.as_ref()]);
            }
            Err(_) => {}
        }
    }
    for file in [
        "/etc/ld.so.cache",
        "/etc/ld.so.conf",
        "/etc/ld.so.conf.d",
        "/etc/localtime",
        "/etc/alternatives",
    ] {
        push(&["--ro-bind-try".as_ref(), file.as_ref(), file.as_ref()]);
    }
    push(&["--proc".as_ref(), "/proc".as_ref()]);
    push(&["--dev".as_ref(), "/dev".as_ref()]);
    args
}

impl Sandbox {
    /// The command that runs the interpreter inside the sandbox: its own folders read-only,
    /// the run's `folder` writable (its helper and table read-only) and the current one.
    pub fn command(
        &self,
        interpreter: &Interpreter,
        folder: &RunFolder,
        environment: &[(&str, OsString)],
    ) -> Command {
        let mut command = Command::new(&self.bwrap);
        command.args(isolation_args()).args(system_args());
        for prefix in &interpreter.prefixes {
            if !prefix.starts_with("/usr") {
                command.arg("--ro-bind").arg(prefix).arg(prefix);
            }
        }
        let run = folder.path();
        command.arg("--bind").arg(run).arg(run);
        for fixed in [folder.python_path(), folder.table_path()] {
            command.arg("--ro-bind").arg(&fixed).arg(&fixed);
        }
        // Nothing but the run's folder is writable: the sandbox's own root and /dev neither.
        command.args(["--remount-ro", "/", "--remount-ro", "/dev"]);
        command.arg("--chdir").arg(folder.path());
        command.arg("--clearenv");
        let fixed: [(&str, OsString); 6] = [
            ("PATH", "/usr/local/bin:/usr/bin:/bin".into()),
            ("HOME", folder.path().into()),
            ("TMPDIR", folder.path().into()),
            ("LANG", "C.UTF-8".into()),
            ("PYTHONNOUSERSITE", "1".into()),
            ("PYTHONDONTWRITEBYTECODE", "1".into()),
        ];
        for (name, value) in fixed.iter().chain(environment) {
            command.arg("--setenv").arg(name).arg(value);
        }
        command.arg("--").arg(&interpreter.executable);
        command
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_is_bound_read_only_and_nothing_is_shared() {
        let isolation = isolation_args();
        for flag in [
            "--unshare-all",
            "--unshare-user",
            "--die-with-parent",
            "--new-session",
        ] {
            assert!(isolation.contains(&flag), "{flag}");
        }
        let system = system_args();
        assert!(
            !system.iter().any(|arg| arg == "--bind"),
            "nothing writable"
        );
    }
}
