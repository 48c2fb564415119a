import ArgumentParser
import Foundation
import RenderCore
import SceneProtocol

/// `layout-render render FILE…`: one output per scene, named after the scene.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render every scene the files declare (the default subcommand).")

  @Argument(help: "Scene files, folders of them, or - for standard input.")
  var files: [String]

  @Option(
    name: .shortAndLong,
    help:
      "A folder for the outputs (default: the current folder), a file when there is one scene, or - for standard output."
  )
  var output: String?

  @Option(help: "png, svg or pdf (default: from the -o file's extension, else png).")
  var format: OutputFormat?

  @Option(
    help:
      "Write every scene's views and frames (in scene coordinates) as JSON to this file, or - for standard output."
  )
  var frames: String?

  @Flag(
    help:
      "Write PNGs as small as zlib's level 9 makes them: about a quarter smaller, many times slower to write. For images kept in version control."
  )
  var smallest = false

  @Flag(
    help:
      "Also write index.html into the output folder: a contact sheet of every scene, to review a batch."
  )
  var gallery = false

  @OptionGroup var options: SceneOptions

  func validate() throws {
    if output == "-" && format == nil {
      throw ValidationError("-o - writes to standard output: give --format")
    }
    if output == "-" && frames == "-" {
      throw ValidationError("-o - and --frames - cannot both use standard output")
    }
    if files.isEmpty { throw ValidationError("name at least one scene file") }
  }

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

  /// Renders and places every scene; returns the exit status.
  private func execute() throws(CommandError) -> ExitStatus {
    let plan = try OutputPlan(output: output, format: format)
    guard !gallery || plan.folder != nil else {
      throw .usage("--gallery writes index.html beside the scenes: give -o a folder")
    }
    let files = try SceneFile.expand(self.files)
    var settings = options.settings(format: plan.format, frames: frames != nil)
    settings.host.smallestPNG = smallest
    let run = try BatchRun.render(files, settings: settings, scratchParent: plan.scratchParent)
    defer { run.cleanUp() }
    let placement = try plan.place(run.outcomes)
    if let frames { try writeFrames(run.outcomes, to: frames) }
    if gallery, let folder = plan.folder {
      let page = Gallery(
        placed: placement.placed, folder: folder, variant: Gallery.variant(of: settings))
      do {
        try Data(page.html.utf8).write(
          to: folder.appendingPathComponent("index.html"), options: .atomic)
      } catch {
        throw .io(
          "cannot write \(folder.appendingPathComponent("index.html").path): \(error.localizedDescription)"
        )
      }
    }
    return run.failures > 0 || placement.failed ? .sceneFailed : .success
  }

  /// `{"scenes":[{"name":…,"size":[w,h],"views":[…]}]}` for the rendered scenes, in order.
  private func writeFrames(_ outcomes: [SceneOutcome], to path: String) throws(CommandError) {
    struct FramesFile: Encodable { var scenes: [SceneFrames] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let scenes = outcomes.filter { $0.status == .rendered }.compactMap(\.frames)
    guard let data = try? encoder.encode(FramesFile(scenes: scenes)) else {
      throw .io("cannot encode the frames")
    }
    if path == "-" {
      FileHandle.standardOutput.write(data + Data("\n".utf8))
      return
    }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io("cannot write \(path): \(error.localizedDescription)")
    }
  }
}

extension Error {
  /// Whether the error is the user's command line (exit code 2).
  var isUsage: Bool {
    guard let error = self as? CommandError, case .usage = error else { return false }
    return true
  }
}
