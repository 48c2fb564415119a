import Foundation

/// One bar button item as a view: its title in the tint colour, its image tinted, or its custom view.
final class BarButtonView: View {
  let item: BarButtonItem
  private let label = Label()
  private let imageView = ImageView()

  init(item: BarButtonItem, tint: Color, bar: View) {
    self.item = item
    super.init(frame: .zero)
    item.applyAppearance(shownIn: bar)
    identifier = item.title ?? item.accessibilityIdentifier ?? "barButtonItem"
    if let custom = item.customView {
      addSubview(custom)
    } else if item.showsCloseButton {
      addSubview(Button(type: .close))
    } else if let image = item.image {
      imageView.image = image
      imageView.tintColor = item.tintColor ?? tint
      addSubview(imageView)
    } else {
      label.text = item.title
      let attributes = textAttributes(
        item.effectiveTitleTextAttributes(for: item.isEnabled ? .normal : .disabled))
      // UIKit's bar buttons: 17-point text, semibold for the done style (docs/uikit-bars.md).
      label.font =
        attributes.font
        ?? .systemFont(
          ofSize: 17, weight: item.style == .done || item.style == .prominent ? .semibold : .regular
        )
      label.textColor =
        attributes.color ?? (item.isEnabled ? item.tintColor ?? tint : .tertiaryLabel)
      addSubview(label)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The item's width: a fixed space's, its custom view's, its image's or its title's.
  var naturalSize: CGSize {
    if let custom = item.customView {
      return custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
    }
    if item.showsCloseButton { return CGSize(width: Button.closeSide, height: Button.closeSide) }
    if item.image != nil { return imageView.intrinsicContentSize }
    return label.intrinsicContentSize
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for view in subviews {
      let size =
        view === item.customView && view.frame.size != .zero ? view.frame.size : naturalSize
      view.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
  }
}

/// A back button's chevron.
final class BackChevronView: View, ContentDrawing {
  var color: Color = .systemBlue

  var drawnContent: [DrawnContent] {
    let size = BarGeometry.backChevronSize
    let top = CGPoint(x: size.width - 1.5, y: 1.5)
    let tip = CGPoint(x: 1.5, y: size.height / 2)
    let bottom = CGPoint(x: size.width - 1.5, y: size.height - 1.5)
    return [
      .line(from: top, to: tip, color, lineWidth: 3),
      .line(from: tip, to: bottom, color, lineWidth: 3),
    ]
  }
}

/// Lays out bar button views from a bar's edge inwards, and returns the inner edge reached.
///
/// The first item is outermost, `spacing` between items, each centred on a row of `rowHeight` at `rowTop`.
func layOutBarButtons(
  _ views: [BarButtonView], from edge: CGFloat, leading: Bool, rowTop: CGFloat, rowHeight: CGFloat,
  spacing: CGFloat
) -> CGFloat {
  var position = edge
  for view in views {
    let size = view.naturalSize
    let width = view.item.isFixedSpace ? view.item.width : size.width
    let x = leading ? position : position - width
    view.frame = CGRect(
      x: x, y: rowTop + (rowHeight - max(size.height, 0)) / 2, width: width, height: size.height)
    position = leading ? position + width + spacing : position - width - spacing
  }
  return position
}

/// The foreground colour and font a set of text attributes asks for.
func textAttributes(_ attributes: [NSAttributedString.Key: Any]) -> (color: Color?, font: Font?) {
  (attributes[.foregroundColor] as? Color, attributes[.font] as? Font)
}

/// Whether two lists hold the same items, object for object.
func !== (lhs: [BarButtonItem], rhs: [BarButtonItem]) -> Bool {
  lhs.count != rhs.count || zip(lhs, rhs).contains { $0 !== $1 }
}

extension Label {
  /// Sets the text, font and colour, each only when it differs (a change would ask for another layout pass).
  func setIfChanged(text: String?, font: Font, color: Color) {
    if self.text != text { self.text = text }
    if self.font != font { self.font = font }
    if self.textColor != color { self.textColor = color }
  }
}
