import Foundation
import PackagePlugin

/// Lets a package target written for UIKit keep its Objective-C-only syntax (`@objc`, `#selector`, `@IBOutlet`).
///
/// Before the target compiles, the files that use it are rewritten into copies the compiler accepts
/// (every line and column kept), and a VFS overlay at `.build/objc-syntax/<Target>.yaml` in the package makes the
/// compiler read each copy in place of its original, so diagnostics still name the original files. The target
/// passes `-vfsoverlay` with that path (docs/uikit-import.md).
@main
struct ObjCSyntaxPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    let work = context.pluginWorkDirectoryURL
    let overlay = context.package.directoryURL.appendingPathComponent(".build/objc-syntax")
      .appendingPathComponent(target.name + ".yaml")
    let stamp = work.appendingPathComponent("ObjCSyntaxStamp.swift")
    return [
      .buildCommand(
        displayName: "Rewriting Objective-C syntax in \(target.name)",
        executable: try context.tool(named: "ObjCSyntaxRewrite").url,
        arguments: (target.kind == .executable ? ["--executable"] : [])
          + [work.appendingPathComponent("copies").path, overlay.path, stamp.path]
          + sources.map(\.path),
        inputFiles: sources, outputFiles: [stamp])
    ]
  }
}
