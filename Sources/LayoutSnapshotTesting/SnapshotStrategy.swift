internal import SnapshotCore

/// What a snapshot compares: the rendered pixels, or the solved frames as text.
public struct SnapshotStrategy: Sendable {
  enum Kind: Sendable {
    case image(ComparisonOptions)
    case frames
  }

  let kind: Kind

  /// The rendered pixels, compared exactly.
  public static var image: SnapshotStrategy { SnapshotStrategy(kind: .image(.exact)) }

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
    SnapshotStrategy(
      kind: .image(
        ComparisonOptions(
          threshold: threshold, ignoresAntialiasing: ignoresAntialiasing,
          maxDifferingPixels: maxDifferingPixels, maxDifferingRatio: maxDifferingRatio)))
  }

  /// The solved frame tree as text (`recursiveDescription`): a layout regression without pixels or fonts.
  public static var frames: SnapshotStrategy { SnapshotStrategy(kind: .frames) }
}
