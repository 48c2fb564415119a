import Foundation

/// Zero-filled memory for an image surface's pixels, mapped from the kernel and backed by 2 MB pages where the
/// kernel allows it (`madvise(MADV_HUGEPAGE)`), and kept for the next canvas of the same size.
///
/// Cairo's own surfaces come from `calloc`, which for buffers of several megabytes hands out memory the kernel maps
/// afresh in 4 KB pages (glibc gives large blocks back when they are freed): a first touch then takes one page fault
/// per 4 KB, where a 2 MB page takes one per 512 of them. The last released mapping is kept, so that a run of
/// screens of one size (a snapshot suite on one device) draws into memory already mapped, cleared with one `memset`
/// (or not at all, when the scene's background paints every pixel). A kept mapping over 64 MB (a long page: the
/// 1,000-card page is 224 MB) has its pages marked free (`madvise(MADV_FREE)`): the kernel takes them back whenever
/// memory runs short, and until it does the next canvas of that size writes into them without a fault, where a fresh
/// mapping had the kernel zero every page first (a fifth of the samples; Benchmarks/README.md, "Long pages keep their
/// canvas"). Buffers of 8 MB and less come from the heap, which reuses memory already mapped, where a fresh mapping
/// per small image would cost more than it saves (the measurements are in Benchmarks/README.md, "Rendering"): Cairo's
/// own `calloc` when the canvas must start transparent, and `malloc` when its first fill covers every pixel, so that
/// a screen's canvas is not cleared only to be painted over (`calloc` of reused heap memory is a `memset`: 15 % of
/// the login screen's instructions; Benchmarks/README.md, "Small canvases are not cleared to be painted over"). The
/// memory is released when the value goes away, so the surface drawing into it must be destroyed first.
final class PixelMemory {
  let start: UnsafeMutablePointer<UInt8>
  private let byteCount: Int
  /// Whether the memory is the heap's (`malloc`) rather than a mapping of the renderer's own.
  private let isHeap: Bool

  /// The mapping kept from the last canvas released, if any.
  // Unsafe: read and written only under `spareLock`.
  nonisolated(unsafe) private static var spare: (start: UnsafeMutablePointer<UInt8>, bytes: Int)?
  private static let spareLock = NSLock()
  /// The largest mapping kept with its pages as they are; a larger one is kept with its pages marked free.
  private static let largestHeldSpare = 64 << 20

  /// Memory for `bytes` bytes of pixels when that beats Cairo's own allocation, else nil (the caller lets Cairo
  /// allocate).
  ///
  /// Mapping wins on Linux above 8 MB (a canvas of 2 megapixels); nil also when the kernel refuses. With
  /// `overwritten`, the caller's first drawing sets every byte (a scene's background, painted with Cairo's `SOURCE`
  /// operator): a kept mapping is handed over as it is, without the `memset` that would clear it first, and a small
  /// canvas gets heap memory as it is. Without it, the memory starts zeroed.
  init?(bytes: Int, overwritten: Bool = false) {
    if bytes <= 8 << 20 {
      guard overwritten, bytes > 0, let memory = malloc(bytes) else { return nil }
      start = memory.assumingMemoryBound(to: UInt8.self)
      byteCount = bytes
      isHeap = true
      return
    }
    isHeap = false
    #if os(Linux)
      let reused = Self.spareLock.withLock { () -> UnsafeMutablePointer<UInt8>? in
        guard let spare = Self.spare, spare.bytes == bytes else { return nil }
        Self.spare = nil
        return spare.start
      }
      if let reused {
        if !overwritten { memset(reused, 0, bytes) }
        start = reused
        byteCount = bytes
        return
      }
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
    if isHeap {
      free(start)
      return
    }
    #if os(Linux)
      // A large spare's pages may go back to the kernel at any time; their contents no longer matter.
      if byteCount > Self.largestHeldSpare { _ = madvise(start, byteCount, MADV_FREE) }
    #endif
    // This mapping becomes the spare; whatever it displaces is unmapped, outside the lock.
    let released = Self.spareLock.withLock {
      defer { Self.spare = (start, byteCount) }
      return Self.spare
    }
    if let released { munmap(released.start, released.bytes) }
  }
}
