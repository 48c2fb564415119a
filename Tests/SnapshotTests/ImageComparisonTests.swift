import Render
import RenderCore
import SnapshotCore
import Testing

@Suite struct ImageComparisonTests {
  @Test func identicalImagesHaveNoDifference() {
    let image = TestImages.solid(4, 4, 10, 20, 30)
    let comparison = ImageComparison(expected: image, actual: image)
    #expect(comparison.difference.isIdentical)
    #expect(comparison.difference.differingPixels == 0)
    #expect(comparison.difference.boundingBox == nil)
    #expect(ImageComparison.matches(expected: image, actual: image))
  }

  /// The box and the largest distance gather every row's differing pixels.
  ///
  /// A run of three light greys in row 1, and a black and a light grey at the two ends of row 4. The box runs from the leftmost (x 1) to the rightmost (x 7) and from row 1 to row 4;
  /// the largest distance is black's against white (0.96594, derived below), found after the repeated greys.
  @Test func theBoxAndTheLargestDistanceGatherEveryRow() {
    var changed = TestImages.solid(9, 6)
    for x in 3...5 { changed = TestImages.setting(changed, x: x, y: 1, to: (200, 200, 200, 255)) }
    changed = TestImages.setting(changed, x: 1, y: 4, to: (0, 0, 0, 255))
    changed = TestImages.setting(changed, x: 7, y: 4, to: (200, 200, 200, 255))
    let difference = ImageComparison(expected: TestImages.solid(9, 6), actual: changed).difference
    #expect(difference.differingPixels == 5)
    #expect(difference.boundingBox == .init(x: 1, y: 1, width: 7, height: 4))
    #expect(abs(difference.largestDistance - 0.96594) < 1e-4)
  }

  @Test func oneBlackPixelOnWhiteIsCountedLocatedAndDrawnRed() {
    let white = TestImages.solid(4, 4)
    let changed = TestImages.setting(white, x: 2, y: 1, to: (0, 0, 0, 255))
    let comparison = ImageComparison(expected: white, actual: changed)
    let difference = comparison.difference
    #expect(difference.differingPixels == 1)
    #expect(difference.differingRatio == 1.0 / 16)
    // Black against white: ΔY = 255, ΔI = ΔQ = 0, Δ = 0.5053 × 255² = 32857; √(32857 / 35215) = 0.96594.
    #expect(abs(difference.largestDistance - 0.96594) < 1e-4)
    #expect(difference.boundingBox == .init(x: 2, y: 1, width: 1, height: 1))
    #expect(!difference.passes(.exact))
    #expect(difference.passes(ComparisonOptions(maxDifferingPixels: 1)))
    #expect(!difference.passes(ComparisonOptions(maxDifferingRatio: 0.05)))
    #expect(difference.passes(ComparisonOptions(maxDifferingRatio: 0.0625)))
    // With both limits the smaller allowance holds: 1 pixel against 16 × 0.05 = 0.8, rounded down to 0.
    #expect(!difference.passes(ComparisonOptions(maxDifferingPixels: 1, maxDifferingRatio: 0.05)))
    let diff = comparison.diffImage
    #expect(diff.pixel(x: 2, y: 1) == (255, 0, 0, 255))
    // White fades to white: 255 + (255 − 255) × 0.1.
    #expect(diff.pixel(x: 0, y: 0) == (255, 255, 255, 255))
  }

  @Test func diffBackgroundIsTheReferenceFadedToTenPercent() {
    let black = TestImages.solid(2, 1, 0, 0, 0)
    let changed = TestImages.setting(black, x: 1, y: 0, to: (255, 255, 255, 255))
    let diff = ImageComparison(expected: black, actual: changed).diffImage
    // Black (brightness 0) at 10 % over white: 255 − 25.5, rounded to 230 (229.5 rounds up).
    #expect(diff.pixel(x: 0, y: 0) == (230, 230, 230, 255))
  }

