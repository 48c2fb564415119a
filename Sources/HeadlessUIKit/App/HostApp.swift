import Foundation
import Synchronization

/// The app a test runs in: one connected window scene whose window is key, as an iOS test bundle hosted by an app
/// finds them.
///
/// Test code reaches for them (`UIApplication.shared.connectedScenes.first as? UIWindowScene`, `keyWindow!`, then
/// `rootViewController`), and a simulator's host app always has them. The window is made, screen-sized with a plain
/// root view controller, and made key the first time the app is asked for its scenes or windows while no window is
/// key; a window made key later takes over, as on iOS.
enum HostApp {
  /// The connected scene, made once (a main-actor class, so the constant is safe to share).
  static let scene = WindowScene(
    session: SceneSession(), connectionOptions: AppScene.ConnectionOptions())

  // Unsafe: written once, under `madeWindow`'s lock being taken first; kept only so that the window lives.
  nonisolated(unsafe) private static var window: Window?
  private static let madeWindow = Mutex(false)

  /// Makes the host's window, and makes it key, when no window is key yet (once per process).
  static func ensureKeyWindow() {
    guard !Window.windowsMadeKey.contains(where: \.isKeyWindow) else { return }
    let first = madeWindow.withLock { made in
      defer { made = true }
      return !made
    }
    guard first else { return }
    let made = Window(windowScene: scene)
    made.rootViewController = ViewController()
    window = made
    made.makeKeyAndVisible()
  }
}
