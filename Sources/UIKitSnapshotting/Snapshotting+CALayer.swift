public import HeadlessUIKit
import Render
public import SnapshotTesting

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// The layer drawn at its bounds and compared exactly.
  public static var image: Snapshotting { image() }

  /// The layer and its sublayers drawn at its bounds, transparent where nothing is drawn.
  ///
  /// - Parameters:
  ///   - precision: The share of bytes (or pixels) that must match, 0...1.
  ///   - perceptualPrecision: How close a pixel's colour must be to match, 0...1.
  ///   - traits: The display scale (the main screen's when unspecified) sets the image's pixels per point.
  /// - Returns: The strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { layer in
      let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
      return drawnImage(of: layer.debugName, scale: scale) { () throws(RenderError) in
        try layer.renderedImage(scale: scale)
      }
    }
  }
}
