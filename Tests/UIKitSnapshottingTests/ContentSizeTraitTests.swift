import SnapshotTesting
import Testing
import UIKit

// A content size category in the traits resizes the fonts of views that adjust to it, as UIKit does when their
// traits change, for the snapshot only; fonts of views that do not adjust keep their size.
@Suite struct ContentSizeTraitTests {
  /// A 240 × 200 view with a body-text label at its top left; `adjusts` sets `adjustsFontForContentSizeCategory`.
  private func makeView(adjusts: Bool) -> (UIView, UILabel) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = adjusts
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.topAnchor),
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ])
    return (view, label)
  }

  /// The label's height in a description taken with `traits`.
  private func labelHeight(adjusts: Bool, traits: UITraitCollection) throws -> Double {
    let (view, _) = makeView(adjusts: adjusts)
    let text = try snapshot(view, as: .recursiveDescription(traits: traits))
    let line = try #require(text.split(separator: "\n").first { $0.contains("<UILabel") })
    let frame = try #require(line.split(separator: "frame = (").last?.split(separator: ")").first)
    return try #require(frame.split(separator: " ").last.flatMap { Double($0) })
  }

  @Test func anAdjustingLabelGrowsForAnAccessibilitySize() throws {
    // Body text is 17 points at the default size, 40 at accessibility extra large (Apple's Dynamic Type table).
    let large = try labelHeight(adjusts: true, traits: .init())
    let huge = try labelHeight(
      adjusts: true, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge))
    #expect(huge > large * 2)
    #expect(huge < large * 3)
  }

  @Test func aLabelThatDoesNotAdjustKeepsItsSize() throws {
    let large = try labelHeight(adjusts: false, traits: .init())
    let huge = try labelHeight(
      adjusts: false, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge))
    #expect(huge == large)
  }

  @Test func theFontIsPutBackAfterTheSnapshot() throws {
    let (view, label) = makeView(adjusts: true)
    _ = try snapshot(
      view, as: .image(traits: .init(traitsFrom: [.init(displayScale: 1), .iPhoneX(.portrait)])))
    #expect(label.font.pointSize == 17)
  }
}
