import SnapshotTesting
import Testing
import UIKit

// `.image` on a view draws it alone at its size (or the given size), transparent around what it draws.
@Suite struct ViewImageTests {
  @Test func aViewIsDrawnAtItsOwnSize() throws {
    let swatch = SwatchView(frame: CGRect(x: 30, y: 40, width: 10, height: 5))
    let image = try snapshot(swatch as UIView, as: .image(traits: .init(displayScale: 2)))
    #expect(image.bitmap.width == 20)
    #expect(image.bitmap.height == 10)
    #expect(pixel(image, 0, 0) == red)
    #expect(pixel(image, 19, 9) == red)
  }

  @Test func aSizeResizesTheViewForTheSnapshotOnly() throws {
    let swatch = SwatchView(frame: CGRect(x: 30, y: 40, width: 10, height: 5))
    let image = try snapshot(
      swatch as UIView,
      as: .image(size: CGSize(width: 4, height: 3), traits: .init(displayScale: 1)))
    #expect(image.bitmap.width == 4)
    #expect(image.bitmap.height == 3)
    #expect(swatch.frame == CGRect(x: 30, y: 40, width: 10, height: 5))
    #expect(swatch.superview == nil)
  }

  @Test func aViewInATreeGoesBackToItsPlace() throws {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = UIView()
    let swatch = SwatchView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let last = UIView()
    [first, swatch, last].forEach(parent.addSubview)
    _ = try snapshot(swatch as UIView, as: .image(traits: .init(displayScale: 1)))
    #expect(
      parent.subviews.map(ObjectIdentifier.init)
        == [first, swatch, last].map(ObjectIdentifier.init))
    #expect(swatch.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func aDarkTraitDrawsTheDarkColour() throws {
    let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    let traits = UITraitCollection(traitsFrom: [
      .init(displayScale: 1), .init(userInterfaceStyle: .dark),
    ])
    #expect(pixel(try snapshot(swatch as UIView, as: .image(traits: traits)), 1, 1) == blue)
  }

  @Test func whereNothingIsDrawnTheImageIsTransparent() throws {
    let clear = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
    let image = try snapshot(clear, as: .image(traits: .init(displayScale: 1)))
    #expect(pixel(image, 1, 1)[3] == 0)
  }

  @Test func aViewWithoutSizeIsSizedToFit() throws {
    let label = UILabel()
    label.text = "Fits"
    let image = try snapshot(label as UIView, as: .image(traits: .init(displayScale: 1)))
    #expect(image.bitmap.width > 0)
    #expect(image.bitmap.height > 0)
  }

  @Test func aLayerIsDrawnAtItsBounds() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 7, y: 7, width: 5, height: 4)
    layer.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
    let image = try snapshot(layer, as: .image(traits: .init(displayScale: 3)))
    #expect(image.bitmap.width == 15)
    #expect(image.bitmap.height == 12)
    #expect(pixel(image, 14, 11) == blue)
  }
}

// Paths as swift-snapshot-testing draws and lists them: filled black in an image of their bounds; one element a
// line, a blank line before each later subpath, coordinates with one to three decimals.
@Suite struct PathSnapshotTests {
  @Test func aPathIsFilledInAnImageOfItsBounds() throws {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 4, height: 2))
    let image = try snapshot(path, as: .image(scale: 2))
    #expect(image.bitmap.width == 8)
    #expect(image.bitmap.height == 4)
    #expect(pixel(image, 4, 2) == [0, 0, 0, 255])
  }

  @Test func aPathsElementsAreListed() throws {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10.5, y: 0))
    path.closeSubpath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 0.3333, y: 2))
    let expected = """
      MoveTo (0.0, 0.0)
      LineTo (10.5, 0.0)
      Close

      MoveTo (1.0, 2.0)
      QuadCurveTo (0.333, 2.0) (3.0, 4.0)

      """
    #expect(try snapshot(path as CGPath, as: .elementsDescription) == expected)
  }
}
