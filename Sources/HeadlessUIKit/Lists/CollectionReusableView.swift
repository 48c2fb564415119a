import Foundation

/// A view a collection view places and reuses: a header, a footer, or, as ``CollectionViewCell``, an item
/// (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// The identifier the view was dequeued with.
  var dequeuedReuseIdentifier: String?

  /// A view at `frame` (UIKit's designated initialiser, which subclasses override).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How a collection view makes a registered class.
  ///
  /// It calls ``init(frame:)``, which subclasses override. Not UIKit API: UIKit calls the initialiser through the
  /// Objective-C runtime (docs/uikit-lists.md).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    dequeuedReuseIdentifier = identifier
  }

  open var reuseIdentifier: String? { dequeuedReuseIdentifier }

  /// Called before the view is handed out again; override to reset it (call `super`).
  open func prepareForReuse() {}

  /// Takes the layout's attributes: the frame is set by the collection view; override to read custom ones.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout)
  {}
  open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout)
  {}

  /// The attributes the view would like, for a layout that sizes items from their content: the layout's with the
  /// size the view's constraints give at the layout's size, as UIKit's default does.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copied()
    let fitted = fittingSize(for: layoutAttributes.size)
    if fitted.width > 0, fitted.height > 0 { preferred.size = fitted }
    return preferred
  }

  /// The size the content's constraints give, as small as they allow around `target`.
  func fittingSize(for target: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

public typealias UICollectionReusableView = CollectionReusableView
