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
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        // Below a few pages the faults cost nothing worth a system call.
        const WORTH_IT: usize = 64 * PAGE;
        let start = buffer.as_ptr() as usize;
        let end = start + buffer.capacity() * size_of::<T>();
        let aligned_start = start.next_multiple_of(PAGE);
        if end > aligned_start + WORTH_IT {
            let length = (end - aligned_start) / PAGE * PAGE;
            // SAFETY: the range lies inside the buffer's own allocation; MADV_POPULATE_WRITE
            // only maps its pages in (zeroed, as a first write would), changing no contents
            // the program could see. An older kernel refuses it, and the pages fault in later.
            unsafe {
                libc::madvise(
                    aligned_start as *mut libc::c_void,
                    length,
                    MADV_POPULATE_WRITE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buffer;
}

/// Linux's advice to map a range in now, writable (5.14 on).
#[cfg(target_os = "linux")]
const MADV_POPULATE_WRITE: libc::c_int = 23;
