/// Overrides of UIKit methods written in extensions, moved into the class body where Swift without the Objective-C
/// runtime requires them.
///
/// On Apple platforms UIKit's methods are `@objc dynamic`, so `extension CardView { override func layoutSubviews() }`
/// compiles; Swift on Linux allows an override only in the class body. When a class is followed in the same file by
/// extensions of it, with nothing but comments between, and one of those extensions overrides something, the class
/// body is made to run on through them: the class's closing brace and each extension's header become spaces, and
/// the conformances the extensions declared join the class's inheritance list. Lines keep their numbers; on the
/// class's first line, columns after its inheritance list move by the added names.
///
/// Not merged (the compiler's own error then stands): a class declared in another file, extensions with a `where`
/// clause, and extensions separated from the class by other declarations.
enum ExtensionOverrides {
  /// The source with the extensions that override merged into their class.
  static func rewrite(_ source: String) -> String {
    var text = Array(source.utf8)
    let items = TopLevelScan(text: text).items()
    var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    var index = 0
    while index < items.count {
      let item = items[index]
      guard item.kind == .class else {
        index += 1
        continue
      }
      // The extensions of this class that follow it directly.
      var run: [TopLevelItem] = []
      var next = index + 1
      while next < items.count, items[next].kind == .extension, items[next].name == item.name,
        items[next].followsDirectly
      {
        run.append(items[next])
        next += 1
      }
      if let last = run.last, run.contains(where: \.hasOverride), !run.contains(where: \.hasWhereClause),
        !item.hasWhereClause
      {
        edits.append((item.body.upperBound - 1..<item.body.upperBound, [UInt8(ascii: " ")]))
        for ext in run {
          edits.append((ext.start..<ext.body.lowerBound + 1, blanks(text[ext.start..<ext.body.lowerBound + 1])))
          if ext.start != last.start {
            edits.append((ext.body.upperBound - 1..<ext.body.upperBound, [UInt8(ascii: " ")]))
          }
        }
        let conformances = run.flatMap(\.inheritance)
        if !conformances.isEmpty {
          let joined = conformances.joined(separator: ", ")
          let insertion = item.inheritance.isEmpty ? ": " + joined : ", " + joined
          edits.append((item.inheritanceEnd..<item.inheritanceEnd, Array(insertion.utf8)))
        }
      }
      index = max(next, index + 1)
    }
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      text.replaceSubrange(edit.range, with: edit.replacement)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether the source may hold an override in an extension (a cheap check first).
  static func mayApply(_ source: String) -> Bool {
    source.contains("extension") && source.contains("override")
  }

  /// Spaces in place of the text, its line breaks kept.
  private static func blanks(_ text: ArraySlice<UInt8>) -> [UInt8] {
    text.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
  }
}

/// A top-level `class` or `extension` declaration.
private struct TopLevelItem {
  enum Kind { case `class`, `extension` }
  let kind: Kind
  let name: String
  /// Where the declaration starts: its first modifier or attribute, or its keyword.
  let start: Int
  /// Its braces, both included.
  let body: Range<Int>
  /// The names in its inheritance list.
  let inheritance: [String]
  /// Where its inheritance list ends (or its name, when it has none): where more names would go.
  let inheritanceEnd: Int
  let hasWhereClause: Bool
  /// Whether a member is declared `override` at the top of its body.
  let hasOverride: Bool
  /// Whether only comments and blank space separate it from the item before.
  let followsDirectly: Bool
}

/// Reads a file's top-level declarations, skipping comments and string literals.
private struct TopLevelScan {
  let text: [UInt8]

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte >= 0x80
  }

  private func word(at index: Int) -> (String, end: Int) {
    var end = index
    while end < text.count, isIdentifierByte(text[end]) { end += 1 }
    return (String(decoding: text[index..<end], as: UTF8.self), end)
  }

