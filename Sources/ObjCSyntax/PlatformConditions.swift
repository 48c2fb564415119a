/// `#if os(iOS)` in UIKit code, made true here: the code it guards is what a UIKit target is built from.
///
/// Files that serve several platforms pick UIKit with `#if os(iOS)` (SwiftGen's generated asset and colour files do,
/// in every app that uses it: `#elseif os(iOS) || os(tvOS)` then `typealias Color = UIColor`). On Linux the condition
/// is false, and the file loses what it defines. In a `#if` or `#elseif` line, `os(iOS)` becomes
/// `(os(iOS) || os(Linux))`, which keeps its meaning on Apple platforms and is true here; a block that then imports a
/// framework Linux lacks fails with the compiler's "no such module", naming it. Only those lines grow.
enum PlatformConditions {
  private static let condition = "os(iOS)"

  /// Whether the source may test for iOS (a cheap check first).
  static func mayApply(_ source: String) -> Bool { source.contains(condition) }

  /// The source with each `#if` / `#elseif` test for iOS also true on Linux.
  static func rewrite(_ source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      let trimmed = lines[index].trimmingSpaces
      guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif "),
        trimmed.contains(condition), !trimmed.contains("os(Linux)")
      else { continue }
      lines[index] = lines[index].replacing(condition, with: "(os(iOS) || os(Linux))")
    }
    return lines.joined(separator: "\n")
  }
}
