import Foundation

/// A scene drawn into pixels and not yet encoded (``Scene/rasterize()``).
public struct RasterizedScene {
  let canvas: CairoCanvas

  /// The pixels as PNG: the same bytes as ``Scene/pngData()``.
  public func pngData() throws(RenderError) -> Data {
    try canvas.pngData()
  }

  /// The pixels, straight RGBA.
  public func image() -> RGBAImage {
    canvas.image()
  }
}
