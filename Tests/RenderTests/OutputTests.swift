import Foundation
import HeadlessUIKit
import Render
import Testing

/// PNG output: round trips, determinism, atomic writes and the error cases.
@Suite struct OutputTests {
  func card(_ name: String = "card") -> Scene {
    Scene(name, size: CGSize(width: 120, height: 80)) { root in
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      card.backgroundColor = Color(hex: "#F2F2F7")
      card.borderColor = Color(hex: "#C6C6C8")
      card.borderWidth = 1
      card.cornerRadius = 12
      root.addSubview(card)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        card.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
      ])
    }
  }

  @Test func pngDecodesBackToTheSamePixels() throws {
    let scene = card()
    let image = try scene.image()
    let data = try scene.pngData()
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try RGBAImage(pngData: data) == image)
  }

  @Test func oneRasterizationGivesTheSameOutputsAsTheScene() throws {
    let drawn = try card().rasterize()
    #expect(try drawn.pngData() == card().pngData())
    #expect(drawn.image() == (try card().image()))
  }

  @Test func incompressibleNoiseRoundTripsThroughThePNGEncoder() throws {
    // 300 × 200 pixels of pseudo-random colour (a fixed linear congruential sequence): deflate cannot shrink it,
    // so every stripe needs its full output bound.
    var state: UInt32 = 12345
    var pixels: [UInt8] = []
    for _ in 0..<(300 * 200) {
      for _ in 0..<3 {
        state = state &* 1_664_525 &+ 1_013_904_223
        pixels.append(UInt8(state >> 24))
      }
      pixels.append(255)
    }
    let noise = RGBAImage(width: 300, height: 200, pixels: pixels)
    let scene = Scene("noise", size: CGSize(width: 300, height: 200), scale: 1) { root in
      let view = ImageView(image: Image(bitmap: noise))
      view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
      root.addSubview(view)
    }
    let decoded = try RGBAImage(pngData: scene.pngData())
    #expect(decoded == noise)
  }

  @Test func bothCompressionsDecodeToTheSamePixels() throws {
    let opaque = try card().image()
    // The same card with a translucent column: RGBA files instead of RGB.
    var pixels = opaque.pixels
    for y in 0..<opaque.height { pixels[(y * opaque.width + 3) * 4 + 3] = 128 }
    let translucent = RGBAImage(width: opaque.width, height: opaque.height, pixels: pixels)
    for image in [opaque, translucent] {
      for compression in [PNGCompression.fast, .smallest] {
        #expect(try RGBAImage(pngData: image.pngData(compression)) == image, "\(compression)")
      }
    }
  }

  /// One translucent pixel deep inside a tall image keeps its alpha, in Cairo's buffer and in a straight RGBA one.
  ///
  /// The fast encoder assumes an image whose first and last rows are opaque is opaque throughout (RGB, IHDR colour
  /// type 2) and starts again as RGBA (colour type 6) when a stripe meets a translucent pixel.
  @Test func aTranslucentPixelDeepInsideAnOpaqueLookingImageKeepsItsAlpha() throws {
    func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }
    var pixels = [UInt8](repeating: 255, count: 40 * 300 * 4)
    pixels[(150 * 40 + 17) * 4 + 3] = 64
    let straight = RGBAImage(width: 40, height: 300, pixels: pixels)
    let straightPNG = try straight.pngData()
    #expect(colourType(straightPNG) == 6)
    #expect(try RGBAImage(pngData: straightPNG) == straight)

    // Opaque bars along the top and bottom rows, a clear middle: the middle is found by the stripes.
    func bars(middle: Color) -> Scene {
      Scene("bars", size: CGSize(width: 40, height: 300), scale: 1, backgroundColor: middle) {
        root in
        for y in [0, 290] as [CGFloat] {
          let bar = View(frame: CGRect(x: 0, y: y, width: 40, height: 10))
          bar.backgroundColor = .blue
          root.addSubview(bar)
        }
      }
    }
    let clearPNG = try bars(middle: .clear).pngData()
    #expect(colourType(clearPNG) == 6)
    let decoded = try RGBAImage(pngData: clearPNG)
    #expect(decoded == (try bars(middle: .clear).image()))
    #expect(decoded.pixels[(150 * 40 + 17) * 4 + 3] == 0)
    #expect(colourType(try bars(middle: .white).pngData()) == 2)
  }

  @Test func aSceneEncodesTheSamePixelsWithEitherCompression() throws {
    let drawn = try card().rasterize()
    let fast = try drawn.pngData()
    let smallest = try drawn.pngData(.smallest)
    #expect(fast != smallest)
    #expect(try RGBAImage(pngData: smallest) == drawn.image())
    #expect(try card().pngData(.smallest) == smallest)
  }

  @Test func greyscalePNGDecodesThroughTheGeneralPath() throws {
    // A 2 × 1, 8-bit greyscale PNG (IHDR colour type 0) holding the values 0 and 255, built by hand.
    let data = try #require(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAAAAADRSSBWAAAAC0lEQVR4nGNg+A8AAQIBAEK+vGgAAAAASUVORK5CYII="
      ))
    let image = try RGBAImage(pngData: data)
    #expect(image.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
  }

  @Test func aHeaderClaimingAHugeImageIsRefusedNotAllocated() {
    // A PNG header that says 100,000 × 100,000 pixels (40 GB as RGBA), and nothing after it.
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    data += Data("IHDR".utf8) + Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0])
    #expect(throws: RenderError.self) { try RGBAImage(pngData: data) }
  }

  @Test func theSameSceneGivesTheSameBytes() throws {
    #expect(try card().pngData() == card().pngData())
  }

  @Test func twoScenesRenderAtTheSameTimeOnTwoThreads() async throws {
    let expected = try card().pngData()
    let results = try await withThrowingTaskGroup(of: Data.self) { group in
      for index in 0..<4 { group.addTask { try card("card \(index)").pngData() } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4 && results.allSatisfy { $0 == expected })
  }

  @Test func writeLeavesExactlyTheFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("card.png")
    try card().write(to: target)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.png"])
    #expect(try Data(contentsOf: target) == card().pngData())
  }

  @Test func aFailedWriteLeavesNothing() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "missing-\(UUID().uuidString)")
    #expect(throws: RenderError.self) {
      try card().write(to: folder.appendingPathComponent("card.png"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test(arguments: [
    CGSize(width: 0, height: 10), CGSize(width: 10, height: -1),
    CGSize(width: CGFloat.nan, height: 5),
  ])
  func invalidCanvasesAreRefused(size: CGSize) {
    let scene = Scene("bad", size: size) { _ in }
    #expect(throws: RenderError.self) { try scene.image() }
  }

  @Test func oversizedCanvasesAreRefusedWithTheLimit() {
    let scene = Scene("huge", size: CGSize(width: 20_000, height: 20_000), scale: 1) { _ in }
    do {
      _ = try scene.image()
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error == .canvasTooLarge(scene: "huge", pixels: 400_000_000, limit: Scene.maximumPixelCount)
      )
    }
  }

  @Test func corruptPNGDataIsAnError() throws {
    var data = try card().pngData()
    data = data.prefix(data.count / 2)
    #expect(throws: RenderError.self) { try RGBAImage(pngData: data) }
    #expect(throws: RenderError.self) { try RGBAImage(pngData: Data("not a png".utf8)) }
  }
}
