import Foundation

/// Which parts of a layout are out of date (UIKit's `UICollectionViewLayoutInvalidationContext`).
///
/// A layout here is laid out again in full whatever the context says, so the context records what it is told for
/// the layout's own overrides to read.
open class CollectionViewLayoutInvalidationContext {
  private var items: [IndexPath]?
  private var supplementaries: [String: [IndexPath]]?
  private var decorations: [String: [IndexPath]]?
  /// Whether the data source's counts changed.
  open var invalidateDataSourceCounts: Bool { invalidatesCounts }
  var invalidatesCounts = false
  /// Whether everything is out of date: true unless only some items were named.
  open var invalidateEverything: Bool {
    items == nil && supplementaries == nil && decorations == nil
  }
  /// A shift of the content offset to apply with the new layout.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// A change of the content size to apply with the new layout.
  open var contentSizeAdjustment: CGSize = .zero

  public init() {}

  /// The items named out of date.
  open var invalidatedItemIndexPaths: [IndexPath]? { items }
  /// The supplementary views named out of date, by kind.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaries }
  /// The decoration views named out of date, by kind.
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations }

  /// Names items out of date.
  open func invalidateItems(at indexPaths: [IndexPath]) { items = (items ?? []) + indexPaths }

  /// Names supplementary views out of date.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    supplementaries = supplementaries ?? [:]
    supplementaries?[elementKind, default: []] += indexPaths
  }

  /// Names decoration views out of date.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    decorations = decorations ?? [:]
    decorations?[elementKind, default: []] += indexPaths
  }
}

/// One insertion, deletion, reload or move a collection view passes its layout (UIKit's
/// `UICollectionViewUpdateItem`).
open class CollectionViewUpdateItem {
  /// What the update does.
  public enum Action: Int, Sendable {
    case insert = 0, delete, reload, move, none
  }

  /// The index path before the update (`nil` for an insertion).
  public let indexPathBeforeUpdate: IndexPath?
  /// The index path after the update (`nil` for a deletion).
  public let indexPathAfterUpdate: IndexPath?
  /// What the update does.
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
  }
}

/// The layout a collection view shows while it moves between two layouts interactively (UIKit's
/// `UICollectionViewTransitionLayout`): nothing moves here, so it shows the current layout until finished.
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout being left.
  public let currentLayout: CollectionViewLayout
  /// The layout being entered.
  public let nextLayout: CollectionViewLayout
  /// How far the transition has gone, from 0 to 1.
  open var transitionProgress: CGFloat = 0

  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  public required init?(coder: NSCoder) { nil }
}

public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
