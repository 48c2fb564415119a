import Foundation
import Render
import SnapshotCore
import Synchronization

/// What one test process shares between snapshot assertions: the run report of each artefacts folder, and which
/// test claimed which reference, so two tests cannot silently share one name.
package final class SnapshotSession: Sendable {
  static let shared = SnapshotSession()

  /// The report of each artefacts folder, by path.
  private let reports = Mutex<[String: RunReport]>([:])
  /// Which call holds each reference.
  private let claims = Mutex<[String: Claim]>([:])

  /// Who holds a reference: the test, the call site in it, and the name as the caller spelled it.
  struct Claim: Equatable, Sendable {
    var test: String
    var site: String
    var name: String
  }

  /// This process's renderer fingerprint, computed once (it hashes the font files).
  let fingerprint: RendererFingerprint? = try? RendererFingerprint.current()

  private init() {
    atexit { SnapshotSession.shared.flushAll() }
  }

  /// The report for an artefacts folder, made on first use.
  func report(for folder: URL) -> RunReport {
    reports.withLock { reports in
      if let report = reports[folder.path] { return report }
      let report = RunReport(
        folder: folder, isFiltered: RunReport.isFilteredRun(CommandLine.arguments),
        junitFile: ProcessInfo.processInfo.environment["LAYOUT_RENDER_JUNIT"].flatMap {
          $0.isEmpty ? nil : URL(fileURLWithPath: $0)
        })
      reports[folder.path] = report
      return report
    }
  }

  /// Claims a reference for a call; returns why it cannot have it, or `nil`.
  ///
  /// A reference belongs to one call site of one test. Another test, or another call in the same test (two
  /// unnamed calls, names that become the same file name, one method name in two XCTest classes of a file), is a
  /// clash. The same call again is a repeat of the test, except in a parameterised test, where it is another case
  /// using the same name.
  func claim(_ reference: String, by claim: Claim, parameterized: Bool) -> String? {
    claims.withLock { claims in
      guard let holder = claims[reference] else {
        claims[reference] = claim
        return nil
      }
      if holder.test != claim.test {
        return
          "the name is already used by another test (\(holder.test)); give one of them another name with named:"
      }
      if holder.site != claim.site {
        let spelling =
          holder.name == claim.name
          ? "" : " (\"\(holder.name)\" and \"\(claim.name)\" make the same file name)"
        return
          "the name is already used by another assertSnapshot in this test, at \(holder.site)\(spelling); "
          + "give each call its own name with named:"
      }
      if parameterized {
        return "the cases of this parameterised test share the name \"\(claim.name)\"; "
          + "pass named: with the case's arguments"
      }
      return nil
    }
  }

  /// Adds a result that another library's assertion produced (a swift-snapshot-testing failure) to the report of
  /// an artefacts folder.
  ///
  /// Not API.
  package static func report(_ result: SnapshotResult, in folder: URL) {
    shared.report(for: folder).add(result)
  }

  /// Writes every report (at exit, so passes are counted too).
  func flushAll() {
    let all = reports.withLock { Array($0.values) }
    for report in all { try? report.flush() }
  }
}
