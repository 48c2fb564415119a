/// How closely an image must match its reference.
///
/// The default is exact: every pixel's four bytes equal. Each tolerance is opt-in and means one thing:
///
/// - ``threshold``: the colour distance (pixelmatch's YIQ measure, 0...1) up to which two pixels count as equal;
/// - ``ignoresAntialiasing``: pixels that pixelmatch's rule classifies as antialiasing are not counted;
/// - ``maxDifferingPixels`` and ``maxDifferingRatio``: how many counted pixels may differ, as a number or a share
///   of the image; with both, the smaller allowance holds.
public struct ComparisonOptions: Codable, Equatable, Sendable {
  /// The YIQ distance (0 = identical, 1 = the largest; black against white is 0.966) up to which a pixel is unchanged; 0 is exact.
  public var threshold: Double
  /// Whether differing pixels that sit on an antialiased edge in both images are left out of the count.
  public var ignoresAntialiasing: Bool
  /// The most differing pixels that still pass (none when neither limit is set).
  public var maxDifferingPixels: Int?
  /// The largest share (0...1) of differing pixels that still passes.
  public var maxDifferingRatio: Double?

  /// Every pixel equal.
  public static let exact = ComparisonOptions()

  /// - Parameters:
  ///   - threshold: Colour distance counted as equal, 0...1 (0: exact colours).
  ///   - ignoresAntialiasing: Leave antialiased pixels out of the count.
  ///   - maxDifferingPixels: Differing pixels allowed.
  ///   - maxDifferingRatio: Share of differing pixels allowed, 0...1.
  public init(
    threshold: Double = 0, ignoresAntialiasing: Bool = false, maxDifferingPixels: Int? = nil,
    maxDifferingRatio: Double? = nil
  ) {
    precondition((0...1).contains(threshold), "threshold is a distance in 0...1")
    precondition((0...1).contains(maxDifferingRatio ?? 0), "maxDifferingRatio is a share in 0...1")
    precondition((maxDifferingPixels ?? 0) >= 0, "maxDifferingPixels cannot be negative")
    self.threshold = threshold
    self.ignoresAntialiasing = ignoresAntialiasing
    self.maxDifferingPixels = maxDifferingPixels
    self.maxDifferingRatio = maxDifferingRatio
  }

  /// How many counted pixels may differ in an image of `pixelCount` pixels: the smaller of the two limits given.
  public func allowedDifferingPixels(of pixelCount: Int) -> Int {
    let byRatio = maxDifferingRatio.map { Int(($0 * Double(pixelCount)).rounded(.down)) }
    switch (maxDifferingPixels, byRatio) {
    case let (pixels?, ratio?): return min(pixels, ratio)
    case let (pixels?, nil): return pixels
    case let (nil, ratio?): return ratio
    case (nil, nil): return 0
    }
  }

  /// Whether this is the exact comparison (no tolerance at all).
  public var isExact: Bool { self == .exact }
}
