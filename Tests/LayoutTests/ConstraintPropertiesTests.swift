import Foundation
import HeadlessUIKit
import Testing

/// NSLayoutConstraint's properties as UIKit code reads them: raw values, anchors, identity and untyped items.
///
/// Expected values are UIKit's documented ones (NSLayoutConstraint.Attribute and Relation raw values).
@Suite struct ConstraintPropertiesTests {
  @Test func attributesAndRelationsHaveUIKitsRawValues() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    let expected: [(NSLayoutConstraint.Attribute, Int)] = [
      (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
      (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11),
      (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15),
      (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18), (.centerXWithinMargins, 19),
      (.centerYWithinMargins, 20),
    ]
    for (attribute, raw) in expected { #expect(attribute.rawValue == raw, "\(attribute)") }
    #expect(NSLayoutConstraint.Attribute(rawValue: 11) == .lastBaseline)
  }

  @Test func constraintsExposeTheirAnchors() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let spacing = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    #expect(spacing.firstAnchor == a.topAnchor)
    #expect(spacing.secondAnchor.map { $0 == b.bottomAnchor } == true)
    #expect(spacing.firstItem === a && spacing.secondItem === b)
    let height = a.heightAnchor.constraint(equalToConstant: 20)
    #expect(height.secondAnchor == nil && height.secondItem == nil)
    #expect(height.secondAttribute == .notAnAttribute)
    #expect(!height.shouldBeArchived)
  }

  @Test func anchorsAreEqualWhenTheyAreTheSameItemAndAttribute() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    #expect(a.topAnchor == a.topAnchor)
    #expect(a.topAnchor != a.bottomAnchor)
    #expect(a.topAnchor != b.topAnchor)
    #expect(a.widthAnchor == a.widthAnchor && a.widthAnchor != a.heightAnchor)
  }

  /// Anchors are `NSObject`s as in UIKit: `Equatable` and `Hashable` (so XCTest's and Swift Testing's equality
  /// assertions take them), across static types.
  @Test func anchorsAreHashableObjectsAcrossTheirStaticTypes() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    func same<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }
    #expect(same(a.leftAnchor, a.leftAnchor) && !same(a.leftAnchor, a.rightAnchor))
    let left = a.leftAnchor.constraint(equalTo: root.leftAnchor)
    #expect(same(left.firstAnchor as NSObject, a.leftAnchor as NSObject))
    #expect(
      Set<NSObject>([a.topAnchor, a.topAnchor, a.bottomAnchor, left.firstAnchor, a.leftAnchor])
        .count == 3)
  }

  @Test func aConstraintWithNoItemsIsRefusedWhenActivated() {
    // UIKit's NSLayoutConstraint() (NSObject's init): no items, and activating it is an error (UIKit raises).
    let empty = NSLayoutConstraint()
    #expect(empty.firstItem == nil && empty.secondItem == nil)
    #expect(
      empty.firstAttribute == .notAnAttribute && empty.relation == .equal && empty.constant == 0)
    let (_, diagnostics) = Diagnostics.collect { empty.isActive = true }
    #expect(!empty.isActive)
    #expect(diagnostics.contains { $0.message.contains("it has no first item") })
  }

  @Test func constraintsAreEqualOnlyToThemselves() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let first = a.widthAnchor.constraint(equalToConstant: 10)
    let twin = a.widthAnchor.constraint(equalToConstant: 10)
    #expect(first == first && first != twin)
    #expect([twin, first].firstIndex(of: first) == 1)
    #expect(Set([first, first, twin]).count == 2)
    first.isActive = true
    #expect(a.constraints.contains(first) && !a.constraints.contains(twin))
  }

  @Test func untypedItemsFromADictionaryWork() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let views: [String: Any] = ["a": a, "root": root]
    let constraints = [
      NSLayoutConstraint(
        item: views["a"] as Any, attribute: .left, relatedBy: .equal, toItem: views["root"],
        attribute: .left, multiplier: 1, constant: 12),
      NSLayoutConstraint(
        item: views["a"] as Any, attribute: .top, relatedBy: .equal, toItem: views["root"],
        attribute: .top, multiplier: 1, constant: 30),
      NSLayoutConstraint(
        item: views["a"] as Any, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 100),
      NSLayoutConstraint(
        item: views["a"] as Any, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 40),
    ]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    expectFrame(a, 12, 30, 100, 40)
  }

  @Test func anItemThatIsNotAViewIsReportedAndRefused() {
    let (constraint, diagnostics) = Diagnostics.collect {
      NSLayoutConstraint(
        item: "not a view" as Any, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
    }
    #expect(diagnostics.first?.message.contains("String is not a view or a layout guide") == true)
    let (_, refused) = Diagnostics.collect { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(refused.count == 1)
  }
}
