/// A top-level `class` or `extension` declaration.
struct TopLevelItem {
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
struct TopLevelScan {
  let text: [UInt8]

  private func word(at index: Int) -> (String, end: Int) {
    var end = index
    while end < text.count, isIdentifierByte(text[end]) { end += 1 }
    return (String(decoding: text[index..<end], as: UTF8.self), end)
  }

  /// The index after a comment or string literal starting at `index`, or `nil` when none starts there.
  private func skipTrivia(at index: Int) -> Int? { endOfTrivia(in: text, at: index) }

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
        if name == "class" || name == "extension",
          let item = declaration(
            kind: name == "class" ? .class : .extension, keywordEnd: end,
            start: declarationStart ?? index,
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
      } else if depth == 0, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"),
        byte != UInt8(ascii: "\t"),
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
    guard !name.isEmpty, let open = text[nameEnd...].firstIndex(of: UInt8(ascii: "{")) else {
      return nil
    }
    let header = String(decoding: text[nameEnd..<open], as: UTF8.self)
    // A generic class (`class Box<T>`) or a dotted extension (`extension A.B`) is left alone.
    guard !header.contains("<"), !header.hasPrefix(".") else { return nil }
    let whereRange = header.firstRange(of: " where ")
    let list = header[..<(whereRange?.lowerBound ?? header.endIndex)]
    let inheritance =
      list.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
      ? list.drop { $0 != ":" }.dropFirst().split(separator: ",").map(\.trimmingSpaces).filter {
        !$0.isEmpty
      }
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

  /// The action methods declared at the body's own level: instance methods marked `@objc` or `@IBAction`, not
  /// `async` or `throws`, with at most two parameters (sender and event), as UIKit's target–action calls them.
  func actionMethods(in body: Range<Int>) -> [ActionMethod] {
    var methods: [ActionMethod] = []
    var depth = 0
    var index = body.lowerBound + 1
    var marked = false
    var isStatic = false
    while index < body.upperBound - 1 {
      if let after = skipTrivia(at: index) {
        index = after
        continue
      }
      let byte = text[index]
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") { depth -= 1 }
      guard depth == 0, byte == UInt8(ascii: "@") || isIdentifierByte(byte) else {
        index += 1
        continue
      }
      let isAttribute = byte == UInt8(ascii: "@")
      let (name, end) = word(at: isAttribute ? index + 1 : index)
      index = max(end, index + 1)
      if isAttribute {
        marked = marked || name == "objc" || name == "IBAction"
        // An attribute's arguments, as in `@objc(tappedWithSender:)`.
        if index < text.count, text[index] == UInt8(ascii: "("),
          let close = text[index...].firstIndex(of: UInt8(ascii: ")"))
        {
          index = close + 1
        }
      } else if name == "static" || name == "class" {
        isStatic = true
      } else if name == "func" {
        if marked, !isStatic, let method = actionMethod(after: &index) { methods.append(method) }
        marked = false
        isStatic = false
      } else if ![
        "public", "internal", "fileprivate", "private", "open", "final", "override", "dynamic",
      ]
      .contains(name) {
        marked = false
        isStatic = false
      }
    }
    return methods
  }

  /// The method whose name starts after `func` at `index`; `index` moves to the end of its signature.
  private func actionMethod(after index: inout Int) -> ActionMethod? {
    while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
    let (name, nameEnd) = word(at: index)
    guard !name.isEmpty, nameEnd < text.count, text[nameEnd] == UInt8(ascii: "(") else {
      return nil
    }
    var depth = 0
    var position = nameEnd
    var parameters: [String] = []
    var current: [UInt8] = []
    while position < text.count {
      let byte = text[position]
      position += 1
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        depth += 1
        if depth == 1 { continue }
      }
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
      if depth == 0 { break }
      if depth == 1, byte == UInt8(ascii: ",") {
        parameters.append(String(decoding: current, as: UTF8.self))
        current = []
      } else {
        current.append(byte)
      }
    }
    if !current.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
      parameters.append(String(decoding: current, as: UTF8.self))
    }
    guard let open = text[position...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    let rest = String(decoding: text[position..<open], as: UTF8.self)
    index = open
    guard parameters.count <= 2, !rest.contains("throws"), !rest.contains("async"),
      !parameters.contains(where: {
        $0.contains("inout") || $0.contains("...") || !$0.contains(":")
      })
    else { return nil }
    let labels = parameters.map { parameter in
      String(parameter.trimmingSpaces.prefix { $0 != " " && $0 != ":" })
    }
    return ActionMethod(name: name, labels: labels)
  }
}

/// An action method: its name and argument labels, from which its selector and a reference to it follow.
struct ActionMethod: Equatable {
  let name: String
  let labels: [String]

  /// The selector `#selector` gives for it once rewritten (`tapped(_:)`, or `refresh` without parameters).
  var selector: String {
    labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}
