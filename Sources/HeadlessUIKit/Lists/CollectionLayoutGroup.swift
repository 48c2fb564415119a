import Foundation

/// Items in a row or a column, repeated to fill the group, or placed where a closure says (UIKit's
/// `NSCollectionLayoutGroup`).
@preconcurrency @MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
  /// Not API: how a group places its items.
  public enum _Arrangement {
    case horizontal, vertical
    case custom(CollectionLayoutGroupCustomItemProvider)
  }

  let arrangement: _Arrangement
  private let items: [CollectionLayoutItem]
  /// A fixed number of items that share the group's length equally (their own lengths ignored).
  let count: Int?
  /// The space between items.
  open var interItemSpacing: CollectionLayoutSpacing?

  /// Not API (underscored): the initialiser the class factories use, required so that they return `Self`.
  public required init(
    _arrangement arrangement: _Arrangement, layoutSize: CollectionLayoutSize,
    subitems: [CollectionLayoutItem],
    count: Int?
  ) {
    self.arrangement = arrangement
    items = subitems
    self.count = count
    super.init(size: layoutSize, supplementaryItems: [])
  }

  /// Whether the group is a row (its items side by side).
  var isHorizontal: Bool {
    if case .horizontal = arrangement { return true }
    return false
  }

  open class func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> Self
  {
    self.init(_arrangement: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  open class func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> Self {
    self.init(
      _arrangement: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  open class func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> Self
  {
    self.init(_arrangement: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  open class func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> Self {
    self.init(
      _arrangement: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group whose items sit where `itemProvider` says, in the group's coordinates.
  open class func custom(
    layoutSize: CollectionLayoutSize,
    itemProvider: @escaping CollectionLayoutGroupCustomItemProvider
  ) -> Self {
    self.init(_arrangement: .custom(itemProvider), layoutSize: layoutSize, subitems: [], count: nil)
  }

  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public class func horizontalGroup(
    with size: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
  }

  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public class func verticalGroup(
    with size: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
  }

  /// The items placed, in order; repeated while they fit unless a count fixes their number.
  open var subitems: [CollectionLayoutItem] { items }

  /// Views attached to the group (stored).
  open override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  /// A text picture of the group (UIKit draws one in ASCII; here, its arrangement and items).
  open func visualDescription() -> String {
    let kind =
      switch arrangement {
      case .horizontal: "horizontal"
      case .vertical: "vertical"
      case .custom: "custom"
      }
    return
      "\(kind) group of \(count.map(String.init) ?? "repeating") × \(items.count) subitem kinds"
  }
}

/// One item of a custom group: its frame in the group and its drawing order (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
open class CollectionLayoutGroupCustomItem {
  private let itemFrame: CGRect
  private let order: Int

  init(itemFrame: CGRect, order: Int) {
    self.itemFrame = itemFrame
    self.order = order
  }

  public convenience init(frame: CGRect) { self.init(itemFrame: frame, order: 0) }

  public convenience init(frame: CGRect, zIndex: Int) { self.init(itemFrame: frame, order: zIndex) }

  open var frame: CGRect { itemFrame }
  open var zIndex: Int { order }
}

/// What a custom group asks for its items (UIKit's `NSCollectionLayoutGroupCustomItemProvider`).
public typealias CollectionLayoutGroupCustomItemProvider = (CollectionLayoutEnvironment) ->
  [CollectionLayoutGroupCustomItem]

public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
