import Foundation
import SnapshotCore

/// The lint's findings as JUnit XML, for CI test reporters.
///
/// A `<testsuite>` per scene file, a `<testcase>` per scene that passes, and a failing `<testcase>` per defect
/// (scene, kind and view) naming how many variants show it. Nothing depends on the clock: the same findings give
/// the same bytes.
struct LintJUnit {
  /// Every scene inspected, by file, in order.
  var scenes: [(file: String, scene: String)]
  var findings: [ReportedFinding]
  var variantCount: Int

  var xml: String {
    var files: [String] = []
    for entry in scenes where !files.contains(entry.file) { files.append(entry.file) }
    var cases: [String: [String]] = [:]
    var failures: [String: Int] = [:]
    for entry in scenes {
      let found = findings.filter { $0.file == entry.file && $0.scene == entry.scene }
      let defects = groups(found)
      if defects.isEmpty {
        cases[entry.file, default: []].append(
          "    <testcase name=\"\(escaped(entry.scene))\" classname=\"\(escaped(entry.file))\"/>\n")
      }
      for defect in defects {
        guard let first = defect.first else { continue }
        let name = "\(entry.scene): \(first.finding.kind.rawValue): \(first.finding.view)"
        let message =
          "\(first.finding.message) (in \(defect.count) of \(variantCount) variants; first: \(first.variant))"
        cases[entry.file, default: []].append(
          "    <testcase name=\"\(escaped(name))\" classname=\"\(escaped(entry.file))\">\n"
            + "      <failure message=\"\(escaped(message))\" type=\"\(first.finding.kind.rawValue)\">"
            + escaped(defect.map { "\($0.variant): \($0.finding.message)" }.joined(separator: "\n"))
            + "</failure>\n    </testcase>\n")
        failures[entry.file, default: 0] += 1
      }
    }
    let total = cases.values.reduce(0) { $0 + $1.count }
    let failed = failures.values.reduce(0, +)
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<testsuites name=\"layout-render lint\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">\n"
    for file in files {
      let fileCases = cases[file] ?? []
      text +=
        "  <testsuite name=\"\(escaped(file))\" tests=\"\(fileCases.count)\" failures=\"\(failures[file] ?? 0)\""
        + " errors=\"0\" skipped=\"0\">\n"
      text += fileCases.joined()
      text += "  </testsuite>\n"
    }
    return text + "</testsuites>\n"
  }

  /// The findings grouped by kind and view, in the order first found.
  private func groups(_ found: [ReportedFinding]) -> [[ReportedFinding]] {
    var order: [String] = []
    var grouped: [String: [ReportedFinding]] = [:]
    for item in found {
      let key = "\(item.finding.kind.rawValue)\u{1F}\(item.finding.view)"
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: []].append(item)
    }
    return order.compactMap { grouped[$0] }
  }

  private func escaped(_ text: String) -> String { JUnitReport.escaped(text) }
}
