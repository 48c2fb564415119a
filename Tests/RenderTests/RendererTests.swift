import Foundation
import HeadlessUIKit
import Render
import Testing

/// Render contexts: each has its own fonts and text engine; the shared one serves everything else.
@Suite struct RendererTests {
  /// A folder holding only DejaVu Sans.
  func dejaVuOnlyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "renderer-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("DejaVuSans.ttf"),
      withDestinationURL: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    return folder
  }

  /// "Hello, layout!" in the system font at 14 Pango points (see `LabelTests`).
  func measuredWidth() -> CGFloat {
    let label = Label("Hello, layout!")
    label.font = .systemFont(ofSize: 14 * 4 / 3)
    return label.intrinsicContentSize.width
  }

  @Test func aContextMeasuresWithItsOwnFontsAndLeavesTheSharedOneAlone() throws {
    let folder = try dejaVuOnlyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dejaVuOnly = try Renderer(fontFolder: folder.path)
    // docs/rendering.md, "Deterministic text recipe": Inter 113.725 points wide, DejaVu Sans 124.910 (the only face
    // there, so the fallback).
    #expect(abs(measuredWidth() - 113.725) < 0.01)
    #expect(abs(dejaVuOnly.run { measuredWidth() } - 124.910) < 0.01)
    #expect(abs(measuredWidth() - 113.725) < 0.01, "the shared context is unchanged")
    // Inside another context, the shared one still means the process-wide fonts.
    #expect(abs(dejaVuOnly.run { Renderer.shared.run { measuredWidth() } } - 113.725) < 0.01)
    #expect(try dejaVuOnly.fingerprint().fonts.keys.sorted() == ["DejaVuSans.ttf"])
    // Without the icon face, a symbol is the placeholder square, whose outline runs 4 pixels in (pixel 5, 5); with
    // it, `plus` is a cross with nothing there.
    func corner(_ image: UIImage?) -> UInt8 {
      image.map { $0.bitmap.pixels[(5 * 60 + 5) * 4 + 3] } ?? 0
    }
    #expect(dejaVuOnly.run { corner(UIImage(systemName: "plus")) } == 255)
    #expect(corner(UIImage(systemName: "plus")) == 0)
  }

  /// Sixty lines of small text.
  static func page() -> Scene {
    Scene("page", size: CGSize(width: 300, height: 300), scale: 1) { root in
      for index in 0..<60 {
        let label = Label("Row \(index): the quick brown fox")
        label.frame = CGRect(x: 4, y: index * 5, width: 290, height: 5)
        label.font = .systemFont(ofSize: 4)
        root.addSubview(label)
      }
    }
  }

  @Test func scenesOnSeparateContextsRenderInParallelWithTheSameBytes() throws {
    let expected = try Self.page().pngData()
    let renderers = try (0..<2).map { _ in try Renderer() }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for _ in 0..<3 {
        results.append((try? renderers[thread].run { try Self.page().pngData() }) ?? Data())
      }
    }
    #expect(results.all.count == 6)
    #expect(results.all.allSatisfy { $0 == expected })
  }
}

/// Data collected from several threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Data] = []

  func append(_ value: Data) { lock.withLock { values.append(value) } }
  var all: [Data] { lock.withLock { values } }
}
