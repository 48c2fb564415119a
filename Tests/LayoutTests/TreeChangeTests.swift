import Foundation
import Testing

@testable import HeadlessUIKit

/// Adding and removing views, moving subtrees between trees, and incremental re-layout.
@Suite struct TreeChangeTests {
  @Test func removingAViewDeactivatesOnlyTheConstraintsThatCrossItsEdge() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let icon = makeView("icon", in: card)
    let below = makeView("below", in: root)
    let inside = icon.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
    let crossing = below.topAnchor.constraint(equalTo: icon.bottomAnchor)
    LayoutConstraint.activate([inside, crossing])
    card.removeFromSuperview()
    #expect(inside.isActive)
    #expect(!crossing.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func aSubtreeWithItsConstraintsMovesToAnotherTree() {
    let first = makeRoot()
    let second = makeRoot(width: 500, height: 500)
    let card = makeView("card", in: first)
    let icon = makeView("icon", in: card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      card.topAnchor.constraint(equalTo: first.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
      icon.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 10),
      icon.heightAnchor.constraint(equalToConstant: 10),
    ])
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    second.addSubview(card)
    LayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: second.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: second.bottomAnchor),
    ])
    second.layoutIfNeeded()
    expectFrame(card, 400, 400, 100, 100)
    expectFrame(icon, 45, 45, 10, 10)
  }

  @Test func changingAConstantReSolvesIncrementally() throws {
    let root = makeRoot()
    var previous: View = root
    var tops: [LayoutConstraint] = []
    for index in 0..<200 {
      let row = makeView("row\(index)", in: root)
      let top = row.topAnchor.constraint(
        equalTo: previous === root ? root.topAnchor : previous.bottomAnchor, constant: 4)
      tops.append(top)
      LayoutConstraint.activate([
        top, row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        row.widthAnchor.constraint(equalToConstant: 100),
        row.heightAnchor.constraint(equalToConstant: 10),
      ])
      previous = row
    }
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    let pivots = engine.solver.pivotCount
    tops[100].constant = 24
    root.layoutIfNeeded()
    #expect(root.engine === engine, "the engine was rebuilt")
    #expect(engine.solver.pivotCount - pivots <= 1)
    // Rows before the 100th stay; from the 100th on, everything moves down by 20.
    expectFrame(root.subviews[99], 0, 99 * 14 + 4, 100, 10)
    expectFrame(root.subviews[100], 0, 100 * 14 + 4 + 20, 100, 10)
    expectFrame(root.subviews[199], 0, 199 * 14 + 4 + 20, 100, 10)
  }

  @Test func baselinesOfViewsWithoutTextAreTheirBottoms() {
    let root = makeRoot()
    let tall = makeView("tall", in: root)
    let short = makeView("short", in: root)
    let text = SizedView("text", width: 50, height: 20, baselineFromTop: 15)
    root.addSubview(text)
    LayoutConstraint.activate(
      [
        tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        tall.heightAnchor.constraint(equalToConstant: 40),
        short.heightAnchor.constraint(equalToConstant: 10),
        short.lastBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
        text.firstBaselineAnchor.constraint(equalTo: tall.lastBaselineAnchor),
      ]
        + [tall, short, text].flatMap { [$0.leadingAnchor.constraint(equalTo: root.leadingAnchor)] }
        + [tall, short].map { $0.widthAnchor.constraint(equalToConstant: 10) })
    root.layoutIfNeeded()
    // tall's baselines are its bottom, 140; short ends there; text's baseline (15 from its top) is there too.
    expectFrame(short, 0, 130, 10, 10)
    expectFrame(text, 0, 125, 50, 20)
  }

  @Test func recursiveDescriptionAndJSONListEveryFrame() {
    let root = makeRoot(width: 100, height: 50)
    let box = makeView("box", in: root)
    let plain = View(frame: CGRect(x: 1.5, y: 2.25, width: 3, height: 4))
    root.addSubview(plain)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 20.125),
      box.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    // The box's right edge, 28.125 points (84.375 pixels at 3×), is aligned to pixel 84: 20 points wide. The plain
    // view keeps the frame set by hand.
    let expected = """
      root frame=(0 0; 100 50)
        guide root.layoutMarginsGuide frame=(8 8; 84 34)
        box frame=(8 10; 20 30)
        View[1] frame=(1.5 2.25; 3 4)

      """
    #expect(root.recursiveDescription() == expected)
    let json = root.jsonDescription()
    #expect(json.contains("\"id\" : \"box\""))
    #expect(json.contains("2.25"))
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((object?["subviews"] as? [[String: Any]])?.count == 2)
  }

  @Test func frameDumpsCarryRootCoordinatesAndRoundOnce() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let badge = View(frame: CGRect(x: 5, y: 6, width: 1.000_04, height: 2.123_456))
    root.addSubview(card)
    card.addSubview(badge)
    let dump = FrameDump(root)
    #expect(dump.preorder.map(\.id) == ["View", "View[0]", "View[0.0]"])
    let badgeDump = dump.subviews[0].subviews[0]
    #expect(badgeDump.frame.origin == CGPoint(x: 5, y: 6))
    // The card's origin plus the badge's: (10 + 5, 20 + 6).
    #expect(badgeDump.frameInRoot.origin == CGPoint(x: 15, y: 26))
    // Rounded to 1e-4: 1.00004 → 1.0, 2.123456 → 2.1235.
    #expect(FrameDump.rounded(badgeDump.frameInRoot) == [15, 26, 1, 2.1235])
  }

  @Test func pixelAlignmentSnapsEdgesNotOriginAndSize() {
    let rect = CGRect(x: 0.3, y: 0.7, width: 10.4, height: 10.1)
    // At 2x: left 0.6 -> 1 px, top 1.4 -> 1 px, right 10.7 pt = 21.4 -> 21 px, bottom 10.8 pt = 21.6 -> 22 px.
    #expect(rect.pixelAligned(scale: 2) == CGRect(x: 0.5, y: 0.5, width: 10, height: 10.5))
    // Neighbours that share an edge keep sharing it.
    let left = CGRect(x: 0, y: 0, width: 10.3, height: 1).pixelAligned(scale: 3)
    let right = CGRect(x: 10.3, y: 0, width: 5, height: 1).pixelAligned(scale: 3)
    #expect(left.maxX == right.minX)
  }
}

/// A laid-out tree is freed when its last outside reference goes: the engine must not keep its own tree alive.
@Suite struct TreeLifetimeTests {
  @Test func aLaidOutTreeIsFreed() {
    weak var weakRoot: View?
    weak var weakChild: View?
    weak var weakConstraint: LayoutConstraint?
    do {
      let root = makeRoot()
      let child = makeView("child", in: root)
      let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
      LayoutConstraint.activate([
        constraint, child.topAnchor.constraint(equalTo: root.topAnchor),
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      weakRoot = root
      weakChild = child
      weakConstraint = constraint
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
  }
}
