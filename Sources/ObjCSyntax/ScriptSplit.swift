/// A scene file's top level split so that its code can share one compiler run with other files': the declarations
/// that stay at file scope, made `fileprivate` so that two files' names never meet, and the code that runs, in
/// order, inside a function of the file's own.
///
/// The split is by the words at the top level, outside brackets, comments and string literals. A file without type
/// declarations is a *plain script*: everything but its imports runs in the function, its `func`s as local
/// functions (they may use the variables declared before them, as at the top level of a `main.swift`). A file with
/// types, extensions or protocols keeps those and its `func`s at file scope, provided none of them names a
/// top-level variable (a variable of the function could not be seen there, and the name might mean something else
/// there, a property, without a compile error). Not split (`nil`): operator declarations, compiler directives (`#`),
/// attributes or access modifiers on anything but a kept declaration, top-level `await`, an import that is not a
/// line of its own, a declaration that does not start and end on lines of its own. A split file can still fail to
/// compile in a function (a `func` that uses a variable declared after it); the caller then compiles it alone
/// (docs/scene-compilation.md, "Three ways to compile").
public struct ScriptSplit: Sendable, Equatable {
  /// Consecutive lines of the file: the number of the first (from 1) and their text.
  public struct Piece: Sendable, Equatable {
    public let line: Int
    public let text: String

    public init(line: Int, text: String) {
      self.line = line
      self.text = text
    }
  }

