import Foundation

/// A standard label's look in one of the cell styles.
struct StandardTextStyle {
  var identifier: String
  var font: Font
  var color: Color
  var alignment: TextAlignment = .natural
}

extension TableViewCell {
  /// The title's look for a cell style.
  ///
  /// Body text in the label colour; `.value2`: a footnote-sized title in the tint colour, trailing-aligned. The
  /// secondary text (``detailStyle(for:)``): caption-sized under a `.subtitle` title, body-sized in the secondary
  /// label colour for `.value1`, footnote-sized for `.value2` (docs/uikit-lists.md).
  static func titleStyle(for style: CellStyle) -> StandardTextStyle {
    switch style {
    case .value2:
      return StandardTextStyle(
        identifier: "textLabel", font: .preferredFont(forTextStyle: .footnote), color: .systemBlue,
        alignment: .right)
    default:
      return StandardTextStyle(
        identifier: "textLabel", font: .preferredFont(forTextStyle: .body), color: .label)
    }
  }

  /// The secondary text's look per style; `.default` cells have none.
  static func detailStyle(for style: CellStyle) -> StandardTextStyle? {
    switch style {
    case .default: return nil
    case .subtitle:
      return StandardTextStyle(
        identifier: "detailTextLabel", font: .preferredFont(forTextStyle: .caption1),
        color: .label)
    case .value1:
      return StandardTextStyle(
        identifier: "detailTextLabel", font: .preferredFont(forTextStyle: .body),
        color: .secondaryLabel, alignment: .right)
    case .value2:
      return StandardTextStyle(
        identifier: "detailTextLabel", font: .preferredFont(forTextStyle: .footnote), color: .label)
    }
  }

  /// The leading and trailing margins of the content: the table's, or, outside a table, what a table as wide as
  /// the cell would give it (``ListMetrics/sideMargin(forWidth:)``).
  var sideMargin: CGFloat {
    placement?.sideMargin ?? ListMetrics.sideMargin(forWidth: bounds.width)
  }

