import Foundation

/// Items in lines that wrap, section after section (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertically scrolling, a section is its header (the full width), its top inset, lines of items, its bottom inset
/// and its footer. A line takes items while they fit with ``minimumInteritemSpacing`` between them; lines are
/// ``minimumLineSpacing`` apart and as tall as their tallest item, each item centred in its line. UIKit spreads a
/// full line's spare width evenly between its items (the first at the leading inset, the last at the trailing
/// one) and centres a line's only item; the last line of a section of varied sizes keeps the minimum spacing from
/// the leading inset instead, while a section whose items are all one size keeps every line on one grid of
/// columns. Horizontally scrolling, the same holds with the axes exchanged. docs/uikit-lists.md has the sources.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// What ``sectionInset`` is measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset = 0, fromSafeArea, fromLayoutMargins
  }

  /// The estimated size that asks every item for its own size (UIKit's `automaticSize`).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  // UIKit's defaults (UICollectionViewFlowLayout documentation): 50 × 50 items, 10 points between lines and
  // items, no insets, headers or footers, no estimated size, vertical scrolling.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// A nonzero size makes items size themselves from their cells (``automaticSize`` or an estimate).
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var scrollDirection: CollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false

  private var store = LayoutAttributesStore()

  open override var collectionViewContentSize: CGSize { store.contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    store.elements(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    store.item(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    store.supplementary(ofKind: elementKind, at: indexPath)
  }

  open override func prepare() {
    store = LayoutAttributesStore()
    guard let collectionView else { return }
    let frame = FlowFrame(
      vertical: scrollDirection == .vertical, bounds: collectionView.bounds,
      reference: referenceInsets(of: collectionView))
    var stack: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      stack = layOutSection(section, in: collectionView, frame: frame, from: stack)
    }
    store.contentSize = frame.contentSize(stack: stack)
  }

  /// The insets ``sectionInset`` adds to.
  private func referenceInsets(of collectionView: CollectionView) -> EdgeInsets {
    switch sectionInsetReference {
    case .fromContentInset: .zero
    case .fromSafeArea: collectionView.safeAreaInsets
    case .fromLayoutMargins: collectionView.layoutMargins
    }
  }

  private var flowDelegate: CollectionViewDelegateFlowLayout? {
    collectionView?.delegate as? CollectionViewDelegateFlowLayout
  }

  /// Lays out one section from `start` along the scrolling axis; returns where it ends.
  private func layOutSection(
    _ section: Int, in collectionView: CollectionView, frame: FlowFrame, from start: CGFloat
  ) -> CGFloat {
    let delegate = flowDelegate
    let inset = frame.rotated(
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset)
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let spacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    var stack = start
    let header =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    stack = addSupplement(
      CollectionView.elementKindSectionHeader, section, size: header, frame: frame, at: stack)
    stack += inset.stackStart
    let available = frame.lineLength - inset.lineStart - inset.lineEnd
    let count = collectionView.numberOfItems(inSection: section)
    var sizes: [CGSize] = []
    sizes.reserveCapacity(count)
    for item in 0..<count {
      sizes.append(
        itemSize(IndexPath(item: item, section: section), in: collectionView, beforeEnd: stack))
    }
    let lines = FlowLines(
      lengths: sizes.map { frame.along($0) }, available: available, spacing: spacing)
    let uniform = estimatedItemSize == .zero && Set(sizes.map { [$0.width, $0.height] }).count <= 1
    for (number, line) in lines.lines.enumerated() {
      let depth = line.map { frame.across(sizes[$0]) }.max() ?? 0
      let offsets = lines.offsets(
        of: number, uniform: uniform, lengths: sizes.map { frame.along($0) })
      for (position, item) in line.enumerated() {
        let size = sizes[item]
        let attributes = CollectionViewLayoutAttributes.make(
          ofClass: Self.layoutAttributesClass, category: .cell,
          at: IndexPath(item: item, section: section))
        attributes.frame = frame.rect(
          lineOffset: frame.reference.lineStart + inset.lineStart + offsets[position],
          stackOffset: stack + (depth - frame.across(size)) / 2, size: size)
        store.add(attributes)
      }
      stack += depth + (number < lines.lines.count - 1 ? lineSpacing : 0)
    }
    stack += inset.stackEnd
    let footer =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    return addSupplement(
      CollectionView.elementKindSectionFooter, section, size: footer, frame: frame, at: stack)
  }

  /// An item's size: the delegate's or ``itemSize``, or, when items size themselves, the cell's own for the
  /// items that start before the end of the visible window (the rest keep the estimate, as in UIKit).
  private func itemSize(
    _ path: IndexPath, in collectionView: CollectionView, beforeEnd stack: CGFloat
  )
    -> CGSize
  {
    if estimatedItemSize != .zero {
      let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
      let windowEnd =
        scrollDirection == .vertical ? collectionView.bounds.maxY : collectionView.bounds.maxX
      guard stack < windowEnd else { return estimate }
      return collectionView.selfSizedItemSize(at: path, estimate: estimate)
    }
    return flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: path)
      ?? itemSize
  }

  /// Adds a header or footer of `size` (its depth along the scrolling axis; it spans the collection view) at
  /// `stack`; returns where it ends.
  private func addSupplement(
    _ kind: String, _ section: Int, size: CGSize, frame: FlowFrame, at stack: CGFloat
  ) -> CGFloat {
    let depth = frame.across(size)
    guard depth > 0 else { return stack }
    let attributes = CollectionViewLayoutAttributes.make(
      ofClass: Self.layoutAttributesClass, category: .supplementaryView, kind: kind,
      at: IndexPath(item: 0, section: section))
    attributes.frame = frame.rect(
      lineOffset: 0, stackOffset: stack,
      size: frame.size(
        along: frame.lineLength + frame.reference.lineStart + frame.reference.lineEnd, across: depth
      ))
    store.add(attributes)
    return stack + depth
  }
}

public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
