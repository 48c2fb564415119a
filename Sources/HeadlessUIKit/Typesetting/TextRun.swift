import Foundation

/// A stretch of text set apart from the rest of its style: what one range of an attributed string's attributes
/// comes to for the text engine.
///
/// Only what differs from the style's own font and colour is set; `nil` keeps the style's value.
package struct TextRun: Hashable {
  /// A line drawn under or through the text.
  package struct Line: Hashable {
    /// Two thin lines instead of one (`NSUnderlineStyle.double`).
    package var double: Bool
    /// The line's colour; `nil` draws it in the text's colour.
    package var color: Color?
  }

  /// The stretch, in UTF-8 bytes of the style's text (Pango indexes text by bytes).
  package var bytes: Range<Int>
  package var font: Typeface?
  package var foreground: Color?
  package var background: Color?
  /// Extra space after each character, in points (`.kern`).
  package var kern: CGFloat?
  package var underline: Line?
  package var strikethrough: Line?
  /// How far the glyphs sit above the baseline, in points (`.baselineOffset`; negative is below).
  package var baselineOffset: CGFloat?

  package init(bytes: Range<Int>) {
    self.bytes = bytes
  }

  /// Whether the run changes nothing.
  var isPlain: Bool {
    font == nil && foreground == nil && background == nil && kern == nil && underline == nil
      && strikethrough == nil && baselineOffset == nil
  }

  /// Whether the run draws in a colour of its own (which layouts get only when drawn, for the appearance then).
  var hasColor: Bool {
    foreground != nil || background != nil || underline?.color != nil || strikethrough?.color != nil
  }
}

/// How the lines of a paragraph are spaced: what `NSParagraphStyle` sets beyond alignment and line breaks.
///
/// As TextKit sets them, every line is `lineHeightMultiple` times its natural height (none when 0), then at least
/// `minimumLineHeight` and at most `maximumLineHeight` (no limit when 0), with the extra height above the glyphs;
/// `lineSpacing` points are added between lines (docs/rendering.md, "Attributed text").
package struct LineSpacing: Hashable {
  package var lineSpacing: CGFloat = 0
  package var lineHeightMultiple: CGFloat = 0
  package var minimumLineHeight: CGFloat = 0
  package var maximumLineHeight: CGFloat = 0

  package init() {}

  /// Whether it spaces lines as plain text does.
  var isPlain: Bool {
    lineSpacing == 0 && lineHeightMultiple == 0 && minimumLineHeight == 0 && maximumLineHeight == 0
  }

  /// The height of a line whose font gives it `natural` points.
  func lineHeight(natural: CGFloat) -> CGFloat {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }
}
