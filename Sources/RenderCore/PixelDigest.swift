internal import CPNGWriter
import Foundation

/// A 128-bit digest of an image's size and pixels, which a snapshot reference carries in a private PNG chunk, so
/// that a new image equal to the reference is recognised without decoding the reference (docs/rendering.md, "Pixel
/// digests").
///
/// Decoding is most of what checking a matching snapshot costs (a 3-megapixel reference takes about 15 ms to
/// inflate); digesting the new image's pixels takes a fraction of that. Equal digests mean equal images; different
/// digests, or a reference without one, send the check down the full path (decode, compare pixel by pixel), which
/// also measures and draws any difference.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
  /// The digest's 16 bytes.
  public let bytes: [UInt8]

  /// The private chunk's name: ancillary and private (lower-case first and second letters), unsafe to copy (upper-case
  /// fourth letter), so an editor that changes the pixels drops it rather than keep a digest that no longer holds.
  static let chunkName = "lrDG"

  /// How many parts the pixels are digested in (on as many cores as there are, the same digest on any number).
  private static let parts = 4

  /// The digest of `image`'s size and pixels: the pixel bytes cut in ``parts`` equal runs (whole 16-byte blocks,
  /// the last run taking the rest), each digested, then the digests of the parts digested in order.
  public init(of image: RGBAImage) {
    if let known = image.knownDigest {
      self = known
      return
    }
    self = image.pixels.withUnsafeBufferPointer { pixels in
      // Unsafe: each pair of parts reads its own runs of the pixels.
      nonisolated(unsafe) let source = pixels.baseAddress
      return Self(width: image.width, height: image.height, byteCount: pixels.count) {
        first, second, seed, firstOut, secondOut in
        guard let source else { return }
        lr_digest128_pair(
          source + first.lowerBound, first.count, source + second.lowerBound, second.count, seed,
          firstOut, secondOut)
      }
    }
  }

  /// The digest of `width × height` pixels (`byteCount` bytes): `digestPair` digests two runs of the bytes (the
  /// byte ranges of two parts) with the seed given into the two 16-byte outputs; pairs run on as many cores as
  /// there are, the same digest on any number.
  package init(
    width: Int, height: Int, byteCount: Int,
    digestPair:
      @Sendable (
        _ first: Range<Int>, _ second: Range<Int>, _ seed: UInt64,
        _ firstOut: UnsafeMutablePointer<UInt8>,
        _ secondOut: UnsafeMutablePointer<UInt8>
      ) -> Void
  ) {
    let seed = UInt64(width) << 32 | UInt64(height)
    var partDigests = [UInt8](repeating: 0, count: 16 * Self.parts)
    partDigests.withUnsafeMutableBufferPointer { parts in
      // An image with no pixels keeps parts of zeros.
      guard byteCount > 0, let partStart = parts.baseAddress else { return }
      // Unsafe: each pair writes its own 32 bytes.
      nonisolated(unsafe) let target = partStart
      let run = byteCount / Self.parts / 16 * 16
      // Parts go in pairs, each pair digested together on one core.
      let pairs = Self.parts / 2
      let workers = byteCount >= 1 << 20 ? pairs : 1
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for pair in stride(from: worker, to: pairs, by: workers) {
          let (first, second) = (2 * pair, 2 * pair + 1)
          let secondEnd = second == Self.parts - 1 ? byteCount : (second + 1) * run
          digestPair(
            first * run..<second * run, second * run..<secondEnd, seed, target + 16 * first,
            target + 16 * second)
        }
      }
    }
    var output = [UInt8](repeating: 0, count: 16)
    partDigests.withUnsafeBufferPointer { parts in
      output.withUnsafeMutableBufferPointer { out in
        lr_digest128(parts.baseAddress, parts.count, seed, out.baseAddress)
      }
    }
    bytes = output
  }

  /// The digest carried by PNG data, if it has an undamaged one (every chunk's CRC is checked; the image data is
  /// not decoded).
  public init?(storedIn pngData: Data) {
    var output = [UInt8](repeating: 0, count: 16)
    var length = 0
    let status = pngData.withUnsafeBytes { raw in
      output.withUnsafeMutableBufferPointer { out in
        Self.chunkName.withCString { name in
          lr_png_find_chunk(
            raw.bindMemory(to: UInt8.self).baseAddress, raw.count, name, out.baseAddress, 16,
            &length)
        }
      }
    }
    guard status == 0, length == 16 else { return nil }
    bytes = output
  }

  /// The digest in hexadecimal.
  public var description: String { bytes.map { String(format: "%02x", $0) }.joined() }
}

extension RGBAImage {
  /// The image as the smallest PNG (``PNGCompression/smallest``) carrying its ``PixelDigest`` in a private chunk:
  /// what a snapshot reference is written as.
  ///
  /// - Throws: ``RenderError/png(_:)``.
  public func referencePNGData() throws(RenderError) -> Data {
    let digest = PixelDigest(of: self).bytes
    return try encoded { pixels, output, size in
      digest.withUnsafeBufferPointer { chunk in
        PixelDigest.chunkName.withCString { name in
          lr_png_encode_smallest_with_chunk(
            pixels, Int32(width), Int32(height), width * 4, name, chunk.baseAddress, chunk.count,
            &output, &size)
        }
      }
    }
  }
}
