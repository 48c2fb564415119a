import Foundation
import HeadlessUIKit
import Testing

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension that constraints can relate, and the
/// anchors' UIKit spellings (one method per form, overridable).
@Suite struct AnchorOffsetTests {
  /// Three 50-point views on a 250-point row, the middle one placed so the two gaps are equal: a ends at 50, c
  /// starts at 200, so 50 + g + 50 + g = 200 gives g = 50 and the middle view at x = 100.
  @Test func equalGapsBetweenThreeViews() {
    let root = makeRoot(width: 250, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    var constraints: [LayoutConstraint] = []
    for view in [a, b, c] {
      constraints += [
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }
    constraints += [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
    ]
    let (_, diagnostics) = Diagnostics.collect {
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(b.frame == CGRect(x: 100, y: 0, width: 50, height: 20))
  }

  /// A vertical offset constrained to a constant: b's top sits 30 points below a's bottom (a: 0…40, so b at 70).
  @Test func verticalOffsetTakesAConstant() {
    let root = makeRoot(width: 100, height: 200)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    LayoutConstraint.activate(
      [
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 40),
        b.heightAnchor.constraint(equalToConstant: 10),
        a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 30),
      ]
        + [a, b].flatMap {
          [
            $0.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            $0.widthAnchor.constraint(
              equalToConstant: 10),
          ]
        })
    root.layoutIfNeeded()
    #expect(b.frame.minY == 70)
  }

  /// An anchor of a view outside any tree has nowhere to keep its guide: reported, and the dimension is inert.
  @Test func anOffsetFromADetachedGuideIsReported() {
    let guide = LayoutGuide()
    let other = LayoutGuide()
    let (_, diagnostics) = Diagnostics.collect {
      guide.topAnchor.anchorWithOffset(to: other.topAnchor)
    }
    #expect(diagnostics.contains { $0.message.contains("anchorWithOffset(to:)") })
  }

  /// A subclass overrides an anchor as it would UIKit's, and generic layout code (which sees only a layout item)
  /// gets the override.
  @Test func anOverriddenAnchorIsWhatLayoutItemsSee() {
    final class Inset: View {
      override var leadingAnchor: LayoutXAxisAnchor { layoutMarginsGuide.leadingAnchor }
    }
    let view = Inset()
    let item: LayoutItem = view
    #expect(item.leadingAnchor == view.layoutMarginsGuide.leadingAnchor)
  }
}
