import Foundation
import RenderCore

/// Where rendered scenes go: a folder (one file per scene, named after it), one named file, or standard output.
struct OutputPlan {
  enum Destination {
    case folder(URL)
    case file(URL)
    case standardOutput
  }

  let destination: Destination
  let format: OutputFormat

  init(output: String?, format: OutputFormat?) throws(CommandError) {
    guard let output else {
      destination = .folder(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      self.format = format ?? .png
      return
    }
    if output == "-" {
      destination = .standardOutput
      self.format = format ?? .png
      return
    }
    let url = URL(fileURLWithPath: output)
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
    if !(exists && isFolder.boolValue), let named = OutputFormat(pathExtension: url.pathExtension) {
      if let format, format != named {
        throw .usage(
          "-o \(output) is a .\(named.rawValue) file but --format is \(format.rawValue)")
      }
      destination = .file(url)
      self.format = named
    } else {
      destination = .folder(url)
      self.format = format ?? .png
    }
  }

  /// The output folder, when the scenes go to one.
  var folder: URL? {
    if case .folder(let url) = destination { return url }
    return nil
  }

  /// The folder to render into before placing (same file system as the destination); `nil` when nothing is placed.
  var scratchParent: URL? {
    switch destination {
    case .folder(let url):
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    case .file(let url): return url.deletingLastPathComponent()
    case .standardOutput: return nil
    }
  }

  /// Where the rendered scenes went.
  struct Placement {
    /// Some scene could not be placed (its error was printed).
    var failed = false
    /// The scenes placed in the output folder, in order, with their file names there.
    var placed: [(scene: SceneOutcome, fileName: String)] = []
  }

  /// Moves each rendered scene to its place.
  func place(_ outcomes: [SceneOutcome]) throws(CommandError) -> Placement {
    let rendered = outcomes.filter { $0.status == .rendered && $0.renderedFile != nil }
    switch destination {
    case .standardOutput, .file:
      if rendered.count > 1 {
        throw .usage(
          "-o \(describe) takes one scene, but \(rendered.count) were rendered "
            + "(\(rendered.map(\.name).joined(separator: ", "))); give a folder instead")
      }
      guard let scene = rendered.first, let source = scene.renderedFile else { return Placement() }
      if case .file(let url) = destination {
        try move(source, to: url)
      } else {
        guard let data = FileManager.default.contents(atPath: source) else {
          throw .io("the rendered scene \(scene.name) vanished")
        }
        FileHandle.standardOutput.write(data)
      }
      return Placement()
    case .folder(let folder):
      // Names are compared as a case-insensitive file system would ("Card" and "card" are one file there), and a
      // scene that cannot be placed (a name too long for the file system) fails alone: the others are still placed.
      var taken: [String: SceneOutcome] = [:]
      var placement = Placement()
      for scene in rendered {
        guard let source = scene.renderedFile else { continue }
        let name = outputName(for: scene.name, index: scene.sceneIndex) + "." + format.rawValue
        if let holder = taken[name.lowercased()] {
          Console.shared.diagnostic(
            scene.file, .error,
            "scene \"\(scene.name)\": its output \(name) is already taken by scene \"\(holder.name)\" of "
              + "\(holder.file); give the scenes different names")
          placement.failed = true
          continue
        }
        taken[name.lowercased()] = scene
        do {
          try move(source, to: folder.appendingPathComponent(name))
          placement.placed.append((scene, name))
        } catch {
          Console.shared.diagnostic(scene.file, .error, "scene \"\(scene.name)\": \(error)")
          placement.failed = true
        }
      }
      return placement
    }
  }

  private var describe: String {
    switch destination {
    case .folder(let url), .file(let url): url.path
    case .standardOutput: "-"
    }
  }

  private func move(_ source: String, to target: URL) throws(CommandError) {
    guard rename(source, target.path) == 0 else {
      throw .io("cannot write \(target.path): \(String(cString: strerror(errno)))")
    }
  }
}
