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

/// Maps large buffers' pages in on another core, a little ahead of the thread writing
/// them: on a machine where fresh pages are slow to hand out, the writer then finds them
/// ready. Dropping it stops the helper.
pub struct Prefault {
    shared: std::sync::Arc<PrefaultShared>,
    helper: Option<std::thread::JoinHandle<()>>,
}

struct PrefaultShared {
    /// Elements written so far, per buffer mapped ahead.
    written: Vec<std::sync::atomic::AtomicUsize>,
    /// Elements the writer will write, per buffer mapped ahead: mapped in even before.
    wanted: Vec<std::sync::atomic::AtomicUsize>,
    stop: std::sync::atomic::AtomicBool,
}

/// A buffer's room, as the helper maps it: its address, its capacity in bytes and the
/// size of one element.
#[derive(Clone, Copy)]
pub struct Region {
    start: usize,
    bytes: usize,
    element_size: usize,
}

impl Region {
    /// The whole capacity of `buffer`, which must not grow past it while mapped.
    pub fn of<T>(buffer: &Vec<T>) -> Region {
        Region {
            start: buffer.as_ptr() as usize,
            bytes: buffer.capacity() * size_of::<T>(),
            element_size: size_of::<T>(),
        }
    }
}

impl Prefault {
    /// Starts mapping `buffer`'s capacity in ahead of its length, when the buffer is big
    /// enough to be worth it. The buffer must not grow past its capacity meanwhile.
    pub fn ahead_of<T>(buffer: &Vec<T>) -> Option<Prefault> {
        Prefault::start(vec![Region::of(buffer)], Vec::new())
    }

    /// Starts a helper that maps each of `ahead` in ahead of the elements written (as many
    /// in each: columns of one table), and, whenever it is far enough ahead, the whole of
    /// each of `whole` (buffers written all over); `None` when they are too small to be
    /// worth a thread. None of the buffers may grow past its capacity meanwhile.
    pub fn start(ahead: Vec<Region>, whole: Vec<Region>) -> Option<Prefault> {
        Prefault::start_from(ahead, whole, WORTH_A_THREAD)
    }

    /// As [`Prefault::start`] for buffers of `worth` bytes or more in all: for work that
    /// must be quick even when it is small.
    pub fn start_from(ahead: Vec<Region>, whole: Vec<Region>, worth: usize) -> Option<Prefault> {
        let bytes: usize = ahead.iter().chain(&whole).map(|region| region.bytes).sum();
        if !cfg!(target_os = "linux") || bytes < worth {
            return None;
        }
        let shared = std::sync::Arc::new(PrefaultShared {
            written: ahead.iter().map(|_| Default::default()).collect(),
            wanted: ahead.iter().map(|_| Default::default()).collect(),
            stop: Default::default(),
        });
        let helper_shared = std::sync::Arc::clone(&shared);
        let helper = std::thread::Builder::new()
            .name("prefault".to_string())
            .spawn(move || map_ahead(&ahead, &whole, &helper_shared))
            .ok()?;
        Some(Prefault {
            shared,
            helper: Some(helper),
        })
    }

