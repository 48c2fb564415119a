import Foundation

extension CGRect {
  /// The rectangle with its edges snapped to device pixels: the rule the renderer applies to solved frames.
  ///
  /// Layout frames are exact solver values. When drawing at `scale` pixels per point, each **edge** (not the origin
  /// and the size separately) is rounded to the nearest pixel boundary, in scene coordinates, so two views that
  /// share an edge in the layout share it in the image, and no gap or overlap appears between neighbours. Halves
  /// round away from zero (`x.rounded()`), the same in every process.
  ///
  /// - Parameter scale: Pixels per point (1, 2 or 3).
  /// - Returns: The rectangle whose four edges lie on pixel boundaries.
  public func pixelAligned(scale: CGFloat) -> CGRect {
    let left = (minX * scale).rounded() / scale
    let top = (minY * scale).rounded() / scale
    let right = (maxX * scale).rounded() / scale
    let bottom = (maxY * scale).rounded() / scale
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
