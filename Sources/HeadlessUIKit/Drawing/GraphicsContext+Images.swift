internal import CPangoCairo
import Foundation

/// Core Graphics' image type: here the same value as `UIImage` (``Image``), as `CGColor` is `UIColor`.
public typealias CGImage = Image

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
