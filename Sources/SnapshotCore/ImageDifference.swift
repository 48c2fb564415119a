/// What a comparison measured: the numbers every failure (and, on request, every pass) prints.
public struct ImageDifference: Codable, Equatable, Sendable {
  /// A rectangle in pixels.
  public struct PixelRect: Codable, Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
  }

  /// The reference's size in pixels.
  public var expectedSize: [Int]
  /// The new image's size in pixels.
  public var actualSize: [Int]
  /// Pixels counted as different (antialiasing left out when the options say so).
  public var differingPixels: Int
  /// Differing pixels classified as antialiasing and not counted.
  public var antialiasedPixels: Int
  /// `differingPixels` over the pixel count of the larger image.
  public var differingRatio: Double
  /// The largest colour distance found, 0...1 (pixelmatch's YIQ measure; black against white is 0.966).
  public var largestDistance: Double
  /// The smallest rectangle holding every differing pixel, counted or not.
  public var boundingBox: PixelRect?

  /// Whether the two images have the same size.
  public var sizesMatch: Bool { expectedSize == actualSize }

  /// Whether the images are byte for byte the same.
  public var isIdentical: Bool {
    sizesMatch && differingPixels == 0 && antialiasedPixels == 0 && largestDistance == 0
  }

  /// Whether this difference is within the tolerance of `options` (never when the sizes differ).
  public func passes(_ options: ComparisonOptions) -> Bool {
    let (width, height) = (max(expectedSize[0], actualSize[0]), max(expectedSize[1], actualSize[1]))
    return sizesMatch && differingPixels <= options.allowedDifferingPixels(of: width * height)
  }

  /// One line with every number: "1,204 pixels differ (0.12%), largest distance 0.84, within 40×12 at (16, 200)".
  public var summary: String {
    if !sizesMatch {
      return
        "size differs: reference \(expectedSize[0])×\(expectedSize[1]) px, new image \(actualSize[0])×\(actualSize[1]) px; "
        + "\(differingPixels) pixels differ in the overlap and the margin"
    }
    if isIdentical { return "identical" }
    var text =
      "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ (\(percent(differingRatio)))"
    if antialiasedPixels > 0 { text += ", \(antialiasedPixels) antialiased not counted" }
    text += ", largest colour distance \(rounded(largestDistance))"
    if let boundingBox { text += ", within \(boundingBox)" }
    return text
  }
}

private func percent(_ ratio: Double) -> String {
  let value = (ratio * 100_000).rounded() / 1000
  return "\(value)%"
}

private func rounded(_ value: Double) -> String {
  "\((value * 1000).rounded() / 1000)"
}
