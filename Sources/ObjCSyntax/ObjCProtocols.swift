/// Objective-C protocols (`@objc protocol`) made to compile where Swift has no Objective-C runtime.
///
/// Three things an Objective-C protocol gives that a Swift protocol does not, each replaced here:
/// - it is class-bound (`weak var delegate: CardDelegate?` needs that): `AnyObject` is added to its inheritance;
/// - its `optional` requirements may be left unimplemented: the keyword becomes spaces, and an extension appended
///   after the file's last line implements each one by default, doing nothing and answering `nil` (an optional
///   result), or the result type's `init()` (zero, `false`, empty) for any other result;
/// - a caller writes `delegate?.cardDidTap?(self)`: the `?` before `(` becomes a space (``ObjCSyntaxRewriter``
///   does that for the names ``optionalRequirementNames(in:)`` finds, in every file of a target).
///
/// The one difference left: an unimplemented requirement with a non-optional result answers that zero value where
/// Objective-C would give `nil` (so `delegate?.height?(for: row) ?? 44` is 0, not 44). Lines before the appended
/// extension keep their numbers; on a protocol's first line, columns after its name move by the added words.
enum ObjCProtocols {
  /// The source with its Objective-C protocols rewritten, and an extension of defaults appended.
  static func rewrite(_ source: String) -> String {
    var text = Array(source.utf8)
    var defaults: [String] = []
    // From the last protocol to the first, so that edits do not move the ones still to make.
    for declaration in declarations(in: text).reversed() {
      let requirements = declaration.optionalRequirements(in: text)
      for requirement in requirements {
        text.replaceSubrange(
          requirement.keyword, with: Array(repeating: UInt8(ascii: " "), count: 8))
      }
      if let insertion = declaration.classBoundInsertion(in: text) {
        text.insert(contentsOf: insertion.text.utf8, at: insertion.offset)
      }
      let access = declaration.isPublic ? "public " : ""
      let members = requirements.compactMap(\.defaultImplementation).map { access + $0 }
      if !members.isEmpty {
        defaults.insert(
          "extension \(declaration.name) {\n" + members.map { "  \($0)\n" }.joined() + "}\n", at: 0)
      }
    }
    var result = String(decoding: text, as: UTF8.self)
    if !defaults.isEmpty {
      if !result.hasSuffix("\n") { result += "\n" }
      result +=
        "// Default implementations of the optional requirements above (Objective-C protocols).\n"
      result += defaults.joined()
    }
    return result
  }

  /// The base names of the optional requirements of the file's Objective-C protocols (`cardDidTap` for
  /// `@objc optional func cardDidTap(_ card: Card)`).
  static func optionalRequirementNames(in source: String) -> Set<String> {
    let text = Array(source.utf8)
    var names: Set<String> = []
    for declaration in declarations(in: text) {
      for requirement in declaration.optionalRequirements(in: text) {
        names.insert(requirement.name)
      }
    }
    return names
  }

  /// The `@objc protocol` declarations of a file: `@objc` first on its line, then modifiers, `protocol` and a name.
  private static func declarations(in text: [UInt8]) -> [Declaration] {
    var found: [Declaration] = []
    var lineStart = 0
    while lineStart < text.count {
      var cursor = Cursor(text: text, index: lineStart)
      cursor.skipSpaces(newlines: false)
      if cursor.consume("@objc") {
        cursor.skipParenthesised()
        cursor.skipSpaces(newlines: true)
        var isPublic = false
        while let modifier = cursor.consumeWord(in: [
          "public", "internal", "fileprivate", "private", "open",
        ]) {
          isPublic = isPublic || modifier == "public" || modifier == "open"
          cursor.skipSpaces(newlines: true)
        }
        if cursor.consumeWord(in: ["protocol"]) != nil {
          cursor.skipSpaces(newlines: true)
          let nameStart = cursor.index
          cursor.skipIdentifier()
          if cursor.index > nameStart, let body = cursor.bodyRange(from: cursor.index) {
            found.append(
              Declaration(
                name: String(decoding: text[nameStart..<cursor.index], as: UTF8.self),
                isPublic: isPublic,
                nameEnd: cursor.index, body: body))
          }
        }
      }
      lineStart = (text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count) + 1
    }
    return found
  }
}

