import Foundation
import SnapshotCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Snapshot results as JUnit XML, read back with an XML parser.
@Suite struct JUnitReportTests {
  func result(
    _ name: String, _ status: SnapshotResult.Status, message: String = "",
    artifacts: SnapshotResult.Artifacts? = nil
  ) -> SnapshotResult {
    SnapshotResult(
      name: name, kind: .image, status: status, reference: "/refs/\(name).png", message: message,
      artifacts: artifacts, process: 1)
  }

  func parse(_ xml: String) throws -> XMLElement {
    try #require(try XMLDocument(xmlString: xml, options: []).rootElement())
  }

  func attribute(_ element: XMLElement?, _ name: String) -> String? {
    element?.attribute(forName: name)?.stringValue
  }

  @Test func oneCasePerSnapshotGroupedByFolderWithFailuresAndErrorsCounted() throws {
    let report = JUnitReport(results: [
      result("LoginTests/ok", .matched),
      result(
        "LoginTests/compact", .mismatched, message: "1200 pixels differ",
        artifacts: .init(expected: "/a/e.png", actual: "/a/a.png", diff: "/a/d.png")),
      result("LoginTests/new", .recorded, message: "recorded"),
      result("Other/broken", .error, message: "unreadable reference"),
    ])
    let root = try parse(report.xml)
    #expect(root.name == "testsuites")
    // Four snapshots: the mismatch and the recording are failures, the unreadable reference an error.
    #expect(attribute(root, "tests") == "4")
    #expect(attribute(root, "failures") == "2")
    #expect(attribute(root, "errors") == "1")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.map { attribute($0, "name") } == ["LoginTests", "Other"])
    #expect(suites.map { attribute($0, "tests") } == ["3", "1"])
    let cases = suites[0].elements(forName: "testcase")
    #expect(cases.map { attribute($0, "name") } == ["ok", "compact", "new"])
    #expect(cases.allSatisfy { attribute($0, "classname") == "LoginTests" })
    #expect(cases[0].children?.isEmpty ?? true, "a pass has no child")
    let failure = try #require(cases[1].elements(forName: "failure").first)
    #expect(attribute(failure, "message") == "1200 pixels differ")
    #expect(attribute(failure, "type") == "mismatched")
    let details = failure.stringValue ?? ""
    #expect(details.contains("Diff: /a/d.png"))
    #expect(details.contains("Reference: /refs/LoginTests/compact.png"))
    let error = try #require(
      suites[1].elements(forName: "testcase").first?.elements(forName: "error").first)
    #expect(attribute(error, "message") == "unreadable reference")
  }

  @Test func markupAndForbiddenCharactersSurviveAParser() throws {
    let message = "expected <a & \"b\"> 'c'\nsecond line\u{1}"
    let report = JUnitReport(results: [result("Odd/na<m>e & \"q\"", .mismatched, message: message)])
    let root = try parse(report.xml)
    let testCase = try #require(
      root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
    #expect(attribute(testCase, "name") == "na<m>e & \"q\"")
    let failure = try #require(testCase.elements(forName: "failure").first)
    // XML 1.0 cannot carry U+0001: it becomes U+FFFD; the newline is kept.
    #expect(attribute(failure, "message") == "expected <a & \"b\"> 'c'\nsecond line\u{FFFD}")
  }

  @Test func theSameResultsGiveTheSameBytes() {
    let results = [result("A/one", .matched), result("A/two", .mismatched, message: "m")]
    #expect(JUnitReport(results: results).xml == JUnitReport(results: results).xml)
  }
}
