import Foundation
import Synchronization

/// The results of one run, written as `summary.json` (for CI) and `report.html` (for people) in the artefacts
/// folder.
///
/// Results of several processes of one run (`swift test` runs XCTest and Swift Testing separately) are merged: a
/// summary written by a process with the same parent is kept and extended, any older one is replaced.
public final class RunReport: Sendable {
  /// The JSON summary's shape.
  public struct Summary: Codable, Sendable {
    /// Identifies the run: the parent process of the test processes.
    public var run: String
    /// Every snapshot checked, in order.
    public var snapshots: [SnapshotResult]
    /// Counts by status.
    public var counts: [String: Int]
    /// The test processes of the run that ran only some tests (`--filter`, `--skip`, a named XCTest, or
    /// `--parallel`'s one-test processes); empty when the whole suite ran.
    public var filteredProcesses: [Int32]

    /// Whether the whole suite ran: only then can a reference no snapshot touched be called an orphan.
    public var isComplete: Bool { filteredProcesses.isEmpty }

    /// The summary in the file at `path`, or `nil` when there is none or it is not a summary.
    public static func read(atPath path: String) -> Summary? {
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      return try? JSONDecoder().decode(Summary.self, from: data)
    }

    public init(
      run: String, snapshots: [SnapshotResult], counts: [String: Int],
      filteredProcesses: [Int32] = []
    ) {
      self.run = run
      self.snapshots = snapshots
      self.counts = counts
      self.filteredProcesses = filteredProcesses
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      run = try container.decode(String.self, forKey: .run)
      snapshots = try container.decode([SnapshotResult].self, forKey: .snapshots)
      counts = try container.decode([String: Int].self, forKey: .counts)
      // A summary from before this field existed cannot show it was complete.
      filteredProcesses =
        try container.decodeIfPresent([Int32].self, forKey: .filteredProcesses) ?? [-1]
    }
  }

  /// The results added so far, in order.
  private let results = Mutex<[SnapshotResult]>([])
  /// The folder the report goes to.
  public let folder: URL
  /// The run's identity.
  let run: String

  /// Whether this process runs only some of the tests.
  let isFiltered: Bool
  /// The process whose results this report holds (its entries in a merged summary are replaced, not repeated).
  let process: Int32
  /// Where the JUnit XML of the merged results goes (``JUnitReport``); `junit.xml` in the folder by default.
  public let junitFile: URL

  /// A report written into `folder`; `isFiltered` when the process runs only some of the tests (see
  /// ``isFilteredRun(_:)``).
  public init(
    folder: URL, run: String = "parent-\(getppid())",
    isFiltered: Bool = false,
    process: Int32 = ProcessInfo.processInfo.processIdentifier, junitFile: URL? = nil
  ) {
    self.folder = folder
    self.run = run
    self.isFiltered = isFiltered
    self.process = process
    self.junitFile = junitFile ?? folder.appendingPathComponent("junit.xml")
  }

  /// Whether a test process given these arguments runs only some tests: Swift Testing's `--filter` and `--skip`,
  /// or any test named to the XCTest runner (which is also how `swift test --parallel` runs each test).
  public static func isFilteredRun(_ arguments: [String]) -> Bool {
    if arguments.contains("--testing-library") {
      return arguments.contains { $0 == "--filter" || $0 == "--skip" }
    }
    return arguments.dropFirst().contains { !$0.hasPrefix("-") }
  }

  /// Adds a result; a failure is written at once, passes are written by ``flush()``.
  public func add(_ result: SnapshotResult) {
    results.withLock { $0.append(result) }
    if !result.passed { try? flush() }
  }

  /// Every result so far.
  public var all: [SnapshotResult] { results.withLock { $0 } }

  /// Writes `summary.json`, `report.html` and the JUnit XML, merged with what other processes of the same run
  /// wrote.
  ///
  /// The read, merge and write happen under an exclusive lock on `summary.lock` in the folder, so test processes
  /// running side by side (`swift test --parallel`) never lose each other's results.
  public func flush() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lockFile = try FileLock(folder.appendingPathComponent("summary.lock"))
    defer { lockFile.unlock() }
    let mine = results.withLock { $0 }
    let pid = process
    let summaryURL = folder.appendingPathComponent("summary.json")
    var merged = mine
    var filtered: Set<Int32> = isFiltered ? [pid] : []
    if let data = FileManager.default.contents(atPath: summaryURL.path),
      let previous = try? JSONDecoder().decode(Summary.self, from: data), previous.run == run
    {
      merged = previous.snapshots.filter { $0.process != pid } + mine
      filtered.formUnion(previous.filteredProcesses.filter { $0 != pid })
    }
    var counts: [String: Int] = [:]
    // Keyed by the status's raw value: the summary's JSON keeps its shape.
    for result in merged { counts[result.status.rawValue, default: 0] += 1 }
    let summary = Summary(
      run: run, snapshots: merged, counts: counts, filteredProcesses: filtered.sorted())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try write(encoder.encode(summary), to: summaryURL)
    try write(
      Data(HTMLReport(summary: summary, folder: folder).html.utf8),
      to: folder.appendingPathComponent("report.html"))
    try write(Data(JUnitReport(results: merged).xml.utf8), to: junitFile)
  }
}
