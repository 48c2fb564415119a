import Foundation

/// A scene drawn into pixels and not yet encoded (``Scene/rasterize()``).
public struct RasterizedScene {
  let canvas: CairoCanvas

  /// The pixels as PNG: the same bytes as ``Scene/pngData(_:)``.
  public func pngData(_ compression: PNGCompression = .fast) throws(RenderError) -> Data {
    try canvas.pngData(compression)
  }

  /// The pixels, straight RGBA.
  public func image() -> RGBAImage {
    canvas.image()
  }
}
