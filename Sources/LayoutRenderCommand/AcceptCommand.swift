import ArgumentParser
import Foundation
import SnapshotCore

/// `layout-render accept NAME… --artifacts DIR`: a failed snapshot's actual file becomes its reference.
struct AcceptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract:
      "Make the actual files of failed snapshots their references (as the HTML report's commands say).",
    discussion: """
      Reads the run's summary.json in the artefacts folder. NAME is a snapshot's name as the report shows it, or a \
      folder of names. Exit codes: 0 accepted, 2 usage (a name that matches no failure, or no run report).
      """)

  @Argument(help: "The snapshots to accept, by name (or a folder of names).") var names: [String] =
    []

  @Flag(help: "Accept every failure of the run.") var all = false

  @Option(help: "The run's artefacts folder.") var artifacts = ".build/snapshot-artifacts"

  func run() throws {
    let summaryPath = URL(fileURLWithPath: artifacts).appendingPathComponent("summary.json").path
    guard let summary = RunReport.Summary.read(atPath: summaryPath) else {
      Console.shared.line(
        "layout-render: error: \(summaryPath) is missing or unreadable: run the snapshots first")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    let failures = ReferenceAcceptance.acceptable(in: summary)
    guard all || !names.isEmpty else {
      Console.shared.line(
        "layout-render: error: name the snapshots to accept, or pass --all; failures: "
          + (failures.isEmpty ? "none" : failures.map(\.name).joined(separator: ", ")))
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    for name in names where !failures.contains(where: { ReferenceAcceptance.selects(name, $0) }) {
      Console.shared.line(
        "layout-render: error: no failed snapshot of the run is named \"\(name)\"; failures: "
          + (failures.isEmpty ? "none" : failures.map(\.name).joined(separator: ", ")))
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    let chosen =
      all
      ? failures
      : failures.filter { result in names.contains { ReferenceAcceptance.selects($0, result) } }
    do {
      try ReferenceAcceptance.accept(chosen)
    } catch {
      Console.shared.line("layout-render: error: cannot write a reference: \(error)")
      throw ExitCode(ExitStatus.sceneFailed.rawValue)
    }
    for result in chosen { Console.shared.line("accepted \(result.name): \(result.reference)") }
  }
}
