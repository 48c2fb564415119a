import Foundation
import SnapshotCore
import Testing

/// `summary.json` is shared by the test processes of one run: concurrent writers keep each other's results, and
/// the summary says whether the whole suite ran.
@Suite struct ParallelSummaryTests {
  func result(_ name: String, process: Int32) -> SnapshotResult {
    SnapshotResult(
      name: name, kind: .image, status: .matched, reference: "/refs/\(name).png", message: "",
      difference: nil, fingerprintDifferences: [], artifacts: nil, process: process)
  }

  /// Eight "processes" (reports with their own process ids, each locking the file through its own descriptor, as
  /// separate processes do) add and flush at once: every result of every one of them is in the final summary.
  @Test func concurrentWritersLoseNothing() throws {
    let folder = try TestImages.temporaryFolder()
    let writers = (0..<8).map { index in
      RunReport(folder: folder, run: "parent-test", process: Int32(1000 + index))
    }
    DispatchQueue.concurrentPerform(iterations: writers.count) { index in
      for step in 0..<15 {
        writers[index].add(result("w\(index)-\(step)", process: Int32(1000 + index)))
        try? writers[index].flush()
      }
    }
    let data = try Data(contentsOf: folder.appendingPathComponent("summary.json"))
    let summary = try JSONDecoder().decode(RunReport.Summary.self, from: data)
    #expect(summary.snapshots.count == 8 * 15)
    #expect(Set(summary.snapshots.map(\.name)).count == 8 * 15)
    #expect(summary.counts["matched"] == 8 * 15)
  }

  @Test func aFilteredProcessMakesTheSummaryIncomplete() throws {
    let folder = try TestImages.temporaryFolder()
    let whole = RunReport(folder: folder, run: "parent-x", isFiltered: false, process: 1)
    whole.add(result("a", process: 1))
    try whole.flush()
    var summary = try JSONDecoder().decode(
      RunReport.Summary.self, from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
    #expect(summary.isComplete)
    let partial = RunReport(folder: folder, run: "parent-x", isFiltered: true, process: 2)
    partial.add(result("b", process: 2))
    try partial.flush()
    summary = try JSONDecoder().decode(
      RunReport.Summary.self, from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
    #expect(!summary.isComplete)
    #expect(summary.filteredProcesses == [2])
    #expect(summary.snapshots.map(\.name) == ["a", "b"])
  }

  @Test func filteredRunsAreRecognisedFromTheTestProcessArguments() {
    let binary = "/pkg/.build/debug/PackageTests.xctest"
    #expect(!RunReport.isFilteredRun([binary]))
    #expect(!RunReport.isFilteredRun([binary, "--testing-library", "swift-testing"]))
    #expect(
      RunReport.isFilteredRun([binary, "--filter", "Login", "--testing-library", "swift-testing"]))
    #expect(
      RunReport.isFilteredRun([binary, "--skip", "Slow", "--testing-library", "swift-testing"]))
    // XCTest is given the tests to run by name, also one per process under --parallel.
    #expect(RunReport.isFilteredRun([binary, "SnapshotTests.LoginTests/testLight"]))
  }
}
