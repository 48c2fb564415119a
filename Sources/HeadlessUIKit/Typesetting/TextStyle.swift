import Foundation

/// How lines of text sit horizontally in their box (UIKit's `NSTextAlignment`).
public enum TextAlignment: Sendable {
  case left, center, right, justified
  /// Left in left-to-right layout, right in right-to-left.
  case natural
}

/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle
}

/// Everything that decides how a string is laid out: what is measured is exactly what is drawn.
///
/// Two styles are equal when their texts have the same UTF-8 bytes, which is what Pango receives. (`String`'s own
/// equality treats canonically equivalent spellings, such as "é" and "e" + U+0301, as equal, and normalises
/// non-ASCII text to hash it.)
package struct TextStyle: Hashable {
  package var text: String
  package var font: Typeface
  package var alignment: TextAlignment
  package var direction: LayoutDirection
  package var numberOfLines: Int
  package var lineBreakMode: LineBreakMode
  /// Stretches drawn apart from the style's font and colour (an attributed string's ranges); none for plain text.
  package var runs: [TextRun] = []
  /// How lines are spaced beyond their fonts' heights (an attributed string's paragraph style).
  package var lineSpacing = LineSpacing()

  package init(
    text: String, font: Typeface, alignment: TextAlignment, direction: LayoutDirection,
    numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) {
    self.text = text
    self.font = font
    self.alignment = alignment
    self.direction = direction
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }

  package static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
    lhs.font == rhs.font && lhs.alignment == rhs.alignment && lhs.direction == rhs.direction
      && lhs.numberOfLines == rhs.numberOfLines && lhs.lineBreakMode == rhs.lineBreakMode
      && lhs.runs == rhs.runs && lhs.lineSpacing == rhs.lineSpacing
      && lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  package func hash(into hasher: inout Hasher) {
    var bytes = text
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(font)
    hasher.combine(alignment)
    hasher.combine(direction)
    hasher.combine(numberOfLines)
    hasher.combine(lineBreakMode)
    if !runs.isEmpty { hasher.combine(runs) }
    if !lineSpacing.isPlain { hasher.combine(lineSpacing) }
  }
}

/// The measured size and baselines of laid-out text, in points.
package struct TextMetrics: Equatable {
  package var size: CGSize
  /// From the top of the text to the first line's baseline.
  package var firstBaseline: CGFloat
  /// From the top of the text to the last line's baseline.
  package var lastBaseline: CGFloat
  /// Characters no loaded font could show ("tofu").
  package var unknownGlyphs: Int

  package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, unknownGlyphs: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.unknownGlyphs = unknownGlyphs
  }
}
