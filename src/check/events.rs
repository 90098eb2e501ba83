//! A trace's events, kept in memory up to a bound and past it in a temporary file of
//! fixed-size records, read back a chunk at a time: a run of millions of events is checked
//! in bounded memory, each pass of the check streaming through them in order.

use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;

use crate::tree::NodeId;

/// What one line of a trace says happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EventKind {
    Start,
    End,
    Score,
    Update,
    Tt,
}

impl EventKind {
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Start => "start",
            EventKind::End => "end",
            EventKind::Score => "score",
            EventKind::Update => "update",
            EventKind::Tt => "tt",
        }
    }

    pub(super) fn parse(name: &str) -> Option<EventKind> {
        [
            EventKind::Start,
            EventKind::End,
            EventKind::Score,
            EventKind::Update,
            EventKind::Tt,
        ]
        .into_iter()
        .find(|kind| kind.name() == name)
    }
}

/// One event, in the first player's view; numbers an event does not carry are NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StudentEvent {
    /// The line of the file, counted from 1.
    pub line: u32,
    pub kind: EventKind,
    /// Start, end and tt: the node entered, left or looked up; score and update: the node
    /// whose window changes.
    pub node: NodeId,
    pub alpha: f64,
    pub beta: f64,
    pub value: f64,
    /// The line of the student's program that wrote the event, when the trace says.
    pub code_line: Option<u32>,
    /// The line of the student's program that called the search of the event's node.
    pub call_line: Option<u32>,
}

/// Events kept in memory before the rest goes to the file (about 15 MB).
const KEPT_IN_MEMORY: usize = 1 << 18;
/// Events read back from the file at a time.
const CHUNK: usize = 1 << 14;
/// Bytes of one event in the file.
const RECORD: usize = 4 + 1 + 4 + 8 * 3 + 4 + 4;

/// The events of a trace, in order.
#[derive(Debug, Default)]
pub struct EventStore {
    kept: Vec<StudentEvent>,
    spilled: Option<Spill>,
    len: usize,
}

/// The events past the bound: written to the file, then read back a chunk at a time.
#[derive(Debug)]
struct Spill {
    writer: Option<BufWriter<File>>,
    reader: Mutex<ChunkReader>,
}

#[derive(Debug, Default)]
struct ChunkReader {
    file: Option<File>,
    /// The chunk in `events`, when one was read.
    index: Option<usize>,
    events: Vec<StudentEvent>,
}

impl EventStore {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds the next event; past the bound it goes to the file.
    pub fn push(&mut self, event: StudentEvent) -> std::io::Result<()> {
        if self.kept.len() < KEPT_IN_MEMORY {
            self.kept.push(event);
            self.len += 1;
            return Ok(());
        }
        if self.spilled.is_none() {
            self.spilled = Some(Spill {
                writer: Some(BufWriter::new(anonymous_file()?)),
                reader: Mutex::default(),
            });
        }
        let writer = self
            .spilled
            .as_mut()
            .and_then(|spill| spill.writer.as_mut())
            .ok_or(std::io::ErrorKind::InvalidInput)?;
        writer.write_all(&encode(&event))?;
        self.len += 1;
        Ok(())
    }

    /// Ends the writing: the events can be read from now on.
    pub fn finish(&mut self) -> std::io::Result<()> {
        if let Some(spill) = &mut self.spilled
            && let Some(writer) = spill.writer.take()
        {
            let file = writer.into_inner().map_err(|error| error.into_error())?;
            let reader = spill
                .reader
                .get_mut()
                .unwrap_or_else(|poison| poison.into_inner());
            reader.file = Some(file);
            reader.index = None;
        }
        Ok(())
    }

