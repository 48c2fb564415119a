import Foundation
import PackagePlugin

/// `swift package layout-render …`: the `layout-render` command, run from a package that depends on this one,
/// without installing anything.
///
/// The arguments are the command's (`render Examples -o out`, `check Scenes --snapshots Snapshots`), plus
/// `record …`, short for `check … --record all --accept` (recording is what was asked for, so it succeeds). The
/// plugin has SwiftPM build the command and the library it compiles scene files against (`LayoutRenderShared`),
/// then runs the command in the package's folder; it writes there, so SwiftPM asks for permission (or
/// `--allow-writing-to-package-directory`).
@main
struct LayoutRenderPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let command = try built("layout-render", artifact: "layout-render")
    let library = try built("LayoutRenderShared", artifact: "libLayoutRenderShared.so")

    let process = Process()
    process.executableURL = command
    process.arguments = Self.commandArguments(arguments)
    process.currentDirectoryURL = context.package.directoryURL
    var environment = ProcessInfo.processInfo.environment
    environment["LAYOUT_RENDER_LIBRARY"] = library.deletingLastPathComponent().path
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginFailure.commandFailed(status: process.terminationStatus)
    }
  }

  /// Builds a product of this package (debug) and returns the file it made called `artifact`.
  private func built(_ product: String, artifact: String) throws -> URL {
    let build = try packageManager.build(
      .product(product), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded,
      let file = build.builtArtifacts.first(where: { $0.url.lastPathComponent == artifact })
    else {
      Diagnostics.error("could not build \(product):\n\(build.logText)")
      throw PluginFailure.notBuilt(product)
    }
    return file.url
  }

  /// `record …` becomes `check … --record all --accept`; everything else is passed as it is.
  static func commandArguments(_ arguments: [String]) -> [String] {
    guard arguments.first == "record" else { return arguments }
    return ["check"] + arguments.dropFirst() + ["--record", "all", "--accept"]
  }
}

/// Why the plugin failed (SwiftPM prints it and exits non-zero).
enum PluginFailure: Error, CustomStringConvertible {
  case notBuilt(String)
  case commandFailed(status: Int32)

  var description: String {
    switch self {
    case .notBuilt(let product): "\(product) could not be built"
    case .commandFailed(let status): "layout-render exited with status \(status)"
    }
  }
}
