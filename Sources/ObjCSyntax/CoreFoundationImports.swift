/// `import struct CoreFoundation.CGFloat`, as some view code spells its one use of Core Foundation, made to import
/// the same type from Foundation, where Linux declares it (Linux's CoreFoundation module has no `CGFloat`).
///
/// Only an import line of that declaration changes, and it keeps its length: `CoreFoundation` becomes `Foundation`
/// followed by spaces at the end of the line, so every compiler message keeps its line and column.
enum CoreFoundationImports {
  private static let declaration = "CoreFoundation.CGFloat"

  /// Whether the source may import the declaration (a cheap check first).
  static func mayApply(_ source: String) -> Bool { source.contains(declaration) }

  /// The source with each such import reading from Foundation.
  static func rewrite(_ source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      let words = lines[index].split(separator: " ")
      guard words.first == "import", words.count == 3, words[1] == "struct",
        words[2] == declaration
      else { continue }
      lines[index] =
        lines[index].replacing("CoreFoundation.CGFloat", with: "Foundation.CGFloat") + "    "
    }
    return lines.joined(separator: "\n")
  }
}
