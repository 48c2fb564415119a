import Foundation
import LayoutRender
import Testing

/// Core Graphics' own bitmap contexts (`CGContext(data:width:height:…)`), their coordinates and the state members.
@Suite struct BitmapContextTests {
  private func makeContext(data: UnsafeMutableRawPointer? = nil, width: Int = 4, height: Int = 2)
    -> CGContext?
  {
    CGContext(
      data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  }

  @Test func theOriginIsAtTheBottomLeft() throws {
    let context = try #require(makeContext())
    // Core Graphics' bitmap space: y grows upwards, so the device transform flips y about the height.
    #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    let image = try #require(context.makeImage())
    #expect(image.size == CGSize(width: 4, height: 2))
    let pixels = try RGBAImage(pngData: try #require(image.pngData()))
    // The row at y = 0 is the image's bottom row; the top row is untouched.
    #expect(Array(pixels.pixels[(1 * 4) * 4..<(1 * 4) * 4 + 4]) == [255, 0, 0, 255])
    #expect(Array(pixels.pixels[0..<4]) == [0, 0, 0, 0])
    #expect(context.width == 4 && context.height == 2 && context.bitsPerPixel == 32)
  }

  @Test func theCallersMemoryGetsThePixelsInItsLayout() throws {
    var memory = [UInt8](repeating: 7, count: 4 * 2 * 4)
    try memory.withUnsafeMutableBytes { buffer in
      let context = try #require(makeContext(data: buffer.baseAddress))
      context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
      context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
      context.flush()
    }
    // y = 1 is the top row: the first pixel in memory; RGBA premultiplied: blue 0.5 × 0.5 alpha → 128, 128.
    #expect(Array(memory[0..<4]) == [0, 0, 128, 128])
    #expect(Array(memory[4..<8]) == [0, 0, 0, 0])
  }

  @Test func anArcTangentToTwoLinesRoundsTheCorner() throws {
    let context = try #require(makeContext(width: 20, height: 20))
    context.move(to: .zero)
    // The corner at (10, 0) turning towards (10, 10), radius 5: the arc runs from (5, 0) to (10, 5) about (5, 5).
    context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    let end = context.currentPointOfPath
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
    let box = context.boundingBoxOfPath
    #expect(abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 5) < 1e-6)
    #expect(context.path != nil)
  }

  @Test func aTransparencyLayerIsFadedAsAWhole() throws {
    let context = try #require(makeContext(width: 3, height: 1))
    context.setAlpha(0.5)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
    context.endTransparencyLayer()
    let pixels = try RGBAImage(pngData: try #require(context.makeImage()?.pngData()))
    // Drawn at full alpha into the layer, then the layer at half: the overlap is no darker than the rest.
    #expect(pixels.pixels[3] == 128 && pixels.pixels[7] == 128 && pixels.pixels[11] == 128)
  }

  @Test func userAndDeviceSpacesConvert() throws {
    let context = try #require(makeContext(width: 10, height: 10))
    #expect(context.convertToDeviceSpace(CGPoint(x: 2, y: 3)) == CGPoint(x: 2, y: 7))
    #expect(context.convertToUserSpace(CGPoint(x: 2, y: 7)) == CGPoint(x: 2, y: 3))
    #expect(
      context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 4, height: 2))
        == CGRect(x: 0, y: 8, width: 4, height: 2))
  }

  @Test func anUnsupportedDepthIsANamedError() {
    let (_, diagnostics) = Diagnostics.collect {
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 32,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
    #expect(diagnostics.contains { $0.message.contains("bitsPerComponent: 16") })
  }
}
