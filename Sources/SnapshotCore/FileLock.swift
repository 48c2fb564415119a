import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file, held from creation until ``unlock()``, shared by every process
/// that locks the same path.
struct FileLock {
  private let descriptor: Int32

  /// Opens (creating it if needed) and locks the file, waiting for other holders.
  ///
  /// - Throws: `CocoaError(.fileWriteUnknown)` naming the path when it cannot be opened or locked.
  init(_ url: URL) throws {
    descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
  }

  /// Releases the lock.
  func unlock() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
