import CPNGWriter
import Foundation
import Render
import Testing

/// The project's PNG encoder (Up filter, its own deflate): every file it writes must decode, through libpng and
/// zlib (not the project's own reader, which ``PNGDecoderTests`` holds to libpng), to the pixels it was given,
/// whatever the image looks like.
@Suite struct DeflateEncoderTests {
  /// A Cairo-style ARGB32 surface (premultiplied, native-endian words) and the straight RGBA it stands for.
  struct Surface {
    var width: Int
    var height: Int
    var words: [UInt32]
    var expected: [UInt8]

    /// `pixel` gives straight (red, green, blue, alpha) at (x, y); the surface stores it premultiplied, rounded.
    init(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) {
      self.width = width
      self.height = height
      words = []
      expected = []
      for y in 0..<height {
        for x in 0..<width {
          let (red, green, blue, alpha) = pixel(x, y)
          let a = UInt32(alpha)
          func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * a + 127) / 255 }
          words.append(
            a << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue))
          expected += [red, green, blue, alpha]
        }
      }
    }

    func png(threads: Int32 = 2) throws -> Data {
      var output: UnsafeMutablePointer<UInt8>?
      var size = 0
      let status = words.withUnsafeBytes { raw in
        lr_png_encode(
          raw.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(height), width * 4,
          LR_PIXELS_ARGB32_PREMULTIPLIED, threads, &output, &size)
      }
      let bytes = try #require(output)
      defer { lr_png_free(bytes) }
      try #require(status == 0)
      return Data(bytes: bytes, count: size)
    }
  }

  /// A fixed pseudo-random sequence (a linear congruential generator), so failures reproduce.
  struct Noise {
    var state: UInt32
    mutating func next() -> UInt8 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(state >> 24)
    }
  }

  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case noise, flat, bands, repeatedPattern, interface
    var testDescription: String { rawValue }

    func surface(width: Int, height: Int) -> Surface {
      var noise = Noise(state: UInt32(width * 31 + height))
      // Seven random pixels repeated along every row: only matches further back than one pixel find them.
      let pattern = (0..<7).map { _ in (noise.next(), noise.next(), noise.next()) }
      return Surface(width: width, height: height) { x, y in
        switch self {
        case .noise: return (noise.next(), noise.next(), noise.next(), 255)
        case .flat: return (0xF2, 0xF2, 0xF7, 255)
        case .bands: return y % 5 < 2 ? (0, 122, 255, 255) : (UInt8(x % 256), 0, 0, 255)
        case .repeatedPattern:
          let (red, green, blue) = pattern[(x + y) % 7]
          return (red, green, blue, 255)
        case .interface:
          // A white page, a rounded-looking grey box, and a few noisy "glyph" pixels inside it.
          let inBox = x > width / 4 && x < 3 * width / 4 && y > height / 4 && y < 3 * height / 4
          if inBox && (x + 3 * y) % 11 == 0 {
            return (noise.next(), noise.next(), noise.next(), 255)
          }
          return inBox ? (0xF2, 0xF2, 0xF7, 255) : (255, 255, 255, 255)
        }
      }
    }
  }

  static let sizes: [(Int, Int)] = [(1, 1), (2, 3), (97, 131), (3001, 5), (40, 200)]

  @Test(arguments: Kind.allCases)
  func everyKindOfImageDecodesToTheSamePixels(kind: Kind) throws {
    for (width, height) in Self.sizes {
      let surface = kind.surface(width: width, height: height)
      let decoded = PNGDecoderTests.libpngPixels(try surface.png(), width: width, height: height)
      #expect(decoded == surface.expected ? true : false, "\(kind) \(width)×\(height)")
    }
  }

  @Test func translucentPixelsAreStoredStraight() throws {
    // Straight (128, 255, 0, 128) premultiplies to (64, 128, 0); the file must hold the straight values again, and
    // a fully transparent pixel stays (0, 0, 0, 0). Around them, channels of 0 and 255 (exact at any alpha) under
    // random alphas.
    var noise = Noise(state: 7)
    let surface = Surface(width: 70, height: 90) { x, y in
      if y == 45 { return x % 2 == 0 ? (128, 255, 0, 128) : (0, 0, 0, 0) }
      return (255, 0, 255, noise.next() | 1)
    }
    let decoded = try #require(
      PNGDecoderTests.libpngPixels(try surface.png(), width: 70, height: 90))
    let row = Array(decoded[(45 * 70 * 4)..<(45 * 70 * 4 + 8)])
    #expect(row == [128, 255, 0, 128, 0, 0, 0, 0])
    #expect(decoded == surface.expected ? true : false)
  }

  /// One translucent pixel in an otherwise opaque image, away from its first and last rows: whether it sits among
  /// the pixels a row converts four at a time or in the row's tail, the image is written with alpha.
  @Test(arguments: [5, 12])
  func oneTranslucentPixelInsideTheImageKeepsTheAlpha(column: Int) throws {
    let surface = Surface(width: 13, height: 150) { x, y in
      x == column && y == 100 ? (0, 0, 255, 128) : (UInt8(x * 19), UInt8(y), 200, 255)
    }
    let decoded = try #require(
      PNGDecoderTests.libpngPixels(try surface.png(), width: 13, height: 150))
    let pixel = (100 * 13 + column) * 4
    #expect(Array(decoded[pixel..<(pixel + 4)]) == [0, 0, 255, 128])
    #expect(decoded == surface.expected ? true : false)
  }

  @Test func theBytesDoNotDependOnTheNumberOfThreads() throws {
    let surface = Kind.interface.surface(width: 300, height: 700)
    let one = try surface.png(threads: 1)
    #expect(try surface.png(threads: 2) == one)
    #expect(try surface.png(threads: 5) == one)
  }

  @Test func rowsLikeTheOneAboveCostAFewBytesEach() throws {
    // 1000 × 1000 of one colour: 3 MB of samples. Each row after the first filters to zeros and is written as four
    // literals (the filter byte and a pixel of zeros) and twelve runs (2997 bytes: 11 × 258 + 159), a few bits
    // each once the block's codes favour them: a few bytes a row.
    let surface = Kind.flat.surface(width: 1000, height: 1000)
    let data = try surface.png()
    #expect(data.count < 8_000)
    #expect(
      PNGDecoderTests.libpngPixels(data, width: 1000, height: 1000) == surface.expected
        ? true : false)
  }

  @Test func repeatsFurtherBackThanTheDeflateWindowAreNotUsed() throws {
    // 12,000 pixels a row (36,000 bytes as RGB): the last 1,000 pixels repeat the first 1,000, 33,000 bytes back,
    // beyond deflate's 32,768-byte window. The encoder sees the repeat and must not refer to it.
    var noise = Noise(state: 3)
    let start = (0..<1000).map { _ in (noise.next(), noise.next(), noise.next()) }
    let surface = Surface(width: 12_000, height: 2) { x, _ in
      if x < 1000 { return (start[x].0, start[x].1, start[x].2, 255) }
      if x >= 11_000 { return (start[x - 11_000].0, start[x - 11_000].1, start[x - 11_000].2, 255) }
      return (UInt8(x % 7), 0, 0, 255)
    }
    let decoded = PNGDecoderTests.libpngPixels(try surface.png(), width: 12_000, height: 2)
    #expect(decoded == surface.expected ? true : false)
  }

  // MARK: Huffman codes

  /// The Kraft sum of a code, in units of 2^-15: 32768 for a complete code.
  func kraftSum(_ lengths: [UInt8]) -> Int {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (15 - Int($1))) }
  }

  func lengths(_ frequencies: [UInt32], limit: Int32 = 15) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    lr_huffman_lengths(frequencies, Int32(frequencies.count), limit, &lengths)
    return lengths
  }

  @Test func huffmanLengthsFollowTheFrequencies() {
    // Frequencies 1, 1, 2, 4: the tree joins 1 + 1, then 2 + 2, then 4 + 4, so the lengths are 3, 3, 2, 1.
    #expect(lengths([1, 1, 2, 4]) == [3, 3, 2, 1])
    // Unused symbols get no code; one used symbol gets one bit.
    #expect(lengths([0, 5, 0, 5]) == [0, 1, 0, 1])
    #expect(lengths([0, 9, 0]) == [0, 1, 0])
    #expect(lengths([0, 0]) == [0, 0])
  }

  @Test func deepTreesAreLimitedAndStayComplete() {
    // Fibonacci frequencies give the deepest possible tree: 30 symbols would need 29 bits.
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    for limit: Int32 in [7, 9, 15] {
      let limited = lengths(fibonacci, limit: limit)
      #expect(limited.allSatisfy { $0 >= 1 && $0 <= limit })
      #expect(kraftSum(limited) == 1 << 15)
      // The most frequent symbol keeps the shortest code.
      #expect(limited.last == limited.min())
    }
    var noise = Noise(state: 99)
    for _ in 0..<20 {
      let frequencies = (0..<286).map { _ in
        UInt32(noise.next()) * UInt32(noise.next() % 8 == 0 ? 1000 : 1)
      }
      let made = lengths(frequencies)
      #expect(kraftSum(made) == 1 << 15)
      #expect(zip(frequencies, made).allSatisfy { ($0 == 0) == ($1 == 0) })
    }
  }

  @Test func canonicalCodesMatchTheDeflateSpecification() {
    // RFC 1951 §3.2.2's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) give the codes 010, 011, 100, 101, 110, 00,
    // 1110, 1111; deflate sends them most significant bit first into a least-significant-first stream, so the
    // stored values are those bits reversed.
    let lengths: [UInt8] = [3, 3, 3, 3, 3, 2, 4, 4]
    var codes = [UInt16](repeating: 0, count: lengths.count)
    lr_huffman_codes(lengths, Int32(lengths.count), &codes)
    #expect(codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
  }
}
