import Foundation
import HeadlessUIKit
import StraitJacket
import Testing

/// StraitJacket's restraints (docs/dsl-semantics.md, "StraitJacket acceptance cases"): chains, alignments, sizes,
/// identifiers and activation.
@Suite struct RestraintTests {
  let root = View()
  let l1 = View()
  let l2 = View()
  let l3 = View()

  init() {
    root.identifier = "root"
    for (index, view) in [l1, l2, l3].enumerated() { view.identifier = "l\(index + 1)" }
  }

  func described(_ restraint: Restraint) -> [String] { restraint.constraints.map(\.description) }

  @Test func verticalChainWithDefaultSpacing() {
    let restraint = Restraint(root).addItems([l1, l2, l3]).chainVertically([l1, l2, l3])
    // SJ-C1
    #expect(described(restraint) == ["l2.top == l1.bottom + 8", "l3.top == l2.bottom + 8"])
    #expect(restraint.constraints.allSatisfy { !$0.isActive })
    #expect(l1.superview === root && !l1.translatesAutoresizingMaskIntoConstraints)  // SJ-B5
  }

  @Test func spacesCarryValuesIdentifiersRelationsAndPriorities() {
    let restraint = Restraint(root).addItems([l1, l2, l3])
      .chainHorizontally([l1, Space(11).withId("s1"), l2, Space(11).withId("s2"), l3])
    #expect(
      described(restraint) == [
        "l2.leading == l1.trailing + 11 \"s1\"", "l3.leading == l2.trailing + 11 \"s2\"",
      ])  // SJ-C2
    #expect(restraint.constraintWithId("s1") === restraint.constraints[0])
    let a = View()
    let b = View()
    let c = View()
    let d = View()
    let twoChains = Restraint(root).chainVertically([a, b], [c, d])
    #expect(
      twoChains.constraints.count == 2
        && !twoChains.constraints.contains { $0.firstItem === c && $0.secondItem === b })  // SJ-C3
    let ranged = Restraint(root).chainVertically([
      a, Space(8, relation: .greaterThanOrEqual), Space(20, relation: .lessThanOrEqual), b,
    ])
    #expect(ranged.constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])  // SJ-C4
    #expect(ranged.constraints.map(\.constant) == [8, 20])
    let weak = Restraint(root).chainVertically([a, Space(8).withPriority(.defaultLow), b])
    #expect(weak.constraints[0].priority == .defaultLow)  // SJ-C16
  }

  @Test func chainsInAGuide() {
    let guide = LayoutGuide()
    guide.identifier = "g"
    let vertical = Restraint(root).addItems([l1, l2, guide]).chainVertically([l1, l2], in: guide)
    #expect(
      Set(described(vertical)) == [
        "l2.top == l1.bottom + 8", "l1.left == g.left", "l1.right == g.right", "l2.left == g.left",
        "l2.right == g.right", "l1.top == g.top", "l2.bottom == g.bottom",
      ])  // SJ-C5
    let horizontal = Restraint(root).chainHorizontally([l1, l2], in: guide)
    #expect(
      Set(described(horizontal)) == [
        "l2.leading == l1.trailing + 8", "l1.top == g.top", "l1.bottom == g.bottom",
        "l2.top == g.top",
        "l2.bottom == g.bottom", "l1.left == g.left", "l2.right == g.right",
      ])  // SJ-C6
  }

  @Test func alignmentsAndTheirWrappers() {
    let guide = LayoutGuide()
    guide.identifier = "g"
    root.addLayoutGuide(guide)
    let soft = Restraint(root).alignItems(
      [l1], to: [.softTop, .softBottom, .softLeft, .softRight], of: guide)
    #expect(
      described(soft) == [
        "l1.top >= g.top", "l1.bottom <= g.bottom", "l1.left >= g.left", "l1.right <= g.right",
      ])  // SJ-C7
    let wrapped = Restraint(root).alignItems(
      [l1], to: [Alignment.centerY.offset(130).withId("a").priority(.defaultLow)])
    #expect(described(wrapped) == ["l1.centerY == root.centerY + 130 @250 \"a\""])  // SJ-C8
    let twice = Alignment.right.priority(.defaultHigh).withId("x").priority(.defaultLow).withId("y")
    let innermost = Restraint(root).alignItems([l1], to: [twice])
    #expect(described(innermost) == ["l1.right == root.right @750 \"x\""])  // SJ-C9
    let insets = Restraint(root).alignItems(
      [l1],
      to: [Alignment.bottom.inset(100), Alignment.top.inset(100), Alignment.softRight.inset(8)])
    #expect(
      described(insets) == [
        "l1.top == root.top + 100", "l1.bottom == root.bottom - 100", "l1.right <= root.right - 8",
      ])  // SJ-C10
    let perView = Restraint(root).alignItems(
      to: root,
      viewAlignment: [
        .view(l1, [Alignment.left.withId("e1")]), .view(l2, [Alignment.right.withId("e2")]),
      ])
    // SJ-C13
    #expect(described(perView) == ["l1.left == root.left \"e1\"", "l2.right == root.right \"e2\""])
  }

  @Test func sizes() {
    let fixed = Restraint(root).setWidths([
      l1.width(100), Width(l2, value: 50, relation: .lessThanOrEqual),
    ])
    #expect(described(fixed) == ["l1.width == 100", "l2.width <= 50"])  // SJ-C11
    let relative = Restraint(root).setRelativeWidths([l1.relativeWidth(0.25, of: root)])
    #expect(described(relative) == ["l1.width == root.width * 0.25"])  // SJ-C12
  }

  @Test func duplicateIdentifiersAndMisplacedSpacesAreReported() {
    let (restraint, diagnostics) = Diagnostics.collect {
      Restraint(root).setWidths([l1.width(10).withId("w"), l2.width(20).withId("w")])
    }
    #expect(restraint.constraintWithId("w") === restraint.constraints[0])  // SJ-C14
    #expect(diagnostics.first?.message.contains("duplicate identifier \"w\"") == true)
    let (_, misplaced) = Diagnostics.collect {
      Restraint(root).chainVertically([Space(8), l1, l2])
    }
    #expect(misplaced.count == 1)  // SJ-C15
  }

  @Test func activationRecursesAndSwitchesRestraints() {
    let child = Restraint(root).setWidths([l1.width(10)])
    let parent = Restraint(root, subRestraints: [child]).setHeights([l1.height(5)])
    parent.activate()
    // SJ-B1, SJ-B4
    #expect(child.constraints.allSatisfy(\.isActive) && parent.constraints.allSatisfy(\.isActive))
    parent.deactivate()
    #expect(!child.constraints[0].isActive)
    let shared = Restraint(root).setWidths([l2.width(30)])
    let left = Restraint(root, subRestraints: [shared]).setHeights([l2.height(1)])
    let right = Restraint(root, subRestraints: [shared]).setHeights([l2.height(2)])
    left.activate()
    Restraint.activate(right, andDeactivate: left)
    #expect(
      shared.constraints[0].isActive && !left.constraints[0].isActive
        && right.constraints[0].isActive)  // SJ-B2
    let extra = l3.widthAnchor.constraint(equalToConstant: 7)
    let holder = Restraint(root).addConstraints([extra])
    #expect(!extra.isActive)
    holder.activate()
    holder.removeConstraints([extra])
    #expect(!extra.isActive && holder.constraints.isEmpty)  // SJ-B3
  }

  /// A chain in a guide, laid out.
  @Test func chainInAGuideLaysOut() {
    let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let boundary = LayoutGuide()
    let first = View()
    let second = View()
    Restraint(screen)
      .addItems([first, second, boundary])
      .chainVertically([first, Space(20), second], in: boundary)
      .setHeights([first.height(40), second.height(60)])
      .activate()
    LayoutConstraint.activate([
      boundary.widthAnchor.constraint(equalToConstant: 260),
      boundary.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
      boundary.topAnchor.constraint(equalTo: screen.topAnchor, constant: 50),
    ])
    screen.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 20, y: 50, width: 260, height: 40))
    #expect(second.frame == CGRect(x: 20, y: 110, width: 260, height: 60))
  }
}
