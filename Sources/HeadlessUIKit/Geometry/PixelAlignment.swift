import Foundation

extension CGRect {
  /// The rectangle with its edges snapped to device pixels: the rule UIKit applies to the frames Auto Layout
  /// solves, and the renderer to every frame it draws.
  ///
  /// Each **edge** (not the origin and the size separately) is rounded to the nearest pixel boundary, so two views
  /// that share an edge share it after rounding, and no gap or overlap appears between neighbours. Halves round
  /// away from zero (`x.rounded()`), the same in every process (docs/uikit-defaults.md, "Pixel alignment").
  ///
  /// - Parameter scale: Pixels per point (1, 2 or 3).
  /// - Returns: The rectangle whose four edges lie on pixel boundaries; the rectangle itself when an edge is not
  ///   finite or the scale is not positive.
  public func pixelAligned(scale: CGFloat) -> CGRect {
    guard scale > 0, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return self }
    let left = (minX * scale).rounded() / scale
    let top = (minY * scale).rounded() / scale
    let right = (maxX * scale).rounded() / scale
    let bottom = (maxY * scale).rounded() / scale
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
