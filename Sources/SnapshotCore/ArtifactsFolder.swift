import Foundation

/// Where failure artefacts (expected, actual and diff images, the report) go, for every way of checking a snapshot:
/// `assertSnapshot`, the swift-snapshot-testing strategies and `layout-render check` read the one variable.
public enum ArtifactsFolder {
  /// The environment variable naming the folder.
  public static let environmentVariable = "LAYOUT_RENDER_ARTIFACTS"

  /// The folder `LAYOUT_RENDER_ARTIFACTS` names (relative paths from the current folder), else
  /// `.build/snapshot-artifacts` under `packageRoot`.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment, packageRoot: URL
  ) -> URL {
    if let explicit = environment[environmentVariable], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    return packageRoot.appendingPathComponent(".build/snapshot-artifacts")
  }
}