  /// The top-level import lines, as written (`import UIKit`).
  public let imports: [String]
  /// The declarations kept at file scope, in order, each `fileprivate` (or `private`).
  public let fileScope: [Piece]
  /// The code that runs, in order, import lines emptied.
  public let body: [Piece]

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension", "typealias",
  ]
  private static let accessModifiers: Set<String> = [
    "public", "internal", "fileprivate", "private", "open", "package",
  ]
  private static let otherModifiers: Set<String> = ["final", "nonisolated", "indirect"]
  /// Words that rule a split out wherever they stand at the top level (not as a member name).
  private static let refused: Set<String> = [
    "operator", "precedencegroup", "prefix", "postfix", "infix", "await", "macro",
  ]

  /// Splits `source`; `nil` when it cannot be (see the type's description).
  public init?(_ source: String) {
    let text = Array(source.utf8)
    guard let scan = TopLevelTokens(text) else { return nil }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var imports: [String] = []
    var declarations:
      [(first: Int, last: Int, edit: (line: Int, word: Range<Int>?, keyword: Int)?)] = []
    var variables: Set<String> = []
    var hasTypes = false
    var hasDecoratedFunctions = false
    var index = 0
    let tokens = scan.tokens
    while index < tokens.count {
      let token = tokens[index]
      guard token.leading else {
        let refused =
          token.word == "@" || token.word == "#" || Self.refused.contains(token.word)
          || Self.accessModifiers.contains(token.word)
        if token.depth == 0, !token.isMember, refused { return nil }
        index += 1
        continue
      }
      // Attributes and modifiers, then the keyword that says what the item is.
      var cursor = index
      var access: Token?
      while cursor < tokens.count {
        let word = tokens[cursor].word
        if word == "@" {
          cursor += tokens[cursor].attributeLength
        } else if Self.accessModifiers.contains(word) {
          access = tokens[cursor]
          cursor += 1
        } else if Self.otherModifiers.contains(word) {
          cursor += 1
        } else {
          break
        }
      }
      guard cursor < tokens.count else { return nil }
      let keyword = tokens[cursor]
      let decorated = cursor > index
      switch keyword.word {
      case "import":
        guard !decorated, Self.isImportLine(lines[keyword.line]) else { return nil }
        imports.append(lines[keyword.line])
        lines[keyword.line] = ""
        index = cursor + 1
      case _ where Self.typeKeywords.contains(keyword.word) || keyword.word == "func":
        hasTypes = hasTypes || keyword.word != "func"
        hasDecoratedFunctions = hasDecoratedFunctions || (keyword.word == "func" && decorated)
        guard let end = scan.declarationEnd(from: cursor) else { return nil }
        let conforms = keyword.word == "extension" && scan.extensionConforms(from: cursor)
        let edit: (line: Int, word: Range<Int>?, keyword: Int)?
        if let access, ["private", "fileprivate"].contains(access.word) {
          edit = nil
        } else if let access {
          edit = (access.line, access.range, keyword.offset)
        } else {
          edit = conforms ? nil : (keyword.line, nil, keyword.offset)
        }
        declarations.append((tokens[index].line, end.line, edit))
        index = end.token
      case "let", "var", "guard":
        guard !decorated, let names = scan.boundNames(from: cursor) else { return nil }
        variables.formUnion(names)
        index = cursor + 1
      default:
        guard !decorated, keyword.word != "#", !Self.refused.contains(keyword.word) else {
          return nil
        }
        index = cursor + 1
      }
    }
    self.imports = imports
    guard hasTypes else {
      // A plain script: everything runs in the function, `func`s too (as local functions, undecorated).
      guard !hasDecoratedFunctions else { return nil }
      fileScope = []
      body = [Piece(line: 1, text: lines.joined(separator: "\n"))]
      return
    }
    var kept: [Piece] = []
    var inDeclaration = Array(repeating: false, count: lines.count)
    for declaration in declarations {
      guard
        !scan.names(inLines: declaration.first...declaration.last).contains(
          where: variables.contains)
      else { return nil }
      var declarationLines = Array(lines[declaration.first...declaration.last])
      if let edit = declaration.edit {
        declarationLines[edit.line - declaration.first] = Self.madeFilePrivate(
          lines[edit.line], startingAt: scan.lineStarts[edit.line], edit: edit, in: text)
      }
      kept.append(
        Piece(line: declaration.first + 1, text: declarationLines.joined(separator: "\n")))
      for line in declaration.first...declaration.last { inDeclaration[line] = true }
    }
    var runs: [Piece] = []
    var line = 0
    while line < lines.count {
      guard !inDeclaration[line] else {
        line += 1
        continue
      }
      let first = line
      while line < lines.count, !inDeclaration[line] { line += 1 }
      let run = lines[first..<line].joined(separator: "\n")
      if run.contains(where: { !$0.isWhitespace }) {
        runs.append(Piece(line: first + 1, text: run))
      }
    }
    fileScope = kept
    body = runs
  }

  /// A declaration's line with `fileprivate` for its access: in place of a wider modifier, else before its keyword.
  private static func madeFilePrivate(
    _ line: String, startingAt lineStart: Int, edit: (line: Int, word: Range<Int>?, keyword: Int),
    in text: [UInt8]
  ) -> String {
    var bytes = Array(line.utf8)
    if let word = edit.word {
      bytes.replaceSubrange(
        (word.lowerBound - lineStart)..<(word.upperBound - lineStart), with: "fileprivate".utf8)
    } else {
      bytes.insert(contentsOf: "fileprivate ".utf8, at: edit.keyword - lineStart)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `import Module` (or `import Module.Submodule`) alone on its line, with a comment at most.
  private static func isImportLine(_ line: String) -> Bool {
    let code = line.utf8.firstRange(of: "//".utf8).map { line[..<$0.lowerBound] } ?? line[...]
    let parts = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    return parts.count == 2 && parts[0] == "import"
      && parts[1].utf8.allSatisfy { isIdentifierByte($0) || $0 == UInt8(ascii: ".") }
  }
}

/// A word (or `@`, `#` or a bracket) of a file, with where it is.
private struct Token {
  let word: String
  let offset: Int
  let line: Int
  /// Bracket depth before it: 0 at the top level.
  let depth: Int
  /// Whether it is the first token of its line at the top level (it may start an item).
  let leading: Bool
  /// Whether a `.` comes right before it (a member's name, not a name of the file's).
  let isMember: Bool
  /// For `@`: how many tokens the attribute takes (its name and its bracketed arguments).
  var attributeLength = 1

  var range: Range<Int> { offset..<(offset + word.utf8.count) }
}

/// The words and brackets of a file outside comments and string literals, each with its bracket depth.
private struct TopLevelTokens {
  let tokens: [Token]
  /// Where each line starts.
  let lineStarts: [Int]

  init?(_ text: [UInt8]) {
    var starts = [0]
    for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
    var tokens: [Token] = []
    var depth = 0
    var line = 0
    var lastTokenLine = -1
    var index = 0
    func lineOf(_ offset: Int) -> Int {
      while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
      return line
    }
    while index < text.count {
      if let after = endOfTrivia(in: text, at: index) {
        // A string literal is an expression's token: it keeps a line from starting an item.
        if text[index] == UInt8(ascii: "\"") { lastTokenLine = lineOf(after - 1) }
        index = after
        continue
      }
      let byte = text[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\n")
      {
        index += 1
        continue
      }
      var end = index + 1
      if isIdentifierByte(byte) {
        while end < text.count, isIdentifierByte(text[end]) { end += 1 }
      }
      let tokenLine = lineOf(index)
      let word = String(decoding: text[index..<end], as: UTF8.self)
      if "})]".contains(word) { depth -= 1 }
      guard depth >= 0 else { return nil }
      tokens.append(
        Token(
          word: word, offset: index, line: tokenLine, depth: depth,
          leading: depth == 0 && tokenLine > lastTokenLine,
          isMember: index > 0 && text[index - 1] == UInt8(ascii: ".")))
      if "{([".contains(word) { depth += 1 }
      lastTokenLine = tokenLine
      index = end
    }
    guard depth == 0 else { return nil }
    // An attribute is `@`, its name and, when a bracket follows at once, its arguments.
    for position in tokens.indices where tokens[position].word == "@" {
      var length = 2
      if position + 2 < tokens.count, tokens[position + 2].word == "(",
        tokens[position + 2].offset == tokens[position + 1].range.upperBound
      {
        var cursor = position + 3
        while cursor < tokens.count, tokens[cursor].depth > tokens[position].depth { cursor += 1 }
        length = cursor + 1 - position
      }
      tokens[position].attributeLength = length
    }
    self.tokens = tokens
  }

  /// The token after a declaration whose keyword is at `keyword`, and the line it ends on: after its body's closing
  /// brace (a `typealias`: its line); `nil` when something else follows on that line.
  func declarationEnd(from keyword: Int) -> (token: Int, line: Int)? {
    var cursor = keyword + 1
    if tokens[keyword].word == "typealias" {
      while cursor < tokens.count,
        tokens[cursor].line == tokens[keyword].line || tokens[cursor].depth > 0
      {
        cursor += 1
      }
      let line = tokens[cursor - 1].line
      return (cursor, line)
    }
    while cursor < tokens.count, !(tokens[cursor].word == "{" && tokens[cursor].depth == 0) {
      cursor += 1
    }
    cursor += 1
    while cursor < tokens.count, tokens[cursor].depth > 0 { cursor += 1 }
    guard cursor < tokens.count else { return nil }
    let close = tokens[cursor]
    if cursor + 1 < tokens.count, tokens[cursor + 1].line == close.line { return nil }
    return (cursor + 1, close.line)
  }

  /// Whether the extension whose keyword is at `keyword` declares conformances (`extension A: P`), which a
  /// `fileprivate` extension may not.
  func extensionConforms(from keyword: Int) -> Bool {
    var cursor = keyword + 1
    while cursor < tokens.count, tokens[cursor].word != "{" {
      if tokens[cursor].word == ":" { return true }
      if tokens[cursor].word == "where" { return false }
      cursor += 1
    }
    return false
  }

  /// The names a `let`, `var` or `guard` at `keyword` binds at the top level, more rather than fewer: the word after
  /// each `let`, `var` or `,` outside brackets up to the statement's next line (a `guard` binds them for the rest of
  /// the file); `nil` for a tuple pattern.
  func boundNames(from keyword: Int) -> [String]? {
    var names: [String] = []
    var cursor = keyword
    while cursor + 1 < tokens.count, cursor == keyword || !tokens[cursor].leading {
      if tokens[cursor].depth == 0, ["let", "var", ","].contains(tokens[cursor].word) {
        if tokens[cursor + 1].word == "(" { return nil }
        names.append(tokens[cursor + 1].word)
      }
      cursor += 1
    }
    return names
  }

  /// The names used in the lines `lines` (not member names after a `.`).
  func names(inLines lines: ClosedRange<Int>) -> [String] {
    tokens.filter { lines.contains($0.line) && !$0.isMember }.map(\.word)
  }
}
