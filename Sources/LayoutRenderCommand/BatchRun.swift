import Foundation
import RenderCore
import SnapshotCore

/// One rendering run shared by `render`, `check` and `watch`: finds the library and the cache, renders the files
/// into a scratch folder, and prints each file's and scene's problems as compiler-style diagnostics.
struct BatchRun {
  let outcomes: [SceneOutcome]
  /// The renderer's fingerprint, when the settings asked for it.
  let fingerprint: RendererFingerprint?
  /// Holds the rendered files until they are placed; removed by ``cleanUp()``.
  let scratch: URL

  /// Renders `paths` with `settings`.
  ///
  /// The scratch folder is made inside `scratchParent`: the output folder, so that placing a file is a rename, or
  /// when nothing is placed (`check`, standard output), `nil` for the cache's private temporary folder. A scratch
  /// folder left there by a killed run is removed first.
  static func render(
    _ files: [SceneFile], settings: RenderSettings, scratchParent: URL?, summary: Bool = true
  )
    throws(CommandError)
    -> BatchRun
  {
    let library = try SceneLibrary.locate()
    let cache = try SceneCache.open()
    let compiler = try SceneCompiler(library: library, cache: cache)
    let scratchParent = scratchParent ?? cache.folder.appendingPathComponent("tmp")
    AbandonedFiles.sweep(scratchParent, prefix: ".layout-render-")
    let scratch = scratchParent.appendingPathComponent(
      ".layout-render-\(getpid())-\(UUID().uuidString)")
    Interruption.shared.removeOnInterruption(scratch)
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw .io("cannot write to \(scratchParent.path): \(error.localizedDescription)")
    }
    let console = Console.shared
    console.startRun(files: files.count, verbosity: settings.verbosity, summary: summary)
    let batch = RenderBatch(
      files: files, compiler: compiler, settings: settings, scratch: scratch,
      report: { outcome in
        // Build diagnostics at their line in the scene file (`scene.swift:12: error: …`), as compilers write.
        for diagnostic in outcome.diagnostics {
          console.diagnostic(
            outcome.file + (diagnostic.line.map { ":\($0)" } ?? ""),
            Console.Severity(diagnostic.severity),
            "scene \"\(outcome.name)\": \(diagnostic.message)")
        }
        for warning in outcome.warnings {
          console.diagnostic(outcome.file, .warning, "scene \"\(outcome.name)\": \(warning)")
        }
        switch outcome.status {
        case .rendered:
          console.sceneFinished(
            rendered: true,
            "rendered \(outcome.name) (\(outcome.file)) in \(formatMilliseconds(outcome.milliseconds ?? 0))"
          )
        case .failed where outcome.sceneIndex < 0:
          console.diagnostic(outcome.file, .error, outcome.message ?? "failed")
        case .failed:
          console.diagnostic(
            outcome.file, .error, "scene \"\(outcome.name)\": \(outcome.message ?? "failed")")
          console.sceneFinished(rendered: false, "")
        }
      })
    let outcomes = batch.run()
    console.finishRun()
    return BatchRun(outcomes: outcomes, fingerprint: batch.fingerprint, scratch: scratch)
  }

  /// Removes the scratch folder and whatever is left in it.
  func cleanUp() {
    try? FileManager.default.removeItem(at: scratch)
    Interruption.shared.release(scratch)
  }

  var failures: Int { outcomes.filter { $0.status == .failed }.count }
}

/// A scene name as a file name: see `fileNameComponent`, with `.` kept too but never leading (no hidden files).
func outputName(for scene: String, index: Int) -> String {
  var result = fileNameComponent(scene, keeping: ".")
  while result.hasPrefix(".") { result.removeFirst() }
  return result.isEmpty ? "scene-\(index + 1)" : result
}
