import ArgumentParser
import Foundation
import SnapshotCore

/// `layout-render report merge DIR…`: the snapshot reports of a suite split over several CI jobs, made one.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Work with snapshot run reports (summary.json, report.html, junit.xml).",
    subcommands: [Merge.self])

  /// Merges the artefacts folders of several jobs into one report, one JUnit file and one orphan list.
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Merge the reports of a suite's CI shards into one report, JUnit file and orphan list.",
      discussion: """
        Each DIR is a job's artefacts folder (holding its summary.json), as CI jobs upload them. The merged \
        summary.json, report.html and junit.xml go to --output; with --snapshots, orphans.txt lists the references \
        no job checked. Exit codes: 0 done, 3 a snapshot failed in some job, 2 usage.
        """)

    @Argument(help: "The jobs' artefacts folders (or their summary.json files).") var folders:
      [String]

    @Option(name: .shortAndLong, help: "The folder the merged report goes to.")
    var output = ".build/snapshot-artifacts-merged"

    @Option(help: "The references folder: list the references no job checked in orphans.txt.")
    var snapshots: String?

    func run() throws {
      let shards: [RunReportMerge.Shard]
      do {
        shards = try folders.map { path throws(RunReportMerge.ReadError) in
          try RunReportMerge.read(path)
        }
      } catch {
        Console.shared.line("layout-render: error: \(error)")
        throw ExitCode(ExitStatus.usage.rawValue)
      }
      let folder = URL(fileURLWithPath: output)
      let merged: RunReport.Summary
      do {
        merged = try RunReportMerge.merge(shards, into: folder)
      } catch {
        Console.shared.line(
          "layout-render: error: cannot write the merged report to \(output): \(error)")
        throw ExitCode(ExitStatus.sceneFailed.rawValue)
      }
      let counts = merged.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      Console.shared.line(
        "\(merged.snapshots.count) snapshots from \(shards.count) job\(shards.count == 1 ? "" : "s")"
          + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
          + "; report: \(folder.appendingPathComponent("report.html").path)")
      if let snapshots {
        let orphans = RunReportMerge.orphans(in: URL(fileURLWithPath: snapshots), shards: merged)
        let list = orphans.map { $0 + "\n" }.joined()
        try? Data(list.utf8).write(
          to: folder.appendingPathComponent("orphans.txt"), options: .atomic)
        Console.shared.line(
          "\(orphans.count) reference\(orphans.count == 1 ? "" : "s") no job checked: "
            + folder.appendingPathComponent("orphans.txt").path)
      }
      if merged.snapshots.contains(where: { !$0.passed }) {
        throw ExitCode(ExitStatus.mismatch.rawValue)
      }
    }
  }
}
