import Foundation
import Layout

/// An item of a collection view (UIKit's `UICollectionViewCell`): add subviews to ``contentView``.
///
/// Its background is clear, as in UIKit; ``backgroundView`` and ``selectedBackgroundView`` fill it, the latter
/// while the cell ``isSelected`` or ``isHighlighted``.
open class CollectionViewCell: CollectionReusableView {
  public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
  /// The state of a drag of this cell.
  public enum DragState: Int, Sendable {
    case none = 0, lifting, dragging
  }

  private let storedContentView = View()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    assemble()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    assemble()
  }

  private func assemble() {
    storedContentView.identifier = "contentView"
    storedContentView.frame = bounds
    super.addSubview(storedContentView)
  }

  /// The view that holds the item's content.
  open var contentView: View { storedContentView }

  open var isSelected = false { didSet { setNeedsLayout() } }
  open var isHighlighted = false { didSet { setNeedsLayout() } }

  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
      }
      setNeedsLayout()
    }
  }

  open func dragStateDidChange(_ dragState: DragState) {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    storedContentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// A cell's size comes from its content view's constraints.
  override func fittingSize(for target: CGSize) -> CGSize {
    storedContentView.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

public typealias UICollectionViewCell = CollectionViewCell
