import Foundation

/// A section's header or footer in a table (UIKit's `UITableViewHeaderFooterView`): a ``contentView`` and, for a
/// titled section, a ``textLabel`` laid out as the table's style lays it out.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
  public typealias ConfigurationUpdateHandler = (TableViewHeaderFooterView, ViewConfigurationState)
    -> Void

  private let storedReuseIdentifier: String?
  private let storedContentView = View()
  private var storedTextLabel: Label?
  private var storedDetailTextLabel: Label?
  /// How the table that shows the view styles its title (set by the table).
  var titleRole: SectionTitleRole? {
    didSet {
      applyTitleRole()
      setNeedsLayout()
    }
  }

  /// Makes a header or footer; a table that dequeues it by `reuseIdentifier` makes it with this initialiser.
  public init(reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    super.addSubview(storedContentView)
    storedContentView.identifier = "contentView"
  }

  public required init?(coder: NSCoder) {
    storedReuseIdentifier = nil
    super.init(coder: coder)
    super.addSubview(storedContentView)
  }

  /// A header or footer at `frame`, without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table makes a registered header or footer class.
  ///
  /// It calls ``init(reuseIdentifier:)``, which subclasses override. Not UIKit API: UIKit calls the
  /// initialiser through the Objective-C runtime (docs/uikit-lists.md).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// The view that holds the header's content.
  open var contentView: View { storedContentView }

  /// The title, made on first use.
  open var textLabel: Label? {
    if let label = storedTextLabel { return label }
    let label = Label()
    label.identifier = "textLabel"
    storedContentView.addSubview(label)
    storedTextLabel = label
    applyTitleRole()
    return label
  }

  /// A second line of text (stored and drawn below the title).
  open var detailTextLabel: Label? {
    if let label = storedDetailTextLabel { return label }
    let label = Label()
    label.identifier = "detailTextLabel"
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    storedContentView.addSubview(label)
    storedDetailTextLabel = label
    return label
  }

  /// The view behind the content.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  // MARK: - Configurations

  private var configurationHost = ContentConfigurationHost()

  /// The content as a configuration; its view fills ``contentView``.
  public var contentConfiguration: ContentConfiguration? {
    didSet { configurationHost.show(contentConfiguration, in: storedContentView) }
  }

  /// A header's configuration in the look of the table that shows it (grouped-list looks outside a table).
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch titleRole?.kind {
    case .plainHeader: .plainHeader()
    case .plainFooter: .plainFooter()
    case .groupedFooter: .groupedFooter()
    case .groupedHeader, nil: .groupedHeader()
    }
  }

  public var backgroundConfiguration: BackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }
  public func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }
  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true
  public var configurationUpdateHandler: ConfigurationUpdateHandler?

  open var configurationState: ViewConfigurationState {
    ViewConfigurationState(traitCollection: traitCollection)
  }
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
  open func updateConfiguration(using state: ViewConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  open var reuseIdentifier: String? { storedReuseIdentifier }
  open func prepareForReuse() {}

  /// The size the content view's constraints give the view, pulled towards `targetSize` at the given priorities:
  /// the height a table gives a self-sizing header or footer.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    LayoutEngine.runConstraintUpdates(in: subtree())
    return storedContentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    storedContentView.frame = bounds
    backgroundView?.frame = bounds
    if let titleRole {
      // A content configuration's text lines up with the table's titles and cells.
      storedContentView.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: titleRole.sideMargin, bottom: 0, trailing: titleRole.sideMargin)
    }
    guard let label = storedTextLabel else { return }
    let role =
      titleRole
      ?? SectionTitleRole(
        kind: .plainHeader, sideMargin: ListMetrics.sideMargin(forWidth: bounds.width))
    let side = role.sideMargin
    let width = max(bounds.width - 2 * side, 0)
    let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let y: CGFloat =
      switch role.kind {
      case .plainHeader, .plainFooter: (bounds.height - height) / 2
      case .groupedHeader: bounds.height - ListMetrics.groupedHeaderBottomMargin - height
      case .groupedFooter: ListMetrics.groupedFooterTopMargin
      }
    label.frame = CGRect(x: side, y: y, width: width, height: height)
  }

  private func applyTitleRole() {
    guard let storedTextLabel, let titleRole else { return }
    storedTextLabel.font = titleRole.font
    storedTextLabel.textColor = titleRole.color
    storedTextLabel.numberOfLines =
      titleRole.kind == .plainHeader || titleRole.kind == .plainFooter ? 1 : 0
    setNeedsLayout()
  }
}

/// What a section title is and how it looks in a table's style.
struct SectionTitleRole {
  enum Kind { case plainHeader, plainFooter, groupedHeader, groupedFooter }
  var kind: Kind
  /// The title's leading and trailing margins: the table's layout margins (plus the inset of an inset-grouped
  /// section).
  var sideMargin: CGFloat

  /// A plain table's titles are semibold subheadline-sized text; a grouped table's are footnote-sized; all are in
  /// the secondary label colour (docs/uikit-lists.md).
  var font: Font {
    switch kind {
    case .plainHeader, .plainFooter:
      .systemFont(
        ofSize: Font.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold)
    case .groupedHeader, .groupedFooter: .preferredFont(forTextStyle: .footnote)
    }
  }

  var color: Color { .secondaryLabel }

  /// The title as shown: a grouped table's headers are in capitals.
  func displayed(_ title: String) -> String {
    kind == .groupedHeader ? title.uppercased() : title
  }
}

public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
