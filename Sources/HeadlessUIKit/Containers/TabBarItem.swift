import Foundation

/// One tab of a tab bar (UIKit's `UITabBarItem`): a title, an image (and one for the selected state), a badge.
@preconcurrency @MainActor
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

    /// The SF Symbol the item shows.
    var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "clock.fill"
      case .contacts: "person.crop.circle.fill"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .downloads: "square.and.arrow.down"
      case .mostViewed: "list.bullet"
      }
    }
  }

  private var explicitTitle: String?
  /// The controller whose item this is: its title stands in for an item without one.
  weak var owner: ViewController?
  open var selectedImage: Image?
  /// Text in a badge at the icon's top right; `nil` for none.
  open var badgeValue: String?
  open var badgeColor: Color? {
    didSet { noteAppearance(\TabBarItem.badgeColor) }
  }
  open var titlePositionAdjustment: Offset = .zero {
    didSet { noteAppearance(\TabBarItem.titlePositionAdjustment) }
  }
  open var standardAppearance: TabBarAppearance?
  open var scrollEdgeAppearance: TabBarAppearance?
  /// Whether dragging onto the item selects it (stored).
  open var isSpringLoaded = false
  private var badgeAttributes = StateValues<[NSAttributedString.Key: Any]>()

  /// Sets both images, drawn as given rather than as templates (UIKit's pre-iOS 7 spelling): the unselected one
  /// becomes ``image``, the selected one ``selectedImage``.
  open func setFinishedSelectedImage(
    _ selectedImage: Image?, withFinishedUnselectedImage unselectedImage: Image?
  ) {
    self.selectedImage = selectedImage?.withRenderingMode(.alwaysOriginal)
    image = unselectedImage?.withRenderingMode(.alwaysOriginal)
  }

  /// The selected image set by ``setFinishedSelectedImage(_:withFinishedUnselectedImage:)``.
  open func finishedSelectedImage() -> Image? { selectedImage }

  /// The unselected image set by ``setFinishedSelectedImage(_:withFinishedUnselectedImage:)``.
  open func finishedUnselectedImage() -> Image? { image }

  /// Sets the badge's text attributes for a state (stored; the badge is drawn in white, 13-point text).
  open func setBadgeTextAttributes(
    _ textAttributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) {
    badgeAttributes[state] = textAttributes
  }

  /// The badge's text attributes for a state (the normal state's when none were set for it).
  open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    badgeAttributes.resolved(for: state)
  }

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
    image = Image(symbolPlaceholderNamed: systemItem.symbolName)
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
