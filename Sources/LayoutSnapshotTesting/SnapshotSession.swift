import Foundation
import Render
import SnapshotCore

/// What one test process shares between snapshot assertions: the run report of each artefacts folder, and which
/// test claimed which reference, so two tests cannot silently share one name.
final class SnapshotSession: @unchecked Sendable {
  static let shared = SnapshotSession()

  private let lock = NSLock()
  private var reports: [String: RunReport] = [:]
  private var claims: [String: String] = [:]

  /// This process's renderer fingerprint, computed once (it hashes the font files).
  let fingerprint: RendererFingerprint? = try? RendererFingerprint.current()

  private init() {
    atexit { SnapshotSession.shared.flushAll() }
  }

  /// The report for an artefacts folder, made on first use.
  func report(for folder: URL) -> RunReport {
    lock.withLock {
      if let report = reports[folder.path] { return report }
      let report = RunReport(folder: folder)
      reports[folder.path] = report
      return report
    }
  }

  /// Claims a reference for a test; returns the other test when one already holds it.
  func claim(_ reference: String, by caller: String) -> String? {
    lock.withLock {
      if let holder = claims[reference], holder != caller { return holder }
      claims[reference] = caller
      return nil
    }
  }

  /// Writes every report (at exit, so passes are counted too).
  func flushAll() {
    let all = lock.withLock { Array(reports.values) }
    for report in all { try? report.flush() }
  }
}
