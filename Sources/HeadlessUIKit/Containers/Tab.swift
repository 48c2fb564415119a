import Foundation

/// One tab of a tab bar controller, made with its view controller on demand (UIKit's `UITab`, iOS 18).
open class Tab {
  /// The tab's name, unique among its siblings.
  public let identifier: String
  /// The tab bar item's title.
  open var title: String
  /// The tab bar item's image.
  open var image: Image?
  /// A second line (stored).
  open var subtitle: String?
  /// The badge on the tab bar item.
  open var badgeValue: String?
  /// Whether the tab can be chosen (stored).
  open var isEnabled = true
  /// Whether the tab is hidden (stored).
  open var isHidden = false
  /// Anything the app keeps with the tab.
  open var userInfo: Any?
  /// The tab bar controller showing the tab.
  public internal(set) weak var tabBarController: TabBarController?
  private let provider: ((Tab) -> ViewController)?
  private var made: ViewController?

  /// A tab whose view controller `viewControllerProvider` makes the first time it is needed.
  public init(
    title: String, image: Image?, identifier: String,
    viewControllerProvider: ((Tab) -> ViewController)?
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    provider = viewControllerProvider
  }

  /// The tab's view controller: the provider's, made once (an empty controller without a provider).
  open var viewController: ViewController {
    if let made { return made }
    let controller = provider?(self) ?? ViewController()
    made = controller
    return controller
  }
}

/// A tab that holds other tabs, shown in a sidebar on iPad (UIKit's `UITabGroup`, iOS 18); here its own view
/// controller shows, as on an iPhone's tab bar.
open class TabGroup: Tab {
  /// The tabs in the group, in order.
  open var children: [Tab]
  /// The child chosen (stored).
  open var selectedChild: Tab?
  /// The children's identifiers in the order shown; the children's own order when empty (stored).
  open var displayOrderIdentifiers: [String] = []

  /// A group of `children` whose own view controller `viewControllerProvider` makes.
  public init(
    title: String, image: Image?, identifier: String, children: [Tab],
    viewControllerProvider: ((Tab) -> ViewController)?
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier,
      viewControllerProvider: viewControllerProvider)
  }
}

/// A view shown above a tab bar (UIKit's `UITabAccessory`, iOS 26; stored, not placed yet).
open class TabAccessory {
  /// The accessory's content.
  public let contentView: View

  /// An accessory showing `contentView`.
  public init(contentView: View) { self.contentView = contentView }
}

public typealias UITab = Tab
public typealias UITabGroup = TabGroup
public typealias UITabAccessory = TabAccessory
