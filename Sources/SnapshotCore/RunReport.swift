import Foundation

/// The results of one run, written as `summary.json` (for CI) and `report.html` (for people) in the artefacts
/// folder.
///
/// Results of several processes of one run (`swift test` runs XCTest and Swift Testing separately) are merged: a
/// summary written by a process with the same parent is kept and extended, any older one is replaced.
public final class RunReport: @unchecked Sendable {
  /// The JSON summary's shape.
  public struct Summary: Codable, Sendable {
    /// Identifies the run: the parent process of the test processes.
    public var run: String
    /// Every snapshot checked, in order.
    public var snapshots: [SnapshotResult]
    /// Counts by status.
    public var counts: [String: Int]

    public init(run: String, snapshots: [SnapshotResult], counts: [String: Int]) {
      self.run = run
      self.snapshots = snapshots
      self.counts = counts
    }
  }

  private let lock = NSLock()
  private var results: [SnapshotResult] = []
  private var unwrittenFailures = false
  /// The folder the report goes to.
  public let folder: URL
  /// The run's identity.
  let run: String

  /// A report written into `folder`.
  public init(folder: URL, run: String = "parent-\(getppid())") {
    self.folder = folder
    self.run = run
  }

  /// Adds a result; a failure is written at once, passes are written by ``flush()``.
  public func add(_ result: SnapshotResult) {
    lock.withLock {
      results.append(result)
      unwrittenFailures = unwrittenFailures || !result.passed
    }
    if !result.passed { try? flush() }
  }

  /// Every result so far.
  public var all: [SnapshotResult] { lock.withLock { results } }

  /// Writes `summary.json` and `report.html`, merged with what other processes of the same run wrote.
  public func flush() throws {
    let mine = lock.withLock { results }
    let summaryURL = folder.appendingPathComponent("summary.json")
    var merged = mine
    if let data = FileManager.default.contents(atPath: summaryURL.path),
      let previous = try? JSONDecoder().decode(Summary.self, from: data), previous.run == run
    {
      let pid = ProcessInfo.processInfo.processIdentifier
      merged = previous.snapshots.filter { $0.process != pid } + mine
    }
    var counts: [String: Int] = [:]
    for result in merged { counts[result.status, default: 0] += 1 }
    let summary = Summary(run: run, snapshots: merged, counts: counts)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try write(encoder.encode(summary), to: summaryURL)
    try write(
      Data(HTMLReport(summary: summary, folder: folder).html.utf8),
      to: folder.appendingPathComponent("report.html"))
  }
}
