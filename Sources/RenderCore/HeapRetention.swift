internal import CPNGWriter

/// Keeps freed image-sized heap blocks in the process instead of giving them back to the kernel (glibc only).
///
/// glibc maps a large block afresh and unmaps it when it is freed (above its threshold: 128 KB at first, then the
/// size of the last such block freed, up to 32 MB), and gives the heap's free top back once more than twice that is
/// free. A run that fails many snapshots then writes each diff image (4 MB for a 1-megapixel screen) into memory
/// the kernel maps and zeroes a 4 KB page at a time, a fault per page: a quarter of the time of verifying 100
/// differing login references (Benchmarks/README.md, "Snapshot verification"). With both thresholds set, the next
/// comparison reuses the blocks the last one freed.
///
/// The setting is the process's: it is made once, by the first comparison of images that differ (in a test process,
/// or the command checking references), and such a process keeps the memory of its largest moment until it ends.
package enum HeapRetention {
  /// Sets the thresholds, once; whether the allocator took them.
  package static func keepFreedImageBlocks() -> Bool { isSet }

  /// Blocks up to 32 MB come from the heap (a 3-megapixel @3x screen's image is 12 MB); larger ones are still
  /// mapped afresh, so that one very large page is not kept for the rest of the run.
  private static let isSet = lr_retain_freed_blocks(32 << 20, 256 << 20) == 1
}
