import Foundation

/// What the system button types show before a team sets anything: `UIButton(type: .infoLight)`,
/// `.detailDisclosure`, `.contactAdd` and `.close` (docs/uikit-defaults.md, "System button types").
extension Button {
  /// The side of the info, detail disclosure and add buttons' symbol, and so of the button: 22 points, the size
  /// UIKit has given these buttons since iOS 7 (`UIButton(type: .infoLight).intrinsicContentSize` is 22 × 22).
  static let systemSymbolSide: CGFloat = 22
  /// The side of the close button's circle: 30 points, its intrinsic size in UIKit (iOS 13's close button).
  static let closeSide: CGFloat = 30

  /// The image a system type shows: the ⓘ symbol for the info and detail disclosure types (one look since iOS 7),
  /// the ⊕ symbol for the add-contact type, tinted as the button is; `nil` for the others.
  static func systemTypeImage(_ type: ButtonType) -> Image? {
    let name: String
    switch type {
    case .detailDisclosure, .infoLight, .infoDark: name = "info.circle"
    case .contactAdd: name = "plus.circle"
    default: return nil
    }
    return Image(
      content: .symbolPlaceholder(named: name, configuration: nil, side: systemSymbolSide))
  }

  /// Whether the button still shows only what its system type gives it (no title, image or configuration of the
  /// team's, no content insets).
  private var showsOnlyItsSystemContent: Bool {
    guard configuration == nil, currentTitle?.isEmpty != false, contentEdgeInsets == .zero else {
      return false
    }
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark, .contactAdd:
      return currentImage === image(for: .normal) && currentImage?.isSymbolImage == true
    case .close: return currentImage == nil
    default: return false
    }
  }

  /// A system type's own size, with nothing else to show: its symbol's 22 points square, or the close button's 30.
  var systemTypeSize: CGSize? {
    guard showsOnlyItsSystemContent else { return nil }
    let side = buttonType == .close ? Self.closeSide : Self.systemSymbolSide
    return CGSize(width: side, height: side)
  }

  /// The close button's look: a 30-point disc in the tertiary system fill with the `xmark` symbol in the secondary
  /// label colour, 14 points square (its cross about 10 points across), centred in the bounds (an approximation:
  /// UIKit does not publish the drawing; docs/uikit-defaults.md).
  var closeMark: [DrawnContent] {
    guard buttonType == .close, showsOnlyItsSystemContent else { return [] }
    let side = min(Self.closeSide, bounds.width, bounds.height)
    let disc = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    let mark = side * 14 / 30
    let cross = CGRect(x: disc.midX - mark / 2, y: disc.midY - mark / 2, width: mark, height: mark)
    return [
      .ellipse(disc, .tertiarySystemFill),
      .image(Image(symbolPlaceholderNamed: "xmark"), cross, tint: .secondaryLabel),
    ]
  }
}
