import ArgumentParser
import Foundation
import RenderCore
import SnapshotCore

/// `layout-render check FILE… --snapshots DIR`: render and compare with references, for CI without Swift tests.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render the scenes and compare them with reference images; exit 3 on a mismatch.",
    discussion: """
      References are DIR/<file name>/<scene name>.png and, for the frames, <scene name>.frames.txt. Failures leave expected, actual and diff images, \
      report.html and summary.json in the artefacts folder.
      """)

  @Argument(help: "Scene files or folders of them.") var files: [String]

  @Option(help: "The references folder.") var snapshots: String

  @Option(
    help: "The artefacts folder (default: LAYOUT_RENDER_ARTIFACTS, else .build/snapshot-artifacts)."
  )
  var artifacts: String?

  @Option(
    help:
      "Record mode: missing, all, failed or never (default: LAYOUT_RENDER_RECORD; never under CI).")
  var record: RecordMode?

  @Option(
    help:
      "Also write the results as JUnit XML to this file, for CI test reporters (default: junit.xml in the artefacts folder)."
  )
  var junit: String?

  @Flag(help: "Accept what was recorded: exit 0 instead of 3 after recording.")
  var accept = false

  @OptionGroup var tolerance: ToleranceOptions
  @OptionGroup var options: SceneOptions

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let artifactsFolder =
      artifacts.map { URL(fileURLWithPath: $0) }
      ?? ArtifactsFolder.resolve(
        environment: environment,
        packageRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let verifier = SnapshotVerifier(
      referencesFolder: URL(fileURLWithPath: snapshots), artifactsFolder: artifactsFolder,
      recordMode: RecordMode.resolve(
        requested: record, environment: environment))
    let status: ExitStatus
    do {
      status = try execute(verifier, artifactsFolder: artifactsFolder)
    } catch {
      Console.shared.line("layout-render: error: \(error)")
      status = error.isUsage ? .usage : .sceneFailed
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }

  private func execute(_ verifier: SnapshotVerifier, artifactsFolder: URL) throws(CommandError)
    -> ExitStatus
  {
    let files = try SceneFile.expand(self.files)
    var settings = options.settings(format: .png, frames: true)
    settings.host.fingerprint = true
    let run = try BatchRun.render(
      files, settings: settings, scratchParent: nil)
    defer { run.cleanUp() }
    var verifier = verifier
    verifier.fingerprint = run.fingerprint
    return verify(run, files: files, with: verifier, artifactsFolder: artifactsFolder)
  }

  private func verify(
    _ run: BatchRun, files: [SceneFile], with verifier: SnapshotVerifier, artifactsFolder: URL
  )
    -> ExitStatus
  {
    let report = RunReport(
      folder: artifactsFolder, run: "check-\(getpid())",
      junitFile: junit.map { URL(fileURLWithPath: $0) })
    let imageFormat = SnapshotFormat.image(tolerance.comparison)
    var mismatches = 0
    var recorded = 0
    // Reference names already taken, compared as a case-insensitive file system would: two scenes must never
    // share a reference (`a/Login.swift` and `b/Login.swift`, "Dark mode" and "Dark-mode").
    var taken: [String: String] = [:]
    /// `<scene file>/<scene>`: the reference's name without extension.
    func referenceName(_ outcome: SceneOutcome) -> String {
      files[outcome.fileIndex].baseName + "/"
        + outputName(for: outcome.name, index: outcome.sceneIndex)
    }
    for outcome in run.outcomes where outcome.status == .rendered {
      let name = referenceName(outcome)
      let owner = "scene \"\(outcome.name)\" of \(outcome.file)"
      func fail(_ message: String) {
        mismatches += 1
        report.add(
          SnapshotResult(
            name: name, kind: .image, status: .error,
            reference: verifier.referenceURL(name, extension: "png").path, message: message,
            difference: nil, fingerprintDifferences: [], artifacts: nil,
            process: ProcessInfo.processInfo.processIdentifier))
        Console.shared.diagnostic(outcome.file, .error, "scene \"\(outcome.name)\": \(message)")
      }
      if let other = taken[name.lowercased()] {
        fail("its reference \(name) is also \(other)'s; rename one of the scenes (or files)")
        continue
      }
      taken[name.lowercased()] = owner
      let image: RGBAImage
      do {
        guard let path = outcome.renderedFile, let data = FileManager.default.contents(atPath: path)
        else { throw RenderError.png("the rendered file is missing") }
        image = try RGBAImage(pngData: data)
      } catch {
        fail("its rendered output cannot be read back: \(error)")
        continue
      }
      var results = [verifier.verify(image, as: imageFormat, named: name)]
      if let frames = outcome.frames {
        results.append(verifier.verify(frames.text, as: .text, named: name + ".frames"))
      }
      for result in results {
        report.add(result)
        switch result.status {
        case .matched: continue
        case .recorded: recorded += 1
        case .missing, .mismatched, .error: mismatches += 1
        }
        Console.shared.diagnostic(
          outcome.file, result.status == .recorded ? .note : .error,
          "scene \"\(outcome.name)\" \(result.status.rawValue): \(result.message)")
      }
    }
    // Scenes that did not render are failed snapshots too (in the report and the JUnit file), named as they would
    // have been; their error was printed as it happened.
    for outcome in run.outcomes where outcome.status == .failed && outcome.sceneIndex >= 0 {
      let name = referenceName(outcome)
      mismatches += 1
      report.add(
        SnapshotResult(
          name: name, kind: .image, status: .error,
          reference: verifier.referenceURL(name, extension: "png").path,
          message: "the scene did not render: \(outcome.message ?? "failed")",
          process: ProcessInfo.processInfo.processIdentifier))
    }
    do {
      try report.flush()
    } catch {
      Console.shared.line(
        "layout-render: error: cannot write the report: \(error.localizedDescription)")
      if junit != nil { return .sceneFailed }
    }
    let total = report.all.count
    Console.shared.line(
      "\(total - mismatches - recorded) of \(total) snapshots matched, \(mismatches) failed, \(recorded) recorded; "
        + "report: \(artifactsFolder.appendingPathComponent("report.html").path)")
    if run.failures > 0 { return .sceneFailed }
    if mismatches > 0 || (recorded > 0 && !accept) { return .mismatch }
    return .success
  }
}
