import ArgumentParser
import Foundation
import RenderCore
import SceneProtocol

/// `layout-render lint FILE… --matrix`: inspects every scene in every variant and reports the layout defects found.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract:
      "Find layout defects (truncation, clipping, overlaps, small tap targets, low contrast …) in every variant.",
    discussion: """
      Each scene is laid out in each variant and its tree inspected (docs/layout-lint.md). Exit codes: 0 done (1 with \
      --strict when there are findings), 1 a scene failed, 2 usage.
      """)

  @Argument(help: "Scene files or folders of them.") var files: [String]

  @OptionGroup var variants: LintMatrix

  @Option(help: "Write every finding as JSON to this file.") var json: String?

  @Option(help: "Write the findings as JUnit XML to this file, for CI test reporters.") var junit:
    String?

  @Option(
    name: .customLong("contact-sheet"),
    help:
      "Draw every variant into this folder with an index.html that outlines each finding on its image."
  )
  var contactSheet: String?

  @Flag(help: "Exit 1 when there are findings.") var strict = false

  @Option(name: .shortAndLong, help: "Inspect with this many processes in parallel.") var jobs = 1

  @Option(help: "Seconds a scene file may run without finishing a scene before it is stopped.")
  var timeout = 60.0

  @Flag(name: .shortAndLong, help: "Print every finding, not one line per defect.") var verbose =
    false

  func run() throws {
    let status: ExitStatus
    do {
      status = try execute()
    } catch {
      Console.shared.line("layout-render: error: \(error)")
      status = error.isUsage ? .usage : .sceneFailed
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  private func execute() throws(CommandError) -> ExitStatus {
    let files = try SceneFile.expand(self.files)
    let all: [LintVariant]
    do {
      all = try variants.variants()
    } catch {
      throw .usage("\(error)")
    }
    var findings: [ReportedFinding] = []
    var scenes: [(file: String, scene: String)] = []
    var sheet = try contactSheet.map { path throws(CommandError) in
      try LintContactSheet(folder: URL(fileURLWithPath: path))
    }
    var failed = false
    // One run of the files per content size: fonts are chosen while a scene is built.
    for size in orderedUnique(all.map(\.contentSize)) {
      var settings = RenderSettings()
      settings.host.contentSize = ContentSizeName(rawValue: size)
      settings.jobs = jobs
      settings.timeout = timeout
      settings.verbosity = .quiet
      settings.host.lint = all.filter { $0.contentSize == size }
      settings.host.lintImages = sheet != nil
      let run = try BatchRun.render(files, settings: settings, scratchParent: nil, summary: false)
      defer { run.cleanUp() }
      failed = failed || run.failures > 0
      for outcome in run.outcomes.sorted(by: { $0.sortKey < $1.sortKey }) {
        if outcome.sceneIndex >= 0, !scenes.contains(where: { $0 == (outcome.file, outcome.name) })
        {
          scenes.append((outcome.file, outcome.name))
        }
        for result in outcome.lint {
          sheet?.add(file: outcome.file, scene: outcome.name, result: result)
          findings += result.findings.map {
            ReportedFinding(
              scene: outcome.name, file: outcome.file, variant: result.variant, finding: $0)
          }
        }
      }
    }
    report(findings, variantCount: all.count)
    if let json { try write(findings, to: json) }
    try sheet?.write()
    if let junit {
      let xml = LintJUnit(scenes: scenes, findings: findings, variantCount: all.count).xml
      do {
        try Data(xml.utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
      } catch {
        throw .io("cannot write \(junit): \(error.localizedDescription)")
      }
    }
    if failed { return .sceneFailed }
    return strict && !findings.isEmpty ? .sceneFailed : .success
  }

  /// One line per defect (the same scene, kind and view), with how many variants show it and the first one's
  /// message.
  private func report(_ findings: [ReportedFinding], variantCount: Int) {
    let console = Console.shared
    if verbose {
      for item in findings {
        console.diagnostic(
          item.file + (item.finding.line.map { ":\($0)" } ?? ""), .warning,
          "scene \"\(item.scene)\" [\(item.variant)]: \(item.finding.kind.rawValue): \(item.finding.view): \(item.finding.message)"
        )
      }
    } else {
      var order: [String] = []
      var groups: [String: [ReportedFinding]] = [:]
      for item in findings {
        let key = [item.file, item.scene, item.finding.kind.rawValue, item.finding.view].joined(
          separator: "\u{1F}")
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(item)
      }
      for key in order {
        guard let group = groups[key], let first = group.first else { continue }
        let widths = Self.widthRanges(group.compactMap(\.variant.width), step: variants.sweepStep)
        console.diagnostic(
          first.file + (first.finding.line.map { ":\($0)" } ?? ""), .warning,
          "scene \"\(first.scene)\": \(first.finding.kind.rawValue): \(first.finding.view): \(first.finding.message)"
            + " (in \(group.count) of \(variantCount) variants; first: \(first.variant)"
            + (widths.isEmpty ? "" : "; at widths \(widths)") + ")")
      }
    }
    let scenes = Set(findings.map { "\($0.file)\u{1F}\($0.scene)" }).count
    console.line(
      findings.isEmpty
        ? "no findings in \(variantCount) variant\(variantCount == 1 ? "" : "s")"
        : "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(scenes) scene\(scenes == 1 ? "" : "s")"
          + " across \(variantCount) variant\(variantCount == 1 ? "" : "s")")
  }

  /// The widths of a sweep a defect shows at, as runs of neighbouring widths: "280–318 pt, 400 pt".
  static func widthRanges(_ widths: [Double], step: Double) -> String {
    let sorted = Set(widths).sorted()
    guard var start = sorted.first else { return "" }
    var runs: [String] = []
    var previous = start
    func close() {
      runs.append(
        start == previous
          ? "\(LintVariant.points(start)) pt"
          : "\(LintVariant.points(start))–\(LintVariant.points(previous)) pt")
    }
    for width in sorted.dropFirst() {
      if width - previous > step * 1.5 {
        close()
        start = width
      }
      previous = width
    }
    close()
    return runs.joined(separator: ", ")
  }

  private func write(_ findings: [ReportedFinding], to path: String) throws(CommandError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let data = try encoder.encode(LintReport(findings: findings))
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io("cannot write \(path): \(error.localizedDescription)")
    }
  }

  private func orderedUnique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
  }
}

/// A finding with the scene, file and variant it was found in: one entry of `--json`.
struct ReportedFinding: Encodable {
  var scene: String
  var file: String
  var variant: LintVariant
  var finding: LayoutFinding

  enum CodingKeys: String, CodingKey { case scene, file, variant, kind, view, message, line, rect }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scene, forKey: .scene)
    try container.encode(file, forKey: .file)
    try container.encode(variant, forKey: .variant)
    try container.encode(finding.kind, forKey: .kind)
    try container.encode(finding.view, forKey: .view)
    try container.encode(finding.message, forKey: .message)
    try container.encodeIfPresent(finding.line, forKey: .line)
    try container.encodeIfPresent(finding.rect, forKey: .rect)
  }
}

/// What `--json` writes.
struct LintReport: Encodable {
  var findings: [ReportedFinding]
}
