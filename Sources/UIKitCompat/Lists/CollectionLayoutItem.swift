import Foundation
import Layout

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size, relative to the group
/// that contains it, and insets that shrink the cell within that place.
open class CollectionLayoutItem {
  public let layoutSize: CollectionLayoutSize
  public let supplementaryItems: [CollectionLayoutSupplementaryItem]
  /// Space taken from the item's place on each side (ignored on an axis whose size is estimated, as in UIKit).
  open var contentInsets: DirectionalEdgeInsets = .zero
  /// Extra space around the item (stored).
  open var edgeSpacing: CollectionLayoutEdgeSpacing?

  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public init(
    layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// Items in a row or a column, repeated to fill the group (UIKit's `NSCollectionLayoutGroup`).
public final class CollectionLayoutGroup: CollectionLayoutItem {
  enum Axis { case horizontal, vertical }

  let axis: Axis
  /// The items placed, in order; repeated while they fit unless ``count`` fixes their number.
  public let subitems: [CollectionLayoutItem]
  /// A fixed number of items that share the group's length equally (their own lengths ignored).
  let count: Int?
  /// The space between items.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?)
  {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  { horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count) }

  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  { CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil) }

  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
  }

  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  { vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count) }

  /// A text picture of the group (UIKit draws one in ASCII; here, its axis and items).
  public func visualDescription() -> String {
    "\(axis) group of \(count.map(String.init) ?? "repeating") × \(subitems.count) subitem kinds"
  }
}

/// Extra space around an item (UIKit's `NSCollectionLayoutEdgeSpacing`; stored, not applied).
public final class CollectionLayoutEdgeSpacing {
  public let leading, top, trailing, bottom: CollectionLayoutSpacing?
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
    trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// Where a supplementary item sits against its container (UIKit's `NSRectAlignment`).
public enum RectAlignment: Int, Sendable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing,
    topTrailing
}

/// A view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`, such as a badge; stored).
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  public let elementKind: String
  public init(layoutSize: CollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  public let alignment: RectAlignment
  public let offset: CGPoint
  /// Whether it stays in view while its section scrolls (stored: nothing scrolls here).
  public var pinToVisibleBounds = false
  public var extendsBoundary = true

  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: CGPoint = .zero
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}

public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSRectAlignment = RectAlignment
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem =
  CollectionLayoutBoundarySupplementaryItem
