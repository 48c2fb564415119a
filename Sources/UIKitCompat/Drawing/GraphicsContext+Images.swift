internal import CPangoCairo
import Foundation
import Layout

/// Core Graphics' image type: here the same value as `UIImage` (``Image``), as `CGColor` is `UIColor`.
public typealias CGImage = Image

extension Image {
  /// Core Graphics' view of the image: the same value.
  public var cgImage: CGImage? { self }

  /// The image a `CGImage` holds.
  public convenience init(cgImage: CGImage) {
    self.init(
      bitmap: cgImage.bitmap, scale: cgImage.scale, renderingMode: cgImage.renderingMode,
      symbolName: cgImage.symbolName, tintColor: cgImage.tintColor)
  }

  /// The image a `CGImage` holds, at another scale (the orientation must be `.up`).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    if orientation != .up {
      Diagnostics.report(
        Diagnostic(
          .error,
          "UIImage(cgImage:scale:orientation: .\(orientation)) is not supported: drawn upright"))
    }
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }

  /// Which way up an image is drawn (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// Draws the image scaled into a rectangle of the current context (upright, as UIKit draws it).
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image at its size with its top-left corner at a point.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at its size with its top-left corner at a point, blended and faded.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image scaled into a rectangle of the current context, blended and faded.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.drawUpright(self, in: rect, alpha: alpha)
    context.restoreGState()
  }
}

extension CGContext {
  /// Draws an image into a rectangle the way Core Graphics does in UIKit's flipped coordinates: upside down.
  ///
  /// Core Graphics puts an image's first row at the bottom of `rect`, so in a view's `draw(_:)` the image comes out
  /// mirrored vertically, exactly as on iOS; flip the context (`translateBy(x: 0, y: rect.maxY)` then
  /// `scaleBy(x: 1, y: -1)`), or use `UIImage.draw(in:)`, to draw it upright. Tiling is not supported (an error
  /// diagnostic; the image is drawn once).
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    prepare()
    if byTiling { unsupported("draw(_:in:byTiling: true)", "the image is drawn once, not tiled") }
    cairo_save(cairo)
    cairo_translate(cairo, 0, Double(rect.minY + rect.maxY))
    cairo_scale(cairo, 1, -1)
    drawUpright(image, in: rect, alpha: 1)
    cairo_restore(cairo)
  }

  /// Draws an image upright into a rectangle at the state's alpha times `alpha`.
  func drawUpright(_ image: Image, in rect: CGRect, alpha: CGFloat) {
    prepare()
    let tint = image.drawingTint(fallback: .black)?.resolved(for: appearance)
    CairoBitmaps.paint(
      image, in: rect.standardized, tint: tint, alpha: state.alpha * Double(alpha), context: cairo)
  }
}
