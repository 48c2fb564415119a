import Foundation
import LayoutSnapshotTesting
public import Render
public import SnapshotCore
public import SnapshotTesting
import Testing

// The project's snapshot strategies for swift-snapshot-testing 1.19.7 users: `assertSnapshot(of: scene, as: .image)`
// with that library's record modes and `__Snapshots__` folders. Each is a pullback over the `SnapshotStrategy` that
// `LayoutSnapshotTesting` uses, so both compare the same way. On Linux that library drops a Diffing's attachments
// under `swift test`, so the expected, actual and diff files are written by the project's artefact writer and named
// in the message.

extension Diffing {
  /// A snapshot format's encoding and comparison.
  ///
  /// - Parameters:
  ///   - format: How values are stored and compared.
  ///   - placeholder: Stands for a value that cannot be encoded or a reference that cannot be read; it should match
  ///     no real value.
  /// - Returns: A diffing that writes expected, actual and diff files on a mismatch, to `LAYOUT_RENDER_ARTIFACTS`
  ///   (else `.build/snapshot-artifacts` in the current folder, the package's when run by `swift test`), and names
  ///   them in its message.
  public static func format(_ format: SnapshotFormat<Value>, placeholder: Value) -> Diffing {
    .diff(
      toData: { (try? format.encode($0)) ?? Data() },
      fromData: { (try? format.decode($0)) ?? placeholder },
      diffV2: { expected, actual in
        let comparison = format.compare(expected, actual)
        if comparison.matches { return nil }
        let summary = comparison.summary ?? "the values differ"
        var message = "Snapshot does not match: \(summary)"
        if let artifacts = writeArtifacts(expected, actual, comparison, format) {
          message +=
            "\nExpected: \(artifacts.expected ?? "")\nActual: \(artifacts.actual)"
            + "\nDiff: \(artifacts.diff ?? "")"
          reportFailure(summary, comparison, artifacts, format)
        }
        return (message, [])
      })
  }

  /// Adds the failure to the run report (`report.html`, `summary.json`, `junit.xml`) of the artefacts folder, named
  /// by the running Swift Testing test, else by its files.
  private static func reportFailure(
    _ summary: String, _ comparison: SnapshotComparison, _ artifacts: SnapshotResult.Artifacts,
    _ format: SnapshotFormat<Value>
  ) {
    let base = URL(fileURLWithPath: artifacts.actual).deletingPathExtension()
      .deletingPathExtension().lastPathComponent
    let name =
      Test.current.map { "\($0.name) (swift-snapshot-testing)" } ?? "swift-snapshot-testing \(base)"
    let result = SnapshotResult(
      name: name, kind: format.kind, status: .mismatched, reference: artifacts.expected ?? "",
      message: summary,
      difference: comparison.difference, artifacts: artifacts,
      process: ProcessInfo.processInfo.processIdentifier)
    SnapshotSession.report(result, in: artifactsRoot)
  }

  private static var artifactsRoot: URL {
    ArtifactsFolder.resolve(
      packageRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Writes a mismatch's files under a name made from their content, so that each failure gets its own.
  private static func writeArtifacts(
    _ expected: Value, _ actual: Value, _ comparison: SnapshotComparison,
    _ format: SnapshotFormat<Value>
  ) -> SnapshotResult.Artifacts? {
    let folder = artifactsRoot.appendingPathComponent("swift-snapshot-testing")
    guard let expectedData = try? format.encodeArtifact(expected),
      let actualData = try? format.encodeArtifact(actual)
    else { return nil }
    let digest = SHA256.hex(of: Array(expectedData.prefix(4096) + actualData.prefix(4096)))
    return try? .write(
      to: folder.appendingPathComponent(String(digest.prefix(16))).path,
      pathExtension: format.pathExtension, expected: expectedData, actual: actualData,
      diff: comparison.diff?())
  }
}

extension Snapshotting {
  /// A project snapshot strategy as a swift-snapshot-testing one.
  ///
  /// - Parameters:
  ///   - strategy: How values are snapshotted, stored and compared.
  ///   - placeholder: The storable form of a value whose snapshot throws (a scene that cannot be rendered); it
  ///     should match no reference.
  public init(_ strategy: SnapshotStrategy<Value, Format>, placeholder: Format) {
    let stored = Snapshotting<Format, Format>(
      pathExtension: strategy.format.pathExtension,
      diffing: .format(strategy.format, placeholder: placeholder))
    self = stored.pullback { (try? strategy.snapshot($0)) ?? placeholder }
  }
}

/// The image that stands for one that cannot be rendered or read.
private let noImage = RGBAImage(width: 0, height: 0, pixels: [])

extension Diffing where Value == RGBAImage {
  /// Pixel comparison of two images, exact unless `options` say otherwise.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: The diffing of ``SnapshotFormat/image(_:)``.
  public static func image(options: ComparisonOptions = .exact) -> Diffing<RGBAImage> {
    .format(.image(options), placeholder: noImage)
  }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
  /// Images stored as PNG and compared pixel by pixel, exactly.
  public static var image: Snapshotting { image(options: .exact) }

  /// Images stored as PNG and compared with a tolerance.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: The strategy.
  public static func image(options: ComparisonOptions) -> Snapshotting {
    Snapshotting(.stored(as: .image(options)), placeholder: noImage)
  }
}

extension Snapshotting where Value == Scene, Format == RGBAImage {
  /// The scene rendered and compared pixel by pixel, exactly.
  public static var image: Snapshotting { image(options: .exact) }

  /// The scene rendered and compared with a tolerance.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: The strategy. A scene that cannot be rendered gives an empty image, which never matches.
  public static func image(options: ComparisonOptions) -> Snapshotting {
    Snapshotting(SnapshotStrategy.image(options), placeholder: noImage)
  }
}

extension Snapshotting where Value == Scene, Format == String {
  /// The solved frames as text (a line per view, the format of the command's `.frames.txt`), compared line by line.
  public static var frames: Snapshotting {
    Snapshotting(SnapshotStrategy.frames, placeholder: "")
  }
}
