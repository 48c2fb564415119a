import Foundation
import HeadlessUIKit
import RenderCore

/// The last few images the strategies drew, so that reading a reference whose pixel digest matches one of them needs
/// no decoding.
///
/// swift-snapshot-testing draws the new image first and then reads the reference (`verifySnapshot`). A reference
/// recorded here carries the digest of its pixels (``PixelDigest``); when a just-drawn image has the same digest,
/// its pixels are the reference's, and reading the reference returns them instead of decoding the file. Images are
/// looked up by digest, so tests running in parallel do not mix them up; each is handed out once, and only the last
/// four are kept.
enum RecentSnapshots {
  private static let lock = NSLock()
  // Unsafe: read and written only under `lock`.
  nonisolated(unsafe) private static var entries: [(image: RGBAImage, digest: PixelDigest?)] = []
  private static let capacity = 4

  /// Keeps `image`, just drawn, for a reference read next.
  static func note(_ image: RGBAImage) {
    guard image.width > 0, image.height > 0 else { return }
    lock.lock()
    defer { lock.unlock() }
    entries.append((image, nil))
    if entries.count > capacity { entries.removeFirst() }
  }

  /// The kept image whose pixels the reference `data` stores, if its digest says so (it is then no longer kept).
  static func take(matching data: Data) -> RGBAImage? {
    guard let stored = PixelDigest(storedIn: data) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    for index in entries.indices.reversed() {
      let digest = entries[index].digest ?? PixelDigest(of: entries[index].image)
      entries[index].digest = digest
      if digest == stored { return entries.remove(at: index).image }
    }
    return nil
  }
}
