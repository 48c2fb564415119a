import Foundation

/// How a section's groups scroll across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`): any value but `.none` puts the groups side by side in
/// one row, shown at rest (the first group at the leading inset, or centred for `.groupPagingCentered`).
public enum OrthogonalScrollingBehavior: Int, Sendable {
  case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging,
    groupPagingCentered
}

/// What section insets are measured from (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Sendable {
  case automatic = 0, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): a group repeated until the
/// section's items run out, with insets, spacing between groups and headers or footers.
@preconcurrency @MainActor
open class CollectionLayoutSection: NSObject {
  let group: CollectionLayoutGroup
  open var contentInsets: DirectionalEdgeInsets = .zero
  open var interGroupSpacing: CGFloat = 0
  open var contentInsetsReference: ContentInsetsReference = .automatic
  open var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers keep the section's leading and trailing insets (true, as in UIKit).
  open var supplementariesFollowContentInsets = true
  /// Views behind the section, such as a background (stored, not drawn).
  open var decorationItems: [CollectionLayoutDecorationItem] = []
  /// Called as the visible items of an orthogonally scrolling section move (never, headless: nothing scrolls).
  open var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
  private let scrollingProperties = OrthogonalScrollingProperties()
  /// How an orthogonally scrolling section scrolls (stored).
  open var orthogonalScrollingProperties: OrthogonalScrollingProperties { scrollingProperties }
  /// How a list section's rows look (set by ``list(using:layoutEnvironment:)``).
  var listAppearance: CollectionLayoutListConfiguration?

  init(layoutGroup: CollectionLayoutGroup) {
    group = layoutGroup
  }

  public convenience init(group: CollectionLayoutGroup) {
    self.init(layoutGroup: group)
  }

  /// A list section: full-width rows of estimated 44-point height, with the configuration's appearance: grouped
  /// sections 17.5 points above and below (35 between sections), inset-grouped ones also inset by the list's side
  /// margin (the table view's metrics, docs/uikit-lists.md).
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(ListMetrics.standardRowHeight))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
    let section = CollectionLayoutSection(group: group)
    section.listAppearance = configuration
    let side = ListMetrics.sideMargin(forWidth: layoutEnvironment.container.contentSize.width)
    switch configuration.appearance {
    case .plain, .sidebarPlain:
      break
    case .grouped, .sidebar:
      section.contentInsets = DirectionalEdgeInsets(
        top: ListMetrics.groupedEmptyHeaderHeight, leading: 0,
        bottom: ListMetrics.groupedEmptyFooterHeight,
        trailing: 0)
    case .insetGrouped:
      section.contentInsets = DirectionalEdgeInsets(
        top: ListMetrics.groupedEmptyHeaderHeight, leading: side,
        bottom: ListMetrics.groupedEmptyFooterHeight,
        trailing: side)
    }
    let headerSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: CollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: CollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

/// How an orthogonally scrolling section scrolls (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`): stored, as nothing scrolls here.
open class OrthogonalScrollingProperties {
  /// How quickly scrolling slows (UIKit's `DecelerationRate`).
  public enum DecelerationRate: Sendable {
    case automatic, normal, fast
  }

  /// Whether scrolling bounces at the ends (UIKit's `BounceMode`).
  public enum BounceMode: Sendable {
    case automatic, always, never
  }

  open var decelerationRate = DecelerationRate.automatic
  open var bounce = BounceMode.automatic
}

/// An item on screen, as a section's invalidation handler sees it (UIKit's `NSCollectionLayoutVisibleItem`).
public protocol CollectionLayoutVisibleItem: AnyObject {
  var frame: CGRect { get }
  var indexPath: IndexPath { get }
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
}

/// What an orthogonally scrolling section calls as its visible items move (UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment
) -> Void

/// A list's look (UIKit's `UICollectionLayoutListConfiguration`).
public struct CollectionLayoutListConfiguration {
  public enum Appearance: Int, Sendable {
    case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
  }
  public enum HeaderMode: Int, Sendable {
    case none = 0, supplementary, firstItemInSection
  }
  public enum FooterMode: Int, Sendable {
    case none = 0, supplementary
  }

  /// Which supplementary views hug their content (UIKit's `ContentHuggingElements`; stored).
  public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
  }

  /// The actions a swiped row shows (never swiped here).
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?
  /// Adjusts one row's separators, given the list's.
  public typealias ItemSeparatorHandler = (IndexPath, ListSeparatorConfiguration) ->
    ListSeparatorConfiguration

  public let appearance: Appearance
  public var showsSeparators = true
  public var backgroundColor: Color?
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public var headerTopPadding: CGFloat?
  /// How rows' separators look: the bottom one's visibility and colour are drawn.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Adjusts each row's separator configuration.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var contentHuggingElements: ContentHuggingElements = []

  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The table style this appearance looks like.
  var tableStyle: TableView.Style {
    switch appearance {
    case .plain, .sidebarPlain: .plain
    case .grouped, .sidebar: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}

/// What a section provider is told about where the layout is (UIKit's `NSCollectionLayoutEnvironment`).
public protocol CollectionLayoutEnvironment {
  var container: CollectionLayoutContainer { get }
  var traitCollection: TraitCollection { get }
}

/// The size a layout lays out in (UIKit's `NSCollectionLayoutContainer`).
public protocol CollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: DirectionalEdgeInsets { get }
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The environment a compositional layout gives its section provider.
struct LayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
  var contentSize: CGSize
  var traitCollection: TraitCollection
  var container: CollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: DirectionalEdgeInsets { .zero }
  var effectiveContentInsets: DirectionalEdgeInsets { .zero }
}

public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
  OrthogonalScrollingProperties
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  CollectionLayoutSectionVisibleItemsInvalidationHandler
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
