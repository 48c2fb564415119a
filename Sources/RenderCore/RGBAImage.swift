internal import CPNGWriter
import Foundation

/// Pixels as 8-bit red, green, blue and alpha (straight, not premultiplied), row by row from the top left.
public struct RGBAImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes.
  public let pixels: [UInt8]

  /// The pixels' digest when it was taken as they were made (``init(premultipliedARGB:width:height:)``), so that
  /// checking the image against a reference does not read them again.
  package let knownDigest: PixelDigest?

  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.init(width: width, height: height, pixels: pixels, knownDigest: nil)
  }

  package init(width: Int, height: Int, pixels: [UInt8], knownDigest: PixelDigest?) {
    precondition(pixels.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
    self.width = width
    self.height = height
    self.pixels = pixels
    self.knownDigest = knownDigest
  }

  /// The pixel at (x, y) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let offset = (y * width + x) * 4
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }

  /// Whether every pixel is opaque (the PNG is then written as RGB, as Cairo's own writer does).
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { bytes in
      stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
    }
  }

  /// Same size and the same bytes (compared with `memcmp`, unless both share one buffer).
  public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return lhs.pixels.withUnsafeBytes { a in
      rhs.pixels.withUnsafeBytes { b in
        guard let left = a.baseAddress, let right = b.baseAddress else { return a.count == b.count }
        guard a.count == b.count else { return false }
        return left == right || memcmp(left, right, a.count) == 0
      }
    }
  }

  /// The image as PNG: 8-bit RGB when opaque, RGBA otherwise; no time or text chunks, so the same pixels always
  /// give the same bytes.
  ///
  /// - Throws: ``RenderError/png(_:)``.
  public func pngData(_ compression: PNGCompression = .fast) throws(RenderError) -> Data {
    try pngData(compression, chunkLimit: Int(LR_PNG_MAX_CHUNK_LENGTH))
  }

  /// ``pngData(_:)`` with the fast encoder's image data split into IDAT chunks of at most `chunkLimit` bytes, so
  /// that tests can check the split that images over 2 GiB need.
  package func pngData(_ compression: PNGCompression, chunkLimit: Int) throws(RenderError) -> Data {
    try encoded { pixels, output, size in
      switch compression {
      case .fast:
        lr_png_encode_chunked(
          pixels, Int32(width), Int32(height), width * 4, LR_PIXELS_RGBA, lr_available_cores(),
          chunkLimit,
          &output, &size)
      case .smallest:
        lr_png_encode_smallest(pixels, Int32(width), Int32(height), width * 4, &output, &size)
      }
    }
  }

  /// The bytes one of the C encoders writes for the pixels: `encode` gets the pixels and fills in the encoder's
  /// buffer and its size, returning the encoder's status; the buffer is copied out and freed.
  func encoded(
    _ encode: (
      _ pixels: UnsafePointer<UInt8>?, _ output: inout UnsafeMutablePointer<UInt8>?,
      _ size: inout Int
    ) -> Int32
  ) throws(RenderError) -> Data {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .png("cannot encode a \(width)×\(height) image")
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = pixels.withUnsafeBufferPointer { encode($0.baseAddress, &output, &size) }
    guard status == 0, let output else { throw .png("encoding failed (code \(status))") }
    defer { lr_png_free(output) }
    return Data(bytes: output, count: size)
  }

  /// The most pixels a decoded image may have (400 MB as RGBA), the same limit as a scene's canvas: a reference or
  /// output larger than any canvas can only be a mistake or a decompression bomb.
  public static let maximumPixelCount = 100_000_000

  /// Throws `error` with the reason when a file's header claims more than ``maximumPixelCount`` pixels, before
  /// anything is allocated for them.
  static func refuseOversized(
    width: Int32, height: Int32, as error: (String) -> RenderError
  ) throws(RenderError) {
    let pixelCount = Int(width) * Int(height)
    guard pixelCount <= maximumPixelCount else {
      throw error(
        "the file claims \(width)×\(height) = \(pixelCount) pixels, more than the limit of "
          + "\(maximumPixelCount); refused before allocating")
    }
  }

  /// Decodes PNG data.
  ///
  /// Memory is bounded: a header claiming more than ``maximumPixelCount`` pixels, or more image data than the
  /// file's size could inflate to, is refused before anything is allocated, and the decoder holds one image
  /// buffer whatever the format.
  ///
  /// - Throws: ``RenderError/png(_:)`` for data that is corrupt, truncated, not PNG or over the limit.
  public init(pngData data: Data) throws(RenderError) {
    var width: Int32 = 0
    var height: Int32 = 0
    var rawBytes: UInt64 = 0
    let header: Int32 = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self).baseAddress
      guard lr_png_size(bytes, data.count, &width, &height) == 0 else { return 2 }
      return lr_png_raw_size(bytes, data.count, &rawBytes)
    }
    guard header == 0 else {
      throw .png("not a readable PNG (corrupt, truncated or of another format)")
    }
    try Self.refuseOversized(width: width, height: height, as: RenderError.png)
    // Deflate expands at most 1032:1 (a 258-byte match in 2 bits), so a header that promises more than that
    // ratio allows the file's size is a lie: refuse it before allocating the image it claims.
    guard rawBytes <= UInt64(data.count) * 1032 else {
      throw .png(
        "the file claims \(width)×\(height) pixels (\(rawBytes) bytes of image data), more than its "
          + "\(data.count) bytes could hold")
    }
    let decoded: [UInt8]? = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self).baseAddress
      var status: Int32 = 0
      let pixels = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) {
        buffer, count in
        status = lr_png_decode_into(bytes, data.count, buffer.baseAddress, width, height)
        count = status == 0 ? buffer.count : 0
      }
      return status == 0 ? pixels : nil
    }
    guard let decoded else {
      throw .png("not a readable PNG (corrupt, truncated or of another format)")
    }
    self.init(width: Int(width), height: Int(height), pixels: decoded)
  }

}
