//! What a program's run may use, what it printed, how it ended and how it is stopped. The
//! process itself is started in the sandbox (or, unconfined, in a process group of its own),
//! watched for time, memory, output, processes and disk, and killed with all it started
//! when it must stop (`launch`).

use std::io::Read;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::time::Duration;

/// What a run may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub time: Duration,
    /// Bytes of address space (set with Python's `resource` where the platform has it).
    pub memory: u64,
    /// Bytes of output kept; the rest is counted.
    pub output: usize,
    /// Processes the program may have at once, its own included.
    pub processes: usize,
    /// Bytes the run's folder may hold (each file, and all of them together).
    pub disk: u64,
    /// Whether the program runs in the sandbox (else unconfined, as any program).
    pub sandboxed: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(30),
            memory: 1 << 30,
            output: 1 << 20,
            processes: 64,
            disk: 256 << 20,
            sandboxed: true,
        }
    }
}

/// A limit written wrongly.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitsError {
    #[error("{text:?} is not an amount of memory such as 512M or 1G")]
    Memory { text: String },
}

/// "512M", "1G", "1048576" (bytes), "64K" into bytes; at least 16 MB.
pub fn parse_memory(text: &str) -> Result<u64, LimitsError> {
    let error = || LimitsError::Memory {
        text: text.to_string(),
    };
    let trimmed = text.trim();
    let (digits, unit) = match trimmed.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((at, _)) => trimmed.split_at(at),
        None => (trimmed, ""),
    };
    let number: u64 = digits.parse().map_err(|_| error())?;
    let scale: u64 = match unit
        .trim()
        .to_ascii_uppercase()
        .trim_end_matches(['B', 'I'])
    {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        _ => return Err(error()),
    };
    number
        .checked_mul(scale)
        .filter(|&bytes| bytes >= 16 << 20)
        .ok_or_else(error)
}

/// Which stream a piece of output came on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Out,
    Err,
}

/// A run's output as it comes: pieces in the order they were read, up to the limit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    pub pieces: Vec<(Stream, String)>,
    pub kept: usize,
    /// Bytes past the limit, counted and dropped.
    pub dropped: u64,
    /// A folder named in the output (a cell's run folder) that is left out of it.
    pub hidden_prefix: String,
}

impl Output {
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub(super) fn push(&mut self, stream: Stream, text: &str, limit: usize) {
        // Kept as shown: an escape sequence a program prints is never obeyed by a terminal.
        let escaped = crate::io::control_escaped(text, true);
        let shown;
        let text = if self.hidden_prefix.is_empty() {
            escaped.as_ref()
        } else {
            shown = escaped.replace(&self.hidden_prefix, "");
            &shown
        };
        let room = limit.saturating_sub(self.kept);
        let mut keep = text.len().min(room);
        while !text.is_char_boundary(keep) {
            keep -= 1;
        }
        self.dropped += (text.len() - keep) as u64;
        if keep == 0 {
            return;
        }
        self.kept += keep;
        match self.pieces.last_mut() {
            Some((last, piece)) if *last == stream => piece.push_str(&text[..keep]),
            _ => self.pieces.push((stream, text[..keep].to_string())),
        }
    }

    /// All the output kept, both streams in the order read.
    pub fn text(&self) -> String {
        self.pieces
            .iter()
            .map(|(_, piece)| piece.as_str())
            .collect()
    }

    /// The last `bytes` or so of the output, each piece with its stream.
    pub fn tail(&self, bytes: usize) -> Vec<(Stream, &str)> {
        let mut left = bytes;
        let mut tail = Vec::new();
        for (stream, piece) in self.pieces.iter().rev() {
            if left == 0 {
                break;
            }
            let mut start = piece.len().saturating_sub(left);
            while !piece.is_char_boundary(start) {
                start += 1;
            }
            // A piece cut short is the oldest shown.
            left = if start > 0 { 0 } else { left - piece.len() };
            tail.push((*stream, &piece[start..]));
        }
        tail.reverse();
        tail
    }

