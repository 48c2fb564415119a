import Foundation

/// Where a layout puts one cell or supplementary view (UIKit's `UICollectionViewLayoutAttributes`).
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
  /// What the attributes are for.
  public enum Category: UInt, Sendable {
    case cell = 0, supplementaryView, decorationView
  }

  open var frame: CGRect = .zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var size: CGSize {
    get { frame.size }
    set {
      let middle = center
      frame.size = newValue
      center = middle
    }
  }
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  open var transform: CGAffineTransform = .identity
  /// A 3-D transform (stored; cells are drawn with their 2-D ``transform``).
  open var transform3D = CATransform3DIdentity
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var indexPath: IndexPath
  private let category: Category
  private let kind: String?
  /// What the attributes are for: a cell, a supplementary view or a decoration view.
  open var representedElementCategory: Category { category }
  /// The kind of supplementary or decoration view; `nil` for a cell.
  open var representedElementKind: String? { kind }
  /// Where a list layout's row is (its separator, background and corners).
  var listPlacement: ListPlacement?

  /// Attributes for the cell at `indexPath`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    category = .cell
    kind = nil
  }

  /// Attributes for a supplementary view (a header or footer) of `elementKind`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    category = .supplementaryView
    kind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    category = .decorationView
    kind = decorationViewKind
  }

  /// A copy with the same values (UIKit's attributes are copied before they are handed to views).
  open func copy() -> CollectionViewLayoutAttributes {
    let copy: CollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.listPlacement = listPlacement
    return copy
  }
}

public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionView_ElementCategory = CollectionViewLayoutAttributes.Category
