import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size, relative to the group
/// that contains it, and insets that shrink the cell within that place.
@preconcurrency @MainActor
open class CollectionLayoutItem: NSObject {
  private let size: CollectionLayoutSize
  var storedSupplementaryItems: [CollectionLayoutSupplementaryItem]
  /// Space taken from the item's place on each side (ignored on an axis whose size is estimated, as in UIKit).
  open var contentInsets: DirectionalEdgeInsets = .zero
  /// Extra space around the item (stored).
  open var edgeSpacing: CollectionLayoutEdgeSpacing?

  init(size: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
    self.size = size
    storedSupplementaryItems = supplementaryItems
  }

  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(size: layoutSize, supplementaryItems: [])
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]
  ) {
    self.init(size: layoutSize, supplementaryItems: supplementaryItems)
  }

  /// The item's size, relative to its container.
  open var layoutSize: CollectionLayoutSize { size }
  /// Views attached to the item, such as badges (stored).
  open var supplementaryItems: [CollectionLayoutSupplementaryItem] { storedSupplementaryItems }
}

/// Extra space around an item (UIKit's `NSCollectionLayoutEdgeSpacing`; stored, not applied).
@preconcurrency @MainActor
open class CollectionLayoutEdgeSpacing: NSObject {
  private let sides: [CollectionLayoutSpacing?]

  init(sides: [CollectionLayoutSpacing?]) { self.sides = sides }

  public convenience init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
    trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.init(sides: [leading, top, trailing, bottom])
  }

  open var leading: CollectionLayoutSpacing? { sides[0] }
  open var top: CollectionLayoutSpacing? { sides[1] }
  open var trailing: CollectionLayoutSpacing? { sides[2] }
  open var bottom: CollectionLayoutSpacing? { sides[3] }
}

/// A view attached to an item or a group, such as a badge (UIKit's `NSCollectionLayoutSupplementaryItem`;
/// stored, not placed).
@preconcurrency @MainActor
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  private let kind: String
  private let containerEdgeAnchor: CollectionLayoutAnchor
  private let itemEdgeAnchor: CollectionLayoutAnchor?
  /// The order it is drawn in among its siblings (1, above its item, by default).
  open var zIndex = 1

  init(
    size: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor?
  ) {
    kind = elementKind
    containerEdgeAnchor = containerAnchor
    itemEdgeAnchor = itemAnchor
    super.init(size: size, supplementaryItems: [])
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
  }

  /// The kind the collection view dequeues the view for.
  open var elementKind: String { kind }
  /// Where on its container the item is anchored.
  open var containerAnchor: CollectionLayoutAnchor { containerEdgeAnchor }
  /// Which point of the item sits on the container's anchor; `nil` for the matching edges.
  open var itemAnchor: CollectionLayoutAnchor? { itemEdgeAnchor }
}

/// A header or footer of a section or of the whole layout (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  private let edge: RectAlignment
  private let absoluteOffset: CGPoint
  /// Whether it stays in view while its section scrolls (stored: nothing scrolls here).
  open var pinToVisibleBounds = false
  /// Whether the section's size grows to hold it (true, as in UIKit).
  open var extendsBoundary = true

  init(
    size: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: CGPoint
  ) {
    edge = alignment
    self.absoluteOffset = absoluteOffset
    super.init(
      size: size, elementKind: elementKind,
      containerAnchor: CollectionLayoutAnchor(edges: alignment.edges),
      itemAnchor: nil)
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.init(
      size: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: absoluteOffset)
  }

  /// The side it sits on.
  open var alignment: RectAlignment { edge }
  /// How far it is moved from there.
  open var offset: CGPoint { absoluteOffset }
}

/// A view behind a section, such as a rounded background (UIKit's `NSCollectionLayoutDecorationItem`; stored, not
/// drawn).
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
  private let kind: String
  /// The order it is drawn in (0, behind the cells, by default).
  open var zIndex = 0

  init(elementKind: String) {
    kind = elementKind
    let whole = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    super.init(size: whole, supplementaryItems: [])
  }

  /// A background the size of its section.
  open class func background(elementKind: String) -> Self { self.init(_elementKind: elementKind) }

  /// Not API (underscored): the initialiser ``background(elementKind:)`` uses, required so that it returns `Self`.
  public required convenience init(_elementKind elementKind: String) {
    self.init(elementKind: elementKind)
  }

  /// The kind the layout makes the decoration view for.
  open var elementKind: String { kind }
}

public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem =
  CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
