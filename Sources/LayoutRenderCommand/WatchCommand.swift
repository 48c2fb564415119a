import ArgumentParser
import Foundation
import RenderCore

/// `layout-render watch FILE…`: renders, then re-renders a file each time it changes.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Render the files, then again whenever one changes (Ctrl-C stops).")

  @Argument(help: "Scene files.") var files: [String]

  @Option(name: .shortAndLong, help: "The output folder (default: the current folder).")
  var output: String?

  @Option(help: "png, svg or pdf.") var format = OutputFormat.png

  @Option(help: .hidden) var maxRenders: Int?

  @OptionGroup var options: SceneOptions

  func run() throws {
    var seen: [String: String] = [:]
    var renders = 0
    while maxRenders.map({ renders < $0 }) ?? true {
      var changed: [String] = []
      for path in files {
        let identity = fileIdentity(URL(fileURLWithPath: path))
        if seen[path] != identity {
          seen[path] = identity
          changed.append(path)
        }
      }
      if changed.isEmpty {
        Thread.sleep(forTimeInterval: 0.2)
        continue
      }
      renders += 1
      render(changed)
    }
  }

  /// Renders the changed files; errors are printed and watching goes on.
  private func render(_ paths: [String]) {
    let start = Date()
    do {
      let plan = try OutputPlan(output: output, format: format)
      let run = try BatchRun.render(
        try SceneFile.expand(paths),
        settings: options.settings(format: plan.format, frames: false),
        scratchParent: plan.scratchParent, summary: false)
      defer { run.cleanUp() }
      _ = try plan.place(run.outcomes)
      let rendered = run.outcomes.filter { $0.status == .rendered }.count
      Console.shared.line(
        "\(paths.joined(separator: ", ")): \(rendered) scene\(rendered == 1 ? "" : "s") rendered, "
          + "\(run.failures) failed in \(formatMilliseconds(Date().timeIntervalSince(start) * 1000))"
      )
    } catch {
      Console.shared.line("layout-render: error: \(error)")
    }
  }
}
