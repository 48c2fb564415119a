import Foundation
public import HeadlessUIKit
import Render
import SceneSnapshotting
import SnapshotCore
public import SnapshotTesting

extension Diffing where Value == UIImage {
  /// Images compared exactly.
  public static var image: Diffing { image() }

  /// Images stored as PNG and compared with swift-snapshot-testing's tolerances.
  ///
  /// - Parameters:
  ///   - precision: The share of bytes (or of pixels, with `perceptualPrecision` below 1) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1: a pixel matches when its
  ///     CIE ΔE*94 difference is at most `(1 - perceptualPrecision) × 100` (docs/snapshot-testing-uikit.md).
  ///   - scale: The pixels per point references are read at (the main screen's when `nil` or 0).
  /// - Returns: The diffing; a mismatch also writes expected, actual and diff files and names them.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    let scale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
    let pixels = SnapshotFormat<RGBAImage>.image(
      PrecisionComparison(precision: precision, perceptualPrecision: perceptualPrecision),
      scale: Double(scale))
    let format = SnapshotFormat<UIImage>(
      pathExtension: "png", kind: .image, recordsFingerprint: true,
      encode: { try pixels.encode(storable($0).bitmap) },
      encodeArtifact: { try pixels.encodeArtifact(storable($0).bitmap) },
      // A reference whose digest matches an image just drawn is that image's pixels (``RecentSnapshots``).
      decode: {
        UIImage(bitmap: try RecentSnapshots.take(matching: $0) ?? pixels.decode($0), scale: scale)
      },
      compare: { pixels.compare($0.bitmap, $1.bitmap) })
    return .format(format, placeholder: UIImage(bitmap: RGBAImage(width: 0, height: 0, pixels: [])))
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// Images compared exactly.
  public static var image: Snapshotting { image() }

  /// Images stored as PNG and compared with swift-snapshot-testing's tolerances (see ``Diffing/image(precision:perceptualPrecision:scale:)``).
  ///
  /// - Parameters:
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - scale: The pixels per point references are read at.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  )
    -> Snapshotting
  {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
  }
}

/// The image a snapshot stores: an image with no pixels is stored as swift-snapshot-testing stores it, as a red
/// 400 × 80 point banner that says the view had no size.
private func storable(_ image: UIImage) -> UIImage {
  image.bitmap.width > 0 && image.bitmap.height > 0 ? image : noImageBanner
}

private let noImageBanner: UIImage = {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
  label.backgroundColor = .red
  label.text =
    "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
  label.textAlignment = .center
  label.numberOfLines = 3
  let bitmap = (try? label.renderedImage(scale: 2)) ?? RGBAImage(width: 0, height: 0, pixels: [])
  return UIImage(bitmap: bitmap, scale: 2)
}()
