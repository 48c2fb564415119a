import Foundation

/// A layer that draws a string (Core Animation's `CATextLayer`), from the top-left of its bounds.
///
/// Core Animation's defaults: 36-point text (the font's face with ``fontSize``; the system font when `font` is nil
/// or a name), white, one line per paragraph unless ``isWrapped``, natural alignment, no truncation. An
/// attributed string is drawn in its first character's font and colour.
open class TextLayer: Layer {
  /// The text: a `String` or an `NSAttributedString`.
  open var string: Any?
  /// The face: a ``Font`` (its size is replaced by ``fontSize``) or a font name (drawn in the system font).
  open var font: CFTypeRef?
  /// Whether glyph positions snap to sub-pixel steps (stored; Pango positions glyphs here).
  open var allowsFontSubpixelQuantization = false
  /// The size of the text, in points.
  open var fontSize: CGFloat = 36
  /// The colour of a plain string.
  open var foregroundColor: CGColor? = .white
  /// Whether lines wrap at the layer's width.
  open var isWrapped = false
  /// Where lines sit horizontally.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// How an unwrapped line too long for the width is cut.
  open var truncationMode: CATextLayerTruncationMode = .none

  /// What to draw in `bounds`, or nil when there is no text.
  ///
  /// Not API.
  package func textDrawing(in bounds: CGRect) -> TextLayerDrawing? {
    let text: String
    var face = (font as? Font) ?? .systemFont(ofSize: fontSize)
    var colour = foregroundColor ?? .white
    switch string {
    case let plain as String: text = plain
    case let attributed as NSAttributedString:
      text = attributed.string
      let attributes = attributed.leadingAttributes
      face = attributes[.font] as? Font ?? face
      colour = attributes[.foregroundColor] as? Color ?? colour
    default: return nil
    }
    guard !text.isEmpty else { return nil }
    face = face.withSize(fontSize)
    let alignment: TextAlignment =
      switch alignmentMode {
      case .left: .left
      case .right: .right
      case .center: .center
      case .justified: .justified
      case .natural: .natural
      }
    let truncation: LineBreakMode? =
      switch truncationMode {
      case .start: .byTruncatingHead
      case .middle: .byTruncatingMiddle
      case .end: .byTruncatingTail
      case .none: nil
      }
    // Wrapped or truncated text is laid out in the width and aligned by Pango; other text is one unlimited line per
    // paragraph, shifted as a block by the alignment (it may overflow the bounds, as Core Animation's does).
    // Wrapped text shows the lines its bounds hold (at least one), the last ending with the truncation mark when
    // there is one, as the layer's bounds-sized contents keep only those.
    if isWrapped || truncation != nil {
      let lines = isWrapped ? max(1, Int((bounds.height / face.lineHeight).rounded(.down))) : 1
      let style = TextStyle(
        text: text, font: face.typeface, alignment: alignment, direction: .leftToRight,
        numberOfLines: lines, lineBreakMode: truncation ?? .byWordWrapping)
      return TextLayerDrawing(
        style: style, origin: bounds.origin, width: bounds.width, color: colour, shift: 0)
    }
    let style = TextStyle(
      text: text, font: face.typeface, alignment: .left, direction: .leftToRight, numberOfLines: 0,
      lineBreakMode: .byClipping)
    let shift: CGFloat = alignment == .center ? 0.5 : alignment == .right ? 1 : 0
    return TextLayerDrawing(
      style: style, origin: bounds.origin, width: nil, color: colour, shift: shift)
  }
}

/// How a text layer's string is drawn.
///
/// Not API.
package struct TextLayerDrawing {
  /// The laid-out text.
  package let style: TextStyle
  /// Where its top-left corner goes (before the shift), in the layer's coordinates.
  package let origin: CGPoint
  /// The width it is laid out in; nil: unlimited.
  package let width: CGFloat?
  package let color: Color
  /// How far the unlimited text moves across the leftover width: 0 left, 0.5 centred, 1 right.
  package let shift: CGFloat
}

/// Where a text layer's lines sit (Core Animation's `CATextLayerAlignmentMode`).
public enum CATextLayerAlignmentMode: Sendable {
  case natural, left, right, center, justified
}

/// How a text layer cuts a line too long for it (Core Animation's `CATextLayerTruncationMode`).
public enum CATextLayerTruncationMode: Sendable {
  case none, start, middle, end
}

public typealias CATextLayer = TextLayer
