import Foundation

/// What tells one version of a file from another without reading it: its path, size, modification time and inode
/// (one `stat`); nil when the file cannot be examined.
///
/// The command keys its cache entries and the library's identity with it, and text engines name their font cache
/// folders after it.
package func fileIdentity(atPath path: String) -> String? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return "\(path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
}
