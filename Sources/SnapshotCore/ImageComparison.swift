import Foundation
public import RenderCore

/// Compares a new image with its reference, pixel by pixel, and draws the difference.
///
/// Exact by default; with a ``ComparisonOptions/threshold`` colours within pixelmatch's YIQ distance count as equal,
/// and with ``ComparisonOptions/ignoresAntialiasing`` pixels on an antialiased edge are not counted.
public struct ImageComparison: Sendable {
  /// The measurements.
  public let difference: ImageDifference
  /// The reference with differences in red (antialiasing in yellow) over a faded grey copy.
  public let diffImage: RGBAImage

  /// Compares `actual` with `expected`.
  public init(expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions = .exact) {
    if expected == actual {
      difference = ImageDifference(
        expectedSize: [expected.width, expected.height], actualSize: [actual.width, actual.height],
        differingPixels: 0, antialiasedPixels: 0, differingRatio: 0, largestDistance: 0,
        boundingBox: nil)
      diffImage = Self.faded(expected)
      return
    }
    // Differing images draw a diff image: its memory and the next one's come from blocks the process keeps.
    _ = HeapRetention.keepFreedImageBlocks()
    var scan = DifferenceScan(expected: expected, actual: actual, options: options)
    scan.run()
    difference = scan.result
    diffImage = scan.diff
  }

  /// Only whether the images match within `options`, with a fast path for identical pixels.
  public static func matches(
    expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions = .exact
  )
    -> Bool
  {
    if expected == actual { return true }
    if options.isExact || expected.width != actual.width || expected.height != actual.height {
      return false
    }
    return ImageComparison(expected: expected, actual: actual, options: options).difference.passes(
      options)
  }

  /// A faded grey copy of an image: the background of a diff image.
  static func faded(_ image: RGBAImage) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: image.pixels.count)
    image.pixels.withUnsafeBufferPointer { source in
      for offset in stride(from: 0, to: source.count, by: 4) {
        let grey = fadedGrey(
          source[offset], source[offset + 1], source[offset + 2], source[offset + 3])
        pixels[offset] = grey
        pixels[offset + 1] = grey
        pixels[offset + 2] = grey
      }
    }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// The grey a pixel fades to: its brightness at 10 % strength over white.
  static func fadedGrey(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
    let brightness = YIQ.brightness(r, g, b, a)
    return UInt8(max(0, min(255, (255 + (brightness - 255) * 0.1).rounded())))
  }
}

/// One pass over two images: counts, measures and paints the diff.
///
/// The diff image normally covers both images (the smallest box holding each, with what only one of them covers in
/// red). When their shapes differ so much that this box is more than twice the larger image (a 30,000 × 1 against
/// a 1 × 30,000), it would be a huge allocation of nothing but red: the diff image then covers their overlap, and
/// the pixels outside it are counted without being drawn.
private struct DifferenceScan {
  let expected: RGBAImage
  let actual: RGBAImage
  let options: ComparisonOptions
  /// The box holding both images: what the counts cover.
  let unionWidth: Int
  let unionHeight: Int
  /// What the diff image covers: the union, or only the overlap.
  let width: Int
  let height: Int
  /// Painted by ``run()``.
  var diff: RGBAImage
  var result: ImageDifference

  init(expected: RGBAImage, actual: RGBAImage, options: ComparisonOptions) {
    self.expected = expected
    self.actual = actual
    self.options = options
    unionWidth = max(expected.width, actual.width)
    unionHeight = max(expected.height, actual.height)
    let larger = max(expected.width * expected.height, actual.width * actual.height)
    if unionWidth * unionHeight <= 2 * larger {
      (width, height) = (unionWidth, unionHeight)
    } else {
      (width, height) = (min(expected.width, actual.width), min(expected.height, actual.height))
    }
    diff = RGBAImage(width: 0, height: 0, pixels: [])
    result = ImageDifference(
      expectedSize: [expected.width, expected.height], actualSize: [actual.width, actual.height],
      differingPixels: 0, antialiasedPixels: 0, differingRatio: 0, largestDistance: 0,
      boundingBox: nil)
  }

