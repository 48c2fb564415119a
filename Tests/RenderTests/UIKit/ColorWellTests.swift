import Foundation
import LayoutRender
import Testing

/// UIColorWell: its size with no constraints and what it draws (docs/uikit-defaults.md).
@MainActor @Suite struct ColorWellTests {
  /// The pixel at (x, y) of a 40 × 40 render of a well centred on a white screen.
  private func pixel(x: Int, y: Int, colour: UIColor?) throws -> [UInt8] {
    let data = try Scene(
      "well", size: CGSize(width: 40, height: 40), scale: 1, backgroundColor: .white
    ) { root in
      let well = UIColorWell()
      well.selectedColor = colour
      well.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(well)
      NSLayoutConstraint.activate([
        well.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        well.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      ])
    }.pngData()
    let image = try RGBAImage(pngData: data)
    let offset = (y * image.width + x) * 4
    return Array(image.pixels[offset..<offset + 4])
  }

  @Test func aWellIs28PointsAndShowsItsColourInsideItsRing() throws {
    #expect(UIColorWell().intrinsicContentSize == CGSize(width: 28, height: 28))
    // The well spans 6...34; its ring is the outer 3 points, the colour fills from 5 points in.
    #expect(try pixel(x: 20, y: 20, colour: .red) == [255, 0, 0, 255])
    #expect(try pixel(x: 20, y: 20, colour: nil) == [255, 255, 255, 255])
    // The ring, 6...9 on the left, is system grey (#8E8E93 in both appearances).
    #expect(try pixel(x: 7, y: 20, colour: .red) == [0x8E, 0x8E, 0x93, 255])
    // Between the ring and the colour, 2 points of the screen show (9...11).
    #expect(try pixel(x: 10, y: 20, colour: .red) == [255, 255, 255, 255])
  }
}
