internal import CPNGWriter
import Foundation

extension RGBAImage {
  /// Straight RGBA pixels from premultiplied native-endian ARGB words (Cairo's ARGB32), `width × height` of them row
  /// after row, with their ``PixelDigest`` taken on the way.
  ///
  /// Each part of the digest is converted a few kilobytes at a time and digested while the piece is still in the
  /// cache, on as many cores as the digest uses: a snapshot's check then finds the digest already there instead of
  /// reading every pixel again. The pixels are those the plain conversion gives (opaque words have two bytes
  /// swapped; the others are divided by their alpha, rounded to nearest; fully transparent ones are zero).
  package init(premultipliedARGB words: UnsafePointer<UInt32>, width: Int, height: Int) {
    let count = width * height * 4
    var digest: PixelDigest?
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
      initialized = count
      // Unsafe: each pair of parts reads and writes its own runs.
      nonisolated(unsafe) let (source, target) = (UnsafeRawPointer(words), output.baseAddress)
      digest = PixelDigest(width: width, height: height, byteCount: count) {
        first, second, seed, firstOut, secondOut in
        guard let target else { return }
        lr_convert_and_digest128_pair(
          (source + first.lowerBound).assumingMemoryBound(to: UInt32.self),
          target + first.lowerBound,
          first.count, (source + second.lowerBound).assumingMemoryBound(to: UInt32.self),
          target + second.lowerBound, second.count, seed, firstOut, secondOut)
      }
    }
    self.init(width: width, height: height, pixels: pixels, knownDigest: digest)
  }

  /// Converts `count` premultiplied native-endian ARGB words (Cairo's ARGB32) to straight RGBA bytes at `target`
  /// (4-byte aligned), as ``init(premultipliedARGB:width:height:)`` converts them, without a digest.
  package static func convertPremultiplied(
    _ words: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    lr_straight_rgba_from_premultiplied(words, target, count)
  }
}
