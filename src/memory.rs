//! Large buffers filled once: their pages mapped in one call instead of fault by fault.
//! (Huge pages were tried and dropped: with the page cache full, the kernel compacts
//! memory to find them, and a recording took twice as long.)

/// A vector of `len` copies of `value` whose pages the kernel maps in one call before they
/// are written: thousands of single page faults cost more than the filling itself.
pub fn filled<T: Clone>(len: usize, value: T) -> Vec<T> {
    let mut buffer = Vec::with_capacity(len);
    populate(&buffer);
    buffer.resize(len, value);
    buffer
}

/// Maps the whole of a buffer's capacity into memory now, writable, where the kernel can.
pub fn populate<T>(buffer: &Vec<T>) {
    populate_first(buffer, buffer.capacity());
}

/// Maps the room of a buffer's first `elements` (within its capacity) into memory now: for
/// a buffer about to be written that far.
pub fn populate_first<T>(buffer: &Vec<T>, elements: usize) {
    // Below a few pages the faults cost nothing worth a system call.
    const WORTH_IT: usize = 64 * 4096;
    let start = buffer.as_ptr() as usize;
    let bytes = elements.min(buffer.capacity()) * size_of::<T>();
    if bytes > WORTH_IT {
        populate_range(start, start + bytes);
    }
}

/// Linux's advice to map a range in now, writable (5.14 on).
#[cfg(target_os = "linux")]
const MADV_POPULATE_WRITE: libc::c_int = 23;

/// A buffer this big is worth a thread that maps its pages in ahead of the writer.
const WORTH_A_THREAD: usize = 128 << 20;
/// How far ahead of the writer pages are mapped: as much as is written, within these.
const MIN_AHEAD: usize = 2 << 20;
const MAX_AHEAD: usize = 64 << 20;

/// Maps a large buffer's pages in on another core, a little ahead of the thread writing
/// it: on a machine where fresh pages are slow to hand out, the writer then finds them
/// ready. Dropping it stops the helper.
pub struct Prefault {
    shared: std::sync::Arc<PrefaultShared>,
    helper: Option<std::thread::JoinHandle<()>>,
    element_size: usize,
}

#[derive(Default)]
struct PrefaultShared {
    written_bytes: std::sync::atomic::AtomicUsize,
    stop: std::sync::atomic::AtomicBool,
}

impl Prefault {
    /// Starts mapping `buffer`'s capacity in ahead of its length, when the buffer is big
    /// enough to be worth it. The buffer must not grow past its capacity meanwhile.
    pub fn ahead_of<T>(buffer: &Vec<T>) -> Option<Prefault> {
        let start = buffer.as_ptr() as usize;
        let bytes = buffer.capacity() * size_of::<T>();
        if !cfg!(target_os = "linux") || bytes < WORTH_A_THREAD {
            return None;
        }
        let shared = std::sync::Arc::new(PrefaultShared::default());
        let helper_shared = std::sync::Arc::clone(&shared);
        let helper = std::thread::Builder::new()
            .name("prefault".to_string())
            .spawn(move || map_ahead(start, bytes, &helper_shared))
            .ok()?;
        Some(Prefault {
            shared,
            helper: Some(helper),
            element_size: size_of::<T>(),
        })
    }

    /// The writer has written this many elements.
    pub fn written(&self, elements: usize) {
        self.shared.written_bytes.store(
            elements * self.element_size,
            std::sync::atomic::Ordering::Relaxed,
        );
    }
}

impl Drop for Prefault {
    fn drop(&mut self) {
        self.shared
            .stop
            .store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(helper) = self.helper.take() {
            // The helper only maps pages in: its end needs no answer.
            let _ = helper.join();
        }
    }
}

/// The helper: keeps the pages from the writer's position to some way past it mapped in.
fn map_ahead(start: usize, bytes: usize, shared: &PrefaultShared) {
    use std::sync::atomic::Ordering;
    const CHUNK: usize = 2 << 20;
    let mut mapped = 0;
    while !shared.stop.load(Ordering::Relaxed) && mapped < bytes {
        let written = shared.written_bytes.load(Ordering::Relaxed);
        let target = (written + written.clamp(MIN_AHEAD, MAX_AHEAD)).min(bytes);
        if mapped < target {
            let end = (mapped + CHUNK).min(target);
            populate_range(start + mapped.max(written), start + end);
            mapped = end;
        } else {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    }
}

/// Maps the whole pages between two addresses in, writable (Linux; elsewhere nothing).
fn populate_range(from: usize, to: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let begin = from.next_multiple_of(PAGE);
        let end = to / PAGE * PAGE;
        if end > begin {
            // SAFETY: MADV_POPULATE_WRITE only maps pages in (zeroed where none is present,
            // as a first write would); it never changes a present page's contents. The range
            // lies in a buffer whose owner keeps it alive meanwhile. An older kernel refuses
            // the advice, and the pages fault in later.
            unsafe {
                libc::madvise(begin as *mut libc::c_void, end - begin, MADV_POPULATE_WRITE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (from, to);
}

/// The memory the system can hand out now without swapping (Linux's `MemAvailable`);
/// `None` where it cannot be read.
pub fn available_bytes() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo
        .lines()
        .find(|line| line.starts_with("MemAvailable:"))?;
    let kibibytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kibibytes.checked_mul(1024)
}
