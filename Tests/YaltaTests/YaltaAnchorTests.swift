import Foundation
import Testing
import Yalta

/// Yalta's constraint-level cases (Y-C…) and behaviours (Y-B…) of docs/dsl-semantics.md, "Yalta acceptance cases".
///
/// Each constraint is compared through its readable description:
/// `first.attribute REL second.attribute * multiplier + constant`.
@Suite struct YaltaAnchorTests {
  let container = View()
  let view = View()
  let guide = LayoutGuide()

  init() {
    container.identifier = "container"
    view.identifier = "view"
    guide.identifier = "guide"
    container.addSubview(view)
    container.addLayoutGuide(guide)
  }

  func described(_ constraints: [LayoutConstraint]) -> Set<String> {
    Set(constraints.map(\.description))
  }

  @Test func pinSignRule() {
    #expect(
      view.al.bottom.pinToSuperview(inset: 10).description == "view.bottom == container.bottom - 10"
    )  // docs/dsl-semantics.md, Y-C2
    #expect(
      view.al.right.pinToSuperview(inset: 10, relation: .greaterThanOrEqual).description
        == "view.right <= container.right - 10")  // docs/dsl-semantics.md, Y-C3
    #expect(
      view.al.left.pinToSuperview(inset: 10, relation: .greaterThanOrEqual).description
        == "view.left >= container.left + 10")  // docs/dsl-semantics.md, Y-C4
    #expect(
      view.al.trailing.pin(to: guide, inset: 4).description == "view.trailing == guide.trailing - 4"
    )  // docs/dsl-semantics.md, Y-C5
    // docs/dsl-semantics.md, Y-C6
    #expect(
      view.al.bottom.pinToSuperviewMargin(inset: 10).description
        == "view.bottom == container.layoutMarginsGuide.bottom - 10")
  }

  @Test func alignmentWithOffsetsMultipliersAndRelations() {
    #expect(
      view.al.top.align(
        with: container.al.top, offset: 10, multiplier: 2, relation: .greaterThanOrEqual
      ).description
        == "view.top >= container.top * 2 + 10")  // docs/dsl-semantics.md, Y-C8
    let offsetTop = container.al.top.offsetting(by: 10)  // docs/dsl-semantics.md, Y-C10
    #expect(
      view.al.top.align(with: offsetTop, offset: 10).description == "view.top == container.top + 20"
    )
    #expect(offsetTop.align(with: view.al.top).description == "container.top == view.top - 10")
    // An alignment anchor aligns with any alignment anchor of its axis.
    #expect(
      view.al.top.align(with: container.al.centerY).description == "view.top == container.centerY")
  }

  @Test func dimensions() {
    #expect(
      view.al.height.match((container.al.width + 10) + 10).description
        == "view.height == container.width + 20")  // docs/dsl-semantics.md, Y-C11
    // docs/dsl-semantics.md, Y-C12
    #expect(view.al.width.set(10, relation: .greaterThanOrEqual).description == "view.width >= 10")
    #expect(
      view.al.width.match(container.al.height, multiplier: 2).description
        == "view.width == container.height * 2")  // docs/dsl-semantics.md, Y-C13
    #expect(
      described(view.al.size.match(container.al.size, insets: CGSize(width: 10, height: 20)))
        // docs/dsl-semantics.md, Y-C14
        == ["view.width == container.width - 10", "view.height == container.height - 20"])
  }

  @Test func fillAndCenter() {
    #expect(
      described(view.al.fillSuperview(insets: Insets(top: 1, left: 2, bottom: 3, right: 4)))
        == [
          "view.top == container.top + 1", "view.left == container.left + 2",
          "view.bottom == container.bottom - 3",
          "view.right == container.right - 4",
        ])  // docs/dsl-semantics.md, Y-C17
    #expect(
      described(view.al.fillSuperview(relation: .lessThanOrEqual))
        == [
          "view.top >= container.top", "view.left >= container.left",
          "view.bottom <= container.bottom",
          "view.right <= container.right",
        ])  // docs/dsl-semantics.md, Y-C18
    #expect(
      described(view.al.fillSuperview(alongAxis: .vertical)) == [
        "view.top == container.top", "view.bottom == container.bottom",
      ])  // docs/dsl-semantics.md, Y-C19
    #expect(
      described(view.al.fillSuperviewMargins())
        == Set(
          ["top", "left", "bottom", "right"].map {
            "view.\($0) == container.layoutMarginsGuide.\($0)"
          }))  // docs/dsl-semantics.md, Y-C20
    #expect(
      described(view.al.centerInSuperview(alongAxis: .horizontal)) == [
        "view.centerX == container.centerX"
      ])  // docs/dsl-semantics.md, Y-C21
  }

  @Test func edgeCollections() {
    #expect(
      described(view.al.edges.pinToSuperview(relation: .greaterThanOrEqual))
        == [
          "view.top >= container.top", "view.left >= container.left",
          "view.bottom <= container.bottom",
          "view.right <= container.right",
        ])  // docs/dsl-semantics.md, Y-C22
    #expect(
      described(view.al.edges(.left, .right).pinToSuperview()) == [
        "view.left == container.left", "view.right == container.right",
      ])  // docs/dsl-semantics.md, Y-C23
    // Emission order: left, right, bottom, top.
    #expect(view.al.edges.pinToSuperview().map(\.firstAttribute) == [.left, .right, .bottom, .top])
  }

  @Test func activationAndAutoresizing() {
    let outside = view.al.width.set(10)
    #expect(outside.isActive)  // Y-B1
    #expect(
      !view.translatesAutoresizingMaskIntoConstraints
        && container.translatesAutoresizingMaskIntoConstraints)  // Y-B2
    let other = View()
    container.addSubview(other)
    container.al.top.align(with: other.al.top)
    #expect(
      !container.translatesAutoresizingMaskIntoConstraints
        && other.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func groupsActivateWhenTheyEnd() {
    var pinned: LayoutConstraint?
    Constraints {
      let constraint = view.al.top.pinToSuperview()
      #expect(!constraint.isActive)
      constraint.priority = 999
      pinned = constraint
    }
    #expect(pinned?.isActive == true && pinned?.priority == 999)  // Y-B3
    var outer: LayoutConstraint?
    var inner: LayoutConstraint?
    Constraints {
      outer = view.al.left.pinToSuperview()
      Constraints { inner = view.al.right.pinToSuperview() }
      #expect(inner?.isActive == true && outer?.isActive == false)  // Y-B4
    }
    #expect(outer?.isActive == true)
  }

  @Test func groupsWithProxiesAndAddSubviews() {
    let a = View()
    let b = View()
    Constraints(for: a, guide) { first, second in
      #expect(first.base === a && second.base === guide)  // Y-B5
    }
    let host = View()
    host.addSubview(a, b) { first, second in
      #expect(host.subviews.count == 2 && host.subviews[0] === a && host.subviews[1] === b)
      first.top.pinToSuperview()
      second.top.align(with: first.bottom + 8)
    }
    #expect(host.constraints.count == 2 && host.constraints.allSatisfy(\.isActive))
    let other = View()
    let c = View()
    other.al.addSubviews(c) { c in c.edges.pinToSuperview() }
    #expect(other.subviews.first === c && other.constraints.count == 4)
  }

  @Test func pinningWithoutASuperviewIsReportedNotFatal() {
    let orphan = View()
    orphan.identifier = "orphan"
    let (constraint, diagnostics) = Diagnostics.collect { orphan.al.top.pinToSuperview() }
    #expect(!constraint.isActive)
    #expect(diagnostics.first?.message.contains("orphan has no superview") == true)
  }

  /// The guide's title and subtitle example, laid out.
  @Test func titleAndSubtitleLayOut() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let title = Labelish(width: 100)
    let subtitle = Labelish(width: 60)
    root.al.addSubviews(title, subtitle) { title, subtitle in
      title.top.pinToSuperview(inset: 10)
      title.leading.pinToSuperviewMargin()
      subtitle.top.align(with: title.bottom + 4)
      subtitle.leading.align(with: title.leading)
    }
    root.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 8, y: 10, width: 100, height: 20))
    #expect(subtitle.frame == CGRect(x: 8, y: 34, width: 60, height: 20))
  }
}
