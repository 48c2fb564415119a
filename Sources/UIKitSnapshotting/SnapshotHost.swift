import HeadlessUIKit
import Render

/// Shows a controller on a stand-in window, as swift-snapshot-testing's strategies do before they draw or describe
/// it: the window has the screen's size, safe area and traits, the controller appears in it and is laid out.
///
/// swift-snapshot-testing's window quirks are kept, so that images have the sizes its references have: a
/// navigation controller's window loses the top inset from its height (the bar is drawn without the status bar's
/// strip), a tab bar controller's the bottom inset (and the top too when its selected tab is a navigation
/// controller), and a 20-point status bar is no inset for a controller that hides the status bar.
struct SnapshotHost {
  let window: UIWindow
  let traits: UITraitCollection
  /// The fonts resized for the traits' content size category.
  private let fonts: ContentSizeAdjustment

  /// Puts `controller` on a window made from `config` and `traits` (the config's traits, then `traits` over them).
  init(_ controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection) {
    var size = config.size ?? controller.view.frame.size
    var safeArea = config.safeArea
    if controller is UINavigationController {
      size.height -= safeArea.top
      safeArea.top = 0
    } else if let tabs = controller as? UITabBarController {
      size.height -= safeArea.bottom
      safeArea.bottom = 0
      if tabs.selectedViewController is UINavigationController {
        size.height -= safeArea.top
        safeArea.top = 0
      }
    }
    if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      controller.prefersStatusBarHidden
    {
      safeArea = .zero
    }
    self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.isHidden = false
    window.additionalSafeAreaInsets = safeArea
    window.hostTraits = self.traits
    if self.traits.userInterfaceStyle != .unspecified {
      window.overrideUserInterfaceStyle = self.traits.userInterfaceStyle
    }
    if let direction = self.traits.layoutDirection.layoutDirection {
      window.semanticLayoutDirection = direction
    }
    window.rootViewController = controller
    controller.appear(in: nil)
    fonts = ContentSizeAdjustment(tree: window, category: self.traits.preferredContentSizeCategory)
    if fonts.changedAny {
      window.setNeedsLayout()
      window.layoutIfNeeded()
    }
  }

  /// Pixels per point of the image: the traits' display scale, else the main screen's.
  var scale: CGFloat {
    traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
  }

  /// Takes the controller off the window.
  func dismiss() {
    fonts.undo()
    guard let controller = window.rootViewController else { return }
    controller.viewWillDisappear(false)
    window.rootViewController = nil
    controller.viewDidDisappear(false)
  }
}

extension SnapshotHost {
  /// Puts `view` in a new controller's view on a window of `size` (the view's own size when `nil`), as
  /// swift-snapshot-testing does for a view; a view that then has no area is sized to fit.
  ///
  /// - Returns: The host, and what puts the view back as it was (its frame and superview).
  static func hosting(
    _ view: UIView, size: CGSize?, config: ViewImageConfig, traits: UITraitCollection
  )
    -> (host: SnapshotHost, restore: () -> Void)
  {
    let initialFrame = view.frame
    let initialSuperview = view.superview
    let initialIndex = initialSuperview?.subviews.firstIndex { $0 === view }
    let holder = UIViewController()
    let size = size ?? view.frame.size
    view.frame.size = size
    holder.view.bounds = view.bounds
    holder.view.backgroundColor = nil
    holder.view.addSubview(view)
    let host = SnapshotHost(
      holder, config: ViewImageConfig(safeArea: config.safeArea, size: size, traits: config.traits),
      traits: traits)
    if size.width == 0 || size.height == 0 {
      view.sizeToFit()
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    return (
      host,
      {
        host.dismiss()
        view.removeFromSuperview()
        if let initialSuperview, let initialIndex {
          initialSuperview.insertSubview(view, at: initialIndex)
        }
        view.frame = initialFrame
      }
    )
  }
}
