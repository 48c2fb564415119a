public import Render
public import SnapshotCore

extension SnapshotStrategy where Value == Scene, Format == RGBAImage {
  /// The rendered pixels, compared exactly.
  public static var image: SnapshotStrategy { image(ComparisonOptions.exact) }

  /// The rendered pixels, compared with a tolerance.
  ///
  /// - Parameters:
  ///   - threshold: The colour distance (pixelmatch's YIQ measure, 0...1) up to which pixels count as equal.
  ///   - ignoresAntialiasing: Leave pixels on antialiased edges out of the count.
  ///   - maxDifferingPixels: How many differing pixels still pass.
  ///   - maxDifferingRatio: Which share (0...1) of differing pixels still passes (with both limits, the smaller
  ///     allowance holds).
  /// - Returns: The image strategy with that tolerance.
  public static func image(
    threshold: Double = 0, ignoresAntialiasing: Bool = false, maxDifferingPixels: Int? = nil,
    maxDifferingRatio: Double? = nil
  ) -> SnapshotStrategy {
    image(
      ComparisonOptions(
        threshold: threshold, ignoresAntialiasing: ignoresAntialiasing,
        maxDifferingPixels: maxDifferingPixels, maxDifferingRatio: maxDifferingRatio))
  }

  /// The rendered pixels, compared within `options`.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: The image strategy.
  public static func image(_ options: ComparisonOptions) -> SnapshotStrategy {
    SnapshotStrategy(format: .image(options)) { try $0.image() }
  }
}

extension SnapshotStrategy where Value == Scene, Format == String {
  /// The solved frames as text, a line per view (`id Type x y width height` in scene coordinates), the format of
  /// the command's `.frames.txt` references: a layout regression without pixels or fonts.
  public static var frames: SnapshotStrategy {
    SnapshotStrategy(format: .text) { solvedFrames($0) }
  }
}

/// A scene's frames after layout, as ``SnapshotStrategy/frames`` writes them.
///
/// A function rather than the strategy's closure: the closure is `@Sendable`, where Swift reports each call into
/// the main-actor views, while UIKit code outside the main actor in a Swift 5 module gets no such diagnostic
/// (docs/uikit-import.md, "Main-actor isolation").
private func solvedFrames(_ scene: Scene) -> String {
  scene.root.layoutIfNeeded()
  return FrameDump(scene.root).framesText
}