  mutating func run() {
    // Rows in bands, one per core (each band paints its own rows of the diff image), for images large enough to
    // be worth it; the counts of the bands add up, whatever their number. A band is every so many stripes of 16
    // rows, so that a change in one part of the image is shared out.
    let bands =
      width * height >= 65_536
      ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, height)) : 1
    var counts = [BandCounts](repeating: BandCounts(), count: bands)
    let scanner = self
    // Every pixel is painted by exactly one band, so the buffer starts uninitialised (no pass to fill it first).
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      counts.withUnsafeMutableBufferPointer { results in
        // Unsafe: each band writes only its own rows of `out` and its own element of `results`.
        nonisolated(unsafe) let (out, results) = (out, results)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
          results[band] = scanner.scan(band: band, of: bands, into: out)
        }
      }
      count = out.count
    }
    let total = counts.reduce(BandCounts()) { $0.merged(with: $1) }
    var (differing, antialiased, largest, box) = (
      total.differing, total.antialiased, total.largest, total.box
    )
    diff = RGBAImage(width: width, height: height, pixels: pixels)
    if width < unionWidth || height < unionHeight {
      // Outside the overlap (only when the diff image is just the overlap): counted, not drawn.
      differing += unionWidth * unionHeight - width * height
      largest = YIQ.maximumDelta
      var outside = (minX: Int.max, minY: Int.max)
      if height < unionHeight { outside = (0, height) }
      if width < unionWidth { outside = (min(outside.minX, width), 0) }
      box = (
        min(box.minX, outside.minX), min(box.minY, outside.minY), unionWidth - 1, unionHeight - 1
      )
    }
    result.differingPixels = differing
    result.antialiasedPixels = antialiased
    result.differingRatio = Double(differing) / Double(max(1, unionWidth * unionHeight))
    result.largestDistance = (largest / YIQ.maximumDelta).squareRoot()
    if box.maxX >= 0 {
      result.boundingBox = .init(
        x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1)
    }
  }

  /// Compares and paints one band's rows of the diff image (`out`, `width × height` pixels): the stripes of 16 rows
  /// whose number modulo `bands` is `band`.
  func scan(band: Int, of bands: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> BandCounts {
    let stripe = 16
    let rows = stride(from: band * stripe, to: height, by: bands * stripe).lazy.flatMap {
      $0..<min($0 + stripe, self.height)
    }
    var counts = BandCounts()
    let limit = YIQ.maximumDelta * options.threshold * options.threshold
    let (expected, actual, options, width) = (expected, actual, options, width)
    // The sizes read once: `RGBAImage` lives in a resilient module, where each read is a call.
    let (expectedWidth, expectedHeight) = (expected.width, expected.height)
    let (actualWidth, actualHeight) = (actual.width, actual.height)
    let (overlapWidth, overlapHeight) = (
      min(expectedWidth, actualWidth), min(expectedHeight, actualHeight)
    )
    expected.pixels.withUnsafeBytes { p in
      actual.pixels.withUnsafeBytes { q in
        // An empty image has no rows to scan.
        guard let source = p.baseAddress, let other = q.baseAddress, let base = out.baseAddress
        else { return }
        let target = UnsafeMutableRawPointer(base)
        /// A pixel as one word, red in the low byte.
        func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt32 {
          UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        func paint(_ offset: Int, _ pixel: UInt32) {
          target.storeBytes(of: pixel.littleEndian, toByteOffset: offset, as: UInt32.self)
        }
        let (red, yellow): (UInt32, UInt32) = (0xFF00_00FF, 0xFF00_FFFF)
        // Screens are runs of one colour: a pixel (or pair of pixels) like the one before reuses its grey (or
        // distance) instead of computing it again. The caches start with a pixel's own grey, and with a pair that
        // is never asked for (two equal pixels are not measured).
        var lastGrey = (pixel: UInt32(0), grey: Self.greyWord(0))
        var lastDelta = (expected: UInt32(0), actual: UInt32(0), delta: 0.0)
        func faded(_ pixel: UInt32) -> UInt32 {
          if lastGrey.pixel != pixel { lastGrey = (pixel, Self.greyWord(pixel)) }
          return lastGrey.grey
        }
        for y in rows {
          // Offsets within the rows wrap instead of trapping: each is below its row's length.
          let (expectedRow, actualRow, outRow) = (
            y &* expectedWidth &* 4, y &* actualWidth &* 4, y &* width &* 4
          )
          // A row the same in both images (most rows of most failures) is only faded.
          if y < overlapHeight, overlapWidth == width,
            memcmp(source + expectedRow, other + actualRow, width * 4) == 0
          {
            for x in 0..<width {
              paint(outRow &+ x &* 4, faded(word(source, expectedRow &+ x &* 4)))
            }
            continue
          }
          // The row's first and last marked pixels widen the box once, after the row.
          var (firstMarked, lastMarked) = (-1, -1)
          for x in 0..<width {
            let o = outRow &+ x &* 4
            guard x < overlapWidth, y < overlapHeight else {
              paint(o, red)
              counts.differing += 1
              counts.largest = YIQ.maximumDelta
              if firstMarked < 0 { firstMarked = x }
              lastMarked = x
              continue
            }
            let (left, right) = (
              word(source, expectedRow &+ x &* 4), word(other, actualRow &+ x &* 4)
            )
            if left == right {
              paint(o, faded(left))
              continue
            }
            if lastDelta.expected != left || lastDelta.actual != right {
              let ((r1, g1, b1, a1), (r2, g2, b2, a2)) = (Self.bytes(left), Self.bytes(right))
              lastDelta = (left, right, YIQ.delta(r1, g1, b1, a1, r2, g2, b2, a2))
              counts.largest = max(counts.largest, lastDelta.delta)
            }
            if lastDelta.delta <= limit && limit > 0 {
              paint(o, faded(left))
              continue
            }
            if firstMarked < 0 { firstMarked = x }
            lastMarked = x
            if options.ignoresAntialiasing
              && (Antialiasing.isAntialiased(x: x, y: y, in: expected, other: actual)
                || Antialiasing.isAntialiased(x: x, y: y, in: actual, other: expected))
            {
              paint(o, yellow)
              counts.antialiased += 1
            } else {
              paint(o, red)
              counts.differing += 1
            }
          }
          if firstMarked >= 0 {
            counts.mark(firstMarked, y)
            counts.mark(lastMarked, y)
          }
        }
      }
    }
    return counts
  }

  /// A pixel word's bytes, red first.
  static func bytes(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    (
      UInt8(truncatingIfNeeded: pixel), UInt8(truncatingIfNeeded: pixel >> 8),
      UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 24)
    )
  }

  /// The opaque grey word a pixel word fades to in the diff image.
  static func greyWord(_ pixel: UInt32) -> UInt32 {
    let (r, g, b, a) = bytes(pixel)
    let value = UInt32(ImageComparison.fadedGrey(r, g, b, a))
    return value | value << 8 | value << 16 | 0xFF00_0000
  }
}

/// What one band of rows found: its counts, its largest distance and the box of its differing pixels.
private struct BandCounts {
  var differing = 0
  var antialiased = 0
  var largest = 0.0
  var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)

  /// Widens the box to hold (x, y).
  mutating func mark(_ x: Int, _ y: Int) {
    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
  }

  /// Both bands' findings as one.
  func merged(with other: BandCounts) -> BandCounts {
    var sum = self
    sum.differing += other.differing
    sum.antialiased += other.antialiased
    sum.largest = max(largest, other.largest)
    sum.box = (
      min(box.minX, other.box.minX), min(box.minY, other.box.minY), max(box.maxX, other.box.maxX),
      max(box.maxY, other.box.maxY)
    )
    return sum
  }
}
