import Foundation
import Render
import Synchronization

/// Small images built pixel by pixel, so that every expected number can be counted by hand.
enum TestImages {
  /// A `width × height` image of one opaque colour.
  static func solid(
    _ width: Int, _ height: Int, _ r: UInt8 = 255, _ g: UInt8 = 255, _ b: UInt8 = 255,
    _ a: UInt8 = 255
  ) -> RGBAImage {
    var pixels: [UInt8] = []
    for _ in 0..<(width * height) { pixels += [r, g, b, a] }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// `image` with the pixel at (x, y) replaced.
  static func setting(
    _ image: RGBAImage, x: Int, y: Int, to color: (UInt8, UInt8, UInt8, UInt8)
  ) -> RGBAImage {
    var pixels = image.pixels
    let offset = (y * image.width + x) * 4
    pixels[offset] = color.0
    pixels[offset + 1] = color.1
    pixels[offset + 2] = color.2
    pixels[offset + 3] = color.3
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// A 7×3 image: black columns 0–2, a grey column 3 of brightness `edge`, white columns 4–6: an antialiased edge.
  static func edge(_ edge: UInt8) -> RGBAImage {
    var image = solid(7, 3)
    for y in 0..<3 {
      for x in 0..<3 { image = setting(image, x: x, y: y, to: (0, 0, 0, 255)) }
      image = setting(image, x: 3, y: y, to: (edge, edge, edge, 255))
    }
    return image
  }

  /// A fresh empty folder under the temporary directory, removed when the test process exits.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    foldersToRemove.withLock { folders in
      if folders.isEmpty { atexit { TestImages.removeFolders() } }
      folders.append(url)
    }
    return url
  }

  /// The folders ``temporaryFolder()`` made in this process.
  private static let foldersToRemove = Mutex<[URL]>([])

  private static func removeFolders() {
    for url in foldersToRemove.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
  }
}
