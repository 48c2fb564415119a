import Foundation
import LayoutRender
import Testing

/// Strings drawn with a plain attribute dictionary follow its paragraph style, as UIKit's `draw(in:withAttributes:)`
/// does: a centred string's ink is centred in the rectangle, a right-aligned one's ends at its right edge.
@Suite struct StringDrawingAttributesTests {
  /// The left and right ends of the ink (any pixel with alpha) of a 200 × 40 image, in pixels at scale 1.
  func inkColumns(_ alignment: NSTextAlignment) -> (Int, Int)? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image
    { _ in
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      ("Hello" as NSString).draw(
        in: CGRect(x: 0, y: 0, width: 200, height: 40),
        withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
    }
    let bitmap = image.bitmap
    let columns = (0..<bitmap.width).filter { x in
      (0..<bitmap.height).contains { y in bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 0 }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return (first, last)
  }

  @Test func alignmentPlacesTheInk() throws {
    let left = try #require(inkColumns(.left))
    let centre = try #require(inkColumns(.center))
    let right = try #require(inkColumns(.right))
    let width = left.1 - left.0
    #expect(left.0 < 5)
    // The same ink, moved: centred within a few pixels of the middle, right-aligned within a few of the edge.
    #expect(centre.1 - centre.0 == width && abs((centre.0 + centre.1) / 2 - 100) <= 3)
    #expect(right.1 - right.0 == width && right.1 > 194)
  }
}
