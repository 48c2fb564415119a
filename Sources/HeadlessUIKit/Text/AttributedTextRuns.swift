import Foundation

// What the text engine draws of an attributed string: its ranges' fonts, colours, kerning, underlines, strikethroughs
// and baseline offsets as runs, and its first paragraph's line spacing (docs/rendering.md, "Attributed text").

extension NSAttributedString {
  /// The runs of this string whose attributes differ from `font` and `color`, the style's own.
  package func textRuns(font: Font, color: Color) -> [TextRun] {
    guard length > 0 else { return [] }
    let text = string
    let utf16 = text.utf16
    var runs: [TextRun] = []
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) {
      attributes, range, _ in
      guard
        let start = utf16.index(
          utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
        let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex)
      else { return }
      let first = text.utf8.distance(from: text.utf8.startIndex, to: start)
      var run = TextRun(bytes: first..<(first + text.utf8.distance(from: start, to: end)))
      if let runFont = attributes[.font] as? Font, runFont.typeface != font.typeface {
        run.font = runFont.typeface
      }
      if let runColor = attributes[.foregroundColor] as? Color, runColor != color {
        run.foreground = runColor
      }
      run.background = attributes[.backgroundColor] as? Color
      if let kern = Self.number(attributes[.kern]), kern != 0 { run.kern = kern }
      if let offset = Self.number(attributes[.baselineOffset]), offset != 0 {
        run.baselineOffset = offset
      }
      run.underline = Self.line(attributes[.underlineStyle], color: attributes[.underlineColor])
      run.strikethrough = Self.line(
        attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
      if !run.isPlain { runs.append(run) }
    }
    return runs
  }

  /// The line spacing of the first paragraph's style (UIKit's labels take one paragraph style for the whole text).
  package var lineSpacing: LineSpacing {
    var spacing = LineSpacing()
    guard let style = leadingAttributes[.paragraphStyle] as? ParagraphStyle else { return spacing }
    spacing.lineSpacing = max(style.lineSpacing, 0)
    spacing.lineHeightMultiple = max(style.lineHeightMultiple, 0)
    spacing.minimumLineHeight = max(style.minimumLineHeight, 0)
    spacing.maximumLineHeight = max(style.maximumLineHeight, 0)
    return spacing
  }

  /// A number attribute's value, however the caller boxed it (`CGFloat`, `Double`, `Int`, `NSNumber` …).
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value.isFinite ? value : nil
    case let value as Double: value.isFinite ? CGFloat(value) : nil
    case let value as Float: value.isFinite ? CGFloat(value) : nil
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// The line an underline or strikethrough style draws: none for 0 or no value, two lines for `.double`.
  private static func line(_ style: Any?, color: Any?) -> TextRun.Line? {
    let raw: Int
    switch style {
    case let value as NSUnderlineStyle: raw = value.rawValue
    case let value as Int: raw = value
    case let value as NSNumber: raw = value.intValue
    default: return nil
    }
    guard raw & 0x0F != 0 else { return nil }
    return TextRun.Line(
      double: raw & 0x0F == NSUnderlineStyle.double.rawValue, color: color as? Color)
  }
}
