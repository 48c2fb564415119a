import Foundation

// Drawing strings into the current context (UIKit's NSString and NSAttributedString drawing additions), with the
// text engine labels use. The attributes read are `.font` (default: the system font at 12 points, UIKit's
// default for string drawing is Helvetica 12), `.foregroundColor` (default black) and `.paragraphStyle` (alignment,
// line breaks, spacing); an attributed string's ranges, and a plain string's attributes, are drawn with their own
// fonts, colours, kerning, lines and offsets, as labels draw them.

extension String {
  /// Draws the string on one line per paragraph with its top-left corner at `point`.
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    NSAttributedString(string: self, attributes: attributes).drawing.draw(at: point)
  }

  /// Draws the string wrapped to a rectangle's width, from its top, clipped to it, aligned as its paragraph style
  /// says.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    NSAttributedString(string: self, attributes: attributes).drawing.draw(in: rect)
  }

  /// The size the string takes drawn on one line per paragraph.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self, attributes: attributes).drawing.size(width: nil)
  }
}

extension String {
  /// Draws the string in a rectangle as UIKit's `draw(with:options:attributes:context:)` does: wrapped to its width
  /// from its top with `.usesLineFragmentOrigin`, else on one line per paragraph from its top-left corner.
  public func draw(
    with rect: CGRect, options: StringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: StringDrawingContext?
  ) {
    let drawing = NSAttributedString(string: self, attributes: attributes).drawing
    if options.contains(.usesLineFragmentOrigin) {
      drawing.draw(in: rect)
    } else {
      drawing.draw(at: rect.origin)
    }
  }
}

extension NSString {
  /// Draws the string in a rectangle as UIKit's `draw(with:options:attributes:context:)` does: wrapped to its width
  /// from its top with `.usesLineFragmentOrigin`, else on one line per paragraph from its top-left corner.
  public func draw(
    with rect: CGRect, options: StringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: StringDrawingContext?
  ) {
    (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
  }

  /// Draws the string on one line per paragraph with its top-left corner at `point`.
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// Draws the string wrapped to a rectangle's width, from its top, clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    (self as String).draw(in: rect, withAttributes: attributes)
  }

  /// The size the string takes drawn on one line per paragraph.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

extension NSAttributedString {
  /// The attributes of the first character (none for an empty string): what string drawing and text layers use.
  var leadingAttributes: [NSAttributedString.Key: Any] {
    length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
  }

  /// The drawing of the string: its first character's font, colour and paragraph style (alignment, line breaks,
  /// spacing), and each range's own attributes.
  var drawing: StringDrawing {
    var drawing = StringDrawing(string, leadingAttributes)
    drawing.style.runs = textRuns(font: drawing.font, color: drawing.color)
    drawing.style.lineSpacing = lineSpacing
    if let paragraph = leadingAttributes[.paragraphStyle] as? ParagraphStyle {
      drawing.style.alignment = paragraph.alignment
      drawing.style.lineBreakMode = paragraph.lineBreakMode
    }
    return drawing
  }

  /// Draws the string on one line per paragraph with its top-left corner at `point`.
  public func draw(at point: CGPoint) { drawing.draw(at: point) }

  /// Draws the string wrapped to a rectangle's width, from its top, clipped to it.
  public func draw(in rect: CGRect) { drawing.draw(in: rect) }

  /// The size the string takes drawn on one line per paragraph.
  public func size() -> CGSize { drawing.size(width: nil) }
}

/// A string with the attributes string drawing reads.
struct StringDrawing {
  var style: TextStyle
  let font: Font
  let color: Color

  init(_ text: String, _ attributes: [NSAttributedString.Key: Any]) {
    font = attributes[.font] as? Font ?? .systemFont(ofSize: 12)
    style = TextStyle(
      text: text, font: font.typeface, alignment: .natural,
      direction: .leftToRight, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    color = attributes[.foregroundColor] as? Color ?? .black
  }

  /// The laid-out size, `width` wide (or unwrapped).
  func size(width: CGFloat?) -> CGSize {
    (try? TextEngine.withEngine { $0.measure(style, width: width).size }) ?? .zero
  }

  func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: .zero), wrapping: false)
  }

  func draw(in rect: CGRect) {
    draw(in: rect, wrapping: true)
  }

  /// Draws the text from the top of `rect`, wrapped to its width and clipped to it, or unwrapped from its
  /// top-left corner.
  private func draw(in rect: CGRect, wrapping: Bool) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    if wrapping { context.clip(to: rect) }
    let resolved = color.resolved(for: context.appearance)
    let faded = Color(
      red: resolved.red, green: resolved.green, blue: resolved.blue,
      alpha: resolved.alpha * context.state.alpha)
    do {
      try TextEngine.withEngine { engine in
        engine.draw(
          style, at: rect.origin, width: wrapping ? rect.width : nil, color: faded,
          appearance: context.appearance, context: context.cairo)
      }
    } catch {
      Diagnostics.report(Diagnostic(.error, "drawing the string \"\(style.text)\": \(error)"))
    }
    context.restoreGState()
  }
}