  /// The index after a comment or string literal starting at `index`, or `nil` when none starts there.
  private func skipTrivia(at index: Int) -> Int? {
    guard index < text.count else { return nil }
    let byte = text[index]
    let next = index + 1 < text.count ? text[index + 1] : 0
    if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
      return text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
    }
    if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
      var depth = 0
      var position = index
      while position + 1 < text.count {
        if text[position] == UInt8(ascii: "/"), text[position + 1] == UInt8(ascii: "*") {
          depth += 1
          position += 2
        } else if text[position] == UInt8(ascii: "*"), text[position + 1] == UInt8(ascii: "/") {
          depth -= 1
          position += 2
          if depth == 0 { return position }
        } else {
          position += 1
        }
      }
      return text.count
    }
    if byte == UInt8(ascii: "\"") {
      let triple = text[index...].starts(with: Array("\"\"\"".utf8))
      var position = index + (triple ? 3 : 1)
      while position < text.count {
        if text[position] == UInt8(ascii: "\\") {
          position += 2
        } else if triple, text[position...].starts(with: Array("\"\"\"".utf8)) {
          return position + 3
        } else if !triple, text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "\n") {
          return position + 1
        } else {
          position += 1
        }
      }
      return text.count
    }
    return nil
  }

  /// The top-level classes and extensions, in order.
  func items() -> [TopLevelItem] {
    var items: [TopLevelItem] = []
    var index = 0
    var depth = 0
    var declarationStart: Int?
    var onlyTriviaSinceLastItem = true
    while index < text.count {
      if let after = skipTrivia(at: index) {
        index = after
        continue
      }
      let byte = text[index]
      if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
      } else if depth == 0, byte == UInt8(ascii: "@") || isIdentifierByte(byte) {
        let (name, end) = word(at: byte == UInt8(ascii: "@") ? index + 1 : index)
        if declarationStart == nil { declarationStart = index }
        if name == "class" || name == "extension", let item = declaration(
          kind: name == "class" ? .class : .extension, keywordEnd: end, start: declarationStart ?? index,
          followsDirectly: onlyTriviaSinceLastItem)
        {
          items.append(item)
          index = item.body.upperBound
          declarationStart = nil
          onlyTriviaSinceLastItem = true
          continue
        }
        if !["public", "internal", "fileprivate", "private", "open", "final"].contains(name),
          byte != UInt8(ascii: "@")
        {
          onlyTriviaSinceLastItem = false
          declarationStart = nil
        }
        index = max(end, index + 1)
        continue
      } else if depth == 0, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"),
        byte != UInt8(ascii: "\r")
      {
        onlyTriviaSinceLastItem = false
      }
      index += 1
    }
    return items
  }

  /// A class or extension whose keyword ends at `keywordEnd`: its name, inheritance list and body.
  private func declaration(
    kind: TopLevelItem.Kind, keywordEnd: Int, start: Int, followsDirectly: Bool
  ) -> TopLevelItem? {
    var position = keywordEnd
    while position < text.count, text[position] == UInt8(ascii: " ") { position += 1 }
    let (name, nameEnd) = word(at: position)
    guard !name.isEmpty, let open = text[nameEnd...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    let header = String(decoding: text[nameEnd..<open], as: UTF8.self)
    // A generic class (`class Box<T>`) or a dotted extension (`extension A.B`) is left alone.
    guard !header.contains("<"), !header.hasPrefix(".") else { return nil }
    let whereRange = header.firstRange(of: " where ")
    let list = header[..<(whereRange?.lowerBound ?? header.endIndex)]
    let inheritance =
      list.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
      ? list.drop { $0 != ":" }.dropFirst().split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
      : []
    var inheritanceEnd = nameEnd + list.utf8.count
    while inheritanceEnd > nameEnd,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(
        text[inheritanceEnd - 1])
    {
      inheritanceEnd -= 1
    }
    guard let close = closingBrace(from: open) else { return nil }
    return TopLevelItem(
      kind: kind, name: name, start: start, body: open..<close + 1, inheritance: inheritance,
      inheritanceEnd: inheritanceEnd, hasWhereClause: whereRange != nil,
      hasOverride: declaresOverride(in: open + 1..<close), followsDirectly: followsDirectly)
  }

  /// The `}` closing the `{` at `open`.
  private func closingBrace(from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < text.count {
      if let after = skipTrivia(at: index) {
        index = after
        continue
      }
      if text[index] == UInt8(ascii: "{") { depth += 1 }
      if text[index] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// Whether the word `override` appears at the body's own level (not inside a member).
  private func declaresOverride(in range: Range<Int>) -> Bool {
    var depth = 0
    var index = range.lowerBound
    while index < range.upperBound {
      if let after = skipTrivia(at: index) {
        index = after
        continue
      }
      let byte = text[index]
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") { depth -= 1 }
      if depth == 0, isIdentifierByte(byte) {
        let (name, end) = word(at: index)
        if name == "override" { return true }
        index = end
        continue
      }
      index += 1
    }
    return false
  }
}
