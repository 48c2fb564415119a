import Foundation

extension View {
  /// The pixels per point of the screen the view is on.
  ///
  /// Its window's screen, else the screen its tree's root stands for (a scene's canvas), else the main screen.
  /// UIKit aligns Auto Layout frames and separators to this screen's
  /// pixels, whatever scale a snapshot's traits ask for (docs/uikit-defaults.md, "Pixel alignment").
  package var screenScale: CGFloat {
    if let window { return window.screen.scale }
    return rootView.extra(\.hostScreen)?.scale ?? Screen.main.scale
  }

  /// Makes this tree's root stand for `screen` when the tree is in no window (a scene's root).
  ///
  /// Not API.
  package func standForScreen(_ screen: Screen) {
    let scaleChanged = screenScale != screen.scale
    setExtra(\.hostScreen, screen)
    // Frames already aligned to the old pixels are aligned again at the next layout.
    guard scaleChanged, let engine = rootView.engine else { return }
    for view in subtree() where !view.translatesAutoresizingMaskIntoConstraints {
      engine.refreshFrame(of: view)
    }
  }
}
