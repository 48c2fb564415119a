import Foundation

/// Turns HTML into an attributed string as UIKit's HTML import styles it: a browser's default style sheet over
/// body text of 12 points (docs/uikit-defaults.md, "Attributed strings from HTML").
///
/// It reads what server-made snippets hold: inline styles (`b`, `strong`, `i`, `em`, `u`, `s`, `a`, `font`, `span`
/// with a `style`), blocks (`p`, `div`, headings, lists, `blockquote`) and `br`, whitespace collapsed as HTML does,
/// and character references. Script, style, head and title elements are left out; images are not loaded.
struct HTMLReader {
  private let source: String

  init(_ source: String) { self.source = source }

  /// How the text at a point is styled.
  private struct Style {
    var tag: String
    var size: CGFloat = HTMLReader.bodySize
    var isBold = false
    var isItalic = false
    var isUnderlined = false
    var isStruckThrough = false
    var color: Color = .black
    var link: URL?
    var keepsWhitespace = false
  }

  /// UIKit's HTML import sets body text in 12-point type (Times New Roman there; the system face here, the only
  /// one installed), which is a browser's 16-pixel default at 0.75 point per CSS pixel.
  static let bodySize: CGFloat = 12
  private static let pointsPerPixel: CGFloat = 0.75
  /// The default style sheet's heading sizes, in ems (WHATWG HTML, "Rendering", sections and headings).
  private static let headingScale: [String: CGFloat] = [
    "h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67,
  ]
  /// The default style sheet's link colour, `#0000EE` (WHATWG HTML, "Rendering", phrasing content).
  private static let linkColor = Color(red: 0, green: 0, blue: 238.0 / 255, alpha: 1)
  private static let blocks: Set<String> = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "pre", "tr",
    "table",
    "section", "article", "header", "footer", "dl", "dt", "dd",
  ]
  private static let voidElements: Set<String> = [
    "br", "img", "hr", "meta", "link", "input", "wbr",
  ]
  private static let skippedElements: Set<String> = ["script", "style", "head", "title"]

  /// The attributed string the HTML describes.
  func attributedString() -> NSAttributedString {
    var output = Output()
    var styles = [Style(tag: "")]
    var index = source.startIndex
    while index < source.endIndex {
      guard source[index] == "<" else {
        let end = source[index...].firstIndex(of: "<") ?? source.endIndex
        output.appendText(HTMLEntities.decode(source[index..<end]), style: styles[styles.count - 1])
        index = end
        continue
      }
      guard let tag = HTMLTag(in: source, at: index) else {
        output.appendText("<", style: styles[styles.count - 1])
        index = source.index(after: index)
        continue
      }
      index = tag.end
      if tag.isClosing {
        if Self.blocks.contains(tag.name) { output.endLine() }
        if let open = styles.lastIndex(where: { $0.tag == tag.name }), open > 0 {
          styles.removeSubrange(open...)
        }
      } else if Self.skippedElements.contains(tag.name) {
        let closing = "</" + tag.name
        index =
          source.range(of: closing, options: .caseInsensitive, range: index..<source.endIndex)?
          .upperBound ?? source.endIndex
        index = source[index...].firstIndex(of: ">").map(source.index(after:)) ?? source.endIndex
      } else if tag.name == "br" {
        output.appendBreak(style: styles[styles.count - 1])
      } else if !Self.voidElements.contains(tag.name) {
        if Self.blocks.contains(tag.name) { output.endLine() }
        let style = styled(tag, from: styles[styles.count - 1])
        if !tag.isSelfClosing { styles.append(style) }
        if tag.name == "li" { output.appendText("•\t", style: style) }
      }
    }
    return output.text
  }

  /// The style inside `tag`, from the style around it.
  private func styled(_ tag: HTMLTag, from outer: Style) -> Style {
    var style = outer
    style.tag = tag.name
    switch tag.name {
    case "b", "strong", "th", "dt": style.isBold = true
    case "i", "em", "cite", "var", "dfn": style.isItalic = true
    case "u", "ins": style.isUnderlined = true
    case "s", "strike", "del": style.isStruckThrough = true
    case "pre": style.keepsWhitespace = true
    case "a":
      if let href = tag.attributes["href"], let url = URL(string: href) {
        style.link = url
        style.color = Self.linkColor
        style.isUnderlined = true
      }
    case let heading where Self.headingScale[heading] != nil:
      style.isBold = true
      style.size = Self.bodySize * (Self.headingScale[heading] ?? 1)
    default: break
    }
    if tag.name == "font" {
      if let color = tag.attributes["color"].flatMap(HTMLColor.parse) { style.color = color }
      if let size = tag.attributes["size"].flatMap(Int.init) {
        // The legacy sizes 1 to 7: 10, 13, 16, 18, 24, 32 and 48 pixels (WHATWG HTML, the `font` element).
        let pixels: [CGFloat] = [10, 13, 16, 18, 24, 32, 48]
        style.size = pixels[min(max(size, 1), 7) - 1] * Self.pointsPerPixel
      }
    }
    if let declarations = tag.attributes["style"] { apply(declarations, to: &style) }
    return style
  }

  /// Applies the CSS declarations of a `style` attribute that this reader knows: colour, size, weight, style and
  /// text decoration.
  private func apply(_ declarations: String, to style: inout Style) {
    for declaration in declarations.split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      guard parts.count == 2 else { continue }
      let value = parts[1]
      switch parts[0] {
      case "color": if let color = HTMLColor.parse(value) { style.color = color }
      case "font-size": if let size = fontSize(value, relativeTo: style.size) { style.size = size }
      case "font-weight":
        style.isBold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
      case "font-style": style.isItalic = value == "italic" || value == "oblique"
      case "text-decoration", "text-decoration-line":
        style.isUnderlined = value.contains("underline")
        style.isStruckThrough = value.contains("line-through")
      default: break
      }
    }
  }

  /// A CSS font size in points: pixels at 0.75 point each, points, or ems and percentages of the size around it.
  private func fontSize(_ value: String, relativeTo outer: CGFloat) -> CGFloat? {
    let units: [(suffix: String, scale: CGFloat, isRelative: Bool)] = [
      ("px", Self.pointsPerPixel, false), ("pt", 1, false), ("em", 1, true), ("%", 0.01, true),
    ]
    for unit in units where value.hasSuffix(unit.suffix) {
      guard let number = Double(value.dropLast(unit.suffix.count)), number > 0 else { return nil }
      return CGFloat(number) * unit.scale * (unit.isRelative ? outer : 1)
    }
    return nil
  }

  /// The attributed text being built, with HTML's whitespace rules.
  private struct Output {
    let text = NSMutableAttributedString(string: "")
    /// Whether nothing follows the last line break (or the start): leading whitespace is dropped there.
    private var isAtLineStart = true
    /// Whether collapsed whitespace waits to be written before the next word.
    private var pendingSpace = false

    mutating func appendText(_ raw: String, style: Style) {
      guard !style.keepsWhitespace else {
        append(raw, style: style)
        isAtLineStart = raw.hasSuffix("\n")
        return
      }
      var collapsed = ""
      for character in raw {
        if character.isWhitespace && character != "\u{A0}" {
          pendingSpace = true
        } else {
          if pendingSpace && !isAtLineStart { collapsed.append(" ") }
          pendingSpace = false
          collapsed.append(character)
          isAtLineStart = false
        }
      }
      if !collapsed.isEmpty { append(collapsed, style: style) }
    }

    mutating func appendBreak(style: Style) {
      append("\n", style: style)
      isAtLineStart = true
      pendingSpace = false
    }

    /// Ends the current line unless it is empty (a block's edge).
    mutating func endLine() {
      pendingSpace = false
      guard !isAtLineStart else { return }
      var range = NSRange()
      let attributes =
        text.length > 0 ? text.attributes(at: text.length - 1, effectiveRange: &range) : [:]
      text.append(NSAttributedString(string: "\n", attributes: attributes))
      isAtLineStart = true
    }

    private func append(_ string: String, style: Style) {
      text.append(NSAttributedString(string: string, attributes: attributes(of: style)))
    }

    private func attributes(of style: Style) -> [NSAttributedString.Key: Any] {
      var font = Font.systemFont(ofSize: style.size, weight: style.isBold ? .bold : .regular)
      if style.isItalic,
        let italic = font.fontDescriptor.withSymbolicTraits(
          font.fontDescriptor.symbolicTraits.union(.traitItalic))
      {
        font = Font(descriptor: italic, size: style.size)
      }
      var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: style.color]
      if style.isUnderlined { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
      if style.isStruckThrough {
        attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
      }
      if let link = style.link { attributes[.link] = link }
      return attributes
    }
  }
}
