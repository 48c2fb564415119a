import Foundation
import Testing

@testable import HeadlessUIKit

/// UILabel's override points: a padded label insets the text, a label that draws no text draws none, and
/// `textRect(forBounds:limitedToNumberOfLines:)` measures what the label shows.
@Suite struct LabelOverrideTests {
  final class PaddedLabel: UILabel {
    let padding = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: padding)) }
  }

  final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
  }

  private func textRects(_ label: UILabel) -> [CGRect] {
    label.drawnContent.compactMap { item in
      if case .text(_, let rect, _) = item { return rect }
      return nil
    }
  }

  @Test func aPaddedLabelDrawsItsTextInset() {
    let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Padded"
    #expect(textRects(label) == [CGRect(x: 10, y: 4, width: 180, height: 32)])
    let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    plain.text = "Plain"
    #expect(textRects(plain) == [CGRect(x: 0, y: 0, width: 200, height: 40)])
  }

  @Test func aLabelThatDrawsNoTextDrawsNone() {
    let label = SilentLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Hidden"
    #expect(textRects(label).isEmpty)
  }

  /// One line of text in a wide, tall rectangle takes the label's natural size, at the rectangle's origin.
  @Test func textRectMeasuresTheText() {
    let label = UILabel()
    label.text = "Measured"
    let rect = label.textRect(
      forBounds: CGRect(x: 5, y: 6, width: 1000, height: 1000), limitedToNumberOfLines: 1)
    #expect(rect.origin == CGPoint(x: 5, y: 6))
    #expect(rect.size == label.intrinsicContentSize)
    #expect(
      label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), limitedToNumberOfLines: 0
      ).size
        == label.intrinsicContentSize)
    let empty = UILabel()
    #expect(
      empty.textRect(
        forBounds: CGRect(x: 1, y: 2, width: 50, height: 50), limitedToNumberOfLines: 1)
        == CGRect(x: 1, y: 2, width: 0, height: 0))
  }
}
