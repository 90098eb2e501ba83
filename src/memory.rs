//! Large buffers filled once: backed by huge pages where the kernel allows.

/// Asks the kernel to back a large buffer with huge pages: a full trace then takes a few
/// dozen page faults instead of thousands.
pub fn prefer_huge_pages<T>(buffer: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE_PAGE: usize = 2 << 20;
        let start = buffer.as_ptr() as usize;
        let end = start + buffer.capacity() * size_of::<T>();
        let aligned_start = start.next_multiple_of(HUGE_PAGE);
        if aligned_start + HUGE_PAGE <= end {
            let length = (end - aligned_start) / HUGE_PAGE * HUGE_PAGE;
            // SAFETY: the range lies inside the buffer's own allocation; MADV_HUGEPAGE only
            // changes how the kernel backs those pages, never their contents.
            unsafe {
                libc::madvise(
                    aligned_start as *mut libc::c_void,
                    length,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
}
