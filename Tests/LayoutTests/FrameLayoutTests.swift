import Foundation
import HeadlessUIKit
import Testing

/// Frames from constraints.
///
/// Edges, sizes, centres, multipliers measured in the common ancestor's space, and frames in the superview's
/// coordinates. Expected values are derived by hand from UIKit's rules.
@Suite struct FrameLayoutTests {
  @Test func edgesAndSizeGiveTheFrame() {
    let root = makeRoot()
    let bar = makeView("bar", in: root)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    expectFrame(bar, 16, 20, 343, 44)
    expectFrame(root, 0, 0, 375, 667)
  }

  @Test func framesAreInTheSuperviewsCoordinates() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let icon = makeView("icon", in: card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 80),
      icon.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 20),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(card, 30, 100, 200, 80)
    // Centred in the card: (200 - 20) / 2, (80 - 20) / 2, in the card's coordinates.
    expectFrame(icon, 90, 30, 20, 20)
  }

  /// docs/dsl-semantics.md, "Coordinate space of a constraint": relating a view to its superview measures the superview
  /// in its own bounds.
  @Test func positionalMultiplierIsMeasuredInTheCommonAncestorsSpace() {
    let root = makeRoot()
    let container = makeView("container", in: root)
    let red = makeView("red", in: container)
    LayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 300),
      red.topAnchor.constraint(equalTo: container.bottomAnchor, constant: 0).withMultiplier(0.5),
      red.leftAnchor.constraint(equalTo: container.leftAnchor),
      red.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
      red.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Half the container's height (300 / 2), not half its bottom in scene coordinates (400 / 2).
    expectFrame(red, 0, 150, 50, 10)
  }

  @Test func aspectRatioRelatesWidthToHeight() {
    let root = makeRoot()
    let photo = makeView("photo", in: root)
    LayoutConstraint.activate([
      photo.leftAnchor.constraint(equalTo: root.leftAnchor),
      photo.rightAnchor.constraint(equalTo: root.rightAnchor),
      photo.topAnchor.constraint(equalTo: root.topAnchor),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.75),
    ])
    root.layoutIfNeeded()
    // 375 × 0.75 = 281.25 points, 843.75 pixels at 3×: the bottom edge is aligned to pixel 844.
    expectFrame(photo, 0, 0, 375, 844.0 / 3)
  }

  @Test func constraintsAreInstalledOnTheNearestCommonAncestorInOrder() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let a = makeView("a", in: card)
    let b = makeView("b", in: card)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([width, spacing, toRoot])
    #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
    #expect(card.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(spacing)])
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toRoot)])
    spacing.isActive = false
    #expect(card.constraints.isEmpty)
  }
}

extension LayoutConstraint {
  /// The same constraint with another multiplier (test helper: anchors have no multiplier on positions).
  func withMultiplier(_ multiplier: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      item: firstItem ?? View(), attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
  }
}
