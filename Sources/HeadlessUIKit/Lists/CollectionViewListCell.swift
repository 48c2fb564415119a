import Foundation

/// A row of a list layout (UIKit's `UICollectionViewListCell`): a collection view cell with the standard content
/// configurations, accessories, and the list's separators, background and corners.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
  /// Where the list layout put this row.
  private var placement: ListPlacement?
  /// Whether the cell is a list's header or footer (a supplementary view), which has no row background.
  private var isHeaderOrFooter = false
  private let rowBackground = View()
  private let separator = ListSeparatorView()
  private lazy var separatorGuide: LayoutGuide = {
    let guide = LayoutGuide()
    guide.identifier = "separatorLayoutGuide"
    addLayoutGuide(guide)
    // It spans the row; its leading edge sits at the side margin unless a constraint of the app's moves it.
    let leading = guide.leadingAnchor.constraint(
      equalTo: leadingAnchor, constant: ListMetrics.sideMargin(forWidth: bounds.width))
    leading.priority = .defaultLow
    LayoutConstraint.activate([
      leading, guide.topAnchor.constraint(equalTo: topAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
      guide.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
    return guide
  }()
  /// A guide whose leading edge is where the separator starts: constrain to it to move the separator (read here;
  /// the separator follows the list's inset).
  open var separatorLayoutGuide: LayoutGuide { separatorGuide }
  private let accessoryMark = AccessoryMarkView()
  private var accessoryLabel: Label?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    assemble()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    assemble()
  }

  private func assemble() {
    rowBackground.identifier = "background"
    insertSubview(rowBackground, at: 0)
    separator.identifier = "separator"
    separator.isHidden = true
    addSubview(separator)
    accessoryMark.identifier = "accessory"
    addSubview(accessoryMark)
  }

  /// A `.cell()` configuration.
  public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The accessories at the trailing end, outermost last.
  open var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  open var indentationWidth: CGFloat = ListMetrics.indentationWidth
  open var indentsAccessories = true

  open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    placement = layoutAttributes.listPlacement
    isHeaderOrFooter = layoutAttributes.representedElementCategory == .supplementaryView
    setNeedsLayout()
  }

  override func prepareForMeasuring() { layOutRow() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutRow()
  }

  /// Places the accessories, the content view with the list's margins, and the decoration.
  private func layOutRow() {
    let side = placement?.sideMargin ?? ListMetrics.sideMargin(forWidth: bounds.width)
    let shown = accessories.filter { $0.isShown(editing: false) }
    var trailing = bounds.width - side
    var mark: TableViewCell.AccessoryType = .none
    var markWidth: CGFloat = 0
    for accessory in shown {
      switch accessory.kind {
      case .mark(let type):
        mark = type
        markWidth =
          type == .checkmark ? ListMetrics.checkmarkSize.width : ListMetrics.chevronSize.width
      case .customView(let view):
        if view.superview !== self { addSubview(view) }
        view.frame.origin = CGPoint(
          x: trailing - view.frame.width, y: (bounds.height - view.frame.height) / 2)
        trailing -= view.frame.width + ListMetrics.accessorySpacing
      case .label, .editingControl:
        break
      }
    }
    accessoryMark.type = mark
    accessoryMark.sideMargin = bounds.width - trailing
    accessoryMark.frame = bounds
    if markWidth > 0 { trailing -= markWidth + ListMetrics.accessorySpacing }
    layOutLabelAccessory(shown, trailing: &trailing)
    let reserved = bounds.width - trailing - side
    let leading = CGFloat(indentationLevel) * indentationWidth
    var end = bounds.width - max(reserved, 0)
    // The content stops where a label accessory starts: its text is truncated before the label, as in UIKit.
    if let label = accessoryLabel, !label.isHidden { end = min(end, label.frame.minX) }
    if contentView.translatesAutoresizingMaskIntoConstraints {
      contentView.frame = CGRect(
        x: leading, y: 0, width: max(end - leading, 0), height: bounds.height)
    }
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: ListMetrics.contentVerticalMargin, leading: side,
      bottom: ListMetrics.contentVerticalMargin,
      trailing: reserved > 0 ? ListMetrics.contentToAccessoryMargin : side)
    layOutDecoration(side: side)
  }

  private func layOutLabelAccessory(_ shown: [CellAccessory], trailing: inout CGFloat) {
    guard
      let text = shown.lazy.compactMap({ if case .label(let text) = $0.kind { text } else { nil } })
        .first
    else {
      accessoryLabel?.isHidden = true
      return
    }
    let label = accessoryLabel ?? Label()
    if accessoryLabel == nil {
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
      addSubview(label)
      accessoryLabel = label
    }
    label.isHidden = false
    label.text = text
    let size = label.intrinsicContentSize
    label.frame = CGRect(
      x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
    trailing -= size.width + ListMetrics.contentToAccessoryMargin
  }

  /// The row's background in the list's colour (the selection grey while selected), its corners in an
  /// inset-grouped list, and its separator.
  private func layOutDecoration(side: CGFloat) {
    let grouped = placement.map { $0.style != .plain } ?? false
    rowBackground.frame = bounds
    rowBackground.isHidden = backgroundConfiguration != nil || backgroundView != nil
    // UIKit's list header and footer backgrounds are clear (`listGroupedHeaderFooter()` …).
    rowBackground.backgroundColor =
      isHeaderOrFooter
      ? .clear
      : isSelected || isHighlighted
        ? .systemGray4 : grouped ? .secondarySystemGroupedBackground : .systemBackground
    roundCorners(for: placement)
    guard let placement, placement.showsSeparator else {
      separator.isHidden = true
      return
    }
    separator.isHidden = false
    separator.color = placement.separatorColor
    let leading =
      placement.separatorSpansRow ? 0 : side + CGFloat(indentationLevel) * indentationWidth
    separator.frame = CGRect(
      x: leading, y: bounds.height - 1, width: max(bounds.width - leading, 0), height: 1)
    bringSubviewToFront(separator)
  }
}

public typealias UICollectionViewListCell = CollectionViewListCell
