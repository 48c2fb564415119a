import RenderCore
import SnapshotTesting
import Testing
import UIKit

// Diffing<UIImage>.image with swift-snapshot-testing's meaning of the two precisions: `precision` is the share of
// equal bytes (or, with a perceptual precision below 1, of pixels within the colour tolerance), and a pixel is
// within `perceptualPrecision` when its CIE ΔE*94 difference is at most (1 - perceptualPrecision) × 100.
@Suite struct ImageDiffingTests {
  /// A 10 × 10 opaque image of one grey, with the first `changed` pixels another grey.
  private func grey(_ level: UInt8, changed: Int = 0, to other: UInt8 = 0) -> UIImage {
    var pixels: [UInt8] = []
    for index in 0..<100 {
      let value = index < changed ? other : level
      pixels += [value, value, value, 255]
    }
    return UIImage(bitmap: RGBAImage(width: 10, height: 10, pixels: pixels), scale: 1)
  }

  @Test func equalImagesMatch() {
    #expect(Diffing<UIImage>.image.diff(grey(128), grey(128)) == nil)
  }

  @Test func anyDifferenceFailsWithoutATolerance() throws {
    let failure = try #require(
      Diffing<UIImage>.image.diff(grey(128), grey(128, changed: 1, to: 129)))
    #expect(failure.0.contains("Newly-taken snapshot does not match reference."))
  }

  @Test func precisionIsTheShareOfEqualBytes() throws {
    // 5 of 100 pixels differ in 3 of their 4 bytes: 15 of 400 bytes, a precision of 0.9625.
    let reference = grey(128)
    let changed = grey(128, changed: 5, to: 0)
    #expect(Diffing<UIImage>.image(precision: 0.96).diff(reference, changed) == nil)
    let failure = try #require(Diffing<UIImage>.image(precision: 0.97).diff(reference, changed))
    #expect(failure.0.contains("Actual image precision 0.9625 is less than required 0.97"))
  }

  @Test func perceptualPrecisionToleratesSmallColourDifferences() throws {
    // Grey 128 against 129: ΔE*94 is the lightness difference, about 0.39 — within 1 - 0.99 (1 ΔE), outside
    // 1 - 0.999 (0.1 ΔE).
    let reference = grey(128)
    let changed = grey(129)
    #expect(Diffing<UIImage>.image(perceptualPrecision: 0.99).diff(reference, changed) == nil)
    let failure = try #require(
      Diffing<UIImage>.image(perceptualPrecision: 0.999).diff(reference, changed))
    #expect(failure.0.contains("The percentage of pixels that match 0.0 is less than required 1.0"))
  }

  @Test func withBothPrecisionsTheShareIsOfPixels() {
    // 20 of 100 pixels are black instead of grey (far outside any colour tolerance): 80 % of pixels match.
    let reference = grey(128)
    let changed = grey(128, changed: 20, to: 0)
    #expect(
      Diffing<UIImage>.image(precision: 0.8, perceptualPrecision: 0.98).diff(reference, changed)
        == nil)
    #expect(
      Diffing<UIImage>.image(precision: 0.81, perceptualPrecision: 0.98).diff(reference, changed)
        != nil)
  }

  @Test func differentSizesFailInPoints() throws {
    let small = UIImage(
      bitmap: RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16)), scale: 2)
    let failure = try #require(Diffing<UIImage>.image(scale: 2).diff(grey(1), small))
    #expect(
      failure.0.contains("Newly-taken snapshot@(1.0, 1.0) does not match reference@(5.0, 5.0)."))
  }

  @Test func storedImagesReadBackAtTheScaleAsked() throws {
    let diffing = Diffing<UIImage>.image(scale: 2)
    let stored = diffing.toData(grey(7))
    let read = try #require(diffing.fromData(stored))
    #expect(read.scale == 2)
    #expect(read.bitmap == grey(7).bitmap)
  }

  @Test func anEmptySnapshotIsStoredAsTheNoSizeBanner() throws {
    let empty = UIImage(bitmap: RGBAImage(width: 0, height: 0, pixels: []), scale: 1)
    let stored = try #require(UIImage(data: Diffing<UIImage>.image.toData(empty), scale: 2))
    #expect(stored.size == CGSize(width: 400, height: 80))
    #expect(pixel(stored, 2, 2) == red)
  }
}