  @Test func thresholdTreatsSmallColourDistancesAsEqual() {
    // White against (250, 250, 250): ΔY = 5, ΔI ≈ ΔQ ≈ 0, so Δ = 0.5053 × 25 = 12.63 and the distance is
    // √(12.63 / 35215) ≈ 0.0189.
    let white = TestImages.solid(3, 3)
    let changed = TestImages.setting(white, x: 1, y: 1, to: (250, 250, 250, 255))
    let loose = ImageComparison(expected: white, actual: changed, options: .init(threshold: 0.02))
    #expect(loose.difference.differingPixels == 0)
    #expect(loose.difference.passes(.init(threshold: 0.02)))
    let tight = ImageComparison(expected: white, actual: changed, options: .init(threshold: 0.018))
    #expect(tight.difference.differingPixels == 1)
    #expect(abs(tight.difference.largestDistance - 0.01894) < 1e-4)
    #expect(
      ImageComparison.matches(expected: white, actual: changed, options: .init(threshold: 0.02)))
    #expect(!ImageComparison.matches(expected: white, actual: changed))
  }

  @Test func transparentPixelsBlendOntoWhite() {
    let clear = TestImages.solid(1, 1, 0, 0, 0, 0)
    let otherClear = TestImages.solid(1, 1, 200, 10, 10, 0)
    // Exact compares bytes; with any threshold both are white once blended.
    #expect(ImageComparison(expected: clear, actual: otherClear).difference.differingPixels == 1)
    #expect(
      ImageComparison(expected: clear, actual: otherClear, options: .init(threshold: 0.01))
        .difference.differingPixels == 0)
  }

  @Test func sizeMismatchReportsPixelSizesAndNeverPasses() {
    let small = TestImages.solid(2, 2)
    let wide = TestImages.solid(3, 2)
    let comparison = ImageComparison(expected: small, actual: wide)
    #expect(!comparison.difference.sizesMatch)
    #expect(comparison.difference.differingPixels == 2)
    #expect(comparison.difference.boundingBox == .init(x: 2, y: 0, width: 1, height: 2))
    #expect(comparison.diffImage.width == 3 && comparison.diffImage.height == 2)
    #expect(!comparison.difference.passes(.init(maxDifferingPixels: 100, maxDifferingRatio: 1)))
    #expect(comparison.difference.summary.contains("reference 2×2 px, new image 3×2 px"))
  }

  @Test func antialiasedEdgeIsRecognisedAndCanBeIgnored() {
    // The grey column between black and white moves from 128 to 100: each of its three pixels sits on a ramp
    // between two flat regions, so pixelmatch calls them antialiasing.
    let expected = TestImages.edge(128)
    let actual = TestImages.edge(100)
    #expect(Antialiasing.isAntialiased(x: 3, y: 1, in: expected, other: actual))
    let counted = ImageComparison(expected: expected, actual: actual)
    #expect(counted.difference.differingPixels == 3)
    let options = ComparisonOptions(ignoresAntialiasing: true)
    let ignored = ImageComparison(expected: expected, actual: actual, options: options)
    #expect(ignored.difference.differingPixels == 0)
    #expect(ignored.difference.antialiasedPixels == 3)
    #expect(ignored.difference.passes(options))
    #expect(ignored.diffImage.pixel(x: 3, y: 1) == (255, 255, 0, 255))
  }

  @Test func aLonePixelInAFlatAreaIsNotAntialiasing() {
    let white = TestImages.solid(5, 5)
    let changed = TestImages.setting(white, x: 2, y: 2, to: (128, 128, 128, 255))
    #expect(!Antialiasing.isAntialiased(x: 2, y: 2, in: changed, other: white))
    let options = ComparisonOptions(ignoresAntialiasing: true)
    #expect(
      ImageComparison(expected: white, actual: changed, options: options).difference
        .differingPixels == 1)
  }

  /// An image large enough to be compared in bands on several threads counts, bounds and paints as a small one:
  /// two 10 × 10 black squares on blue, far apart, in rows that different bands compare.
  @Test func aLargeImageIsComparedInBandsWithTheSameResult() {
    var changed = TestImages.solid(400, 300, 0, 0, 255)
    let blue = changed
    for y in Array(10..<20) + Array(250..<260) {
      for x in 5..<15 { changed = TestImages.setting(changed, x: x, y: y, to: (0, 0, 0, 255)) }
    }
    let comparison = ImageComparison(expected: blue, actual: changed)
    #expect(comparison.difference.differingPixels == 200)
    #expect(comparison.difference.boundingBox == .init(x: 5, y: 10, width: 10, height: 250))
    #expect(comparison.diffImage.pixel(x: 5, y: 259) == (255, 0, 0, 255))
    // Blue fades to grey: Y = 0.11448223 × 255 = 29.19; 255 + (29.19 − 255) × 0.1 = 232.4, rounded to 232.
    for (x, y) in [(0, 0), (15, 10), (399, 299), (200, 150)] {
      #expect(comparison.diffImage.pixel(x: x, y: y) == (232, 232, 232, 255))
    }
  }

  /// Comparing images that differ has asked glibc to keep freed image-sized blocks (diff images are then written
  /// into memory already mapped), and glibc took both settings; elsewhere nothing is asked.
  @Test func differingImagesLeaveTheAllocatorKeepingFreedImages() {
    let white = TestImages.solid(4, 4)
    _ = ImageComparison(
      expected: white, actual: TestImages.setting(white, x: 0, y: 0, to: (0, 0, 0, 255)))
    #if canImport(Glibc)
      #expect(HeapRetention.keepFreedImageBlocks())
    #else
      #expect(!HeapRetention.keepFreedImageBlocks())
    #endif
  }
}