    /// The error stream alone.
    pub fn errors(&self) -> String {
        self.pieces
            .iter()
            .filter(|(stream, _)| *stream == Stream::Err)
            .map(|(_, piece)| piece.as_str())
            .collect()
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The program ended by itself with this status.
    Exited(i32),
    /// A signal ended it.
    Signalled(i32),
    TimedOut,
    /// It reached its memory limit (as the kernel or the watcher measured it).
    OutOfMemory,
    /// Its folder outgrew the disk limit.
    TooMuchWritten,
    /// Its process group outgrew the cap and was killed.
    TooManyProcesses,
    /// Stopped by the user (or a new run).
    Stopped,
    /// The interpreter could not be started.
    NotStarted(String),
    /// No Python is served beside the page (a browser's Pyodide): why, as the browser says.
    NoPyodide(String),
}

/// How a run is stopped from outside: a flag its watcher reads, and the process group,
/// killed at once by `stop` so that no one waits for the watcher (the app quitting, say).
#[derive(Debug, Default)]
pub struct RunControl {
    stop: AtomicBool,
    /// The running program's process group; 0 before it starts and after it ends.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub(super) group: AtomicI32,
    /// The program has ended (what comes after, the check, is under way).
    pub(super) ended: AtomicBool,
    /// The trace's size, and the bytes of it the check has read.
    trace_bytes: AtomicU64,
    trace_read: AtomicU64,
}

impl RunControl {
    /// Stops the run: its processes are killed now, its watcher reports it stopped.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        #[cfg(not(target_arch = "wasm32"))]
        {
            let group = self.group.load(Ordering::SeqCst);
            if group > 0 {
                super::launch::kill_group(group);
            }
        }
    }

    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Whether the program has ended.
    pub fn has_ended(&self) -> bool {
        self.ended.load(Ordering::SeqCst)
    }

    /// The share of the trace the check has read, from 0 to 1 (0 before it starts).
    pub fn trace_progress(&self) -> f32 {
        let total = self.trace_bytes.load(Ordering::Relaxed);
        if total == 0 {
            return 0.0;
        }
        (self.trace_read.load(Ordering::Relaxed) as f64 / total as f64).min(1.0) as f32
    }

    /// Reads `reader` (of `total` bytes) counting what has been read into the progress.
    pub fn reading<R: Read>(&self, reader: R, total: u64) -> CountedReader<'_, R> {
        self.trace_bytes.store(total, Ordering::Relaxed);
        self.trace_read.store(0, Ordering::Relaxed);
        CountedReader {
            inner: reader,
            read: &self.trace_read,
        }
    }
}

/// A reader that counts the bytes read through it.
pub struct CountedReader<'a, R> {
    inner: R,
    read: &'a AtomicU64,
}

impl<R: Read> Read for CountedReader<'_, R> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buffer)?;
        self.read.fetch_add(read as u64, Ordering::Relaxed);
        Ok(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_amounts_are_read_in_units() {
        assert_eq!(parse_memory("512M"), Ok(512 << 20));
        assert_eq!(parse_memory("1G"), Ok(1 << 30));
        assert_eq!(parse_memory("1GiB"), Ok(1 << 30));
        assert!(parse_memory("12").is_err());
        assert!(parse_memory("lots").is_err());
    }

    #[test]
    fn the_tail_keeps_the_last_bytes_of_each_stream_in_order() {
        let mut output = Output::default();
        output.push(Stream::Out, "first ", 100);
        output.push(Stream::Err, "ßecond", 100);
        assert_eq!(
            output.tail(100),
            vec![(Stream::Out, "first "), (Stream::Err, "ßecond")]
        );
        assert_eq!(output.tail(5), vec![(Stream::Err, "econd")]);
        // A cut inside a character moves past it.
        assert_eq!(output.tail(6), vec![(Stream::Err, "econd")]);
    }

    #[test]
    fn output_past_the_limit_is_counted_not_kept() {
        let mut output = Output::default();
        output.push(Stream::Out, "hello ", 8);
        output.push(Stream::Err, "world", 8);
        assert_eq!(output.text(), "hello wo");
        assert_eq!(output.dropped, 3);
        assert_eq!(output.errors(), "wo");
    }
}
