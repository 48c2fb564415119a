import Foundation

// The delegates of UIKit's containers and bars. Every method is optional, as in UIKit: each has a default that
// does what UIKit does without a delegate. Only `navigationController(_:willShow:animated:)` and
// `navigationController(_:didShow:animated:)` are called here (as a stack's top changes); the others answer
// touches, which a headless render never has.

/// Hears a navigation controller show view controllers (UIKit's `UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  )
    -> InterfaceOrientationMask
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning?
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning?
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  )
    -> InterfaceOrientationMask
  { .all }
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation { .portrait }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
}

/// Hears a tab bar controller's selection (UIKit's `UITabBarControllerDelegate`).
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
  func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool)
  func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool)
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  )
    -> InterfaceOrientation
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning?
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  // UIKit declares these too (in its own spelling here); each has a default below.
  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
  // The tab-based requirements (UIKit's `UITab`, iOS 18); each has a default below.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
  func tabBarController(
    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
  func tabBarController(
    _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
  func tabBarController(
    _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
    proposedViewControllers: [UIViewController]
  ) -> [UIViewController]
  func tabBarController(
    _ tabBarController: UITabBarController, tab: UITab,
    operationForAcceptingItemsFrom session: any UIDropSession
  ) -> UIDropOperation
  func tabBarController(
    _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession)
}

extension TabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
  ) {}
  /// The proposed controllers, as UIKit shows them when the delegate says nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
    proposedViewControllers: [UIViewController]
  ) -> [UIViewController] { proposedViewControllers }
  /// Drops are refused, as UIKit refuses them when the delegate says nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, tab: UITab,
    operationForAcceptingItemsFrom session: any UIDropSession
  ) -> UIDropOperation { .cancel }
  public func tabBarController(
    _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  )
    -> Bool
  { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
  public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  { .all }
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  )
    -> InterfaceOrientation
  { .portrait }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
  public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
}

/// Hears a tab bar's selection and customisation (UIKit's `UITabBarDelegate`).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
  func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
  func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
  func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
  func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
  public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
  public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
  public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
  public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

/// Tells a bar where it sits (UIKit's `UIBarPositioningDelegate`).
public protocol BarPositioningDelegate: AnyObject {
  func position(for bar: BarPositioning) -> BarPosition
}

extension BarPositioningDelegate {
  public func position(for bar: BarPositioning) -> BarPosition { .any }
}

/// A bar that can be told where it sits (UIKit's `UIBarPositioning`).
public protocol BarPositioning: AnyObject {
  var barPosition: BarPosition { get }
}

/// Hears a navigation bar push and pop items (UIKit's `UINavigationBarDelegate`).
@preconcurrency @MainActor
public protocol NavigationBarDelegate: BarPositioningDelegate {
  func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
  func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
  func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
  func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
  public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
  { true }
  public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
  public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
  { true }
  public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}

/// A toolbar's delegate (UIKit's `UIToolbarDelegate`): where the toolbar sits.
@preconcurrency @MainActor
public protocol ToolbarDelegate: BarPositioningDelegate {}

public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBarDelegate = TabBarDelegate
public typealias UIBarPositioningDelegate = BarPositioningDelegate
public typealias UIBarPositioning = BarPositioning
public typealias UINavigationBarDelegate = NavigationBarDelegate
public typealias UIToolbarDelegate = ToolbarDelegate
