import Foundation
import LayoutRender
import Testing

/// UIKit's renderer classes: the base classes, formats made for traits, and the encoded outputs.
@Suite struct GraphicsRendererTests {
  /// A format for a trait collection at display scale 2 makes 2× images; the format knows the renderer's bounds.
  @Test func aFormatForTraitsTakesTheirScale() {
    let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 3), format: format)
    let image = renderer.image { _ in }
    #expect(image.bitmap.width == 10 && image.bitmap.height == 6)
    #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 5, height: 3))
    #expect(renderer.allowsImageOutput && !UIGraphicsRenderer(bounds: .zero).allowsImageOutput)
    #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
  }

  /// A stroke in the copy blend mode through the base context's shortcut draws the outline; the PNG decodes to
  /// the same pixels.
  @Test func theContextShortcutsDrawAndThePNGDecodes() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format)
    let data = renderer.pngData { context in
      UIColor.blue.setStroke()
      context.cgContext.setLineWidth(2)
      context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4), blendMode: .copy)
    }
    let decoded = try #require(UIImage(data: data))
    // A 2-point line centred on x = 1 covers pixel columns 0 and 1; the centre (3, 3) stays empty.
    #expect(decoded.bitmap.pixel(x: 0, y: 3) == (0, 0, 255, 255))
    #expect(decoded.bitmap.pixel(x: 3, y: 3).a == 0)
  }
}
