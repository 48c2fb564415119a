import Foundation

/// An item of a collection view (UIKit's `UICollectionViewCell`): add subviews to ``contentView``.
///
/// Its background is clear, as in UIKit; ``backgroundView`` and ``selectedBackgroundView`` fill it, the latter
/// while the cell ``isSelected`` or ``isHighlighted``.
@preconcurrency @MainActor
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
    configuredBackground.identifier = "background"
    configuredBackground.isHidden = true
    super.addSubview(configuredBackground)
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

  // MARK: - Configurations

  private var configurationHost = ContentConfigurationHost()
  /// Draws ``backgroundConfiguration`` behind the content.
  private let configuredBackground = View()

  /// The content as a configuration; its view fills ``contentView``.
  public var contentConfiguration: ContentConfiguration? {
    didSet { configurationHost.show(contentConfiguration, in: storedContentView) }
  }

  /// The background as a configuration.
  public var backgroundConfiguration: BackgroundConfiguration? { didSet { setNeedsLayout() } }

  /// A clear background (a collection view cell has none by default).
  public func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true
  public var configurationUpdateHandler: ConfigurationUpdateHandler?

  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` (called at once here).
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

  open func updateConfiguration(using state: CellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    storedContentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    if let backgroundConfiguration {
      backgroundConfiguration.paint(configuredBackground, in: bounds)
    } else {
      configuredBackground.isHidden = true
    }
  }

  /// Sets what measuring the content depends on before the cell is laid out: the content view's frame (a list
  /// cell's is narrowed by its accessories) and margins.
  func prepareForMeasuring() { storedContentView.frame = bounds }

  /// The size the content view's constraints give the cell, pulled towards `targetSize` at the given priorities:
  /// what a layout that sizes items from their content gives the item, and what a prototype cell measured by hand
  /// (in a flow layout's `sizeForItemAt`) answers.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    // A cell class may make its content's constraints in its own `updateConstraints`.
    LayoutEngine.runConstraintUpdates(in: subtree())
    prepareForMeasuring()
    return storedContentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}

public typealias UICollectionViewCell = CollectionViewCell
