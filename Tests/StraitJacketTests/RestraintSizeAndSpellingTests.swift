import Foundation
import HeadlessUIKit
import StraitJacket
import Testing

/// StraitJacket's sizes on their own axes, the later spellings (`Space.equal/least/most`, `setSizes`,
/// `multiple(of:)`, `Restraint(_:items:)`) and identifiers kept honestly; frames derived by hand.
@Suite struct RestraintSizeAndSpellingTests {
  let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let box = View()
  let other = View()

  init() {
    root.identifier = "root"
    box.identifier = "box"
    other.identifier = "other"
  }

  func described(_ restraint: Restraint) -> [String] { restraint.constraints.map(\.description) }

  @Test func heightValuesMakeHeightConstraints() {
    // `Height(view, value:)` once built a width constraint: Width and Height were one type.
    let restraint = Restraint(root, items: [box])
      .setHeights([Height(box, value: 40)])
      .setWidths([Width(box, value: 120)])
      .alignItems([box], to: [.top, .left])
    #expect(
      described(restraint) == [
        "box.height == 40", "box.width == 120", "box.top == root.top", "box.left == root.left",
      ])
    restraint.activate()
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
  }

  @Test func relativeSizeInitialisersKeepTheirAxis() {
    let restraint = Restraint(root, items: [box])
      .setRelativeWidths([RelativeWidth(box, multiple: 0.5, of: root)])
      .setRelativeHeights([RelativeHeight(box, multiple: 0.25, of: root)])
      .alignItems([box], to: [.top, .left])
    restraint.activate()
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
  }

  @Test func theLaterSizeSpellingsTakeTheirAxisFromTheLabel() {
    let restraint = Restraint(root, items: [box, other])
      .setSizes(
        widths: [
          box.equal(size: 10).withId("w"), Width(other, value: 20, relation: .greaterThanOrEqual),
        ],
        heights: [Height(box, value: 30, relation: .lessThanOrEqual).withPriority(.defaultHigh)]
      )
      .setRelativeSizes(widths: [], heights: [other.multiple(0.5, of: root).withId("h")])
    #expect(
      described(restraint) == [
        "box.width == 10 \"w\"", "other.width >= 20", "box.height <= 30 @750",
        "other.height == root.height * 0.5 \"h\"",
      ])
    #expect(restraint.constraintWithId("h")?.firstAttribute == .height)
  }

  @Test func spaceFactoriesSetTheRelation() {
    let restraint = Restraint(root, items: [box, other])
      .chainVertically([box, Space.least(8), Space.most(20), other])
    #expect(
      described(restraint) == ["other.top >= box.bottom + 8", "other.top <= box.bottom + 20"])
    #expect(Space.equal(5).relation == .equal && Space.equal(5).value == 5)
  }

  @Test func itemsGivenAtCreationAreAdded() {
    _ = Restraint(root, items: [box])
    #expect(box.superview === root)
    #expect(!box.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func removedConstraintsNoLongerAnswerToTheirIdentifiers() {
    let restraint = Restraint(root, items: [box]).setWidths([box.width(10).withId("w")])
    let constraint = restraint.constraintWithId("w")
    #expect(constraint != nil)
    restraint.removeConstraints([constraint].compactMap { $0 })
    #expect(restraint.constraintWithId("w") == nil)
    #expect(restraint.constraints.isEmpty)
  }

  @Test func aDuplicateIdentifierIsReportedButTheUsersIdentifierStays() {
    let (restraint, diagnostics) = Diagnostics.collect {
      Restraint(root, items: [box, other])
        .setWidths([box.width(10).withId("w"), other.width(20).withId("w")])
    }
    #expect(diagnostics.count == 1)
    #expect(restraint.constraintWithId("w") === restraint.constraints[0])
    #expect(restraint.constraints[1].identifier == "w")
    let mine = LayoutConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 5)
    mine.identifier = "w"
    let (_, more) = Diagnostics.collect { restraint.addConstraints([mine]) }
    #expect(more.count == 1)
    #expect(mine.identifier == "w")
  }
}
