import Foundation
public import Render
public import SnapshotCore
public import SnapshotTesting

// Strategies for swift-snapshot-testing 1.19.7 users: `assertSnapshot(of: scene, as: .image)` with its record
// modes and `__Snapshots__` folders. On Linux that library drops a Diffing's attachments under `swift test`, so the
// expected and diff images are written here, beside its own failure artefact, and named in the message.

extension Diffing where Value == RGBAImage {
  /// Pixel comparison of two images, exact unless `options` say otherwise.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: A diffing that writes expected, actual and diff PNGs on a mismatch, to `LAYOUT_RENDER_ARTIFACTS`
  ///   (else `.build/snapshot-artifacts` in the current folder, the package's when run by `swift test`), and names
  ///   them in its message.
  public static func image(options: ComparisonOptions = .exact) -> Diffing<RGBAImage> {
    .diff(
      toData: { (try? $0.pngData(.smallest)) ?? Data() },
      fromData: { data in
        (try? RGBAImage(pngData: data)) ?? RGBAImage(width: 0, height: 0, pixels: [])
      },
      diffV2: { expected, actual in
        if expected == actual { return nil }
        let comparison = ImageComparison(expected: expected, actual: actual, options: options)
        if comparison.difference.passes(options) { return nil }
        var message = "Scene image does not match: \(comparison.difference.summary)"
        if let paths = writeArtifacts(
          expected: expected, actual: actual, diff: comparison.diffImage)
        {
          message += "\nExpected: \(paths.0)\nActual: \(paths.1)\nDiff: \(paths.2)"
        }
        return (message, [])
      })
  }

  /// Writes the three images under a name made from their content, so that each failure gets its own files.
  private static func writeArtifacts(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage)
    -> (String, String, String)?
  {
    let folder = ArtifactsFolder.resolve(
      packageRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).appendingPathComponent("swift-snapshot-testing")
    guard let expectedData = try? expected.pngData(), let actualData = try? actual.pngData(),
      let diffData = try? diff.pngData()
    else { return nil }
    let digest = SHA256.hex(of: Array(expectedData.prefix(4096) + actualData.prefix(4096)))
    let base = folder.appendingPathComponent(String(digest.prefix(16))).path
    let paths = (base + ".expected.png", base + ".actual.png", base + ".diff.png")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try expectedData.write(to: URL(fileURLWithPath: paths.0))
      try actualData.write(to: URL(fileURLWithPath: paths.1))
      try diffData.write(to: URL(fileURLWithPath: paths.2))
    } catch {
      return nil
    }
    return paths
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
    Snapshotting(pathExtension: "png", diffing: .image(options: options))
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
    Snapshotting<RGBAImage, RGBAImage>.image(options: options).pullback { scene in
      (try? scene.image()) ?? RGBAImage(width: 0, height: 0, pixels: [])
    }
  }
}

extension Snapshotting where Value == Scene, Format == String {
  /// The solved frame tree as text, compared line by line.
  public static var frames: Snapshotting {
    SimplySnapshotting.lines.pullback { scene in
      scene.root.layoutIfNeeded()
      return scene.root.recursiveDescription()
    }
  }
}
