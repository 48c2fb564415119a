import Foundation
import RenderCore
import SnapshotTesting
import Testing
import UIKit

/// References recorded through swift-snapshot-testing carry their pixel digest, and reading one whose digest matches
/// an image just drawn hands out that image's pixels without decoding the file.
@MainActor @Suite struct ReferenceDigestTests {
  /// A 3 × 5 view of one colour, drawn by the `.image` strategy as a test draws it.
  private func drawn(_ colour: UIColor) throws -> UIImage {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 5))
    view.backgroundColor = colour
    return try snapshot(view, as: .image)
  }

  @Test func recordedReferencesCarryTheDigestOfTheirPixels() throws {
    let image = try drawn(.blue)
    let data = Diffing<UIImage>.image.toData(image)
    #expect(PixelDigest(storedIn: data) == PixelDigest(of: image.bitmap))
  }

  @Test func aReferenceWhoseDigestMatchesAnImageJustDrawnIsNotDecoded() throws {
    let diffing = Diffing<UIImage>.image(scale: 1)
    // A forged reference: green pixels, but the digest of a slate-blue image. Read right after such an image is
    // drawn, the digest finds the drawn image and the file's pixels are never decoded.
    let slate: [UInt8] = [51, 102, 153, 255]
    // The strategy draws at the main screen's scale, 3 (an iPhone 15): 9 × 15 pixels.
    let slateBitmap = RGBAImage(
      width: 9, height: 15, pixels: Array([[UInt8]](repeating: slate, count: 135).joined()))
    let greenFile = diffing.toData(try drawn(.green))
    let forged = try replacingDigest(in: greenFile, with: PixelDigest(of: slateBitmap))
    let slateView = try drawn(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    try #require(slateView.bitmap == slateBitmap)
    #expect(pixel(diffing.fromData(forged), 0, 0) == slate)
    // Each drawn image is handed out once: read again, the file is decoded and its own pixels come back.
    #expect(pixel(diffing.fromData(forged), 0, 0) == green)
  }

  /// `png` with its digest chunk's 16 bytes replaced by `digest`'s, and the chunk's CRC-32 made right again.
  private func replacingDigest(in png: Data, with digest: PixelDigest) throws -> Data {
    var bytes = [UInt8](png)
    let name = Array("lrDG".utf8)
    let type = try #require(
      (8..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == name })
    bytes.replaceSubrange(type + 4..<type + 20, with: digest.bytes)
    let crc = crc32(bytes[type..<type + 20])
    bytes.replaceSubrange(
      type + 20..<type + 24, with: (0..<4).map { UInt8(crc >> (24 - 8 * $0) & 0xFF) })
    return Data(bytes)
  }

  /// PNG's CRC-32 (ISO 3309, the reflected polynomial 0xEDB88320), bit by bit.
  private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
