import Foundation

/// The attributes a prepared layout computed, kept in placement order and by index path, with the content size: what
/// the ready-made layouts answer a collection view's questions from.
struct LayoutAttributesStore {
  private var items: [IndexPath: CollectionViewLayoutAttributes] = [:]
  private var supplements: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
  private var ordered: [CollectionViewLayoutAttributes] = []
  var contentSize: CGSize = .zero

  /// Keeps `attributes`: a cell's by its index path, a supplementary view's by its kind too.
  mutating func add(_ attributes: CollectionViewLayoutAttributes) {
    ordered.append(attributes)
    if let kind = attributes.representedElementKind {
      supplements[kind, default: [:]][attributes.indexPath] = attributes
    } else {
      items[attributes.indexPath] = attributes
    }
  }

  /// Every element whose frame meets `rect`, in placement order.
  func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    ordered.filter { $0.frame.overlaps(rect) }
  }

  func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { items[indexPath] }

  func supplementary(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    supplements[kind]?[indexPath]
  }
}
