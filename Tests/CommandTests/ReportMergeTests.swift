import Foundation
import Testing

/// `layout-render report merge`: a suite split over two CI jobs, each with its own artefacts folder, made one report.
@Suite(.serialized) struct ReportMergeTests {
  @Test func twoJobsMakeOneReportJUnitFileAndOrphanList() throws {
    let runner = try CommandRunner()
    try runner.write("a.swift", cardScenes(["Card"]))
    try runner.write("b.swift", cardScenes(["Badge"]))
    // Record both, then leave a reference no job will check.
    _ = try runner.run(
      "check", "a.swift", "b.swift", "--snapshots", "Snapshots", "--artifacts", "recording")
    try runner.write("stale.swift", cardScenes(["Stale"]))
    _ = try runner.run(
      "check", "stale.swift", "--snapshots", "Snapshots", "--artifacts", "recording")
    #expect(runner.exists("Snapshots/stale/Stale.png"))

    // Job 1 checks a.swift and passes; job 2 checks b.swift after its colour changed and fails.
    let first = try runner.run(
      "check", "a.swift", "--snapshots", "Snapshots", "--artifacts", "job1")
    #expect(first.status == 0, "\(first.standardError)")
    try runner.write("b.swift", cardScenes(["Badge"], color: "#00FF00"))
    let second = try runner.run(
      "check", "b.swift", "--snapshots", "Snapshots", "--artifacts", "job2")
    #expect(second.status == 3)

    let merged = try runner.run(
      "report", "merge", "job1", "job2", "--output", "merged", "--snapshots", "Snapshots")
    // A snapshot failed in one job: the merge says so with the mismatch status.
    #expect(merged.status == 3, "\(merged.standardError)")
    // Each scene is an image and a frame dump: 4 snapshots, the badge's image mismatched.
    #expect(
      merged.standardError.contains("4 snapshots from 2 jobs: 3 matched, 1 mismatched"),
      "\(merged.standardError)")
    let summary =
      try JSONSerialization.jsonObject(with: Data(contentsOf: runner.url("merged/summary.json")))
      as? [String: Any]
    #expect((summary?["snapshots"] as? [Any])?.count == 4)
    #expect(runner.exists("merged/report.html") && runner.exists("merged/junit.xml"))
    let xml = try String(contentsOf: runner.url("merged/junit.xml"), encoding: .utf8)
    #expect(xml.contains("failures=\"1\""), "\(xml)")
    // The stale scene's files are the only references neither job checked.
    let orphans = try String(contentsOf: runner.url("merged/orphans.txt"), encoding: .utf8)
      .split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
    #expect(
      Set(orphans) == ["Stale.png", "Stale.fingerprint.json", "Stale.frames.txt"], "\(orphans)")

    let missing = try runner.run("report", "merge", "job1", "nowhere")
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nowhere: no such file or folder"))
  }
}
