import Foundation
import Layout

// Where items are and which are shown: UIKit's questions, answered from the layout after a layout pass.
extension CollectionView {
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at a point in content coordinates, if any.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    let probe = CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001))
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.representedElementCategory == .cell }?.indexPath
  }

  open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    layoutIfNeeded()
    return shownCells.first { $0.value === cell }?.key
  }

  open func indexPath(forSupplementaryView supplementaryView: CollectionReusableView) -> IndexPath?
  {
    layoutIfNeeded()
    return shownSupplements.first { $0.value === supplementaryView }?.key.indexPath
  }

  /// The cell shown for an item; `nil` outside the visible window.
  open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    layoutIfNeeded()
    return shownCells[indexPath]
  }

  /// The cells shown, in index-path order.
  open var visibleCells: [CollectionViewCell] {
    layoutIfNeeded()
    return shownCells.sorted { $0.key < $1.key }.map(\.value)
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return shownCells.keys.sorted()
  }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    layoutIfNeeded()
    return shownSupplements[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    layoutIfNeeded()
    return shownSupplements.filter { $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutIfNeeded()
    return shownSupplements.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Scrolls so that the item is at `scrollPosition`, as far as the content allows.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    let content = contentSize
    offset.x = min(max(offset.x, 0), max(content.width - size.width, 0))
    offset.y = min(max(offset.y, 0), max(content.height - size.height, 0))
    contentOffset = offset
  }
}
