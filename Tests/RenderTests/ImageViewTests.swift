import Foundation
import HeadlessUIKit
import Render
import Testing

/// Images from PNG files: point sizes from @2x/@3x names, content modes, and the error cases.
@Suite struct ImageViewTests {
  /// Writes a solid-colour PNG of `width × height` pixels into a fresh folder.
  func writePNG(named name: String, width: Int, height: Int, rgba: [UInt8]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pixels = (0..<(width * height)).flatMap { _ in rgba }
    let url = folder.appendingPathComponent(name)
    try RGBAImage(width: width, height: height, pixels: pixels).pngData().write(to: url)
    return url
  }

  @Test func scaleComesFromTheFileName() throws {
    let url = try writePNG(named: "icon@2x.png", width: 40, height: 20, rgba: [255, 0, 0, 255])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let image = try Image(
      contentsOfFile: "icon@2x.png", relativeTo: url.deletingLastPathComponent())
    #expect(image.scale == 2 && image.size == CGSize(width: 20, height: 10))
    #expect(ImageView(image: image).intrinsicContentSize == CGSize(width: 20, height: 10))
  }

  /// A 1 × 1 colour image stretched over 50 × 50 points (the usual solid-colour button background) is that colour
  /// to its edges, not fading to transparent beyond its one pixel's centre.
  @Test func aStretchedOnePixelImageFillsItsRectangleSolidly() throws {
    let red = Image(bitmap: RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255]))
    let image = try Scene(
      "stretched", size: CGSize(width: 60, height: 60), scale: 1, backgroundColor: .white
    ) {
      root in
      let view = ImageView(image: red)
      view.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
      root.addSubview(view)
    }.image()
    for (x, y) in [(5, 5), (30, 30), (54, 54), (5, 54)] {
      let pixel = image.pixel(x: x, y: y)
      #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0, "(\(x), \(y))")
    }
    // Outside the view: untouched.
    #expect(image.pixel(x: 2, y: 2).g == 255)
  }

  @Test func contentModesPlaceTheImage() {
    let image = Image(
      bitmap: RGBAImage(width: 40, height: 20, pixels: Array(repeating: 255, count: 40 * 20 * 4)))
    let view = ImageView(image: image)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = .scaleToFill
    #expect(view.imageRect(in: bounds) == bounds)
    view.contentMode = .scaleAspectFit
    #expect(view.imageRect(in: bounds) == CGRect(x: 0, y: 25, width: 100, height: 50))
    view.contentMode = .scaleAspectFill
    #expect(view.imageRect(in: bounds) == CGRect(x: -50, y: 0, width: 200, height: 100))
    view.contentMode = .center
    #expect(view.imageRect(in: bounds) == CGRect(x: 30, y: 40, width: 40, height: 20))
  }

  @Test func imagePixelsAreDrawnWhereTheModePutsThem() throws {
    let url = try writePNG(named: "red.png", width: 10, height: 10, rgba: [255, 0, 0, 255])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let image = try Image(contentsOfFile: url.path, relativeTo: nil)
    let rendered = try Scene("image", size: CGSize(width: 40, height: 40), scale: 1) { root in
      let view = ImageView(image: image)
      view.contentMode = .center
      view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      root.addSubview(view)
    }.image()
    let inside = rendered.pixel(x: 20, y: 20)
    let outside = rendered.pixel(x: 5, y: 5)
    #expect(inside.r == 255 && inside.g == 0 && inside.b == 0)
    #expect(outside.r == 255 && outside.g == 255 && outside.b == 255)
  }

  @Test func missingAndUndecodableFilesAreNamedErrors() throws {
    do {
      _ = try Image(contentsOfFile: "/nonexistent/file.png", relativeTo: nil)
      Issue.record("expected an error")
    } catch {
      guard case .unreadable(let path, _) = error else { throw error }
      #expect(path == "/nonexistent/file.png")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "text-\(UUID().uuidString).png")
    try Data("plain text".utf8).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try Image(contentsOfFile: folder.path, relativeTo: nil)
      Issue.record("expected an error")
    } catch {
      guard case .undecodable(let path, _) = error else { throw error }
      #expect(path == folder.path)
    }
  }
}
