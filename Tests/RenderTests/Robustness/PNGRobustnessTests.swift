import Foundation
import RenderCore
import Testing

/// PNG files that lie about their size and images too large for one chunk: bounded in memory, answered with a clear
/// error or a valid file.
@Suite struct PNGRobustnessTests {
  /// A PNG made by hand: signature, an IHDR claiming `width` × `height` 8-bit RGBA, an IDAT holding `idat`, IEND.
  static func handMadePNG(width: UInt32, height: UInt32, idat: [UInt8] = [0x78, 0x01, 0x03, 0x00])
    -> Data
  {
    PNGDecoderTests.png(
      width: Int(width), height: Int(height), rgba: true, zlib: idat, chunkSize: max(1, idat.count))
  }

  @Test func aHeaderOverThePixelLimitIsRefusedByName() {
    let bomb = Self.handMadePNG(width: 16_384, height: 16_384)
    #expect {
      _ = try RGBAImage(pngData: bomb)
    } throws: { error in
      let text = "\(error)"
      return text.contains("16384×16384") && text.contains("\(RGBAImage.maximumPixelCount)")
    }
  }

  /// 10,000 × 10,000 is within the limit, but 400 MB of image data cannot come out of a file of 60 bytes.
  @Test func aHeaderPromisingMoreThanTheFileCanHoldIsRefusedBeforeAllocating() {
    let liar = Self.handMadePNG(width: 10_000, height: 10_000)
    #expect {
      _ = try RGBAImage(pngData: liar)
    } throws: { error in
      "\(error)".contains("more than its \(liar.count) bytes could hold")
    }
  }

  /// Image data split over many IDAT chunks decodes to the same pixels (what images over 2 GiB need; a small limit
  /// stands in for the 31-bit one).
  @Test func imageDataSplitOverManyChunksIsAValidPNG() throws {
    let width = 61
    let height = 140
    let pixels = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37 ^ $0 >> 7) }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    let whole = try image.pngData(.fast)
    let split = try image.pngData(.fast, chunkLimit: 1000)
    #expect(Self.chunkTypes(of: whole).filter { $0 == "IDAT" }.count == 1)
    let idats = Self.chunkTypes(of: split).filter { $0 == "IDAT" }.count
    #expect(
      idats == (whole.count - 57 + 999) / 1000, "57 bytes of signature, IHDR, IDAT framing and IEND"
    )
    #expect(try RGBAImage(pngData: split) == image)
  }

  /// The chunk types of a PNG file, in order.
  static func chunkTypes(of data: Data) -> [String] {
    let bytes = [UInt8](data)
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }
}

/// CRC-32 (the PNG/zlib polynomial, reflected), bit by bit: slow and obviously right, for hand-made test files.
enum CRC32 {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
