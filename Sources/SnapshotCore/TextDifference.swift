/// Where two texts part: the first changed line, and a diff of the changed region.
struct TextDifference {
  /// "line 4: expected `…`, got `…`".
  let summary: String
  /// The common prefix and suffix elided, the changed lines as `-` (reference) and `+` (new).
  let unified: String

  init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old[prefix..<(old.count - suffix)]
    let added = new[prefix..<(new.count - suffix)]
    let expectedLine = removed.first.map { "`\($0)`" } ?? "nothing"
    let actualLine = added.first.map { "`\($0)`" } ?? "nothing"
    summary = "line \(prefix + 1): expected \(expectedLine), got \(actualLine)"
    var lines = ["@@ line \(prefix + 1) @@"]
    lines += removed.map { "-" + $0 }
    lines += added.map { "+" + $0 }
    unified = lines.joined(separator: "\n") + "\n"
  }
}
