import CPNGWriter
import Foundation
import RenderCore
import Testing

/// The project's own PNG reader (its DEFLATE decoder and the five row filters), which reads references before
/// libpng is asked: the files it takes decode to the right pixels, and a damaged file it takes decodes as libpng
/// decodes it.
@Suite struct PNGDecoderTests {
  typealias Noise = DeflateEncoderTests.Noise

  /// A C decoder's signature: the file's bytes and size, the image buffer, the width and height.
  typealias Decoder = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int32, Int32) ->
    Int32

  /// What `decoder` makes of `data`: its pixels, or nil when it refuses the file.
  static func pixels(_ data: Data, width: Int, height: Int, by decoder: Decoder) -> [UInt8]? {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let status = data.withUnsafeBytes { raw in
      decoder(
        raw.bindMemory(to: UInt8.self).baseAddress, data.count, &pixels, Int32(width), Int32(height)
      )
    }
    return status == 0 ? pixels : nil
  }

  /// What the project's reader makes of `data`: its pixels, or nil when it leaves the file to libpng.
  static func directPixels(_ data: Data, width: Int, height: Int) -> [UInt8]? {
    pixels(data, width: width, height: height, by: lr_png_decode_direct_into)
  }

  /// What libpng alone makes of `data`: its pixels, or nil when it refuses the file.
  static func libpngPixels(_ data: Data, width: Int, height: Int) -> [UInt8]? {
    pixels(data, width: width, height: height, by: lr_png_decode_with_libpng_into)
  }

  // MARK: Files made by hand

  /// PNG's row filters (section 9.2 of the specification), applied the way an encoder does.
  enum Filter: UInt8, CaseIterable {
    case none, sub, up, average, paeth

    /// Filters one row of `raw` bytes given the (unfiltered) row above and the bytes per pixel.
    func apply(_ raw: [UInt8], above: [UInt8], bytesPerPixel: Int) -> [UInt8] {
      raw.indices.map { index in
        let left = index >= bytesPerPixel ? Int(raw[index - bytesPerPixel]) : 0
        let up = Int(above[index])
        let upperLeft = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
        let prediction: Int
        switch self {
        case .none: prediction = 0
        case .sub: prediction = left
        case .up: prediction = up
        case .average: prediction = (left + up) / 2
        case .paeth:
          let estimate = left + up - upperLeft
          let (toLeft, toUp, toUpperLeft) = (
            abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft)
          )
          prediction =
            toLeft <= toUp && toLeft <= toUpperLeft ? left : toUp <= toUpperLeft ? up : upperLeft
        }
        return UInt8(truncatingIfNeeded: Int(raw[index]) - prediction)
      }
    }
  }

  /// Adler-32 (RFC 1950), for the trailer of hand-made zlib streams.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (low, high): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    return high << 16 | low
  }

  /// A zlib stream holding `bytes` in stored (uncompressed) blocks of at most `blockSize` bytes.
  static func storedStream(_ bytes: [UInt8], blockSize: Int) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + blockSize, bytes.count)
      let length = UInt16(end - start)
      stream += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += bytes[start..<end]
      start = end
    } while start < bytes.count
    let check = adler32(bytes)
    return stream + (0..<4).map { UInt8(truncatingIfNeeded: check >> (24 - 8 * $0)) }
  }

  /// A PNG of `rows` (each a filter byte then the row) with its image data split into IDAT chunks of
  /// `chunkSize` bytes.
  static func png(width: Int, height: Int, rgba: Bool, zlib stream: [UInt8], chunkSize: Int) -> Data
  {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    func chunk(_ type: String, _ payload: ArraySlice<UInt8>) {
      let typed = Array(type.utf8) + payload
      bytes += bigEndian(payload.count) + typed + bigEndian(Int(CRC32.checksum(typed)))
    }
    chunk("IHDR", ArraySlice(bigEndian(width) + bigEndian(height) + [8, rgba ? 6 : 2, 0, 0, 0]))
    for start in stride(from: 0, to: stream.count, by: chunkSize) {
      chunk("IDAT", stream[start..<min(start + chunkSize, stream.count)])
    }
    chunk("IEND", [])
    return Data(bytes)
  }

  /// A gradient with noise, so that each filter's prediction differs from the others'.
  static func samples(width: Int, height: Int, channels: Int) -> [[UInt8]] {
    var noise = Noise(state: UInt32(width * 7 + channels))
    return (0..<height).map { y in
      (0..<width * channels).map { index in
        UInt8(truncatingIfNeeded: index * 3 + y * 5) &+ noise.next() % 9
      }
    }
  }

  @Test(arguments: [3, 4])
  func everyRowFilterIsUndone(channels: Int) throws {
    let (width, height) = (37, 23)
    let rows = Self.samples(width: width, height: height, channels: channels)
    var filtered: [UInt8] = []
    for (y, row) in rows.enumerated() {
      // Rows cycle through the five filters, so each one sees rows above made with every other.
      let filter = Filter.allCases[y % Filter.allCases.count]
      let above = y == 0 ? [UInt8](repeating: 0, count: row.count) : rows[y - 1]
      filtered += [filter.rawValue] + filter.apply(row, above: above, bytesPerPixel: channels)
    }
    let data = Self.png(
      width: width, height: height, rgba: channels == 4,
      zlib: Self.storedStream(filtered, blockSize: 1_000), chunkSize: 333)
    let expected = rows.flatMap { row in
      channels == 4
        ? row : stride(from: 0, to: row.count, by: 3).flatMap { row[$0..<$0 + 3] + [255] }
    }
    let direct = Self.directPixels(data, width: width, height: height)
    #expect(direct != nil, "the reader refused the file")
    let read = try RGBAImage(pngData: data).pixels
    #expect(direct == expected && read == expected ? true : false, "the pixels differ")
  }

  @Test func anImageWithoutPixelsIsLeftToLibpng() {
    // Rows of zero pixels would leave the reader no room to work in: it declines before reading anything.
    let data = Self.png(
      width: 0, height: 2, rgba: false, zlib: Self.storedStream([0, 0], blockSize: 100),
      chunkSize: 99)
    #expect(Self.directPixels(data, width: 0, height: 2) == nil)
  }

  @Test func anUndefinedFilterIsLeftToLibpng() throws {
    let rows: [UInt8] = [5, 1, 2, 3]
    let data = Self.png(
      width: 1, height: 1, rgba: false, zlib: Self.storedStream(rows, blockSize: 100), chunkSize: 99
    )
    #expect(Self.directPixels(data, width: 1, height: 1) == nil)
    #expect(throws: RenderError.self) { try RGBAImage(pngData: data) }
  }

  // MARK: Files the encoders write

  /// The type of a zlib stream's first DEFLATE block (0 stored, 1 fixed codes, 2 codes of its own) in a PNG
  /// whose first IDAT follows the header.
  static func firstBlockType(_ data: Data) -> UInt8 {
    (data[33 + 8 + 2] >> 1) & 3
  }

  @Test func fixedAndDynamicCodesAreRead() throws {
    // zlib at level 9 gives a tiny image the fixed codes and a large one codes of its own.
    let tiny = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, 40, 50, 60, 255])
    let tinyData = try tiny.pngData(.smallest)
    #expect(Self.firstBlockType(tinyData) == 1)
    let tinyRead = Self.directPixels(tinyData, width: 2, height: 1)
    #expect(tinyRead == tiny.pixels)
    let surface = DeflateEncoderTests.Kind.interface.surface(width: 300, height: 400)
    let large = RGBAImage(width: 300, height: 400, pixels: surface.expected)
    let largeData = try large.pngData(.smallest)
    #expect(Self.firstBlockType(largeData) == 2)
    let largeRead = Self.directPixels(largeData, width: 300, height: 400)
    #expect(
      largeRead == large.pixels ? true : false, "\(largeRead == nil ? "refused" : "other pixels")")
  }

  @Test(arguments: DeflateEncoderTests.Kind.allCases)
  func bothEncodersFilesAreReadBack(kind: DeflateEncoderTests.Kind) throws {
    for (width, height) in DeflateEncoderTests.sizes + [(750, 40)] {
      let surface = kind.surface(width: width, height: height)
      let image = RGBAImage(width: width, height: height, pixels: surface.expected)
      for data in [try surface.png(), try image.pngData(.smallest)] {
        let decoded = Self.directPixels(data, width: width, height: height)
        #expect(
          decoded == surface.expected ? true : false,
          "\(kind) \(width)×\(height): \(decoded == nil ? "refused" : "other pixels")")
      }
    }
  }

  @Test func translucentImagesAreReadAsRGBA() throws {
    var noise = Noise(state: 11)
    let pixels = (0..<(64 * 48)).flatMap { _ in
      [noise.next(), noise.next(), noise.next(), noise.next() | 1]
    }
    let image = RGBAImage(width: 64, height: 48, pixels: pixels)
    let read = Self.directPixels(try image.pngData(.smallest), width: 64, height: 48)
    #expect(read == pixels ? true : false, "\(read == nil ? "refused" : "other pixels")")
  }

  @Test func everyReferenceOfTheRepositoryDecodesAsLibpngDecodesIt() throws {
    let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")
    let files = try #require(
      FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil)
    )
    .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
    #expect(files.count > 100)
    for file in files {
      let data = try Data(contentsOf: file)
      var (width, height): (Int32, Int32) = (0, 0)
      let sized = data.withUnsafeBytes {
        lr_png_size($0.bindMemory(to: UInt8.self).baseAddress, data.count, &width, &height)
      }
      try #require(sized == 0, "\(file.lastPathComponent)")
      let direct = Self.directPixels(data, width: Int(width), height: Int(height))
      let libpng = Self.libpngPixels(data, width: Int(width), height: Int(height))
      #expect(direct != nil && direct == libpng ? true : false, "\(file.lastPathComponent)")
    }
  }

  // MARK: Damaged files

  /// Replaces the payload of the first IDAT chunk of `data` (with a CRC that matches again).
  static func replacingImageData(of data: Data, with payload: (inout [UInt8]) -> Void) -> Data {
    var bytes = [UInt8](data)
    let length = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
    var stream = Array(bytes[41..<41 + length])
    payload(&stream)
    var typed = Array("IDAT".utf8) + stream
    let crc = CRC32.checksum(typed)
    typed += (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
    let count = (0..<4).map { UInt8(truncatingIfNeeded: stream.count >> (24 - 8 * $0)) }
    bytes.replaceSubrange(33..<41 + length + 4, with: count + typed)
    return Data(bytes)
  }

  @Test func aDamagedStreamTheReaderTakesDecodesAsLibpngDecodesIt() throws {
    // One IDAT chunk (the fast encoder writes the image data in one), so every damage lands in the stream.
    let surface = DeflateEncoderTests.Kind.interface.surface(width: 90, height: 60)
    let image = RGBAImage(width: 90, height: 60, pixels: surface.expected)
    var noise = Noise(state: 5)
    var taken = 0
    for (round, original) in [try surface.png(), try image.pngData(.smallest)].enumerated() {
      for trial in 0..<400 {
        let damaged = Self.replacingImageData(of: original) { stream in
          let position = (Int(noise.next()) << 8 | Int(noise.next())) % stream.count
          if trial % 4 == 3 {
            stream.removeSubrange(position...)
          } else {
            stream[position] ^= 1 << (noise.next() % 8)
          }
        }
        let direct = Self.directPixels(damaged, width: 90, height: 60)
        guard let direct else { continue }
        taken += 1
        let libpng = Self.libpngPixels(damaged, width: 90, height: 60)
        #expect(
          direct == libpng ? true : false,
          "round \(round), trial \(trial): libpng \(libpng == nil ? "refuses it" : "differs")")
      }
    }
    // Most damage breaks the stream; some (a flipped bit in a literal, the checksum) leaves it readable.
    #expect(taken > 0)
  }

  @Test func aWrongChecksumOrAnEarlyEndIsLeftToLibpng() throws {
    let data = try RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24))
      .pngData(.smallest)
    var wrongCRC = [UInt8](data)
    // The last byte of the IDAT chunk's CRC (before the 12-byte IEND).
    wrongCRC[data.count - 13] ^= 0xFF
    #expect(Self.directPixels(Data(wrongCRC), width: 3, height: 2) == nil)
    #expect(Self.directPixels(data.prefix(data.count - 12), width: 3, height: 2) == nil)
    #expect(Self.directPixels(data, width: 3, height: 2) != nil)
  }
}
