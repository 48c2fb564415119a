import Foundation
import HeadlessUIKit
import Mag
import Testing

/// Mag's composite anchors expose their members, targets expose their fields, and a prioritised value is
/// accepted wherever a value is (docs/dsl-semantics.md, "Mag"; Mag's README).
extension MagTests {
  @Test func compositesExposeTheirMemberAnchors() {
    #expect(view.centerAnchor.centerXAnchor == view.centerXAnchor)
    #expect(view.centerAnchor.centerYAnchor == view.centerYAnchor)
    #expect(view.sizeAnchor.widthAnchor == view.widthAnchor)
    #expect(view.sizeAnchor.heightAnchor == view.heightAnchor)
    #expect(view.edgeAnchor.topAnchor == view.topAnchor)
    #expect(view.edgeAnchor.bottomAnchor == view.bottomAnchor)
    #expect(view.edgeAnchor.leadingAnchor == view.leadingAnchor)
    #expect(view.edgeAnchor.trailingAnchor == view.trailingAnchor)
    #expect(view.horizontalAnchor.leadingAnchor == view.leadingAnchor)
    #expect(view.verticalAnchor.bottomAnchor == view.bottomAnchor)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    #expect(guide.edgeAnchor.topAnchor == guide.topAnchor)
  }

  @Test func targetsExposeTheirFieldsAndEachOperatorReplacesItsOwn() {
    let target = view.sizeAnchor + CGSize(width: 100, height: 200)
    #expect(target.anchor.widthAnchor == view.widthAnchor)
    #expect(target.constant == CGSize(width: 100, height: 200))
    #expect(target.multiplier == 1 && target.priority == .required)
    let negated = view.sizeAnchor - (CGSize(width: 100, height: 200) ~ .defaultHigh)
    #expect(
      negated.constant == CGSize(width: -100, height: -200) && negated.priority == .defaultHigh)
    let scaled = view.sizeAnchor * (0.2 ~ .defaultHigh)
    #expect(scaled.multiplier == 0.2 && scaled.constant == .zero && scaled.priority == .defaultHigh)
    #expect((view.sizeAnchor ~ 250).priority == 250)
    let replaced =
      (view.edgeAnchor + UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) * 0.5 ~ 500
    #expect(replaced.constant == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(replaced.multiplier == 0.5 && replaced.priority == 500)
    let single = second.topAnchor - (8 ~ .defaultLow)
    #expect(single.constant == -8 && single.priority == .defaultLow)
    #expect(single.anchor == second.topAnchor)
  }

  @Test func sizesTakePrioritisedSizes() {
    let constraints = view.sizeAnchor == CGSize(width: 100, height: 200) ~ .defaultHigh
    #expect(
      constraints.map(\.description) == ["view.width == 100 @750", "view.height == 200 @750"])
    #expect(constraints.allSatisfy { $0.secondAnchor == nil })
    let minimum = view.sizeAnchor >= CGSize(width: 10, height: 20) ~ 999
    #expect(minimum.map(\.description) == ["view.width >= 10 @999", "view.height >= 20 @999"])
    let maximum = view.sizeAnchor <= CGSize(width: 30, height: 40)
    #expect(maximum.map(\.description) == ["view.width <= 30", "view.height <= 40"])
    withExtendedLifetime([constraints, minimum, maximum]) {}
  }

  @Test func compositesTakePrioritisedOffsetsWithPlusAndMinus() {
    let center = view.centerAnchor == second.centerAnchor + (CGPoint(x: 5, y: 6) ~ .defaultHigh)
    #expect(
      center.map(\.description) == [
        "view.centerX == second.centerX + 5 @750", "view.centerY == second.centerY + 6 @750",
      ])
    let inset =
      view.edgeAnchor == second.edgeAnchor
      - (UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) ~ 300)
    // Negated first, then the edge signs: top -1, bottom +3, leading -2, trailing +4.
    #expect(
      inset.map(\.description) == [
        "view.top == second.top - 1 @300", "view.bottom == second.bottom + 3 @300",
        "view.leading == second.leading - 2 @300", "view.trailing == second.trailing + 4 @300",
      ])
    let halves = view.horizontalAnchor == second.horizontalAnchor * (0.5 ~ 600)
    #expect(halves.map(\.multiplier) == [0.5, 0.5] && halves.allSatisfy { $0.priority == 600 })
    withExtendedLifetime([center, inset, halves]) {}
  }

  @Test func aPrioritisedConstantWorksWithMinusOnSingleAnchors() {
    let c = view.topAnchor == second.bottomAnchor - (10 ~ .defaultHigh)
    #expect(c.description == "view.top == second.bottom - 10 @750")
    let d = view.topAnchor == (second.bottomAnchor * 2) - (4 ~ 300)
    #expect(d.description == "view.top == second.bottom * 2 - 4 @300")
    withExtendedLifetime([c, d]) {}
  }
}