/// One `@objc protocol`: its name, where the name ends, and its body between the braces.
private struct Declaration {
  let name: String
  /// Whether the protocol is public, so that its default implementations must be too.
  let isPublic: Bool
  let nameEnd: Int
  /// From the opening brace to the closing one, both included.
  let body: Range<Int>

  /// `: AnyObject` after the name, or `AnyObject, ` at the head of the inheritance list, unless it is class-bound
  /// already.
  func classBoundInsertion(in text: [UInt8]) -> (offset: Int, text: String)? {
    let clause = String(decoding: text[nameEnd..<body.lowerBound], as: UTF8.self)
    let trimmed = clause.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard trimmed.hasPrefix(":") else { return (nameEnd, ": AnyObject") }
    let first = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    if first.hasPrefix("AnyObject") || first.hasPrefix("class")
      || first.hasPrefix("NSObjectProtocol")
    {
      return nil
    }
    let colon = nameEnd + clause.utf8.count - trimmed.utf8.count
    return (colon + 1, " AnyObject,")
  }

  /// The requirements marked `optional` in the body, in order.
  func optionalRequirements(in text: [UInt8]) -> [OptionalRequirement] {
    var found: [OptionalRequirement] = []
    var cursor = Cursor(text: text, index: body.lowerBound + 1)
    while cursor.index < body.upperBound - 1 {
      let start = cursor.index
      guard cursor.consumeWord(in: ["optional"]) != nil else {
        cursor.skipToken()
        continue
      }
      var declaration = cursor
      declaration.skipSpaces(newlines: true)
      while declaration.consume("@") {
        declaration.skipIdentifier()
        declaration.skipParenthesised()
        declaration.skipSpaces(newlines: true)
      }
      let keywordStart = declaration.index
      guard let keyword = declaration.consumeWord(in: ["func", "var"]) else { continue }
      let isFunction = keyword == "func"
      declaration.skipSpaces(newlines: false)
      let nameStart = declaration.index
      declaration.skipIdentifier()
      let name = String(decoding: text[nameStart..<declaration.index], as: UTF8.self)
      let end = isFunction ? declaration.signatureEnd() : declaration.accessorsEnd()
      let signature = String(
        decoding: text[keywordStart..<min(end, body.upperBound - 1)], as: UTF8.self)
      found.append(
        OptionalRequirement(
          keyword: start..<start + 8, name: name, signature: signature, isFunction: isFunction))
      cursor.index = end
    }
    return found
  }
}

/// An `optional` requirement: where its keyword is, its base name and its declaration.
private struct OptionalRequirement {
  let keyword: Range<Int>
  let name: String
  let signature: String
  let isFunction: Bool

