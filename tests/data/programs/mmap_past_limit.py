# Maps more memory than its limit, in one call, and ends at once.
import mmap

block = mmap.mmap(-1, 2 << 30)