    /// The event at `index` (none past the end, or when the file cannot be read back).
    pub fn get(&self, index: usize) -> Option<StudentEvent> {
        if index >= self.len {
            return None;
        }
        if let Some(event) = self.kept.get(index) {
            return Some(*event);
        }
        let spilled = index - self.kept.len();
        let mut reader = self
            .spilled
            .as_ref()?
            .reader
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let chunk = spilled / CHUNK;
        if reader.index != Some(chunk) {
            let count = CHUNK.min(self.len - self.kept.len() - chunk * CHUNK);
            let mut bytes = vec![0u8; count * RECORD];
            let file = reader.file.as_mut()?;
            file.seek(SeekFrom::Start((chunk * CHUNK * RECORD) as u64))
                .ok()?;
            file.read_exact(&mut bytes).ok()?;
            reader.events = bytes.chunks_exact(RECORD).filter_map(decode).collect();
            reader.index = Some(chunk);
        }
        reader.events.get(spilled % CHUNK).copied()
    }

    /// Every event, in order.
    pub fn iter(&self) -> impl Iterator<Item = StudentEvent> + '_ {
        (0..self.len).map_while(|index| self.get(index))
    }
}

/// A file of our own that no one else can name: removed at once, it lives while open.
fn anonymous_file() -> std::io::Result<File> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "abtutor-events-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let file = File::options()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&path)?;
    std::fs::remove_file(&path)?;
    Ok(file)
}

fn kind_code(kind: EventKind) -> u8 {
    match kind {
        EventKind::Start => 0,
        EventKind::End => 1,
        EventKind::Score => 2,
        EventKind::Update => 3,
        EventKind::Tt => 4,
    }
}

fn encode(event: &StudentEvent) -> [u8; RECORD] {
    let mut bytes = [0u8; RECORD];
    bytes[0..4].copy_from_slice(&event.line.to_le_bytes());
    bytes[4] = kind_code(event.kind);
    bytes[5..9].copy_from_slice(&event.node.to_le_bytes());
    bytes[9..17].copy_from_slice(&event.alpha.to_le_bytes());
    bytes[17..25].copy_from_slice(&event.beta.to_le_bytes());
    bytes[25..33].copy_from_slice(&event.value.to_le_bytes());
    // A program's lines count from 1: 0 says there is none.
    bytes[33..37].copy_from_slice(&event.code_line.unwrap_or(0).to_le_bytes());
    bytes[37..41].copy_from_slice(&event.call_line.unwrap_or(0).to_le_bytes());
    bytes
}

fn decode(bytes: &[u8]) -> Option<StudentEvent> {
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default());
    let number = |at: usize| f64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
    let kind = match bytes[4] {
        0 => EventKind::Start,
        1 => EventKind::End,
        2 => EventKind::Score,
        3 => EventKind::Update,
        4 => EventKind::Tt,
        _ => return None,
    };
    Some(StudentEvent {
        line: word(0),
        kind,
        node: word(5),
        alpha: number(9),
        beta: number(17),
        value: number(25),
        code_line: Some(word(33)).filter(|&line| line > 0),
        call_line: Some(word(37)).filter(|&line| line > 0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_past_the_bound_come_back_from_the_file_as_they_went_in() {
        let mut store = EventStore::default();
        let count = KEPT_IN_MEMORY + CHUNK * 2 + 17;
        let event = |index: usize| StudentEvent {
            line: index as u32 + 1,
            kind: if index.is_multiple_of(2) {
                EventKind::Start
            } else {
                EventKind::End
            },
            node: index as u32,
            alpha: f64::NEG_INFINITY,
            beta: index as f64 * 0.5,
            value: f64::NAN,
            code_line: index.is_multiple_of(3).then_some(7),
            call_line: None,
        };
        for index in 0..count {
            store.push(event(index)).unwrap();
        }
        store.finish().unwrap();
        assert_eq!(store.len(), count);
        for index in [
            0,
            KEPT_IN_MEMORY - 1,
            KEPT_IN_MEMORY,
            count - 1,
            KEPT_IN_MEMORY + CHUNK + 5,
        ] {
            let back = store.get(index).unwrap();
            let expected = event(index);
            assert_eq!(
                (back.line, back.kind, back.node, back.beta, back.code_line),
                (
                    expected.line,
                    expected.kind,
                    expected.node,
                    expected.beta,
                    expected.code_line
                )
            );
            assert!(back.value.is_nan());
        }
        assert_eq!(store.get(count), None);
        assert_eq!(store.iter().count(), count);
    }
}