  /// The requirement implemented by default, or `nil` for a settable property (nothing can store it).
  var defaultImplementation: String? {
    let declaration = signature.split(separator: "\n").map { $0.trimmingSpaces }.joined(
      separator: " ")
    if isFunction {
      return "\(declaration) { \(Self.defaultValue(returning: Self.resultType(of: declaration)))}"
    }
    guard let brace = declaration.firstIndex(of: "{"), !declaration.contains("set") else {
      return nil
    }
    let head = declaration[..<brace].trimmingSpaces
    let type = head.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingSpaces } ?? ""
    return "\(head) { \(Self.defaultValue(returning: type))}"
  }

  /// The text after the last `->` outside parentheses, without a `where` clause; empty when there is none.
  private static func resultType(of declaration: String) -> String {
    var depth = 0
    var arrow: String.Index?
    var index = declaration.startIndex
    while index < declaration.endIndex {
      switch declaration[index] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">"
      where index > declaration.startIndex && declaration[declaration.index(before: index)] != "-":
        depth -= 1
      case "-" where depth == 0 && declaration[index...].hasPrefix("->"):
        arrow = declaration.index(index, offsetBy: 2)
      default: break
      }
      index = declaration.index(after: index)
    }
    guard let arrow else { return "" }
    let type = declaration[arrow...]
    return type[..<(type.firstRange(of: " where ")?.lowerBound ?? type.endIndex)].trimmingSpaces
  }

  /// What an unimplemented requirement answers: nothing, `nil` for an optional, else the type's `init()`.
  private static func defaultValue(returning type: String) -> String {
    if type.isEmpty || type == "Void" || type == "()" { return "" }
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil " }
    return ".init() "
  }
}

/// A position in the source, with the few moves the protocol pass needs.
private struct Cursor {
  let text: [UInt8]
  var index: Int

  mutating func skipSpaces(newlines: Bool) {
    while index < text.count,
      text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t")
        || (newlines && (text[index] == UInt8(ascii: "\n") || text[index] == UInt8(ascii: "\r")))
    {
      index += 1
    }
  }

  mutating func skipIdentifier() {
    while index < text.count, isIdentifierByte(text[index]) { index += 1 }
  }

  /// `(…)` right here, nested parentheses included.
  mutating func skipParenthesised() {
    guard index < text.count, text[index] == UInt8(ascii: "(") else { return }
    var depth = 0
    while index < text.count {
      if text[index] == UInt8(ascii: "(") { depth += 1 }
      if text[index] == UInt8(ascii: ")") { depth -= 1 }
      index += 1
      if depth == 0 { return }
    }
  }

  /// An identifier, a string literal, a comment, or one other byte.
  mutating func skipToken() {
    guard index < text.count else { return }
    if isIdentifierByte(text[index]) {
      skipIdentifier()
    } else {
      index = endOfTrivia(in: text, at: index) ?? index + 1
    }
  }

  mutating func consume(_ literal: String) -> Bool {
    let bytes = Array(literal.utf8)
    guard index + bytes.count <= text.count, text[index..<index + bytes.count].elementsEqual(bytes)
    else {
      return false
    }
    index += bytes.count
    return true
  }

  /// One of `words`, whole (not the start of a longer identifier): the one found, if any.
  mutating func consumeWord(in words: [String]) -> String? {
    for word in words {
      let start = index
      if consume(word), index >= text.count || !isIdentifierByte(text[index]) { return word }
      index = start
    }
    return nil
  }

  /// The body's braces from the first `{` at or after `start`, or `nil` when it does not close.
  func bodyRange(from start: Int) -> Range<Int>? {
    guard let open = text[start...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    var probe = Cursor(text: text, index: open)
    var depth = 0
    while probe.index < text.count {
      let byte = text[probe.index]
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return open..<probe.index + 1 }
      }
      probe.skipToken()
    }
    return nil
  }

  /// Where a function requirement ends: a line break, `;` or the body's `}` outside parentheses.
  func signatureEnd() -> Int {
    var probe = self
    var depth = 0
    while probe.index < text.count {
      let byte = text[probe.index]
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth -= 1 }
      if depth == 0,
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}")
          || (byte == UInt8(ascii: "/") && probe.index + 1 < text.count
            && text[probe.index + 1] == byte)
      {
        return probe.index
      }
      probe.index += 1
    }
    return probe.index
  }

  /// Where a property requirement ends: after its `{ get }` or `{ get set }`.
  func accessorsEnd() -> Int {
    guard let close = text[index...].firstIndex(of: UInt8(ascii: "}")) else { return text.count }
    return close + 1
  }
}

extension StringProtocol {
  /// The text without spaces, tabs and line breaks at either end.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
