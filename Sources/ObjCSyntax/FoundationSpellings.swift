/// Spellings of Foundation that compile on Apple platforms and not with Linux's Foundation, made to say the same
/// thing in a way Linux accepts.
///
/// One so far: `ProcessInfo()`, which test helpers use to read the environment. Apple's `ProcessInfo` inherits
/// NSObject's public `init()`, and every instance describes the same process; Linux's keeps its initialiser
/// internal. Each `ProcessInfo()` outside comments and string literals becomes `ProcessInfo.processInfo`, the shared
/// instance: the line keeps its number, and the columns after it on that line move by ten.
enum FoundationSpellings {
  private static let call = Array("ProcessInfo()".utf8)
  private static let shared = Array("ProcessInfo.processInfo".utf8)

  /// Whether the source may use a spelling Linux rejects (a cheap check first).
  static func mayApply(_ source: String) -> Bool { source.contains("ProcessInfo()") }

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
      } else if text[index...].starts(with: call), index == 0 || !isIdentifierByte(text[index - 1])
      {
        output.append(contentsOf: shared)
        index += call.count
      } else {
        output.append(text[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
