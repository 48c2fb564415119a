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
    let limit = YIQ.maximumDelta * options.threshold * options.threshold
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
    var largest = 0.0
    var (differing, antialiased) = (0, 0)
    let (expected, actual, options, width, height) = (expected, actual, options, width, height)
    expected.pixels.withUnsafeBufferPointer { p in
      actual.pixels.withUnsafeBufferPointer { q in
        pixels.withUnsafeMutableBufferPointer { out in
          func paint(_ offset: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            out[offset] = red
            out[offset + 1] = green
            out[offset + 2] = blue
          }
          func mark(_ x: Int, _ y: Int) {
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
          }
          for y in 0..<height {
            for x in 0..<width {
              let o = (y * width + x) * 4
              guard x < expected.width, y < expected.height, x < actual.width, y < actual.height
              else {
                paint(o, 255, 0, 0)
                differing += 1
                largest = YIQ.maximumDelta
                mark(x, y)
                continue
              }
              let e = (y * expected.width + x) * 4
              let a = (y * actual.width + x) * 4
              let same =
                p[e] == q[a] && p[e + 1] == q[a + 1] && p[e + 2] == q[a + 2] && p[e + 3] == q[a + 3]
              let delta =
                same
                ? 0
                : YIQ.delta(p[e], p[e + 1], p[e + 2], p[e + 3], q[a], q[a + 1], q[a + 2], q[a + 3])
              largest = max(largest, delta)
              if same || (delta <= limit && limit > 0) {
                let grey = ImageComparison.fadedGrey(p[e], p[e + 1], p[e + 2], p[e + 3])
                paint(o, grey, grey, grey)
                continue
              }
              mark(x, y)
              if options.ignoresAntialiasing
                && (Antialiasing.isAntialiased(x: x, y: y, in: expected, other: actual)
                  || Antialiasing.isAntialiased(x: x, y: y, in: actual, other: expected))
              {
                paint(o, 255, 255, 0)
                antialiased += 1
              } else {
                paint(o, 255, 0, 0)
                differing += 1
              }
            }
          }
        }
      }
    }
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
}
