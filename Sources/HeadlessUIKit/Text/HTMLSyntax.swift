import Foundation

// The lexical pieces of HTML that HTMLReader needs: tags with their attributes, character references and colour
// values.

/// A start or end tag (or a comment or declaration, which has no name and is skipped).
struct HTMLTag {
  /// The element's name in lower case ("" for a comment or declaration).
  let name: String
  let isClosing: Bool
  let isSelfClosing: Bool
  /// Attribute values by lower-case name, references decoded.
  let attributes: [String: String]
  /// The index after the tag's `>`.
  let end: String.Index

  /// The tag that starts at `start` (a `<`), or `nil` when the `<` starts no tag (it is then text).
  init?(in source: String, at start: String.Index) {
    let afterBracket = source.index(after: start)
    var skipped: String.Index?
    if source[afterBracket...].hasPrefix("!--") {
      skipped =
        source.range(of: "-->", range: afterBracket..<source.endIndex)?.upperBound
        ?? source.endIndex
    }
    guard skipped != nil || source[afterBracket...].contains(">") else { return nil }
    let close = source[afterBracket...].firstIndex(of: ">") ?? source.endIndex
    var inside = source[afterBracket..<close]
    if skipped == nil, inside.hasPrefix("!") || inside.hasPrefix("?") {
      skipped = source.index(after: close)
    }
    if let skipped {
      (name, isClosing, isSelfClosing, attributes, end) = ("", true, true, [:], skipped)
      return
    }
    let isClosing = inside.hasPrefix("/")
    if isClosing { inside = inside.dropFirst() }
    let isSelfClosing = inside.hasSuffix("/")
    if isSelfClosing { inside = inside.dropLast() }
    let name = inside.prefix { $0.isLetter || $0.isNumber }
    guard !name.isEmpty else { return nil }
    self.name = name.lowercased()
    self.isClosing = isClosing
    self.isSelfClosing = isSelfClosing
    attributes = Self.attributes(in: inside.dropFirst(name.count))
    end = source.index(after: close)
  }

  /// `name="value"`, `name='value'`, `name=value` and bare names.
  private static func attributes(in text: Substring) -> [String: String] {
    var result: [String: String] = [:]
    var rest = text
    while true {
      rest = rest.drop { $0.isWhitespace }
      let name = rest.prefix { !$0.isWhitespace && $0 != "=" }
      guard !name.isEmpty else { break }
      rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
      var value = ""
      if rest.first == "=" {
        rest = rest.dropFirst().drop { $0.isWhitespace }
        if let quote = rest.first, quote == "\"" || quote == "'" {
          let body = rest.dropFirst().prefix { $0 != quote }
          value = String(body)
          rest = rest.dropFirst(body.count + 1).dropFirst()
        } else {
          let body = rest.prefix { !$0.isWhitespace }
          value = String(body)
          rest = rest.dropFirst(body.count)
        }
      }
      result[name.lowercased()] = HTMLEntities.decode(value[...])
    }
    return result
  }
}

/// HTML's character references: the named ones snippets use, and numeric ones.
enum HTMLEntities {
  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "mdash": "\u{2014}",
    "ndash": "\u{2013}", "hellip": "\u{2026}", "copy": "\u{A9}", "reg": "\u{AE}",
    "trade": "\u{2122}",
    "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
    "bull": "\u{2022}",
    "euro": "\u{20AC}", "pound": "\u{A3}", "middot": "\u{B7}", "laquo": "\u{AB}", "raquo": "\u{BB}",
  ]

  /// The text with each reference replaced by its character; an unknown one stays as written.
  static func decode(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      let body = rest[afterAmpersand...].prefix { $0 != ";" && $0 != "&" && !$0.isWhitespace }
      if body.endIndex < rest.endIndex, rest[body.endIndex] == ";",
        let character = character(for: body)
      {
        result += character
        rest = rest[rest.index(after: body.endIndex)...]
      } else {
        result += "&"
        rest = rest[afterAmpersand...]
      }
    }
    return result + rest
  }

  private static func character(for body: Substring) -> String? {
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
    return named[String(body)]
  }
}

/// CSS colour values: `#rgb`, `#rrggbb`, `rgb(r, g, b)` and the basic named colours.
enum HTMLColor {
  private static let named: [String: UInt32] = [
    "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
    "gray": 0x808080, "grey": 0x808080, "orange": 0xFFA500, "yellow": 0xFFFF00, "purple": 0x800080,
    "silver": 0xC0C0C0, "maroon": 0x800000, "navy": 0x000080, "teal": 0x008080,
  ]

  static func parse(_ value: String) -> Color? {
    let text = value.trimmingCharacters(in: .whitespaces).lowercased()
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
      guard expanded.count == 6, let rgb = UInt32(expanded, radix: 16) else { return nil }
      return color(rgb)
    }
    if text.hasPrefix("rgb(") && text.hasSuffix(")") {
      let parts = text.dropFirst(4).dropLast().split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 3 else { return nil }
      return Color(
        red: CGFloat(parts[0] / 255), green: CGFloat(parts[1] / 255), blue: CGFloat(parts[2] / 255),
        alpha: 1)
    }
    return named[text].map(color)
  }

  private static func color(_ rgb: UInt32) -> Color {
    Color(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
  }
}
