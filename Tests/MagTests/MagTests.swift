import Foundation
import HeadlessUIKit
import Mag
import Testing

/// Mag's operators (docs/dsl-semantics.md, "Mag acceptance cases"): the constraint tuples, and inactive-while-held
/// activation.
@Suite struct MagTests {
  let container = UIView()
  let view = UIView()
  let second = UIView()

  init() {
    container.identifier = "container"
    view.identifier = "view"
    second.identifier = "second"
    container.addSubview(view)
    container.addSubview(second)
  }

  @Test func singleAnchorTargets() {
    let c1 = view.leftAnchor == second.leftAnchor + 300 ~ .defaultHigh
    #expect(c1.description == "view.left == second.left + 300 @750")  // M-C1
    let c2 = view.heightAnchor == (200 ~ .defaultHigh)
    #expect(c2.description == "view.height == 200 @750" && c2.secondItem == nil)  // M-C2
    let c4 = view.topAnchor == (second.bottomAnchor - 100) * 0.5 ~ 999
    #expect(c4.description == "view.top == second.bottom * 0.5 - 100 @999")  // M-C4
    let c5 = view.topAnchor == second.bottomAnchor * 0.5 - 100
    #expect(c5.description == "view.top == second.bottom * 0.5 - 100")  // M-C5
    let c6 = view.heightAnchor == (second.heightAnchor + 10) + 5
    #expect(c6.constant == 5)  // M-C6
    withExtendedLifetime([c1, c2, c4, c5, c6]) {
      #expect([c1, c2, c4, c5, c6].allSatisfy { !$0.isActive })
    }
  }

  /// Anchors are `NSObject`s with a `Bool` `==`; between two anchors of one kind Mag's `==` still makes the
  /// constraint, and a `Bool` context still compares them.
  @Test func anchorEqualsAnchorMakesAConstraint() {
    let (left, top, width) = (
      view.leftAnchor == second.leftAnchor, view.topAnchor == second.topAnchor,
      view.widthAnchor == second.widthAnchor
    )
    #expect(left.description == "view.left == second.left")
    #expect(top.description == "view.top == second.top")
    #expect(width.description == "view.width == second.width")
    let same: Bool = view.leftAnchor == view.leftAnchor
    let different: Bool = view.leftAnchor == second.leftAnchor
    #expect(same && !different)
  }

  @Test func compositeAnchors() {
    let center = view.centerAnchor == second.centerAnchor + CGPoint(x: 100, y: -100)
    #expect(
      center.map(\.description) == [
        "view.centerX == second.centerX + 100", "view.centerY == second.centerY - 100",
      ])  // M-C7
    let size = view.sizeAnchor <= second.sizeAnchor + CGSize(width: 20, height: 0)
    #expect(
      size.map(\.description) == [
        "view.width <= second.width + 20", "view.height <= second.height",
      ])  // M-C8
    let edges =
      view.edgeAnchor == second.edgeAnchor + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(
      edges.map(\.description) == [
        "view.top == second.top + 5", "view.bottom == second.bottom - 5",
        "view.leading == second.leading + 10",
        "view.trailing == second.trailing - 10",
      ])  // M-C10
    let outside = view.edgeAnchor >= second.edgeAnchor + UIEdgeInsets(100)
    #expect(outside.map(\.relation).allSatisfy { $0 == .greaterThanOrEqual })  // M-C11
    #expect(outside.map(\.constant) == [100, -100, 100, -100])
    let horizontal =
      view.horizontalAnchor == second.horizontalAnchor
      + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    let vertical =
      view.verticalAnchor == second.verticalAnchor
      + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(
      horizontal.map(\.description) == [
        "view.leading == second.leading + 10", "view.trailing == second.trailing - 10",
      ])  // M-C12
    #expect(
      vertical.map(\.description) == [
        "view.top == second.top + 5", "view.bottom == second.bottom - 5",
      ])
    let scaled = view.edgeAnchor == (second.edgeAnchor + UIEdgeInsets(100)) * 0.3 ~ .defaultHigh
    #expect(scaled.allSatisfy { $0.multiplier == 0.3 && $0.priority == .defaultHigh })  // M-C13
    let fixed = view.sizeAnchor == CGSize(width: 30, height: 40)
    #expect(fixed.map(\.description) == ["view.width == 30", "view.height == 40"])
    withExtendedLifetime([center, size, edges, outside, horizontal, vertical, scaled, fixed]) {}
  }

  @Test func activationFollowsTheHandlesLifetime() {
    let a = UIView()
    let b = UIView()
    container.addSubview(a)
    container.addSubview(b)
    _ = a.widthAnchor == 100
    #expect(a.constraints.count == 1 && a.constraints[0].isActive)  // M-A1
    do {
      let held = a.heightAnchor == 100
      #expect(!held.isActive)  // M-A2
      withExtendedLifetime(held) {}
    }
    #expect(a.constraints.count == 2)
    do {
      let toggled = b.widthAnchor == 10
      toggled.isActive = true
      toggled.isActive = false
      withExtendedLifetime(toggled) {}
    }
    #expect(b.constraints.isEmpty)  // M-A3
    do {
      let untouched = b.heightAnchor == 10
      untouched.isActive = false
      withExtendedLifetime(untouched) {}
    }
    // M-A4: setting false without ever true does not prevent activation
    #expect(b.constraints.count == 1)
    var pair: [NSLayoutConstraint]? = a.centerAnchor == b.centerAnchor
    #expect(pair?.allSatisfy { !$0.isActive } == true)  // M-A5
    pair = nil
    #expect(container.constraints.count == 2)
    #expect(
      !a.translatesAutoresizingMaskIntoConstraints
        && b.translatesAutoresizingMaskIntoConstraints == false)  // M-A8
  }

  @Test func swappingConstraints() {
    let first = view.widthAnchor == 10
    let second = view.widthAnchor == 20
    first.isActive = true
    NSLayoutConstraint.deactivate([first], beforeActivate: [second])
    #expect(!first.isActive && second.isActive)  // M-A6
    var list: [NSLayoutConstraint] = [second]
    let third = view.widthAnchor == 30
    list.replaceActivatedConstraints([third])
    #expect(!second.isActive && third.isActive && list.count == 1 && list[0] === third)  // M-A7
  }

  /// A Mag layout, laid out: the README's label inset in a red view.
  @Test func insetsLayOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let red = UIView()
    let label = UIView()
    root.addSubview(red)
    red.addSubview(label)
    red.edgeAnchor == root.edgeAnchor + UIEdgeInsets(20)
    label.edgeAnchor == red.edgeAnchor + UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
    root.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
    #expect(label.frame == CGRect(x: 15, y: 10, width: 230, height: 140))
  }
}
