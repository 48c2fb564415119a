// Keeps freed image-sized heap blocks in the process (see RenderCore's HeapRetention.swift for why).
#include "CPNGWriter.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int lr_retain_freed_blocks(size_t mmap_threshold, size_t trim_threshold) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, (int)mmap_threshold) == 1 && mallopt(M_TRIM_THRESHOLD, (int)trim_threshold) == 1;
#else
  (void)mmap_threshold;
  (void)trim_threshold;
  return 0;
#endif
}
