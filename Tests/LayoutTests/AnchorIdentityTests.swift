import Foundation
import HeadlessUIKit
import Testing

/// Anchors as UIKit keeps them: one object per item and attribute, the one a constraint answers, holding its item
/// weakly.
@MainActor @Suite struct AnchorIdentityTests {
  @Test func anItemKeepsEachAnchor() {
    let view = View()
    #expect(view.topAnchor === view.topAnchor)
    #expect(view.widthAnchor === view.widthAnchor)
    #expect(view.layoutMarginsGuide.leadingAnchor === view.layoutMarginsGuide.leadingAnchor)
    #expect(view.leadingAnchor !== view.trailingAnchor)
  }

  /// A constraint's anchors are its items' own, with their axis: `firstAnchor` of a top constraint is the view's
  /// `topAnchor`, a y-axis anchor.
  @Test func aConstraintAnswersItsItemsAnchors() {
    let (first, second) = (View(), View())
    let constraint = first.topAnchor.constraint(equalTo: second.bottomAnchor, constant: 8)
    #expect(constraint.firstAnchor === first.topAnchor)
    #expect(constraint.secondAnchor === second.bottomAnchor)
    #expect((constraint.firstAnchor as AnyObject) is LayoutYAxisAnchor)
    let width = first.widthAnchor.constraint(equalToConstant: 10)
    #expect(width.firstAnchor === first.widthAnchor)
    #expect((width.firstAnchor as AnyObject) is LayoutDimension)
    #expect(width.secondAnchor == nil)
  }

  /// Keeping an anchor does not keep its view; the anchor's item is then `nil`, and a constraint made from it
  /// relates nothing.
  @Test func anAnchorHoldsItsItemWeakly() {
    weak var released: View?
    var anchor: LayoutXAxisAnchor?
    do {
      let view = View()
      anchor = view.trailingAnchor
      released = view
      #expect(anchor?.item === view)
    }
    #expect(released == nil)
    #expect(anchor?.item == nil)
    let other = View()
    let constraint = anchor?.constraint(equalTo: other.leadingAnchor)
    #expect(constraint?.secondItem === other)
    #expect(constraint?.firstItem !== other)
  }
}
