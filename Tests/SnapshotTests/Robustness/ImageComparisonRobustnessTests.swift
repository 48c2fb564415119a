import RenderCore
import SnapshotCore
import Testing

/// Comparisons stay bounded in memory whatever the two images' shapes.
@Suite struct ImageComparisonRobustnessTests {
  /// Two images whose bounding box would be 6,000 × 6,000 (144 MB of red): the diff covers their overlap and the
  /// counts cover the rest.
  @Test func veryDifferentShapesDoNotAllocateTheirBoundingBox() throws {
    let wide = RGBAImage(width: 6000, height: 1, pixels: [UInt8](repeating: 200, count: 6000 * 4))
    let tall = RGBAImage(width: 1, height: 6000, pixels: [UInt8](repeating: 200, count: 6000 * 4))
    let comparison = ImageComparison(expected: wide, actual: tall)
    #expect(comparison.diffImage.width == 1 && comparison.diffImage.height == 1)
    // Everything but the one shared pixel differs, and the box is the whole union.
    #expect(comparison.difference.differingPixels == 6000 * 6000 - 1)
    let box = try #require(comparison.difference.boundingBox)
    #expect([box.x, box.y, box.width, box.height] == [0, 0, 6000, 6000])
    #expect(!comparison.difference.passes(.exact))
  }

  /// Shapes that differ a little keep the full diff image, with what only one image covers drawn in red.
  @Test func nearlyEqualShapesStillDrawTheUnion() {
    let small = RGBAImage(width: 10, height: 10, pixels: [UInt8](repeating: 255, count: 400))
    let large = RGBAImage(width: 12, height: 10, pixels: [UInt8](repeating: 255, count: 480))
    let comparison = ImageComparison(expected: small, actual: large)
    #expect(comparison.diffImage.width == 12 && comparison.diffImage.height == 10)
    #expect(comparison.difference.differingPixels == 20)
    let red = comparison.diffImage.pixel(x: 11, y: 5)
    #expect(red.r == 255 && red.g == 0 && red.b == 0)
  }
}
