import Foundation
import SnapshotCore
import Testing

@Suite struct RunReportTests {
  func result(
    _ name: String, _ status: SnapshotResult.Status, process: Int32, reference: String = "/r.png"
  )
    -> SnapshotResult
  {
    SnapshotResult(
      name: name, kind: .image, status: status, reference: reference, message: "m",
      process: process)
  }

  @Test func writesSummaryAndReportWithEveryFailure() throws {
    let folder = try TestImages.temporaryFolder()
    let report = RunReport(folder: folder, run: "run-1")
    let pid = ProcessInfo.processInfo.processIdentifier
    var failure = result("Login/compact", .mismatched, process: pid)
    failure.artifacts = .init(
      expected: folder.appendingPathComponent("Login/compact.expected.png").path,
      actual: folder.appendingPathComponent("Login/compact.actual.png").path,
      diff: folder.appendingPathComponent("Login/compact.diff.png").path)
    report.add(result("Login/ok", .matched, process: pid))
    report.add(failure)
    try report.flush()
    let summary = try JSONDecoder().decode(
      RunReport.Summary.self, from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
    #expect(summary.counts == ["matched": 1, "mismatched": 1])
    #expect(summary.snapshots.map(\.name) == ["Login/ok", "Login/compact"])
    let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("src=\"Login/compact.diff.png\""))
    #expect(html.contains("class=\"slider\""))
    #expect(html.contains("Login/ok"))
    let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuite name=\"Login\" tests=\"2\" failures=\"1\""))
  }

  @Test func theJUnitFileGoesWhereItIsAskedFor() throws {
    let folder = try TestImages.temporaryFolder()
    let elsewhere = folder.appendingPathComponent("ci/results.xml")
    let report = RunReport(folder: folder, run: "run-junit", junitFile: elsewhere)
    report.add(result("Login/ok", .matched, process: ProcessInfo.processInfo.processIdentifier))
    try report.flush()
    #expect(FileManager.default.fileExists(atPath: elsewhere.path))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
  }

  @Test func processesOfOneRunAreMergedAndAnOlderRunIsReplaced() throws {
    let folder = try TestImages.temporaryFolder()
    let other = RunReport(folder: folder, run: "run-2")
    other.add(result("XCTest/one", .matched, process: 1))
    try other.flush()
    let mine = RunReport(folder: folder, run: "run-2")
    mine.add(result("Testing/two", .matched, process: ProcessInfo.processInfo.processIdentifier))
    try mine.flush()
    let decode = {
      try JSONDecoder().decode(
        RunReport.Summary.self,
        from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
    }
    #expect(try decode().snapshots.map(\.name) == ["XCTest/one", "Testing/two"])
    let next = RunReport(folder: folder, run: "run-3")
    next.add(result("Testing/three", .matched, process: 5))
    try next.flush()
    #expect(try decode().snapshots.map(\.name) == ["Testing/three"])
  }

  @Test func orphansAreReferencesNoSnapshotTouched() throws {
    let folder = try TestImages.temporaryFolder()
    for file in [
      "A/a.png", "A/a.fingerprint.json", "A/b.png", "A/b.fingerprint.json", "c.txt", "d.txt",
    ] {
      let url = folder.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    let summary = RunReport.Summary(
      run: "r",
      snapshots: [
        result(
          "A/a", .matched, process: 1, reference: folder.appendingPathComponent("A/a.png").path),
        result("c", .matched, process: 1, reference: folder.appendingPathComponent("c.txt").path),
      ], counts: [:])
    let orphans = OrphanedReferences.list(in: folder, summary: summary)
    let root = folder.standardizedFileURL.path
    #expect(orphans == ["\(root)/A/b.fingerprint.json", "\(root)/A/b.png", "\(root)/d.txt"])
  }
}

/// Reports copied from CI machines: their paths are the machines', the files are in the copied folders.
@Suite struct RunReportMergeTests {
  @Test func artefactsWrittenElsewhereAreFoundInTheirShardsFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "merge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let shard = root.appendingPathComponent("job-2")
    try FileManager.default.createDirectory(
      at: shard.appendingPathComponent("card"), withIntermediateDirectories: true)
    try Data([1]).write(to: shard.appendingPathComponent("card/Card.diff.png"))
    let failure = SnapshotResult(
      name: "card/Card", kind: .image, status: .mismatched,
      reference: "/runner/work/app/Snapshots/card/Card.png", message: "differs",
      artifacts: SnapshotResult.Artifacts(
        expected: nil, actual: "/runner/work/app/.build/snapshot-artifacts/card/Card.actual.png",
        diff: "/runner/work/app/.build/snapshot-artifacts/card/Card.diff.png"),
      process: 7)
    let summary = RunReport.Summary(
      run: "parent-1", snapshots: [failure], counts: ["mismatched": 1])
    let merged = try RunReportMerge.merge(
      [RunReportMerge.Shard(summary: summary, folder: shard)],
      into: root.appendingPathComponent("merged"))
    // The diff was copied with the folder: found there by the longest tail of its path that exists.
    #expect(
      merged.snapshots.first?.artifacts?.diff
        == shard.appendingPathComponent("card/Card.diff.png").path)
    // The actual image was not copied: its path stays as written.
    #expect(merged.snapshots.first?.artifacts?.actual.hasPrefix("/runner/work") == true)
    #expect(merged.counts == ["mismatched": 1])
  }
}
