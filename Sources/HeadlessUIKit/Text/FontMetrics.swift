import Foundation

/// Scales custom fonts and values the way a text style grows with the content size category (UIKit's
/// `UIFontMetrics`).
///
/// The factor is the style's size at the category over its size at the default category (large), from the Dynamic
/// Type size tables (``Font/TextStyle``): body at extra-extra-extra large is 23 / 17 of its default. UIKit's own
/// curves are not published; for the styles whose sizes are, this ratio gives the same sizes.
// Unchecked: open, as UIKit's is (the compiler checks only final classes); what it stores is immutable and
// Sendable.
open class FontMetrics: NSObject, @unchecked Sendable {
  /// The style whose growth the metrics follow.
  let textStyle: Font.TextStyle

  /// Metrics that follow a text style.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that follow the body style.
  open class var `default`: FontMetrics { FontMetrics(forTextStyle: .body) }

  /// `font` scaled for the current content size category.
  open func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the current content size category, no larger than `maximumPointSize`.
  open func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for a trait collection's content size category (the current one when it is unspecified).
  open func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// `font` scaled for a trait collection's content size category, no larger than `maximumPointSize` (0 for no
  /// limit).
  open func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
  }

  /// A length scaled for the current content size category.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A length scaled for a trait collection's content size category (the current one when it is unspecified).
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?)
    -> CGFloat
  {
    let asked = traitCollection?.preferredContentSizeCategory ?? .unspecified
    let category = asked == .unspecified ? ContentSizeCategory.current : asked
    return value * textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
  }
}
