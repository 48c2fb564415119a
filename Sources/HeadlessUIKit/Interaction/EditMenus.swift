import Foundation

// The edit menu (Copy, Paste …) in both of UIKit's forms: the iOS 16 interaction and the older shared menu
// controller. A render shows no menu; what code configures is kept.

/// Shows an edit menu for a view (UIKit's `UIEditMenuInteraction`, iOS 16).
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, Interaction {
  open private(set) weak var view: View?
  open private(set) weak var delegate: UIEditMenuInteractionDelegate?

  public init(delegate: UIEditMenuInteractionDelegate?) {
    self.delegate = delegate
  }

  open func willMove(to view: View?) {}
  open func didMove(to view: View?) { self.view = view }
  /// Would show the menu for `configuration` (nothing is shown here).
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
  open func dismissMenu() {}
  open func reloadVisibleMenu() {}
  open func updateVisibleMenuPosition(animated: Bool) {}
  /// Where the menu would point from, in `view`'s coordinates: the configuration's source point.
  open func location(in view: View?) -> CGPoint { .zero }
}

/// Where and for what an edit menu shows (UIKit's `UIEditMenuConfiguration`).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
  public let identifier: AnyHashable
  public let sourcePoint: CGPoint
  open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

  public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
    self.identifier = (identifier as? AnyHashable) ?? AnyHashable(UUID())
    self.sourcePoint = sourcePoint
  }
}

/// Which way an edit menu's arrow points (UIKit's `UIEditMenuArrowDirection`).
public enum UIEditMenuArrowDirection: Int, Sendable {
  case automatic = 0, up, down, left, right
}

/// Adjusts an edit menu (UIKit's `UIEditMenuInteractionDelegate`): never asked here.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu?
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect
}

extension UIEditMenuInteractionDelegate {
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? { Menu(children: suggestedActions) }
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect { .null }
}

/// The shared edit menu of iOS 3–15 (UIKit's deprecated `UIMenuController`).
@preconcurrency @MainActor
open class UIMenuController: NSObject {
  private static let sharedController = UIMenuController()
  /// The one menu controller.
  open class var shared: UIMenuController { sharedController }

  /// Custom items after the system's.
  open var menuItems: [UIMenuItem]?
  /// Whether the menu shows: it never does here.
  open private(set) var isMenuVisible = false
  open var arrowDirection: ArrowDirection = .default
  /// Where the menu points, in screen coordinates.
  open private(set) var menuFrame: CGRect = .zero

  open func showMenu(from targetView: View, rect targetRect: CGRect) {}
  open func hideMenu(from targetView: View) {}
  open func hideMenu() {}
  open func setTargetRect(_ targetRect: CGRect, in targetView: View) {}
  open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {}
  open func update() {}

  /// Which way the menu's arrow points (UIKit's `UIMenuController.ArrowDirection`).
  public enum ArrowDirection: Int, Sendable {
    case `default` = 0, up, down, left, right
  }

  /// Posted when the menu would show or hide (never here).
  public static let willShowMenuNotification = Notification.Name(
    "UIMenuControllerWillShowMenuNotification")
  public static let didShowMenuNotification = Notification.Name(
    "UIMenuControllerDidShowMenuNotification")
  public static let willHideMenuNotification = Notification.Name(
    "UIMenuControllerWillHideMenuNotification")
  public static let didHideMenuNotification = Notification.Name(
    "UIMenuControllerDidHideMenuNotification")
}

/// A custom item of the shared edit menu (UIKit's deprecated `UIMenuItem`).
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
  open var title: String
  open var action: Selector

  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}
