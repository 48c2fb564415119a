/// Watches scenes being made, one at a time, in the order a program makes them.
///
/// The `layout-render` host installs one (``Scene/observer``) so that each scene is rendered as soon as it exists:
/// a scene whose build closure crashes or hangs then costs only itself, and the diagnostics its closure reports are
/// tied to it. Without an observer, scenes are made as plain values and nothing keeps them.
package protocol SceneObserver: AnyObject {
  /// Runs the build closure (`body`) of the scene named `name` made at `line`, or skips it: the observer decides,
  /// and can collect what it reports.
  func build(sceneNamed name: String, line: Int, _ body: () throws -> Void) rethrows
  /// A scene finished building.
  func created(_ scene: Scene)
}

extension Scene {
  /// The observer of every scene made from now on in this process (set once, before any scene is made, by the
  /// program that renders them).
  // Unsafe: written once, before any scene is made; only read after that.
  nonisolated(unsafe) package static var observer: (any SceneObserver)?
}
