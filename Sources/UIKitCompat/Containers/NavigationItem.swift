import Foundation
import Layout

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): its title, its bar button
/// items and its back button.
open class NavigationItem {
  /// When the title is large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never, inline
  }
  /// How the back button shows the previous title.
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default` = 0, generic, minimal
  }

  private var explicitTitle: String?
  /// The controller whose item this is: its title stands in for an item without one.
  weak var owner: ViewController?

  public init(title: String) {
    explicitTitle = title
  }

  public required init?(coder: NSCoder) {}

  init(owner: ViewController) {
    self.owner = owner
  }

  /// The title: the item's own, or its controller's.
  open var title: String? {
    get { explicitTitle ?? owner?.title }
    set { explicitTitle = newValue }
  }
  /// A view shown instead of the title.
  open var titleView: View?
  /// The search controller whose bar goes under the title (kept: the bar draws no search field yet).
  open var searchController: SearchController?
  /// Whether the search bar hides while the content scrolls (stored).
  open var hidesSearchBarWhenScrolling = true
  open var prompt: String?
  open var backButtonTitle: String?
  open var backBarButtonItem: BarButtonItem?
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  open var hidesBackButton = false
  open var leftItemsSupplementBackButton = false
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var leftBarButtonItems: [BarButtonItem]?
  open var rightBarButtonItems: [BarButtonItem]?
  /// The first left item.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first right item (the outermost).
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  open var standardAppearance: NavigationBarAppearance?
  open var compactAppearance: NavigationBarAppearance?
  open var scrollEdgeAppearance: NavigationBarAppearance?
  open var compactScrollEdgeAppearance: NavigationBarAppearance?

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}

public typealias UINavigationItem = NavigationItem
