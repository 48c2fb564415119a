import Foundation

/// Temporary files left by a run that was killed outright (SIGKILL cannot be handled, so ``Interruption`` never
/// ran): their names carry the process id of the run that made them, and once that process is gone they are
/// removed by the next run that looks in the same folder.
enum AbandonedFiles {
  /// Removes the entries of `folder` named `<prefix><pid>-<UUID>…` whose process no longer exists.
  ///
  /// Reads the folder with `readdir` and makes a string only of the names that start with the prefix: the
  /// temporary folder can hold thousands of other entries, and this runs on every start.
  static func sweep(_ folder: URL, prefix: String) {
    guard let directory = opendir(folder.path) else { return }
    var candidates: [String] = []
    prefix.withCString { cPrefix in
      let length = strlen(cPrefix)
      while let entry = readdir(directory) {
        withUnsafePointer(to: entry.pointee.d_name) { name in
          name.withMemoryRebound(to: CChar.self, capacity: 256) { name in
            if strncmp(name, cPrefix, length) == 0 { candidates.append(String(cString: name)) }
          }
        }
      }
    }
    closedir(directory)
    for name in candidates {
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
