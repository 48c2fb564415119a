/// Xcode previews in UIKit files, which need SwiftUI and so cannot compile here, left out.
///
/// Two forms are common at the end of view files: a `#if DEBUG` block that starts with `import SwiftUI` (a
/// `PreviewProvider` or a `UIViewRepresentable` wrapper), and the `#Preview { … }` macro. The block's condition gains
/// `&& canImport(SwiftUI)`, which is false here and true wherever SwiftUI exists, so the file means the same on Apple
/// platforms; a `#Preview` use becomes spaces, its line breaks kept. Only that one `#if` line grows.
enum SwiftUIPreviews {
  /// Whether the source may hold a preview (a cheap check first).
  static func mayApply(_ source: String) -> Bool {
    source.contains("import SwiftUI") || source.contains("#Preview")
  }

  /// The source with its previews left out of the build here.
  static func rewrite(_ source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guardPreviewBlocks(&lines)
    return blankPreviewMacros(lines.joined(separator: "\n"))
  }

  /// `#if COND` directly followed (blank lines aside) by `import SwiftUI` becomes `#if COND && canImport(SwiftUI)`.
  private static func guardPreviewBlocks(_ lines: inout [String]) {
    for index in lines.indices {
      let trimmed = lines[index].trimmingSpaces
      guard trimmed.hasPrefix("#if "), !trimmed.contains("canImport(SwiftUI)") else { continue }
      let next = lines[(index + 1)...].first { !$0.trimmingSpaces.isEmpty }
      guard next?.trimmingSpaces == "import SwiftUI" else { continue }
      let condition = trimmed.dropFirst(4)
      let indent = lines[index].prefix { $0 == " " || $0 == "\t" }
      lines[index] = indent + "#if (\(condition)) && canImport(SwiftUI)"
    }
  }

  /// Each `#Preview` use, from the macro to the closing brace of its body, becomes spaces.
  private static func blankPreviewMacros(_ source: String) -> String {
    var bytes = Array(source.utf8)
    let macro = Array("#Preview".utf8)
    var index = 0
    while index + macro.count <= bytes.count {
      guard bytes[index..<index + macro.count].elementsEqual(macro),
        index + macro.count == bytes.count || !isIdentifierByte(bytes[index + macro.count]),
        let open = bytes[index...].firstIndex(of: UInt8(ascii: "{"))
      else {
        index += 1
        continue
      }
      var depth = 0
      var end = open
      while end < bytes.count {
        if bytes[end] == UInt8(ascii: "{") { depth += 1 }
        if bytes[end] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      for position in index..<min(end + 1, bytes.count) where bytes[position] != UInt8(ascii: "\n")
      {
        bytes[position] = UInt8(ascii: " ")
      }
      index = end + 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
