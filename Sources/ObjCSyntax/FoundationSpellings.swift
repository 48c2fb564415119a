/// Spellings of Foundation that Linux's Foundation rejects or answers differently, made to say the same thing there.
///
/// Each is replaced outside comments and string literals; the line keeps its number, the columns after it on that
/// line move.
///
/// - `ProcessInfo()`, which test helpers use to read the environment: Apple's `ProcessInfo` inherits NSObject's
///   public `init()`, and every instance describes the same process; Linux's keeps its initialiser internal. It
///   becomes `ProcessInfo.processInfo`, the shared instance.
/// - `Bundle.main.bundleIdentifier`, which tests force-unwrap to reset their defaults
///   (`removePersistentDomain(forName: Bundle.main.bundleIdentifier!)`): under `swift test` on Linux the main bundle
///   is the runner's folder, which has no Info.plist, so it is `nil` and the whole test process stops. It becomes
///   `(Bundle.main.bundleIdentifier ?? Optional(ProcessInfo.processInfo.processName))`: still an optional, so `!`,
///   `?.` and `if let` read as before, and the runner's name where there is no identifier (docs/uikit-import.md).
enum FoundationSpellings {
  /// Each spelling, its replacement, and whether it may follow a module name (`Foundation.ProcessInfo()` may; a
  /// parenthesised replacement cannot follow `Foundation.`, so that spelling is left alone there).
  private static let replacements: [(spelling: [UInt8], replacement: [UInt8], qualifiable: Bool)] =
    [
      ("ProcessInfo()", "ProcessInfo.processInfo", true),
      (
        "Bundle.main.bundleIdentifier",
        "(Bundle.main.bundleIdentifier ?? Optional(ProcessInfo.processInfo.processName))", false
      ),
    ].map { (Array($0.utf8), Array($1.utf8), $2) }

  /// Whether the source may use a spelling Linux rejects (a cheap check first).
  static func mayApply(_ source: String) -> Bool {
    source.contains("ProcessInfo()") || source.contains("Bundle.main.bundleIdentifier")
  }

  /// The source with each such spelling replaced.
  static func rewrite(_ source: String) -> String {
    let text = Array(source.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 16)
    var index = 0
    while index < text.count {
      if let end = endOfTrivia(in: text, at: index) {
        output.append(contentsOf: text[index..<end])
        index = end
      } else if let (spelling, replacement) = replacement(in: text, at: index) {
        output.append(contentsOf: replacement)
        index += spelling.count
      } else {
        output.append(text[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The spelling that starts at `index` and its replacement: not the end of a longer name (`MyProcessInfo()`) nor
  /// the start of one, and after a `.` only where that is allowed.
  private static func replacement(in text: [UInt8], at index: Int)
    -> (spelling: [UInt8], replacement: [UInt8])?
  {
    if index > 0, isIdentifierByte(text[index - 1]) { return nil }
    let qualified = index > 0 && text[index - 1] == UInt8(ascii: ".")
    for entry in replacements where text[index...].starts(with: entry.spelling) {
      let end = index + entry.spelling.count
      if end < text.count, isIdentifierByte(text[end]) { continue }
      if qualified && !entry.qualifiable { continue }
      return (entry.spelling, entry.replacement)
    }
    return nil
  }
}
