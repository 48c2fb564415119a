import Foundation

// Drag and drop in table and collection views (UIKit's `UICollectionViewDragDelegate`,
// `UITableViewDropCoordinator` …). No drag begins and no drop arrives here (docs: Interaction/DragAndDrop.swift), so
// the delegates are kept by their lists and never asked.

/// How a collection view would take a drop (UIKit's `UICollectionViewDropProposal`).
@preconcurrency @MainActor
open class CollectionViewDropProposal: DropProposal {
  /// Where the drop would go (UIKit's `UICollectionViewDropProposal.Intent`).
  public enum Intent: Int, Sendable {
    case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
  }

  open var intent: Intent { storedIntent }

  private let storedIntent: Intent

  public init(operation: DropOperation, intent: Intent = .unspecified) {
    storedIntent = intent
    super.init(operation: operation)
  }
}

/// How a table view would take a drop (UIKit's `UITableViewDropProposal`).
@preconcurrency @MainActor
open class TableViewDropProposal: DropProposal {
  /// Where the drop would go (UIKit's `UITableViewDropProposal.Intent`).
  public enum Intent: Int, Sendable {
    case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
  }

  open var intent: Intent { storedIntent }

  private let storedIntent: Intent

  public init(operation: DropOperation, intent: Intent = .unspecified) {
    storedIntent = intent
    super.init(operation: operation)
  }
}

/// A cell-to-be shown where a drop will land in a collection view (UIKit's `UICollectionViewPlaceholder`).
@preconcurrency @MainActor
open class CollectionViewPlaceholder: NSObject {
  public let insertionIndexPath: IndexPath
  public let reuseIdentifier: String
  /// Configures the placeholder's cell.
  open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A placeholder for a dropped item (UIKit's `UICollectionViewDropPlaceholder`).
@preconcurrency @MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
  /// Makes the parameters of the preview the drop animates to.
  open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// A row-to-be shown where a drop will land in a table view (UIKit's `UITableViewPlaceholder`).
@preconcurrency @MainActor
open class TableViewPlaceholder: NSObject {
  public let insertionIndexPath: IndexPath
  public let reuseIdentifier: String
  public let rowHeight: CGFloat
  /// Configures the placeholder's cell.
  open var cellUpdateHandler: ((TableViewCell) -> Void)?

  public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
  }
}

/// A placeholder for a dropped row (UIKit's `UITableViewDropPlaceholder`).
@preconcurrency @MainActor
open class TableViewDropPlaceholder: TableViewPlaceholder {
  /// Makes the parameters of the preview the drop animates to.
  open var previewParametersProvider: ((TableViewCell) -> DragPreviewParameters?)?
}

/// A placeholder waiting for its dropped data (UIKit's `UICollectionViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol CollectionViewDropPlaceholderContext: DragAnimating {
  var dragItem: DragItem { get }
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  func deletePlaceholder() -> Bool
  func setNeedsCellUpdate()
}

/// A row placeholder waiting for its dropped data (UIKit's `UITableViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol TableViewDropPlaceholderContext: DragAnimating {
  var dragItem: DragItem { get }
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  func deletePlaceholder() -> Bool
}

/// One dropped item in a collection view (UIKit's `UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol CollectionViewDropItem: AnyObject {
  var dragItem: DragItem { get }
  var sourceIndexPath: IndexPath? { get }
  var previewSize: CGSize { get }
}

/// One dropped item in a table view (UIKit's `UITableViewDropItem`).
@preconcurrency @MainActor
public protocol TableViewDropItem: AnyObject {
  var dragItem: DragItem { get }
  var sourceIndexPath: IndexPath? { get }
  var previewSize: CGSize { get }
}

/// A drop arriving in a collection view (UIKit's `UICollectionViewDropCoordinator`).
@preconcurrency @MainActor
public protocol CollectionViewDropCoordinator: AnyObject {
  var items: [any CollectionViewDropItem] { get }
  var destinationIndexPath: IndexPath? { get }
  var proposal: CollectionViewDropProposal { get }
  var session: any DropSession { get }
  func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder)
    -> any CollectionViewDropPlaceholderContext
  func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating
  func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> any DragAnimating
  func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating
}

