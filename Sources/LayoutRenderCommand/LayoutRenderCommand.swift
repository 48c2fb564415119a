import ArgumentParser
import Foundation

/// `layout-render`: renders the scenes a Swift file declares, checks them against snapshots, compares images.
@main
struct LayoutRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout-render",
    abstract:
      "Lay out UIKit-style scenes with Auto Layout semantics and render them to PNG, SVG or PDF.",
    discussion: """
      A scene file is Swift top-level code that does `import LayoutRender` and creates Scene values. It is \
      compiled against the installed library (cached by content, library and compiler) and every scene it \
      creates is rendered, named after the scene.

      Exit codes: 0 success, 1 a scene failed, 2 usage, 3 snapshot mismatch.
      """,
    version: "0.1.0",
    subcommands: [
      RenderCommand.self, CheckCommand.self, DiffCommand.self, WatchCommand.self,
      OrphansCommand.self, LintCommand.self, ReportCommand.self, AcceptCommand.self,
    ],
    defaultSubcommand: RenderCommand.self)

  /// Parses and runs, mapping ArgumentParser's usage failures (64) to this tool's usage code, 2.
  static func main() {
    Interruption.shared.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(ExitStatus.usage.rawValue)
      }
      exit(withError: error)
    }
  }
}
