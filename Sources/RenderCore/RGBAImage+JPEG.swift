internal import CJPEGCodec
import Foundation

extension RGBAImage {
  /// Whether `data` starts as a JPEG does (the start-of-image marker followed by another marker).
  public static func isJPEG(_ data: Data) -> Bool {
    data.count >= 3 && data.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Decodes JPEG data to opaque pixels.
  ///
  /// Decoding is deterministic for one libjpeg-turbo version (its accurate integer inverse DCT gives the same bytes
  /// with or without SIMD). The EXIF orientation is not applied: the pixels are as stored. Memory is bounded as for
  /// PNG: a header claiming more than ``maximumPixelCount`` pixels is refused before anything is allocated.
  ///
  /// - Throws: ``RenderError/jpeg(_:)`` for data that is corrupt, truncated, not JPEG or over the limit.
  public init(jpegData data: Data) throws(RenderError) {
    var width: Int32 = 0
    var height: Int32 = 0
    let header = data.withUnsafeBytes { raw in
      lr_jpeg_size(raw.bindMemory(to: UInt8.self).baseAddress, data.count, &width, &height)
    }
    guard header == 0, width > 0, height > 0 else {
      throw .jpeg("not a readable JPEG (corrupt, truncated or of another format)")
    }
    try Self.refuseOversized(width: width, height: height, as: RenderError.jpeg)
    let pixelCount = Int(width) * Int(height)
    // Each 8 × 8 block costs at least a few bits even when flat, so a file smaller than a byte per 1,024 pixels
    // claims more than it holds (libjpeg would fill the rest with grey): refuse it before allocating.
    guard pixelCount <= max(data.count, 1024) * 1024 else {
      throw .jpeg(
        "the file claims \(width)×\(height) pixels, more than its \(data.count) bytes could hold; "
          + "refused before allocating")
    }
    var status: Int32 = 0
    let pixels = data.withUnsafeBytes { raw in
      [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, count in
        status = lr_jpeg_decode_into(
          raw.bindMemory(to: UInt8.self).baseAddress, data.count, buffer.baseAddress, width, height)
        count = status == 0 ? buffer.count : 0
      }
    }
    guard status == 0 else {
      throw .jpeg(
        status == 3
          ? "out of memory decoding a \(width)×\(height) image"
          : "not a readable JPEG (corrupt, truncated or of another format)")
    }
    self.init(width: Int(width), height: Int(height), pixels: pixels)
  }

  /// Decodes PNG or JPEG data, whichever the bytes are.
  ///
  /// - Throws: ``RenderError/jpeg(_:)`` for data that starts as a JPEG and does not decode, else
  ///   ``RenderError/png(_:)``.
  public init(imageData data: Data) throws(RenderError) {
    if Self.isJPEG(data) {
      try self.init(jpegData: data)
    } else {
      try self.init(pngData: data)
    }
  }

  /// The image as a baseline JPEG at `quality` (0…1, as `UIImage.jpegData(compressionQuality:)` takes it).
  ///
  /// JPEG keeps no alpha: each pixel is composited over black first, as iOS writes a transparent image. The same
  /// pixels and quality always give the same bytes.
  ///
  /// - Throws: ``RenderError/jpeg(_:)`` for an empty image or an encoder failure.
  public func jpegData(quality: Double) throws(RenderError) -> Data {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .jpeg("cannot encode a \(width)×\(height) image")
    }
    // libjpeg's scale is 1…100; UIKit's 0…1, with 0 the smallest file.
    let level = Int32(max(1, min(100, (quality.isFinite ? quality : 1) * 100).rounded()))
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = pixels.withUnsafeBufferPointer {
      lr_jpeg_encode($0.baseAddress, Int32(width), Int32(height), level, &output, &size)
    }
    guard status == 0, let output else { throw .jpeg("encoding failed (code \(status))") }
    defer { lr_jpeg_free(output) }
    return Data(bytes: output, count: size)
  }
}
