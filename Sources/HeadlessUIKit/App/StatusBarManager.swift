import Foundation

/// The status bar's state in a window scene (UIKit's `UIStatusBarManager`).
///
/// It is the bar a scene's safe area leaves room for. Nothing draws a status bar here; its frame is the top
/// safe-area inset of the scene's key window.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private weak var scene: WindowScene?

  init(scene: WindowScene) {
    self.scene = scene
    super.init()
  }

  /// The bar's style: the default, which follows the appearance.
  open var statusBarStyle: StatusBarStyle { .default }
  /// Whether the bar is hidden: no, unless the key window's safe area leaves no room at its top.
  open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
  /// The bar's frame in the screen's coordinates: as wide as the screen, as tall as the key window's top safe-area
  /// inset (44 or more points on phones with a notch or Dynamic Island, 20 on the others, per device).
  open var statusBarFrame: CGRect {
    let window = scene?.keyWindow
    let width = window?.bounds.width ?? Screen.main.bounds.width
    return CGRect(x: 0, y: 0, width: width, height: window?.safeAreaInsets.top ?? 0)
  }
}

extension WindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}
