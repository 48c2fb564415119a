import Foundation
import Layout

/// One tab of a tab bar (UIKit's `UITabBarItem`): a title, an image (and one for the selected state), a badge.
open class TabBarItem: BarItem {
  /// UIKit's standard tabs, each with its title.
  public enum SystemItem: Int, Sendable {
    case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads
    case mostRecent, mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  private var explicitTitle: String?
  /// The controller whose item this is: its title stands in for an item without one.
  weak var owner: ViewController?
  open var selectedImage: Image?
  /// Text in a badge at the icon's top right; `nil` for none.
  open var badgeValue: String?
  open var badgeColor: Color?
  open var titlePositionAdjustment: Offset = .zero
  open var standardAppearance: TabBarAppearance?
  open var scrollEdgeAppearance: TabBarAppearance?

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public convenience init(title: String?, image: Image?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public convenience init(title: String?, image: Image?, selectedImage: Image?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    title = systemItem.title
    image = Image(symbolPlaceholderNamed: "\(systemItem)")
    self.tag = tag
  }

  convenience init(owner: ViewController) {
    self.init()
    self.owner = owner
  }

  /// The title: the item's own, or its controller's (a navigation controller's root controller's).
  open override var title: String? {
    get {
      explicitTitle ?? owner?.title
        ?? (owner as? NavigationController)?.viewControllers.first?.title
    }
    set { explicitTitle = newValue }
  }
}

public typealias UITabBarItem = TabBarItem
