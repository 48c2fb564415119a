import Foundation
import HeadlessUIKit
import Render
import Testing

/// JPEG images: files written by libjpeg's own API (Fixtures/make-jpeg-fixtures.c, flat 8 × 8 blocks at quality 100
/// without chroma subsampling, so each pixel decodes to within a few units of its written value), the encoder behind
/// `UIImage.jpegData`, and the loaders that take either format.
@Suite struct JPEGTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
  }

  /// Whether the pixel at (x, y) is `expected` (red, green, blue; opaque) to within `tolerance` per channel.
  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int, is expected: [Int], within tolerance: Int = 3)
    -> Bool
  {
    let value = image.pixel(x: x, y: y)
    let actual = [Int(value.r), Int(value.g), Int(value.b)]
    return value.a == 255 && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func anRGBFileDecodesToItsColoursInPlace() throws {
    let image = try RGBAImage(jpegData: fixture("quadrants.jpg"))
    #expect(image.width == 16 && image.height == 16)
    #expect(pixel(image, 3, 3, is: [255, 0, 0]))
    #expect(pixel(image, 12, 3, is: [0, 255, 0]))
    #expect(pixel(image, 3, 12, is: [0, 0, 255]))
    #expect(pixel(image, 12, 12, is: [255, 255, 255]))
  }

  @Test func aGreyFileDecodesToEqualChannels() throws {
    let image = try RGBAImage(jpegData: fixture("grey.jpg"))
    #expect(image.width == 8 && image.height == 8)
    #expect(pixel(image, 4, 4, is: [128, 128, 128], within: 1))
  }

  /// Adobe's CMYK stores ink inverted: full magenta and yellow is red; half black alone is mid grey.
  @Test func anAdobeCMYKFileDecodesToRGB() throws {
    let image = try RGBAImage(jpegData: fixture("cmyk.jpg"))
    #expect(image.width == 16 && image.height == 8)
    #expect(pixel(image, 3, 4, is: [255, 0, 0]))
    #expect(pixel(image, 12, 4, is: [128, 128, 128]))
  }

  @Test func truncatedAndForeignDataAreRefusedWithTheFormatNamed() throws {
    let whole = try fixture("quadrants.jpg")
    #expect(throws: RenderError.self) { try RGBAImage(jpegData: whole.prefix(40)) }
    do {
      _ = try RGBAImage(imageData: whole.prefix(40))
      Issue.record("expected an error")
    } catch {
      guard case .jpeg = error else { throw error }
    }
    do {
      _ = try RGBAImage(imageData: Data("plain text".utf8))
      Issue.record("expected an error")
    } catch {
      guard case .png = error else { throw error }
    }
  }

  /// A header may claim any size; a 661-byte file claiming 9,000 × 9,000 pixels (81 million, under the limit for
  /// any image, 324 MB as RGBA) is refused before anything is allocated for it.
  @Test func aHeaderClaimingMoreThanTheFileHoldsIsRefused() throws {
    var bytes = [UInt8](try fixture("quadrants.jpg"))
    // The start-of-frame segment: FF C0, length (2 bytes), precision (1), then height and width (2 bytes each).
    let frame = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) })
    for offset in [frame + 5, frame + 7] { (bytes[offset], bytes[offset + 1]) = (0x23, 0x28) }
    do {
      _ = try RGBAImage(jpegData: Data(bytes))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("9000×9000 pixels, more than its 661 bytes could hold"))
    }
  }

  @Test func encodingKeepsTheColoursAndBlackensTransparency() throws {
    // Left half opaque orange, right half fully transparent white: JPEG has no alpha, and iOS writes a transparent
    // pixel as black (its colour premultiplied by zero alpha).
    var pixels: [UInt8] = []
    for _ in 0..<16 {
      for x in 0..<16 { pixels += x < 8 ? [255, 128, 0, 255] : [255, 255, 255, 0] }
    }
    let source = RGBAImage(width: 16, height: 16, pixels: pixels)
    let data = try source.jpegData(quality: 1)
    #expect(RGBAImage.isJPEG(data))
    let decoded = try RGBAImage(jpegData: data)
    // 4:2:0 subsampling mixes chroma across the 8-pixel boundary, so look away from it.
    #expect(pixel(decoded, 2, 8, is: [255, 128, 0], within: 6))
    #expect(pixel(decoded, 13, 8, is: [0, 0, 0], within: 6))
    #expect(try source.jpegData(quality: 1) == data)
    #expect(try source.jpegData(quality: 0).count < data.count)
  }

  @Test func uiImageReadsAndWritesJPEG() throws {
    let data = try fixture("quadrants.jpg")
    let image = try #require(Image(data: data, scale: 2))
    #expect(image.size == CGSize(width: 8, height: 8))
    let written = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(RGBAImage.isJPEG(written))
    let reread = try #require(Image(data: written))
    #expect(reread.size == CGSize(width: 16, height: 16))
  }

  @Test func aJPEGFileTakesItsScaleFromItsName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jpeg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try fixture("quadrants.jpg").write(to: folder.appendingPathComponent("photo@2x.jpg"))
    let image = try Image(contentsOfFile: "photo@2x.jpg", relativeTo: folder)
    #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 8))
  }

  @Test func theRendererWritesJPEG() throws {
    let renderer = GraphicsImageRenderer(size: CGSize(width: 10, height: 10))
    let data = renderer.jpegData(withCompressionQuality: 1) { context in
      Color.systemBlue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let decoded = try RGBAImage(jpegData: data)
    // systemBlue is (0, 122, 255) in the light appearance (Apple's Human Interface Guidelines, "Color").
    #expect(pixel(decoded, decoded.width / 2, decoded.height / 2, is: [0, 122, 255], within: 6))
  }
}