  /// The standard layout for this cell's style and state.
  var standardLayout: StandardContentLayout {
    let arrangement: StandardContentLayout.Arrangement =
      switch cellStyle {
      case .value1: .sideBySide
      case .value2: .valueColumn
      case .default, .subtitle: .stacked
      }
    return StandardContentLayout(
      arrangement: arrangement,
      margins: DirectionalEdgeInsets(
        top: ListMetrics.contentVerticalMargin, leading: sideMargin,
        bottom: ListMetrics.contentVerticalMargin,
        trailing: contentTrailingMargin),
      indentation: CGFloat(indentationLevel) * indentationWidth,
      verticalPadding: cellStyle == .subtitle ? ListMetrics.subtitleVerticalPadding : 3,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// The width at the trailing end that the accessory takes from the content view: the accessory and the margin
  /// beyond it (the accessory ends at the cell's trailing margin, measured).
  var accessoryReserve: CGFloat {
    if let accessoryView { return accessoryView.frame.width + sideMargin }
    let glyph: CGFloat =
      switch accessoryType {
      case .none: 0
      case .disclosureIndicator: ListMetrics.chevronSize.width
      case .checkmark: ListMetrics.checkmarkSize.width
      case .detailButton: ListMetrics.detailButtonDiameter
      case .detailDisclosureButton:
        ListMetrics.detailButtonDiameter + ListMetrics.accessorySpacing
          + ListMetrics.chevronSize.width
      }
    return glyph > 0 ? glyph + sideMargin : 0
  }

  /// The content's trailing margin: the cell's side margin, or a short gap before an accessory.
  var contentTrailingMargin: CGFloat {
    accessoryReserve > 0 ? ListMetrics.contentToAccessoryMargin : sideMargin
  }

  /// The separator's default insets: from the leading edge of the text (past the image), as UIKit's automatic
  /// separator insets do, or the table's `separatorInset` when it set one.
  var automaticSeparatorInset: EdgeInsets {
    if let inset = placement?.separatorInset { return inset }
    let frames = standardFrames(in: CGRect(origin: .zero, size: contentSize))
    let textLeading = hasStandardContent ? frames.text.minX : sideMargin
    return EdgeInsets(top: 0, left: textLeading, bottom: 0, right: 0)
  }

  private var contentSize: CGSize {
    CGSize(width: max(bounds.width - accessoryReserve, 0), height: contentHeight)
  }

  /// The content view's height: the row's, less what the table's separator takes.
  private var contentHeight: CGFloat { max(bounds.height - separatorHeight, 0) }

  /// What the table's separator takes from the bottom of the row: nothing outside a table.
  private var separatorHeight: CGFloat { placement?.separatorHeight ?? 0 }

  /// Whether any standard label or the image view was made (a custom cell that never touched them has none).
  private var hasStandardContent: Bool {
    !(textLabelIfMade?.text ?? "").isEmpty || imageViewIfMade?.image != nil
  }

  /// The frames of the standard pieces in content `bounds`.
  func standardFrames(in bounds: CGRect) -> StandardContentLayout.Frames {
    standardLayout.frames(
      in: bounds, imageSize: standardImageSize, text: standardMeasure(textLabelIfMade),
      secondary: standardMeasure(detailTextLabelIfMade))
  }

  /// The size the cell's content view's constraints give it, pulled towards `targetSize` at the given priorities.
  ///
  /// The content is measured at the width the accessories leave; in a table that draws separators the separator's
  /// pixel is added, as UIKit adds it: the height a table gives a self-sizing row. A cell whose content does not
  /// size it (a standard style's labels, placed by frames) is a standard row's height.
  /// The cell takes the target's width first, as a table's row would.
  func cellFittingSize(
    _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize {
    if bounds.width != targetSize.width {
      frame = CGRect(
        origin: frame.origin, size: CGSize(width: targetSize.width, height: frame.height))
    }
    // The cell's own constraint updates run too: a cell class may make its content's constraints there.
    LayoutEngine.runConstraintUpdates(in: subtree())
    // The content view's frame and margins are the cell's to set: set them now, as the cell's layout will.
    layOutCell()
    let reserve = accessoryReserve
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: max(targetSize.width - reserve, 0), height: targetSize.height),
      withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    let height =
      fitted.height > 0
      ? fitted.height + separatorHeight
      : standardHeight(forWidth: targetSize.width)
    return CGSize(width: fitted.width + reserve, height: height)
  }

  /// The height a standard cell needs at `width`: its text and image within 11-point margins, at least 44 points.
  func standardHeight(forWidth width: CGFloat) -> CGFloat {
    standardLayout.height(
      forWidth: max(width - accessoryReserve, 0), imageSize: standardImageSize,
      text: standardMeasure(textLabelIfMade), secondary: standardMeasure(detailTextLabelIfMade))
  }

  private var standardImageSize: CGSize? { imageViewIfMade?.image?.size }

  private func standardMeasure(_ label: Label?) -> StandardContentLayout.Measure? {
    guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return nil }
    return { width in
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width, width), height: size.height)
    }
  }

  /// Places the content view, the decorations, the standard pieces, the accessory and the separator.
  func layOutCell() {
    let reserve = accessoryReserve
    // A content view placed by constraints (a test that pins it to a width) is left to them: setting its frame too
    // would undo the solver's placement on every pass.
    if contentView.translatesAutoresizingMaskIntoConstraints {
      contentView.frame = CGRect(
        x: 0, y: 0, width: max(bounds.width - reserve, 0), height: contentHeight)
    }
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: ListMetrics.contentVerticalMargin, leading: sideMargin,
      bottom: ListMetrics.contentVerticalMargin, trailing: contentTrailingMargin)
    layOutBackgrounds()
    layOutStandardContent()
    layOutAccessory(reserve: reserve)
    layOutSeparator()
  }

  /// Shows the right background.
  ///
  /// A selected background while selected or highlighted, else the background configuration or view, else the
  /// cell's background colour, else the list's cell colour (grouped lists' cells are the secondary grouped
  /// background colour, plain lists' the system background, as UIKit's list cell background configurations).
  /// UIKit's default selected background is the system grey 4 colour (docs/uikit-lists.md).
  private func layOutBackgrounds() {
    let selectedLook = (isSelected || isHighlighted) && selectionStyle != .none
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    selectedBackgroundView?.isHidden = !selectedLook
    automaticBackground.frame = bounds
    automaticBackground.cornerRadius = 0
    automaticBackground.borderWidth = 0
    if let backgroundConfiguration, !(selectedLook && selectedBackgroundView == nil) {
      backgroundConfiguration.paint(automaticBackground, in: bounds)
    } else if selectedLook && selectedBackgroundView == nil {
      automaticBackground.isHidden = false
      automaticBackground.backgroundColor = .systemGray4
    } else {
      automaticBackground.isHidden = backgroundView != nil || backgroundColor != nil
      let grouped = placement.map { $0.style != .plain } ?? false
      automaticBackground.backgroundColor =
        grouped ? .secondarySystemGroupedBackground : .systemBackground
    }
  }

  private func layOutStandardContent() {
    let frames = standardFrames(in: contentView.bounds)
    textLabelIfMade?.frame = frames.text
    detailTextLabelIfMade?.frame = frames.secondaryText
    imageViewIfMade?.frame = frames.image
  }

  private func layOutAccessory(reserve: CGFloat) {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    if let accessoryView {
      let size = accessoryView.frame.size
      let x = bounds.width - sideMargin - size.width
      accessoryView.frame = CGRect(
        x: rightToLeft ? bounds.width - x - size.width : x, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
      return
    }
    let mark = accessoryMarkIfNeeded()
    mark?.frame = CGRect(
      x: rightToLeft ? 0 : bounds.width - reserve, y: 0, width: reserve, height: bounds.height)
  }

  private func layOutSeparator() {
    guard let placement, placement.showsSeparator else {
      separatorView.isHidden = true
      return
    }
    separatorView.isHidden = false
    separatorView.color = placement.separatorColor
    let inset = placement.separatorSpansRow ? .zero : separatorInset
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let width = max(bounds.width - inset.left - inset.right, 0)
    separatorView.frame = CGRect(
      x: rightToLeft ? inset.right : inset.left, y: bounds.height - 1, width: width, height: 1)
  }
}
