/// A Swift file whose top level holds only imports, statements, `let`/`var` and `func`: code that means the same
/// inside a function body as at the top level of a `main.swift`.
///
/// `layout-render` compiles such scene files several to one compiler run, each file's code in a function of its
/// own (README.md, "Compiling many files"). The test is by the words at the top level, outside braces, comments and
/// string literals: any type, extension, protocol or operator declaration, access or `final` modifier, attribute
/// (`@`), compiler directive (`#`) or `await` there makes the file not plain, as does an import that is not a line of
/// its own. A plain file can still fail to compile inside a function (a `func` that uses a variable declared after
/// it); the caller then compiles it alone.
public struct PlainScript: Sendable, Equatable {
  /// The top-level import lines, as written (`import UIKit`).
  public let imports: [String]
  /// The code with each import line emptied, so that every other line keeps its number.
  public let body: String

  /// The words that make a top-level item mean something else inside a function, or not compile there.
  private static let fileScopeWords: Set<String> = [
    "class", "struct", "enum", "actor", "extension", "protocol", "operator", "precedencegroup",
    "prefix",
    "postfix", "infix", "private", "fileprivate", "public", "internal", "package", "open", "final",
    "await",
    "macro",
  ]

  /// Reads `source`; `nil` when it is not a plain script.
  public init?(_ source: String) {
    let text = Array(source.utf8)
    var depth = 0
    var index = 0
    var importStarts: [Int] = []
    while index < text.count {
      if let after = endOfTrivia(in: text, at: index) {
        index = after
        continue
      }
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "@"), UInt8(ascii: "#"): if depth == 0 { return nil }
      default:
        guard isIdentifierByte(byte) else { break }
        var end = index
        while end < text.count, isIdentifierByte(text[end]) { end += 1 }
        let isMember = index > 0 && text[index - 1] == UInt8(ascii: ".")
        if depth == 0, !isMember {
          let word = String(decoding: text[index..<end], as: UTF8.self)
          if Self.fileScopeWords.contains(word) { return nil }
          if word == "import" { importStarts.append(index) }
        }
        index = end
        continue
      }
      index += 1
    }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var imports: [String] = []
    for start in importStarts {
      let line = text[..<start].count { $0 == UInt8(ascii: "\n") }
      guard Self.isImportLine(lines[line]) else { return nil }
      imports.append(lines[line])
      lines[line] = ""
    }
    self.imports = imports
    body = lines.joined(separator: "\n")
  }

  /// `import Module` (or `import Module.Submodule`) alone on its line, with a comment at most.
  private static func isImportLine(_ line: String) -> Bool {
    let code = line.utf8.firstRange(of: "//".utf8).map { line[..<$0.lowerBound] } ?? line[...]
    let parts = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    return parts.count == 2 && parts[0] == "import"
      && parts[1].utf8.allSatisfy { isIdentifierByte($0) || $0 == UInt8(ascii: ".") }
  }
}
