import Foundation
import SceneProtocol

/// A compiled scene file: the executable to start, and, when several files were compiled into one executable, which
/// of them to run.
struct SceneExecutable: Sendable {
  let url: URL
  /// The file's entry function in an executable shared with other files (``BatchCompile``); `nil` for an
  /// executable of the file alone.
  let entry: String?

  /// The environment to start it with: `base`, plus the entry to run when the executable is shared.
  func environment(_ base: [String: String]) -> [String: String] {
    var environment = base
    if let entry { environment[HostRequest.entryVariable] = entry }
    return environment
  }
}
