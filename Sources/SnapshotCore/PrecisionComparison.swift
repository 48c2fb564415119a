public import RenderCore

/// swift-snapshot-testing's image comparison with its two tolerances, `precision` and `perceptualPrecision`, and
/// its failure messages (docs/snapshot-testing-uikit.md).
///
/// - Equal pixels always match.
/// - With both tolerances at 1 (the default), any difference fails.
/// - With `perceptualPrecision` below 1, a pixel fails when its colour difference (``DeltaE94``) exceeds
///   `(1 - perceptualPrecision) × 100`; the image fails when the share of pixels that do not fail is below
///   `precision`.
/// - Otherwise the image fails when the share of equal bytes (four a pixel, alpha premultiplied, as a Core
///   Graphics RGBA context holds them) is below `precision`.
public struct PrecisionComparison: Sendable, Equatable {
  /// The share of pixels (perceptual) or bytes (otherwise) that must match, 0...1.
  public var precision: Float
  /// How close a pixel's colour must be to count as matching, 0...1 (1: no tolerance).
  public var perceptualPrecision: Float

  /// - Parameters:
  ///   - precision: The share of pixels or bytes that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be, 0...1.
  public init(precision: Float = 1, perceptualPrecision: Float = 1) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
  }

  /// Why `actual` fails against `expected`, in swift-snapshot-testing's words, or `nil` when it passes.
  ///
  /// - Parameters:
  ///   - expected: The reference.
  ///   - actual: The new image.
  ///   - scale: Pixels per point, for the sizes in the message.
  /// - Returns: The failure message, or `nil`.
  public func failure(expected: RGBAImage, actual: RGBAImage, scale: Double) -> String? {
    guard actual.width != 0, actual.height != 0 else { return "Newly-taken snapshot is empty." }
    guard expected.width == actual.width, expected.height == actual.height else {
      return "Newly-taken snapshot@\(pointSize(actual, scale)) does not match reference@"
        + "\(pointSize(expected, scale))."
    }
    if expected == actual { return nil }
    if precision >= 1, perceptualPrecision >= 1 {
      return "Newly-taken snapshot does not match reference."
    }
    return perceptualPrecision < 1
      ? perceptualFailure(expected, actual)
      : byteFailure(premultiplied(expected), premultiplied(actual))
  }

  private func byteFailure(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
    var differing = 0
    for index in expected.indices where expected[index] != actual[index] { differing += 1 }
    let allowed = Int((1 - precision) * Float(expected.count))
    guard differing > allowed else { return nil }
    let actualPrecision = 1 - Float(differing) / Float(expected.count)
    return "Actual image precision \(actualPrecision) is less than required \(precision)"
  }

  private func perceptualFailure(_ expected: RGBAImage, _ actual: RGBAImage) -> String? {
    let threshold = Double((1 - perceptualPrecision) * 100)
    var failing = 0
    var largest = 0.0
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let difference = DeltaE94.difference(expected.pixel(x: x, y: y), actual.pixel(x: x, y: y))
        guard difference > threshold else { continue }
        failing += 1
        largest = max(largest, difference)
      }
    }
    let pixelPrecision = 1 - Float(failing) / Float(expected.width * expected.height)
    guard pixelPrecision < precision else { return nil }
    let lowest = 1 - min(Float(largest) / 100, 1)
    return """
      The percentage of pixels that match \(pixelPrecision) is less than required \(precision)
      The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
      """
  }

  /// The bytes with each colour channel multiplied by its alpha, rounded.
  private func premultiplied(_ image: RGBAImage) -> [UInt8] {
    var bytes = image.pixels
    var index = 0
    while index < bytes.count {
      let alpha = UInt16(bytes[index + 3])
      if alpha != 255 {
        for channel in index..<(index + 3) {
          bytes[channel] = UInt8((UInt16(bytes[channel]) * alpha + 127) / 255)
        }
      }
      index += 4
    }
    return bytes
  }

  private func pointSize(_ image: RGBAImage, _ scale: Double) -> String {
    let scale = scale > 0 ? scale : 1
    return "(\(Double(image.width) / scale), \(Double(image.height) / scale))"
  }
}

extension SnapshotFormat where Value == RGBAImage {
  /// Images as PNG, compared with swift-snapshot-testing's tolerances (``PrecisionComparison``).
  ///
  /// - Parameters:
  ///   - comparison: The tolerances.
  ///   - scale: Pixels per point, for the sizes in the messages.
  /// - Returns: The format; its diff file is the reference with the differing pixels in red.
  public static func image(_ comparison: PrecisionComparison, scale: Double) -> SnapshotFormat {
    let exact = SnapshotFormat.image(.exact)
    // References carry the digest of their pixels, as this project's own do: a new image whose digest matches
    // needs no decoding (``matchesUndecoded``). References recorded without it are decoded and compared.
    return SnapshotFormat(
      pathExtension: "png", kind: .image, recordsFingerprint: true,
      encode: exact.encode,
      encodeArtifact: exact.encodeArtifact, decode: exact.decode,
      compare: { expected, actual in
        guard let message = comparison.failure(expected: expected, actual: actual, scale: scale)
        else {
          return .identical
        }
        let measured = exact.compare(expected, actual)
        return SnapshotComparison(
          matches: false, summary: message, difference: measured.difference, diff: measured.diff)
      },
      matchesUndecoded: exact.matchesUndecoded)
  }
}
