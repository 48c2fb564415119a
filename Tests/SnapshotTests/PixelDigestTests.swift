import Foundation
import HeadlessUIKit
import Render
import SnapshotCore
import Testing

/// References carry the digest of their pixels, and a matching image is recognised by it without decoding.
@Suite struct PixelDigestTests {
  let image = TestImages.setting(
    TestImages.solid(6, 4, 20, 40, 60), x: 2, y: 1, to: (255, 0, 0, 255))

  /// The PNG chunks of `data` as (type, offset of the chunk's length field, data length).
  func chunks(_ data: Data) -> [(type: String, offset: Int, length: Int)] {
    let bytes = [UInt8](data)
    var result: [(String, Int, Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      result.append(
        (String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), offset, length))
      offset += 12 + length
    }
    return result
  }

  /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected), bit by bit.
  func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A verifier of the references in `folder` that never records.
  func checking(_ folder: URL) -> SnapshotVerifier {
    SnapshotVerifier(
      referencesFolder: folder, artifactsFolder: folder.appendingPathComponent("artifacts"),
      recordMode: .never)
  }

  /// A drawn image is digested while it is converted from Cairo's premultiplied words.
  ///
  /// The same pixels as the plain conversion and the same digest as taking it afterwards, for an image over a
  /// mebibyte (its parts on two cores) whose width splits parts inside rows, with opaque, translucent and clear
  /// pixels.
  @Test func aDigestTakenWhileConvertingIsTheDigestOfThePixels() throws {
    let (width, height) = (613, 457)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<width * height {
      let alpha: UInt8 = [255, 255, 255, 128, 0, 7][index % 6]
      pixels[4 * index] = UInt8(truncatingIfNeeded: index &* 7)
      pixels[4 * index + 1] = UInt8(truncatingIfNeeded: index &* 13)
      pixels[4 * index + 2] = UInt8(truncatingIfNeeded: index >> 3)
      pixels[4 * index + 3] = alpha
    }
    let surface = try #require(
      CairoBitmaps.surface(of: RGBAImage(width: width, height: height, pixels: pixels)))
    defer { CairoBitmaps.destroy(surface) }
    let plain = CairoBitmaps.image(of: surface)
    let digested = CairoBitmaps.image(of: surface, digested: true)
    #expect(plain.knownDigest == nil)
    #expect(digested.pixels == plain.pixels)
    let afterwards = PixelDigest(of: RGBAImage(width: width, height: height, pixels: plain.pixels))
    #expect(digested.knownDigest == afterwards)
    #expect(PixelDigest(of: digested) == afterwards)
  }

  /// A recorded reference holds the digest of its image in a private chunk after the image data, and still decodes
  /// to the same pixels; one changed pixel changes the digest.
  @Test func aReferenceCarriesItsPixelDigest() throws {
    let data = try image.referencePNGData()
    #expect(PixelDigest(storedIn: data) == PixelDigest(of: image))
    #expect(try RGBAImage(pngData: data) == image)
    let types = chunks(data).map(\.type)
    #expect(types.firstIndex(of: "lrDG")! > types.firstIndex(of: "IDAT")!)
    #expect(chunks(data).first { $0.type == "lrDG" }?.length == 16)
    let other = TestImages.setting(image, x: 0, y: 0, to: (20, 40, 61, 255))
    #expect(PixelDigest(of: other) != PixelDigest(of: image))
    // The size counts: the same bytes in another shape are another image.
    let reshaped = RGBAImage(width: 4, height: 6, pixels: image.pixels)
    #expect(PixelDigest(of: reshaped) != PixelDigest(of: image))
    // A plain PNG has no digest.
    #expect(PixelDigest(storedIn: try image.pngData(.smallest)) == nil)
  }

  /// The digest is part of the reference format: references recorded by earlier versions carry digests that the
  /// pixels they decode to must still give, for a screen-sized image (digested in parts on every core) and a small
  /// one (digested on one).
  @Test func committedReferencesKeepTheirDigests() throws {
    let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Snapshots/UIKit")
    for name in ["WelcomePages/Welcome-pages.png", "RatingAndAvatar/Rating-and-avatar.png"] {
      let data = try Data(contentsOf: snapshots.appendingPathComponent(name))
      let stored = try #require(PixelDigest(storedIn: data), "\(name) carries no digest")
      #expect(PixelDigest(of: try RGBAImage(pngData: data)) == stored, "\(name)")
    }
  }

  /// The digest vouches for the pixels: a reference whose image data is unreadable (but whose chunks are whole)
  /// still matches the image it was recorded from, because the check never decodes it; another image is decoded
  /// against it and fails as unreadable.
  @Test func aMatchingImageIsRecognisedWithoutDecoding() throws {
    let folder = try TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verifier = checking(folder)
    var bytes = [UInt8](try image.referencePNGData())
    let idat = try #require(chunks(Data(bytes)).first { $0.type == "IDAT" })
    for index in idat.offset + 8..<idat.offset + 8 + idat.length { bytes[index] = 0 }
    let crc = crc32(bytes[idat.offset + 4..<idat.offset + 8 + idat.length])
    for shift in 0..<4 {
      bytes[idat.offset + 8 + idat.length + shift] = UInt8(
        truncatingIfNeeded: crc >> (24 - 8 * shift))
    }
    try Data(bytes).write(to: folder.appendingPathComponent("damaged.png"))
    #expect(PixelDigest(storedIn: Data(bytes)) == PixelDigest(of: image))
    #expect(verifier.verify(image, as: .image(), named: "damaged").status == .matched)
    let other = TestImages.setting(image, x: 0, y: 0, to: (0, 0, 0, 255))
    #expect(verifier.verify(other, as: .image(), named: "damaged").status == .error)
  }

  /// A damaged digest chunk (its CRC no longer holds) is not trusted: the reference is decoded and compared, and
  /// the image still matches; a reference without a digest is checked the same way.
  @Test func aDamagedOrMissingDigestFallsBackToDecoding() throws {
    let folder = try TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let verifier = checking(folder)
    var bytes = [UInt8](try image.referencePNGData())
    let digest = try #require(chunks(Data(bytes)).first { $0.type == "lrDG" })
    bytes[digest.offset + 8] ^= 0xFF
    #expect(PixelDigest(storedIn: Data(bytes)) == nil)
    try Data(bytes).write(to: folder.appendingPathComponent("flipped.png"))
    #expect(verifier.verify(image, as: .image(), named: "flipped").status == .matched)
    try image.pngData(.smallest).write(to: folder.appendingPathComponent("plain.png"))
    #expect(verifier.verify(image, as: .image(), named: "plain").status == .matched)
    let other = TestImages.setting(image, x: 5, y: 3, to: (0, 0, 0, 255))
    let result = verifier.verify(other, as: .image(), named: "plain")
    #expect(result.status == .mismatched && result.difference?.differingPixels == 1)
  }

  /// An image of over a megabyte is digested in parts on several threads: every byte counts, the first and the last
  /// alike, and the same pixels always give the same digest.
  @Test func aLargeImageIsDigestedWholly() {
    let large = TestImages.solid(600, 500, 10, 20, 30)
    #expect(PixelDigest(of: large) == PixelDigest(of: TestImages.solid(600, 500, 10, 20, 30)))
    #expect(
      PixelDigest(of: TestImages.setting(large, x: 0, y: 0, to: (10, 20, 31, 255)))
        != PixelDigest(of: large))
    #expect(
      PixelDigest(of: TestImages.setting(large, x: 599, y: 499, to: (10, 20, 30, 254)))
        != PixelDigest(of: large))
    #expect(
      PixelDigest(of: TestImages.setting(large, x: 300, y: 250, to: (11, 20, 30, 255)))
        != PixelDigest(of: large))
  }
}
