import Foundation

/// Temporary files left by a run that was killed outright (SIGKILL cannot be handled, so ``Interruption`` never
/// ran): their names carry the process id of the run that made them, and once that process is gone they are
/// removed by the next run that looks in the same folder.
enum AbandonedFiles {
  /// Removes the entries of `folder` named `<prefix><pid>-<UUID>…` whose process no longer exists.
  static func sweep(_ folder: URL, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
        UUID(uuidString: String(rest[rest.index(after: dash)...].prefix(36))) != nil,
        pid != getpid(), !isRunning(pid)
      else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Whether a process with this id exists (possibly another user's: EPERM still means it exists).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
