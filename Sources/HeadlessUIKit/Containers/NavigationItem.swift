import Foundation

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): its title, its bar button
/// items and its back button.
@preconcurrency @MainActor
open class NavigationItem: NSObject {
  /// When the title is large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never, inline
  }
  /// How the back button shows the previous title.
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default` = 0, generic, minimal
  }

  /// Where the search bar goes (UIKit's `UINavigationItem.SearchBarPlacement`).
  ///
  /// The raw values are UINavigationItem.h's. The search bar is drawn stacked under the title here, whatever the placement.
  public enum SearchBarPlacement: Int, Sendable {
    case automatic = 0, integrated, stacked, integratedCentered, integratedButton

    /// UIKit's earlier name for ``integrated``.
    @available(*, deprecated, renamed: "integrated")
    public static var inline: SearchBarPlacement { .integrated }
  }

  /// What kind of screen the item titles, which sets where its items go on iPad (UIKit's
  /// `UINavigationItem.ItemStyle`; on iPhone every style lays out as `.navigator`).
  public enum ItemStyle: Int, Sendable {
    case navigator = 0, browser, editor
  }

  private var explicitTitle: String?
  /// The controller whose item this is: its title stands in for an item without one.
  weak var owner: ViewController?

  public init(title: String) {
    explicitTitle = title
  }

  public required init?(coder: NSCoder) {}

  /// A view controller's own item, titled by the controller (a convenience initialiser, so that a subclass inherits
  /// the public ones).
  convenience init(owner: ViewController) {
    self.init(title: "")
    explicitTitle = nil
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
  /// A second line under the title (stored; the bar draws the title alone here).
  open var subtitle: String?
  /// A view in place of the subtitle (stored).
  open var subtitleView: View?
  /// The large title, when it differs from ``title`` (stored; the bar draws ``title``).
  open var largeTitle: String?
  /// A second line under the large title (stored).
  open var largeSubtitle: String?
  /// A view in place of the large subtitle (stored).
  open var largeSubtitleView: View?
  /// What the back button does instead of popping (never tapped here).
  open var backAction: Action?
  /// What hears the title being renamed (never, here).
  open weak var renameDelegate: NavigationItemRenameDelegate?
  /// The document the title stands for (kept).
  open var documentProperties: DocumentProperties?
  /// More items for the bar's overflow menu (menus never open here).
  open var additionalOverflowItems: DeferredMenuElement?
  /// What the overflow menu points at: nothing shows it here.
  open var overflowPresentationSource: PopoverPresentationControllerSourceItem? { nil }
  /// The menu under the title (menus never open here).
  open var titleMenuProvider: (([MenuElement]) -> Menu?)?
  /// The name a customised bar is saved under (stored).
  open var customizationIdentifier: String?
  /// What kind of screen the item titles.
  open var style: ItemStyle = .navigator
  /// Item groups at the leading side on iPad (stored; an iPhone bar shows ``leftBarButtonItems``).
  open var leadingItemGroups: [BarButtonItemGroup] = []
  /// Item groups in the centre on iPad (stored).
  open var centerItemGroups: [BarButtonItemGroup] = []
  /// Item groups at the trailing side on iPad (stored; an iPhone bar shows ``rightBarButtonItems``).
  open var trailingItemGroups: [BarButtonItemGroup] = []
  /// A group kept at the trailing end (stored).
  open var pinnedTrailingGroup: BarButtonItemGroup?
  /// Where the search bar should go.
  open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
  /// Where the search bar goes: stacked under the title on iPhone unless integration was asked for.
  open var searchBarPlacement: SearchBarPlacement {
    preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
  }
  private lazy var searchItem = BarButtonItem(systemItem: .search)
  /// The button that stands for an integrated search bar.
  open var searchBarPlacementBarButtonItem: BarButtonItem { searchItem }
  /// Whether the search bar may move into a toolbar (stored).
  open var searchBarPlacementAllowsToolbarIntegration = false
  /// Whether the search bar may move outside the navigation bar (stored).
  open var searchBarPlacementAllowsExternalIntegration = false

  /// The title as an attributed string; setting it sets ``title`` to its characters.
  open var attributedTitle: AttributedString? {
    get { title.map { AttributedString($0) } }
    set { title = newValue.map { String($0.characters) } }
  }

  /// The subtitle as an attributed string; setting it sets ``subtitle``.
  open var attributedSubtitle: AttributedString? {
    get { subtitle.map { AttributedString($0) } }
    set { subtitle = newValue.map { String($0.characters) } }
  }

  /// The large subtitle as an attributed string; setting it sets ``largeSubtitle``.
  open var largeAttributedSubtitle: AttributedString? {
    get { largeSubtitle.map { AttributedString($0) } }
    set { largeSubtitle = newValue.map { String($0.characters) } }
  }
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

/// What hears a navigation item's title being renamed (UIKit's `UINavigationItemRenameDelegate`).
public protocol NavigationItemRenameDelegate: AnyObject {}

/// The document a navigation bar's title stands for (UIKit's `UIDocumentProperties`): kept.
open class DocumentProperties {
  /// The document's location.
  open private(set) var url: URL?
  /// Where dragging the title drags the document from (kept).
  open var dragItemsProvider: ((Any) -> [Any])?

  /// The properties of the document at `url`.
  public init(url: URL) { self.url = url }
}

public typealias UINavigationItemRenameDelegate = NavigationItemRenameDelegate
public typealias UIDocumentProperties = DocumentProperties
