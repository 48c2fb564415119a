/// Snapshot results as JUnit XML, the format CI systems' test reporters read (GitHub Actions reporters, GitLab,
/// Jenkins, Buildkite).
///
/// One `<testcase>` per snapshot; snapshots are grouped into a `<testsuite>` per folder of their name (the test
/// file, or the scene file for `layout-render check`). A mismatch, a missing reference and a recording are
/// `<failure>`s (each fails the check); a check that could not be made is an `<error>`. The failure's text holds
/// the message, the measured numbers and the artefact paths. Nothing depends on the clock: the same results give
/// the same bytes.
public struct JUnitReport {
  /// The results, in the order they were checked.
  public var results: [SnapshotResult]
  /// The name of the whole report (`<testsuites name=…>`).
  public var name: String

  public init(results: [SnapshotResult], name: String = "layout-render snapshots") {
    self.results = results
    self.name = name
  }

  /// The XML document, UTF-8, ending with a newline.
  public var xml: String {
    var suites: [(name: String, results: [SnapshotResult])] = []
    for result in results {
      let suite = Self.suiteName(of: result.name)
      if let index = suites.firstIndex(where: { $0.name == suite }) {
        suites[index].results.append(result)
      } else {
        suites.append((suite, [result]))
      }
    }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites \(Self.counts(results, name: name))>\n"
    for suite in suites {
      text += "  <testsuite \(Self.counts(suite.results, name: suite.name))>\n"
      for result in suite.results { text += Self.testCase(result, suite: suite.name) }
      text += "  </testsuite>\n"
    }
    return text + "</testsuites>\n"
  }

  /// The folder part of a snapshot's name (`LoginTests` of `LoginTests/testLogin.compact`), or its whole name.
  static func suiteName(of snapshot: String) -> String {
    guard let slash = snapshot.lastIndex(of: "/") else { return snapshot }
    return String(snapshot[..<slash])
  }

  private static func counts(_ results: [SnapshotResult], name: String) -> String {
    let errors = results.filter { $0.status == .error }.count
    let failures = results.filter { !$0.passed }.count - errors
    return
      "name=\"\(escaped(name))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
  }

  private static func testCase(_ result: SnapshotResult, suite: String) -> String {
    let caseName =
      result.name == suite ? result.name : String(result.name.dropFirst(suite.count + 1))
    let opening =
      "    <testcase name=\"\(escaped(caseName))\" classname=\"\(escaped(suite))\" file=\"\(escaped(result.reference))\""
    guard !result.passed else { return opening + "/>\n" }
    let element = result.status == .error ? "error" : "failure"
    return opening + ">\n"
      + "      <\(element) message=\"\(escaped(result.message))\" type=\"\(result.status.rawValue)\">"
      + escaped(details(result)) + "</\(element)>\n"
      + "    </testcase>\n"
  }

  /// The message, the measurements and the files to look at, a line each.
  private static func details(_ result: SnapshotResult) -> String {
    var lines = [result.message, "Reference: \(result.reference)"]
    if let difference = result.difference { lines.append("Measured: \(difference.summary)") }
    if !result.fingerprintDifferences.isEmpty {
      lines.append("Renderer: " + result.fingerprintDifferences.joined(separator: "; "))
    }
    if let artifacts = result.artifacts {
      if let expected = artifacts.expected { lines.append("Expected: \(expected)") }
      lines.append("Actual: \(artifacts.actual)")
      if let diff = artifacts.diff { lines.append("Diff: \(diff)") }
    }
    return lines.joined(separator: "\n")
  }

  /// Text safe inside an attribute or an element.
  ///
  /// The five markup characters become entities, and the characters XML 1.0 forbids (controls other than tab, newline and carriage return; unpaired surrogates cannot occur in a
  /// Swift string) as U+FFFD. Newlines in attributes are written as `&#10;` so parsers keep them.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
