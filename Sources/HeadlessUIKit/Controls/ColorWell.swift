import Foundation

/// A control that shows a colour and opens the colour picker when tapped (UIKit's `UIColorWell`); nothing is
/// tapped here, so it shows its colour.
///
/// Drawn as an approximation (docs/uikit-defaults.md): a 28-point circle whose 3-point ring is grey (UIKit's ring is a
/// hue wheel) around the selected colour, inset 2 points from the ring; with no colour the inside stays clear.
@preconcurrency @MainActor
open class ColorWell: Control, ContentDrawing {
  /// The well's size with no constraints: an approximation of UIKit's (not measured against an image UIKit
  /// recorded).
  static let diameter: CGFloat = 28
  static let ringWidth: CGFloat = 3
  static let ringGap: CGFloat = 2

  /// The picker's title when it opens (stored).
  open var title: String?
  /// Whether the picker offers an opacity slider (UIKit's default: yes).
  open var supportsAlpha = true
  /// The colour shown, and chosen in the picker.
  open var selectedColor: Color? {
    didSet { setNeedsDisplay() }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: Self.diameter, height: Self.diameter)
  }

  package var drawnContent: [DrawnContent] {
    let side = min(bounds.width, bounds.height, Self.diameter)
    let ring = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    // A stroke is drawn inside its rectangle.
    var content: [DrawnContent] = [
      .stroke(ring, .systemGray, cornerRadius: side / 2, lineWidth: Self.ringWidth)
    ]
    if let selectedColor {
      let inset = Self.ringWidth + Self.ringGap
      content.append(.ellipse(ring.insetBy(dx: inset, dy: inset), selectedColor))
    }
    return content
  }
}

public typealias UIColorWell = ColorWell
