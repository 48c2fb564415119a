import Foundation
import HeadlessUIKit

/// Contrast between colours as the Web Content Accessibility Guidelines (WCAG 2.x, "contrast ratio" and "relative
/// luminance") define it; docs/layout-lint.md gives the formulas.
package enum Contrast {
  /// The relative luminance of an opaque sRGB colour: each channel linearised, weighted 0.2126, 0.7152, 0.0722.
  package static func luminance(_ color: Color.Components) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)`, the lighter colour's luminance over the darker's: 1 to 21.
  package static func ratio(_ first: Color.Components, _ second: Color.Components) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `top` drawn over an opaque `bottom` at its alpha ("source over").
  package static func composite(_ top: Color.Components, over bottom: Color.Components)
    -> Color.Components
  {
    let alpha = top.alpha
    return Color.Components(
      red: top.red * alpha + bottom.red * (1 - alpha),
      green: top.green * alpha + bottom.green * (1 - alpha),
      blue: top.blue * alpha + bottom.blue * (1 - alpha), alpha: 1)
  }

  /// The ratio text needs: 3:1 for large text (at least 18 points, or 14 points bold), 4.5:1 otherwise (WCAG 2.x
  /// success criterion 1.4.3).
  package static func required(pointSize: CGFloat, bold: Bool) -> Double {
    pointSize >= 18 || (bold && pointSize >= 14) ? 3 : 4.5
  }
}
