internal import CPangoCairo
import Foundation
import Synchronization

/// SHA-256 digests of font files for the renderer fingerprint, computed by GLib (already linked through Pango, and
/// optimised even in a debug build) and remembered per path, size and modification time for the life of the
/// process.
enum FontDigests {
  private struct Stamp: Equatable, Sendable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  /// The digests computed so far, by path, with the file's size and modification time when read.
  private static let known = Mutex<[String: (stamp: Stamp, digest: String)]>([:])

  /// The lowercase hexadecimal SHA-256 of the file at `path`, or `nil` when it cannot be read.
  static func sha256(ofFileAt path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let stamp = Stamp(
      size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
    if let entry = known.withLock({ $0[path] }), entry.stamp == stamp { return entry.digest }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let digest = sha256(of: data)
    known.withLock { $0[path] = (stamp, digest) }
    return digest
  }

  /// The lowercase hexadecimal SHA-256 of `data`, by GLib's `g_compute_checksum_for_data`.
  static func sha256(of data: Data) -> String {
    data.withUnsafeBytes { bytes in
      let base = bytes.bindMemory(to: guchar.self).baseAddress
      guard let text = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(bytes.count))
      else {
        return ""
      }
      defer { g_free(text) }
      return String(cString: text)
    }
  }
}
