import Foundation
import SceneProtocol

/// The scenes a scene file created, in order, for the `layout-render` host to render after the file's code ran.
///
/// It records only in a process that the command line started (`LAYOUT_RENDER_HOST_REQUEST` set), so scenes made in
/// tests or apps are never kept alive by it.
package enum SceneRegistry {
  private static let isRecording =
    ProcessInfo.processInfo.environment[HostRequest.environmentVariable] != nil
  nonisolated(unsafe) private static var recorded: [Scene] = []
  private static let lock = NSLock()

  /// Keeps a scene when recording.
  static func register(_ scene: Scene) {
    guard isRecording else { return }
    lock.withLock { recorded.append(scene) }
  }

  /// Every scene recorded so far.
  package static var scenes: [Scene] { lock.withLock { recorded } }
}
