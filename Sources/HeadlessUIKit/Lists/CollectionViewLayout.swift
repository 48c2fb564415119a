import Foundation

/// Where a collection view's cells and supplementary views go (UIKit's `UICollectionViewLayout`): subclass it and
/// override ``prepare()``, ``layoutAttributesForElements(in:)``, ``layoutAttributesForItem(at:)`` and
/// ``collectionViewContentSize``, as in UIKit; ``CollectionViewFlowLayout`` and
/// ``CollectionViewCompositionalLayout`` are ready-made.
@preconcurrency @MainActor
open class CollectionViewLayout: NSObject {
  /// The collection view the layout lays out (set when the layout is given to one).
  open internal(set) weak var collectionView: CollectionView?

  public override init() {}

  public required init?(coder: NSCoder) {}

  /// Asks the collection view for a new layout at its next layout pass.
  open func invalidateLayout() {
    collectionView?.layoutIsStale = true
    collectionView?.setNeedsLayout()
  }

  /// Called before a layout pass: compute the attributes here.
  open func prepare() {}

  /// The attributes of every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  { nil }

  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// Whether a change of the collection view's bounds needs a new layout: when its size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  /// Whether a self-sizing cell's preferred attributes need a new layout (yes, when its size differs).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size != originalAttributes.size
  }

  /// The content's size.
  open var collectionViewContentSize: CGSize { .zero }

  /// Where scrolling would stop: where it was proposed (nothing scrolls here).
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// The direction the layout was written for; a right-to-left collection view mirrors it when
  /// ``flipsHorizontallyInOppositeLayoutDirection``.
  open var developmentLayoutDirection: LayoutDirection { .leftToRight }
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Registers a decoration view class (stored; decoration views are not drawn here).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

  open func prepareForTransition(to newLayout: CollectionViewLayout) {}
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
  open func finalizeLayoutTransition() {}
  open func finalizeCollectionViewUpdates() {}
  open func finalizeAnimatedBoundsChange() {}
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { layoutAttributesForItem(at: itemIndexPath) }

  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { layoutAttributesForItem(at: itemIndexPath) }

  // MARK: - Invalidation contexts (the layout is laid out again in full here, whatever the context names)

  /// Marks the layout out of date as the context says.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    invalidateLayout()
  }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
  /// The class of the invalidation contexts the layout makes.
  open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

  /// The context for a change of the collection view's bounds.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    CollectionViewLayoutInvalidationContext()
  }

  /// The context for a cell whose preferred attributes differ from the layout's: that item.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  /// The context while items are dragged to new places (nothing is dragged here).
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: targetIndexPaths + previousIndexPaths)
    return context
  }

  /// The context when dragged items are dropped or the drag is cancelled.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: indexPaths + previousIndexPaths)
    return context
  }

  // MARK: - Updates and moves (nothing animates here)

  /// Told of the insertions, deletions and moves about to be shown.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Registers a decoration view from a nib (nibs cannot be loaded here).
  open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {}

  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
  }

  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
  }

  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
  }

  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
  }

  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// Where a dragged item would land: where it was (nothing is dragged here).
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  )
    -> IndexPath
  { previousIndexPath }

  /// A dragged item's attributes: its own, centred on the drag's position.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    let attributes =
      layoutAttributesForItem(at: indexPath)?.copied()
      ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    return attributes
  }
}

public typealias UICollectionViewLayout = CollectionViewLayout