    /// The writer has written this many elements in each of the buffers mapped ahead.
    pub fn written(&self, elements: usize) {
        for written in &self.shared.written {
            written.store(elements, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// The writer has written this many elements in the `ahead`-th buffer mapped ahead.
    pub fn written_in(&self, ahead: usize, elements: usize) {
        if let Some(written) = self.shared.written.get(ahead) {
            written.store(elements, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// A writer yet to begin will write at least this many elements of the `ahead`-th
    /// buffer: their pages are mapped in from its start, in the helper's own time.
    pub fn wanted_in(&self, ahead: usize, elements: usize) {
        if let Some(wanted) = self.shared.wanted.get(ahead) {
            wanted.store(elements, std::sync::atomic::Ordering::Relaxed);
        }
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

/// The helper: keeps the pages from the writers' position to some way past it mapped in,
/// and maps the whole buffers in, a chunk at a time, while it is ahead.
fn map_ahead(ahead: &[Region], whole: &[Region], shared: &PrefaultShared) {
    use std::sync::atomic::Ordering;
    const CHUNK: usize = 2 << 20;
    let mut mapped = vec![0; ahead.len()];
    // The whole buffers, one after another: which one, and how far into it.
    let (mut whole_index, mut whole_mapped) = (0, 0);
    while !shared.stop.load(Ordering::Relaxed) {
        let mut busy = false;
        let counts = shared.written.iter().zip(&shared.wanted);
        for ((region, mapped), (elements, wanted)) in ahead.iter().zip(&mut mapped).zip(counts) {
            let elements = elements.load(Ordering::Relaxed);
            let written = (elements * region.element_size).min(region.bytes);
            let wanted = wanted.load(Ordering::Relaxed) * region.element_size;
            let target = (written + written.clamp(MIN_AHEAD, MAX_AHEAD)).max(wanted);
            let target = target.min(region.bytes);
            if *mapped < target {
                let end = (*mapped + CHUNK).min(target);
                populate_range(region.start + (*mapped).max(written), region.start + end);
                *mapped = end;
                busy = true;
            }
        }
        if busy {
            continue;
        }
        if let Some(region) = whole.get(whole_index) {
            let end = (whole_mapped + CHUNK).min(region.bytes);
            populate_range(region.start + whole_mapped, region.start + end);
            (whole_index, whole_mapped) = match end == region.bytes {
                true => (whole_index + 1, 0),
                false => (whole_index, end),
            };
            continue;
        }
        let all_mapped = ahead
            .iter()
            .zip(&mapped)
            .all(|(region, &mapped)| mapped >= region.bytes);
        if all_mapped {
            break;
        }
        std::thread::sleep(std::time::Duration::from_micros(200));
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
#[cfg(not(target_arch = "wasm32"))]
pub fn available_bytes() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo
        .lines()
        .find(|line| line.starts_with("MemAvailable:"))?;
    let kibibytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kibibytes.checked_mul(1024)
}

/// The memory a browser's page may fill: wasm32 addresses 4 GiB, and browsers refuse a tab
/// much past 2 GiB.
pub const WEB_MEMORY_BUDGET: u64 = 2 << 30;

/// In a browser: [`WEB_MEMORY_BUDGET`] less the heap grown so far, which never shrinks.
#[cfg(target_arch = "wasm32")]
pub fn available_bytes() -> Option<u64> {
    const PAGE_BYTES: u64 = 64 << 10;
    let grown = core::arch::wasm32::memory_size(0) as u64 * PAGE_BYTES;
    Some(web_budget_left(grown))
}

/// What a page may still fill with `grown` bytes of heap grown (in u64: a browser's usize
/// has 32 bits).
pub fn web_budget_left(grown: u64) -> u64 {
    WEB_MEMORY_BUDGET.saturating_sub(grown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_has_its_budget_less_the_heap_it_grew() {
        assert_eq!(web_budget_left(0), 2 << 30);
        assert_eq!(web_budget_left(1536 << 20), 512 << 20);
        assert_eq!(web_budget_left(3 << 30), 0);
    }

    #[test]
    fn mapping_ahead_and_whole_leaves_what_is_written_as_it_was() {
        // Over the threshold, so that a helper runs while the columns are written.
        let elements = WORTH_A_THREAD / size_of::<u64>() + 1;
        let mut ahead: Vec<u64> = Vec::with_capacity(elements);
        let mut whole: Vec<u32> = vec![7; elements];
        let prefault = Prefault::start(vec![Region::of(&ahead)], vec![Region::of(&whole)]);
        assert_eq!(prefault.is_some(), cfg!(target_os = "linux"));
        for index in 0..elements {
            ahead.push(index as u64 * 3);
            whole[elements - 1 - index] = index as u32;
            if let Some(prefault) = &prefault
                && index % 4096 == 0
            {
                prefault.written(index);
            }
        }
        drop(prefault);
        assert!(
            ahead
                .iter()
                .enumerate()
                .all(|(i, &value)| value == i as u64 * 3)
        );
        let reversed = whole.iter().rev().enumerate();
        assert!(reversed.into_iter().all(|(i, &value)| value == i as u32));
    }

    #[test]
    fn small_buffers_get_no_helper() {
        let small: Vec<u8> = Vec::with_capacity(1 << 20);
        assert!(Prefault::start(vec![Region::of(&small)], Vec::new()).is_none());
    }

    #[test]
    fn the_memory_available_is_read_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(available_bytes().is_some_and(|bytes| bytes > 0));
        }
    }
}
