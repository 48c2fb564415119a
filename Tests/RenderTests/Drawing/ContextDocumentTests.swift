import Foundation
import LayoutRender
import Testing

/// Core Graphics' PDF contexts, layers, the clip reset, and the calls that report instead of drawing.
@Suite struct ContextDocumentTests {
  private func bitmap(width: Int, height: Int) -> CGContext? {
    CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  }

  private func pdf(pages: Int) throws -> Data {
    let data = NSMutableData()
    let consumer = try #require(CGDataConsumer(data: data))
    var box = CGRect(x: 0, y: 0, width: 200, height: 100)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
    for page in 0..<pages {
      context.beginPDFPage(nil)
      context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      context.fill(CGRect(x: 10 * page, y: 10, width: 50, height: 50))
      context.endPDFPage()
    }
    context.closePDF()
    return data as Data
  }

  @Test func aPDFContextWritesADocumentOfItsPagesWhenClosed() throws {
    let bytes = try pdf(pages: 2)
    #expect(bytes.starts(with: Data("%PDF-".utf8)))
    // A page tree counting the two pages.
    #expect(String(decoding: bytes, as: UTF8.self).contains("/Count 2"))
    // The document dates are fixed, so the same drawing gives the same bytes.
    #expect(try pdf(pages: 2) == bytes)
  }

  @Test func aPDFContextWritesItsFileWholeWhenClosed() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "context-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    let context = try #require(CGContext(url, mediaBox: nil, nil))
    context.beginPDFPage(nil)
    context.endPDFPage()
    #expect(!FileManager.default.fileExists(atPath: url.path))
    context.closePDF()
    let written = try Data(contentsOf: url)
    #expect(written.starts(with: Data("%PDF-".utf8)))
    // US Letter when no media box is given: 612 × 792 points.
    #expect(String(decoding: written, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
  }

  @Test func resettingTheClipLetsDrawingReachTheWholeContext() throws {
    let context = try #require(bitmap(width: 4, height: 1))
    context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    context.move(to: .zero)
    context.resetClip()
    // The path survives the reset.
    #expect(context.currentPointOfPath == .zero)
    context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    let pixels = try RGBAImage(pngData: try #require(context.makeImage()?.pngData()))
    #expect(Array(pixels.pixels[12..<16]) == [0, 255, 0, 255])
  }

  @Test func aLayerIsDrawnWhereItIsPlaced() throws {
    let context = try #require(bitmap(width: 4, height: 4))
    let layer = try #require(
      CGLayer(context, size: CGSize(width: 2, height: 2), auxiliaryInfo: nil))
    layer.context?.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.draw(layer, at: CGPoint(x: 2, y: 0))
    let pixels = try RGBAImage(pngData: try #require(context.makeImage()?.pngData()))
    // y = 0 is the bottom row: the layer covers columns 2–3 of the bottom two rows (image rows 2 and 3).
    #expect(Array(pixels.pixels[(3 * 4 + 3) * 4..<(3 * 4 + 3) * 4 + 4]) == [0, 0, 255, 255])
    #expect(Array(pixels.pixels[(3 * 4 + 1) * 4..<(3 * 4 + 1) * 4 + 4]) == [0, 0, 0, 0])
  }

  @Test func callsThatAreNotCarriedOutSaySo() throws {
    let context = try #require(bitmap(width: 2, height: 2))
    let (_, diagnostics) = Diagnostics.collect {
      context.replacePathWithStrokedPath()
      context.showText(string: "x", length: 1)
    }
    #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.severity == .error })
    #expect(diagnostics[0].message.contains("replacePathWithStrokedPath()"))
    #expect(diagnostics[1].message.contains("showText(string:length:)"))
  }
}
