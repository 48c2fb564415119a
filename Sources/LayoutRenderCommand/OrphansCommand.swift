import ArgumentParser
import Foundation
import SnapshotCore

/// `layout-render orphans --snapshots DIR`: references no snapshot of the last full run touched.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract:
      "List references that no snapshot of the last full test run checked (run the whole suite first)."
  )

  @Option(help: "The references folder.") var snapshots = "Snapshots"

  @Option(help: "The run's summary.json.") var summary = ".build/snapshot-artifacts/summary.json"

  @Flag(help: "Delete them (refused unless the summary is from a run of the whole suite).")
  var prune = false

  func run() throws {
    guard let decoded = RunReport.Summary.read(atPath: summary) else {
      Console.shared.line(
        "layout-render: error: \(summary) is missing or unreadable; run the whole test suite first")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    if prune && !decoded.isComplete {
      Console.shared.line(
        "layout-render: error: \(summary) is from a run of only some tests (filtered, skipped or "
          + "--parallel); references of the tests it left out would look orphaned. Nothing was deleted: run "
          + "the whole suite with plain `swift test`, then prune")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    for path in OrphanedReferences.list(in: URL(fileURLWithPath: snapshots), summary: decoded) {
      print(path)
      if prune { try? FileManager.default.removeItem(atPath: path) }
    }
  }
}
