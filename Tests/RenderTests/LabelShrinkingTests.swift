import Foundation
import HeadlessUIKit
import Testing

/// `adjustsFontSizeToFitWidth`: the font shrinks to fit, no further than `minimumScaleFactor`, with the baseline
/// kept where the full-size text's is (UIKit's `.alignBaselines` default).
///
/// A line's width is proportional to its font size here (glyph positions are not rounded or hinted), so a label
/// given half its natural width fits at half its font size.
@Suite struct LabelShrinkingTests {
  private let text = "Quarterly revenue report"

  /// A one-line 24-point label `share` of its natural width wide, at its natural height.
  private func label(share: CGFloat, minimumScale: CGFloat) -> Label {
    let label = Label(text)
    label.font = .systemFont(ofSize: 24, weight: .bold)
    let natural = label.intrinsicContentSize
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = minimumScale
    label.frame = CGRect(x: 0, y: 0, width: natural.width * share, height: natural.height)
    return label
  }

  /// The drawn text's style and rectangle.
  private func drawn(_ label: Label) throws -> (TextStyle, CGRect) {
    for case .text(let style, let rect, _) in label.drawnContent { return (style, rect) }
    throw CancellationError()
  }

  @Test func aLabelHalfItsWidthDrawsAtHalfTheSize() throws {
    let shrinking = label(share: 0.5, minimumScale: 0.25)
    let (style, _) = try drawn(shrinking)
    // The largest size that fits, found to 1/256 of the scale range: within 0.1 point of 12.
    #expect(abs(style.font.size - 12) < 0.1)
    let width = try TextEngine.withEngine { $0.measure(style, width: nil) }.size.width
    #expect(width <= shrinking.frame.width)
  }

  @Test func theScaleStopsAtTheMinimumAndZeroMeansNone() throws {
    #expect(try drawn(label(share: 0.5, minimumScale: 0.75)).0.font.size == 18)
    // UIKit takes a factor of 0 as the font's own size: no shrinking.
    #expect(try drawn(label(share: 0.5, minimumScale: 0)).0.font.size == 24)
    // Text that fits is left alone.
    #expect(try drawn(label(share: 1, minimumScale: 0.25)).0.font.size == 24)
  }

  @Test func theShrunkTextKeepsTheFullSizeBaseline() throws {
    let shrinking = label(share: 0.5, minimumScale: 0.25)
    let (style, rect) = try drawn(shrinking)
    let small = try TextEngine.withEngine { $0.measure(style, width: rect.width) }
    // The label is as tall as its full-size text, whose baseline is its own first baseline offset.
    let fullBaseline = try #require(shrinking.firstBaselineOffsetFromTop)
    #expect(abs(rect.minY + small.firstBaseline - fullBaseline) < 0.001)
  }
}
