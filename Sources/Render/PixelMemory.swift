import Foundation

/// Zero-filled memory for an image surface's pixels, mapped from the kernel and backed by 2 MB pages where the
/// kernel allows it (`madvise(MADV_HUGEPAGE)`).
///
/// Cairo's own surfaces come from `calloc`, which maps buffers above 32 MB afresh in 4 KB pages: a first touch
/// then takes one page fault per 4 KB, where a 2 MB page takes one per 512 of them. Smaller buffers stay with
/// `calloc`, which reuses memory already mapped, where a fresh huge-page mapping per small image would cost more
/// than it saves (the measurements are in Benchmarks/README.md, "Rendering"). The memory is unmapped when the value goes away, so the surface
/// drawing into it must be destroyed first.
final class PixelMemory {
  let start: UnsafeMutablePointer<UInt8>
  private let byteCount: Int

  /// Maps `bytes` zero bytes when that beats Cairo's own allocation, else gives nil (the caller lets Cairo allocate).
  ///
  /// Mapping wins on Linux above glibc's largest threshold for mapping allocations anew (32 MB on 64-bit systems);
  /// nil also when the kernel refuses.
  init?(bytes: Int) {
    #if os(Linux)
      guard bytes > 32 << 20 else { return nil }
      let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let address, address != MAP_FAILED else { return nil }
      // Advice only: without transparent huge pages the mapping works as before, in small pages.
      _ = madvise(address, bytes, MADV_HUGEPAGE)
      start = address.assumingMemoryBound(to: UInt8.self)
      byteCount = bytes
    #else
      return nil
    #endif
  }

  deinit {
    munmap(start, byteCount)
  }
}
