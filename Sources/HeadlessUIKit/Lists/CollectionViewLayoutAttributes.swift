import Foundation

/// Where a layout puts one cell or supplementary view (UIKit's `UICollectionViewLayoutAttributes`).
///
/// An NSObject that copies itself, as in UIKit: a custom layout's subclass adds properties and overrides
/// `copy(with:)` and `isEqual(_:)`, calling `super`, and the copy `super` makes is of the subclass.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
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
  open var indexPath = IndexPath(item: 0, section: 0)
  private var category = Category.cell
  private var kind: String?
  /// What the attributes are for: a cell, a supplementary view or a decoration view.
  open var representedElementCategory: Category { category }
  /// The kind of supplementary or decoration view; `nil` for a cell.
  open var representedElementKind: String? { kind }
  /// Where a list layout's row is (its separator, background and corners).
  var listPlacement: ListPlacement?

  /// Attributes for the cell at index path 0-0 (UIKit's designated initialiser).
  public override init() {
    super.init()
  }

  /// Attributes for the cell at `indexPath`.
  ///
  /// Required, so that ``copy(with:)`` makes an instance of a subclass.
  public required convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view (a header or footer) of `elementKind`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init(forCellWith: indexPath)
    category = .supplementaryView
    kind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init(forCellWith: indexPath)
    category = .decorationView
    kind = decorationViewKind
  }

  /// Attributes of a layout's ``CollectionViewLayout/layoutAttributesClass`` for one element, as UIKit makes them
  /// (a layout that names a subclass gets instances of it).
  static func make(
    ofClass attributesClass: AnyClass, category: Category, kind: String? = nil,
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    let type =
      attributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self
    let made = type.init(forCellWith: indexPath)
    made.category = category
    made.kind = kind
    return made
  }

  /// A copy of the same class with the same values (UIKit copies attributes before it hands them to views).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init(forCellWith: indexPath)
    copy.category = category
    copy.kind = kind
    copy.frame = frame
    copy.transform = transform
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.listPlacement = listPlacement
    return copy
  }

  /// The copy, typed.
  func copied() -> CollectionViewLayoutAttributes {
    (copy(with: nil) as? CollectionViewLayoutAttributes) ?? self
  }

  /// Equal to attributes for the same element with the same frame, transform, alpha, z-index and visibility.
  ///
  /// Answers on any thread, as UIKit's does (the caller must not race the main actor).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewLayoutAttributes else { return false }
    return unsafelyAsMainActor {
      other.indexPath == indexPath && other.category == category && other.kind == kind
        && other.frame == frame && other.transform == transform && other.alpha == alpha
        && other.zIndex == zIndex && other.isHidden == isHidden
    }
  }

  open override var hash: Int { unsafelyAsMainActor { indexPath.hashValue } }
}

public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionView_ElementCategory = CollectionViewLayoutAttributes.Category
