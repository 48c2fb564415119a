import Foundation
import PackagePlugin

/// Generates the asset symbols Xcode makes for a target's asset catalogs (`UIColor.brand`, `UIImage.avatar`,
/// `ColorResource`, `ImageResource`), so that code written with them compiles (docs/asset-catalogs.md).
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let catalogs = try FileManager.default.subpathsOfDirectory(atPath: target.directoryURL.path)
      .filter { $0.hasSuffix(".xcassets") }
      .map { target.directoryURL.appendingPathComponent($0) }
    guard !catalogs.isEmpty else { return [] }
    var inputs: [URL] = []
    for catalog in catalogs {
      inputs +=
        (try? FileManager.default.subpathsOfDirectory(atPath: catalog.path))?
        .filter { $0.hasSuffix("Contents.json") }.map { catalog.appendingPathComponent($0) } ?? []
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "GeneratedAssetSymbols.swift")
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "AssetSymbols").url,
        arguments: [output.path] + catalogs.map(\.path), inputFiles: inputs, outputFiles: [output])
    ]
  }
}