/// A drop arriving in a table view (UIKit's `UITableViewDropCoordinator`).
@preconcurrency @MainActor
public protocol TableViewDropCoordinator: AnyObject {
  var items: [any TableViewDropItem] { get }
  var destinationIndexPath: IndexPath? { get }
  var proposal: TableViewDropProposal { get }
  var session: any DropSession { get }
  func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder)
    -> any TableViewDropPlaceholderContext
  func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> any DragAnimating
  func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating
  func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating
}

/// What a collection view asks when a drag starts from it (UIKit's `UICollectionViewDragDelegate`).
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession,
    at indexPath: IndexPath
  ) -> [DragItem]
  func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: any DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem]
  func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  )
    -> DragPreviewParameters?
  func collectionView(
    _ collectionView: CollectionView, dragSessionWillBegin session: any DragSession)
  func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession)
  func collectionView(
    _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession
  )
    -> Bool
  func collectionView(
    _ collectionView: CollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool
}

extension CollectionViewDragDelegate {
  public func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: any DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] { [] }
  public func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }
  public func collectionView(
    _ collectionView: CollectionView, dragSessionWillBegin session: any DragSession
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, dragSessionDidEnd session: any DragSession
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool { false }
}

/// What a collection view asks when a drop arrives (UIKit's `UICollectionViewDropDelegate`).
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
  func collectionView(
    _ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator
  )
  func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidEnter session: any DropSession)
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal
  func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession)
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession)
  func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  )
    -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
  public func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession)
    -> Bool
  {
    true
  }
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidEnter session: any DropSession
  ) {}
  /// A drop is cancelled unless the delegate says otherwise, as UIKit assumes.
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .cancel) }
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidExit session: any DropSession
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidEnd session: any DropSession
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }
}

/// What a table view asks when a drag starts from it (UIKit's `UITableViewDragDelegate`).
@preconcurrency @MainActor
public protocol TableViewDragDelegate: AnyObject {
  func tableView(
    _ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  )
    -> [DragItem]
  func tableView(
    _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem]
  func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> DragPreviewParameters?
  func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession)
  func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession)
  func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession)
    -> Bool
  func tableView(
    _ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
  )
    -> Bool
}

extension TableViewDragDelegate {
  public func tableView(
    _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] { [] }
  public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> DragPreviewParameters?
  { nil }
  public func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
  public func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}
  public func tableView(
    _ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession
  ) -> Bool {
    true
  }
  public func tableView(
    _ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool { false }
}

/// What a table view asks when a drop arrives (UIKit's `UITableViewDropDelegate`).
@preconcurrency @MainActor
public protocol TableViewDropDelegate: AnyObject {
  func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator)
  func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool
  func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession)
  func tableView(
    _ tableView: TableView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> TableViewDropProposal
  func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession)
  func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession)
  func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
    -> DragPreviewParameters?
}

extension TableViewDropDelegate {
  public func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool { true }
  public func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {}
  /// A drop is cancelled unless the delegate says otherwise, as UIKit assumes.
  public func tableView(
    _ tableView: TableView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> TableViewDropProposal { TableViewDropProposal(operation: .cancel) }
  public func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {}
  public func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {}
  public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
    -> DragPreviewParameters?
  { nil }
}

/// A move of focus within a collection view (UIKit's `UICollectionViewFocusUpdateContext`).
@preconcurrency @MainActor
open class CollectionViewFocusUpdateContext: FocusUpdateContext {
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  open var nextFocusedIndexPath: IndexPath? { nil }
}

/// A move of focus within a table view (UIKit's `UITableViewFocusUpdateContext`).
@preconcurrency @MainActor
open class TableViewFocusUpdateContext: FocusUpdateContext {
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  open var nextFocusedIndexPath: IndexPath? { nil }
}

public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UITableViewPlaceholder = TableViewPlaceholder
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UITableViewDropItem = TableViewDropItem
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
