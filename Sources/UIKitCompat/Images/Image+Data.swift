import Foundation
import RenderCore

extension Image {
  /// An empty image, no pixels at all (UIKit's `init()`).
  public convenience init() {
    self.init(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: 1)
  }

  /// An image decoded from PNG bytes (UIKit's `init?(data:)`), at 1 pixel per point; `nil` for bytes that are not
  /// a PNG this project reads.
  ///
  /// - Parameter data: The file's bytes.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image decoded from PNG bytes at `scale` pixels per point (UIKit's `init?(data:scale:)`).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - scale: Pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let bitmap = try? RGBAImage(pngData: data) else { return nil }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// The image as PNG bytes (UIKit's `pngData()`): the same pixels give the same bytes on every run.
  public func pngData() -> Data? {
    try? bitmap.pngData(.fast)
  }
}
