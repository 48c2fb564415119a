import Foundation
import Layout

/// Where a collection view's cells and supplementary views go (UIKit's `UICollectionViewLayout`): subclass it and
/// override ``prepare()``, ``layoutAttributesForElements(in:)``, ``layoutAttributesForItem(at:)`` and
/// ``collectionViewContentSize``, as in UIKit; ``CollectionViewFlowLayout`` and
/// ``CollectionViewCompositionalLayout`` are ready-made.
open class CollectionViewLayout {
  /// The collection view the layout lays out (set when the layout is given to one).
  open internal(set) weak var collectionView: CollectionView?

  public init() {}

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
}

public typealias UICollectionViewLayout = CollectionViewLayout
